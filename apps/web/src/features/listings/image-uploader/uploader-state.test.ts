import { describe, expect, it } from 'vitest';
import {
  initialUploaderState,
  pendingItems,
  selectedCount,
  selectedUrls,
  uploaderReducer,
  type UploaderAction,
  type UploaderState,
} from './uploader-state';

let n = 0;
const makeId = () => `id-${(n += 1)}`;
const photo = (name = 'a.jpg', type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

const run = (state: UploaderState, ...actions: UploaderAction[]) => actions.reduce(uploaderReducer, state);
const add = (...files: File[]): UploaderAction => ({ type: 'add', files, makeId });
const empty = () => initialUploaderState([], makeId);

describe('uploader state', () => {
  it('starts from the listing’s photos as uploaded and selected', () => {
    const state = initialUploaderState(['/images/a-1280.webp', '/images/b-1280.webp'], makeId);
    expect(selectedCount(state)).toBe(2);
    expect(state.phase).toBe('uploaded');
    expect(selectedUrls(state)).toEqual(['/images/a-1280.webp', '/images/b-1280.webp']);
  });

  it('adds new photos selected and pending', () => {
    const state = run(empty(), add(photo('a.jpg'), photo('b.png', 'image/png')));
    expect(state.items.map((item) => [item.kind, item.selected])).toEqual([
      ['local', true],
      ['local', true],
    ]);
    expect(pendingItems(state)).toHaveLength(2);
    expect(state.notice).toBeNull();
  });

  it('never holds more than 9 selected photos and says so', () => {
    const ten = Array.from({ length: 10 }, (_, i) => photo(`${i}.jpg`));
    const state = run(empty(), add(...ten));
    expect(selectedCount(state)).toBe(9);
    expect(state.notice).toBe('max');

    const first = state.items[0]!.id;
    const toggledOff = run(state, { type: 'toggle', id: first });
    expect(selectedCount(toggledOff)).toBe(8);
    expect(toggledOff.notice).toBeNull();
    // A tenth one fits again once one is deselected, and then re-selecting the first is refused.
    const full = run(toggledOff, add(photo('x.jpg')));
    expect(selectedCount(full)).toBe(9);
    const refused = run(full, { type: 'toggle', id: first });
    expect(selectedCount(refused)).toBe(9);
    expect(refused.notice).toBe('max');
  });

  it('refuses files that are not images or are too large', () => {
    expect(run(empty(), add(photo('notes.pdf', 'application/pdf'))).notice).toBe('notImage');
    expect(run(empty(), add(photo('huge.jpg', 'image/jpeg', 16 * 1024 * 1024))).notice).toBe('tooLarge');
    expect(run(empty(), add(photo('notes.txt', 'text/plain'), photo())).items).toHaveLength(1);
  });

  it('after a successful upload keeps only the selected photos, all uploaded', () => {
    const start = run(initialUploaderState(['/images/old-1280.webp'], makeId), add(photo('a.jpg'), photo('b.jpg')));
    const [old, a, b] = start.items;
    const done = run(
      start,
      { type: 'toggle', id: old!.id },
      { type: 'toggle', id: b!.id },
      { type: 'start' },
      { type: 'progress', id: a!.id, progress: 0.5 },
      { type: 'itemDone', id: a!.id, url: '/images/new-1280.webp' },
      { type: 'finish' },
    );
    expect(done.phase).toBe('uploaded');
    expect(done.items).toHaveLength(1);
    expect(selectedUrls(done)).toEqual(['/images/new-1280.webp']);
  });

  it('keeps every photo after a failure, with the sent ones no longer pending', () => {
    const start = run(empty(), add(photo('a.jpg'), photo('b.jpg')));
    const [a, b] = start.items;
    const failed = run(
      start,
      { type: 'start' },
      { type: 'itemDone', id: a!.id, url: '/images/a-1280.webp' },
      { type: 'itemFailed', id: b!.id, error: 'Unsupported image type' },
      { type: 'finish' },
    );
    expect(failed.phase).toBe('failed');
    expect(failed.items).toHaveLength(2);
    expect(pendingItems(failed).map((item) => item.id)).toEqual([b!.id]);
    expect(selectedUrls(failed)).toEqual(['/images/a-1280.webp']);
  });

  it('ignores toggles while uploading', () => {
    const start = run(empty(), add(photo()), { type: 'start' });
    expect(run(start, { type: 'toggle', id: start.items[0]!.id })).toBe(start);
  });
});
