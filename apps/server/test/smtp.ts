import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The raw value of a header as it arrived (`List-Unsubscribe`, `From`), or undefined. */
  header(name: string): string | undefined;
  /** Attached files, their content as text (an .ics). */
  attachments: { filename: string; contentType: string; content: string }[];
}

function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or createMailer. */
  url: string;
  received: ReceivedMail[];
  /** The first message to `to` (and matching `subject` when given), waiting up to `timeoutMs`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * From the next message on, take each message's data but never answer it (as a mail
   * server that hangs after DATA): the sender cannot know whether it was taken, and a
   * message never answered is not delivered. `release()` answers normally again.
   */
  hold(): void;
  release(): void;
  /** Messages held unanswered so far. */
  held(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server), so tests send through nodemailer
 * and the network exactly as production does, then read what arrived (mailparser).
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let holding = false;
  let held = 0;
  const server = new SMTPServer({
    // A test's mailers may keep a pooled connection open; closing waits for it at most this
    // long (the default, 30 s, was most of several test files' time).
    closeTimeout: 500,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const hold = holding;
      simpleParser(stream)
        .then((mail) => {
          if (hold) {
            held += 1;
            return;
          }
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            header: (name) => rawHeader(mail, name),
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      const wanted = to.toLowerCase();
      for (;;) {
        const found = received.find((mail) => mail.to.includes(wanted) && (!subject || subject.test(mail.subject)));
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = received.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'nothing';
          throw new Error(
            `no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms (got ${seen})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    hold: () => (holding = true),
    release: () => (holding = false),
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
