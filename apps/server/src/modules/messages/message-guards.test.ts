// Issue 38, part 4: the "same words to many listers" guard compares what was meant, not the
// bytes: a changed amount, punctuation, look-alike letters, a word swapped or a line added is
// still the same broadcast, held at the fourth lister; different messages are not.
import { MESSAGE_HELD } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAccounts, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const start = (caller: Caller, listingId: string, text: string) =>
  caller.request({ method: 'POST', url: '/api/conversations', payload: { listingId, text } });

async function spammerAndListings(count: number) {
  const spammer = await signedUpUser(ctx);
  await ageAccounts(ctx, [spammer], 30);
  const listers = await Promise.all(Array.from({ length: count }, () => signedUpUser(ctx)));
  return { spammer, listings: await Promise.all(listers.map((one) => createListingAs(one))) };
}

describe('the same broadcast, however it is retyped', () => {
  it('holds the fourth and fifth whatever changes between them: amounts, punctuation, look-alikes, a word, a line', async () => {
    const { spammer, listings } = await spammerAndListings(6);
    const texts = [
      'Hello, the house is still available. Pay the booking fee of 1000 to paybill 123456 to secure it today.',
      'Hello the house is still available!! Pay the booking fee of 1,001 to paybill 123457 to secure it today',
      'Hellо, the hоuse is still available. Pay the booking fee of 1500 to paybill 123456 to secure it tоday.',
      'Hi, the house is still available. Pay the booking fee of 2000 to paybill 123456 to secure it today.',
      'Hello, the house is still available. Pay the booking fee of 1000 to paybill 123456 to secure it today. Call me.',
    ];
    const answers = [];
    for (const [i, text] of texts.entries()) answers.push((await start(spammer, listings[i]!.id, text)).json());
    expect(answers.map((answer) => answer.notice ?? null)).toEqual([null, null, null, MESSAGE_HELD, MESSAGE_HELD]);
    // Something else to a sixth lister is delivered.
    const other = await start(spammer, listings[5]!.id, 'Good morning, is parking included for a small car?');
    expect(other.json().notice).toBeUndefined();
  });

  it('different messages from one seeker to many listers are all delivered', async () => {
    const { spammer: seeker, listings } = await spammerAndListings(5);
    const texts = [
      'Hello, is the two bedroom in Kilimani still available for January?',
      'Good evening, does the bedsitter have its own water meter and a shower?',
      'Hi, can I view the house on Saturday morning with my wife?',
      'Habari, nyumba hii iko karibu na shule ya msingi na barabara kuu?',
      'Is the service charge included in the rent, and is there a backup generator?',
    ];
    for (const [i, text] of texts.entries())
      expect((await start(seeker, listings[i]!.id, text)).json().notice).toBeUndefined();
  });
});
