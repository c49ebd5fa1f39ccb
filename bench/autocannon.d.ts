// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Requests cycled through by every connection (the soak's call mix). */
    requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[];
    /** Requests per second over all connections (paced load). */
    overallRate?: number;
  }
  interface Histogram {
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    average: number;
    total: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers by status class: '2xx', '4xx'… */
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
