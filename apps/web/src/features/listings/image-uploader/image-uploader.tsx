import { useEffect, useId, useRef, type Ref } from 'react';
import { useTexts } from '../../../i18n/use-translation';
import { uploaderTexts } from './uploader-texts';
import { ImagePlus, RotateCw } from 'lucide-react';
import { buttonStyles } from '../../../components/button-styles';
import { PhotoTile } from './photo-tile';
import { MAX_IMAGES, pendingItems, selectedCount } from './uploader-state';
import type { ImageUploader as Uploader } from './use-image-uploader';

interface ImageUploaderProps {
  uploader: Uploader;
  /** A message from the form, e.g. 'You must upload at least one image'. */
  error?: string;
  errorId?: string;
  /** The form is saving: no changes meanwhile. */
  disabled?: boolean;
  /** The Select button, focused when the form finds no photo. */
  selectRef?: Ref<HTMLButtonElement>;
}

/**
 * Up to 9 photos, each sent as soon as it is picked (one at a time, each with its own
 * progress bar), with "Try again" for those that did not go; a tick takes one out of the
 * listing or puts it back (docs/product.md, Listing form).
 */
export function ImageUploader({ uploader, error, errorId, disabled = false, selectRef }: ImageUploaderProps) {
  const words = useTexts(uploaderTexts);
  const inputRef = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const { state, addFiles, toggle, upload } = uploader;
  const uploading = state.phase === 'uploading';
  const pending = pendingItems(state).length;
  const locked = disabled || uploading;

  // Picking is sending: new photos go at once. After a failure they wait for "Try again"
  // (a phone that lost its signal would otherwise retry in a loop).
  useEffect(() => {
    if (pending > 0 && !disabled && state.phase !== 'uploading' && state.phase !== 'failed') void upload();
  }, [pending, disabled, state.phase, upload]);

  const progress = uploading
    ? words.uploading
    : state.phase === 'uploaded' && pending === 0 && state.items.length > 0
      ? words.uploaded
      : '';
  const notice = state.notice ? words[state.notice] : null;

  return (
    <div className="space-y-3">
      <p id={counterId} className="text-sm text-stone-600" aria-live="polite">
        {words.counter(selectedCount(state), MAX_IMAGES)}
      </p>
      {state.items.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2">
          {state.items.map((item, index) => (
            <PhotoTile
              key={item.id}
              item={item}
              index={index}
              disabled={locked}
              uploading={uploading}
              onToggle={() => toggle(item.id)}
            />
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        aria-label={words.select}
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          // Lets the same photo be picked again after it was refused or dropped.
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          ref={selectRef}
          className={buttonStyles.secondary}
          disabled={locked}
          aria-describedby={error && errorId ? `${counterId} ${errorId}` : counterId}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {state.items.length > 0 ? words.addMore : words.select}
        </button>
        {state.phase === 'failed' ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            // aria-disabled, not disabled: a disabled button drops keyboard focus
            // the moment the upload it started finishes.
            aria-disabled={locked}
            onClick={() => {
              if (!locked) void upload();
            }}
          >
            <RotateCw aria-hidden="true" className="size-5" />
            {words.retry}
          </button>
        ) : null}
      </div>
      <p role="status" aria-busy={uploading} className="text-sm font-medium text-stone-700">
        {progress}
      </p>
      {notice ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {notice}
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {words.failed}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
