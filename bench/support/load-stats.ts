import autocannon, { type Options } from 'autocannon';

export interface LoadStats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  n: number;
  errors: number;
}

/** One autocannon run, summarised: latency percentiles (ms), requests per second, count and failed answers. */
export function runLoad(options: Options): Promise<LoadStats> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, r) => {
      if (err) return reject(err);
      resolve({
        p50: r.latency.p50,
        // autocannon reports p90/p97.5/p99; p95 is interpolated between its p90 and p97.5.
        p95: r.latency.p90 + ((r.latency.p97_5 - r.latency.p90) * 5) / 7.5,
        p99: r.latency.p99,
        rps: r.requests.average,
        n: r.requests.total,
        errors: r.errors + r.timeouts + r.non2xx,
      });
    });
  });
}
