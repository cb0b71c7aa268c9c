import type { ReactNode } from 'react';
import { Screen, ScreenTitle } from '../../components/screen';

/** The frame shared by sign-in and sign-up: one centred card, full width on phones. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Screen title={title} className="mx-auto w-full max-w-md px-4 py-6 sm:py-12">
      <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <ScreenTitle>{title}</ScreenTitle>
        <p className="mt-1 text-stone-600">{subtitle}</p>
        {children}
      </div>
    </Screen>
  );
}

/** The 'or continue with' rule between the form and the Google button. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-stone-600" role="separator" aria-label={label}>
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

/** The red line under a form; announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" className="empty:hidden">
      {message ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
