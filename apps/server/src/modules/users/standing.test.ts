// Issue 58, honest labels: "Agent" only after a moderator checked the EARB number with this
// year's practising certificate; "Caretaker" only once the landlord confirmed from their own
// proven number; every badge says what was checked and when. And what a person confirms:
// 18 or older before listing or paying, a newer version of the terms.
import {
  ADULT_REQUIRED,
  CARETAKER_REQUEST_NOT_FOUND,
  EARB_CERTIFICATE_NOT_THIS_YEAR,
  EARB_CERTIFICATE_YEAR_MISSING,
  kenyaYear,
  LANDLORD_PHONE_REQUIRED,
  listerPageResponseSchema,
  TERMS_NOT_CURRENT,
  TERMS_VERSION,
  type Standing,
} from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, establishedUser, provenNumber, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs, listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
const thisYear = kenyaYear(new Date());
beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  moderator = await signedUpUser(ctx, moderatorSeed);
});
afterAll(async () => {
  await ctx.close();
});

const update = (caller: Caller, payload: object) =>
  caller.request({ method: 'POST', url: `/api/user/update/${caller.user!.id}`, payload });
const standingOf = async (caller: Caller): Promise<Standing> =>
  listerPageResponseSchema.parse(
    (await anonymous(ctx).request({ method: 'GET', url: `/api/lister/${caller.user!.id}` })).json(),
  ).lister.standing!;
const check = (userId: string, body: object) =>
  moderator.request({ method: 'POST', url: `/api/moderation/users/${userId}/agent`, payload: body });
const me = async (caller: Caller) => (await caller.request({ method: 'GET', url: '/api/auth/me' })).json();

describe('the Agent label', () => {
  it('needs the EARB number, this year’s certificate and a moderator’s check; the badge says which', async () => {
    const agent = await establishedUser(ctx);
    expect((await standingOf(agent)).label).toBe('Private lister');
    // Claiming it is not being it.
    expect((await update(agent, { listerRole: 'agent', earbNumber: 'EARB/A/501' })).statusCode).toBe(200);
    expect(await standingOf(agent)).toMatchObject({ role: 'private', label: 'Private lister' });
    const missing = await check(agent.user!.id, { verified: true, reason: 'On the register' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ certificateYear: EARB_CERTIFICATE_YEAR_MISSING });
    // Last year's certificate is no practising certificate.
    await update(agent, { earbYear: thisYear - 1 });
    const old = await check(agent.user!.id, { verified: true, reason: 'On the register' });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual({ certificateYear: EARB_CERTIFICATE_NOT_THIS_YEAR });
    expect((await standingOf(agent)).role).toBe('private');

    await update(agent, { earbYear: thisYear });
    expect((await check(agent.user!.id, { verified: true, reason: 'On the register' })).statusCode).toBe(200);
    const standing = await standingOf(agent);
    expect(standing).toMatchObject({ role: 'agent', label: 'Agent' });
    const day = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(standing.badges.map((badge) => badge.text)).toContain(`EARB ${thisYear} certificate checked ${day}`);
    expect(standing.badges.map((badge) => badge.text)).toContainEqual(
      expect.stringMatching(/^Phone proven \d{4}-\d{2}$/),
    );
    // No bare "Verified" anywhere a person is labelled.
    for (const badge of standing.badges) expect(badge.text).toMatch(/\d{4}-\d{2}/);
    expect((await me(agent)).agentVerified).toBe(true);

    // The certificate ends with its year: a row checked last year is no agent now.
    await ctx.handle.db
      .update(users)
      .set({ earbYear: thisYear - 1 })
      .where(eq(users.id, agent.user!.id));
    expect((await standingOf(agent)).role).toBe('private');
    expect((await me(agent)).agentVerified).toBe(false);
    // Entering a new year asks for a new check.
    await ctx.handle.db.update(users).set({ earbYear: thisYear }).where(eq(users.id, agent.user!.id));
    await update(agent, { earbYear: thisYear + 1 });
    expect((await standingOf(agent)).role).toBe('private');
  });

  it('a moderator may record the certificate year they saw', async () => {
    const agent = await signedUpUser(ctx);
    await update(agent, { listerRole: 'agent', earbNumber: 'EARB/A/502' });
    const granted = await check(agent.user!.id, { verified: true, certificateYear: thisYear, reason: 'Seen' });
    expect(granted.json()).toMatchObject({ earb: { number: 'EARB/A/502', verified: true, year: thisYear } });
    expect((await standingOf(agent)).label).toBe('Agent');
  });
});

describe('landlords and caretakers', () => {
  it('a landlord is shown as one; a caretaker only once the landlord confirms from their proven number', async () => {
    const landlordOnly = await signedUpUser(ctx);
    await update(landlordOnly, { listerRole: 'landlord' });
    expect((await standingOf(landlordOnly)).label).toBe('Landlord');

    const caretaker = await signedUpUser(ctx);
    const noNumber = await update(caretaker, { listerRole: 'caretaker' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().errors).toEqual({ landlordPhone: LANDLORD_PHONE_REQUIRED });
    expect((await update(caretaker, { landlordPhone: 'not a phone' })).statusCode).toBe(400);

    const landlord = await signedUpUser(ctx);
    const number = await provenNumber(ctx, landlord);
    const asked = await update(caretaker, { listerRole: 'caretaker', landlordPhone: `0${number.slice(4)}` });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ listerRole: 'caretaker', landlordPhone: number });
    expect(await standingOf(caretaker)).toMatchObject({ role: 'private', label: 'Private lister' });

    // Someone else, even one who knows the number, has nothing to answer.
    const stranger = await signedUpUser(ctx);
    await provenNumber(ctx, stranger);
    expect((await stranger.request({ method: 'GET', url: '/api/user/caretaker-requests' })).json().requests).toEqual(
      [],
    );
    const forged = await stranger.request({
      method: 'POST',
      url: `/api/user/caretaker-requests/${caretaker.user!.id}`,
      payload: { confirm: true },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(CARETAKER_REQUEST_NOT_FOUND);

    const waiting = (await landlord.request({ method: 'GET', url: '/api/user/caretaker-requests' })).json().requests;
    expect(waiting).toEqual([expect.objectContaining({ id: caretaker.user!.id, name: caretaker.user!.username })]);
    const yes = await landlord.request({
      method: 'POST',
      url: `/api/user/caretaker-requests/${caretaker.user!.id}`,
      payload: { confirm: true },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const standing = await standingOf(caretaker);
    expect(standing).toMatchObject({ role: 'caretaker', label: 'Caretaker' });
    expect(standing.badges[0]!.text).toMatch(/^Landlord confirmed \d{4}-\d{2}-\d{2}$/);
    expect((await landlord.request({ method: 'GET', url: '/api/user/caretaker-requests' })).json().requests).toEqual(
      [],
    );

    // Naming another landlord starts over.
    await update(caretaker, { landlordPhone: '0799 000 111' });
    expect((await standingOf(caretaker)).role).toBe('private');
  });
});

describe('18 or older', () => {
  it('sign-up records it; an account that never said so confirms before listing', async () => {
    const fresh = await signedUpUser(ctx);
    expect(await me(fresh)).toMatchObject({ adultConfirmed: true, termsVersion: TERMS_VERSION });

    const older = await establishedUser(ctx);
    await ctx.handle.db.update(users).set({ adultConfirmedAt: null }).where(eq(users.id, older.user!.id));
    const photo = await uploadPhoto(older);
    const refused = await older.request({ method: 'POST', url: '/api/listing/create', payload: listingBody([photo]) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADULT_REQUIRED);
    expect(
      (await older.request({ method: 'POST', url: '/api/user/adult', payload: { confirm: false } })).statusCode,
    ).toBe(400);
    expect(
      (await older.request({ method: 'POST', url: '/api/user/adult', payload: { confirm: true } })).statusCode,
    ).toBe(200);
    expect((await me(older)).adultConfirmed).toBe(true);
    expect((await createListingAs(older)).id).toBeTruthy();
  });
});

describe('a new version of the terms', () => {
  it('is accepted once, and only the current one', async () => {
    const person = await signedUpUser(ctx);
    await ctx.handle.db.update(users).set({ termsVersion: '2025-01-01' }).where(eq(users.id, person.user!.id));
    expect((await me(person)).termsVersion).toBe('2025-01-01');
    const stale = await person.request({ method: 'POST', url: '/api/user/terms', payload: { version: '2025-01-01' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TERMS_NOT_CURRENT);
    const ok = await person.request({ method: 'POST', url: '/api/user/terms', payload: { version: TERMS_VERSION } });
    expect(ok.statusCode).toBe(200);
    expect((await me(person)).termsVersion).toBe(TERMS_VERSION);
    expect((await anonymous(ctx).request({ method: 'POST', url: '/api/user/terms', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
