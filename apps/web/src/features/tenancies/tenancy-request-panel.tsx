import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import {
  TENANCY_DEFAULT_DEPOSIT_MONTHS,
  TENANCY_MOVE_IN_FAR,
  TENANCY_MOVE_IN_MAX_DAYS,
  TENANCY_MOVE_IN_PAST,
  addDays,
  kenyaToday,
  type Listing,
} from '@nyumba/domain';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { SubmitButton } from '../../components/account-fields';
import { Field } from '../../components/field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { translateServerMessage, translateSentence } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { paths } from '../../paths';
import { selectCurrentUser, signInPath, useSessionStore } from '../auth';
import { requestTexts } from './request-texts';
import { useRequestTenancy } from './tenancies-api';
import { ksh } from './tenancy-format';

/** The lengths offered; none is "open-ended, until notice". */
const LENGTHS = [1, 2, 3, 4, 5, 6, 9, 12, 18, 24, 36, 48, 60];

/**
 * A rental's "Rent this home on Nyumba": the move-in date, how long, a message to the lister.
 * What is paid, and that Nyumba holds it, is said before asking; a move-in date the server
 * would refuse is flagged beside its field with the server's own sentence.
 */
export default function TenancyRequestPanel({ listing }: { listing: Listing }) {
  const words = useTexts(requestTexts);
  const user = useSessionStore(selectCurrentUser);
  const location = useLocation();
  const request = useRequestTenancy();
  const today = kenyaToday();
  const last = addDays(today, TENANCY_MOVE_IN_MAX_DAYS);
  const [moveIn, setMoveIn] = useState('');
  const [months, setMonths] = useState('');
  const [message, setMessage] = useState(words.defaultMessage);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // The figures the agreement will fix on accepting: the listing's rent and deposit months.
  const depositMonths = listing.depositMonths ?? TENANCY_DEFAULT_DEPOSIT_MONTHS;
  const deposit = listing.price * depositMonths;
  const dateProblem =
    moveIn && moveIn < today
      ? translateSentence('tenancy.move-in-past', TENANCY_MOVE_IN_PAST)
      : moveIn > last
        ? translateServerMessage(TENANCY_MOVE_IN_FAR, 'tenancy.move-in-far', { days: TENANCY_MOVE_IN_MAX_DAYS })
        : undefined;
  const failure = request.error instanceof ApiError ? request.error.code : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    if (dateProblem) return;
    if (!moveIn) {
      setErrors({ form: null, fields: { moveIn: translateSentence('tenancy.move-in-past', TENANCY_MOVE_IN_PAST) } });
      return;
    }
    try {
      await request.mutateAsync({ listingId: listing._id, moveIn, months: months ? Number(months) : null, message });
    } catch (error) {
      setErrors(formErrorsOf(error, words.failed));
    }
  }

  const sent = request.data;
  return (
    <section
      aria-labelledby="tenancy-request-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="tenancy-request-title" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-brand-700" />
        {words.title}
      </h2>
      <div className="flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-800" />
        <p>
          <strong className="font-semibold">{words.protectedTitle}.</strong> {words.protectedBody}
        </p>
      </div>
      <p className="text-sm text-stone-700" data-tenancy-figures>
        {deposit > 0
          ? words.figures(ksh(listing.price), ksh(deposit), depositMonths, ksh(listing.price + deposit))
          : words.noDeposit(ksh(listing.price))}
      </p>
      {sent ? (
        <div role="status" className="space-y-2 rounded-xl bg-brand-50 p-3 text-brand-900">
          <p>{sent.message}</p>
          <Link to={paths.tenancy(sent.tenancy.id)} className="font-semibold underline">
            {words.openTenancy}
          </Link>
        </div>
      ) : !user ? (
        <Link to={signInPath(location.pathname)} className="btn-primary w-full">
          {words.signIn}
        </Link>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
          <TextField
            label={words.moveIn}
            name="moveIn"
            type="date"
            required
            min={today}
            max={last}
            value={moveIn}
            onChange={(event) => {
              setErrors(NO_ERRORS);
              setMoveIn(event.target.value);
            }}
            error={dateProblem ?? errors.fields.moveIn}
          />
          <Field label={words.length} error={errors.fields.months}>
            {(control) => (
              <select
                {...control}
                name="months"
                value={months}
                onChange={(event) => setMonths(event.target.value)}
                className="mt-1.5 block min-h-12 w-full rounded-xl border border-stone-500 bg-white px-3 text-base text-stone-900"
              >
                <option value="">{words.openEnded}</option>
                {LENGTHS.map((n) => (
                  <option key={n} value={n}>
                    {words.monthsOption(n)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextAreaField
            label={words.message}
            name="message"
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.fields.message}
          />
          <p className="text-sm text-stone-600">{words.cancelRule}</p>
          {errors.form ? (
            <div role="alert" className="space-y-1 text-sm font-medium text-red-700">
              <p>{errors.form}</p>
              {/* The refusals a person can act on at once get the way to do it. */}
              {failure === 'tenancy.needs-number' ? (
                <Link to={paths.settings} className="font-semibold text-brand-800 underline">
                  {words.proveNumber}
                </Link>
              ) : failure === 'tenancy.one-waiting' ? (
                <Link to={paths.tenancies} className="font-semibold text-brand-800 underline">
                  {words.myTenancies}
                </Link>
              ) : null}
            </div>
          ) : null}
          <SubmitButton busy={request.isPending} label={words.send} busyLabel={words.sending} />
        </form>
      )}
    </section>
  );
}
