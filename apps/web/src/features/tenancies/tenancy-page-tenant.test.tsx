// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PRICE_CHANGED,
  TENANCY_CODE_SENT,
  TENANCY_DEDUCTIONS_DISPUTED,
  TENANCY_KEYS_CONFIRMED,
  TENANCY_PAY_SENT,
  TENANCY_PROBLEM_REPORTED,
  TENANCY_SIGNED,
  addDays,
  confirmAdult,
  currentUser,
  kenyaToday,
  payTenancy,
  signTenancy,
  tenancyDeductions,
  tenancyKeys,
  tenancyProblem,
  tenancySignCode,
  type Tenancy,
  type TenancyKeysBody,
} from '@nyumba/domain';
import { useSessionStore } from '../auth';
import { makeTenancy } from '../../test/make-tenancy';
import { renderTenancy } from '../../test/render-tenancy';

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const click = (name: string) => fireEvent.click(button(name));
const today = kenyaToday();

/** Signed by both, the tenant to pay by tomorrow, three weeks before moving in. */
function signedTenancy(change: Partial<Tenancy> = {}): Tenancy {
  const base = makeTenancy({ moveIn: addDays(today, 21) });
  return {
    ...base,
    status: 'signed',
    agreement: {
      ...base.agreement!,
      signatures: [
        { role: 'tenant', name: 'Achieng', phone: '+254 7** *** 678', signedAt: '2026-12-02T07:30:00.000Z' },
        { role: 'lister', name: 'Kamau', phone: '+254 7** *** 111', signedAt: '2026-12-02T08:00:00.000Z' },
      ],
    },
    payBy: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    cancelRefund: { deposit: 70_000, firstMonth: 35_000 },
    testMode: true,
    ...change,
  };
}

/** Paid and held, moving in `daysAhead` from today. */
const paidTenancy = (daysAhead: number): Tenancy =>
  signedTenancy({
    status: 'paid',
    moveIn: addDays(today, daysAhead),
    payBy: null,
    money: { heldRent: 35_000, heldDeposit: 70_000, toLister: 0, toTenant: 0 },
    cancelRefund: { deposit: 70_000, firstMonth: daysAhead >= 7 ? 35_000 : 0 },
    testMode: false,
  });

describe('a tenancy’s page, as its tenant', () => {
  beforeEach(() => {
    useSessionStore.setState({
      currentUser: { _id: 'u2', id: 'u2', username: 'achieng', phone: '+254712345678' },
      signedOut: false,
    } as never);
  });

  it('signs the agreement with the code sent by SMS', async () => {
    const accepted = makeTenancy({ status: 'accepted' });
    const { api } = renderTenancy(accepted, (next) => ({
      [tenancySignCode.id]: () => next({}, TENANCY_CODE_SENT),
      [signTenancy.id]: () =>
        next(
          {
            agreement: {
              ...accepted.agreement!,
              signatures: [
                { role: 'tenant', name: 'Achieng', phone: '+254 7** *** 678', signedAt: new Date().toISOString() },
              ],
            },
          },
          TENANCY_SIGNED,
        ),
    }));
    // The refund rule is said before signing.
    expect((await screen.findByText(/Cancelling before the keys/)).textContent).toContain(
      'the first month too when cancelling by',
    );
    click('Sign with a code by SMS');
    expect(await screen.findByText(TENANCY_CODE_SENT)).toBeTruthy();
    fireEvent.change(field('Code from the SMS'), { target: { value: '123 456' } });
    click('Sign the agreement');
    expect(await screen.findByText('You have signed. Waiting for the other side.')).toBeTruthy();
    expect(api.requestsTo(tenancySignCode)).toHaveLength(1);
    expect(api.requestsTo(signTenancy)[0]!.body).toEqual({ code: '123 456' });
    expect(screen.getByRole('link', { name: 'Download the agreement (PDF)' }).getAttribute('href')).toBe(
      `/api/tenancies/${accepted.id}/agreement.pdf`,
    );
  });

  it('pays: the total and the refund first, one prompt, then waits for M-Pesa while reading the tenancy every 3 s', async () => {
    const { api, state } = renderTenancy(signedTenancy(), (next) => ({
      [payTenancy.id]: () => next({}, TENANCY_PAY_SENT),
    }));
    expect(await screen.findByText('KSH 105,000 to pay')).toBeTruthy();
    expect(screen.getByText('First month KSH 35,000 + deposit KSH 70,000')).toBeTruthy();
    expect(document.querySelector('[data-cancel-refund]')!.textContent).toBe(
      'Cancel now and you get KSH 105,000 back. The deposit KSH 70,000 and the first month KSH 35,000.',
    );
    expect(screen.getByRole('link', { name: 'Open the test phone' }).getAttribute('href')).toBe(
      '/daraja-sim/phone?number=254712345678',
    );
    // First the whole price and the cancelling rule; nothing is sent before the confirm.
    click('Review and pay');
    const summary = document.querySelector<HTMLElement>('[data-price-review]')!;
    expect(within(summary).getByText('First month’s rent').nextElementSibling!.textContent).toBe('KSH 35,000');
    expect(
      within(summary).getByText('Deposit (held by Nyumba until you move out)').nextElementSibling!.textContent,
    ).toBe('KSH 70,000');
    expect(summary.querySelector('[data-price-total]')!.textContent).toBe('KSH 105,000');
    expect(within(summary).getByText(/the tenant always gets the deposit back/)).toBeTruthy();
    expect(api.requestsTo(payTenancy)).toHaveLength(0);
    click('Confirm and pay KSH 105,000');
    await screen.findByText(`${TENANCY_PAY_SENT} Waiting for M-Pesa…`);
    expect(api.requestsTo(payTenancy)[0]!.body).toEqual({ expectedTotal: 105_000 });
    expect(button('Waiting for M-Pesa…').getAttribute('aria-disabled')).toBe('true');
    // A second tap while the prompt waits sends nothing.
    click('Waiting for M-Pesa…');
    expect(api.requestsTo(payTenancy)).toHaveLength(1);
    // M-Pesa answers: the next read finds it paid.
    const reads = state.reads;
    state.current = paidTenancy(21);
    await waitFor(() => expect(state.reads).toBeGreaterThan(reads), { timeout: 4_500 });
    expect(await screen.findByText(/once you have the keys, confirm it here/)).toBeTruthy();
  }, 10_000);

  it('stays on the summary with the new total when the price changed since it was shown', async () => {
    let refuse = true;
    const { api, state } = renderTenancy(signedTenancy(), (next) => ({
      [payTenancy.id]: () => {
        if (!refuse) return next({}, TENANCY_PAY_SENT);
        refuse = false;
        // The lister changed the rent meanwhile: the next read carries it.
        state.current = { ...state.current, rent: 40_000 };
        return Response.json({ success: false, message: PRICE_CHANGED }, { status: 409 });
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review and pay' }));
    click('Confirm and pay KSH 105,000');
    expect((await screen.findByRole('alert')).textContent).toBe(PRICE_CHANGED);
    const confirm = await screen.findByRole('button', { name: 'Confirm and pay KSH 110,000' });
    expect(document.querySelector('[data-price-total]')!.textContent).toBe('KSH 110,000');
    fireEvent.click(confirm);
    await screen.findByText(`${TENANCY_PAY_SENT} Waiting for M-Pesa…`);
    expect(api.requestsTo(payTenancy).map((request) => request.body)).toEqual([
      { expectedTotal: 105_000 },
      { expectedTotal: 110_000 },
    ]);
  });

  it('holds paying until an older account confirms it is 18 or older', async () => {
    useSessionStore.setState({
      currentUser: { _id: 'u2', id: 'u2', username: 'achieng', phone: '+254712345678', adultConfirmed: false },
    } as never);
    const { api } = renderTenancy(signedTenancy(), (next) => ({
      [payTenancy.id]: () => next({}, TENANCY_PAY_SENT),
      [confirmAdult.id]: () => ({ success: true as const, message: 'Thank you' }),
      [currentUser.id]: () => ({ ...useSessionStore.getState().currentUser!, adultConfirmed: true }) as never,
    }));
    const review = await screen.findByRole('button', { name: 'Review and pay' });
    expect(review.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(review);
    expect(document.querySelector('[data-price-review]')).toBeNull();
    // The confirm waits for the box.
    click('Confirm');
    expect(api.requestsTo(confirmAdult)).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('I am 18 or older'));
    click('Confirm');
    await waitFor(() => expect(document.querySelector('[data-adult-confirm]')).toBeNull());
    expect(api.requestsTo(confirmAdult)[0]!.body).toEqual({ confirm: true });
    await waitFor(() => expect(button('Review and pay').getAttribute('aria-disabled')).toBe('false'));
    click('Review and pay');
    click('Confirm and pay KSH 105,000');
    await waitFor(() => expect(api.requestsTo(payTenancy)).toHaveLength(1));
  });

  it('shows a prompt the server says is out as waiting, and sends no second one', async () => {
    const { api } = renderTenancy(signedTenancy({ promptedAt: new Date().toISOString() }), () => ({
      [payTenancy.id]: () => ({ success: true as const, tenancy: signedTenancy() }),
    }));
    expect(await screen.findByText('Check your phone: enter your M-Pesa PIN. Waiting for M-Pesa…')).toBeTruthy();
    click('Waiting for M-Pesa…');
    expect(api.requestsTo(payTenancy)).toHaveLength(0);
  });

  it('confirms the keys with the rooms, refusing rooms without a condition before sending', async () => {
    const { api } = renderTenancy(paidTenancy(0), (next) => ({
      [tenancyKeys.id]: (request) =>
        next(
          {
            status: 'moved-in',
            inventoryIn: { rooms: (request.body as TenancyKeysBody).inventory, recordedAt: new Date().toISOString() },
            money: { heldRent: 0, heldDeposit: 70_000, toLister: 35_000, toTenant: 0 },
          },
          TENANCY_KEYS_CONFIRMED,
        ),
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'I have the keys' }));
    expect(field('Room 1').value).toBe('Sitting room');
    click('Confirm the keys');
    expect(screen.getAllByText('Choose good, fair, poor or damaged')).toHaveLength(4);
    expect(api.requestsTo(tenancyKeys)).toHaveLength(0);
    // Two rooms are enough here: the others go.
    click('Remove Bathroom');
    click('Remove Bedroom');
    const rooms = screen.getAllByRole('group', { name: 'Condition' });
    fireEvent.click(within(rooms[0]!).getByLabelText('Good'));
    fireEvent.click(within(rooms[1]!).getByLabelText('Poor'));
    fireEvent.change(field('Room 2'), { target: { value: 'Kitchen' } });
    fireEvent.change(screen.getAllByLabelText('Notes')[1]!, { target: { value: 'Cooker knob missing' } });
    click('Confirm the keys');
    expect(
      await screen.findByText('The tenant lives here. The deposit stays held by Nyumba until move-out.'),
    ).toBeTruthy();
    expect(api.requestsTo(tenancyKeys)[0]!.body).toEqual({
      inventory: [
        { room: 'Sitting room', condition: 'good', notes: '', photos: [] },
        { room: 'Kitchen', condition: 'poor', notes: 'Cooker knob missing', photos: [] },
      ],
    });
    expect(screen.getByTestId('tenancy-money').textContent).toContain('Paid to the lister: KSH 35,000');
  });

  it('does not offer the keys before the move-in date, and reports a problem that holds the money', async () => {
    const { api } = renderTenancy(paidTenancy(3), (next) => ({
      [tenancyProblem.id]: () =>
        next(
          {
            status: 'disputed',
            problem: { kind: 'occupied', note: 'The old tenant is still there', at: new Date().toISOString() },
          },
          TENANCY_PROBLEM_REPORTED,
        ),
    }));
    await screen.findByText(/once you have the keys, confirm it here/);
    expect(screen.queryByRole('button', { name: 'I have the keys' })).toBeNull();
    // Three days before moving in: the first month no longer comes back.
    expect(document.querySelector('[data-cancel-refund]')!.textContent).toContain('the first month is not returned');
    click('Report a problem');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Someone else lives there'));
    fireEvent.change(within(dialog).getByLabelText('What happened?'), {
      target: { value: 'The old tenant is still there' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report it and hold the money' }));
    expect((await screen.findByTestId('tenancy-outcome')).textContent).toBe(
      'A problem was reported before the keys: the money stays held while a moderator decides.',
    );
    expect(api.requestsTo(tenancyProblem)[0]!.body).toEqual({
      kind: 'occupied',
      note: 'The old tenant is still there',
    });
  });

  it('disputes the deductions with a note', async () => {
    const deductions: NonNullable<Tenancy['deductions']> = {
      items: [{ amount: 20_000, reason: 'Repainting the sitting room', photos: [] }],
      total: 20_000,
      at: new Date().toISOString(),
      answer: null,
      note: '',
    };
    const { api } = renderTenancy(
      signedTenancy({
        status: 'ending',
        moveOut: addDays(today, -3),
        money: { heldRent: 0, heldDeposit: 70_000, toLister: 35_000, toTenant: 0 },
        deductions,
      }),
      (next) => ({
        [tenancyDeductions.id]: (request) =>
          next(
            {
              status: 'disputed',
              deductions: { ...deductions, answer: 'dispute', note: (request.body as { note: string }).note },
            },
            TENANCY_DEDUCTIONS_DISPUTED,
          ),
      }),
    );
    expect((await screen.findByTestId('deductions')).textContent).toContain('KSH 20,000 · Repainting the sitting room');
    click('Dispute');
    fireEvent.change(field('Why do you dispute them?'), { target: { value: 'The marks were there at move-in' } });
    click('Dispute and ask a moderator');
    expect((await screen.findByTestId('tenancy-outcome')).textContent).toContain('The deductions are disputed');
    expect(api.requestsTo(tenancyDeductions)[0]!.body).toEqual({
      answer: 'dispute',
      note: 'The marks were there at move-in',
    });
  });
});
