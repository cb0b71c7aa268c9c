import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * One part of the privacy centre: a card named by its heading, with an id a link can open
 * at (the profile's and an e-mail's /settings/privacy#delete).
 */
export function PrivacySection({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold text-stone-900">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
