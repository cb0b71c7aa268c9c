// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

function Shown({ total }: { total: number }) {
  return <p>{useProgressiveCount(total, 6, 1)}</p>;
}

describe('useProgressiveCount', () => {
  it('draws a first screenful, then the rest, one more per task', async () => {
    render(<Shown total={9} />);
    expect(screen.getByText('6')).toBeTruthy();
    expect(await screen.findByText('9')).toBeTruthy();
  });

  it('never reports more than there are', () => {
    render(<Shown total={2} />);
    expect(screen.getByText('2')).toBeTruthy();
  });
});
