import { describe, expect, it } from 'vitest';
import { agreementText, type AgreementTerms } from './agreement.ts';
import {
  tenancyAnswerBodySchema,
  tenancyMoveOutBodySchema,
  tenancyRequestBodySchema,
  tenantCancelRefund,
} from './tenancy.ts';

const terms: AgreementTerms = {
  reference: 'T-1A2B3C',
  property: 'Two-bedroom flat, Kilimani',
  area: 'Kilimani, Nairobi',
  tenant: { name: 'Achieng', phone: '+254712345678' },
  lister: { name: 'Kamau', phone: '+254733000111' },
  rent: 35_000,
  deposit: 70_000,
  depositMonths: 2,
  moveIn: '2027-01-01',
  months: 12,
  dueDay: 5,
  noticeMonths: 1,
  utilities: 'Tenant pays power (tokens) and water by meter; rubbish in the service charge.',
  houseRules: 'No loud music after 22:00.',
};

describe('the tenancy agreement', () => {
  it('states every term in English and Kiswahili, the same text for the same terms', () => {
    const text = agreementText(terms);
    expect(text).toBe(agreementText({ ...terms }));
    for (const part of [
      'KSH 35,000 a month',
      'due on the 5th day',
      'KSH 70,000 (2 months of rent)',
      'From 2027-01-01, for 12 months',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('+254 712 345 678');
    expect(text).toContain('No loud music after 22:00.');
    expect(text).toContain('MKATABA WA UPANGAJI');
    expect(text).toContain('Kodi. KSH 35,000 kwa mwezi, inalipwa tarehe 5');
    // Any change makes another text: the signatures signed the old one.
    expect(agreementText({ ...terms, houseRules: 'No pets.' })).not.toBe(text);
    expect(agreementText({ ...terms, months: null })).toContain('from month to month, until either party');
  });

  it('a tenant cancelling gets the deposit back always, and the first month up to 7 days before moving in', () => {
    const t = { rent: 30_000, deposit: 60_000, moveIn: '2027-02-10' };
    expect(tenantCancelRefund(t, '2027-02-03')).toEqual({ deposit: 60_000, firstMonth: 30_000 });
    expect(tenantCancelRefund(t, '2027-02-04')).toEqual({ deposit: 60_000, firstMonth: 0 });
  });

  it('refuses bodies it cannot act on, field by field', () => {
    expect(
      tenancyRequestBodySchema
        .safeParse({ listingId: 'x', moveIn: '2027-13-01', message: '' })
        .error?.issues.map((i) => i.path[0])
        .sort(),
    ).toEqual(['listingId', 'message', 'moveIn']);
    expect(tenancyAnswerBodySchema.safeParse({ answer: 'decline' }).error?.issues[0]?.path).toEqual(['reason']);
    expect(tenancyMoveOutBodySchema.safeParse({ deductions: [{ amount: 0, reason: 'x' }] }).success).toBe(false);
    expect(tenancyMoveOutBodySchema.safeParse({ deductions: [] }).success).toBe(true);
  });
});
