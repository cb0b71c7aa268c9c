// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MapList } from './map-list';
import { MapStatus } from './map-status';

const status = (total: number | null, approximate: boolean) => (
  <MapStatus
    total={total}
    approximate={approximate}
    loading={false}
    failed={false}
    onRetry={() => {}}
    geolocationUnsupported={false}
    onSearchArea={null}
  />
);

describe('the map says how many listings are in view', () => {
  it('as a count, or as "about" when the server estimated it from a sample', () => {
    const { rerender } = render(status(34_091, false));
    expect(screen.getByRole('status').textContent).toBe('34,091 listings in view');
    rerender(status(34_000, true));
    expect(screen.getByRole('status').textContent).toBe('About 34,000 listings in view');
  });

  it('and the list beside the map asks to zoom in with the same words', () => {
    render(<MapList listings={[]} total={34_000} approximate />);
    expect(screen.getByText('About 34,000 listings here: zoom in to list them one by one.')).toBeTruthy();
  });
});
