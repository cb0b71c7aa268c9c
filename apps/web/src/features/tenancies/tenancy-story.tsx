import type { Tenancy } from '@nyumba/domain';
import { Check } from 'lucide-react';
import { useTexts } from '../../i18n/use-translation';
import { ksh, tenancyDay } from './tenancy-format';
import { tenancyTexts, type TenancyWords } from './tenancy-texts';

// Where a tenancy stands (its steps), its terms, how it ended and where the money went: the
// parts of its page that only read it.

/** Each status's step under way: a request waits for the answer (step 2), an ended tenancy has done all 7. */
const STEP_OF: Partial<Record<Tenancy['status'], number>> = {
  requested: 1,
  accepted: 2,
  signed: 3,
  paid: 4,
  'moved-in': 5,
  ending: 6,
  ended: 7,
};

/** The step a tenancy is at, or null off the path (cancelled, declined, lapsed: told as a story instead). */
function stepOf(tenancy: Tenancy): number | null {
  if (tenancy.status === 'disputed') return tenancy.deductions ? 6 : 4;
  return STEP_OF[tenancy.status] ?? null;
}

/** The seven steps from asking to the end, those done ticked and the current one marked. */
export function TenancySteps({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(tenancyTexts);
  const current = stepOf(tenancy);
  if (current === null) return null;
  // On a phone seven labels do not fit under their circles: the one under way is said below them.
  return (
    <div className="space-y-2">
      <ol aria-label={words.stepsLabel} className="grid grid-cols-7 gap-1 text-center" data-testid="tenancy-steps">
        {words.steps.map((label, index) => {
          const done = index < current;
          const now = index === current;
          return (
            <li key={label} aria-current={now ? 'step' : undefined} className="flex flex-col items-center gap-1">
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full text-xs font-bold ${
                  done
                    ? 'bg-brand-700 text-white'
                    : now
                      ? 'bg-amber-400 text-stone-950 ring-2 ring-amber-600'
                      : 'bg-stone-200 text-stone-600'
                }`}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={`sr-only text-xs leading-tight sm:not-sr-only ${now ? 'font-bold text-stone-950' : 'text-stone-700'}`}
              >
                {label}
                <span className="sr-only">{done ? `, ${words.stepDone}` : now ? `, ${words.stepNow}` : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {current < words.steps.length ? (
        <p aria-hidden="true" className="text-center text-sm font-semibold text-stone-900 sm:hidden">
          {words.stepOf(current + 1, words.steps.length, words.steps[current]!)}
        </p>
      ) : null}
    </div>
  );
}

/** The terms the agreement fixes (and the request's message), as a list of label and value. */
export function TenancyTerms({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(tenancyTexts);
  const rows: [string, string][] = [
    [words.rent, words.perMonth(ksh(tenancy.rent))],
    [words.deposit, words.depositOf(ksh(tenancy.deposit), tenancy.depositMonths)],
    [words.moveIn, tenancyDay(tenancy.moveIn)],
    [words.length, words.months(tenancy.months)],
    [words.dueDay, words.dueOn(tenancy.dueDay)],
    [words.notice, words.noticeMonths(tenancy.noticeMonths)],
    ...(tenancy.moveOut ? [[words.moveOut, tenancyDay(tenancy.moveOut)] as [string, string]] : []),
    ...(tenancy.utilities ? [[words.utilities, tenancy.utilities] as [string, string]] : []),
    ...(tenancy.houseRules ? [[words.houseRules, tenancy.houseRules] as [string, string]] : []),
    ...(tenancy.message ? [[words.message, tenancy.message] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
      {rows.map(([label, value]) => [
        <dt key={`${label}-t`} className="font-semibold text-stone-600 max-sm:mt-2">
          {label}
        </dt>,
        <dd key={`${label}-d`} className="break-words whitespace-pre-line text-stone-900">
          {value}
        </dd>,
      ])}
    </dl>
  );
}

/** How it ended, or why it waits for a moderator: in words, with the moderator's decision when there is one. */
export function TenancyOutcome({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(tenancyTexts);
  const lines = outcomeLines(tenancy, words);
  if (lines.length === 0) return null;
  return (
    <div className="space-y-1 rounded-xl bg-stone-100 p-3 text-sm text-stone-900" data-testid="tenancy-outcome">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function outcomeLines(tenancy: Tenancy, words: TenancyWords): string[] {
  const decision = tenancy.decision
    ? words.decision(words.outcomes[tenancy.decision.outcome] ?? tenancy.decision.outcome, tenancy.decision.reason)
    : null;
  switch (tenancy.status) {
    case 'declined':
      return [words.declined(tenancy.declineReason ?? '')];
    case 'cancelled':
      return [
        tenancy.cancelledBy ? words.cancelledBy[tenancy.cancelledBy] : '',
        tenancy.cancelReason ? words.cancelledReason(tenancy.cancelReason) : '',
        decision ?? '',
      ].filter(Boolean);
    case 'lapsed':
      return [words.lapsed];
    case 'disputed':
      return [tenancy.deductions ? words.disputedDeposit : words.disputedProblem];
    case 'ended':
      return [words.ended, decision ?? ''].filter(Boolean);
    default:
      return decision ? [decision] : [];
  }
}

/** Where the money is, read from the ledger: held now, paid to the lister, returned to the tenant. */
export function TenancyMoney({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(tenancyTexts);
  const { heldRent, heldDeposit, toLister, toTenant } = tenancy.money;
  const lines = [
    heldRent > 0 ? words.heldRent(ksh(heldRent)) : '',
    heldDeposit > 0 ? words.heldDeposit(ksh(heldDeposit)) : '',
    toLister > 0 ? words.toLister(ksh(toLister)) : '',
    toTenant > 0 ? words.toTenant(ksh(toTenant)) : '',
    tenancy.receipt ? words.receipt(tenancy.receipt) : '',
  ].filter(Boolean);
  return (
    <ul className="space-y-1 text-sm text-stone-900" data-testid="tenancy-money">
      {lines.length === 0 ? <li>{words.noMoney}</li> : lines.map((line) => <li key={line}>{line}</li>)}
    </ul>
  );
}
