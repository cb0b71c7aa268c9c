import { MAX_IMAGES_PER_LISTING } from '@nyumba/domain';
import { MAX_UPLOAD_BYTES } from '../../../lib/upload-image';

/*
 * The image uploader's rules (docs/product.md, Listing form), kept pure so they are tested
 * without a browser: photos are remote (already on the image store) or local
 * (picked, not sent yet). New ones start selected; a tick toggles each. Upload
 * sends the selected local ones one at a time, then keeps only the selected
 * photos. A failure keeps every photo so the user can retry.
 */

interface RemoteItem {
  id: string;
  kind: 'remote';
  url: string;
  selected: boolean;
}

export interface LocalItem {
  id: string;
  kind: 'local';
  file: File;
  selected: boolean;
  /** 0..1 while sending. */
  progress: number;
  error: string | null;
}

export type UploadItem = RemoteItem | LocalItem;
type UploadPhase = 'idle' | 'uploading' | 'uploaded' | 'failed';
type UploadNotice = 'max' | 'notImage' | 'tooLarge';

export interface UploaderState {
  items: UploadItem[];
  phase: UploadPhase;
  /** Why the last pick or toggle was (partly) refused. */
  notice: UploadNotice | null;
}

export type UploaderAction =
  | { type: 'add'; files: readonly File[]; makeId: () => string }
  | { type: 'toggle'; id: string }
  | { type: 'start' }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'itemDone'; id: string; url: string }
  | { type: 'itemFailed'; id: string; error: string }
  | { type: 'finish' };

export const MAX_IMAGES = MAX_IMAGES_PER_LISTING;

export function initialUploaderState(urls: readonly string[], makeId: () => string): UploaderState {
  return {
    items: urls.map((url) => ({ id: makeId(), kind: 'remote', url, selected: true })),
    phase: urls.length > 0 ? 'uploaded' : 'idle',
    notice: null,
  };
}

export const selectedCount = (state: UploaderState) => state.items.filter((item) => item.selected).length;

/** Selected photos still to send. */
export const pendingItems = (state: UploaderState): LocalItem[] =>
  state.items.filter((item): item is LocalItem => item.kind === 'local' && item.selected);

/** What the listing saves: the selected photos already on the store, in order. */
export const selectedUrls = (state: UploaderState): string[] =>
  state.items.flatMap((item) => (item.kind === 'remote' && item.selected ? [item.url] : []));

function updateItem(state: UploaderState, id: string, change: (item: UploadItem) => UploadItem): UploaderState {
  return { ...state, items: state.items.map((item) => (item.id === id ? change(item) : item)) };
}

function add(state: UploaderState, files: readonly File[], makeId: () => string): UploaderState {
  let notice: UploadNotice | null = null;
  let room = MAX_IMAGES - selectedCount(state);
  const added: LocalItem[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) notice ??= 'notImage';
    else if (file.size > MAX_UPLOAD_BYTES) notice ??= 'tooLarge';
    else if (room <= 0) notice = 'max';
    else {
      room -= 1;
      added.push({ id: makeId(), kind: 'local', file, selected: true, progress: 0, error: null });
    }
  }
  return {
    items: [...state.items, ...added],
    phase: added.length > 0 ? 'idle' : state.phase,
    notice,
  };
}

export function uploaderReducer(state: UploaderState, action: UploaderAction): UploaderState {
  switch (action.type) {
    case 'add':
      return add(state, action.files, action.makeId);
    case 'toggle': {
      if (state.phase === 'uploading') return state;
      const item = state.items.find((candidate) => candidate.id === action.id);
      if (!item) return state;
      if (!item.selected && selectedCount(state) >= MAX_IMAGES) return { ...state, notice: 'max' };
      const next = updateItem(state, action.id, (it) => ({ ...it, selected: !it.selected }));
      // Selecting a photo that still has to be sent means Upload is needed again.
      const phase = state.phase === 'uploaded' && pendingItems(next).length > 0 ? 'idle' : state.phase;
      return { ...next, phase, notice: null };
    }
    case 'start':
      return {
        ...state,
        phase: 'uploading',
        notice: null,
        items: state.items.map((item) => (item.kind === 'local' ? { ...item, progress: 0, error: null } : item)),
      };
    case 'progress':
      return updateItem(state, action.id, (item) =>
        item.kind === 'local' ? { ...item, progress: action.progress } : item,
      );
    case 'itemDone':
      // Kept as remote at once, so a retry after a later failure skips it.
      return updateItem(state, action.id, (item) => ({ id: item.id, kind: 'remote', url: action.url, selected: true }));
    case 'itemFailed':
      return updateItem(state, action.id, (item) =>
        item.kind === 'local' ? { ...item, error: action.error, progress: 0 } : item,
      );
    case 'finish': {
      const failed = state.items.some((item) => item.kind === 'local' && item.selected && item.error !== null);
      if (failed) return { ...state, phase: 'failed' };
      return { ...state, phase: 'uploaded', items: state.items.filter((item) => item.selected) };
    }
  }
}
