import { useState, type KeyboardEvent } from 'react';

export type SignInMethod = 'phone' | 'email';

/**
 * Whether the auth screens open on the phone number: on a phone-sized screen in Kenya (its
 * time zone), where people sign in with the number M-Pesa runs on and many read no e-mail. A
 * wide screen, or a visitor elsewhere, opens on the e-mail form, one tap from the other.
 */
function phoneFirst(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia?.('(max-width: 639px)').matches ?? false;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return narrow && zone === 'Africa/Nairobi';
}

export function useSignInMethod() {
  return useState<SignInMethod>(() => (phoneFirst() ? 'phone' : 'email'));
}

/**
 * The two ways in, as a pair of tabs over the form: one tab stop (the chosen one), the arrow
 * keys move between them, as a tab list does everywhere else.
 */
export function MethodTabs({
  method,
  onChange,
  label,
  phone,
  email,
}: {
  method: SignInMethod;
  onChange: (method: SignInMethod) => void;
  label: string;
  phone: string;
  email: string;
}) {
  const choose = (value: SignInMethod, target: HTMLElement | null) => {
    onChange(value);
    target?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const other: SignInMethod = method === 'phone' ? 'email' : 'phone';
    const next = event.key === 'Home' ? 'phone' : event.key === 'End' ? 'email' : other;
    choose(next, event.currentTarget.querySelector<HTMLElement>(`[data-method="${next}"]`));
  };
  const tab = (value: SignInMethod, text: string) => (
    <button
      type="button"
      role="tab"
      data-method={value}
      aria-selected={method === value}
      tabIndex={method === value ? 0 : -1}
      onClick={() => onChange(value)}
      className={`min-h-11 flex-1 rounded-full px-4 font-semibold ${
        method === value ? 'bg-brand-800 text-white' : 'text-stone-800 hover:bg-stone-100'
      }`}
    >
      {text}
    </button>
  );
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mt-5 flex gap-1 rounded-full border border-stone-300 bg-white p-1"
    >
      {tab('phone', phone)}
      {tab('email', email)}
    </div>
  );
}
