import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { darajaClient, type Daraja, type DarajaOptions } from './daraja.ts';
import { smsCaps, type SmsCaps } from '../phone/index.ts';

/**
 * The simulator's own credentials (docs/payments.md, "Test mode"): what the client sends it
 * and what it checks, both sides of one process. Not secrets: nothing they open moves money.
 */
export const SIMULATOR_CREDENTIALS = {
  consumerKey: 'nyumba-simulator',
  consumerSecret: 'nyumba-simulator-secret',
  shortcode: '174379',
  passkey: 'nyumba-simulator-passkey',
  b2cShortcode: '600984',
  initiatorName: 'nyumba-simulator',
  securityCredential: 'simulated-credential',
} as const;

/** Where the simulator answers when Nyumba mounts it in its own server. */
export const SIMULATOR_PATH = '/daraja-sim';

/** How Nyumba reaches Daraja: the live or sandbox API from its settings, or the simulator; null when payments are off. */
function darajaSettings(config: Config): DarajaOptions | null {
  if (config.MPESA_CONSUMER_KEY) {
    return {
      baseUrl: config.MPESA_BASE_URL ?? 'https://api.safaricom.co.ke',
      consumerKey: config.MPESA_CONSUMER_KEY,
      consumerSecret: config.MPESA_CONSUMER_SECRET ?? '',
      shortcode: config.MPESA_SHORTCODE ?? '',
      passkey: config.MPESA_PASSKEY ?? '',
      b2cShortcode: config.MPESA_B2C_SHORTCODE ?? '',
      initiatorName: config.MPESA_INITIATOR_NAME ?? '',
      securityCredential: config.MPESA_SECURITY_CREDENTIAL ?? '',
    };
  }
  if (!config.MPESA_SIMULATOR) return null;
  return {
    baseUrl: config.MPESA_BASE_URL ?? `${config.PUBLIC_URL.replace(/\/$/, '')}${SIMULATOR_PATH}`,
    ...SIMULATOR_CREDENTIALS,
  };
}

export interface PaymentDeps {
  db: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  daraja: Daraja;
  /** Where Daraja posts its callbacks: PUBLIC_URL. */
  publicUrl: string;
  feePercent: number;
  featurePrices: { 7: number; 30: number };
  /** Payments go to the simulator: every payment screen says "test mode". */
  testMode: boolean;
  /** The caps receipts by SMS pass (modules/phone/sms-gate.ts). */
  caps: SmsCaps;
}

// One client per settings in a process: its OAuth token is cached until it expires.
const clients = new Map<string, Daraja>();

/** What paying needs, or null where payments are off (no Daraja account and no simulator). */
export function paymentDeps(
  deps: { config: Config; db: Database; jobs?: JobEngine | undefined },
  log: Logger,
): PaymentDeps | null {
  const settings = darajaSettings(deps.config);
  if (!settings) return null;
  const key = `${settings.baseUrl}|${settings.consumerKey}`;
  let daraja = clients.get(key);
  if (!daraja) {
    daraja = darajaClient(settings);
    clients.set(key, daraja);
  }
  return {
    db: deps.db,
    jobs: deps.jobs,
    log,
    daraja,
    publicUrl: deps.config.PUBLIC_URL.replace(/\/$/, ''),
    feePercent: deps.config.PAYMENT_FEE_PERCENT,
    featurePrices: { 7: deps.config.FEATURE_PRICE_7_DAYS, 30: deps.config.FEATURE_PRICE_30_DAYS },
    testMode: !deps.config.MPESA_CONSUMER_KEY,
    caps: smsCaps(deps.config),
  };
}
