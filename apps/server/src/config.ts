import { z } from 'zod';
import { checkAccounts, ConfigError } from './config-accounts.ts';
import { databaseSettings } from './config-database.ts';
import { optionalString, optionalUrl, trustProxy, truth } from './config-fields.ts';
import { NEW_LISTER_DAYS } from '@nyumba/domain';

// Every variable the server reads, with its default. `.env.example` mirrors this list.
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number between 0 and 65535' })
    .min(0, { error: 'must be a whole number between 0 and 65535' })
    .max(65535, { error: 'must be a whole number between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be a URL like https://nyumba.co.ke' }).default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./data'),
  ...databaseSettings,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: on outside production only, so a production database never gets accounts whose
  // passwords the README publishes (loadConfig fills it in from NODE_ENV).
  SEED_DEMO: z.preprocess((value) => (value === '' ? undefined : value), truth.optional()),
  TRUST_PROXY: trustProxy,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SIGNUP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_POSTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LISTINGS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  // The standing of open reports that hides a listing or post until a moderator reviews it
  // (domain reporter-standing.ts: a month-old member with a clean record weighs 1).
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(100).default(3),
  // How long an account counts as new for the scam shield's limit of 3 listings in search
  // (shield/new-lister-limit.ts); 0: none does (a private install, a load test).
  NEW_LISTER_DAYS: z.coerce.number().int().min(0).max(90).default(NEW_LISTER_DAYS),
  SIGNIN_LOCKOUT_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // How long a client may take to send a request (plugins/request-deadlines.ts): the headers,
  // the body of anything but a photo upload, and any whole request (a 15 MB photo on a slow
  // connection included).
  REQUEST_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(180_000),
  WEB_DIST_DIR: optionalString,
  // When set, /metrics asks for `Authorization: Bearer <token>`; else keep it off the public proxy.
  METRICS_TOKEN: optionalString,
  IMAGE_STORE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  IMAGE_BASE_URL: z.string().default(''),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('auto'),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  S3_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  GOOGLE_ISSUER: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // Unset: mail goes to the development outbox, DATA_DIR/outbox (README, "Mail").
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Nyumba <hello@nyumba.co.ke>'),
  // Phone numbers proven by SMS (modules/phone, docs/phone.md). Off: no phone sign-up, numbers
  // or SMS at all (an install outside Kenya without an SMS account).
  PHONE_FEATURES: truth.default(true),
  // Unset: SMS go to the development outbox, DATA_DIR/sms-outbox, and the log; production
  // with phone features on refuses to start without them.
  AFRICASTALKING_USERNAME: optionalString,
  AFRICASTALKING_API_KEY: optionalString,
  // Africa's Talking's live API, or its sandbox for the username "sandbox" (loadConfig fills it in).
  AFRICASTALKING_BASE_URL: optionalUrl,
  AFRICASTALKING_SENDER_ID: optionalString,
  // Production without an SMS account writes SMS to the development outbox only when this says
  // so (a staging server, the browser tests); otherwise it refuses to start with phone features on.
  SMS_OUTBOX: truth.default(false),
  // The secret in the delivery-report address given to Africa's Talking: reports without it change nothing.
  SMS_CALLBACK_SECRET: optionalString,
  // The secret in the incoming-SMS address (STOP, HELP, NYUMBA searches); unset, the delivery
  // reports' secret serves (docs/channels.md).
  SMS_INCOMING_SECRET: optionalString,
  // The secret in the USSD callback address given to Africa's Talking; unset, the USSD door is shut.
  USSD_CALLBACK_SECRET: optionalString,
  // WhatsApp Business Cloud API (docs/channels.md): all five set, or none (WhatsApp off).
  WHATSAPP_API_URL: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  // Numbers a code is sent to, by E.164 prefix: Kenya's mobile ranges by default (SMS cost is
  // a target: "SMS pumping" sends codes to premium numbers abroad).
  PHONE_ALLOWED_PREFIXES: z
    .string()
    .default('+2547,+2541')
    .transform((value) =>
      value
        .split(',')
        .map((prefix) => prefix.trim())
        .filter(Boolean),
    ),
  // The most SMS the whole cluster sends in an hour; past it, codes wait (docs/phone.md, alerts).
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(1000),
  // The last share of it (percent) kept for what a stranger cannot cause: a signed-in person's
  // codes, receipts, notices about one's own account. A flood of sign-ups stops short of it.
  SMS_BUDGET_RESERVE_PERCENT: z.coerce.number().int().min(0).max(90).default(20),
  // Codes one address may ask for in an hour (generous: mobile networks put thousands behind one).
  SMS_CODES_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(30),
  // A listing's contact number must be one its lister proved before it is public.
  LISTING_NUMBER_PROOF: truth.default(true),
  // Payments by M-Pesa (modules/payments, docs/payments.md): Safaricom's Daraja API. Without a
  // consumer key, outside production or under `--demo`, the Daraja simulator stands in (test mode).
  MPESA_BASE_URL: optionalUrl,
  MPESA_CONSUMER_KEY: optionalString,
  MPESA_CONSUMER_SECRET: optionalString,
  MPESA_SHORTCODE: optionalString,
  MPESA_PASSKEY: optionalString,
  MPESA_B2C_SHORTCODE: optionalString,
  MPESA_INITIATOR_NAME: optionalString,
  MPESA_SECURITY_CREDENTIAL: optionalString,
  // Unset: on when there is no Daraja account, outside production or under `--demo`.
  MPESA_SIMULATOR: z.preprocess((value) => (value === '' ? undefined : value), truth.optional()),
  // Nyumba's fee on a stay, a percentage added to the host's price (0: none).
  PAYMENT_FEE_PERCENT: z.coerce.number().min(0).max(30).default(0),
  // What featuring a listing costs, whole shillings.
  FEATURE_PRICE_7_DAYS: z.coerce.number().int().min(1).default(500),
  FEATURE_PRICE_30_DAYS: z.coerce.number().int().min(1).default(1500),
  // What receipts say of the business (docs/privacy.md, "Receipts"): its name, its KRA PIN
  // (unset: receipts say it is not set), whether it charges VAT (16 % inside Nyumba's fee), and
  // the tourism levy a host owes on a stay's nights (percent; 0: no levy line).
  NYUMBA_LEGAL_NAME: z.string().min(2).default('Nyumba'),
  NYUMBA_KRA_PIN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[AP]\d{9}[A-Z]$/, { error: 'must be a KRA PIN: A or P, nine digits, a letter' })
      .optional(),
  ),
  VAT_REGISTERED: truth.default(false),
  // The key that seals documents uploaded for a check (docs/privacy.md, "Check documents"):
  // base64 of 32 random bytes. Unset: one is made in DATA_DIR/documents.key on first use;
  // several servers must share one, so set it there.
  DOCUMENTS_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, { error: 'must be base64 of 32 bytes' })
      .optional(),
  ),
  // From this day (YYYY-MM-DD) a bnb without a Tourism Regulatory Authority licence number
  // takes no new stays; unset: never (the grace period the operator gives hosts).
  TRA_LICENCE_REQUIRED_FROM: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso.date({ error: 'must be a date like 2027-03-01' }).optional(),
  ),
  TOURISM_LEVY_PERCENT: z.coerce.number().min(0).max(10).default(0),
  CONTACT_PHONE: z.string().default('+254 700 000 000'),
  CONTACT_EMAIL: z.string().default('hello@nyumba.co.ke'),
  /** Who may moderate: e-mail addresses, comma-separated (compared without case). */
  MODERATOR_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
});

/**
 * The demo seed's moderator (seed/factories.ts): one only under `--demo` (what `npm start`
 * passes) or outside production with demo data, as its password is in the README. Like
 * every moderator it moderates only once its address is confirmed (the seed confirms it).
 */
const DEMO_MODERATOR_EMAIL = 'moderator@demo.nyumba.co.ke';

export interface LoadOptions {
  /** The server was started with `--demo`: demo data, and the demo's moderator, even in production. */
  demo?: boolean;
}

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO' | 'MPESA_SIMULATOR'> & {
  SEED_DEMO: boolean;
  MPESA_SIMULATOR: boolean;
};

export { ConfigError };

/** Reads the environment; a bad value throws one line naming the variable, never a stack. */
export function loadConfig(env: Record<string, string | undefined> = process.env, options: LoadOptions = {}): Config {
  const result = configSchema.safeParse(env);
  if (result.success) {
    const config: Config = {
      ...result.data,
      SEED_DEMO: result.data.SEED_DEMO ?? result.data.NODE_ENV !== 'production',
      MPESA_SIMULATOR:
        result.data.MPESA_SIMULATOR ??
        (!result.data.MPESA_CONSUMER_KEY && (result.data.NODE_ENV !== 'production' || Boolean(options.demo))),
    };
    const demoModerator = options.demo || (config.SEED_DEMO && config.NODE_ENV !== 'production');
    if (demoModerator && !config.MODERATOR_EMAILS.includes(DEMO_MODERATOR_EMAIL)) {
      config.MODERATOR_EMAILS = [...config.MODERATOR_EMAILS, DEMO_MODERATOR_EMAIL];
    }
    if (config.AFRICASTALKING_USERNAME && !config.AFRICASTALKING_BASE_URL) {
      config.AFRICASTALKING_BASE_URL =
        config.AFRICASTALKING_USERNAME === 'sandbox'
          ? 'https://api.sandbox.africastalking.com'
          : 'https://api.africastalking.com';
    }
    checkAccounts(config);
    return config;
  }
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const value = env[name];
  const shown =
    value === undefined
      ? ''
      : ` (got "${name.includes('SECRET') || name.includes('API_KEY') || name.includes('PASSKEY') || name.includes('CREDENTIAL') || name.endsWith('_KEY') || name === 'DATABASE_URL' || name === 'DATABASE_READ_URLS' || name === 'SMTP_URL' ? '***' : value}")`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
}

/** Whether WhatsApp is on: every one of its settings is set (a half-set one refuses to start). */
export const whatsappOn = (config: Config): boolean => Boolean(config.WHATSAPP_ACCESS_TOKEN);

/**
 * Why a server must not start on this configuration, or null; both refusals give way to
 * `--demo` (what `npm start` passes: a server nobody relies on).
 *
 * - MPESA_SIMULATOR=true in production: payments in test mode, where no money moves but
 *   stays count as paid, and the simulator the server mounts plays every phone, so anyone
 *   could approve anyone's prompt (docs/payments.md, "Test mode").
 * - Phone features on and no SMS account: it would tell people "we sent a code" and send
 *   nothing, unless SMS_OUTBOX says the development outbox is meant (a staging server, the
 *   browser tests).
 */
export function startRefusal(config: Config, options: LoadOptions = {}): string | null {
  if (config.NODE_ENV !== 'production' || options.demo) return null;
  if (config.MPESA_SIMULATOR) {
    return 'Invalid configuration: MPESA_SIMULATOR=true is refused in production (payments in test mode move no money, and the simulator lets anyone approve any M-Pesa prompt): unset it and set a Daraja account (MPESA_CONSUMER_KEY and the rest), or start with --demo for a server nobody relies on';
  }
  if (!config.PHONE_FEATURES || config.AFRICASTALKING_USERNAME || config.SMS_OUTBOX) return null;
  return 'Invalid configuration: phone features are on (PHONE_FEATURES) but no SMS account is set: set AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY, SMS_OUTBOX=true for a server nobody relies on, or PHONE_FEATURES=false';
}

/** Test and tool configuration: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Every request in a test file comes from one address; the rate-limit tests set their own.
    RATE_LIMIT_SIGNIN_PER_MINUTE: '10000',
    RATE_LIMIT_SIGNUP_PER_MINUTE: '10000',
    RATE_LIMIT_POSTS_PER_HOUR: '10000',
    RATE_LIMIT_LISTINGS_PER_HOUR: '10000',
    SMS_CODES_PER_ADDRESS_HOUR: '10000',
    // Payments off unless a suite turns the simulator on (modules/payments): the suites written
    // before payments accept stays as they did.
    MPESA_SIMULATOR: 'false',
    // The suites written before numbers were proven list with the fixtures' one number; the
    // phone tests (modules/phone) turn the proof on, as every server has it by default.
    LISTING_NUMBER_PROOF: 'false',
    ...overrides,
  });
}
