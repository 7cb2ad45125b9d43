/**
 * Settings of the local stand-in. The JWT secret and anon key are the Supabase CLI's well-known
 * local-development values (public knowledge, never used by a hosted project), so the stand-in is
 * a drop-in for `supabase start` and the committed app-config.json can carry the anon key.
 */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface StandInConfig {
  port: number;
  /** where the database lives; undefined = in memory (tests) */
  dataDir: string | undefined;
  jwtSecret: string;
  anonKey: string;
  /** public URL of this server, used in e-mailed links and as the JWT issuer base */
  externalUrl: string;
  /** where e-mailed links may send the browser back to; the first is the default */
  siteUrl: string;
  redirectAllowList: string[];
  /** browser origins allowed by CORS */
  corsOrigins: string[];
  smtp: { host: string; port: number; from: string };
  accessTokenSeconds: number;
  /** request bodies above this are refused with 413 */
  maxBodyBytes: number;
  minPasswordLength: number;
  rateLimits: RateLimitSettings;
  mailPollMs: number;
}

/** Requests allowed per window; a bucket refills evenly over the window. */
export interface RateLimitSettings {
  signInPerEmail: { limit: number; windowMs: number };
  signInPerIp: { limit: number; windowMs: number };
  signUpPerIp: { limit: number; windowMs: number };
  recoverPerEmail: { limit: number; windowMs: number };
  recoverPerIp: { limit: number; windowMs: number };
  mfaVerifyPerIp: { limit: number; windowMs: number };
}

const minute = 60_000;

export function defaultConfig(overrides: Partial<StandInConfig> = {}): StandInConfig {
  const port = overrides.port ?? 54321;
  return {
    port,
    dataDir: undefined,
    jwtSecret: localJwtSecret,
    anonKey: localAnonKey,
    externalUrl: `http://localhost:${port}`,
    siteUrl: 'http://localhost:3000',
    redirectAllowList: ['http://localhost:3000/**'],
    corsOrigins: ['http://localhost:3000'],
    smtp: { host: '127.0.0.1', port: 54325, from: 'Meridian IT Services <no-reply@meridian-it.example>' },
    accessTokenSeconds: 3600,
    maxBodyBytes: 64 * 1024,
    minPasswordLength: 8,
    rateLimits: {
      signInPerEmail: { limit: 10, windowMs: 5 * minute },
      signInPerIp: { limit: 60, windowMs: 5 * minute },
      signUpPerIp: { limit: 30, windowMs: 60 * minute },
      recoverPerEmail: { limit: 1, windowMs: minute },
      recoverPerIp: { limit: 30, windowMs: 60 * minute },
      mfaVerifyPerIp: { limit: 30, windowMs: 5 * minute },
    },
    mailPollMs: 500,
    ...overrides,
  };
}
