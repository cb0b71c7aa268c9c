import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { ReadRouter } from './db/read-replicas.ts';
import type { JobEngine } from './jobs/engine.ts';
import type { ImageStore } from './lib/image-store.ts';
import type { NotificationSource } from './lib/notification-source.ts';

// The app's types live apart from buildApp so that route modules can name them
// without importing the module that imports them (a cycle, even if type-only).

export interface AppDeps {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  store: ImageStore;
  /** The job engine, when this process runs one (the server does; most API tests do not). */
  jobs?: JobEngine;
  /** How this server hears of new messages written by any server (LISTEN/NOTIFY); without one, streams poll. */
  notifications?: NotificationSource;
  /** Streaming replicas for public reads (DATABASE_READ_URLS); without, every read is on `db`. */
  reads?: ReadRouter;
  /** PostgreSQL pool connections, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** The built web app the server serves and draws pages into (plugins/web-app.ts fills it). */
export interface WebApp {
  /** The built index.html, for pages that add their own tags to it. */
  indexHtml: string | undefined;
  /** Where the built app lives; its server renderer is built beside it. */
  distDir: string;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route with its access decision and contract, for the authorization and docs tests. */
    routeTable: RouteEntry[];
    web: WebApp;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  readonly access: 'public' | 'user' | 'moderator' | undefined;
  /** The id of the contract the route was registered from; API routes all have one. */
  readonly contract: string | undefined;
}
