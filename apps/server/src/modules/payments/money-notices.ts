import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { composeMail } from '../mail/index.ts';
import { queueSms } from '../phone/index.ts';
import { moneyTexts, type MoneyFacts, type MoneyTextKind } from './payment-texts.ts';
import type { PaymentDeps } from './deps.ts';

/**
 * A receipt or a notice about money to one person, in their language, queued in the
 * transaction that moved the money: by mail to an account with an address, else by SMS to
 * its proven number (a receipt is owed to everyone, whatever notices they chose).
 */
export async function tellAboutMoney(
  deps: Pick<PaymentDeps, 'jobs' | 'log' | 'publicUrl' | 'caps'>,
  tx: Transaction,
  userId: string | null,
  kind: MoneyTextKind,
  facts: MoneyFacts,
  path: string,
): Promise<void> {
  if (!userId) return;
  const [person] = await tx
    .select({ email: users.email, phone: users.phone, proven: users.phoneVerifiedAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  const text = moneyTexts(person.language)[kind](facts);
  if (person.email) {
    const message = composeMail({
      to: person.email,
      subject: text.subject,
      paragraphs: text.paragraphs,
      action: { label: text.action, url: `${deps.publicUrl}${path}` },
      siteUrl: deps.publicUrl,
      language: person.language,
    });
    if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, message, { tx });
    return;
  }
  if (person.phone && person.proven) {
    // By its kind, amount, date and M-Pesa's receipt: no listing's name or person's (sms-texts.ts).
    await queueSms(deps, tx, {
      to: person.phone,
      kind: 'notice',
      userId,
      // Owed for money that moved: a flood of strangers' requests cannot starve receipts.
      reserved: true,
      content: {
        say: 'money',
        language: person.language === 'sw' ? 'sw' : 'en',
        money: kind,
        facts: { amount: facts.amount, receipt: facts.receipt ?? null, ...(facts.until ? { until: facts.until } : {}) },
      },
    });
  }
}
