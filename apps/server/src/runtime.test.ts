import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app.ts';
import { testConfig } from './config.ts';
import { servedUrl } from './runtime.ts';

describe('servedUrl', () => {
  it.each([
    [{ address: '0.0.0.0', family: 'IPv4', port: 3000 }, 'http://localhost:3000'],
    [{ address: '::', family: 'IPv6', port: 41234 }, 'http://localhost:41234'],
    [{ address: '127.0.0.1', family: 'IPv4', port: 8080 }, 'http://127.0.0.1:8080'],
    [{ address: '::1', family: 'IPv6', port: 5000 }, 'http://[::1]:5000'],
    [{ address: '192.168.1.20', family: 'IPv4', port: 80 }, 'http://192.168.1.20:80'],
  ])('%j is served at %s', (address, url) => {
    expect(servedUrl(address)).toBe(url);
  });
});

describe('loggerOptions', () => {
  it('pretty-prints through pino-pretty in development only', () => {
    expect(loggerOptions(testConfig({ NODE_ENV: 'development' })).transport).toEqual({ target: 'pino-pretty' });
    // pino-pretty is a devDependency: a production install does not have it, so nothing else may ask for it.
    for (const mode of ['production', 'test'] as const) {
      expect(loggerOptions(testConfig({ NODE_ENV: mode }))).not.toHaveProperty('transport');
    }
  });
});
