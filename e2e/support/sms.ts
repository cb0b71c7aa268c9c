// The codes the e2e server "sends": its development SMS transport writes each SMS to a file
// in DATA_DIR/sms-outbox (`To: +2547…`, a blank line, the text), as a newcomer reads them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A fresh Kenyan mobile number (Safaricom's 0712 range), as a person would type it. */
export function newNumber(): { typed: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `0712 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+254712${rest}` };
}

/** The newest SMS to `e164` whose text matches `wanted`, waiting for the SMS job to send it. */
async function smsTo(dataDir: string, e164: string, wanted: RegExp, timeoutMs = 30_000): Promise<string> {
  const outbox = path.join(dataDir, 'sms-outbox');
  const deadline = Date.now() + timeoutMs;
  const digits = e164.replace(/\D/g, '');
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((name) => name.includes(`-${digits}-`))
      .sort()
      .reverse();
    for (const file of files) {
      const text = (await readFile(path.join(outbox, file), 'utf8')).split('\n\n').slice(1).join('\n\n').trim();
      if (wanted.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS to ${e164} matching ${wanted} in ${outbox}`);
}

/** The 6-digit code in the newest code SMS to `e164` (English or Swahili), or the newest matching `wanted`. */
export async function codeSentTo(
  dataDir: string,
  e164: string,
  wanted = /^(?:Nyumba code|Nambari ya Nyumba)/,
): Promise<string> {
  const text = await smsTo(dataDir, e164, wanted);
  return /\b(\d{6})\b/.exec(text)![1]!;
}
