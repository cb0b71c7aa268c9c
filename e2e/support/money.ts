// Money in the browser tests (payments, tenancies): members whose numbers are proven, and the
// Daraja simulator's phone page where a prompt is paid.
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, screenshot, serverDataDir } from './fixtures.ts';
import { headers, member, pageOf } from './members.ts';
import { codeSentTo, newNumber } from './sms.ts';

/** A member whose phone number is proven (payments go to and from proven numbers). */
export async function provenMember(browser: Browser, width: number, language: 'en' | 'sw', prefix: string) {
  const made = await member(browser, width, language, prefix);
  const number = newNumber();
  const asked = await made.context.request.post('/api/user/phone', {
    data: { phone: number.typed, currentPassword: made.who.password },
    headers: headers(),
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const code = await codeSentTo(serverDataDir(), number.e164);
  const proven = await made.context.request.post('/api/user/phone/verify', {
    data: { phone: number.typed, code },
    headers: headers(),
  });
  expect(proven.status(), await proven.text()).toBe(200);
  return { ...made, number };
}

/** The simulator's phone page: the prompt to `digits`, a PIN, Send. */
export async function approveOnPhone(
  context: BrowserContext,
  digits: string,
  language: string,
  amount = 'KSH 9,000',
  shot = 'payments-simulator-phone',
) {
  const phone = await pageOf(context);
  await phone.goto(`/daraja-sim/phone?number=${digits}`);
  await expect(phone.getByText(`Pay ${amount} to NYUMBA`)).toBeVisible({ timeout: 15_000 });
  await screenshot(phone, `${shot}-${language}-360`);
  await phone.getByLabel('Enter M-Pesa PIN').fill('1234');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByRole('status')).toContainText('Paid. M-Pesa receipt');
  await phone.close();
}
