import { useEffect, useRef, type ReactNode } from 'react';
import { groupThousands, type Language } from '@nyumba/domain';
import { useTexts } from '../i18n/use-translation';
import { buttonStyles } from './button-styles';

// The whole price before any payment (Consumer Protection Act, issue 58): every payment is
// two steps, "Review and pay" and then this summary, whose confirm sends the total it shows
// (`expectedTotal`). A price that changed meanwhile is refused by the server (409), and the
// panel stays here with the new total once its data is read again.

const en = {
  review: 'Review and pay',
  title: 'Before you pay',
  total: 'Total',
  cancelling: 'Cancelling',
  confirm: (total: string) => `Confirm and pay ${total}`,
  back: 'Back',
};
const sw: typeof en = {
  review: 'Kagua na ulipe',
  title: 'Kabla ya kulipa',
  total: 'Jumla',
  cancelling: 'Kughairi',
  confirm: (total) => `Thibitisha na ulipe ${total}`,
  back: 'Rudi',
};
export const priceReviewTexts = (language: Language) => (language === 'sw' ? sw : en);

/** Shillings as every payment screen writes them: "KSH 12,600". */
const kshAmount = (amount: number) => `KSH ${groupThousands(amount)}`;

export interface PriceLine {
  /** What the line is ("3 nights × KSH 4,000", "Deposit (held by Nyumba…)"). */
  label: string;
  amount: number;
}

/** The first step's button: opens the summary, sends nothing. */
export function ReviewButton({ onClick, disabled = false }: { onClick: () => void; disabled?: boolean }) {
  const words = useTexts(priceReviewTexts);
  return (
    <button
      type="button"
      className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {words.review}
    </button>
  );
}

/**
 * Each line and its amount, the total, the cancellation terms in a sentence or two, then
 * "Confirm and pay KSH …" and "Back". `blocked` keeps the confirm from sending (the adult
 * prompt above it); `busy` while the prompt is being asked for.
 */
export function PriceReview({
  lines,
  total,
  terms,
  busy,
  blocked = false,
  busyLabel,
  error,
  onConfirm,
  onBack,
}: {
  lines: readonly PriceLine[];
  total: number;
  terms: ReactNode;
  busy: boolean;
  blocked?: boolean;
  busyLabel: string;
  error: string | null;
  onConfirm: (expectedTotal: number) => void;
  onBack: () => void;
}) {
  const words = useTexts(priceReviewTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the summary it opens, so a screen reader reads the price next.
  useEffect(() => heading.current?.focus(), []);
  const inactive = busy || blocked;
  return (
    <section className="space-y-3 rounded-xl border border-brand-200 bg-white p-3 text-sm" data-price-review>
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-stone-900 focus:outline-none">
        {words.title}
      </h3>
      <dl className="space-y-1 text-stone-800">
        {lines.map((line) => (
          <div key={line.label} className="flex flex-wrap justify-between gap-x-3">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{kshAmount(line.amount)}</dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-3 border-t border-stone-200 pt-1 text-base font-bold text-stone-900">
          <dt>{words.total}</dt>
          <dd className="tabular-nums" data-price-total>
            {kshAmount(total)}
          </dd>
        </div>
      </dl>
      <div className="space-y-1 text-stone-700">
        <p className="font-semibold text-stone-900">{words.cancelling}</p>
        {terms}
      </div>
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={inactive}
          aria-busy={busy}
          onClick={() => {
            if (!inactive) onConfirm(total);
          }}
        >
          {busy ? busyLabel : words.confirm(kshAmount(total))}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onBack} disabled={busy}>
          {words.back}
        </button>
      </div>
    </section>
  );
}
