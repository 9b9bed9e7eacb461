import type { FastifyRequest } from 'fastify';

/** Quoted or bracketed values in an error message: what a caller sent, never the log's business. */
const VALUES = /"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)|\(([^()]*)\)$/g;

/** An error message with the values it quotes taken out: `… for type integer: "Zed"` → `… for type integer: "…"`. */
export function withoutValues(message: string): string {
  return message.replace(VALUES, '…').slice(0, 500);
}

type LoggableError = Error & {
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

/**
 * What an error log keeps of an error: an allow-list. A database error carries the statement's
 * parameters and the failing row (names, emails, answers), an HTTP client's error the request
 * body; none of it is copied. The stack keeps its frames, under the cleaned message.
 */
export function safeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as LoggableError;
  const message = withoutValues(e.message);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : undefined);
  return {
    type: e.name,
    message,
    code: text(e.code),
    statusCode: text(e.statusCode),
    constraint: text(e.constraint),
    table: text(e.table),
    column: text(e.column),
    routine: text(e.routine),
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
}

/** A request in the log: its method, route and path, never its query string (emailed links carry tokens there) or body. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

/** A background job in the log: which one, never its payload (a mail's address and text). */
export function safeJob(job: { id?: unknown; queue?: unknown; attempt?: unknown } | null | undefined) {
  return { id: job?.id, queue: job?.queue, attempt: job?.attempt };
}

export const LOG_SERIALIZERS = { err: safeError, req: safeRequest, job: safeJob };

/** Paths pino blanks out whatever a log call passes: credentials and anything a caller sent. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.authorizationjwt',
  'req.headers.cookie',
  'body',
  '*.body',
  'params',
  '*.params',
  'variables',
  '*.variables',
];
