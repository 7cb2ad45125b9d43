import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * The structured logger of every deployable process (the shell's server, the mail worker): JSON
 * lines on stdout, one object per event, with `service` on each line. What may never reach a log
 * (docs/decisions/0013-production-operation.md, "Logs"): cookies, authorization headers, the
 * values of query parameters that carry secrets, e-mail addresses.
 */

export type LogFormat = 'json' | 'pretty';
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Query parameters whose value is a secret or personal: Supabase's e-mailed links (`code`,
 * `token`, `token_hash`), OAuth-style tokens, and anything naming an address or a password. The
 * names are compared lower-cased.
 */
export const secretParameters: ReadonlySet<string> = new Set([
  'code',
  'token',
  'token_hash',
  'access_token',
  'refresh_token',
  'provider_token',
  'provider_refresh_token',
  'id_token',
  'email',
  'password',
  'otp',
  'apikey',
  'api_key',
  'key',
  'secret',
  'signature',
  'sig',
]);

export const redactedValue = '[Redacted]';

/** Anything shaped like an e-mail address (local part @ domain with a dot), also percent-encoded (%40). */
const emailPattern = /[\w.!#$&'*+=?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

/** `text` with every e-mail address in it replaced, for messages and error texts. */
export function withoutEmails(text: string): string {
  return text.replace(emailPattern, '[email]');
}

/**
 * A request URL (path and query, or absolute) fit for a log: the values of secret parameters
 * (see secretParameters) replaced by [Redacted], and any e-mail address in the path or in another
 * parameter's value replaced by [email]. The fragment never reaches a server and is dropped.
 */
export function redactedUrl(url: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://log.invalid');
  } catch {
    return withoutEmails(url.split('?')[0] ?? '');
  }
  const query = [...parsed.searchParams]
    .map(([name, value]) => {
      const shown = secretParameters.has(name.toLowerCase()) ? redactedValue : withoutEmails(value);
      return `${encodeURIComponent(name)}=${shown === redactedValue ? shown : encodeURIComponent(shown)}`;
    })
    .join('&');
  const path = withoutEmails(parsed.pathname);
  const start = absolute ? `${parsed.protocol}//${parsed.host}` : '';
  return `${start}${path}${query ? `?${query}` : ''}`;
}

/**
 * Paths pino censors wherever a caller logs these objects (a stray `logger.info({ req })` or a
 * header map): the std serializers log every header. The access log itself logs no header at all
 * (see http-logger.ts), so this is the second line of defence.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'req.headers.apikey',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.apikey',
  'authorization',
  'cookie',
  'password',
  'token',
  'access_token',
  'refresh_token',
  'email',
  '*.password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.email',
];

export interface LoggerSettings {
  /** the deployable's name, on every line (`service`) */
  service: string;
  level?: LogLevel;
  format?: LogFormat;
  /** where lines go instead of stdout (tests capture them) */
  destination?: DestinationStream;
}

/**
 * JSON unless asked otherwise: readable lines only for a person at a terminal in development.
 * Call before anything sets NODE_ENV for React's sake (server/config.ts does).
 */
export function defaultLogFormat(env: NodeJS.ProcessEnv = process.env, isTTY = Boolean(process.stdout.isTTY)): LogFormat {
  return isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** The err serializer, with e-mail addresses taken out of the message and stack (a database error may quote one). */
function errorSerializer(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const copy = { ...(serialized as Record<string, unknown>) };
  for (const key of ['message', 'stack']) if (typeof copy[key] === 'string') copy[key] = withoutEmails(copy[key]);
  return copy;
}

export function createLogger({ service, level = 'info', format = 'json', destination }: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    redact: { paths: redactPaths, censor: redactedValue },
    serializers: { err: errorSerializer, error: errorSerializer },
    hooks: {
      // Messages are free text: an address in one is replaced whatever the caller wrote.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutEmails(arg) : arg)) as Parameters<typeof method>);
      },
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  if (format === 'pretty') {
    try {
      // pino-pretty is a development dependency: pino loads it by name in a worker thread, so a
      // production install without it never imports it, and asking for it there falls back to JSON.
      return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } });
    } catch (error) {
      const logger = pino(options);
      logger.warn({ err: error }, 'LOG_FORMAT=pretty needs the pino-pretty package (a development dependency); logging JSON');
      return logger;
    }
  }
  return pino(options);
}

export type { Logger };
