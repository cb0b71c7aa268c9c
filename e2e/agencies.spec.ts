// Agencies (docs/agencies.md) in the browser: an owner at a desk (1280 px) starts an agency on
// the number they proved and invites an agent by e-mail; the agent accepts on a phone (360 px,
// Swahili); a seeker's enquiry on the agent's listing reaches the agent's desk and the owner's,
// whose figures count it. Runs on the phone project's server (numbers proven by SMS).
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll } from './support/discovery.ts';
import { headers, listWith, member, pageOf, scene, signInInForm } from './support/members.ts';
import { provenMember } from './support/money.ts';
import { uniqueTag } from './support/unique-tag.ts';

const fits = async (page: Page) => expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

test('an owner starts an agency and invites an agent, who joins on a phone in Swahili; an enquiry reaches the agent and the owner’s figures', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const owner = await provenMember(browser, 1280, 'en', 'owner');
  const desk = await pageOf(owner.context);
  await desk.goto('/my-listing');
  await desk.getByRole('link', { name: 'Start an agency' }).click();
  await expect(desk).toHaveURL(/\/agency\/new$/);
  const name = `Westlands Homes ${tag}`;
  await desk.getByLabel('Agency name').fill(name);
  await desk.getByLabel('Office phone (a number you proved)').fill(owner.number.typed);
  await desk.getByLabel('Area of the office').fill('Westlands');
  await desk.getByLabel('EARB firm number (estate agencies)').fill('EARB/F/1234');
  await desk.getByRole('button', { name: 'Create the agency' }).click();
  await expect(desk).toHaveURL(/\/agency\/[0-9a-f-]{36}\/desk$/);
  const agencyId = /\/agency\/([0-9a-f-]{36})\/desk/.exec(desk.url())![1]!;
  await expect(desk.getByRole('heading', { name: 'Agency desk' })).toBeVisible();

  // The invitation, by e-mail; its link is also shown to send by hand.
  const agent = await member(browser, 360, 'sw', 'agent');
  await desk.getByLabel('E-mail or proven phone number').fill(agent.who.email);
  await desk.getByRole('button', { name: 'Send the invitation' }).click();
  const link = await desk.getByTestId('invite-link').textContent();
  expect(link).toMatch(/\/agency\/invites\/[\w-]{20,}$/);

  // The agent opens it on a phone, in Swahili, and joins.
  const phone = await pageOf(agent.context);
  await phone.goto(new URL(link!).pathname);
  await expect(phone.getByText(`${name} anakualika ujiunge kama Wakala wa mali.`)).toBeVisible();
  await screenshot(phone, 'agency-invite-sw-360');
  await fits(phone);
  await phone.getByRole('button', { name: 'Kubali na ujiunge' }).click();
  await expect(phone).toHaveURL(`/agency/${agencyId}/desk`);
  await expect(phone.getByRole('heading', { name: 'Dawati la wakala' })).toBeVisible();

  // The agent lists a flat for the agency on its number; a seeker asks about it.
  const listing = await listWith(agent.context, await scene(), {
    name: `Two bedroom in Westlands ${tag}`,
    areaName: 'Westlands',
    price: '85,000',
    phone_number: owner.number.typed,
    agencyId,
  });
  const seeker = await member(browser, 360, 'en', 'seeker');
  const question = `Is the Westlands flat free from January? ${tag}`;
  const asked = await seeker.context.request.post('/api/conversations', {
    data: { listingId: listing.id, text: question },
    headers: headers(),
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const seen = await pageOf(seeker.context);
  await seen.goto(`/listing/${listing.id}`);
  await seen.getByRole('link', { name: `Agent of ${name}` }).click();
  await expect(seen.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(seen.getByTestId('agency-earb')).toHaveText('EARB EARB/F/1234 · not yet checked');
  // Its listing's card, here and in every list, names the agency.
  await expect(seen.getByTestId('card-agency')).toHaveText(`Agency ${name}`);
  await screenshot(seen, 'agency-page-en-360');
  await fits(seen);

  // The enquiry is on the agent's desk, and on the owner's, whose figures count it.
  await phone.reload();
  const lead = phone.getByTestId('lead').filter({ hasText: question });
  await expect(lead).toContainText('Swali');
  await expect(lead).toContainText('KSH 85,000');
  await screenshot(phone, 'agency-desk-sw-360');
  await fits(phone);
  await desk.reload();
  await expect(desk.getByTestId('lead').filter({ hasText: question })).toBeVisible();
  await expect(desk.getByTestId('figure-enquiries')).toHaveText('1');
  await expect(desk.getByRole('img', { name: 'Views and enquiries by day' })).toBeVisible();
  await screenshot(desk, 'agency-desk-en-1280');
  await fits(desk);

  // A moderator finds the EARB number in the queue, checks it on the register and says so on
  // the agency's page, which then says "checked" to everyone.
  const moderation = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const mod = await pageOf(moderation);
  await signInInForm(mod, 'moderator@demo.nyumba.co.ke', 'nyumba-demo-mod');
  await mod.goto('/moderation?view=agencies');
  await expect(mod.getByRole('link', { name, exact: true })).toBeVisible();
  await screenshot(mod, 'agency-earb-queue-1280');
  await mod.getByRole('link', { name, exact: true }).click();
  await mod.getByLabel('Reason').fill('On the EARB register of firms, 2026');
  await mod.getByRole('button', { name: 'It is on the register' }).click();
  await expect(mod.getByRole('status').filter({ hasText: 'EARB firm number checked' })).toBeVisible();
  await screenshot(mod, 'agency-earb-check-1280');
  await seen.reload();
  await expect(seen.getByTestId('agency-earb')).toHaveText('EARB EARB/F/1234 · checked');
});
