// Issue 33: a host sets a bnb's calendar; a guest asks for dates from its page, seeing the
// price and the nights taken; the host accepts; the guest cancels with a reason; search
// finds the bnb only for dates it is free. At 360 px in English and 1280 px in Swahili.
import { expect, screenshot, test } from './support/fixtures.ts';
import { kenyaDay as day } from './support/dates.ts';
import { noHorizontalScroll, openFilters, realErrors } from './support/discovery.ts';
import { listWith, member, pageOf, scene } from './support/members.ts';

const words = {
  en: {
    calendar: 'Calendar and stays',
    minNights: 'Shortest stay (nights)',
    addRange: 'Add dates',
    from: 'From',
    to: 'To',
    save: 'Save calendar',
    saved: 'Calendar saved',
    ask: 'Ask for dates',
    rules: 'Stays of 2 to 30 nights. Check-in from 14:00, check-out by 10:00.',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    total: '2 nights × KSH 6,000/night = KSH 12,000',
    taken: 'Some of these nights are taken. Choose other dates.',
    send: 'Request these dates',
    sent: 'Request sent. The nights are held for 24 hours while the host answers.',
    open: 'Open the conversation',
    waiting: 'Waiting for the host',
    yourAnswer: 'Waiting for your answer',
    accept: 'Accept',
    accepted: 'Accepted',
    pay: 'never send money before the host has accepted on Nyumba',
    cancel: 'Cancel stay',
    reason: 'Why are you cancelling?',
    confirmCancel: 'Cancel the stay',
    cancelled: 'Cancelled',
    freeChip: /^Remove filter: Free /,
  },
  sw: {
    calendar: 'Kalenda na wageni',
    minNights: 'Ukaaji mfupi zaidi (usiku)',
    addRange: 'Ongeza tarehe',
    from: 'Kuanzia',
    to: 'Hadi',
    save: 'Hifadhi kalenda',
    saved: 'Kalenda imehifadhiwa',
    ask: 'Omba tarehe',
    rules: 'Ukaaji wa usiku 2 hadi 30. Kuingia kuanzia 14:00, kutoka kabla ya 10:00.',
    checkIn: 'Kuingia',
    checkOut: 'Kutoka',
    total: 'usiku 2 × KSH 6,000/usiku = KSH 12,000',
    taken: 'Baadhi ya usiku huu umechukuliwa. Chagua tarehe nyingine.',
    send: 'Omba tarehe hizi',
    sent: 'Ombi limetumwa. Usiku umeshikiliwa kwa saa 24 mwenyeji akijibu.',
    open: 'Fungua mazungumzo',
    waiting: 'Inasubiri mwenyeji',
    yourAnswer: 'Inasubiri jibu lako',
    accept: 'Kubali',
    accepted: 'Imekubaliwa',
    pay: 'usitume pesa kabla mwenyeji hajakubali kwenye Nyumba',
    cancel: 'Ghairi ukaaji',
    reason: 'Kwa nini unaghairi?',
    confirmCancel: 'Ghairi ukaaji',
    cancelled: 'Imeghairiwa',
    freeChip: /^Ondoa kichujio: Wazi /,
  },
};

for (const [language, width] of [
  ['en', 360],
  ['sw', 1280],
] as const) {
  test(`a host's calendar, a guest's request, accepted, then cancelled (${language}, ${width} px)`, async ({
    browser,
    consoleErrors,
  }) => {
    const say = words[language];
    const host = await member(browser, width, language, 'host');
    const name = `Sea view bnb ${host.who.username.slice(-6)}`;
    const bnb = await listWith(host.context, await scene(), {
      type: 'bnbs',
      name,
      price: '6,000',
      maxGuests: 4,
      areaName: 'Nyali',
      location: '-4.0435,39.7076',
    });

    // The host keeps two nights shut and takes stays of two nights or more.
    const hostPage = await pageOf(host.context);
    await hostPage.goto(`/listing/${bnb.id}`);
    await hostPage.getByRole('link', { name: say.calendar }).click();
    await expect(hostPage).toHaveURL(`/stays/calendar/${bnb.id}`);
    await hostPage.getByLabel(say.minNights).fill('2');
    await hostPage.getByRole('button', { name: say.addRange }).click();
    await hostPage.getByLabel(say.from, { exact: true }).fill(day(20));
    await hostPage.getByLabel(say.to, { exact: true }).fill(day(21));
    await hostPage.getByRole('button', { name: say.save }).click();
    await expect(hostPage.getByRole('status').filter({ hasText: say.saved })).toBeVisible();
    await screenshot(hostPage, `stays-calendar-${language}-${width}`);
    expect(await noHorizontalScroll(hostPage)).toBeLessThanOrEqual(0);

    // A guest asks from the bnb's page: the price follows the dates; shut nights are flagged.
    const guest = await member(browser, width, language, 'guest');
    const guestPage = await pageOf(guest.context);
    guestPage.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await guestPage.goto(`/listing/${bnb.id}`);
    const panel = guestPage.getByRole('region', { name: say.ask });
    await expect(panel.getByText(say.rules)).toBeVisible();
    await panel.getByLabel(say.checkIn).fill(day(19));
    // Check-out follows to the shortest stay.
    await expect(panel.getByLabel(say.checkOut)).toHaveValue(day(21));
    await expect(panel.getByRole('alert')).toHaveText(say.taken);
    await panel.getByLabel(say.checkIn).fill(day(10));
    await panel.getByLabel(say.checkOut).fill(day(12));
    await expect(panel.getByText(say.total)).toBeVisible();
    await expect(panel.getByText(say.pay)).toBeVisible();
    await screenshot(guestPage, `stays-request-${language}-${width}`);
    await panel.getByRole('button', { name: say.send }).click();
    await expect(panel.getByRole('status')).toContainText(say.sent);
    // Where the reader is: scrolled to and focused, not a screen above the button tapped.
    await expect(panel.getByRole('status')).toBeInViewport();
    await expect(panel.getByRole('status')).toBeFocused();
    await panel.getByRole('link', { name: say.open }).click();
    const card = guestPage.locator('[data-stay]');
    await expect(card).toContainText(say.waiting);

    // The host answers from their stays.
    await hostPage.goto('/bookings');
    const request = hostPage.locator('[data-stay]').filter({ hasText: name });
    await expect(request).toContainText(say.yourAnswer);
    await screenshot(hostPage, `stays-host-${language}-${width}`);
    await request.getByRole('button', { name: say.accept }).click();
    await expect(request).toContainText(say.accepted);

    // Search by dates: the bnb is not offered for nights it has let, nor for a stay shorter
    // than it takes, and is for others.
    const searchPage = await pageOf(guest.context);
    await searchPage.goto('/search?type=bnbs&area=Nyali');
    const found = searchPage.getByRole('heading', { name });
    await expect(found).toBeVisible();
    await openFilters(searchPage);
    // Nights 11 and 12 cross the accepted stay's (10 and 11): not offered.
    await searchPage.getByLabel(say.checkIn, { exact: true }).fill(day(11));
    await searchPage.getByLabel(say.checkOut, { exact: true }).fill(day(13));
    await expect(searchPage).toHaveURL(new RegExp(`checkIn=${day(11)}&checkOut=${day(13)}`));
    await expect(found).toHaveCount(0);
    // One night is shorter than the host takes; two free nights are offered.
    await searchPage.getByLabel(say.checkIn, { exact: true }).fill(day(12));
    await expect(searchPage).toHaveURL(new RegExp(`checkIn=${day(12)}&checkOut=${day(13)}`));
    await expect(found).toHaveCount(0);
    await searchPage.getByLabel(say.checkOut, { exact: true }).fill(day(14));
    await expect(searchPage).toHaveURL(new RegExp(`checkIn=${day(12)}&checkOut=${day(14)}`));
    await expect(found).toBeVisible();
    await expect(searchPage.getByRole('button', { name: say.freeChip })).toBeVisible();
    await screenshot(searchPage, `stays-search-${language}-${width}`);
    await searchPage.close();

    // The guest sees it accepted, then cancels with a reason.
    await guestPage.reload();
    await expect(card).toContainText(say.accepted);
    await card.getByRole('button', { name: say.cancel }).click();
    const dialog = guestPage.getByRole('dialog');
    await dialog.getByLabel(say.reason).fill('Our plans changed');
    await dialog.getByRole('button', { name: say.confirmCancel }).click();
    await expect(card).toContainText(say.cancelled);
    await expect(card).toContainText('Our plans changed');
    expect(await noHorizontalScroll(guestPage)).toBeLessThanOrEqual(0);

    await host.context.close();
    await guest.context.close();
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}
