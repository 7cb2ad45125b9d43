import bcrypt from 'bcryptjs';
import type { Transaction } from '@electric-sql/pglite';
import type { StandInConfig } from '../config.ts';
import { HttpError, clientIp, readJsonBody, sendJson, type RequestContext } from '../http/http.ts';
import type { RateLimiter } from '../http/ratelimit.ts';
import { randomToken, sha256Hex, signAccessToken, verifyToken, type AccessClaims } from './tokens.ts';

/** GoTrue answers errors as {code, msg}; auth-js reads `code` because of the API-version header. */
export const apiVersionHeaders = { 'X-Supabase-Api-Version': '2024-01-01' };

export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, error_code: code, msg: message, ...extra }, { ...apiVersionHeaders, 'x-sb-error-code': code });
}

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

// Compared against when the e-mail is unknown, so both paths cost one bcrypt check.
const unknownUserHash = bcrypt.hashSync('no user has this password', 10);

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** The user JSON GoTrue returns (internal/models/user.go field names). */
function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

// WHATWG "valid e-mail address", the rule browsers use for type=email.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

const userColumns =
  'id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at';

async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>(`select ${userColumns} from auth.users where email = $1`, [email.toLowerCase()])).rows[0];
}

async function findUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [id])).rows[0];
}

/** Creates (or continues) a session and returns GoTrue's AccessTokenResponse. */
async function issueSession(tx: Transaction, config: StandInConfig, user: UserRow, method: string, sessionId?: string) {
  const session =
    sessionId ?? (await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id])).rows[0]!.id;
  const refreshToken = randomToken(24);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    sha256Hex(refreshToken),
    user.id,
    session,
  ]);
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = {
    iss: `${config.externalUrl}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: session,
    is_anonymous: false,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    iat: now,
    exp: now + config.accessTokenSeconds,
  };
  return {
    access_token: await signAccessToken(claims, config.jwtSecret),
    token_type: 'bearer',
    expires_in: config.accessTokenSeconds,
    expires_at: claims.exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

function limitOrThrow(limiter: RateLimiter, key: string, setting: { limit: number; windowMs: number }, code = 'over_request_rate_limit') {
  const wait = limiter.take(key, setting);
  if (wait > 0) {
    const message =
      code === 'over_email_send_rate_limit'
        ? `For security purposes, you can only request this after ${wait} seconds.`
        : 'Request rate limit reached';
    throw authError(429, code, message);
  }
}

/** The caller's verified access token and live session, as GoTrue's /user requires. */
async function requireUserSession(ctx: RequestContext) {
  const header = ctx.req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyToken(token, ctx.config.jwtSecret);
  if (!verified.ok)
    throw authError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason === 'expired' ? 'token is expired' : 'signature is invalid'}`,
    );
  const { sub, session_id: sessionId } = verified.claims as { sub?: unknown; session_id?: unknown };
  if (verified.claims.role !== 'authenticated' || typeof sub !== 'string' || typeof sessionId !== 'string')
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const live = await ctx.database.asService(
    async (tx) => (await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, sub])).rows.length,
  );
  if (!live) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { userId: sub, sessionId };
}

function redirectTarget(config: StandInConfig, requested: string | null): string {
  if (!requested) return config.siteUrl;
  const allowed = config.redirectAllowList.some((pattern) =>
    pattern.endsWith('/**') ? requested.startsWith(pattern.slice(0, -2)) || requested === pattern.slice(0, -3) : requested === pattern,
  );
  return allowed ? requested : config.siteUrl;
}

/** Handles /auth/v1/* (the part of GoTrue the product uses). */
export async function handleAuth(ctx: RequestContext, route: string): Promise<void> {
  const { req, res, url, config, database, limiter } = ctx;
  const method = req.method ?? 'GET';
  const ip = clientIp(req);
  const body =
    method === 'GET' || method === 'HEAD'
      ? undefined
      : await readJsonBody(req, config.maxBodyBytes, () => authError(400, 'bad_json', 'Could not parse request body as JSON'));
  const reply = (status: number, payload: unknown) => sendJson(res, status, payload, apiVersionHeaders);

  if (route === '/health' && method === 'GET')
    return reply(200, { name: 'local-supabase-auth', description: 'Local stand-in for Supabase Auth' });
  if (route === '/settings' && method === 'GET')
    return reply(200, {
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    });

  if (route === '/signup' && method === 'POST') {
    limitOrThrow(limiter, `signup:${ip}`, config.rateLimits.signUpPerIp);
    const email = stringField(body, 'email')?.trim().toLowerCase() ?? '';
    const password = stringField(body, 'password') ?? '';
    if (!email || !emailPattern.test(email) || email.length > 254)
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    checkPassword(config, password);
    const session = await database.asService(async (tx) => {
      if (await findUserByEmail(tx, email)) throw authError(422, 'user_already_exists', 'User already registered');
      const hash = await bcrypt.hash(password, 10);
      const user = (
        await tx.query<UserRow>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at) values ($1, $2, now(), now()) returning ${userColumns}`,
          [email, hash],
        )
      ).rows[0]!;
      return issueSession(tx, config, user, 'password');
    });
    return reply(200, session);
  }

  if (route === '/token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') {
      const email = stringField(body, 'email')?.trim().toLowerCase() ?? '';
      const password = stringField(body, 'password') ?? '';
      limitOrThrow(limiter, `signin-ip:${ip}`, config.rateLimits.signInPerIp);
      limitOrThrow(limiter, `signin-email:${email}`, config.rateLimits.signInPerEmail);
      if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone');
      const session = await database.asService(async (tx) => {
        const user = await findUserByEmail(tx, email);
        // Compare even for unknown users, so timing does not tell which e-mails exist.
        const matches = await bcrypt.compare(password, user?.encrypted_password ?? unknownUserHash);
        if (!user || !matches) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
        return issueSession(tx, config, user, 'password');
      });
      return reply(200, session);
    }
    if (grant === 'refresh_token') {
      const refreshToken = stringField(body, 'refresh_token') ?? '';
      if (!refreshToken) throw authError(400, 'validation_failed', 'Refresh Token is required');
      const session = await database.asService(async (tx) => {
        const row = (
          await tx.query<{ id: number; user_id: string; session_id: string; revoked: boolean }>(
            'select id, user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
            [sha256Hex(refreshToken)],
          )
        ).rows[0];
        if (!row) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        if (row.revoked) {
          // Reuse of a rotated token: GoTrue treats it as theft and ends the session.
          await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
          throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
        await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
        const user = await findUserById(tx, row.user_id);
        if (!user) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return issueSession(tx, config, user, 'password', row.session_id);
      });
      return reply(200, session);
    }
    throw authError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  if (route === '/logout' && method === 'POST') {
    const { userId, sessionId } = await requireUserSession(ctx);
    const scope = url.searchParams.get('scope') ?? 'global';
    await database.asService(async (tx) => {
      if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
      else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
      else await tx.query('delete from auth.sessions where user_id = $1', [userId]);
    });
    res.writeHead(204, apiVersionHeaders);
    res.end();
    return;
  }

  if (route === '/recover' && method === 'POST') {
    const email = stringField(body, 'email')?.trim().toLowerCase() ?? '';
    if (!email) throw authError(400, 'validation_failed', 'Password recovery requires an email');
    if (!emailPattern.test(email) || email.length > 254)
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    limitOrThrow(limiter, `recover-ip:${ip}`, config.rateLimits.recoverPerIp);
    limitOrThrow(limiter, `recover-email:${email}`, config.rateLimits.recoverPerEmail, 'over_email_send_rate_limit');
    const redirectTo = redirectTarget(config, url.searchParams.get('redirect_to'));
    await database.asService(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return; // same answer whether or not the address exists
      const token = randomToken(24);
      await tx.query('update auth.users set recovery_token = $1, recovery_sent_at = now() where id = $2', [sha256Hex(token), user.id]);
      const link = `${config.externalUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
      await tx.query('insert into private.mail_outbox (recipient, subject, body_text) values ($1, $2, $3)', [
        user.email,
        'Reset your Meridian password',
        `Someone (hopefully you) asked to reset the password of your Meridian client account.\n\nSet a new password here (the link works once, within one hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
      ]);
    });
    return reply(200, {});
  }

  if (route === '/verify' && method === 'GET') {
    const redirectTo = redirectTarget(config, url.searchParams.get('redirect_to'));
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type');
    const session =
      type === 'recovery' && token
        ? await database.asService(async (tx) => {
            const user = (
              await tx.query<UserRow>(
                `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
                 where recovery_token = $1 and recovery_sent_at > now() - interval '1 hour' returning ${userColumns}`,
                [sha256Hex(token)],
              )
            ).rows[0];
            return user ? issueSession(tx, config, user, 'recovery') : null;
          })
        : null;
    const fragment = session
      ? new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: 'recovery',
        })
      : new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
    res.writeHead(303, { Location: `${redirectTo}#${fragment.toString()}`, ...apiVersionHeaders });
    res.end();
    return;
  }

  if (route === '/user' && (method === 'GET' || method === 'PUT')) {
    const { userId } = await requireUserSession(ctx);
    if (method === 'GET') {
      const user = await database.asService((tx) => findUserById(tx, userId));
      if (!user) throw authError(404, 'user_not_found', 'User not found');
      return reply(200, userJson(user));
    }
    const password = stringField(body, 'password');
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    const user = await database.asService(async (tx) => {
      const current = await findUserById(tx, userId);
      if (!current) throw authError(404, 'user_not_found', 'User not found');
      if (password !== undefined) {
        checkPassword(config, password);
        if (current.encrypted_password && (await bcrypt.compare(password, current.encrypted_password)))
          throw authError(422, 'same_password', 'New password should be different from the old password.');
        await tx.query('update auth.users set encrypted_password = $1, updated_at = now() where id = $2', [
          await bcrypt.hash(password, 10),
          userId,
        ]);
      }
      if (data !== undefined) {
        if (typeof data !== 'object' || data === null || Array.isArray(data))
          throw authError(400, 'validation_failed', 'data must be an object');
        await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $1::jsonb, updated_at = now() where id = $2', [
          JSON.stringify(data),
          userId,
        ]);
      }
      return findUserById(tx, userId);
    });
    return reply(200, userJson(user!));
  }

  throw authError(404, 'not_found', 'Not Found');
}

function checkPassword(config: StandInConfig, password: string): void {
  if (password.length < config.minPasswordLength)
    throw authError(422, 'weak_password', `Password should be at least ${config.minPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  if (password.length > 72)
    throw authError(422, 'weak_password', 'Password should be at most 72 characters.', { weak_password: { reasons: ['length'] } });
}
