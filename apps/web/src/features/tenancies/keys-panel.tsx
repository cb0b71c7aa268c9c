import { useState, type FormEvent } from 'react';
import { kenyaToday, type Tenancy } from '@nyumba/domain';
import { FormActions } from '../../components/form-dialog';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { CancelTenancy, RefundLine } from './cancel-tenancy';
import { InventoryRooms, ListError, newRoom, roomProblems, roomsOf, type RoomDraft } from './inventory-form';
import { moveInTexts } from './move-in-texts';
import { ReportProblem } from './problem-form';
import { useTenancyKeys } from './tenancies-api';
import { tenancyDay, tenancyTime } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';

/**
 * A paid tenancy, as its tenant sees it: from the move-in date "I have the keys" with the
 * room-by-room inventory (confirming pays the first month to the lister); until the keys,
 * "Report a problem" and "Cancel", the refund said beside it.
 */
export function KeysPanel({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveInTexts);
  const [open, setOpen] = useState(false);
  const arrived = kenyaToday() >= tenancy.moveIn;
  return (
    <div className="space-y-3">
      {open ? (
        <KeysForm tenancy={tenancy} onClose={() => setOpen(false)} />
      ) : (
        <>
          <p className="text-sm text-stone-800">{words.keysFrom(tenancyDay(tenancy.moveIn))}</p>
          {tenancy.releaseAt ? (
            <p className="text-sm text-stone-600">{words.keysRelease(tenancyTime(tenancy.releaseAt))}</p>
          ) : null}
          <RefundLine tenancy={tenancy} words={words} />
          <div className="flex flex-wrap gap-2">
            {arrived ? (
              <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
                {words.haveKeys}
              </button>
            ) : null}
            <ReportProblem tenancy={tenancy} />
            <CancelTenancy tenancy={tenancy} />
          </div>
        </>
      )}
    </div>
  );
}

function KeysForm({ tenancy, onClose }: { tenancy: Tenancy; onClose: () => void }) {
  const words = useTexts(moveInTexts);
  const general = useTexts(tenancyTexts);
  const keys = useTenancyKeys(tenancy.id);
  const [rooms, setRooms] = useState<RoomDraft[]>(() => words.defaultRooms.map((name) => newRoom(name)));
  const [uploads, setUploads] = useState(0);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploads > 0) return;
    const problems = roomProblems(rooms);
    if (Object.keys(problems).length) {
      setErrors({ form: null, fields: problems });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await keys.mutateAsync({ inventory: roomsOf(rooms) });
    } catch (failure) {
      setErrors(formErrorsOf(failure, general.failed));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-labelledby="keys-form-title">
      <h4 id="keys-form-title" className="font-semibold text-stone-900">
        {words.inventoryTitle}
      </h4>
      <p className="text-sm text-stone-700">{words.inventoryIntro}</p>
      <InventoryRooms
        rooms={rooms}
        onChange={(update) => {
          setErrors(NO_ERRORS);
          setRooms(update);
        }}
        errors={errors.fields}
        onUploading={(change) => setUploads((n) => n + change)}
        words={words}
      />
      <ListError fields={errors.fields} name="inventory" />
      <FormActions
        error={errors.form}
        cancelLabel={words.back}
        onCancel={onClose}
        busy={keys.isPending || uploads > 0}
        label={words.confirmKeys}
        busyLabel={uploads > 0 ? words.uploading : words.confirming}
      />
    </form>
  );
}
