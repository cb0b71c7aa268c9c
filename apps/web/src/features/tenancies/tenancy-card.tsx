import { Link } from 'react-router';
import type { Tenancy, TenancyStatus } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { ksh, tenancyDay } from './tenancy-format';
import { isMyTurn } from './tenancy-now';
import { tenancyTexts } from './tenancy-texts';

const STATUS_STYLE: Record<TenancyStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  accepted: 'bg-amber-100 text-amber-900',
  signed: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  'moved-in': 'bg-green-100 text-green-900',
  ending: 'bg-sky-100 text-sky-900',
  disputed: 'bg-red-100 text-red-900',
  ended: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-200 text-stone-800',
  declined: 'bg-stone-200 text-stone-800',
  lapsed: 'bg-stone-200 text-stone-800',
};

/** One tenancy in the list: the home, the other side, the move-in, the rent, where it stands, and whether it waits on the reader. */
export function TenancyCard({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(tenancyTexts);
  const turn = isMyTurn(tenancy);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white" data-tenancy={tenancy.id}>
      <Link to={paths.tenancy(tenancy.id)} className="block space-y-1 rounded-2xl p-4 hover:bg-stone-50">
        <span className="flex flex-wrap items-start justify-between gap-2">
          <span className="font-semibold text-stone-900">{tenancy.listingName}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_STYLE[tenancy.status]}`}>
            {words.status[tenancy.status]}
          </span>
        </span>
        <span className="block text-sm text-stone-700">
          {tenancy.role === 'tenant' ? words.youRentFrom(tenancy.listerName) : words.rentsFromYou(tenancy.tenantName)}
          {' · '}
          {words.moveInOn(tenancyDay(tenancy.moveIn))}
          {' · '}
          {words.perMonth(ksh(tenancy.rent))}
        </span>
        {turn ? (
          <span className="inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">
            {words.yourTurn}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
