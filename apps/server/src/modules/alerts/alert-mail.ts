import {
  type AlertQuery,
  alertSearchPath,
  BEDROOMS_SW,
  formatBedrooms,
  formatPrice,
  imageVariant,
  isBedrooms,
  isLanguage,
  isServiceType,
  type Language,
  type ListingType,
  pageAddress,
  servedImageUrl,
  unsubscribeAlert,
  withQuery,
  type ServiceUnit,
} from '@nyumba/domain';
import type { MailMessage } from '../../jobs/send-mail.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { escapeHtml, mailTexts } from '../mail/index.ts';

export interface MatchedListing {
  id: string;
  name: string;
  price: number;
  type: ListingType;
  priceUnit: ServiceUnit | null;
  bedrooms: string | null;
  areaName: string | null;
  photo: string | null;
}

export interface AlertMailInput {
  alertId: string;
  alertName: string;
  filters: AlertQuery;
  to: string;
  /** The owner's language (users.language): the mail's words and prices follow it. */
  language?: string | null;
  unsubscribeToken: string;
  /** Newest first; more than the mail shows are counted in its subject. */
  listings: MatchedListing[];
  total: number;
  publicUrl: string;
  imageBaseUrl: string;
}

function describe(listing: MatchedListing, language: Language): string {
  const rooms = language === 'sw' && isBedrooms(listing.bedrooms) ? BEDROOMS_SW[listing.bedrooms] : listing.bedrooms;
  const bedrooms = rooms && !isServiceType(listing.type) ? `${formatBedrooms(rooms)} · ` : '';
  return `${bedrooms}${formatPrice(listing.price, listing.type, language, listing.priceUnit)}${listing.areaName ? ` · ${listing.areaName}` : ''}`;
}

/**
 * One alert's e-mail: each new listing with its photo, price (with its unit), area and
 * link; a link to the whole search; and a one-click unsubscribe, in the body and in the
 * List-Unsubscribe headers (RFC 8058), so mail apps offer their own button. User text
 * (listing names, the alert's name) is escaped.
 */
export function composeAlertMail(input: AlertMailInput): MailMessage {
  const site = input.publicUrl.replace(/\/$/, '');
  const query = { alert: input.alertId, token: input.unsubscribeToken };
  const unsubscribePage = `${site}${pageAddress.alertUnsubscribe(query)}`;
  const oneClick = `${site}${withQuery(unsubscribeAlert.path, query)}`;
  const seeAll = `${site}${alertSearchPath(input.filters)}`;
  const language: Language = isLanguage(input.language) ? input.language : 'en';
  const words = mailTexts(language);
  const count = words.alert.count(input.total);
  const subject = words.alert.subject(count, input.alertName);
  const items = input.listings.map((listing) => ({
    listing,
    url: `${site}${pageAddress.listing(listing.id)}`,
    photo: listing.photo
      ? absoluteUrl(site, servedImageUrl(input.imageBaseUrl, imageVariant(listing.photo, 320)))
      : null,
  }));
  const more = input.total > input.listings.length ? input.total - input.listings.length : 0;

  const text = [
    words.alert.intro(count, input.alertName),
    ...items.map(({ listing, url }) => `${listing.name}\n${describe(listing, language)}\n${url}`),
    ...(more ? [words.alert.more(more)] : []),
    `${words.alert.seeAll}: ${seeAll}`,
    `${words.alert.manage}: ${site}/alerts`,
    `${words.alert.stop}: ${unsubscribePage}`,
    '--',
    `${words.footer} ${site}`,
  ].join('\n\n');

  const card = ({ listing, url, photo }: (typeof items)[number]) =>
    `<tr><td style="padding:12px 0;border-bottom:1px solid #e7e5e4">` +
    `<a href="${escapeHtml(url)}" style="color:#1f2937;text-decoration:none">` +
    (photo
      ? `<img src="${escapeHtml(photo)}" width="320" alt="" style="display:block;width:100%;max-width:320px;height:auto;border-radius:8px;margin-bottom:8px">`
      : '') +
    `<strong style="font-size:17px">${escapeHtml(listing.name)}</strong><br>` +
    `<span style="color:#0f766e;font-weight:bold">${escapeHtml(describe(listing, language))}</span></a></td></tr>`;
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">` +
    `<p style="font-weight:bold;color:#0f766e">Nyumba</p>` +
    `<p>${escapeHtml(count)} ${escapeHtml(words.alert.introHtml)} <strong>${escapeHtml(input.alertName)}</strong>.</p>` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:480px">${items.map(card).join('')}</table>` +
    (more ? `<p>${escapeHtml(words.alert.more(more))}</p>` : '') +
    `<p><a href="${escapeHtml(seeAll)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;` +
    `border-radius:6px;text-decoration:none">${escapeHtml(words.alert.seeAll)}</a></p>` +
    `<hr style="border:none;border-top:1px solid #ddd"><p style="color:#555;font-size:13px">` +
    `${escapeHtml(words.alert.because)} <a href="${escapeHtml(`${site}/alerts`)}">${escapeHtml(words.alert.manage)}</a> · ` +
    `<a href="${escapeHtml(unsubscribePage)}">${escapeHtml(words.alert.unsubscribe)}</a></p></body></html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
