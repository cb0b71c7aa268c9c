import { useState } from 'react';
import type { Tenancy } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { moveInTexts, type MoveInWords } from './move-in-texts';
import { useCancelTenancy } from './tenancies-api';
import { ksh } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';

/** What the tenant gets back cancelling now, from the server's own figure; null when nothing was paid. */
export function RefundLine({ tenancy, words }: { tenancy: Tenancy; words: MoveInWords }) {
  const refund = tenancy.cancelRefund;
  if (!refund) return null;
  return (
    <p className="text-sm text-stone-700" data-cancel-refund>
      {words.refundNow(ksh(refund.deposit + refund.firstMonth))}{' '}
      {words.refundParts(ksh(refund.deposit), refund.firstMonth > 0 ? ksh(refund.firstMonth) : null)}
    </p>
  );
}

/**
 * "Cancel" before the keys, for either side: the dialog says what comes back (the tenant's
 * refund, or to a lister after payment that the tenant gets everything) and asks why.
 */
export function CancelTenancy({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveInTexts);
  const general = useTexts(tenancyTexts);
  const cancel = useCancelTenancy(tenancy.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const paid = tenancy.money.heldRent + tenancy.money.heldDeposit > 0;

  async function confirm() {
    setError(null);
    try {
      await cancel.mutateAsync(reason.trim() ? { reason: reason.trim() } : {});
      setOpen(false);
    } catch (failure) {
      const found = formErrorsOf(failure, general.failed);
      setError(found.fields.reason ?? found.form ?? general.failed);
    }
  }

  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        {tenancy.status === 'requested' ? words.cancelRequest : words.cancel}
      </button>
      {open ? (
        <ConfirmDialog
          message={words.cancelTitle}
          confirmLabel={words.cancelConfirm}
          cancelLabel={words.keep}
          busy={cancel.isPending}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            setError(null);
          }}
        >
          <div className="mt-3 space-y-3">
            {tenancy.role === 'tenant' ? <RefundLine tenancy={tenancy} words={words} /> : null}
            {tenancy.role === 'lister' && paid ? (
              <p className="text-sm text-stone-700">{words.cancelListerPaid}</p>
            ) : null}
            <TextField
              label={words.cancelReason}
              name="reason"
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
