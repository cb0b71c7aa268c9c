// Days and times in a booking's mails, written out in the recipient's language ("Sat 12 Dec
// 2026", "Sat 12 Dec, 10:30") so nobody reads 03/12 as March. Kenyan time, UTC+3 all year.

const DAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  sw: ['Jpi', 'Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo'],
};
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};

const dayOf = (at: Date, language: 'en' | 'sw') =>
  `${DAYS[language][at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[language][at.getUTCMonth()]}`;

/** A calendar date (YYYY-MM-DD): "Sat 12 Dec 2026". */
export function longDate(date: string, language: 'en' | 'sw'): string {
  const at = new Date(`${date}T00:00:00Z`);
  return `${dayOf(at, language)} ${at.getUTCFullYear()}`;
}

/** An instant as Kenya sees it: "Sat 12 Dec, 10:30". */
export function viewingWhen(at: Date, language: 'en' | 'sw'): string {
  const local = new Date(at.getTime() + 3 * 60 * 60_000);
  return `${dayOf(local, language)}, ${local.toISOString().slice(11, 16)}`;
}
