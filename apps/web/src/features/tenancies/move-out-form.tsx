import { useState, type FormEvent } from 'react';
import { TENANCY_DEDUCTIONS_TOO_MUCH, kenyaToday, type Tenancy } from '@nyumba/domain';
import { Trash2 } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { FormError } from '../../components/form-dialog';
import { SubmitButton } from '../../components/account-fields';
import { TextField } from '../../components/text-field';
import { translateSentence } from '../../i18n';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { InventoryRooms, ListError, roomProblems, roomsOf, type RoomDraft } from './inventory-form';
import { moveInTexts } from './move-in-texts';
import { moveOutTexts } from './move-out-texts';
import { RoomPhotos } from '../../components/photo-picker';
import { useTenancyMoveOut } from './tenancies-api';
import { ksh, tenancyDay } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';

interface DeductionDraft {
  key: number;
  amount: string;
  reason: string;
  photos: string[];
}

let nextKey = 0;
const newDeduction = (): DeductionDraft => ({ key: (nextKey += 1), amount: '', reason: '', photos: [] });

/** The rooms as at move-in, to start the move-out inventory from (the lister changes what changed). */
const roomsAtMoveIn = (tenancy: Tenancy): RoomDraft[] =>
  (tenancy.inventoryIn?.rooms ?? []).map((room) => ({ key: (nextKey += 1), ...room, photos: [] }));

/**
 * The lister, from the move-out date: the rooms as left (or as at move-in) and deductions from
 * the deposit, each with its reason. The total is added up as it is typed and one above the
 * deposit is refused here, before sending, in the server's own words.
 */
export function MoveOutForm({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveOutTexts);
  const roomWords = useTexts(moveInTexts);
  const general = useTexts(tenancyTexts);
  const record = useTenancyMoveOut(tenancy.id);
  const [same, setSame] = useState(true);
  const [rooms, setRooms] = useState<RoomDraft[]>(() => roomsAtMoveIn(tenancy));
  const [deductions, setDeductions] = useState<DeductionDraft[]>([]);
  const [uploads, setUploads] = useState(0);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  if (!tenancy.moveOut || kenyaToday() < tenancy.moveOut) {
    return tenancy.moveOut ? (
      <p className="text-sm text-stone-800">{words.moveOutFrom(tenancyDay(tenancy.moveOut))}</p>
    ) : null;
  }

  const total = deductions.reduce((sum, item) => sum + (Number(item.amount) || 0), 0);
  const tooMuch = total > tenancy.deposit;
  const change = (key: number, update: Partial<DeductionDraft> | ((item: DeductionDraft) => DeductionDraft)) =>
    setDeductions((all) =>
      all.map((item) =>
        item.key === key ? (typeof update === 'function' ? update(item) : { ...item, ...update }) : item,
      ),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tooMuch || uploads > 0) return;
    const problems = same ? {} : roomProblems(rooms);
    deductions.forEach((item, index) => {
      if (!(Number(item.amount) >= 1) || !Number.isInteger(Number(item.amount)))
        problems[`deductions.${index}.amount`] = translateSentence(
          'tenancy.deduction-amount',
          'A deduction is a whole number of shillings, at least 1',
        );
      if (!item.reason.trim())
        problems[`deductions.${index}.reason`] = translateSentence(
          'tenancy.deduction-reason',
          'Say what each deduction is for',
        );
    });
    if (Object.keys(problems).length) {
      setErrors({ form: null, fields: problems });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await record.mutateAsync({
        ...(same ? {} : { inventory: roomsOf(rooms) }),
        deductions: deductions.map((item) => ({
          amount: Number(item.amount),
          reason: item.reason.trim(),
          photos: item.photos,
        })),
      });
    } catch (failure) {
      setErrors(formErrorsOf(failure, general.failed));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-labelledby="move-out-title">
      <h4 id="move-out-title" className="font-semibold text-stone-900">
        {words.moveOutTitle}
      </h4>
      <p className="text-sm text-stone-700">{words.moveOutIntro(ksh(tenancy.deposit))}</p>
      {tenancy.inventoryIn ? (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-emerald-800"
            checked={same}
            onChange={(e) => setSame(e.target.checked)}
          />
          <span className="text-stone-900">{words.sameRooms}</span>
        </label>
      ) : null}
      {same && tenancy.inventoryIn ? null : (
        <InventoryRooms
          rooms={rooms}
          onChange={setRooms}
          errors={errors.fields}
          onUploading={(n) => setUploads((count) => count + n)}
          words={roomWords}
        />
      )}
      <fieldset className="space-y-3">
        <legend className="font-semibold text-stone-900">{words.deductionsTitle}</legend>
        <ol className="space-y-3">
          {deductions.map((item, index) => (
            <li key={item.key} className="space-y-3 rounded-xl border border-stone-300 bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold text-stone-900">{words.deductionNumber(index + 1)}</p>
                <button
                  type="button"
                  className={buttonStyles.icon}
                  aria-label={words.removeDeduction(index + 1)}
                  onClick={() => setDeductions((all) => all.filter((one) => one.key !== item.key))}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
                <TextField
                  label={words.amount}
                  name={`amount-${index}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={item.amount}
                  onChange={(event) => change(item.key, { amount: event.target.value })}
                  error={errors.fields[`deductions.${index}.amount`]}
                />
                <TextField
                  label={words.reason}
                  name={`reason-${index}`}
                  maxLength={500}
                  value={item.reason}
                  onChange={(event) => change(item.key, { reason: event.target.value })}
                  error={errors.fields[`deductions.${index}.reason`]}
                />
              </div>
              <RoomPhotos
                room={item.reason}
                photos={item.photos}
                onAdd={(url) => change(item.key, (one) => ({ ...one, photos: [...one.photos, url] }))}
                onRemove={(at) =>
                  change(item.key, (one) => ({ ...one, photos: one.photos.filter((_, i) => i !== at) }))
                }
                onUploading={(n) => setUploads((count) => count + n)}
                words={roomWords}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setDeductions((all) => [...all, newDeduction()])}
        >
          {words.addDeduction}
        </button>
      </fieldset>
      <div aria-live="polite" className="text-sm">
        {tooMuch ? (
          <p className="font-medium text-red-700">
            {translateSentence('tenancy.deductions-too-much', TENANCY_DEDUCTIONS_TOO_MUCH)}.{' '}
            {words.tooMuch(ksh(tenancy.deposit))}
          </p>
        ) : deductions.length === 0 ? (
          <p className="text-stone-800">{words.noDeductions}</p>
        ) : (
          <p className="font-semibold text-stone-900" data-deductions-total>
            {words.totalOf(ksh(total), ksh(tenancy.deposit), ksh(tenancy.deposit - total))}
          </p>
        )}
      </div>
      <ListError fields={errors.fields} name="deductions" />
      <FormError message={errors.form} />
      <SubmitButton
        busy={record.isPending || uploads > 0}
        label={words.record}
        busyLabel={uploads > 0 ? roomWords.uploading : words.recording}
        className="btn-primary"
      />
    </form>
  );
}
