import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Tenancy } from '@nyumba/domain';
import { ArrowLeft } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTexts } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { agreementTexts } from './agreement-texts';
import { AgreementText, Signatures } from './agreement-text';
import { DeductionsView } from './deductions-panel';
import { InventoryAnswerLine, InventoryView } from './inventory-view';
import { moveInTexts } from './move-in-texts';
import { moveOutTexts } from './move-out-texts';
import { useTenancy } from './tenancies-api';
import { tenancyTime } from './tenancy-format';
import { hasNow, TenancyNow } from './tenancy-now';
import { TenancyMoney, TenancyOutcome, TenancySteps, TenancyTerms } from './tenancy-story';
import { tenancyTexts } from './tenancy-texts';

/** A titled part of the page. */
function Part({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /tenancies/:tenancyId: one tenancy, for its tenant, its lister (and moderators): where it
 * stands as steps, the one thing the reader can do now, then its terms, the agreement, the
 * inventories, the deductions and where the money is.
 */
export function TenancyPage() {
  const { tenancyId = '' } = useParams();
  const words = useTexts(tenancyTexts);
  const query = useTenancy(tenancyId);
  const tenancy = query.data?.tenancy;
  return (
    <Screen title={tenancy?.listingName ?? words.pageTitle} className="page-container max-w-3xl">
      <Link to={paths.tenancies} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {words.back}
      </Link>
      {tenancy ? (
        <TenancyBody tenancy={tenancy} />
      ) : query.isError ? (
        <>
          <ScreenTitle>{words.pageTitle}</ScreenTitle>
          <div
            role="alert"
            className="mt-4 flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
          >
            <p className="font-medium text-red-800">{query.error.message || words.loadFailed}</p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
              {words.retry}
            </button>
          </div>
        </>
      ) : (
        <>
          <ScreenTitle>{words.pageTitle}</ScreenTitle>
          <p role="status" className="mt-4 text-stone-600">
            {words.loading}
          </p>
        </>
      )}
    </Screen>
  );
}

function TenancyBody({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(tenancyTexts);
  const agreementWords = useTexts(agreementTexts);
  const moveIn = useTexts(moveInTexts);
  const out = useTexts(moveOutTexts);
  const who =
    tenancy.role === 'tenant'
      ? words.youRentFrom(tenancy.listerName)
      : tenancy.role === 'lister'
        ? words.rentsFromYou(tenancy.tenantName)
        : words.betweenThem(tenancy.tenantName, tenancy.listerName);
  // Before anything is paid there is no money to tell of, but where a tenancy ended with none.
  const moneyMoved = Object.values(tenancy.money).some((amount) => amount > 0);
  // The agreement is the step's own content while it is signed; afterwards it is kept below.
  const agreementLater = tenancy.agreement && tenancy.status !== 'accepted';
  return (
    <div className="mt-2 space-y-5">
      <header className="space-y-1">
        <ScreenTitle>
          <Link to={paths.listing(tenancy.listingId)} className="hover:underline">
            {tenancy.listingName}
          </Link>
        </ScreenTitle>
        <p className="text-stone-700">
          {who} · <span className="font-semibold">{words.status[tenancy.status]}</span>
        </p>
      </header>
      <TenancySteps tenancy={tenancy} />
      <TenancyOutcome tenancy={tenancy} />
      {tenancy.problem ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          {out.problemLine(moveIn.problems[tenancy.problem.kind], tenancyTime(tenancy.problem.at))}:{' '}
          {tenancy.problem.note}
        </p>
      ) : null}
      {hasNow(tenancy) ? (
        <Part title={words.nowTitle} id="tenancy-now">
          <TenancyNow tenancy={tenancy} />
        </Part>
      ) : null}
      {tenancy.deductions ? (
        <Part title={out.deductionsTitle} id="tenancy-deductions">
          <DeductionsView tenancy={tenancy} deductions={tenancy.deductions} />
        </Part>
      ) : null}
      {tenancy.inventoryOut ? (
        <Part title={out.inventoryOutTitle} id="tenancy-inventory-out">
          <InventoryView inventory={tenancy.inventoryOut} />
        </Part>
      ) : null}
      {tenancy.inventoryIn ? (
        <Part title={out.inventoryInTitle} id="tenancy-inventory-in">
          <InventoryView inventory={tenancy.inventoryIn} />
          <InventoryAnswerLine tenancy={tenancy} />
        </Part>
      ) : null}
      {moneyMoved || tenancy.status === 'cancelled' || tenancy.status === 'lapsed' ? (
        <Part title={words.moneyTitle} id="tenancy-money">
          <TenancyMoney tenancy={tenancy} />
        </Part>
      ) : null}
      <Part title={words.termsTitle} id="tenancy-terms">
        <TenancyTerms tenancy={tenancy} />
        {tenancy.conversationId ? (
          <Link to={paths.conversation(tenancy.conversationId)} className={buttonStyles.secondary}>
            {words.conversation}
          </Link>
        ) : null}
      </Part>
      {agreementLater ? (
        <Part title={agreementWords.agreementTitle} id="tenancy-agreement">
          <details className="group">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
              {agreementWords.showAgreement}
            </summary>
            <AgreementText agreement={tenancy.agreement!} />
          </details>
          <Signatures tenancy={tenancy} agreement={tenancy.agreement!} />
        </Part>
      ) : null}
    </div>
  );
}
