import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

function origin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

// No inline script anywhere: React renders everything from bundled files, and user
// HTML (posts) is sanitised, so a CSP without 'unsafe-inline' scripts costs nothing.
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const imageOrigin = config.IMAGE_BASE_URL ? origin(config.IMAGE_BASE_URL) : undefined;
  const https = config.PUBLIC_URL.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Leaflet and React set element styles through the CSSOM, but some libraries
        // add style attributes in markup; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles, Google avatars and post images come from other https hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...(imageOrigin ? [imageOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(config.GOOGLE_ISSUER ? [origin(config.GOOGLE_ISSUER)!] : [])],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Images are served to other origins' <img> tags (link previews, CDN).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over https; on plain http it would be a lie.
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
