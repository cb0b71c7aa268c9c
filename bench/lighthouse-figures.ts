// What one Lighthouse report says of a page (bench/lighthouse.ts runs them): its figures, the
// median of several runs, and whether the run measured the page at all.
import type { Result as LighthouseResult } from 'lighthouse';

export interface PageFigures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  lcpElement: string;
  costs: string[];
  benchmarkIndex: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function figuresOf(lhr: LighthouseResult): PageFigures {
  const audit = (id: string) => lhr.audits[id];
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const summary =
    (audit('resource-summary')?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  const lcpItems = (
    audit('largest-contentful-paint-element')?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items;
  // What cost the most: failing audits that Lighthouse says would save LCP or FCP time.
  const costs = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ((a.metricSavings?.LCP ?? 0) > 0 || (a.metricSavings?.FCP ?? 0) > 0 || (a.metricSavings?.CLS ?? 0) > 0),
    )
    .sort((a, b) => (b.metricSavings?.LCP ?? 0) - (a.metricSavings?.LCP ?? 0))
    .map((a) => `${a.id} (LCP −${Math.round(a.metricSavings?.LCP ?? 0)} ms)`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '(none)',
    costs,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function medianFigures(runs: PageFigures[]): PageFigures & { scores: number[] } {
  const of = (key: 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'bytes' | 'jsBytes') => median(runs.map((r) => r[key]));
  // Details (the LCP element, what cost time) come from the run with the median score.
  const typical = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return {
    ...typical,
    score: of('score'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
    jsBytes: of('jsBytes'),
    scores: runs.map((r) => r.score),
  };
}

/**
 * A run in which one of our own files failed to load measured a page whose code never ran
 * (the start is one module graph: a missing chunk stops all of it), which looks faster than
 * the real page. Such a figure is refused, not printed.
 */
export function assertOwnFilesLoaded(result: { lhr: LighthouseResult }, url: string): { lhr: LighthouseResult } {
  const origin = new URL(url).origin;
  const requests =
    (
      result.lhr.audits['network-requests']?.details as
        { items?: { url: string; statusCode: number; resourceType?: string }[] } | undefined
    )?.items ?? [];
  const failed = requests.filter(
    (item) => item.url.startsWith(origin) && (item.statusCode < 200 || item.statusCode >= 400),
  );
  if (failed.length > 0)
    throw new Error(
      `${url}: our own files failed to load (${failed.map((item) => `${item.statusCode} ${item.url}`).join(', ')})`,
    );
  return result;
}
