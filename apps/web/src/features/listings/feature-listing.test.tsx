// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_SENT, PRICE_CHANGED, featureListing, featureState, publicConfig } from '@nyumba/domain';
import { makeListing } from '../../test/make-listing';
import { configResponse, renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { useSessionStore } from '../auth';
import { FeatureListing } from './feature-listing';

const notFeatured = { success: true as const, featuredUntil: null, pending: false, failure: null };

function renderFeature() {
  renderRoutes([{ path: '/', element: <FeatureListing listing={makeListing()} phone={null} /> }], '/');
}

describe('featuring a listing', () => {
  afterEach(() => useSessionStore.setState({ currentUser: null }));

  it('shows the price and that it is not refunded before paying, and sends the total it showed', async () => {
    const api = stubApi({
      [publicConfig.id]: () => configResponse(),
      [featureState.id]: () => notFeatured,
      [featureListing.id]: () => ({ success: true as const, message: FEATURE_SENT }),
    });
    renderFeature();
    fireEvent.click(await screen.findByRole('button', { name: '7 days · KSH 500' }));
    const summary = document.querySelector<HTMLElement>('[data-price-review]')!;
    expect(within(summary).getByText(/^Featured for 7 days, until /)).toBeTruthy();
    expect(summary.querySelector('[data-price-total]')!.textContent).toBe('KSH 500');
    expect(within(summary).getByText(/not refunded/)).toBeTruthy();
    expect(api.requestsTo(featureListing)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay KSH 500' }));
    await waitFor(() => expect(api.requestsTo(featureListing)).toHaveLength(1));
    expect(api.requestsTo(featureListing)[0]!.body).toEqual({ days: 7, expectedTotal: 500 });
    await waitFor(() => expect(document.querySelector('[data-price-review]')).toBeNull());
  });

  it('stays on the summary with the new price when it changed, and confirms that one', async () => {
    let price = 500;
    const api = stubApi({
      [publicConfig.id]: () => configResponse({ featurePrices: { 7: price, 30: 1500 } }),
      [featureState.id]: () => notFeatured,
      [featureListing.id]: (request) => {
        if ((request.body as { expectedTotal: number }).expectedTotal === price) {
          return { success: true as const, message: FEATURE_SENT };
        }
        return Response.json({ success: false, message: PRICE_CHANGED }, { status: 409 });
      },
    });
    renderFeature();
    fireEvent.click(await screen.findByRole('button', { name: '7 days · KSH 500' }));
    price = 700;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay KSH 500' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PRICE_CHANGED);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay KSH 700' }));
    await waitFor(() => expect(api.requestsTo(featureListing)).toHaveLength(2));
    expect(api.requestsTo(featureListing)[1]!.body).toEqual({ days: 7, expectedTotal: 700 });
  });

  it('holds the choices for an older account until it confirms it is 18 or older', async () => {
    useSessionStore.setState({
      currentUser: { _id: 'user-1', id: 'user-1', username: 'kamau', email: 'k@example.com', adultConfirmed: false },
    });
    stubApi({ [publicConfig.id]: () => configResponse(), [featureState.id]: () => notFeatured });
    renderFeature();
    const choice = await screen.findByRole('button', { name: '7 days · KSH 500' });
    expect(choice.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(choice);
    expect(document.querySelector('[data-price-review]')).toBeNull();
    expect(screen.getByLabelText('I am 18 or older')).toBeTruthy();
  });
});
