import type { CopyPhotoPair, CopySide, PhotoFile, QueueItem } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { formatDateTime, formatShortMonthYear } from '../../lib/kenyan-dates';
import { claimEvidenceTexts } from './claim-evidence-texts';

/*
 * A copy claim's evidence in the queue (docs/scam-shield.md, "Claims and their evidence"):
 * each listing's dates and numbers, and each matched pair of photos as the two files were
 * uploaded, the likelier original marked as a hint. Stacked on a phone, side by side from
 * 640 px.
 */

type Words = ReturnType<typeof claimEvidenceTexts>;
const HOUR = 60 * 60_000;

/** "5 h" or "40 min", rounded down: how far a due time is from now. */
function span(ms: number, words: Words): string {
  return ms >= HOUR ? words.hours(Math.floor(ms / HOUR)) : words.minutes(Math.max(1, Math.floor(ms / 60_000)));
}

/** "Claim: answer due in 5 h" or "Claim overdue by 2 h", for an open claim; "Claim answered" after. */
export function ClaimDue({ claim, now = Date.now() }: { claim: NonNullable<QueueItem['claim']>; now?: number }) {
  const words = useTexts(claimEvidenceTexts);
  if (!claim.open) return <p className="mb-2 text-sm font-semibold text-stone-700">{words.answered}</p>;
  const left = Date.parse(claim.dueAt) - now;
  const overdue = left < 0;
  return (
    <p
      data-testid="claim-due"
      className={`mb-2 rounded-lg px-3 py-2 text-sm font-semibold ${overdue ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-950'}`}
    >
      {overdue ? words.overdueBy(span(-left, words)) : words.dueIn(span(left, words))}
    </p>
  );
}

/** Claims waiting and overdue, over the whole queue, with the promise. */
export function ClaimCounts({ counts }: { counts: { waiting: number; overdue: number } | undefined }) {
  const words = useTexts(claimEvidenceTexts);
  if (!counts) return null;
  return (
    <p role="status" className={`mt-3 text-sm font-semibold ${counts.overdue > 0 ? 'text-red-800' : 'text-stone-700'}`}>
      {words.counts(counts.waiting, counts.overdue)}
    </p>
  );
}

/** One listing's dates and numbers. */
export function SideFacts({ side }: { side: CopySide | undefined }) {
  const words = useTexts(claimEvidenceTexts);
  if (!side) return null;
  const at = (value: string) => formatDateTime(new Date(value));
  const contact = [
    words.contact(side.contact.masked),
    // Compared with the lister's own number only when they proved one.
    side.listerPhone ? (side.contact.sameAsLister ? words.contactSame : words.contactOther) : null,
    side.contact.provenByLister && side.contact.provenSince
      ? words.contactProven(formatShortMonthYear(new Date(side.contact.provenSince)))
      : words.contactUnproven,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ul className="mt-1 space-y-0.5 text-xs [overflow-wrap:anywhere] text-stone-800">
      <li>{words.created(at(side.createdAt))}</li>
      <li>{side.publicSince ? words.publicSince(at(side.publicSince)) : words.notPublic}</li>
      <li>
        {side.listerPhone
          ? words.listerPhone(side.listerPhone.masked, formatShortMonthYear(new Date(side.listerPhone.since)))
          : words.listerPhoneNone}
      </li>
      <li className={side.contact.provenByLister ? undefined : 'font-semibold text-amber-900'}>{contact}</li>
    </ul>
  );
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A camera's date is its own clock, with no zone: shown as written. */
const cameraClock = (value: string) => formatDateTime(new Date(`${value}+03:00`));

function FileFacts({ file, words }: { file: PhotoFile; words: Words }) {
  const camera = [file.make, file.model].filter(Boolean).join(' ');
  const lines = [
    words.size(formatBytes(file.bytes), file.width, file.height, file.format.toUpperCase()),
    file.exif ? (camera ? words.camera(camera) : words.noCamera) : words.noExif,
    file.lens ? words.lens(file.lens) : null,
    file.takenAt
      ? words.taken(cameraClock(file.takenAt))
      : file.fileDatedAt
        ? words.fileDated(cameraClock(file.fileDatedAt))
        : file.exif
          ? words.noDate
          : null,
    file.software ? words.software(file.software) : null,
    file.exif ? (file.gps ? words.gps : words.noGps) : null,
  ].filter((line): line is string => line !== null);
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function PhotoSide({ photo, label, likely }: { photo: CopyPhotoPair['this']; label: string; likely: boolean }) {
  const words = useTexts(claimEvidenceTexts);
  return (
    <figure
      data-likely-original={likely ? 'true' : undefined}
      className={`min-w-0 rounded-lg border bg-white p-2 text-xs text-stone-800 ${likely ? 'border-emerald-600 ring-1 ring-emerald-600' : 'border-stone-200'}`}
    >
      <figcaption className="font-semibold text-stone-900">{label}</figcaption>
      {likely ? (
        <p className="mt-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
          {words.likely}
        </p>
      ) : null}
      <div className="mt-1 flex gap-2">
        <img
          src={photo.image}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="h-18 w-24 shrink-0 rounded object-cover"
        />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p>{words.uploaded(formatDateTime(new Date(photo.uploadedAt)))}</p>
          {photo.file ? (
            <FileFacts file={photo.file} words={words} />
          ) : (
            <p className="text-stone-600 italic">{words.notRecorded}</p>
          )}
        </div>
      </div>
    </figure>
  );
}

/** Each matched pair of photos, the two files side by side, with the hint's rule said once. */
export function PhotoPairs({ pairs, otherName }: { pairs: CopyPhotoPair[] | undefined; otherName: string }) {
  const words = useTexts(claimEvidenceTexts);
  if (!pairs || pairs.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="font-semibold text-amber-950">{words.photosTitle}</p>
      <p className="mt-1 text-xs text-stone-700">{words.hintRule}</p>
      <ul className="mt-2 space-y-2">
        {pairs.map((pair) => (
          <li key={`${pair.this.image}:${pair.other.image}`} className="grid gap-2 sm:grid-cols-2">
            <PhotoSide photo={pair.this} label={words.thisFile} likely={pair.likelyOriginal === 'this'} />
            <PhotoSide photo={pair.other} label={words.otherFile(otherName)} likely={pair.likelyOriginal === 'other'} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the two listings show one number. */
export function SameContact({ same }: { same: boolean | undefined }) {
  const words = useTexts(claimEvidenceTexts);
  if (same === undefined) return null;
  return (
    <p className={`mt-1 text-xs ${same ? 'font-semibold text-amber-900' : 'text-stone-700'}`}>
      {same ? words.sameContact : words.differentContact}
    </p>
  );
}
