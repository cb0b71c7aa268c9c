import proxyAddr from 'proxy-addr';
import type { Config } from '../config.ts';

/** Whether the peer at `address`, `hop` steps from us, may tell us about the client. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, used both for Fastify's `trustProxy` (client address,
 * protocol) and for accepting a proxy's X-Request-Id: nobody, the nearest N hops, or the
 * listed addresses and CIDRs.
 */
export function proxyTrust(setting: Config['TRUST_PROXY']): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
