import type { Tenancy, TenancyTermsBody } from '@nyumba/domain';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import type { AgreementWords } from './agreement-texts';

/** The terms as typed: numbers stay text until sent, so a half-typed field is not forced to 0. */
export interface TermsDraft {
  dueDay: string;
  noticeMonths: string;
  utilities: string;
  houseRules: string;
}

export const draftOf = (tenancy: Tenancy): TermsDraft => ({
  dueDay: String(tenancy.dueDay),
  noticeMonths: String(tenancy.noticeMonths),
  utilities: tenancy.utilities,
  houseRules: tenancy.houseRules,
});

/** The body the server checks (it says what is out of range, beside the field). */
export const termsOf = (draft: TermsDraft): TenancyTermsBody => ({
  dueDay: Number(draft.dueDay),
  noticeMonths: Number(draft.noticeMonths),
  utilities: draft.utilities,
  houseRules: draft.houseRules,
});

/** The due day, the notice, the utilities and the house rules: what the lister writes into the agreement. */
export function TermsFields({
  draft,
  onChange,
  errors,
  words,
  optional = false,
}: {
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  errors: Readonly<Record<string, string>>;
  words: AgreementWords;
  /** On accepting, every term may be left as the defaults. */
  optional?: boolean;
}) {
  const set = (change: Partial<TermsDraft>) => onChange({ ...draft, ...change });
  const suffix = optional ? ` ${words.optional}` : '';
  // An error may come keyed as the field or, on accepting, under `terms.`.
  const error = (name: keyof TermsDraft) => errors[name] ?? errors[`terms.${name}`];
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={words.dueDay + suffix}
          name="dueDay"
          type="number"
          inputMode="numeric"
          min={1}
          max={28}
          value={draft.dueDay}
          onChange={(event) => set({ dueDay: event.target.value })}
          error={error('dueDay')}
        />
        <TextField
          label={words.noticeMonths + suffix}
          name="noticeMonths"
          type="number"
          inputMode="numeric"
          min={1}
          max={6}
          value={draft.noticeMonths}
          onChange={(event) => set({ noticeMonths: event.target.value })}
          error={error('noticeMonths')}
        />
      </div>
      <TextAreaField
        label={words.utilities + suffix}
        name="utilities"
        maxLength={1000}
        value={draft.utilities}
        onChange={(event) => set({ utilities: event.target.value })}
        error={error('utilities')}
      />
      <TextAreaField
        label={words.houseRules + suffix}
        name="houseRules"
        maxLength={3000}
        value={draft.houseRules}
        onChange={(event) => set({ houseRules: event.target.value })}
        error={error('houseRules')}
      />
    </div>
  );
}
