import { useState, type FormEvent } from 'react';
import { kenyaToday, type Tenancy } from '@nyumba/domain';
import { SubmitButton } from '../../components/account-fields';
import { FormError } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { moveOutTexts } from './move-out-texts';
import { useTenancyNotice } from './tenancies-api';
import { addMonths, tenancyDay, tenancyTime } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';

/**
 * Notice: who gave it and the move-out date; the form to give it (the signed period, said with
 * the earliest date one side may give alone); and, when one side asked for an earlier date
 * the other has not agreed, the other's "Agree to this date" (it sends the same date).
 */
export function NoticePanel({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveOutTexts);
  const notice = tenancy.notice;
  const party = tenancy.role === 'tenant' || tenancy.role === 'lister';
  const noticeEnds = notice ? addMonths(kenyaToday(new Date(notice.at)), tenancy.noticeMonths) : null;
  const earlier = Boolean(notice && !notice.agreed && tenancy.moveOut && noticeEnds && tenancy.moveOut < noticeEnds);
  return (
    <div className="space-y-3">
      {notice && tenancy.moveOut ? (
        <p className="text-sm text-stone-800">
          {words.noticeBy(words.side[notice.by], tenancyTime(notice.at), tenancyDay(tenancy.moveOut))}{' '}
          {notice.agreed ? words.noticeAgreed : null}
        </p>
      ) : null}
      {earlier && party && notice!.by !== tenancy.role ? (
        <>
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
            {words.noticeProposed(words.side[notice!.by], tenancyDay(tenancy.moveOut!))}
          </p>
          <NoticeForm tenancy={tenancy} agreeTo={tenancy.moveOut!} />
        </>
      ) : null}
      {!notice && party && tenancy.status === 'moved-in' ? <NoticeForm tenancy={tenancy} /> : null}
    </div>
  );
}

function NoticeForm({ tenancy, agreeTo }: { tenancy: Tenancy; agreeTo?: string }) {
  const words = useTexts(moveOutTexts);
  const general = useTexts(tenancyTexts);
  const give = useTenancyNotice(tenancy.id);
  const today = kenyaToday();
  const earliest = addMonths(today, tenancy.noticeMonths);
  const [moveOut, setMoveOut] = useState(agreeTo ?? earliest);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [said, setSaid] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const answer = await give.mutateAsync({ moveOut });
      setSaid(answer.message ?? null);
    } catch (failure) {
      setErrors(formErrorsOf(failure, general.failed));
    }
  }

  if (said) {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        {said}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {agreeTo ? null : (
        <>
          <h4 className="font-semibold text-stone-900">{words.noticeTitle}</h4>
          <p className="text-sm text-stone-700">
            {words.noticeRule(general.noticeMonths(tenancy.noticeMonths), tenancyDay(earliest))}
          </p>
          <TextField
            label={words.noticeDate}
            name="moveOut"
            type="date"
            min={today}
            value={moveOut}
            onChange={(event) => setMoveOut(event.target.value)}
            error={errors.fields.moveOut}
          />
        </>
      )}
      <FormError message={errors.form} />
      <SubmitButton
        busy={give.isPending}
        label={agreeTo ? words.agreeDate : words.giveNotice}
        busyLabel={words.sending}
        className="btn-primary"
      />
    </form>
  );
}
