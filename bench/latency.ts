// Latency of one request repeated sequentially: warm-ups first (JIT, caches, prepared
// statements), then percentiles over the measured runs and the throughput they amount to.
export interface LatencyFigure {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

export async function measureLatency(
  run: (i: number) => Promise<unknown>,
  { warmups, n }: { warmups: number; n: number },
): Promise<LatencyFigure> {
  for (let i = 0; i < warmups; i++) await run(i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(warmups + i);
    times.push(performance.now() - t0);
  }
  const totalMs = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    n,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: (n * 1000) / totalMs,
  };
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
