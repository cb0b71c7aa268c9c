import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { buttonStyles } from './button-styles';
import { imageVariant, isStoreImage } from '../lib/images';
import { publicConfigQuery } from '../lib/public-config';
import { MAX_UPLOAD_BYTES, uploadImage } from '../lib/upload-image';

/** The words a photo picker shows, in the reader's language (each feature's texts carry them). */
export interface PhotoWords {
  photos: string;
  room: string;
  removePhoto: (n: number) => string;
  addPhotos: string;
  uploading: string;
  photosMax: (n: number) => string;
  photoFailed: string;
}

/** What a room, a deduction or a job may carry (tenancy.ts, job.ts: at most 6 photos each). */
const MAX_ROOM_PHOTOS = 6;

/** A photo as a small square: the store's 320 px file where there is one. */
const thumbnail = (url: string) => (isStoreImage(url) ? imageVariant(url, 320) : url);

/**
 * A room's (or a job's) photos: picked from the phone and sent one at a time as they are picked, by the
 * same upload the listing form uses (lib/upload-image.ts, to the image host from /api/config);
 * each shows once it is in, with its own remove button. `onUploading` counts uploads under way,
 * so the form is not sent while a photo is still going up.
 */
export function RoomPhotos({
  room,
  photos,
  onAdd,
  onRemove,
  onUploading,
  words,
}: {
  room: string;
  photos: readonly string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  onUploading: (change: 1 | -1) => void;
  words: PhotoWords;
}) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [failed, setFailed] = useState(false);
  const roomName = room.trim() || words.room;

  async function add(files: File[]) {
    setFailed(false);
    const picked = files.slice(0, Math.max(0, MAX_ROOM_PHOTOS - photos.length));
    const { imageBaseUrl } = await client.ensureQueryData(publicConfigQuery).catch(() => ({ imageBaseUrl: '' }));
    for (const file of picked) {
      if (file.size > MAX_UPLOAD_BYTES) {
        setFailed(true);
        continue;
      }
      setUploading((n) => n + 1);
      onUploading(1);
      try {
        onAdd(await uploadImage(file, { baseUrl: imageBaseUrl }));
      } catch {
        setFailed(true);
      } finally {
        setUploading((n) => n - 1);
        onUploading(-1);
      }
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-stone-800">{words.photos}</p>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={thumbnail(url)}
                alt={`${roomName} ${index + 1}`}
                className="size-20 rounded-lg border border-stone-200 object-cover"
              />
              <button
                type="button"
                className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full bg-stone-900 text-white"
                aria-label={words.removePhoto(index + 1)}
                onClick={() => onRemove(index)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-disabled={photos.length >= MAX_ROOM_PHOTOS}
          onClick={() => photos.length < MAX_ROOM_PHOTOS && input.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {words.addPhotos}
        </button>
        <span className="text-sm text-stone-600" aria-live="polite">
          {uploading > 0 ? words.uploading : words.photosMax(MAX_ROOM_PHOTOS)}
        </span>
      </div>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {words.photoFailed}
        </p>
      ) : null}
    </div>
  );
}

/** Photos recorded on an inventory or a deduction, small, each opening at full size; `alt` names each. */
export function PhotoStrip({ photos, alt }: { photos: string[]; alt: (n: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 pt-2">
      {photos.map((url, at) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={thumbnail(url)}
              alt={alt(at + 1)}
              loading="lazy"
              className="size-20 rounded-lg border border-stone-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
