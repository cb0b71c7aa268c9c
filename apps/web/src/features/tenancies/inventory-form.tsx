import { useId } from 'react';
import { INVENTORY_CONDITIONS, type InventoryRoom } from '@nyumba/domain';
import { Trash2 } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { translateSentence } from '../../i18n';
import type { MoveInWords } from './move-in-texts';
import { RoomPhotos } from '../../components/photo-picker';

type Condition = InventoryRoom['condition'];

/** A room as typed: no condition until one is chosen, so nobody records "good" by not looking. */
export interface RoomDraft {
  key: number;
  room: string;
  condition: Condition | null;
  notes: string;
  photos: string[];
}

/** At most this many rooms (tenancy.ts). */
const MAX_ROOMS = 30;

let nextKey = 0;
export const newRoom = (room = ''): RoomDraft => ({
  key: (nextKey += 1),
  room,
  condition: null,
  notes: '',
  photos: [],
});

/** The server's checks said first, in its own words, keyed as its answer keys them (`inventory.0.room`). */
export function roomProblems(rooms: readonly RoomDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  rooms.forEach((draft, index) => {
    if (!draft.room.trim())
      problems[`inventory.${index}.room`] = translateSentence('tenancy.name-room', 'Name the room');
    if (!draft.condition)
      problems[`inventory.${index}.condition`] = translateSentence(
        'tenancy.room-condition',
        'Choose good, fair, poor or damaged',
      );
  });
  return problems;
}

/** The rooms as the body has them, once every room names itself and its condition. */
export const roomsOf = (rooms: readonly RoomDraft[]): InventoryRoom[] =>
  rooms.map((draft) => ({
    room: draft.room.trim(),
    condition: draft.condition!,
    notes: draft.notes.trim(),
    photos: draft.photos,
  }));

/**
 * The rooms of an inventory, room by room: its name, its condition (four choices a thumb can
 * hit), notes and photos; rooms added and taken out. The caller sends them.
 */
export function InventoryRooms({
  rooms,
  onChange,
  errors,
  onUploading,
  words,
}: {
  rooms: RoomDraft[];
  onChange: (update: (rooms: RoomDraft[]) => RoomDraft[]) => void;
  errors: Readonly<Record<string, string>>;
  onUploading: (change: 1 | -1) => void;
  words: MoveInWords;
}) {
  const change = (key: number, update: (draft: RoomDraft) => RoomDraft) =>
    onChange((all) => all.map((draft) => (draft.key === key ? update(draft) : draft)));
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {rooms.map((draft, index) => (
          <li key={draft.key} className="space-y-3 rounded-xl border border-stone-300 bg-white p-3">
            <div className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={words.roomNumber(index + 1)}
                name={`room-${index}`}
                maxLength={60}
                value={draft.room}
                onChange={(event) => change(draft.key, (room) => ({ ...room, room: event.target.value }))}
                error={errors[`inventory.${index}.room`]}
              />
              {rooms.length > 1 ? (
                <button
                  type="button"
                  className={buttonStyles.icon}
                  aria-label={words.removeRoom(draft.room.trim() || words.roomNumber(index + 1))}
                  onClick={() => onChange((all) => all.filter((room) => room.key !== draft.key))}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              ) : null}
            </div>
            <ConditionChoice
              value={draft.condition}
              onChange={(condition) => change(draft.key, (room) => ({ ...room, condition }))}
              error={errors[`inventory.${index}.condition`]}
              words={words}
            />
            <TextAreaField
              label={words.notes}
              name={`notes-${index}`}
              maxLength={1000}
              rows={2}
              value={draft.notes}
              onChange={(event) => change(draft.key, (room) => ({ ...room, notes: event.target.value }))}
              error={errors[`inventory.${index}.notes`]}
            />
            <RoomPhotos
              room={draft.room}
              photos={draft.photos}
              onAdd={(url) => change(draft.key, (room) => ({ ...room, photos: [...room.photos, url] }))}
              onRemove={(at) =>
                change(draft.key, (room) => ({ ...room, photos: room.photos.filter((_, i) => i !== at) }))
              }
              onUploading={onUploading}
              words={words}
            />
            {errors[`inventory.${index}.photos`] ? (
              <p className="text-sm font-medium text-red-700">{errors[`inventory.${index}.photos`]}</p>
            ) : null}
          </li>
        ))}
      </ol>
      {rooms.length < MAX_ROOMS ? (
        <button type="button" className={buttonStyles.secondary} onClick={() => onChange((all) => [...all, newRoom()])}>
          {words.addRoom}
        </button>
      ) : null}
    </div>
  );
}

/** Good, fair, poor or damaged: radio buttons side by side, each a 44 px target. */
function ConditionChoice({
  value,
  onChange,
  error,
  words,
}: {
  value: Condition | null;
  onChange: (condition: Condition) => void;
  error: string | undefined;
  words: MoveInWords;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-800">{words.condition}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {INVENTORY_CONDITIONS.map((condition) => (
          <label
            key={condition}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={condition}
              checked={value === condition}
              onChange={() => onChange(condition)}
              className="size-5 accent-emerald-800"
            />
            <span className="text-stone-900">{words.conditions[condition]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A list's own error ("Record at least one room"), not one of its items' (those show beside their fields). */
export function ListError({ fields, name }: { fields: Readonly<Record<string, string>>; name: string }) {
  const own = fields[name];
  const items = Object.keys(fields).some((key) => key.startsWith(`${name}.`));
  return own && !items ? <p className="text-sm font-medium text-red-700">{own}</p> : null;
}
