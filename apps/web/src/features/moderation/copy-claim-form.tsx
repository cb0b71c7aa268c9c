import { claimCopyOriginal, type CopyClaimBody } from '@nyumba/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/button-styles';
import { TextAreaField } from '../../components/text-area-field';

import { useTranslation, useTexts } from '../../i18n/use-translation';
import { call } from '../../lib/api-client';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { shieldTexts } from './shield-texts';

/**
 * On a listing held as a copy, for its lister: "these photos and words are mine", with a
 * note the moderator reads beside the two listings and their dates. Drawn only for a held
 * listing's owner, so it loads on its own.
 */
export function CopyClaimForm({ listingId }: { listingId: string }) {
  useTranslation();
  const words = useTexts(shieldTexts);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: (body: CopyClaimBody) => call(claimCopyOriginal, { params: { id: listingId }, body }),
  });
  const errors = send.error ? formErrorsOf(send.error, words.claimFailed) : NO_ERRORS;

  if (send.isSuccess)
    return (
      <p role="status" className="mt-2 font-medium text-emerald-800">
        {send.data.message}
      </p>
    );
  if (!open)
    return (
      <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={() => setOpen(true)}>
        {words.claimOpen}
      </button>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate({ note });
  };
  return (
    <form className="mt-2 space-y-2" onSubmit={submit} noValidate>
      <TextAreaField
        name="note"
        label={words.claimLabel}
        hint={words.claimHint}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.fields.note}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={send.isPending} className="btn-primary">
        {words.claimSend}
      </button>
    </form>
  );
}
