import http from 'node:http';

export type LoadOptions = {
  url: string;
  ratePerSecond: number;
  durationSeconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: () => string;
  // A different path and query per request (e.g. one device id each); else the url's own.
  path?: () => string;
  connections?: number;
};

export type LoadResult = {
  sent: number;
  ok: number;
  failed: number;
  achievedRate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// Open-loop load: requests start on a fixed schedule whatever the latency, so queueing shows in the tail.
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 64 });
  const target = new URL(options.url);
  const latencies: number[] = [];
  const starts: number[] = [];
  let ok = 0;
  let failed = 0;
  let sent = 0;
  const total = Math.round(options.ratePerSecond * options.durationSeconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  const fire = (): Promise<void> =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const payload = options.body?.();
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: options.path?.() ?? target.pathname + target.search,
          method: options.method ?? 'GET',
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - t0);
            starts.push(t0 - started);
            if ((response.statusCode ?? 0) < 400) ok++;
            else failed++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed++;
        resolve();
      });
      if (payload) request.write(payload);
      request.end();
    });

  while (sent < total) {
    const due = Math.floor(((performance.now() - started) / 1000) * options.ratePerSecond);
    while (sent < Math.min(due, total)) {
      inFlight.push(fire());
      sent++;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  if (process.env.LOAD_TIMELINE) printTimeline(starts, latencies);
  latencies.sort((a, b) => a - b);
  return {
    sent,
    ok,
    failed,
    achievedRate: Math.round(sent / elapsed),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
  };
}

// LOAD_TIMELINE=1: the slowest request started in each quarter second, to see when a tail happens.
function printTimeline(starts: number[], latencies: number[]): void {
  const slowest = new Map<number, number>();
  starts.forEach((start, i) => {
    const slot = Math.floor(start / 250);
    slowest.set(slot, Math.max(slowest.get(slot) ?? 0, latencies[i] ?? 0));
  });
  const slow = [...slowest].filter(([, ms]) => ms >= 50).sort(([a], [b]) => a - b);
  console.log(
    `slow quarter seconds (slowest >= 50 ms): ${slow.map(([s, ms]) => `${(s / 4).toFixed(2)}s:${ms.toFixed(0)}`).join(' ')}`,
  );
}

export function formatLoad(name: string, result: LoadResult): string {
  const ms = (v: number): string => `${v.toFixed(1)} ms`;
  return `${name}: ${result.sent} requests at ${result.achievedRate}/s, ${result.failed} failed; p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, max ${ms(result.max)}`;
}
