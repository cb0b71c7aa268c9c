import cookie from '@fastify/cookie';
import { contracts, loadSchemas, uploadPhoto } from '@nyumba/domain';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppInstance, RouteEntry } from './app-types.ts';
import type { Config } from './config.ts';
import { defaultWebDist } from './lib/paths.ts';
import { redactUrl } from './lib/redact-url.ts';
import { alertRoutes } from './modules/alerts/index.ts';
import { messageRoutes } from './modules/messages/index.ts';
import { stayRoutes, viewingRoutes } from './modules/bookings/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { shieldRoutes } from './modules/shield/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { imageRoutes, withImageBase } from './modules/images/index.ts';
import { agencyListingRoutes, listingRoutes, searchRoutes } from './modules/listings/index.ts';
import { agencyRoutes } from './modules/agencies/index.ts';
import { savedRoutes } from './modules/saved/index.ts';
import { metaRoutes } from './modules/meta/index.ts';
import { pageRoutes } from './modules/pages/index.ts';
import { postRoutes } from './modules/posts/index.ts';
import { moderationRoutes } from './modules/moderation/index.ts';
import { standingRoutes, userRoutes, userPhoneRoutes } from './modules/users/index.ts';
import { phoneRoutes } from './modules/phone/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { tenancyRoutes } from './modules/tenancies/index.ts';
import { jobRoutes } from './modules/jobs/index.ts';
import { checkDocumentRoutes, privacyRoutes } from './modules/privacy/index.ts';
import { channelRoutes, whatsappRoutes } from './modules/channels/index.ts';
import { mountSimulator } from './daraja-sim/mount.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSaidCodes } from './plugins/said-codes.ts';
import { registerJsonBodies } from './plugins/json-body.ts';
import { registerBodyDeadline, requestDeadlines, serverTimeouts } from './plugins/request-deadlines.ts';
import { registerObservability, requestIdFrom } from './plugins/observability.ts';
import { proxyTrust } from './plugins/proxy-trust.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerReadRouting } from './plugins/read-routing.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { registerWebApp } from './plugins/web-app.ts';

/** JSON bodies above this are refused; uploads have their own, larger limit. */
const JSON_BODY_LIMIT = 512 * 1024;

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    // Session tokens travel in these headers; they never reach the logs.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      // Fastify's own request line, with every secret in the URL redacted (lib/redact-url.ts).
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

/** Builds the whole HTTP app in-process; tests call this with their own database. */
export async function buildApp(deps: AppDeps, options: { webDistDir?: string } = {}): Promise<AppInstance> {
  const trust = proxyTrust(deps.config.TRUST_PROXY);
  const deadlines = requestDeadlines(deps.config);
  const app = Fastify({
    ...serverTimeouts(deadlines),
    logger: loggerOptions(deps.config),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trust,
    requestIdHeader: false,
    genReqId: requestIdFrom(trust),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Ids are uuids; anything longer in a path is junk worth refusing early.
    routerOptions: { maxParamLength: 200, caseSensitive: true },
    return503OnClosing: true,
    // Fastify gives each plugin 10 s to start. A busy machine (a 2-core server starting while
    // another runs hot, or the test suites sharing two cores) took longer and the server never
    // started ("Plugin did not start in time"); a plugin that truly hangs is still caught.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's own onRoute hook may still set the access after this one.
      routeTable.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get contract() {
          return route.config?.contract?.id;
        },
      });
    }
  });
  registerErrorHandler(app);
  registerSaidCodes(app);
  await registerObservability(app, deps);
  // Rows keep base-free photo paths; every JSON answer gets the store's current address.
  if (deps.config.IMAGE_BASE_URL) {
    const base = deps.config.IMAGE_BASE_URL;
    app.addHook('preSerialization', async (_request, _reply, payload) => withImageBase(base, payload));
  }
  registerJsonBodies(app);
  registerBodyDeadline(app, deadlines, [uploadPhoto.path]);
  await registerSecurityHeaders(app, deps.config);
  await app.register(cookie);
  registerSessions(app, deps.db, deps.config);
  registerReadRouting(app);
  await registerRateLimits(app, deps.db);
  registerCompression(app);

  // Routes take their schemas from the contracts (route.ts), so those load first.
  await loadSchemas(contracts);
  await registerApiDocs(app, deps.config.PUBLIC_URL);
  await app.register(metaRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(userPhoneRoutes);
  await app.register(phoneRoutes);
  await app.register(moderationRoutes);
  await app.register(imageRoutes);
  await app.register(listingRoutes);
  await app.register(shieldRoutes);
  await app.register(searchRoutes);
  await app.register(savedRoutes);
  await app.register(postRoutes);
  await app.register(alertRoutes);
  await app.register(messageRoutes);
  await app.register(stayRoutes);
  await app.register(viewingRoutes);
  await app.register(reviewRoutes);
  await app.register(paymentRoutes);
  await app.register(tenancyRoutes);
  await app.register(jobRoutes);
  await app.register(agencyRoutes);
  await app.register(agencyListingRoutes);
  await app.register(privacyRoutes);
  await app.register(channelRoutes);
  await app.register(whatsappRoutes);
  await app.register(checkDocumentRoutes);
  await app.register(standingRoutes);
  // Test mode: the Daraja simulator answers at PUBLIC_URL/daraja-sim, with its phone page.
  await mountSimulator(app, deps.config);

  const web = await registerWebApp(app, options.webDistDir ?? deps.config.WEB_DIST_DIR ?? defaultWebDist);
  app.decorate('web', web);
  await app.register(pageRoutes);
  return app;
}
