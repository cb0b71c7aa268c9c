import { useId, useRef, type ReactNode } from 'react';
import { buttonStyles } from './button-styles';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Shown in red under the message, e.g. when the action failed. */
  error?: string | null;
  /** What the action needs besides a yes (deleting an account: the current password). */
  children?: ReactNode;
}

/** Asks before a destructive action; Cancel gets the focus so Enter is safe. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  children,
}: ConfirmDialogProps) {
  const messageId = useId();
  const errorId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      onClose={onCancel}
      labelledBy={messageId}
      describedBy={error ? errorId : undefined}
      initialFocus={cancelRef}
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
    >
      <div className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl">
        <p id={messageId} className="text-lg font-semibold text-stone-900">
          {message}
        </p>
        {children}
        {error ? (
          <p id={errorId} role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-3">
          <button ref={cancelRef} type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={buttonStyles.danger} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
