import type { MailMessage } from '../../jobs/send-mail.ts';
import { mailTexts } from './mail-texts.ts';

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML part. */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Other answers, as plain links under the button (a question with several one-click replies). */
  more?: { label: string; url: string }[];
  /** Extra headers (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
  /** Where the footer's link points: the site's address (PUBLIC_URL). */
  siteUrl: string;
  /** The recipient's language (users.language): the footer follows it. */
  language?: string | null;
  attachments?: MailMessage['attachments'];
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Every message's two parts from one content: plain text for any client, and simple HTML
 * (no images, no remote styles) that reads well on a phone. User text is escaped here, so
 * a display name cannot add markup or links to a message.
 */
export function composeMail(content: MailContent): MailMessage {
  const FOOTER = mailTexts(content.language).footer;
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.more ?? []).map((link) => `${link.label}: ${link.url}`),
    '--',
    `${FOOTER} ${content.siteUrl}`,
  ].join('\n\n');
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;` +
      `background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="color:#555;font-size:13px">${escapeHtml(content.action.url)}</p>`
    : '';
  const more = (content.more ?? [])
    .map((link) => `<p><a href="${escapeHtml(link.url)}" style="color:#0f766e">${escapeHtml(link.label)}</a></p>`)
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">` +
    `<p style="font-weight:bold;color:#0f766e">Nyumba</p>` +
    content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    button +
    more +
    `<hr style="border:none;border-top:1px solid #ddd"><p style="color:#555;font-size:13px">` +
    `${escapeHtml(FOOTER)} <a href="${escapeHtml(content.siteUrl)}">${escapeHtml(content.siteUrl)}</a></p>` +
    `</body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.headers ? { headers: content.headers } : {}),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
