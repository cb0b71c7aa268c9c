import { useSyncExternalStore } from 'react';
import { DATA_SAVER_COOKIE, DATA_SAVER_COOKIE_MAX_AGE_S } from '@nyumba/domain';

/**
 * Whether screens save data (smallest photos, map tiles on tap). The server decides it
 * per request (Save-Data header or the Settings cookie) and draws the page so; the page
 * says so in `<html data-save-data="on">`, which the app reads before its first render,
 * so both draw the same. The server renderer sets it per draw (setDataSaver).
 */
let saving = typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on';
const listeners = new Set<() => void>();

function isDataSaver(): boolean {
  return saving;
}

export function setDataSaver(on: boolean): void {
  if (saving === on) return;
  saving = on;
  for (const listener of listeners) listener();
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isDataSaver,
    isDataSaver,
  );
}

/** The Settings switch: this device keeps it (the cookie) and every screen follows at once. */
export function chooseDataSaver(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${DATA_SAVER_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  document.documentElement.dataset.saveData = on ? 'on' : 'off';
  setDataSaver(on);
}
