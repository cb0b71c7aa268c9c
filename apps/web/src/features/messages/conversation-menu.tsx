import './conversation-texts';
import type { ConversationResponse } from '@nyumba/domain';
import { EllipsisVertical } from 'lucide-react';
import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { notify } from '../../components/app-toast';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useTranslation } from '../../i18n/use-translation';
import { useOutsidePress } from '../../lib/use-outside-press';
import { useArchive, useBlock } from './messages-api';

import { ReportDialog } from '../moderation';

const item = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left hover:bg-stone-100';

/** Archive (or back to the inbox), block or unblock the other person, report the conversation. */
export function ConversationMenu({ conversation }: { conversation: ConversationResponse['conversation'] }) {
  const { t } = useTranslation();
  const archive = useArchive(conversation.id);
  const block = useBlock(conversation.id);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  useOutsidePress(box, open, () => setOpen(false));
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const name = conversation.other.name;
  const blockedByMe = conversation.blocked === 'by-me';

  return (
    <>
      <div className="relative" ref={box} onKeyDown={onKeyDown}>
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={t('conversation.menu.label')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </button>
        <ul
          id={menuId}
          hidden={!open}
          className="absolute right-0 z-20 mt-1 w-64 rounded-2xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          <li>
            <button
              type="button"
              className={item}
              onClick={choose(() =>
                archive.mutate(!conversation.archived, {
                  onSuccess: () =>
                    notify(conversation.archived ? t('conversation.menu.restored') : t('conversation.menu.archived')),
                }),
              )}
            >
              {conversation.archived ? t('conversation.menu.unarchive') : t('conversation.menu.archive')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={item}
              onClick={choose(() =>
                blockedByMe
                  ? block.mutate(false, { onSuccess: () => notify(t('conversation.menu.unblocked', { name })) })
                  : setConfirming(true),
              )}
            >
              {blockedByMe ? t('conversation.menu.unblock', { name }) : t('conversation.menu.block', { name })}
            </button>
          </li>
          <li>
            <button type="button" className={`${item} text-red-700`} onClick={choose(() => setReporting(true))}>
              {t('messages.menu.report')}
            </button>
          </li>
        </ul>
      </div>
      {confirming ? (
        <ConfirmDialog
          message={t('conversation.menu.blockConfirm', { name })}
          confirmLabel={t('conversation.menu.block', { name })}
          cancelLabel={t('conversation.link.cancel')}
          busy={block.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            block.mutate(true, {
              onSuccess: () => {
                setConfirming(false);
                notify(t('conversation.menu.blocked', { name }));
              },
            })
          }
        />
      ) : null}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog kind="conversation" id={conversation.id} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
