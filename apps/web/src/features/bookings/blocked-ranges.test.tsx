// @vitest-environment jsdom
// A host's shut nights: every wrong range says what is wrong beside it as it is typed, and
// what the server said of a range lands beside that range (issue 41: "Save calendar" did
// nothing, silently, for a range ending before it began).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { addDays, kenyaToday, STAY_RANGE_ORDER, VIEWING_DATE_PAST } from '@nyumba/domain';
import { BlockedRanges, rangeIsWrong, type Range } from './blocked-ranges';

const today = kenyaToday();
const day = (n: number) => addDays(today, n);

function Host({ start, fields }: { start: Range[]; fields?: Record<string, string> }) {
  const [ranges, setRanges] = useState(start);
  return (
    <>
      <BlockedRanges ranges={ranges} onChange={setRanges} fields={fields ?? {}} />
      <output>{JSON.stringify(ranges)}</output>
    </>
  );
}

const ranges = () => JSON.parse(screen.getByRole('status').textContent ?? '[]') as Range[];
const toField = (index: number) => screen.getAllByLabelText('To')[index] as HTMLInputElement;
const fromField = (index: number) => screen.getAllByLabelText('From')[index] as HTMLInputElement;

describe('the nights a host keeps shut', () => {
  it('says beside the range when it ends before it begins, and marks its field invalid', () => {
    render(<Host start={[{ from: day(10), to: day(12) }]} />);
    fireEvent.change(toField(0), { target: { value: day(8) } });
    const said = screen.getByText(STAY_RANGE_ORDER);
    expect(toField(0).getAttribute('aria-invalid')).toBe('true');
    expect(toField(0).getAttribute('aria-describedby')).toBe(said.id);
    fireEvent.change(toField(0), { target: { value: day(11) } });
    expect(screen.queryByText(STAY_RANGE_ORDER)).toBeNull();
    expect(toField(0).getAttribute('aria-invalid')).toBeNull();
  });

  it('says so for a range wholly in the past (a year typed wrong)', () => {
    render(<Host start={[{ from: '2020-03-01', to: '2020-03-04' }]} />);
    expect(screen.getByText(VIEWING_DATE_PAST)).toBeTruthy();
    expect(rangeIsWrong({ from: '2020-03-01', to: '2020-03-04' })).toBe(true);
    expect(rangeIsWrong({ from: day(1), to: day(1) })).toBe(false);
  });

  it('moves the end along when the first night passes it, so a range is never left upside down', () => {
    render(<Host start={[{ from: day(3), to: day(4) }]} />);
    fireEvent.change(fromField(0), { target: { value: day(9) } });
    expect(ranges()).toEqual([{ from: day(9), to: day(9) }]);
  });

  it("puts the server's word about one range beside that range", () => {
    render(
      <Host
        start={[
          { from: day(1), to: day(2) },
          { from: day(5), to: day(6) },
        ]}
        fields={{ 'blocked.1.to': 'Choose a date within a year' }}
      />,
    );
    const items = document.querySelectorAll('[data-blocked-range]');
    expect(items[0]!.textContent).not.toContain('Choose a date within a year');
    expect(items[1]!.textContent).toContain('Choose a date within a year');
  });

  it('adds and removes ranges', () => {
    render(<Host start={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add dates' }));
    expect(ranges()).toEqual([{ from: '', to: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove these dates' }));
    expect(ranges()).toEqual([]);
  });
});
