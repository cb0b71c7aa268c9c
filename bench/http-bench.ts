import autocannon from 'autocannon';

export interface RouteResult {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run against one path; the server runs in another process. */
export async function benchRoute(
  baseUrl: string,
  name: string,
  path: string,
  options: { connections: number; seconds: number },
): Promise<RouteResult> {
  const sample = await fetch(`${baseUrl}${path}`);
  const body = await sample.arrayBuffer();
  if (!sample.ok) throw new Error(`${name}: ${path} answered ${sample.status}`);
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: options.connections,
    duration: options.seconds,
    pipelining: 1,
  });
  return {
    name,
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: body.byteLength,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, results: RouteResult[]): void {
  const baseline = results[0]!;
  console.log(`\n${title}`);
  console.log('route                          req/s    p50 ms  p99 ms  × health   answer KB  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(7)} ${(
        r.rps / baseline.rps
      )
        .toFixed(2)
        .padStart(9)} ${(r.bytes / 1024).toFixed(1).padStart(10)} ${String(r.errors + r.non2xx).padStart(7)}`,
    );
  }
}
