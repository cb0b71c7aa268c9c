import type { Tenancy } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { AgreeOrObject } from './agree-or-object';
import { moveOutTexts } from './move-out-texts';
import { PhotoStrip } from '../../components/photo-picker';
import { useTenancyDeductions } from './tenancies-api';
import { ksh, tenancyTime } from './tenancy-format';

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
  const answer = useTenancyDeductions(tenancy.id);
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
      <AgreeOrObject
        prompt={words.answerDeductions}
        agreeLabel={words.acceptDeductions}
        objectLabel={words.dispute}
        noteLabel={words.disputeNote}
        noteName="dispute-note"
        sendLabel={words.sendDispute}
        pending={answer.isPending}
        send={(note) => answer.mutateAsync(note === null ? { answer: 'accept' } : { answer: 'dispute', note })}
      />
    </div>
  );
}
