import { agencyAddress } from '@nyumba/domain';
import { Link } from 'react-router';
import { useTexts } from '../../i18n/use-translation';
import { agencyEarbTexts } from './agency-earb-texts';
import { DecisionLog } from './decision-log';
import { useAgencyEarbQueue } from './moderation-api';

/** The moderation screen's "Agencies" view: EARB firm numbers waiting for a check, each a link to its agency's page. */
export function AgencyEarbQueue() {
  const words = useTexts(agencyEarbTexts);
  const queue = useAgencyEarbQueue();
  if (queue.isPending) return <p className="mt-6 text-stone-700">{words.loading}</p>;
  if (queue.isError)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {queue.error.message}
      </p>
    );
  return (
    <div className="mt-6 space-y-4">
      <p className="text-stone-700">{words.intro}</p>
      {queue.data.agencies.length === 0 ? <p className="text-stone-700">{words.empty}</p> : null}
      <ul className="space-y-4">
        {queue.data.agencies.map((item) => (
          <li key={item.id} className="rounded-2xl border border-stone-200 bg-white p-4">
            <Link to={agencyAddress.agency(item.id)} className="font-semibold text-brand-700 underline">
              {item.name}
            </Link>
            <p className="text-sm text-stone-700">
              {item.areaName} · {words.number(item.earbNumber)}
            </p>
            {item.log.length > 0 ? <DecisionLog entries={item.log} labels={words.actions} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
