import './moderation-texts';
import { useQueryClient } from '@tanstack/react-query';
import { openCheckDocument, urlOf, userCheckDocuments } from '@nyumba/domain';
import { useTranslation } from '../../i18n/use-translation';
import { queryKey } from '../../lib/api-client';
import { useUserDocuments } from './moderation-api';

/** Kenya's clock (UTC+3 all year): "2026-12-03 14:05", as the decision log reads. */
const kenyaMinute = (at: string) =>
  new Date(Date.parse(at) + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The lister's documents for a check (issue 58): the practising certificate is where its year
 * is read before the "Agent" label is granted. Each opening goes through the server, which
 * logs who opened it, so the list says who already did and when.
 */
export function CheckDocumentsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const documents = useUserDocuments(userId);
  // Read again after an opening: the new line of the log shows on return to this tab.
  const opened = () =>
    void client.invalidateQueries({ queryKey: queryKey(userCheckDocuments, { params: { id: userId } }) });

  let body;
  if (documents.isError) body = <p className="text-sm text-stone-700">{t('moderation.documents.loadFailed')}</p>;
  else if (!documents.data) body = <p className="text-sm text-stone-700">{t('moderation.loading')}</p>;
  else if (documents.data.documents.length === 0)
    body = <p className="text-sm text-stone-700">{t('moderation.documents.none')}</p>;
  else
    body = (
      <ul className="divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
        {documents.data.documents.map((document) => {
          const kind = t(`moderation.documents.kinds.${document.kind}`);
          const date = kenyaMinute(document.createdAt).slice(0, 10);
          return (
            <li key={document.id} className="space-y-1 px-3 py-2 text-sm text-stone-800">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="[overflow-wrap:anywhere]">
                  {t('moderation.documents.line', { kind, size: sizeOf(document.bytes), date })}
                </span>
                <a
                  href={urlOf(openCheckDocument, { params: { id: document.id } })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                  aria-label={t('moderation.documents.openLabel', { kind, date })}
                  onClick={opened}
                >
                  {t('moderation.documents.open')}
                </a>
              </div>
              {document.decidedAt && document.deleteAfter ? (
                <p className="text-stone-600">
                  {t('moderation.documents.decided', {
                    date: kenyaMinute(document.decidedAt).slice(0, 10),
                    deleteAfter: kenyaMinute(document.deleteAfter).slice(0, 10),
                  })}
                </p>
              ) : null}
              {document.reads.length > 0 ? (
                <ul className="text-stone-600">
                  {document.reads.map((read) => (
                    <li key={`${read.moderator ?? ''}:${read.at}`}>
                      {t('moderation.documents.openedBy', {
                        name: read.moderator ?? t('moderation.formerModerator'),
                        at: kenyaMinute(read.at),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="mt-3 space-y-2">
      <h3 className="font-semibold text-stone-900">{t('moderation.documents.title')}</h3>
      <p className="text-sm text-stone-700">{t('moderation.documents.intro')}</p>
      {body}
    </div>
  );
}
