import { googleCallback } from '@nyumba/domain';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

/** Why a Google sign-in was refused; the routes turn each into a status or a redirect. */
export type GoogleFailure =
  | 'not_configured'
  | 'unavailable'
  | 'invalid_token'
  | 'replayed'
  | 'cancelled'
  | 'expired'
  | 'no_email'
  | 'unverified'
  | 'linked_elsewhere'
  | 'password_first'
  | 'suspended';

export class GoogleAuthError extends Error {
  constructor(
    readonly reason: GoogleFailure,
    options?: { cause?: unknown },
  ) {
    super(`Google sign-in refused: ${reason}`, options);
  }
}

/** What we take from a verified ID token (or, when it lacks them, the userinfo answer). */
export interface GoogleIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
  nonce?: string;
  /** Seconds since the epoch, from the token's `exp`. */
  expiresAt: number;
}

export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;
const CLOCK_TOLERANCE_SECONDS = 30;

export function googleSettings(config: Config): GoogleSettings | null {
  if (!config.GOOGLE_ISSUER || !config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: new URL(googleCallback.path, config.PUBLIC_URL).toString(),
  };
}

// Plain http is only tolerated for a provider on this machine (tests, local development).
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

function identityOf(claims: JWTPayload | oidc.IDToken, extra: Record<string, unknown> = {}): GoogleIdentity {
  const all: Record<string, unknown> = { ...extra, ...claims };
  return {
    issuer: String(claims.iss),
    subject: String(claims.sub),
    email: str(all.email)?.toLowerCase(),
    // Some Google tokens carry the flag as the string "true".
    emailVerified: all.email_verified === true || all.email_verified === 'true',
    name: str(all.name),
    picture: str(all.picture),
    nonce: str(claims.nonce),
    expiresAt: Number(claims.exp),
  };
}

/**
 * The OpenID Connect client for "Continue with Google". Only the provider's metadata
 * and keys are cached here; everything about one sign-in travels in its flow cookie,
 * so any server can finish a flow another one started.
 */
export class GoogleSignIn {
  private configuration?: Promise<oidc.Configuration>;
  private keys?: ReturnType<typeof createRemoteJWKSet>;

  constructor(readonly settings: GoogleSettings) {}

  private async client(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= oidc
      .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        // Forget the failure so the next sign-in tries again instead of failing forever.
        this.configuration = undefined;
        throw new GoogleAuthError('unavailable', { cause: error });
      });
    return this.configuration;
  }

  async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }): Promise<URL> {
    const client = await this.client();
    return oidc.buildAuthorizationUrl(client, {
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      // The spec forces Google's account chooser.
      prompt: 'select_account',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Redeems the authorization code of the callback at `query`, checking state, PKCE and nonce. */
  async redeem(query: string, checks: { state: string; nonce: string; codeVerifier: string }): Promise<GoogleIdentity> {
    const client = await this.client();
    const callbackUrl = new URL(this.settings.redirectUri);
    callbackUrl.search = query;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new GoogleAuthError('invalid_token', { cause: error });
    }
    // openid-client checks the claims but, as OIDC allows for a token fetched over TLS,
    // not the signature; we check it too, with the same rules as a posted credential.
    const identity = await this.verifyIdToken(tokens.id_token!, { nonce: checks.nonce });
    if (identity.email) return identity;
    // Providers that keep e-mail out of the ID token give it at the userinfo endpoint.
    try {
      const info = await oidc.fetchUserInfo(client, tokens.access_token, identity.subject);
      return identityOf(tokens.claims()!, { ...info });
    } catch (error) {
      throw new GoogleAuthError('invalid_token', { cause: error });
    }
  }

  /** Signature (the issuer's published keys), issuer, audience, expiry and, when given, nonce. */
  async verifyIdToken(token: string, expected: { nonce?: string } = {}): Promise<GoogleIdentity> {
    const client = await this.client();
    const metadata = client.serverMetadata();
    if (!metadata.jwks_uri) throw new GoogleAuthError('unavailable');
    this.keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    const issuers = [metadata.issuer];
    // Google signs some tokens with its issuer written without the scheme.
    if (metadata.issuer === 'https://accounts.google.com') issuers.push('accounts.google.com');
    const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter(
      (alg) => alg !== 'none' && !alg.startsWith('HS'),
    );
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: issuers,
        audience: this.settings.clientId,
        algorithms,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      throw new GoogleAuthError('invalid_token', { cause: error });
    }
    // A token meant for several audiences must name us as the party it was issued to.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.settings.clientId) {
      throw new GoogleAuthError('invalid_token');
    }
    if (expected.nonce !== undefined && payload.nonce !== expected.nonce) throw new GoogleAuthError('invalid_token');
    return identityOf(payload);
  }
}
