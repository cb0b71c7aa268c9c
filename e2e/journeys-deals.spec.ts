// Issue 41, the deal: a conversation opens at its newest message and keeps its order; a bnb
// search's dates go to "Ask for dates"; a month of nights to tap for guest and host; nothing a
// host or lister types wrong fails silently; a lister sees each way people reached them.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { kenyaDay as day } from './support/dates.ts';
import { noHorizontalScroll } from './support/discovery.ts';
import { headers, listWith, member, pageOf, scene } from './support/members.ts';

test('a conversation opens at its newest message and says when a reply arrives below (360 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const lister = await member(browser, 360, 'en', 'landlord');
  const home = await listWith(lister.context, await scene(), {
    name: `Kilimani flat ${lister.who.username.slice(-6)}`,
  });
  const seeker = await member(browser, 360, 'en', 'seeker');
  const started = await seeker.context.request.post('/api/conversations', {
    data: { listingId: home.id, text: 'Hello, is the flat still free?' },
    headers: headers(),
  });
  expect(started.status()).toBe(201);
  const { conversationId } = (await started.json()) as { conversationId: string };
  for (let i = 1; i <= 14; i++) {
    const from = i % 2 ? lister : seeker;
    const sent = await from.context.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { text: `Message number ${i} about the flat, its water and its parking.` },
      headers: headers(),
    });
    expect(sent.status()).toBe(201);
  }

  const page = await pageOf(seeker.context);
  await page.goto(`/messages/${conversationId}`);
  const newest = page.getByText('Message number 14 about the flat');
  await expect(newest).toBeInViewport();
  await expect(page.getByText('Hello, is the flat still free?')).not.toBeInViewport();

  // Reading older messages, a reply arrives: it is said, and one tap shows it.
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, -20_000);
  await expect(page.getByText('Hello, is the flat still free?')).toBeInViewport();
  await lister.context.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { text: 'Yes, it is free. Come on Saturday.' },
    headers: headers(),
  });
  const cue = page.getByRole('button', { name: 'New message ↓' });
  await expect(cue).toBeVisible();
  await screenshot(page, 'journeys2-new-message-360');
  await cue.click();
  await expect(page.getByText('Yes, it is free. Come on Saturday.')).toBeInViewport();
  await expect(cue).toHaveCount(0);

  // Written offline, in order: sent in that order on reconnect, and drawn so after a reload.
  await seeker.context.setOffline(true);
  for (const text of ['Written offline first', 'Written offline second', 'Written offline third']) {
    await page.getByLabel('Your message').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  }
  await seeker.context.setOffline(false);
  await expect(page.locator('[data-message-status="waiting"]')).toHaveCount(0);
  for (const who of [page, await pageOf(lister.context)]) {
    await who.goto(`/messages/${conversationId}`);
    await expect(who.getByText('Written offline third')).toBeVisible();
    const texts = await who.locator('ol li').allInnerTexts();
    const order = ['Written offline first', 'Written offline second', 'Written offline third', 'Come on Saturday'].map(
      (text) => texts.findIndex((line) => line.includes(text)),
    );
    expect(order[3]).toBeLessThan(order[0]!);
    expect(order.slice(0, 3)).toEqual([...order.slice(0, 3)].sort((a, b) => a - b));
  }
});

test('a bnb search’s dates and guests go to “Ask for dates”, checked against the host’s rules at once (360 px, Swahili)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await member(browser, 1280, 'en', 'host');
  const name = `Diani beach bnb ${host.who.username.slice(-6)}`;
  const bnb = await listWith(host.context, await scene(), {
    type: 'bnbs',
    name,
    price: '7,000',
    maxGuests: 4,
    areaName: 'Diani',
    location: '-4.3167,39.5833',
  });

  // The host's calendar: a shut range backwards, then one wholly past, are each said beside
  // the range, and nothing is saved; a right one saves.
  const hostPage = await pageOf(host.context);
  await hostPage.goto(`/stays/calendar/${bnb.id}`);
  await hostPage.getByLabel('Shortest stay (nights)').fill('3');
  await hostPage.getByRole('button', { name: 'Add dates' }).click();
  await hostPage.getByLabel('From', { exact: true }).fill(day(30));
  await hostPage.getByLabel('To', { exact: true }).fill(day(28));
  const range = hostPage.locator('[data-blocked-range]');
  await expect(range).toContainText('A blocked range must end on or after its first day');
  await hostPage.getByRole('button', { name: 'Save calendar' }).click();
  await expect(hostPage.getByRole('alert')).toHaveText('Nothing was saved: correct what is marked above.');
  await hostPage.getByLabel('From', { exact: true }).fill('2020-03-01');
  await hostPage.getByLabel('To', { exact: true }).fill('2020-03-03');
  await expect(range).toContainText('Choose a date from today on');
  await hostPage.getByLabel('From', { exact: true }).fill(day(40));
  await hostPage.getByLabel('To', { exact: true }).fill(day(41));
  await expect(range).not.toContainText('Choose');
  await hostPage.getByRole('button', { name: 'Save calendar' }).click();
  await expect(hostPage.getByRole('status').filter({ hasText: 'Calendar saved' })).toBeVisible();
  await screenshot(hostPage, 'journeys2-calendar-1280');

  // A guest searches in Swahili for two nights for three: the card takes the dates along.
  const guest = await member(browser, 360, 'sw', 'mgeni');
  const page = await pageOf(guest.context);
  // The header's name, "+ Tangaza" and "English" each keep a gap at 360 px in Swahili.
  await page.goto('/');
  const header = page.getByRole('banner');
  const boxes = await Promise.all(
    [
      header.getByRole('link', { name: 'Nyumba' }),
      header.getByRole('link', { name: 'Tangaza mali yako' }),
      header.locator('[data-language-switch]'),
    ].map(async (part) => (await part.boundingBox())!),
  );
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.x - (boxes[i - 1]!.x + boxes[i - 1]!.width)).toBeGreaterThanOrEqual(6);
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
  await page.goto(`/search?type=bnbs&area=Diani&checkIn=${day(10)}&checkOut=${day(13)}&guests=3`);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${bnb.id}\\?checkIn=${day(10)}&checkOut=${day(13)}&guests=3`));
  const panel = page.getByRole('region', { name: 'Omba tarehe' });
  await expect(panel.getByLabel('Kuingia')).toHaveValue(day(10));
  await expect(panel.getByLabel('Kutoka')).toHaveValue(day(13));
  await expect(panel.getByLabel('Wageni')).toHaveValue('3');
  // Two nights where the host takes three: said at once, beside check-out; gone when right.
  await panel.getByLabel('Kutoka').fill(day(12));
  const tooShort = panel.getByText('Huo ni mfupi kuliko ukaaji mfupi zaidi unaokubaliwa hapa');
  await expect(tooShort).toBeVisible();
  await screenshot(page, 'journeys2-ask-dates-sw-360');
  await panel.getByLabel('Kutoka').fill(day(13));
  await expect(tooShort).toHaveCount(0);
  await expect(panel.getByText('usiku 3 × KSH 7,000/usiku = KSH 21,000')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
});

test('a lister sees each way people reached them, a past viewing date is refused, and My bookings follows the language (1280 px)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lister = await member(browser, 1280, 'en', 'lister');
  const name = `Westlands apartment ${lister.who.username.slice(-6)}`;
  const home = await listWith(lister.context, await scene(), { name });
  const page = await pageOf(lister.context);

  // Viewing times: a one-off date in 2020 is said beside it and not saved.
  await page.goto(`/viewings/times/${home.id}`);
  await page.getByRole('button', { name: 'Add a date' }).click();
  await page.getByLabel('Date').first().fill('2020-06-13');
  await expect(page.getByText('Choose a date from today on')).toBeVisible();
  await page.getByRole('button', { name: 'Save viewing times' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nothing was saved: correct what is marked above.');
  await page.getByLabel('Date').first().fill(day(3));
  await page.getByRole('button', { name: 'Save viewing times' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Viewing times saved' })).toBeVisible();

  // A seeker writes, and asks for a viewing: two contacts, each named.
  const seeker = await member(browser, 360, 'en', 'seeker');
  const wrote = await seeker.context.request.post('/api/conversations', {
    data: { listingId: home.id, text: 'Can I see it this week?' },
    headers: headers(),
  });
  expect(wrote.status()).toBe(201);
  const slots = (await (await seeker.context.request.get(`/api/listing/${home.id}/viewings/slots`)).json()) as {
    slots: { startsAt: string }[];
  };
  const booked = await seeker.context.request.post('/api/viewings', {
    data: { listingId: home.id, startsAt: slots.slots[0]!.startsAt, message: 'After work, please.' },
    headers: headers(),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await page.goto('/my-listing');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('article').filter({ hasText: name }) });
  await expect(card).toContainText('2 contacts');
  await expect(card.locator('[data-contact-kinds]')).toHaveText('1 conversation, 1 viewing');

  // My bookings switches to Kiswahili with the rest of the screen, without a reload.
  await page.goto('/bookings');
  const viewing = page.locator('main').getByText(name).first();
  await expect(viewing).toBeVisible();
  const before = await page.locator('main').innerText();
  await page.locator('[data-language-switch]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect.poll(() => page.locator('main').innerText()).not.toBe(before);
  await expect(page.locator('main')).not.toContainText('Waiting for your answer');
  await screenshot(page, 'journeys2-bookings-sw-1280');
});

for (const [width, language] of [
  [360, 'sw'],
  [1280, 'en'],
] as const) {
  test(`a month of nights: the host taps nights shut, the guest taps their dates and sees the total (${width} px, ${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const say = {
      en: {
        directions: 'Directions',
        safe: 'Stay safe',
        stayNotice:
          'Never pay before the host has accepted your dates on Nyumba, and never to a number other than the one on the listing.',
        next: 'Next month',
        save: 'Save calendar',
        saved: 'Calendar saved',
        ask: 'Ask for dates',
        in: 'Check-in',
        out: 'Check-out',
        total: '3 nights × KSH 5,000/night = KSH 15,000',
        payOnly: 'Pay only on Nyumba.',
        monday: 'M',
      },
      sw: {
        directions: 'Maelekezo',
        safe: 'Kuwa salama',
        stayNotice:
          'Usilipe kamwe kabla mwenyeji hajakubali tarehe zako kwenye Nyumba, wala kwa nambari isiyo ile iliyo kwenye tangazo.',
        next: 'Mwezi ujao',
        save: 'Hifadhi kalenda',
        saved: 'Kalenda imehifadhiwa',
        ask: 'Omba tarehe',
        in: 'Kuingia',
        out: 'Kutoka',
        total: 'usiku 3 × KSH 5,000/usiku = KSH 15,000',
        payOnly: 'Lipa kupitia Nyumba pekee.',
        monday: 'J3',
      },
    }[language];
    /** Taps a day on the month grid, moving on a month at a time until it is shown. */
    async function tap(scope: ReturnType<Page['locator']>, date: string) {
      const day = scope.locator(`[data-date="${date}"]`);
      // The month drawn first, before asking whether the day is in it.
      await expect(scope.locator('[data-date]').first()).toBeVisible();
      for (let i = 0; i < 3 && (await day.count()) === 0; i++)
        await scope.getByRole('button', { name: say.next }).click();
      await day.click();
      return day;
    }
    const host = await member(browser, width, language, 'host');
    const bnb = await listWith(host.context, await scene(), {
      type: 'bnbs',
      name: `Nyali cottage ${host.who.username.slice(-6)}`,
      price: '5,000',
      maxGuests: 4,
      areaName: 'Nyali',
      location: '-4.0435,39.7076',
    });
    const hostPage = await pageOf(host.context);
    await hostPage.goto(`/stays/calendar/${bnb.id}`);
    const hostGrid = hostPage.locator('[data-month-grid]');
    await tap(hostGrid, day(8));
    // The tapped night is a shut range below, ready to save.
    await expect(hostPage.locator('[data-blocked-range] input').first()).toHaveValue(day(8));
    await hostPage.getByRole('button', { name: say.save }).click();
    await expect(hostPage.getByRole('status').filter({ hasText: say.saved })).toBeVisible();
    await screenshot(hostPage, `journeys2-host-grid-${language}-${width}`);

    const guest = await member(browser, width, language, 'guest');
    const page = await pageOf(guest.context);
    await page.goto(`/listing/${bnb.id}`);
    const panel = page.getByRole('region', { name: say.ask });
    const grid = panel.locator('[data-month-grid]');
    // A stay is paid on Nyumba, so its page says so; the calendar's weekdays are in its language.
    await expect(page.locator('[data-never-pay]')).toContainText(say.payOnly);
    await expect(grid.locator('div[aria-hidden="true"] > span').first()).toHaveText(say.monday);
    // The shut night cannot start a stay.
    await expect(grid.locator('[data-date]').first()).toBeVisible();
    for (let i = 0; i < 3 && (await grid.locator(`[data-date="${day(8)}"]`).count()) === 0; i++)
      await grid.getByRole('button', { name: say.next }).click();
    await expect(grid.locator(`[data-date="${day(8)}"]`)).toBeDisabled();
    await tap(grid, day(10));
    await tap(grid, day(13));
    await expect(panel.getByLabel(say.in)).toHaveValue(day(10));
    await expect(panel.getByLabel(say.out)).toHaveValue(day(13));
    await expect(panel.getByText(say.total)).toBeVisible();
    await screenshot(page, `journeys2-guest-grid-${language}-${width}`);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    // Directions in the phone's own maps app, to the pin.
    await expect(page.getByRole('link', { name: say.directions })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-4.0435,39.7076',
    );

    // A stay's conversation warns of a stay's own trick, not of viewing fees.
    const started = await guest.context.request.post('/api/conversations', {
      data: { listingId: bnb.id, text: 'Habari, is the cottage free in December?' },
      headers: headers(),
    });
    expect(started.status()).toBe(201);
    await page.goto(`/messages/${((await started.json()) as { conversationId: string }).conversationId}`);
    await expect(page.getByRole('complementary', { name: say.safe })).toHaveText(say.stayNotice);
  });
}
