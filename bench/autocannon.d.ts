// The part of autocannon's API the list benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    average: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
