import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

export const updateAccount = defineContract({
  id: 'updateAccount',
  method: 'POST',
  path: '/api/user/update/:id',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      params: s.accountParamSchema,
      body: s.userUpdateBodySchema,
      responses: { 200: s.userUpdateResponseSchema, ...s.errors(400, 401, 403, 409, 429) },
    })),
});

export const deleteAccount = defineContract({
  id: 'deleteAccount',
  method: 'DELETE',
  path: '/api/user/delete/:id',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      params: s.accountParamSchema,
      body: s.deleteAccountBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 429) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const usersSummaries = {
  updateAccount: "Change one's own e-mail, username, password or avatar",
  deleteAccount: "Delete one's own account with its listings, posts and photos",
};
