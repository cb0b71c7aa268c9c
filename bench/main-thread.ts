// How long a phone's main thread is busy after the first paint, observed rather than
// simulated: Chromium's own CPU throttling (the DevTools protocol, 4x by default) and
// its long-task entries, on the pages Lighthouse measures. Lighthouse's simulated TBT
// multiplies every task it saw by the slowdown, so on a noisy shared host it swings by
// hundreds of milliseconds between runs; this figure is steadier and says where the time
// goes (the longest task). Printed beside a fixed script workload timed in the same
// browser under the same throttling, since absolute times drift with the host.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { Language } from '../packages/domain/src/core/language.ts';
import { findBrowser } from '../scripts/browser.mjs';
import { median } from './lighthouse-figures.ts';
import { measuredPages } from './lighthouse.ts';
import { startServer } from './server-process.ts';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const CPU = Number(process.env.MAIN_THREAD_CPU ?? 4);
/** How long the visitor looks before touching, and how long parts may go on hydrating after. */
const SETTLE_MS = 3000;

// A Moto G-class phone, as Lighthouse's mobile preset.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

interface Load {
  /** Σ of each long task's time past 50 ms from the first paint until the visitor's first touch (Lighthouse's TBT rule). */
  blocking: number;
  longest: number;
  /** From the first touch until the app marked the page live (a drawn page starts on use). */
  startOnUse: number;
  /** The longest task from the first touch until the page settled. */
  longestOnUse: number;
}

// Runs in the page before its own scripts: long tasks and the moment the app is ready.
const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // On the document, not its root element: this runs before the parser has made one.
  new MutationObserver(() => {
    if (document.documentElement?.dataset.app === 'ready') window.__readyAt ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
`;

/** What the functions run in the page read (this folder is type-checked without the DOM's types). */
interface InPage {
  document: { documentElement: { dataset: Record<string, string | undefined> } };
  performance: { getEntriesByName(name: string): { startTime: number }[]; now(): number };
  __longTasks: [number, number][];
  __readyAt: number;
}

async function throttled(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return page;
}

async function newPhone(browser: Browser, origin: string, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  // Only our own server: map tiles and other sites are not what is measured.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  if (language !== 'en') await context.addCookies([{ name: 'lang', value: language, url: origin }]);
  await context.addInitScript(OBSERVE);
  return context;
}

/** Long tasks in a window: Σ of each one's time past 50 ms, and the longest. */
function blockingIn(tasks: [number, number][], from: number, to: number) {
  let blocking = 0;
  let longest = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    if (end <= from || start >= to) continue;
    longest = Math.max(longest, duration);
    blocking += Math.max(0, Math.min(duration - 50, end - from));
  }
  return { blocking, longest };
}

async function measureLoad(browser: Browser, origin: string, route: string, language: Language): Promise<Load> {
  // A new context each time: a first visit, nothing cached.
  const context = await newPhone(browser, origin, language);
  try {
    const page = await throttled(context);
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    // The visitor looks before touching (what Lighthouse measures)…
    await page.waitForTimeout(SETTLE_MS);
    const touchedAt = await page.evaluate(() => (globalThis as unknown as InPage).performance.now());
    // …then puts a finger down (and lifts it off the page, so nothing is followed): a
    // drawn page starts its app on that (apps/web/src/lib/start-on-intent.ts).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 400 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    await page.waitForFunction(
      () => (globalThis as unknown as InPage).document.documentElement.dataset.app === 'ready',
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(() => {
      const w = globalThis as unknown as InPage;
      const paint = w.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { tasks: w.__longTasks, paint, readyAt: w.__readyAt, now: w.performance.now() };
    });
    const beforeUse = blockingIn(seen.tasks, seen.paint, touchedAt);
    const onUse = blockingIn(seen.tasks, touchedAt, seen.now);
    return {
      ...beforeUse,
      startOnUse: Math.max(0, seen.readyAt - touchedAt),
      longestOnUse: onUse.longest,
    };
  } finally {
    await context.close();
  }
}

/** A fixed script workload timed under the same throttling: the yardstick for this host. */
async function baselineMs(browser: Browser): Promise<number> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await throttled(context);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      times.push(
        await page.evaluate(() => {
          const started = performance.now();
          const items = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `listing ${(i * 7919) % 20_000}` }));
          items.sort((a, b) => a.name.localeCompare(b.name));
          JSON.parse(JSON.stringify(items));
          return performance.now() - started;
        }),
      );
    }
    return median(times);
  } finally {
    await context.close();
  }
}

export async function runMainThread(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-main-thread-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const pages = await measuredPages(server.url);
    const baseline = await baselineMs(browser);
    const runs = new Map<string, Load[]>(pages.map(([name]) => [name, []]));
    // Interleaved, so a slow minute on the host spreads over every page.
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, route, language] of pages) {
        runs.get(name)!.push(await measureLoad(browser, server.url, route, language));
      }
    }
    console.log(
      `\nMain thread from the first paint to the first touch, and the app's start on that touch: Chromium's CPU throttling ${CPU}x, a 412x823 phone, median of ${RUNS}`,
    );
    console.log(`baseline: a fixed script workload takes ${baseline.toFixed(0)} ms here under the same throttling`);
    console.log(
      'page                      blocking ms  × baseline   longest task ms   start on first touch ms   its longest task ms',
    );
    const figure = (loads: Load[], pick: (load: Load) => number, width: number) =>
      median(loads.map(pick)).toFixed(0).padStart(width);
    for (const [name] of pages) {
      const loads = runs.get(name)!;
      const blocking = median(loads.map((l) => l.blocking));
      console.log(
        `${name.padEnd(25)} ${blocking.toFixed(0).padStart(11)} ${(blocking / baseline).toFixed(2).padStart(11)} ${figure(
          loads,
          (l) => l.longest,
          17,
        )} ${figure(loads, (l) => l.startOnUse, 25)} ${figure(loads, (l) => l.longestOnUse, 21)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
