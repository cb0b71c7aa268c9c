import * as auth from './auth.ts';
import type { AnyContract } from './contract.ts';
import * as images from './images.ts';
import * as listings from './listings.ts';
import * as meta from './meta.ts';
import * as posts from './posts.ts';
import * as saved from './saved.ts';
import * as search from './search.ts';
import * as users from './users.ts';

export * from './auth.ts';
export * from './contract.ts';
export * from './images.ts';
export * from './listings.ts';
export * from './meta.ts';
export * from './posts.ts';
export * from './saved.ts';
export * from './search.ts';
export * from './users.ts';

/** Every contract, with its exact type: for tables keyed by contract id. */
export type ApiContract =
  | Values<typeof meta>
  | Values<typeof auth>
  | Values<typeof users>
  | Values<typeof images>
  | Values<typeof listings>
  | Values<typeof search>
  | Values<typeof saved>
  | Values<typeof posts>;
type Values<T> = T[keyof T];

/** The contract whose id is `Id`. */
export type ContractWithId<Id extends ApiContract['id']> = Extract<ApiContract, { id: Id }>;

const collect = (...areas: Record<string, AnyContract>[]): readonly AnyContract[] =>
  areas.flatMap((area) => Object.values(area));

/** Every endpoint of the API: the server registers exactly these, the docs list exactly these. */
export const contracts = /* @__PURE__ */ collect(meta, auth, users, images, listings, search, saved, posts);
