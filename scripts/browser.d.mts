export type BrowserDecision =
  | { action: 'use'; path: string; source: string }
  | { action: 'install'; method: 'apt' | 'playwright'; reason: string }
  | { action: 'fail'; reason: string };

export const SYSTEM_CHROMIUM: string[];
export function playwrightChromium(): string;
export function decide(machine?: {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  playwrightPath?: string;
  isRoot?: boolean;
  hasApt?: boolean;
}): BrowserDecision;
export function findBrowser(env?: Record<string, string | undefined>): string;
export function install(method: 'apt' | 'playwright'): void;
