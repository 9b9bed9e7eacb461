/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Worker threads that fire the requests; with workers, verifyBody is a path to a CommonJS module. */
    workers?: number;
    verifyBody?: string | ((body: string) => boolean);
  };
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
  };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;
  export type { Options, Result };
  export default autocannon;
}
