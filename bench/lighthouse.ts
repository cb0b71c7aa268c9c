// Page speed as a visitor on a mid-range Android phone over mobile data sees it:
// Lighthouse's mobile preset (Moto G-class screen, simulated slow 4G, a CPU slowdown
// calibrated to this host) against the built app served by the real server with the
// demo data: home, search, a listing and its lister's profile, in English and in Swahili.
// Each page is measured several times, interleaved, and the median of every figure
// is printed, because these machines are shared and single runs are noisy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import type { Language } from '../packages/domain/src/core/language.ts';
import { findBrowser } from '../scripts/browser.mjs';
import { startServer } from './server-process.ts';
import { assertOwnFilesLoaded, figuresOf, median, medianFigures, type PageFigures } from './lighthouse-figures.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Set to a folder to keep each run's full JSON report (open in the Lighthouse viewer). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;

export const TARGETS = { score: 95, lcpMs: 1500, tbtMs: 200 };

// The server runs on plain http at 127.0.0.1; anything on https or on these hosts is
// another site (map tiles, Google sign-in and avatars, video embeds). Blocking them
// keeps runs offline and measures our own bytes only. Patterns name hosts, never words:
// '*google*' once matched our own `/assets/google-….js` (the sign-in contract's chunk), so
// the app's start failed to load and every page was measured without its code running.
const BLOCKED = [
  'https://*',
  ...['openstreetmap.org', 'google.com', 'gstatic.com', 'youtube.com', 'vimeo.com'].map((host) => `*://*.${host}/*`),
];

const MOBILE_CPU = 4;

/**
 * The CPU slowdown. By default it is calibrated to this host: Lighthouse's preset assumes
 * a host with a benchmarkIndex near 1,500, so on a faster host 4x simulates a faster phone
 * than the mid-range Android it stands for. A first run reads the host's benchmarkIndex and
 * the measured runs use the slowdown Lighthouse's calibration gives for it.
 * LIGHTHOUSE_CPU=preset keeps the preset's 4x; a number sets it.
 */
const CPU_SETTING = process.env.LIGHTHOUSE_CPU ?? 'calibrated';
let cpuMultiplier: number | undefined =
  CPU_SETTING === 'preset' ? MOBILE_CPU : CPU_SETTING === 'calibrated' ? undefined : Number(CPU_SETTING);

// Lighthouse's mobile preset (slow 4G); only the CPU slowdown is ever changed.
const MOBILE_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: MOBILE_CPU,
};

/**
 * The CPU slowdown Lighthouse's calibration guidance gives for a host's benchmarkIndex
 * (docs/throttling.md, "CPU throttling"): 4x at about 1,533, 3x at 1,300, 2x at 800.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

const mark = (met: boolean) => (met ? 'met' : 'MISSED');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}`;

function printTable(results: [string, ReturnType<typeof medianFigures>][]): void {
  const multiplier = (cpuMultiplier ?? MOBILE_CPU).toFixed(1);
  const throttling =
    CPU_SETTING === 'preset'
      ? 'mobile preset (CPU 4x)'
      : CPU_SETTING === 'calibrated'
        ? `mobile preset with the CPU slowdown calibrated to this host: ${multiplier}x`
        : `mobile preset but CPU ${multiplier}x (LIGHTHOUSE_CPU)`;
  console.log(
    `\nLighthouse ${RUNS === 1 ? '(1 run)' : `(median of ${RUNS} runs)`}, ${throttling}, simulated throttling`,
  );
  console.log(
    'page                      score (runs)         LCP s   FCP s   TBT ms    CLS   total KB   JS KB   score ≥ 95  TBT ≤ 200  LCP ≤ 1.5 s',
  );
  for (const [name, f] of results) {
    console.log(
      `${name.padEnd(25)} ${String(f.score).padStart(5)} ${`(${f.scores.join(',')})`.padEnd(14)} ${seconds(f.lcp).padStart(6)} ${seconds(f.fcp).padStart(7)} ${f.tbt
        .toFixed(0)
        .padStart(
          8,
        )} ${f.cls.toFixed(3).padStart(6)} ${kb(f.bytes).padStart(10)} ${kb(f.jsBytes).padStart(7)}   ${mark(f.score >= TARGETS.score).padEnd(10)}  ${mark(f.tbt <= TARGETS.tbtMs).padEnd(9)}  ${mark(f.lcp <= TARGETS.lcpMs)}`,
    );
  }
  const index = median(results.map(([, f]) => f.benchmarkIndex));
  console.log(
    `\nThis host's benchmarkIndex: ${index.toFixed(0)} (median); Lighthouse's calibration gives a ${calibratedMultiplier(index).toFixed(1)}x CPU slowdown here, the preset 4x (LIGHTHOUSE_CPU=preset, or a number).`,
  );
  for (const [name, f] of results) {
    console.log(`\n${name}: LCP element ${f.lcpElement.slice(0, 140)}`);
    if (f.costs.length > 0) console.log(`  costing time: ${f.costs.slice(0, 4).join('; ')}`);
  }
}

/** A real demo listing of a type, to measure the page a shared WhatsApp link opens, and its lister. */
async function demoListing(url: string, type?: string): Promise<{ id: string; owner: string } | null> {
  const answer = (await (await fetch(`${url}/api/listing/search?limit=1${type ? `&type=${type}` : ''}`)).json()) as {
    listings: { _id: string; userRef: string }[];
  };
  const first = answer.listings[0];
  return first ? { id: first._id, owner: first.userRef } : null;
}

/**
 * The pages a phone's first visit is measured on: home, search, a listing of each kind (a home,
 * a bnb, a service), its lister's profile (where this build has one) and the map, each in
 * English and in Swahili (LIGHTHOUSE_LANGUAGES=en for English only). [name, route, language].
 */
export async function measuredPages(url: string): Promise<(readonly [string, string, Language])[]> {
  const listing = await demoListing(url);
  if (!listing) throw new Error('the demo data has no listing');
  const routes: [string, string][] = [
    ['/', '/'],
    ['/search', '/search'],
  ];
  for (const [kind, type] of [
    ['home', 'rentals'],
    ['bnb', 'bnbs'],
    ['service', 'technicians'],
  ] as const) {
    const found = await demoListing(url, type);
    if (found) routes.push([`/listing/{${kind}}`, `/listing/${found.id}`]);
  }
  if ((await fetch(`${url}/u/${listing.owner}`)).status === 200) routes.push(['/u/{id}', `/u/${listing.owner}`]);
  routes.push(['/map', '/map']);
  const languages = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,sw').split(',') as Language[];
  // LIGHTHOUSE_PAGES=/search,/map measures only those (by the names in the table), to compare
  // a change on one page without waiting for all.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  return languages.flatMap((language) =>
    routes
      .filter(([name]) => !only || only.includes(name))
      .map(([name, route]) => [language === 'en' ? name : `${name} (${language})`, route, language] as const),
  );
}

/**
 * One Lighthouse run. Its trace recording fails now and then on a busy machine
 * (NO_NAVSTART, NO_FCP): such a run measured nothing, so it is repeated, twice at most.
 */
async function measure(port: number, url: string, language: Language = 'en'): Promise<{ lhr: LighthouseResult }> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: BLOCKED,
      // The language a visitor chose (the switch's cookie): the page is drawn in it and
      // the browser loads its texts before hydrating.
      extraHeaders: language === 'en' ? {} : { Cookie: `lang=${language}` },
      throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuMultiplier ?? MOBILE_CPU },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return assertOwnFilesLoaded(result, url);
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

export async function runLighthouse(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({
    chromePath: findBrowser(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = await measuredPages(server.url);
    if (cpuMultiplier === undefined) {
      // The index of one run swings by half on a shared machine: the median of three.
      const indexes: number[] = [];
      for (let run = 0; run < 3; run += 1)
        indexes.push(figuresOf((await measure(chrome.port, `${server.url}/`)).lhr).benchmarkIndex);
      const index = median(indexes);
      cpuMultiplier = Math.round(calibratedMultiplier(index) * 10) / 10;
      console.log(
        `benchmarkIndex ${index.toFixed(0)} (median of ${indexes.map((i) => i.toFixed(0)).join(', ')}): measuring with a ${cpuMultiplier}x CPU slowdown`,
      );
    }
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    const runs = new Map<string, PageFigures[]>(pages.map(([name]) => [name, []]));
    // A page Lighthouse cannot trace (NO_FCP three times) is reported, not the end of the run.
    const failed = new Map<string, string>();
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [name, route, language] of pages) {
        if (failed.has(name)) continue;
        let result: { lhr: LighthouseResult };
        try {
          result = await measure(chrome.port, `${server.url}${route}`, language);
        } catch (error) {
          failed.set(name, error instanceof Error ? error.message : String(error));
          continue;
        }
        runs.get(name)!.push(figuresOf(result.lhr));
        if (REPORT_DIR) {
          const file = `${name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`;
          writeFileSync(path.join(REPORT_DIR, file), JSON.stringify(result.lhr));
        }
      }
    }
    const results = pages
      .filter(([name]) => !failed.has(name))
      .map(([name]) => [name, medianFigures(runs.get(name)!)] as [string, ReturnType<typeof medianFigures>]);
    printTable(results);
    for (const [name, reason] of failed) console.log(`\n${name}: not measured: ${reason}`);
    console.log(
      `\nTargets: performance ≥ ${TARGETS.score}, TBT ≤ ${TARGETS.tbtMs} ms and LCP ≤ ${TARGETS.lcpMs / 1000} s on every page.`,
    );
    return (
      failed.size === 0 &&
      results.every(([, f]) => f.score >= TARGETS.score && f.lcp <= TARGETS.lcpMs && f.tbt <= TARGETS.tbtMs)
    );
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
