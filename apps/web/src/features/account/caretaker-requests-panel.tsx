import './account-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caretakerRequests } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { queryKey } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { answerCaretakerRequest, fetchCaretakerRequests } from './standing-api';

const requestsKey = queryKey(caretakerRequests, {});

/**
 * A landlord answers the caretakers who named their proven number (issue 58): only their
 * "Yes" makes someone show as "Caretaker" on Nyumba. Drawn only while someone waits, so the
 * settings of everyone else stay as they were.
 */
export function CaretakerRequestsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: requestsKey, queryFn: ({ signal }) => fetchCaretakerRequests(signal) });
  const answer = useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) => answerCaretakerRequest(id, confirm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });

  const waiting = requests.data ?? [];
  // The server's answer stays on screen after its request leaves the list.
  const said = answer.isSuccess ? answer.data : null;
  if (waiting.length === 0 && !said) return null;
  const failed = answer.error ? formErrorsOf(answer.error, t('account.caretaker.failed')).form : null;

  return (
    <section
      aria-labelledby="caretaker-requests-title"
      className="mt-6 space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="caretaker-requests-title" className="text-lg font-bold text-stone-900">
        {t('account.caretaker.title')}
      </h2>
      <ul className="space-y-3">
        {waiting.map((request) => (
          <li key={request.id} className="space-y-2 rounded-xl bg-white p-3">
            <p className="[overflow-wrap:anywhere] text-stone-900">
              {t('account.caretaker.request', { name: request.name })}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: request.id, confirm: true })}
              >
                {t('account.caretaker.yes')}
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: request.id, confirm: false })}
              >
                {t('account.caretaker.no')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="empty:hidden">
        {said ? (
          <p role="status" className="text-sm font-medium text-brand-800">
            {said}
          </p>
        ) : null}
      </div>
      <div aria-live="assertive" className="empty:hidden">
        {failed ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failed}
          </p>
        ) : null}
      </div>
    </section>
  );
}
