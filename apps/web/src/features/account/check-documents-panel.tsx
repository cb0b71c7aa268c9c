import './account-texts';
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Trash2, Upload } from 'lucide-react';
import {
  CHECK_DOCUMENT_KINDS,
  CHECK_DOCUMENT_MAX_BYTES,
  myCheckDocuments,
  type CheckDocument,
  type CheckDocumentKind,
} from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { queryKey } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { kenyaDay } from '../../components/lister-standing';
import { fetchCheckDocuments, removeDocument, uploadDocument } from './standing-api';

/** What the server takes (check-documents.ts): a phone photo or a scan. */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const documentsKey = queryKey(myCheckDocuments, {});

/** "340 KB", "1.2 MB": enough to tell two uploads apart. */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The server's sentence, whether it came as the form's message or as the file field's. */
function said(error: unknown, fallback: string): string {
  const errors = formErrorsOf(error, fallback);
  return errors.form ?? Object.values(errors.fields)[0] ?? fallback;
}

/**
 * Documents for a moderator's check (issue 58): an agent's practising certificate, a bnb's
 * TRA licence, a landlord's proof of ownership. Sensitive papers, so the panel says who can
 * open them and when they go. Buttons only, no form: it sits inside the profile's form.
 */
export function CheckDocumentsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<CheckDocumentKind>('earb-certificate');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = useQuery({ queryKey: documentsKey, queryFn: ({ signal }) => fetchCheckDocuments(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKey });

  const upload = useMutation({
    mutationFn: ({ chosen, picked }: { chosen: CheckDocumentKind; picked: File }) => uploadDocument(chosen, picked),
    onSuccess: () => {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeDocument, onSettled: refresh });

  function send() {
    upload.reset();
    // Checked here too, so a slow connection does not carry 20 MB only to be refused.
    if (!file) return setProblem(t('account.documents.chooseFile'));
    if (file.size > CHECK_DOCUMENT_MAX_BYTES) return setProblem(t('account.documents.tooBig'));
    setProblem(null);
    upload.mutate({ chosen: kind, picked: file });
  }

  const error =
    problem ??
    (upload.error ? said(upload.error, t('account.documents.failed')) : null) ??
    (remove.error ? said(remove.error, t('account.documents.deleteFailed')) : null);

  return (
    <section aria-labelledby="check-documents-title" className="space-y-3 rounded-xl bg-stone-50 p-3">
      <h3 id="check-documents-title" className="font-semibold text-stone-900">
        {t('account.documents.title')}
      </h3>
      <p className="text-sm text-stone-700">{t('account.documents.intro')}</p>
      <p className="text-sm font-medium text-stone-800">{t('account.documents.sealed')}</p>
      <label className="block text-sm font-semibold text-stone-800">
        {t('account.documents.kind')}
        <select
          name="documentKind"
          className="mt-1.5 block min-h-12 w-full rounded-xl border border-stone-500 bg-white px-3 text-base text-stone-900"
          value={kind}
          onChange={(event) => setKind(event.target.value as CheckDocumentKind)}
        >
          {CHECK_DOCUMENT_KINDS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`account.documents.kinds.${choice}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold text-stone-800">
        {t('account.documents.file')}
        <input
          ref={fileInput}
          type="file"
          name="documentFile"
          accept={ACCEPT}
          className="mt-1.5 block min-h-11 w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <button type="button" className={buttonStyles.secondary} disabled={upload.isPending} onClick={send}>
        <Upload aria-hidden="true" className="size-5" />
        {upload.isPending ? t('account.documents.uploading') : t('account.documents.upload')}
      </button>
      <div aria-live="polite" className="empty:hidden">
        {upload.isSuccess && upload.data ? (
          <p role="status" className="text-sm font-medium text-brand-800">
            {upload.data}
          </p>
        ) : null}
      </div>
      <div aria-live="assertive" className="empty:hidden">
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <DocumentList
        documents={documents.data}
        failed={documents.isError}
        deleting={remove.isPending ? remove.variables : undefined}
        onDelete={(id) => remove.mutate(id)}
      />
    </section>
  );
}

function DocumentList({
  documents,
  failed,
  deleting,
  onDelete,
}: {
  documents: CheckDocument[] | undefined;
  failed: boolean;
  deleting: string | undefined;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (failed) return <p className="text-sm text-stone-700">{t('account.documents.loadFailed')}</p>;
  if (!documents) return null;
  if (documents.length === 0) return <p className="text-sm text-stone-700">{t('account.documents.none')}</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {documents.map((document) => {
        const kind = t(`account.documents.kinds.${document.kind}`);
        const date = kenyaDay(document.createdAt);
        return (
          <li key={document.id} className="flex items-center gap-3 px-3 py-2">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
            <div className="min-w-0 flex-1 text-sm text-stone-800">
              <p className="[overflow-wrap:anywhere]">
                {t('account.documents.line', { kind, size: sizeOf(document.bytes), date })}
              </p>
              {document.decidedAt && document.deleteAfter ? (
                <p className="text-stone-600">
                  {t('account.documents.checked', {
                    date: kenyaDay(document.decidedAt),
                    deleteAfter: kenyaDay(document.deleteAfter),
                  })}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
              aria-label={t('account.documents.deleteLabel', { kind, date })}
              disabled={deleting === document.id}
              onClick={() => onDelete(document.id)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('account.documents.delete')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
