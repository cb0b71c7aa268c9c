import type { ReactNode } from 'react';
import { kenyaToday, type Tenancy } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { AgreementPanel } from './agreement-panel';
import { AnswerRequest } from './answer-request';
import { CancelTenancy } from './cancel-tenancy';
import { DeductionsAnswer } from './deductions-panel';
import { InventoryAnswer } from './inventory-view';
import { KeysPanel } from './keys-panel';
import { MoveOutForm } from './move-out-form';
import { moveOutTexts } from './move-out-texts';
import { NoticePanel } from './notice-panel';
import { PayPanel } from './pay-panel';
import { ksh, tenancyDay, tenancyTime } from './tenancy-format';
import { tenancyTexts } from './tenancy-texts';

/** Whether the caller has something to do now: the list marks these "Your turn". */
export function isMyTurn(tenancy: Tenancy, today = kenyaToday()): boolean {
  const { role, status } = tenancy;
  const signed = tenancy.agreement?.signatures.some((signature) => signature.role === role) ?? false;
  switch (status) {
    case 'requested':
      return role === 'lister';
    case 'accepted':
      return (role === 'tenant' || role === 'lister') && !signed;
    case 'signed':
      return role === 'tenant';
    case 'paid':
      return role === 'tenant' && today >= tenancy.moveIn;
    case 'moved-in':
      return role === 'lister' && tenancy.inventoryIn !== null && tenancy.inventoryAnswer === null;
    case 'ending':
      return role === 'lister'
        ? tenancy.deductions === null && tenancy.moveOut !== null && today >= tenancy.moveOut
        : role === 'tenant' && tenancy.deductions !== null && tenancy.deductions.answer === null;
    default:
      return false;
  }
}

/** Whether the reader can still act on it, or wait for the other side (a moderator: on a disputed one). */
export const hasNow = (tenancy: Tenancy) =>
  tenancy.role === 'moderator' ? tenancy.status === 'disputed' : LIVE.includes(tenancy.status);
const LIVE: readonly Tenancy['status'][] = ['requested', 'accepted', 'signed', 'paid', 'moved-in', 'ending'];

const Line = ({ children }: { children: ReactNode }) => <p className="text-sm text-stone-800">{children}</p>;

/**
 * The one thing each side can do now, by where the tenancy stands and who is looking; or
 * what they are waiting for. Ended, cancelled, declined, lapsed and disputed tenancies say
 * what happened elsewhere on the page (tenancy-story.tsx).
 */
export function TenancyNow({ tenancy }: { tenancy: Tenancy }) {
  const words = useTexts(tenancyTexts);
  const out = useTexts(moveOutTexts);
  const { role } = tenancy;
  if (role === 'moderator') return <Line>{words.moderatorView}</Line>;
  switch (tenancy.status) {
    case 'requested':
      return role === 'lister' ? (
        <AnswerRequest tenancy={tenancy} />
      ) : (
        <div className="space-y-3">
          <Line>{words.waitLister}</Line>
          <CancelTenancy tenancy={tenancy} />
        </div>
      );
    case 'accepted':
      return <AgreementPanel tenancy={tenancy} />;
    case 'signed':
      return role === 'tenant' ? (
        <PayPanel tenancy={tenancy} />
      ) : (
        <div className="space-y-3">
          <Line>{words.waitTenantPay(tenancy.payBy ? tenancyTime(tenancy.payBy) : '')}</Line>
          <CancelTenancy tenancy={tenancy} />
        </div>
      );
    case 'paid':
      return role === 'tenant' ? (
        <KeysPanel tenancy={tenancy} />
      ) : (
        <div className="space-y-3">
          <Line>{words.listerHeld(ksh(tenancy.rent), tenancy.releaseAt ? tenancyTime(tenancy.releaseAt) : null)}</Line>
          <CancelTenancy tenancy={tenancy} />
        </div>
      );
    case 'moved-in':
      return (
        <div className="space-y-4">
          <Line>{words.livingThere}</Line>
          {role === 'lister' && tenancy.inventoryIn && !tenancy.inventoryAnswer ? (
            <InventoryAnswer tenancy={tenancy} />
          ) : null}
          <NoticePanel tenancy={tenancy} />
        </div>
      );
    case 'ending':
      return (
        <div className="space-y-4">
          <NoticePanel tenancy={tenancy} />
          {role === 'lister' && !tenancy.deductions ? <MoveOutForm tenancy={tenancy} /> : null}
          {role === 'lister' && tenancy.deductions && !tenancy.deductions.answer ? (
            <Line>{out.waitTenantAnswer}</Line>
          ) : null}
          {role === 'tenant' && !tenancy.deductions && tenancy.moveOut ? (
            <Line>{out.tenantMoveOut(tenancyDay(tenancy.moveOut))}</Line>
          ) : null}
          {role === 'tenant' && tenancy.deductions && !tenancy.deductions.answer ? (
            <DeductionsAnswer tenancy={tenancy} />
          ) : null}
        </div>
      );
    default:
      return null;
  }
}
