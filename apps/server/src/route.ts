import type { RateLimitOptions } from '@fastify/rate-limit';
import { isRawAnswer, summaries, type AnyContract, type ApiContract, type SchemasOf } from '@nyumba/domain';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppInstance } from './app-types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (route()); the docs and the route table read it. */
    contract?: AnyContract;
  }
}

/** The Fastify schema a contract stands for, so the zod type provider types the handler. */
interface ContractSchema<C> {
  params: SchemasOf<C>['params'];
  querystring: SchemasOf<C>['query'];
  body: SchemasOf<C>['body'];
  // Raw answers (files, redirects) are not zod: the type provider lets them be anything.
  response: SchemasOf<C>['responses'];
}

/** A handler typed from its contract: request.params/query/body and the answers it may send. */
export type ContractHandler<C> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<C>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route adds to its contract: limits that depend on configuration. */
export interface RouteExtra {
  rateLimit?: RateLimitOptions;
}

/** The security schemes of the docs: who a 'user' route accepts. */
const SIGNED_IN: { [scheme: string]: string[] }[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/**
 * Registers the route of `contract`: method, URL, schemas and access all come from
 * the contract, so a route cannot drift from what the client and the docs are told.
 * The contracts' schemas must be loaded first (buildApp loads them all).
 */
export function route<C extends AnyContract>(
  app: AppInstance,
  contract: C,
  handler: ContractHandler<C>,
  extra: RouteExtra = {},
): void {
  const schemas = contract.loadedSchemas();
  if (!schemas) throw new Error(`${contract.id}: load the contracts' schemas before registering its route`);
  const response = Object.fromEntries(
    Object.entries(schemas.responses).filter(([, answer]) => !isRawAnswer(answer)),
  ) as Record<number, z.ZodType>;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { access: contract.access, contract, ...(extra.rateLimit ? { rateLimit: extra.rateLimit } : {}) },
    schema: {
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response,
      operationId: contract.id,
      summary: summaries[contract.id as ApiContract['id']],
      tags: [contract.tag],
      ...(contract.access !== 'public' ? { security: SIGNED_IN } : {}),
    },
    // The handler's types came from the contract above; Fastify's own generics cannot follow.
    handler: handler as RouteHandlerMethod,
  });
}
