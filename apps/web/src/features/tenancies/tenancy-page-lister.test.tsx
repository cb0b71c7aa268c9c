// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  TENANCY_ACCEPTED,
  TENANCY_DECLINED,
  TENANCY_INVENTORY_ANSWERED,
  TENANCY_MOVE_OUT_RECORDED,
  TENANCY_TERMS_SAVED,
  addDays,
  answerTenancy,
  kenyaToday,
  tenancyInventoryAnswer,
  tenancyMoveOut,
  tenancyTerms,
  type TenancyAnswerBody,
  type TenancyMoveOutBody,
} from '@nyumba/domain';
import { useSessionStore } from '../auth';
import { makeTenancy } from '../../test/make-tenancy';
import { renderTenancy } from '../../test/render-tenancy';

const asLister = { role: 'lister' as const };
const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('a tenancy’s page, as its lister', () => {
  beforeEach(() => {
    useSessionStore.setState({ currentUser: { _id: 'u1', id: 'u1', username: 'kamau' }, signedOut: false } as never);
  });

  it('accepts a request with the terms set, then shows the agreement to sign', async () => {
    const { api } = renderTenancy(makeTenancy({ ...asLister, agreement: null }), (next) => ({
      [answerTenancy.id]: () =>
        next({ status: 'accepted', agreement: makeTenancy().agreement, dueDay: 1 }, TENANCY_ACCEPTED),
    }));
    expect(await screen.findByRole('heading', { name: 'Answer this request' })).toBeTruthy();
    // Where it stands: the first of the seven steps.
    expect(
      screen.getByRole('list', { name: 'Where this tenancy stands' }).querySelector('[aria-current="step"]')!
        .textContent,
    ).toContain('Answer');
    fireEvent.change(field('Rent due on day'), { target: { value: '1' } });
    fireEvent.change(field('House rules'), { target: { value: 'No pets.' } });
    click('Accept and draft the agreement');
    // The agreement, readable clause by clause, and the signing.
    expect(await screen.findByRole('region', { name: /TENANCY AGREEMENT/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign with a code by SMS' })).toBeTruthy();
    const body = api.requestsTo(answerTenancy)[0]!.body as TenancyAnswerBody;
    expect(body).toEqual({
      answer: 'accept',
      terms: { dueDay: 1, noticeMonths: 1, utilities: makeTenancy().utilities, houseRules: 'No pets.' },
    });
  });

  it('needs a reason to decline, and says the request was declined', async () => {
    const { api } = renderTenancy(makeTenancy({ ...asLister, agreement: null }), (next) => ({
      [answerTenancy.id]: () => next({ status: 'declined', declineReason: 'Already let' }, TENANCY_DECLINED),
    }));
    await screen.findByRole('heading', { name: 'Answer this request' });
    click('Decline');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Say why you decline');
    expect(api.requestsTo(answerTenancy)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Why do you decline/), { target: { value: 'Already let' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
    expect((await screen.findByTestId('tenancy-outcome')).textContent).toBe('The lister declined: Already let');
    expect(api.requestsTo(answerTenancy)[0]!.body).toEqual({ answer: 'decline', reason: 'Already let' });
  });

  it('warns that editing the terms voids the signatures, and says so once saved', async () => {
    const signed = makeTenancy().agreement!;
    const { api } = renderTenancy(
      makeTenancy({
        ...asLister,
        status: 'accepted',
        agreement: {
          ...signed,
          signatures: [
            { role: 'tenant', name: 'Achieng', phone: '+254 7** *** 678', signedAt: '2026-12-02T07:30:00.000Z' },
          ],
        },
      }),
      (next) => ({
        [tenancyTerms.id]: () => next({ noticeMonths: 2, agreement: signed }, TENANCY_TERMS_SAVED),
      }),
    );
    expect((await screen.findByText(/Tenant: Achieng, \+254 7\*\* \*\*\* 678/)).textContent).toContain('✓');
    click('Edit the terms');
    expect(screen.getByRole('note').textContent).toBe(
      'Saving a change makes a new agreement: any signature is void and both of you sign again.',
    );
    fireEvent.change(field('Notice, in months'), { target: { value: '2' } });
    click('Save the terms');
    expect((await screen.findByText(TENANCY_TERMS_SAVED)).getAttribute('role')).toBe('status');
    expect(api.requestsTo(tenancyTerms)[0]!.body).toMatchObject({ noticeMonths: 2, dueDay: 5 });
    expect(await screen.findByText('Tenant (Achieng): not signed yet')).toBeTruthy();
  });

  it('records the move-out: deductions above the deposit are refused before sending', async () => {
    const moveOut = addDays(kenyaToday(), -1);
    const { api } = renderTenancy(
      makeTenancy({
        ...asLister,
        status: 'ending',
        moveOut,
        notice: { by: 'tenant', at: '2026-11-01T08:00:00.000Z', agreed: false },
        inventoryIn: {
          rooms: [{ room: 'Kitchen', condition: 'good', notes: '', photos: [] }],
          recordedAt: '2026-10-01T08:00:00.000Z',
        },
        money: { heldRent: 0, heldDeposit: 70_000, toLister: 35_000, toTenant: 0 },
      }),
      (next) => ({
        [tenancyMoveOut.id]: (request) => {
          const body = request.body as TenancyMoveOutBody;
          const total = body.deductions.reduce((sum, item) => sum + item.amount, 0);
          return next(
            {
              deductions: {
                items: body.deductions.map((d) => ({ ...d, photos: [] })),
                total,
                at: new Date().toISOString(),
                answer: null,
                note: '',
              },
            },
            TENANCY_MOVE_OUT_RECORDED,
          );
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Move-out: the rooms and the deposit' });
    expect(screen.getByText('No deductions: the whole deposit goes back.')).toBeTruthy();
    click('Add a deduction');
    fireEvent.change(field('Amount (KSH)'), { target: { value: '80000' } });
    fireEvent.change(field('What it is for'), { target: { value: 'Broken window' } });
    expect(
      screen.getByText(/Deductions cannot add up to more than the deposit\. The deposit is KSH 70,000\./),
    ).toBeTruthy();
    click('Record the move-out');
    expect(api.requestsTo(tenancyMoveOut)).toHaveLength(0);
    fireEvent.change(field('Amount (KSH)'), { target: { value: '5000' } });
    expect(document.querySelector('[data-deductions-total]')!.textContent).toBe(
      'Deductions KSH 5,000 of the deposit KSH 70,000: KSH 65,000 goes back to the tenant.',
    );
    click('Record the move-out');
    expect(await screen.findByText('Waiting for the tenant to accept or dispute the deductions.')).toBeTruthy();
    // The rooms were left as at move-in: no inventory is sent.
    expect(api.requestsTo(tenancyMoveOut)[0]!.body).toEqual({
      deductions: [{ amount: 5000, reason: 'Broken window', photos: [] }],
    });
  });

  it('countersigns the move-in inventory the tenant recorded', async () => {
    const { api } = renderTenancy(
      makeTenancy({
        ...asLister,
        status: 'moved-in',
        moveIn: addDays(kenyaToday(), -1),
        inventoryIn: {
          rooms: [{ room: 'Kitchen', condition: 'poor', notes: 'Cooker knob missing', photos: [] }],
          recordedAt: new Date().toISOString(),
        },
        money: { heldRent: 0, heldDeposit: 70_000, toLister: 35_000, toTenant: 0 },
      }),
      (next) => ({
        [tenancyInventoryAnswer.id]: () =>
          next(
            { inventoryAnswer: { answer: 'countersign', note: '', at: new Date().toISOString() } },
            TENANCY_INVENTORY_ANSWERED,
          ),
      }),
    );
    expect((await screen.findByText('Cooker knob missing')).closest('li')!.textContent).toContain('Poor');
    click('Countersign');
    expect(await screen.findByText(/^Countersigned by the lister/)).toBeTruthy();
    expect(api.requestsTo(tenancyInventoryAnswer)[0]!.body).toEqual({ answer: 'countersign' });
    // Notice is open to either side once the tenant lives there.
    expect(screen.getByRole('heading', { name: 'Give notice' })).toBeTruthy();
  });
});
