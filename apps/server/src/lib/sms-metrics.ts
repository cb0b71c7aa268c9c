import client from '@prometheus-io/client';

/**
 * SMS each server handed to the provider, by kind (code, notice, security) and outcome (sent,
 * failed, retried): Prometheus sums the servers. The cluster's hourly budget is read from the
 * database by the gauge beside it (plugins/observability.ts). docs/phone.md has the alert.
 */
export const smsSent = new client.Counter({
  name: 'nyumba_sms_total',
  help: 'SMS handed to the provider by this server, by kind and outcome',
  labelNames: ['kind', 'outcome'],
  registers: [],
});

/**
 * SMS a cap kept from being sent, by kind and by which cap (number, account, address,
 * budget): a rise of `budget` or `address` is a flood being held back (docs/phone.md).
 */
export const smsRefused = new client.Counter({
  name: 'nyumba_sms_refused_total',
  help: 'SMS the caps refused on this server, by kind and cap',
  labelNames: ['kind', 'cap'],
  registers: [],
});
