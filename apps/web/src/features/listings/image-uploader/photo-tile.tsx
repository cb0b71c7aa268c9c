import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/use-translation';
import { uploaderTexts } from './uploader-texts';
import { Check, CloudCheck } from 'lucide-react';
import { imageVariant } from '../../../lib/images';
import type { UploadItem } from './uploader-state';

/** A preview address for a picked file, released when the tile goes away. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface PhotoTileProps {
  item: UploadItem;
  index: number;
  disabled: boolean;
  uploading: boolean;
  onToggle: () => void;
}

/** One thumbnail: the photo is a toggle (tick when selected), with progress or error below. */
export function PhotoTile({ item, index, disabled, uploading, onToggle }: PhotoTileProps) {
  const words = useTexts(uploaderTexts);
  const local = item.kind === 'local' ? item : null;
  const preview = useObjectUrl(local?.file ?? null);
  const src = item.kind === 'remote' ? imageVariant(item.url, 320) : preview;
  const showProgress = local !== null && local.selected && (uploading || local.progress > 0) && !local.error;

  return (
    <li className="flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={item.selected}
        aria-label={words.select1(index + 1)}
        disabled={disabled}
        onClick={onToggle}
        className={`relative aspect-square overflow-hidden rounded-xl bg-stone-200 ring-offset-2 transition ${
          item.selected ? 'ring-3 ring-brand-600' : 'opacity-60'
        }`}
      >
        {src ? (
          <img
            src={src}
            alt={words.photoAlt(index + 1)}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <span
          aria-hidden="true"
          className={`absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full border-2 border-white shadow ${
            item.selected ? 'bg-brand-600 text-white' : 'bg-black/30'
          }`}
        >
          {item.selected ? <Check className="size-4" strokeWidth={3} /> : null}
        </span>
        {item.kind === 'remote' ? (
          <CloudCheck aria-hidden="true" className="absolute bottom-1.5 left-1.5 size-5 text-white drop-shadow" />
        ) : null}
      </button>
      {showProgress && local ? (
        <progress
          className="h-1.5 w-full overflow-hidden rounded-full accent-brand-600"
          max={100}
          value={Math.round(local.progress * 100)}
          aria-label={words.progress(index + 1)}
        />
      ) : null}
      {local?.error !== null && local?.error !== undefined ? (
        <p className="text-xs leading-tight text-red-700">{local.error || words.photoFailed}</p>
      ) : null}
    </li>
  );
}
