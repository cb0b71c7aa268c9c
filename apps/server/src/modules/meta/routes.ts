import { health, healthLive, healthReady, openApiDocument, publicConfig, publicConfigSchema } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-types.ts';
import { whatsappOn } from '../../config.ts';
import { queryRows } from '../../db/database.ts';
import { expectedMigrations } from '../../db/migrate.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { route } from '../../route.ts';

export async function metaRoutes(app: AppInstance): Promise<void> {
  const { config } = app.deps;

  route(app, health, async () => {
    // Touch the database so a load balancer takes a server with a dead pool out of rotation.
    await app.deps.db.execute(sql`SELECT 1`);
    return {
      success: true as const,
      status: 'ok' as const,
      database: app.deps.dbKind,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });

  route(app, healthLive, async () => ({ success: true as const, status: 'live' as const }));

  // Out of rotation until the database answers and holds every migration this build has.
  const expected = await expectedMigrations();
  route(app, healthReady, async () => {
    const applied = await queryRows<{ tag: string }>(app.deps.db, sql`SELECT tag FROM schema_migrations`).catch(
      (error: unknown) => {
        throw new HttpError(503, `Not ready: the database does not answer (${(error as Error).message})`);
      },
    );
    const have = new Set(applied.map((row) => row.tag));
    const missing = expected.filter((tag) => !have.has(tag));
    if (missing.length > 0) throw new HttpError(503, `Not ready: migrations not applied: ${missing.join(', ')}`);
    return { success: true as const, status: 'ready' as const, database: app.deps.dbKind, migrations: expected.length };
  });

  // What the web app needs from the configuration; nothing secret goes in here.
  const publicSettings = publicConfigSchema.parse({
    imageBaseUrl: config.IMAGE_BASE_URL,
    mapTileUrl: config.MAP_TILE_URL,
    mapAttribution: config.MAP_ATTRIBUTION,
    googleSignIn: Boolean(config.GOOGLE_ISSUER && config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    contactPhone: config.CONTACT_PHONE,
    contactEmail: config.CONTACT_EMAIL,
    featurePrices:
      config.MPESA_CONSUMER_KEY || config.MPESA_SIMULATOR
        ? { 7: config.FEATURE_PRICE_7_DAYS, 30: config.FEATURE_PRICE_30_DAYS }
        : null,
    paymentsTestMode: !config.MPESA_CONSUMER_KEY && config.MPESA_SIMULATOR,
    whatsapp: whatsappOn(config),
  });
  route(app, publicConfig, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return publicSettings;
  });

  // Built from every route registered through route(), once the app is ready.
  route(app, openApiDocument, async () => app.swagger() as never);
}
