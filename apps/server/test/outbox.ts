// Reads the development outbox (DATA_DIR/outbox, one .eml file per message) as a newcomer
// on `npm start` would: for tests that drive a whole server (a child process, the browser
// tests' server) and follow the links its mail carries.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  subject: string;
  text: string;
}

interface Parsed extends OutboxMail {
  to: string[];
}

// A file never changes once written, so each is parsed once however many readers wait.
const parsed = new Map<string, Promise<Parsed>>();

function read(file: string): Promise<Parsed> {
  let mail = parsed.get(file);
  if (!mail) {
    mail = readFile(file)
      .then((raw) => simpleParser(raw))
      .then((message) => ({
        to: [message.to].flat().flatMap((address) => address?.value.map((v) => v.address?.toLowerCase() ?? '') ?? []),
        subject: message.subject ?? '',
        text: message.text ?? '',
      }));
    parsed.set(file, mail);
  }
  return mail;
}

/**
 * The newest message to `to` (whose subject matches `subject`, when given) in `dataDir`'s
 * outbox, waiting for the mail job to write it.
 */
export async function mailTo(dataDir: string, to: string, subject?: RegExp, timeoutMs = 40_000): Promise<OutboxMail> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    // Only messages: a message's bytes are written to a hidden .part file first, which may be
    // gone by the time it would be read.
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = await read(path.join(outbox, file));
      if (mail.to.includes(wanted) && (!subject || subject.test(mail.subject))) {
        return { subject: mail.subject, text: mail.text };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

/** The address of the link labelled `label` in a message's plain text ("Label: https://…"). */
export function linkIn(mail: OutboxMail, label: string): string {
  const line = mail.text.split('\n').find((text) => text.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in: ${mail.text}`);
  return line.slice(label.length + 2).trim();
}

/** The token a confirmation link carries in its fragment (#token=…). */
export function tokenOf(link: string): string {
  const token = new URL(link).hash.replace(/^#token=/, '');
  if (!/^[\w-]{43}$/.test(token)) throw new Error(`no token in ${link}`);
  return token;
}
