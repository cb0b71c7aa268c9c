import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { composeMail } from './compose.ts';
import { createMailer } from './transport.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let smtp: TestSmtpServer;
let outbox: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  outbox = await mkdtemp(path.join(os.tmpdir(), 'nyumba-outbox-'));
});
afterAll(async () => {
  await smtp.close();
  await rm(outbox, { recursive: true, force: true });
});

const message = () =>
  composeMail({
    to: 'wanjiku@example.com',
    subject: 'Confirm your e-mail',
    paragraphs: ['Hello <b>Wanjiku</b> & friends,', 'Confirm the address you signed up with.'],
    action: { label: 'Confirm e-mail', url: 'http://localhost:3000/verify?token=a&b=1' },
    headers: { 'List-Unsubscribe': '<http://localhost:3000/u/1>' },
    siteUrl: 'http://localhost:3000',
  });

describe('mail', () => {
  it('goes through a real SMTP server with its text, HTML, From and headers', async () => {
    const send = createMailer({
      smtpUrl: smtp.url,
      from: 'Nyumba <hello@nyumba.test>',
      outboxDir: outbox,
      log: quiet as never,
    });
    await send(message());
    const mail = await smtp.waitFor('wanjiku@example.com', /^Confirm your e-mail$/);
    expect(mail.text).toContain('Confirm e-mail: http://localhost:3000/verify?token=a&b=1');
    expect(mail.text).toContain('Nyumba: homes and home services in Kenya.');
    // User text is escaped in the HTML part, and the link survives as written.
    expect(mail.html).toContain('Hello &#60;b&#62;Wanjiku&#60;/b&#62; &#38; friends,');
    expect(mail.html).not.toContain('<b>Wanjiku');
    expect(mail.html).toContain('href="http://localhost:3000/verify?token=a&#38;b=1"');
    expect(mail.header('From')).toBe('Nyumba <hello@nyumba.test>');
    expect(mail.header('List-Unsubscribe')).toBe('<http://localhost:3000/u/1>');
  });

  it('without SMTP_URL writes each message to the outbox as an .eml file and logs where', async () => {
    const lines: unknown[] = [];
    const log = { ...quiet, info: (fields: unknown) => lines.push(fields) };
    const send = createMailer({ from: 'Nyumba <hello@nyumba.test>', outboxDir: outbox, log: log as never });
    await send(message());
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*-confirm-your-e-mail-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Confirm your e-mail');
    expect(eml).toContain('To: wanjiku@example.com');
    expect(eml).toContain('http://localhost:3000/verify?token=a&b=1');
    expect(lines).toEqual([expect.objectContaining({ to: 'wanjiku@example.com', file: path.join(outbox, files[0]!) })]);
  });

  it('keeps every message of a burst with one subject, none replacing another', async () => {
    const burst = await mkdtemp(path.join(os.tmpdir(), 'nyumba-outbox-burst-'));
    try {
      const send = createMailer({ from: 'Nyumba <hello@nyumba.test>', outboxDir: burst, log: quiet as never });
      const recipients = Array.from({ length: 40 }, (_, i) => `member${i}@example.com`);
      await Promise.all(recipients.map((to) => send({ ...message(), to })));
      const files = await readdir(burst);
      expect(files).toHaveLength(40);
      const seen = await Promise.all(files.map((file) => readFile(path.join(burst, file), 'utf8')));
      for (const to of recipients)
        expect(
          seen.some((eml) => eml.includes(`To: ${to}`)),
          to,
        ).toBe(true);
    } finally {
      await rm(burst, { recursive: true, force: true });
    }
  });

  it('never shows a reader of the outbox a message half written', async () => {
    // A mail client, or a test following a link, reads the folder while mail arrives, in
    // another process: every .eml it lists must already be whole. (A test's reader once
    // caught an empty file, took it for a message to nobody and waited out its 40 s.) The
    // reader runs on its own thread, reading synchronously, as another process would.
    const watched = await mkdtemp(path.join(os.tmpdir(), 'nyumba-outbox-read-'));
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const reader = new Worker(
      `const { readdirSync, readFileSync } = require('node:fs');
      const { workerData, parentPort } = require('node:worker_threads');
      const seen = new Set(), partial = [];
      while (Atomics.load(workerData.stop, 0) === 0) {
        let names = [];
        try { names = readdirSync(workerData.dir); } catch {}
        for (const name of names) {
          if (seen.has(name) || !name.endsWith('.eml')) continue;
          seen.add(name);
          const eml = readFileSync(workerData.dir + '/' + name, 'utf8');
          if (!eml.includes('To: ') || !eml.includes('verify?token')) partial.push(name);
        }
      }
      parentPort.postMessage({ partial, seen: seen.size });`,
      { eval: true, workerData: { dir: watched, stop } },
    );
    const report = new Promise<{ partial: string[]; seen: number }>((resolve) => reader.once('message', resolve));
    try {
      const send = createMailer({ from: 'Nyumba <hello@nyumba.test>', outboxDir: watched, log: quiet as never });
      for (let round = 0; round < 10; round += 1)
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => send({ ...message(), to: `m${round}-${i}@example.com` })),
        );
      Atomics.store(stop, 0, 1);
      const { partial, seen } = await report;
      expect(partial).toEqual([]);
      expect(seen).toBeGreaterThan(0); // the reader did look while mail arrived
      expect(await readdir(watched)).toHaveLength(200); // each message once, no temporary file left
    } finally {
      Atomics.store(stop, 0, 1);
      await reader.terminate();
      await rm(watched, { recursive: true, force: true });
    }
  });

  it('fails loudly when the SMTP server is gone, so the send-mail job retries', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const send = createMailer({
      smtpUrl: gone.url,
      from: 'Nyumba <hello@nyumba.test>',
      outboxDir: outbox,
      log: quiet as never,
    });
    await expect(send(message())).rejects.toThrow();
  });
});

describe('mail through the job engine, as the server sends it', () => {
  it('a send-mail job reaches the SMTP server named by SMTP_URL', async () => {
    const ctx = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
    try {
      await ctx.app.deps.jobs!.enqueue(SEND_MAIL, { ...message(), to: 'queued@example.com' });
      const mail = await smtp.waitFor('queued@example.com', /^Confirm your e-mail$/, 30_000);
      expect(mail.text).toContain('http://localhost:3000/verify?token=a&b=1');
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
