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
