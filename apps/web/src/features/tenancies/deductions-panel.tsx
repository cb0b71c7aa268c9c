import { useState } from 'react';
import type { Tenancy } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { FormError } from '../../components/form-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { moveOutTexts } from './move-out-texts';
import { PhotoStrip } from './room-photos';
import { useTenancyDeductions } from './tenancies-api';
import { ksh, tenancyTime } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';
import { primaryButton } from './styles';

type Deductions = NonNullable<Tenancy['deductions']>;

/** The deductions the lister proposed: each amount and reason (and photos), the total, and the tenant's answer. */
export function DeductionsView({ tenancy, deductions }: { tenancy: Tenancy; deductions: Deductions }) {
  const words = useTexts(moveOutTexts);
  return (
    <div className="space-y-2" data-testid="deductions">
      {deductions.items.length === 0 ? (
        <p className="text-sm text-stone-800">{words.noDeductions}</p>
      ) : (
        <>
          <p className="text-sm text-stone-800">
            {words.deductionsProposed(ksh(deductions.total), tenancyTime(deductions.at))}
          </p>
          <ul className="space-y-2">
            {deductions.items.map((item, index) => (
              <li key={index} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
                <p>
                  <span className="font-semibold text-stone-900">{ksh(item.amount)}</span> · {item.reason}
                </p>
                <PhotoStrip photos={item.photos} alt={(n) => words.photoOf(item.reason, n)} />
              </li>
            ))}
          </ul>
          <p className="text-sm font-semibold text-stone-900">
            {words.totalOf(
              ksh(deductions.total),
              ksh(tenancy.deposit),
              ksh(Math.max(0, tenancy.deposit - deductions.total)),
            )}
          </p>
        </>
      )}
      {deductions.answer ? (
        <p className="text-sm text-stone-800">{words.deductionsAnswered[deductions.answer]}</p>
      ) : null}
      {deductions.note ? <p className="text-sm text-stone-700">{words.noteSaid(deductions.note)}</p> : null}
    </div>
  );
}

/** The tenant accepts the deductions, or disputes them with a note and a moderator decides. */
export function DeductionsAnswer({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveOutTexts);
  const general = useTexts(tenancyTexts);
  const answer = useTenancyDeductions(tenancy.id);
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(body: { answer: 'accept' | 'dispute'; note?: string }) {
    if (answer.isPending) return;
    setError(null);
    try {
      await answer.mutateAsync(body);
    } catch (failure) {
      const found = formErrorsOf(failure, general.failed);
      setError(found.fields.note ?? found.form ?? general.failed);
    }
  }

  return (
    <div className="space-y-3">
      {tenancy.deductions ? (
        <p className="text-sm font-semibold text-stone-900">
          {words.totalOf(
            ksh(tenancy.deductions.total),
            ksh(tenancy.deposit),
            ksh(Math.max(0, tenancy.deposit - tenancy.deductions.total)),
          )}
        </p>
      ) : null}
      <p className="text-sm text-stone-800">{words.answerDeductions}</p>
      {disputing ? (
        <TextAreaField
          label={words.disputeNote}
          name="dispute-note"
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      ) : null}
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        {disputing ? (
          <>
            <button
              type="button"
              className={primaryButton}
              aria-disabled={answer.isPending}
              onClick={() => void send({ answer: 'dispute', note: note.trim() })}
            >
              {answer.isPending ? words.sending : words.sendDispute}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setDisputing(false)}>
              {words.back}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={primaryButton}
              aria-disabled={answer.isPending}
              onClick={() => void send({ answer: 'accept' })}
            >
              {answer.isPending ? words.sending : words.acceptDeductions}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setDisputing(true)}>
              {words.dispute}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
