import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';

export type Target = {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  graphql?: boolean;
};

export type Measurement = {
  connections: number;
  /** Completed requests over the measured run's length: precise even at 1 connection, where per-second counts are coarse. */
  requestsPerSecond: number;
  /** Wall time per request at 1 connection (1000 / requests per second); at 50 it is mostly queueing. */
  msPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors and timeouts. */
  errors: number;
  non2xx: number;
  /** 2xx GraphQL answers that carried `errors` or no `data` (HTTP status alone hides these). */
  badBodies: number;
  /** Peak of the server thread's heap over the measured run, sampled every 250 ms. */
  peakHeapMb: number;
  peakRssMb: number;
  /**
   * CPU time of the server's thread per request (the gateways' included, PostgreSQL's not). Other
   * work on a shared machine stretches wall time far more than it changes this figure.
   */
  cpuMsPerRequest: number;
};

export type LoadSettings = { connections: number[]; warmupSeconds: number; seconds: number; rounds: number };

/**
 * Counts the requests the server is still working on (the gateway's own calls to /api included).
 * When autocannon stops, up to a connection's worth of requests are still queued in the server;
 * each run waits for them, so the next run does not start behind a backlog and the app is closed
 * idle. (Closing it mid-flight leaves the gateway's keep-alive sockets to its own /api open until
 * the server's keep-alive timeout, about 70 s.)
 */
export function inFlight(...servers: Server[]): () => Promise<void> {
  let busy = 0;
  for (const server of servers) {
    server.on('request', (_request, response) => {
      busy += 1;
      response.once('close', () => (busy -= 1));
    });
  }
  return async () => {
    for (let waited = 0; busy > 0 && waited < 30_000; waited += 50) await sleep(50);
  };
}

const GRAPHQL_OK = fileURLToPath(new URL('./graphql-ok.cjs', import.meta.url));

function fire(target: Target, connections: number, duration: number): Promise<Result> {
  const options: Options = {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration,
    // The load runs on its own thread, so the server's event loop (this process's main thread) is not shared with it.
    workers: 1,
    verifyBody: target.graphql ? GRAPHQL_OK : undefined,
  };
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** A warm-up (discarded: JIT, pools, caches), then the measured run. */
export async function measure(
  target: Target,
  connections: number,
  settings: LoadSettings,
  idle: () => Promise<void>,
): Promise<Measurement> {
  if (settings.warmupSeconds > 0) await fire(target, connections, settings.warmupSeconds);
  await idle();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  sample();
  const sampler = setInterval(sample, 250);
  const cpuBefore = process.threadCpuUsage();
  try {
    const result = await fire(target, connections, settings.seconds);
    await idle();
    const cpu = process.threadCpuUsage(cpuBefore);
    sample();
    const requestsPerSecond = result.requests.total / (result.duration || settings.seconds);
    return {
      connections,
      requestsPerSecond,
      msPerRequest: 1000 / requestsPerSecond,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      badBodies: result.mismatches,
      peakRssMb: Math.round(peakRss / 2 ** 20),
      peakHeapMb: Math.round(peakHeap / 2 ** 20),
      cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
    };
  } finally {
    clearInterval(sampler);
  }
}
