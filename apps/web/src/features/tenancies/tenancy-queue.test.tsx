// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { TENANCY_DECIDED, decideTenancy, tenancyQueue, type Tenancy } from '@nyumba/domain';
import { makeTenancy } from '../../test/make-tenancy';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import TenancyQueue from './tenancy-queue';

const held = { heldRent: 35_000, heldDeposit: 70_000, toLister: 0, toTenant: 0 };

/** Held before the keys: "someone else lives there". */
const problem = makeTenancy({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  role: 'moderator',
  status: 'disputed',
  money: held,
  problem: { kind: 'occupied', note: 'The old tenant has not left', at: '2026-12-14T08:00:00.000Z' },
});

/** A deposit whose deductions the tenant disputed. */
const dispute = makeTenancy({
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  role: 'moderator',
  status: 'disputed',
  listingName: 'Bedsitter in Roysambu',
  money: { heldRent: 0, heldDeposit: 70_000, toLister: 35_000, toTenant: 0 },
  deductions: {
    items: [{ amount: 30_000, reason: 'New kitchen door', photos: [] }],
    total: 30_000,
    at: '2027-03-03T08:00:00.000Z',
    answer: 'dispute',
    note: 'The door was broken when I moved in',
  },
});

function renderQueue(list: Tenancy[]) {
  const api = stubApi({
    [tenancyQueue.id]: () => ({ success: true as const, tenancies: list }),
    [decideTenancy.id]: (request) => ({
      success: true as const,
      tenancy: { ...list.find((one) => one.id === request.params.id)!, status: 'cancelled' as const },
      message: TENANCY_DECIDED,
    }),
  });
  renderRoutes([{ path: '/moderation', element: <TenancyQueue /> }], '/moderation');
  return api;
}

const item = (id: string) => document.querySelector<HTMLElement>(`[data-tenancy="${id}"]`)!;

describe('the moderators’ tenancies', () => {
  it('decides a problem before the keys: refund or release, with a reason', async () => {
    const api = renderQueue([problem, dispute]);
    await screen.findByText(/The old tenant has not left/);
    const card = within(item(problem.id));
    expect(card.getByText('Held: first month KSH 35,000, deposit KSH 70,000')).toBeTruthy();
    expect(card.getByText(/Problem before the keys: Occupied/)).toBeTruthy();
    fireEvent.click(card.getByLabelText('Refund everything to the tenant'));
    fireEvent.click(card.getByRole('button', { name: 'Decide' }));
    // The reason is needed, said in the server's words before asking.
    expect(card.getByText('Give the reason for your decision')).toBeTruthy();
    expect(api.requestsTo(decideTenancy)).toHaveLength(0);
    fireEvent.change(card.getByLabelText(/Reason/), { target: { value: 'Photos show the flat occupied' } });
    fireEvent.click(card.getByRole('button', { name: 'Decide' }));
    expect(await card.findByText(TENANCY_DECIDED)).toBeTruthy();
    expect(api.requestsTo(decideTenancy)[0]!).toMatchObject({
      params: { id: problem.id },
      body: { outcome: 'refund', reason: 'Photos show the flat occupied' },
    });
  });

  it('splits a disputed deposit, never giving the lister more than the deposit', async () => {
    const api = renderQueue([dispute]);
    await screen.findByText(/Bedsitter in Roysambu/);
    const card = within(item(dispute.id));
    expect(card.getByText('Deductions KSH 30,000 of the deposit KSH 70,000, disputed')).toBeTruthy();
    expect(card.getByText('Note: The door was broken when I moved in')).toBeTruthy();
    const share = card.getByLabelText('The lister gets (KSH)') as HTMLInputElement;
    // It starts at what the lister asked for.
    expect(share.value).toBe('30000');
    fireEvent.change(share, { target: { value: '90000' } });
    fireEvent.change(card.getByLabelText(/Reason/), { target: { value: 'Half the door was old damage' } });
    fireEvent.click(card.getByRole('button', { name: 'Decide' }));
    expect(card.getByText('The lister cannot get more than the deposit')).toBeTruthy();
    expect(api.requestsTo(decideTenancy)).toHaveLength(0);
    fireEvent.change(share, { target: { value: '15000' } });
    fireEvent.click(card.getByRole('button', { name: 'Decide' }));
    await card.findByText(TENANCY_DECIDED);
    expect(api.requestsTo(decideTenancy)[0]!.body).toEqual({
      outcome: 'split',
      toLister: 15_000,
      reason: 'Half the door was old damage',
    });
  });

  it('says when nothing waits', async () => {
    renderQueue([]);
    expect(await screen.findByText('Nothing is waiting for a decision.')).toBeTruthy();
  });
});
