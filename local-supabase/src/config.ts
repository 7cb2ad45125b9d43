/**
 * Settings of the local stand-in. The JWT secret, anon key and service-role key are the Supabase
 * CLI's well-known local-development values (public knowledge, never used by a hosted project),
 * so the stand-in is a drop-in for `supabase start` and the committed app-config.json can carry
 * the anon key.
 */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface StandInConfig {
  port: number;
  /** where the database lives; undefined = in memory (tests) */
  dataDir: string | undefined;
  /** where Storage keeps object bytes; undefined = a temporary folder removed when the server closes */
  storageDir: string | undefined;
  jwtSecret: string;
  anonKey: string;
  /** runs requests as service_role (the outbox worker uses it); never given to a browser */
  serviceRoleKey: string;
  /** public URL of this server, used in e-mailed links and as the JWT issuer base */
  externalUrl: string;
  /** where e-mailed links send the browser back to when redirect_to is missing or not allowed */
  siteUrl: string;
  /** the only other redirect_to values accepted, compared exactly (no globs: supabase/config.toml lists the same) */
  redirectAllowList: string[];
  /** browser origins allowed by CORS */
  corsOrigins: string[];
  smtp: { host: string; port: number; from: string };
  accessTokenSeconds: number;
  /**
   * How long a rotated refresh token may still be presented (GoTrue's
   * GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, `[auth] refresh_token_reuse_interval` = 10):
   * two tabs refreshing at once both get a session; a reuse after it ends the session.
   */
  refreshTokenReuseSeconds: number;
  /** request bodies above this are refused with 413 (Storage uploads have their own limit) */
  maxBodyBytes: number;
  /**
   * Storage's global upload limit in bytes, like `[storage] file_size_limit` of a hosted project
   * (50 MiB there); a bucket's `file_size_limit` can only lower it. Smaller here because a
   * multipart upload is held in memory while it is parsed.
   */
  storageFileSizeLimit: number;
  minPasswordLength: number;
  /**
   * A password change from a session opened longer ago than this needs the code `GET
   * /auth/v1/reauthenticate` e-mails (GoTrue with `[auth.email] secure_password_change = true`:
   * 24 hours, from the session's creation; refreshing does not renew it). Tests age a session by
   * moving auth.sessions.created_at back, never by waiting.
   */
  reauthenticationAfterSeconds: number;
  rateLimits: RateLimitSettings;
  /**
   * Realtime's limits. Hosted Realtime counts joins and messages per project (a Free project's
   * figures are these), so one client's flood refuses everyone else; the stand-in counts them per
   * client address, as it counts its other limits, and adds what Phoenix and the stand-in's
   * resources need: an idle timeout and a cap on sockets per address.
   */
  realtimeLimits: RealtimeLimits;
  mailPollMs: number;
}

export interface RealtimeLimits {
  /** channels one connection may have joined at once (Realtime's max_channels_per_client) */
  channelsPerClient: number;
  /** joins per second from one client address; one more disconnects the socket that asked */
  joinsPerSecond: number;
  /** broadcasts per second sent by one client address; one more ends the channel that sent it */
  messagesPerSecond: number;
  /** open sockets per client address; one more is refused at the upgrade (429) */
  socketsPerAddress: number;
  /**
   * A socket that sends nothing (realtime-js sends a heartbeat every 25 s) for this long is closed,
   * as Phoenix's WebSocket timeout closes it (60 s).
   */
  idleTimeoutMs: number;
  /**
   * How often a joined private channel's SELECT policies are asked again: a member removed from a
   * company stops hearing it within this time, not when their token expires.
   */
  policyRecheckMs: number;
}

/** Requests allowed per window; a bucket refills evenly over the window. */
export interface RateLimitSettings {
  /** failed password sign-ins per (address, client): a stranger elsewhere cannot lock the owner out */
  signInFailuresPerEmailAndIp: { limit: number; windowMs: number };
  signInPerIp: { limit: number; windowMs: number };
  signUpPerIp: { limit: number; windowMs: number };
  /** e-mailed links or codes of one kind (reset, confirmation, address change, reauthentication) per address, like GoTrue's max_frequency */
  linkMailPerEmail: { limit: number; windowMs: number };
  /** requests that may send a link (/recover, /resend) per client */
  linkMailPerIp: { limit: number; windowMs: number };
  /** code checks (verify_mfa_code, set_mfa_enabled) per client */
  mfaVerifyPerIp: { limit: number; windowMs: number };
}

const minute = 60_000;

/** The limits counted per client address alone, which every request of one machine shares. */
const perClientAddress = ['signInPerIp', 'signUpPerIp', 'linkMailPerIp', 'mfaVerifyPerIp'] as const;

/**
 * LOCAL_SUPABASE_CLIENT_LIMIT_SCALE: how many times the per-client-address limits are multiplied
 * (1, unset: as configured). The end-to-end suite makes every account it uses, all from this one
 * machine's address, at the pace of the machine: more sign-ups in its ten minutes than a real office
 * makes in an hour (tests/playwright.config.ts). The limits per e-mail address, and per address
 * and client (failed sign-ins), are never scaled: the suite checks those.
 */
export function clientLimitScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100)
    throw new Error(`LOCAL_SUPABASE_CLIENT_LIMIT_SCALE must be a whole number from 1 to 100, not "${value}"`);
  return scale;
}

/** `rateLimits` with the per-client-address limits multiplied by `scale`, in the same windows. */
export function scaleClientLimits(rateLimits: RateLimitSettings, scale: number): RateLimitSettings {
  const scaled = { ...rateLimits };
  for (const name of perClientAddress) scaled[name] = { ...rateLimits[name], limit: rateLimits[name].limit * scale };
  return scaled;
}

export function defaultConfig(overrides: Partial<StandInConfig> = {}): StandInConfig {
  const port = overrides.port ?? 54321;
  return {
    port,
    dataDir: undefined,
    storageDir: undefined,
    jwtSecret: localJwtSecret,
    anonKey: localAnonKey,
    serviceRoleKey: localServiceRoleKey,
    externalUrl: `http://localhost:${port}`,
    siteUrl: 'http://localhost:3000',
    redirectAllowList: ['http://localhost:3000/reset-password', 'http://localhost:3000/login', 'http://localhost:3000/account'],
    corsOrigins: ['http://localhost:3000'],
    smtp: { host: '127.0.0.1', port: 54325, from: 'Meridian IT Services <no-reply@meridian-it.example>' },
    accessTokenSeconds: 3600,
    refreshTokenReuseSeconds: 10,
    maxBodyBytes: 64 * 1024,
    storageFileSizeLimit: 10 * 1024 * 1024,
    minPasswordLength: 8,
    reauthenticationAfterSeconds: 24 * 3600,
    rateLimits: {
      signInFailuresPerEmailAndIp: { limit: 10, windowMs: 5 * minute },
      signInPerIp: { limit: 60, windowMs: 5 * minute },
      signUpPerIp: { limit: 30, windowMs: 60 * minute },
      linkMailPerEmail: { limit: 1, windowMs: minute },
      linkMailPerIp: { limit: 30, windowMs: 60 * minute },
      mfaVerifyPerIp: { limit: 30, windowMs: 5 * minute },
    },
    realtimeLimits: {
      channelsPerClient: 100,
      joinsPerSecond: 100,
      messagesPerSecond: 100,
      socketsPerAddress: 100,
      idleTimeoutMs: 60_000,
      policyRecheckMs: 5_000,
    },
    mailPollMs: 500,
    ...overrides,
  };
}
