import { defineContract } from './contract.ts';

const load = () => import('./schemas.ts');

export const updateAccount = defineContract({
  id: 'updateAccount',
  method: 'POST',
  path: '/api/user/update/:id',
  access: 'user',
  tag: 'users',
  summary: "Change one's own e-mail, username, password or avatar",
  schemas: () =>
    load().then((s) => ({
      params: s.accountParamSchema,
      body: s.userUpdateBodySchema,
      responses: { 200: s.userUpdateResponseSchema, ...s.errors(400, 401, 403, 409) },
    })),
});

export const deleteAccount = defineContract({
  id: 'deleteAccount',
  method: 'DELETE',
  path: '/api/user/delete/:id',
  access: 'user',
  tag: 'users',
  summary: "Delete one's own account with its listings, posts and photos",
  schemas: () =>
    load().then((s) => ({
      params: s.accountParamSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403) },
    })),
});
