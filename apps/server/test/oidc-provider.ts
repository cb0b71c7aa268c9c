import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import Provider, { interactionPolicy } from 'oidc-provider';

/** The person who "signs in at Google" next, as the claims the provider will assert. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Prompts the provider was asked to resolve, in order (select_account, consent…). */
  prompts: string[];
  useAccount(account: TestAccount): void;
  /** An ID token signed with the provider's own published key unless another is given. */
  signIdToken(claims: JWTPayload, options?: { key?: CryptoKey }): Promise<string>;
  /** A key the provider does not publish, for forged signatures. */
  foreignKey: CryptoKey;
  close(): Promise<void>;
}

const KID = 'test-key-1';

/**
 * A real OpenID provider (the `oidc-provider` package) on a free 127.0.0.1 port, with
 * one confidential client, PKCE required, Google's `select_account` prompt supported,
 * and interactions that sign in whichever account the test chose, without any page.
 */
export async function startTestProvider(options: { redirectUri: string }): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'nyumba-test';
  const clientSecret = randomBytes(24).toString('base64url');

  const signing = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(signing.privateKey)), kid: KID, alg: 'RS256', use: 'sig' };

  let account: TestAccount = { sub: 'google-sub-1', email: 'someone@gmail.com', email_verified: true };
  const prompts: string[] = [];

  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the profile claims in the ID token itself; so does this provider.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ ...account, sub }),
    }),
  });

  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    prompts.push(details.prompt.name);
    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session?.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    // select_account and login: the account "chosen" is the one the test set.
    await provider.interactionFinished(
      req,
      res,
      { select_account: {}, login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    prompts,
    foreignKey: foreign.privateKey,
    useAccount: (next) => {
      account = next;
    },
    signIdToken: (claims, { key = signing.privateKey } = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Cookies of one host, enough to walk a provider's redirects with fetch. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects from an authorization URL until it sends the browser
 * back to `redirectUri`, and returns that final URL (with code, state and iss).
 */
export async function walkToCallback(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}
