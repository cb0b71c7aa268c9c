// @vitest-environment jsdom
import { DAY_MS } from '@nyumba/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { DRAFT_SAVE_DELAY_MS, clearAllDrafts, draftKey, readDraft, useDraftAutosave, writeDraft } from './drafts';
import { acceptPostDraft } from '../features/blog/post-draft';

const key = draftKey('u1', 'post', null);

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('stored drafts', () => {
  it('reads back what was written, per user and per item', () => {
    writeDraft(key, { title: 'Moving to Ruaka', content: '<p>Hi</p>' }, 1_000);
    expect(readDraft(key, acceptPostDraft, 2_000)).toEqual({
      savedAt: 1_000,
      value: { title: 'Moving to Ruaka', content: '<p>Hi</p>' },
    });
    expect(readDraft(draftKey('u2', 'post', null), acceptPostDraft)).toBeNull();
    expect(readDraft(draftKey('u1', 'post', 'p1'), acceptPostDraft)).toBeNull();
    expect(draftKey('u1', 'listing', 'abc')).not.toBe(draftKey('u1', 'post', 'abc'));
  });

  it.each([
    ['not JSON', '{"savedAt":'],
    ['no time', JSON.stringify({ value: { title: 'a', content: 'b' } })],
    ['a time in the future', JSON.stringify({ savedAt: 10 * DAY_MS, value: { title: 'a', content: 'b' } })],
    ['older than 30 days', JSON.stringify({ savedAt: 0, value: { title: 'a', content: 'b' } })],
    ['the wrong shape', JSON.stringify({ savedAt: 5 * DAY_MS, value: { title: 1, content: 'b' } })],
    ['no value', JSON.stringify({ savedAt: 5 * DAY_MS })],
    ['an array', JSON.stringify([1, 2])],
    ['null', 'null'],
    ['a huge text', JSON.stringify({ savedAt: 5 * DAY_MS, value: { title: 'x'.repeat(10_000), content: '' } })],
  ])('drops an entry that is %s', (_name, raw) => {
    localStorage.setItem(key, raw);
    expect(
      readDraft(key, acceptPostDraft, 31 * DAY_MS - 1 + (raw.includes('"savedAt":0') ? 0 : -25 * DAY_MS)),
    ).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('clears every draft on this device and nothing else', () => {
    writeDraft(key, { title: 'a', content: '' });
    writeDraft(draftKey('u2', 'listing', 'x'), {});
    localStorage.setItem('other', 'kept');
    clearAllDrafts();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other')).toBe('kept');
  });
});

describe('useDraftAutosave', () => {
  it('saves after a pause in typing, keeps the last keystrokes on leaving, and lets go when finished', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = renderHook(({ value, changed }) => useDraftAutosave(key, value, changed), {
      initialProps: { value: { title: '', content: '' }, changed: false },
    });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2);
    expect(localStorage.getItem(key)).toBeNull();

    rerender({ value: { title: 'Bed', content: '' }, changed: true });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(localStorage.getItem(key)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readDraft(key, acceptPostDraft)?.value.title).toBe('Bed');

    // Typed and the phone switched apps at once: no pause, still kept.
    rerender({ value: { title: 'Bedsitter in', content: '' }, changed: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(key, acceptPostDraft)?.value.title).toBe('Bedsitter in');
    // Typed and left the form at once: kept too.
    rerender({ value: { title: 'Bedsitter in Ruaka', content: '' }, changed: true });
    unmount();
    vi.advanceTimersByTime(0);
    expect(readDraft(key, acceptPostDraft)?.value.title).toBe('Bedsitter in Ruaka');
  });

  it('removes its draft when the text is back to the saved one', () => {
    vi.useFakeTimers();
    const { rerender } = renderHook(({ value, changed }) => useDraftAutosave(key, value, changed), {
      initialProps: { value: { title: 'x', content: '' }, changed: true },
    });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(localStorage.getItem(key)).not.toBeNull();
    rerender({ value: { title: '', content: '' }, changed: false });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('leaves a draft waiting to be offered alone while nothing is typed', () => {
    vi.useFakeTimers();
    writeDraft(key, { title: 'Earlier', content: '' });
    const { unmount } = renderHook(() => useDraftAutosave(key, { title: '', content: '' }, false));
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 3);
    unmount();
    expect(readDraft(key, acceptPostDraft)?.value.title).toBe('Earlier');
  });

  it('after finish, neither a pending save nor leaving writes it back', () => {
    vi.useFakeTimers();
    const { result, rerender, unmount } = renderHook(({ value }) => useDraftAutosave(key, value, true), {
      initialProps: { value: { title: 'Sent', content: '' } },
    });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    result.current.finish();
    expect(localStorage.getItem(key)).toBeNull();
    rerender({ value: { title: 'Sent!', content: '' } });
    expect(result.current.dirty).toBe(false);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    unmount();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('a save still pending when the submit succeeds does not write the draft back', () => {
    // Restored, then sent at once: the pause that followed the restore ends after the
    // post was saved, while the form is still on screen.
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useDraftAutosave(key, { title: 'Restored', content: '' }, true));
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS / 2);
    result.current.finish();
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(localStorage.getItem(key)).toBeNull();
    unmount();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
