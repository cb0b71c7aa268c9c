import type { Tenancy } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { AgreeOrObject } from './agree-or-object';
import { moveInTexts } from './move-in-texts';
import { moveOutTexts } from './move-out-texts';
import { PhotoStrip } from '../../components/photo-picker';
import { useInventoryAnswer } from './tenancies-api';
import { tenancyTime } from './tenancy-format';

type Inventory = NonNullable<Tenancy['inventoryIn']>;

const CONDITION_TONE = {
  good: 'bg-emerald-100 text-emerald-900',
  fair: 'bg-stone-200 text-stone-800',
  poor: 'bg-amber-100 text-amber-900',
  damaged: 'bg-red-100 text-red-900',
} as const;

/** An inventory as recorded: each room, its condition, notes and photos (each opens full size). */
export function InventoryView({ inventory }: { inventory: Inventory }) {
  const words = useTexts(moveInTexts);
  const out = useTexts(moveOutTexts);
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">{out.recorded(tenancyTime(inventory.recordedAt))}</p>
      <ul className="space-y-2">
        {inventory.rooms.map((room, index) => (
          <li key={index} className="space-y-1 rounded-xl border border-stone-200 bg-white p-3">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-stone-900">{room.room}</span>
              <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${CONDITION_TONE[room.condition]}`}>
                {words.conditions[room.condition]}
              </span>
            </p>
            {room.notes ? <p className="text-sm break-words whitespace-pre-line text-stone-700">{room.notes}</p> : null}
            <PhotoStrip photos={room.photos} alt={(n) => out.photoOf(room.room, n)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The lister's answer on the move-in inventory, as both sides read it. */
export function InventoryAnswerLine({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveOutTexts);
  const answer = tenancy.inventoryAnswer;
  if (!answer) return null;
  return (
    <p className="text-sm text-stone-800">
      {answer.answer === 'countersign'
        ? words.countersigned(tenancyTime(answer.at))
        : words.commented(tenancyTime(answer.at), answer.note)}
    </p>
  );
}

/** The lister countersigns the tenant's move-in inventory, or comments on what is not right. */
export function InventoryAnswer({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(moveOutTexts);
  const answer = useInventoryAnswer(tenancy.id);
  return (
    <AgreeOrObject
      prompt={words.answerInventory}
      agreeLabel={words.countersign}
      objectLabel={words.comment}
      noteLabel={words.commentLabel}
      noteName="inventory-comment"
      sendLabel={words.sendComment}
      noteRequired
      pending={answer.isPending}
      send={(note) => answer.mutateAsync(note === null ? { answer: 'countersign' } : { answer: 'comment', note })}
    />
  );
}
