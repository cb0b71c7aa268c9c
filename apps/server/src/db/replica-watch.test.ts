import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { isUnavailable, isWriteOnStandby, lsnOf } from './replica-watch.ts';

describe('WAL positions', () => {
  it('orders positions as PostgreSQL does, across the 32-bit halves', () => {
    expect(lsnOf('0/3000148')).toBe(0x3000148n);
    expect(lsnOf('16/B374D848')! > lsnOf('15/FFFFFFFF')!).toBe(true);
    expect(lsnOf('1/0')! > lsnOf('0/FFFFFFFF')!).toBe(true);
  });

  it('reads a forged or broken mark as no mark', () => {
    for (const text of ['', '0/', 'x/1', '1/2/3', '123456789/0', "0/1' OR 1=1", undefined, 7]) {
      expect(lsnOf(text)).toBeUndefined();
    }
  });
});

describe('errors that send a read to the primary', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('takes connection, shutdown and replay-conflict errors as the replica being unable to answer', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '40001', '53300']) {
      expect(isUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('lets a wrong query fail as it would on the primary', () => {
    for (const code of ['42601', '42P01', '22P02', '23505']) expect(isUnavailable(withCode(code)), code).toBe(false);
    expect(isWriteOnStandby(withCode('25006'))).toBe(true);
    expect(isWriteOnStandby(withCode('42601'))).toBe(false);
  });
});

describe('DATABASE_READ_URLS', () => {
  it('takes replicas of a PostgreSQL primary, comma-separated', () => {
    const config = testConfig({
      DATABASE_URL: 'postgres://db/nyumba',
      DATABASE_READ_URLS: 'postgres://r1/nyumba, postgresql://r2/nyumba',
    });
    expect(config.DATABASE_READ_URLS).toEqual(['postgres://r1/nyumba', 'postgresql://r2/nyumba']);
    expect(config.DATABASE_REPLICA_MAX_LAG_SECONDS).toBe(5);
  });

  it('refuses replicas without a primary, and what is not a postgres URL, hiding the value', () => {
    expect(() => testConfig({ DATABASE_READ_URLS: 'postgres://r1/nyumba' })).toThrow(
      /DATABASE_READ_URLS needs DATABASE_URL/,
    );
    expect(() =>
      testConfig({ DATABASE_URL: 'postgres://db/nyumba', DATABASE_READ_URLS: 'mysql://u:secret@r1/nyumba' }),
    ).toThrow(/DATABASE_READ_URLS must be postgres:\/\/ URLs, comma-separated \(got "\*\*\*"\)/);
  });
});
