export class ConfigError extends Error {}

type Account = (typeof DARAJA_ACCOUNT)[number] | (typeof WHATSAPP_ACCOUNT)[number];

/** The settings checked here, as config.ts reads them. */
type AccountSettings = Partial<Record<Account, string>> & {
  MPESA_CONSUMER_KEY?: string | undefined;
  MPESA_SIMULATOR: boolean;
  AFRICASTALKING_USERNAME?: string | undefined;
  AFRICASTALKING_API_KEY?: string | undefined;
  DATABASE_URL?: string | undefined;
  DATABASE_READ_URLS: readonly string[];
  IMAGE_STORE: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

const DARAJA_ACCOUNT = [
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_B2C_SHORTCODE',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
] as const;

const WHATSAPP_ACCOUNT = [
  'WHATSAPP_API_URL',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/**
 * The outside accounts (Daraja, WhatsApp, Africa's Talking, replicas, S3), each whole or not
 * at all: half an account fails later, in front of a guest, or believes any webhook. Throws
 * one line naming what is missing.
 */
export function checkAccounts(config: AccountSettings): void {
  if (config.MPESA_CONSUMER_KEY) {
    const missing = DARAJA_ACCOUNT.filter((name) => !config[name]);
    if (missing.length) throw new ConfigError(`Invalid configuration: MPESA_CONSUMER_KEY needs ${missing.join(', ')}`);
    if (config.MPESA_SIMULATOR) {
      throw new ConfigError(
        'Invalid configuration: MPESA_SIMULATOR cannot be on with a Daraja account (MPESA_CONSUMER_KEY)',
      );
    }
  }
  const whatsappSet = WHATSAPP_ACCOUNT.filter((name) => config[name]);
  if (whatsappSet.length > 0 && whatsappSet.length < WHATSAPP_ACCOUNT.length) {
    const missing = WHATSAPP_ACCOUNT.filter((name) => !config[name]);
    throw new ConfigError(`Invalid configuration: WhatsApp needs ${missing.join(', ')} too (or none of its settings)`);
  }
  if (config.AFRICASTALKING_USERNAME && !config.AFRICASTALKING_API_KEY) {
    throw new ConfigError('Invalid configuration: AFRICASTALKING_USERNAME needs AFRICASTALKING_API_KEY');
  }
  if (config.DATABASE_READ_URLS.length && !config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URLS needs DATABASE_URL (replicas of a PostgreSQL primary)',
    );
  }
  if (
    config.IMAGE_STORE === 's3' &&
    !(config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)
  ) {
    throw new ConfigError(
      'Invalid configuration: IMAGE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
}
