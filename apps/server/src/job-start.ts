import { whatsappOn, type Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { ImageStore } from './lib/image-store.ts';
import { createMailer, outboxDirectory } from './modules/mail/index.ts';
import {
  africasTalkingSender,
  outboxSender,
  smsCaps,
  smsOutboxDirectory,
  whatsappSender,
} from './modules/phone/index.ts';
import { paymentDeps } from './modules/payments/index.ts';
import { tenancyDepsOf } from './modules/tenancies/index.ts';
import { jobDepsOf } from './modules/jobs/index.ts';
import { JobEngine, type Logger } from './jobs/engine.ts';
import { jobTypes } from './job-roster.ts';

/**
 * The job engine as the server runs it: every job type, mail through SMTP_URL or the
 * outbox. main.ts and the API tests that need background work (mail) both start it here.
 */
export async function startJobEngine(handle: DatabaseHandle, config: Config, store: ImageStore, log: Logger) {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: outboxDirectory(config.DATA_DIR),
    log,
  });
  // SMS through Africa's Talking when it is configured, else into the development outbox.
  const sms =
    config.AFRICASTALKING_USERNAME && config.AFRICASTALKING_API_KEY && config.AFRICASTALKING_BASE_URL
      ? africasTalkingSender({
          baseUrl: config.AFRICASTALKING_BASE_URL,
          username: config.AFRICASTALKING_USERNAME,
          apiKey: config.AFRICASTALKING_API_KEY,
          ...(config.AFRICASTALKING_SENDER_ID ? { senderId: config.AFRICASTALKING_SENDER_ID } : {}),
        })
      : outboxSender(smsOutboxDirectory(config.DATA_DIR), log);
  // Payments' jobs enqueue payouts on the engine they run in, so they read it when they run.
  const started: { engine?: JobEngine } = {};
  const engine = await JobEngine.start(
    handle.jobDatabase,
    jobTypes({
      db: handle.db,
      store,
      log,
      mailer,
      sms: {
        sender: sms,
        caps: smsCaps(config),
        jobs: () => started.engine,
        // WhatsApp for the notices of people who chose it, when all its settings are set.
        ...(whatsappOn(config)
          ? {
              whatsapp: whatsappSender({
                apiUrl: config.WHATSAPP_API_URL!,
                phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
                accessToken: config.WHATSAPP_ACCESS_TOKEN!,
              }),
            }
          : {}),
      },
      site: { publicUrl: config.PUBLIC_URL, imageBaseUrl: config.IMAGE_BASE_URL },
      payments: () => paymentDeps({ config, db: handle.db, jobs: started.engine }, log),
      tenancies: () => tenancyDepsOf({ config, db: handle.db, jobs: started.engine }, log),
      fundiJobs: () => jobDepsOf({ config, db: handle.db, jobs: started.engine }, log),
    }),
    log,
  );
  // The pooled SMTP connections stay open between mails; a stopping server says goodbye
  // (QUIT) instead of leaving the mail server to time them out.
  engine.onStop(() => mailer.close?.());
  started.engine = engine;
  return engine;
}
