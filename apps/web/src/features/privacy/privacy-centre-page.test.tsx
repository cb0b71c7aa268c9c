// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  publicConfig,
  CONSENT_PURPOSES,
  deleteMe,
  deletionPreview,
  myConsents,
  myExports,
  setConsent,
  startExport,
  type Consent,
  type DataExport,
  type DeletionPreview,
} from '@nyumba/domain';
import { configResponse, deferred, renderRoutes } from '../../test/render-routes';
import { stubApi, type ApiHandlers } from '../../test/stub-api';
import { RequireUser, useSessionStore } from '../auth';
import { PrivacyCentrePage } from './privacy-centre-page';

const me = { _id: 'u1', id: 'u1', username: 'wanjiku', email: 'wanjiku@example.co.ke' };

const consents = (given: Partial<Record<Consent['purpose'], boolean>> = {}): Consent[] =>
  CONSENT_PURPOSES.map((purpose) => ({
    purpose,
    given: given[purpose] ?? false,
    at: given[purpose] === undefined ? null : '2026-12-01T09:00:00.000Z',
    version: given[purpose] ? '2026-12-07' : null,
  }));

const copy = (status: DataExport['status'], extra: Partial<DataExport> = {}): DataExport => ({
  id: '5b0c8f3e-8d1a-4d0e-9a55-0a2b3c4d5e6f',
  status,
  createdAt: '2026-12-07T06:00:00.000Z',
  expiresAt: '2026-12-14T06:00:00.000Z',
  ...extra,
});

const nothingBlocks: DeletionPreview = {
  blockers: [],
  kept: [{ kind: 'ledger', count: 3, until: '2031-12-07T00:00:00.000Z' }],
  removed: { listings: 2, photos: 9, posts: 1, saved: 4, messages: 37 },
};

/** Stands in for home: where a deleted person lands. */
const Home = () => <p>Home</p>;

function renderCentre(handlers: ApiHandlers = {}) {
  const api = stubApi({
    [myExports.id]: () => ({ exports: [] }),
    [myConsents.id]: () => ({ consents: consents() }),
    // A server with WhatsApp on: Settings offers it.
    [publicConfig.id]: () => configResponse({ whatsapp: true }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/', Component: Home },
      { Component: RequireUser, children: [{ path: '/settings/privacy', Component: PrivacyCentrePage }] },
    ],
    '/settings/privacy',
  );
  return { ...view, api };
}

const section = (name: RegExp | string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  useSessionStore.setState({ currentUser: me, signedOut: false, notice: null });
});

describe('Privacy centre: consents', () => {
  it('shows a switch per purpose, off unless given, each with its plain-language line', async () => {
    renderCentre({ [myConsents.id]: () => ({ consents: consents({ alerts: true, 'marketing-sms': false }) }) });
    const consentsPart = section('What we may send you');
    const switches = await consentsPart.findAllByRole('switch');
    expect(switches.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
    const sms = consentsPart.getByRole('switch', { name: 'Offers by SMS' });
    expect(sms.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sms.getAttribute('aria-describedby')!)!.textContent).toContain('Reply STOP');
    expect(consentsPart.getByRole('switch', { name: 'Saved-search alerts' }).getAttribute('aria-checked')).toBe('true');
  });

  it('offers WhatsApp only where the server sends on it', async () => {
    renderCentre({ [publicConfig.id]: () => configResponse({ whatsapp: false }) });
    const consentsPart = section('What we may send you');
    expect(await consentsPart.findAllByRole('switch')).toHaveLength(4);
    expect(consentsPart.queryByRole('switch', { name: 'WhatsApp messages' })).toBeNull();
  });

  it('saves a change and shows what the server recorded', async () => {
    const answer = deferred<Response>();
    const { api } = renderCentre({ [setConsent.id]: () => answer.promise });
    const whatsapp = await screen.findByRole('switch', { name: 'WhatsApp messages' });
    fireEvent.click(whatsapp);
    // While it saves, the switch shows the choice made, and takes no second tap.
    await waitFor(() => expect(whatsapp.getAttribute('aria-checked')).toBe('true'));
    expect(whatsapp.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(whatsapp);
    expect(api.requestsTo(setConsent).map(({ body }) => body)).toEqual([{ purpose: 'whatsapp', given: true }]);
    answer.resolve(
      Response.json({ success: true, message: 'Your choice is saved', consents: consents({ whatsapp: true }) }),
    );
    await waitFor(() => expect(whatsapp.getAttribute('aria-disabled')).toBe('false'));
    expect(whatsapp.getAttribute('aria-checked')).toBe('true');
  });

  it('puts the switch back and says so when saving fails', async () => {
    renderCentre({ [setConsent.id]: () => new Response('', { status: 500 }) });
    const mail = await screen.findByRole('switch', { name: 'Offers by e-mail' });
    fireEvent.click(mail);
    expect(await screen.findByText('Your choice was not saved. Please try again.')).toBeTruthy();
    expect(mail.getAttribute('aria-checked')).toBe('false');
  });
});

describe('Privacy centre: download my data', () => {
  it('asks for a copy with one button, then lists it being prepared', async () => {
    const { api } = renderCentre({
      [startExport.id]: () =>
        Response.json(
          { success: true, message: 'We are gathering your data.', export: copy('building') },
          { status: 202 },
        ),
    });
    const part = section('Download my data');
    expect(await part.findByText('You have not asked for a copy yet.')).toBeTruthy();
    fireEvent.click(part.getByRole('button', { name: 'Download my data' }));
    expect(await part.findByText('Being prepared')).toBeTruthy();
    expect(api.requestsTo(startExport)).toHaveLength(1);
    // One copy at a time: the button waits while it is built.
    expect((part.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a ready copy for download with the date its link ends', async () => {
    renderCentre({
      [myExports.id]: () => ({
        exports: [
          copy('ready', { url: '/api/user/exports/5b0c8f3e-8d1a-4d0e-9a55-0a2b3c4d5e6f/download', bytes: 2_400_000 }),
        ],
      }),
    });
    const part = section('Download my data');
    const link = await part.findByRole('link', { name: /^Download/ });
    expect(link.getAttribute('href')).toBe('/api/user/exports/5b0c8f3e-8d1a-4d0e-9a55-0a2b3c4d5e6f/download');
    expect(link.textContent).toContain('2.4 MB');
    expect(part.getByText('Ready')).toBeTruthy();
    expect(part.getByText('The link works until 14 Dec 2026')).toBeTruthy();
  });

  it("says the server's refusal when a copy was asked for too recently", async () => {
    renderCentre({
      [startExport.id]: () =>
        Response.json(
          { success: false, message: 'Your last copy was asked for less than an hour ago.' },
          { status: 429 },
        ),
    });
    const part = section('Download my data');
    await part.findByText('You have not asked for a copy yet.');
    fireEvent.click(part.getByRole('button', { name: 'Download my data' }));
    expect((await part.findByRole('alert')).textContent).toBe('Your last copy was asked for less than an hour ago.');
  });
});

describe('Privacy centre: delete my account', () => {
  it('shows what blocks it, with links to finish each, and offers no way on while blocked', async () => {
    const { api } = renderCentre({
      [deletionPreview.id]: () => ({
        ...nothingBlocks,
        blockers: [{ kind: 'tenancy', id: 't1', title: 'Flat in Kilimani', path: '/tenancies/t1' }],
      }),
    });
    const part = section('Delete my account');
    fireEvent.click(part.getByRole('button', { name: 'Delete my account' }));
    const blockers = await part.findByRole('alert');
    expect(within(blockers).getByText('Finish these first')).toBeTruthy();
    expect(
      within(blockers)
        .getByRole('link', { name: /Flat in Kilimani/ })
        .getAttribute('href'),
    ).toBe('/tenancies/t1');
    expect(part.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(part.queryByLabelText('Your password')).toBeNull();
    expect(api.requestsTo(deleteMe)).toHaveLength(0);
  });

  it('shows what goes and what the law keeps before asking for the password', async () => {
    renderCentre({ [deletionPreview.id]: () => nothingBlocks });
    const part = section('Delete my account');
    fireEvent.click(part.getByRole('button', { name: 'Delete my account' }));
    expect(await part.findByText('What goes')).toBeTruthy();
    expect(part.getByText('Listings').nextElementSibling!.textContent).toBe('2');
    expect(part.getByText('Your messages’ words').nextElementSibling!.textContent).toBe('37');
    expect(part.getByText('What the law makes us keep, without your name')).toBeTruthy();
    expect(part.getByText('3 · until 7 Dec 2031')).toBeTruthy();
    expect(part.queryByLabelText('Your password')).toBeNull();
  });

  it('requires the password, then deletes, signs out and goes home', async () => {
    const { api, router } = renderCentre({
      [deletionPreview.id]: () => nothingBlocks,
      [deleteMe.id]: () => ({ success: true, message: 'Your account has been deleted' }),
    });
    const part = section('Delete my account');
    fireEvent.click(part.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(await part.findByRole('button', { name: 'Continue' }));
    fireEvent.click(part.getByRole('button', { name: 'Delete my account for good' }));
    expect(await part.findByText('Enter your password to delete your account.')).toBeTruthy();
    expect(api.requestsTo(deleteMe)).toHaveLength(0);

    fireEvent.change(part.getByLabelText('Your password'), { target: { value: 'my-password-1' } });
    fireEvent.click(part.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requestsTo(deleteMe).map(({ body }) => body)).toEqual([{ currentPassword: 'my-password-1' }]);
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('says a wrong password under its field and keeps the account', async () => {
    renderCentre({
      [deletionPreview.id]: () => nothingBlocks,
      [deleteMe.id]: () =>
        Response.json(
          {
            success: false,
            message: 'That is not your current password',
            errors: { currentPassword: 'That is not your current password' },
          },
          { status: 400 },
        ),
    });
    const part = section('Delete my account');
    fireEvent.click(part.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(await part.findByRole('button', { name: 'Continue' }));
    fireEvent.change(part.getByLabelText('Your password'), { target: { value: 'not-mine' } });
    fireEvent.click(part.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(part.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true'));
    expect(part.getByText('That is not your current password')).toBeTruthy();
    expect(useSessionStore.getState().currentUser).toEqual(me);
  });

  it('shows the blockers again when the server refuses because a deal opened since', async () => {
    let blocked = false;
    renderCentre({
      [deletionPreview.id]: () =>
        blocked
          ? { ...nothingBlocks, blockers: [{ kind: 'stay', id: 's1', title: 'Bnb in Diani', path: '/bookings' }] }
          : nothingBlocks,
      [deleteMe.id]: () => {
        blocked = true;
        return Response.json(
          { success: false, message: 'Finish or cancel these first, then delete your account:' },
          { status: 409 },
        );
      },
    });
    const part = section('Delete my account');
    fireEvent.click(part.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(await part.findByRole('button', { name: 'Continue' }));
    fireEvent.change(part.getByLabelText('Your password'), { target: { value: 'my-password-1' } });
    fireEvent.click(part.getByRole('button', { name: 'Delete my account for good' }));
    expect(await part.findByRole('link', { name: /Bnb in Diani/ })).toBeTruthy();
    expect(part.queryByLabelText('Your password')).toBeNull();
    expect(useSessionStore.getState().currentUser).toEqual(me);
  });
});
