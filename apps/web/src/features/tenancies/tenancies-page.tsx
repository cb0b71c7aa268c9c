import { Link } from 'react-router';
import type { Tenancy } from '@nyumba/domain';
import { KeyRound } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTexts } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { useMyTenancies } from './tenancies-api';
import { TenancyCard } from './tenancy-card';
import { isMyTurn } from './tenancy-now';
import { tenancyTexts } from './tenancy-texts';

/** Those waiting on the reader first, then the newest. */
const order = (list: readonly Tenancy[]) =>
  [...list].sort((a, b) => Number(isMyTurn(b)) - Number(isMyTurn(a)) || b.createdAt.localeCompare(a.createdAt));

function TenancyList({ title, list }: { title: string; list: readonly Tenancy[] }) {
  if (list.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="space-y-3">
        {order(list).map((tenancy) => (
          <TenancyCard key={tenancy.id} tenancy={tenancy} />
        ))}
      </ul>
    </section>
  );
}

/** /tenancies: the homes the person rents on Nyumba and those they let, waiting ones first. */
export function TenanciesPage() {
  const words = useTexts(tenancyTexts);
  const query = useMyTenancies();
  const list = query.data?.tenancies ?? [];
  return (
    <Screen title={words.pageTitle} className="page-container max-w-2xl">
      <ScreenTitle>{words.pageTitle}</ScreenTitle>
      <p className="mt-1 text-stone-600">{words.intro}</p>
      <Link
        to={paths.bookings}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {words.bookings}
      </Link>
      <div className="mt-4 space-y-8">
        {query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-medium text-red-800">{words.loadFailed}</p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
              {words.retry}
            </button>
          </div>
        ) : query.isPending ? (
          <p role="status" className="text-stone-600">
            {words.loading}
          </p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
            <KeyRound aria-hidden="true" className="size-10 text-stone-400" />
            <p className="font-semibold text-stone-900">{words.empty}</p>
            <p className="text-stone-600">{words.emptyHint}</p>
            <Link to={paths.search({ type: 'rentals' })} className="btn-primary">
              {words.findHomes}
            </Link>
          </div>
        ) : (
          <>
            <TenancyList title={words.asTenantTitle} list={list.filter((one) => one.role === 'tenant')} />
            <TenancyList title={words.asListerTitle} list={list.filter((one) => one.role === 'lister')} />
          </>
        )}
      </div>
    </Screen>
  );
}
