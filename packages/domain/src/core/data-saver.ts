/**
 * Data saver: the smallest photo files, no photo preloading beyond the first, map tiles
 * only when asked for. On when the browser sends `Save-Data: on` (Android's data saver,
 * Chrome's Lite mode) or the person turns it on in Settings (this cookie, so the pages
 * the server draws follow it too).
 */
export const DATA_SAVER_COOKIE = 'datasaver';
export const DATA_SAVER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether a request asks for data saving: its Save-Data header, or the cookie. */
export function wantsDataSaver(saveDataHeader: string | undefined, cookieValue: string | undefined): boolean {
  if (cookieValue === 'on') return true;
  if (cookieValue === 'off') return false;
  return (saveDataHeader ?? '').trim().toLowerCase() === 'on';
}
