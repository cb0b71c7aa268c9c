import { useState } from 'react';
import { buttonStyles } from '../../components/button-styles';
import { FormError } from '../../components/form-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { moveOutTexts } from './move-out-texts';
import { tenancyTexts } from './tenancy-texts';
import { primaryButton } from './styles';

/**
 * One side's answer to what the other recorded: agree in one tap, or object with a note (the
 * lister on the move-in inventory, the tenant on the deductions). `send` gets null to agree,
 * or the note; a refusal shows above the buttons with nothing lost.
 */
export function AgreeOrObject({
  prompt,
  agreeLabel,
  objectLabel,
  noteLabel,
  noteName,
  sendLabel,
  noteRequired = false,
  pending,
  send,
}: {
  prompt: string;
  agreeLabel: string;
  objectLabel: string;
  noteLabel: string;
  noteName: string;
  sendLabel: string;
  /** Whether an objection needs words (a comment does; a dispute may say why later, to a moderator). */
  noteRequired?: boolean;
  pending: boolean;
  send: (note: string | null) => Promise<unknown>;
}) {
  const words = useTexts(moveOutTexts);
  const general = useTexts(tenancyTexts);
  const [objecting, setObjecting] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blocked = pending || (objecting && noteRequired && !note.trim());

  async function answer(withNote: string | null) {
    if (blocked) return;
    setError(null);
    try {
      await send(withNote);
    } catch (failure) {
      const found = formErrorsOf(failure, general.failed);
      setError(found.fields.note ?? found.form ?? general.failed);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-800">{prompt}</p>
      {objecting ? (
        <TextAreaField
          label={noteLabel}
          name={noteName}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      ) : null}
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          aria-disabled={blocked}
          onClick={() => void answer(objecting ? note.trim() : null)}
        >
          {pending ? words.sending : objecting ? sendLabel : agreeLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setObjecting(!objecting)}>
          {objecting ? words.back : objectLabel}
        </button>
      </div>
    </div>
  );
}
