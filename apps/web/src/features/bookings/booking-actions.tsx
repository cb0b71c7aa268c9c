import { useState } from 'react';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { formErrorsOf } from '../../lib/form-errors';

interface CancelWords {
  cancel: string;
  cancelTitle: string;
  cancelReason: string;
  cancelConfirm: string;
  keep: string;
  answerFailed: string;
}

/**
 * "Cancel" on a booking (a stay or a viewing): asks why, in a dialog, and says so if the
 * cancel did not go through. `run` cancels with the reason given.
 */
export function CancelBooking({
  words,
  busy,
  run,
  consequence,
}: {
  words: CancelWords;
  busy: boolean;
  run: (reason: string) => Promise<unknown>;
  /** What cancelling does to money already paid, said before confirming ("You get KSH 4,000 back…"). */
  consequence?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await run(reason);
      setOpen(false);
    } catch (failure) {
      const errors = formErrorsOf(failure, words.answerFailed);
      setError(errors.fields.reason ?? errors.form ?? words.answerFailed);
    }
  }

  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        {words.cancel}
      </button>
      {open ? (
        <ConfirmDialog
          message={words.cancelTitle}
          confirmLabel={words.cancelConfirm}
          cancelLabel={words.keep}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            setError(null);
          }}
        >
          {consequence ? (
            <p className="text-sm font-medium text-stone-900" data-testid="cancel-consequence">
              {consequence}
            </p>
          ) : null}
          <TextField
            label={words.cancelReason}
            name="reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
