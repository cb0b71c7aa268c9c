import './conversation-texts';
import { MESSAGE_MAX } from '@nyumba/domain';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The box a message is written in. Sending hands it to the outbox (outbox.ts), which
 * keeps it on the phone until the server has it: offline, it waits and says so.
 * Enter makes a new line on a phone's keyboard; Ctrl+Enter (or ⌘+Enter) sends.
 */
export function Composer({
  online,
  onSend,
  initial = '',
  busy = false,
}: {
  online: boolean;
  onSend: (text: string) => void;
  initial?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const id = useId();
  const counterId = useId();
  const trimmed = text.trim();
  const tooLong = text.length > MESSAGE_MAX;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || tooLong || busy) return;
    onSend(trimmed);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  }

  return (
    <form
      onSubmit={submit}
      className="sticky bottom-[calc(var(--bottom-bar-height)+env(safe-area-inset-bottom))] mt-4 space-y-1 border-t border-stone-200 bg-stone-50 py-2 lg:bottom-0"
    >
      {online ? null : (
        <p role="status" className="text-sm text-amber-800">
          {t('conversation.composer.offline')}
        </p>
      )}
      <label htmlFor={id} className="sr-only">
        {t('conversation.composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX + 200}
          placeholder={t('conversation.composer.placeholder')}
          aria-describedby={text.length > MESSAGE_MAX - 200 ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 resize-y rounded-2xl border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
        />
        <button type="submit" className="btn-primary shrink-0 px-4" disabled={!trimmed || tooLong || busy}>
          <Send aria-hidden="true" className="size-5" />
          {busy ? t('conversation.composer.sending') : t('conversation.composer.send')}
        </button>
      </div>
      {text.length > MESSAGE_MAX - 200 ? (
        <p id={counterId} className={`text-xs ${tooLong ? 'text-red-700' : 'text-stone-500'}`}>
          {t('conversation.composer.counter', { count: text.length, max: MESSAGE_MAX })}
        </p>
      ) : null}
    </form>
  );
}
