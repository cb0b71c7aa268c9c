import { useCallback, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { fetchPublicConfig, publicConfigQueryKey } from '../../../lib/public-config';
import { uploadImage } from '../../../lib/upload-image';
import {
  initialUploaderState,
  pendingItems,
  selectedUrls,
  uploaderReducer,
  type UploaderState,
} from './uploader-state';

let nextId = 0;
const makeId = () => `photo-${(nextId += 1)}`;

export interface ImageUploader {
  state: UploaderState;
  addFiles: (files: readonly File[]) => void;
  toggle: (id: string) => void;
  /**
   * Sends the selected new photos one at a time. Resolves the addresses the
   * listing should save, or null when any photo failed (all are kept).
   */
  upload: () => Promise<string[] | null>;
}

/** Owns the photos of one form: previews, selection, progress and uploading. */
export function useImageUploader(initialUrls: readonly string[] = []): ImageUploader {
  const [state, dispatch] = useReducer(uploaderReducer, initialUrls, (urls) => initialUploaderState(urls, makeId));
  const stateRef = useRef(state);
  stateRef.current = state;
  const queryClient = useQueryClient();

  const addFiles = useCallback((files: readonly File[]) => dispatch({ type: 'add', files, makeId }), []);
  const toggle = useCallback((id: string) => dispatch({ type: 'toggle', id }), []);

  const upload = useCallback(async (): Promise<string[] | null> => {
    const start = stateRef.current;
    if (start.phase === 'uploading') return null;
    const pending = pendingItems(start);
    if (pending.length === 0) return selectedUrls(start);

    const { imageBaseUrl } = await queryClient
      .ensureQueryData({
        queryKey: publicConfigQueryKey,
        queryFn: fetchPublicConfig,
        staleTime: Infinity,
      })
      .catch(() => ({ imageBaseUrl: '' }));

    dispatch({ type: 'start' });
    const uploaded = new Map<string, string>();
    let failed = false;
    for (const item of pending) {
      try {
        const url = await uploadImage(item.file, {
          baseUrl: imageBaseUrl,
          onProgress: (progress) => dispatch({ type: 'progress', id: item.id, progress }),
        });
        uploaded.set(item.id, url);
        dispatch({ type: 'itemDone', id: item.id, url });
      } catch (error) {
        failed = true;
        const message = error instanceof ApiError && error.status > 0 ? error.message : '';
        dispatch({ type: 'itemFailed', id: item.id, error: message });
      }
    }
    dispatch({ type: 'finish' });
    if (failed) return null;
    // Same order as the grid: selected photos, with the new ones' addresses filled in.
    return start.items.flatMap((item) => {
      if (!item.selected) return [];
      if (item.kind === 'remote') return [item.url];
      return [uploaded.get(item.id) ?? ''];
    });
  }, [queryClient]);

  return { state, addFiles, toggle, upload };
}
