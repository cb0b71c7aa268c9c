import { useState } from 'react';

/**
 * The user's photo, or their initial on a coloured disc when there is none or it
 * fails to load. `className` sets the size (the profile uses the spec's 6em, so the
 * element keeps the inherited font size) and `initialClassName` the letter's size.
 */
export function UserAvatar({
  src,
  name,
  className = '',
  initialClassName = '',
}: {
  src?: string | undefined;
  name: string;
  className?: string;
  initialClassName?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        // Google profile photos refuse hot-linking when a referrer is sent.
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
        className={`shrink-0 rounded-full object-cover shadow-sm ring-2 ring-white ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-100 ${className}`}
    >
      <span className={`font-bold text-brand-800 ${initialClassName}`}>{(name.trim()[0] ?? '?').toUpperCase()}</span>
    </span>
  );
}
