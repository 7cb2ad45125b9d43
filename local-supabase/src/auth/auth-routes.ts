import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Transaction } from '@electric-sql/pglite';
import type { StandInConfig } from '../config.ts';
import type { RequestClaims } from '../db/database.ts';
import { clientIp, readJsonBody, sendJson, type RequestContext } from '../http/http.ts';
import type { RateLimiter } from '../http/ratelimit.ts';
import { apiVersionHeaders, authError } from './errors.ts';
import { linkLifetimeSql, queueLinkMail, queueReauthenticationMail, type LinkType } from './link-mail.ts';
import { redirectTarget } from './redirect.ts';
import { randomToken, sha256Hex, signAccessToken, verifyToken, type AccessClaims } from './tokens.ts';

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const userColumns =
  'id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at';

// bcrypt's cost, for every hash the stand-in makes (GoTrue uses 10 too).
const bcryptCost = 10;

// Compared against when the e-mail is unknown, so both paths cost one bcrypt check.
const unknownUserHash = bcrypt.hashSync('no user has this password', bcryptCost);

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** The user JSON GoTrue returns (internal/models/user.go field names; absent fields are omitted). */
function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

/**
 * The answer to /signup, the same for every case (new, unconfirmed, already registered): GoTrue's
 * sanitised user (signup.go sanitizeUser) with a made-up id and the caller's own metadata, so it
 * never tells whether the address has an account nor echoes anything stored. The site never reads
 * the id (the account is used only after the e-mailed link).
 */
function signupAnswer(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
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

/** `data` (user metadata) of /signup and PUT /user: absent, or a JSON object. */
function metadataField(body: unknown): Record<string, unknown> | undefined {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) throw authError(400, 'validation_failed', 'data must be an object');
  // Postgres's jsonb cannot hold U+0000 or half a surrogate pair: refused here, not by the database.
  if (!fitsJsonb(data)) throw authError(400, 'validation_failed', 'data must not contain U+0000 or unpaired surrogates');
  return data as Record<string, unknown>;
}

// A surrogate that is not half of a pair (String.prototype.isWellFormed is ES2024, newer than the typings here).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const fitsJsonbText = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);

/** Whether every key and string of a parsed JSON value fits jsonb (depth is bounded by readJsonBody). */
function fitsJsonb(value: unknown): boolean {
  if (typeof value === 'string') return fitsJsonbText(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.entries(value).every(([key, item]) => fitsJsonbText(key) && fitsJsonb(item));
}

/** The normalised address, or 400 as GoTrue answers a malformed one. */
function requireEmail(body: unknown, missingMessage: string): string {
  const email = stringField(body, 'email')?.trim().toLowerCase() ?? '';
  if (!email) throw authError(400, 'validation_failed', missingMessage);
  if (!emailPattern.test(email) || email.length > 254)
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>(`select ${userColumns} from auth.users where email = $1`, [email.toLowerCase()])).rows[0];
}

async function findUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [id])).rows[0];
}

/**
 * Opens a session for `user`, remembering how it was opened (GoTrue's amr claim: password,
 * recovery, otp), and returns GoTrue's AccessTokenResponse.
 */
async function openSession(tx: Transaction, config: StandInConfig, user: UserRow, method: string) {
  const session = (await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id])).rows[0]!.id;
  await tx.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [session, method]);
  return issueTokens(tx, config, user, session);
}

/** A new refresh token and access token for an existing session (sign-in or refresh). */
async function issueTokens(tx: Transaction, config: StandInConfig, user: UserRow, session: string) {
  const refreshToken = randomToken(24);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    sha256Hex(refreshToken),
    user.id,
    session,
  ]);
  const amr = (
    await tx.query<{ method: string; created_at: Date }>(
      'select authentication_method as method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at',
      [session],
    )
  ).rows.map((row) => ({ method: row.method, timestamp: Math.floor(row.created_at.getTime() / 1000) }));
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = {
    iss: `${config.externalUrl}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    aal: 'aal1',
    amr,
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

function tooManyRequests(wait: number, code = 'over_request_rate_limit') {
  const message =
    code === 'over_email_send_rate_limit'
      ? `For security purposes, you can only request this after ${wait} seconds.`
      : 'Request rate limit reached';
  return authError(429, code, message);
}

function limitOrThrow(limiter: RateLimiter, key: string, setting: { limit: number; windowMs: number }, code?: string) {
  const wait = limiter.take(key, setting);
  if (wait > 0) throw tooManyRequests(wait, code);
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
  return { userId: sub, sessionId, claims: verified.claims as RequestClaims };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller is the service role (its key as the Bearer token), as GoTrue's /admin routes require. */
async function requireServiceRole(ctx: RequestContext): Promise<void> {
  const header = ctx.req.headers.authorization ?? '';
  const verified = header.startsWith('Bearer ') ? await verifyToken(header.slice(7), ctx.config.jwtSecret) : undefined;
  if (!verified?.ok || verified.claims.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
}

/**
 * Changing the password or address needs the second factor when the user has it on, as GoTrue
 * needs an aal2 session; the database decides (mfa_status, run as the caller exactly like a REST
 * request). A session opened by the e-mailed recovery link has proven the mailbox, which is where
 * the second factor's code goes anyway, so it may set a new password.
 */
async function requireSecondFactor(ctx: RequestContext, claims: RequestClaims): Promise<void> {
  const amr = Array.isArray(claims.amr) ? (claims.amr as Array<{ method?: unknown }>) : [];
  if (amr.some((entry) => entry.method === 'recovery')) return;
  const status = await ctx.database.asRequest(
    claims,
    async (tx) =>
      (await tx.query<{ status: { enabled?: boolean; verified?: boolean } }>('select public.mfa_status() as status')).rows[0]!.status,
    { headers: ctx.req.headers, clientAddress: clientIp(ctx.req) },
  );
  if (status.enabled && !status.verified)
    throw authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
}

/** The stored form of a reauthentication code: tied to the address, as GoTrue's GenerateTokenHash(email, otp). */
const reauthenticationHash = (email: string, code: string) => sha256Hex(`${email}${code}`);

/**
 * GoTrue's check before a password change (user.go UserUpdate, secure_password_change): a session
 * opened within the limit may change it; an older one needs the e-mailed code as `nonce`, which
 * this spends (reauthenticate.go verifyReauthentication, then ConfirmReauthentication). Spent in
 * a transaction of its own before anything else is looked at, as GoTrue does, so a code that
 * passed is used up even when the change is then refused (same password).
 */
async function requireRecentOrNonce(
  ctx: RequestContext,
  user: { id: string; email: string },
  sessionId: string,
  nonce: string | undefined,
): Promise<void> {
  const { database, config, limiter } = ctx;
  const recent = await database.asService(
    async (tx) =>
      (
        await tx.query('select 1 from auth.sessions where id = $1 and created_at > now() - make_interval(secs => $2)', [
          sessionId,
          config.reauthenticationAfterSeconds,
        ])
      ).rows.length > 0,
  );
  if (recent) return;
  if (!nonce) throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  // Six digits: every check counts against the client, as GoTrue limits PUT /user per address.
  limitOrThrow(limiter, `reauthentication-nonce:${clientIp(ctx.req)}`, config.rateLimits.mfaVerifyPerIp);
  const spent = await database.asService(
    async (tx) =>
      (
        await tx.query(
          `update auth.users set reauthentication_token = null
           where id = $1 and reauthentication_token = $2 and reauthentication_sent_at > now() - ${linkLifetimeSql}
           returning id`,
          [user.id, reauthenticationHash(user.email, nonce)],
        )
      ).rows.length,
  );
  if (!spent) throw authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
}

function checkPassword(config: StandInConfig, password: string): void {
  if (password.length < config.minPasswordLength)
    throw authError(422, 'weak_password', `Password should be at least ${config.minPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  if (password.length > 72)
    throw authError(422, 'weak_password', 'Password should be at most 72 characters.', { weak_password: { reasons: ['length'] } });
}

/** What each link type does when opened: the matching user, changed, or nothing. One use, one hour. */
const verifications: Record<LinkType, { sql: string; method: string }> = {
  signup: {
    sql: `update auth.users set confirmation_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
          where confirmation_token = $1 and confirmation_sent_at > now() - ${linkLifetimeSql}`,
    method: 'otp',
  },
  recovery: {
    // Opening the link proves the mailbox, so it also confirms an unconfirmed address (GoTrue does).
    sql: `update auth.users set recovery_token = null, confirmation_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
          where recovery_token = $1 and recovery_sent_at > now() - ${linkLifetimeSql}`,
    method: 'recovery',
  },
  email_change: {
    sql: `update auth.users u set email = u.email_change, email_change = '', email_change_token_new = null, email_change_sent_at = null,
            email_confirmed_at = coalesce(u.email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
          where u.email_change_token_new = $1 and u.email_change_sent_at > now() - ${linkLifetimeSql}
            and not exists (select 1 from auth.users taken where taken.email = u.email_change)`,
    method: 'otp',
  },
};

const isLinkType = (type: string | null): type is LinkType => type !== null && Object.hasOwn(verifications, type);

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
  const requestedRedirect = () => redirectTarget(config, url.searchParams.get('redirect_to'));

  if (route === '/health' && method === 'GET')
    return reply(200, { name: 'local-supabase-auth', description: 'Local stand-in for Supabase Auth' });
  if (route === '/settings' && method === 'GET')
    return reply(200, {
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
    });

  if (route === '/signup' && method === 'POST') {
    limitOrThrow(limiter, `signup:${ip}`, config.rateLimits.signUpPerIp);
    const email = requireEmail(body, 'Unable to validate email address: invalid format');
    const password = stringField(body, 'password') ?? '';
    checkPassword(config, password);
    const data = metadataField(body) ?? {};
    const redirectTo = requestedRedirect();
    // The per-address link limit first, for every address whatever its state (so a 429 tells
    // nothing about it), as GoTrue answers a sign-up inside max_frequency. A repeated sign-up that
    // may not mail must not change the account either: the link already in the mailbox would then
    // confirm a password its reader never chose.
    limitOrThrow(limiter, `link-mail:signup:${email}`, config.rateLimits.linkMailPerEmail, 'over_email_send_rate_limit');
    // One bcrypt hash whatever the address, outside the (exclusive) transaction.
    const hash = await bcrypt.hash(password, bcryptCost);
    await database.asService(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      // A confirmed account is left alone, and nothing is mailed (GoTrue neither).
      if (existing?.email_confirmed_at) return;
      // An unconfirmed one takes this sign-up's password and metadata, and a new token replaces
      // every earlier one (recovery too): only the newest link confirms, and only with the password
      // of the sign-up that sent it, so whoever reads the link in the mailbox and chose this
      // password is the one who gets in. Whoever signed up before (perhaps not the owner) is out.
      const token = randomToken(24);
      if (existing)
        await tx.query(
          `update auth.users set encrypted_password = $1, raw_user_meta_data = $2, confirmation_token = $3, confirmation_sent_at = now(),
             recovery_token = null, updated_at = now()
           where id = $4`,
          [hash, JSON.stringify(data), sha256Hex(token), existing.id],
        );
      else
        await tx.query(
          `insert into auth.users (email, encrypted_password, raw_user_meta_data, confirmation_token, confirmation_sent_at)
           values ($1, $2, $3, $4, now())`,
          [email, hash, JSON.stringify(data), sha256Hex(token)],
        );
      await queueLinkMail(tx, config, { type: 'signup', recipient: email, email, token, redirectTo, metadata: data });
    });
    return reply(200, signupAnswer(email, data));
  }

  if (route === '/resend' && method === 'POST') {
    if (stringField(body, 'type') !== 'signup') throw authError(400, 'validation_failed', 'Missing one of these types: signup');
    const email = requireEmail(body, 'Type provided requires an email address');
    // Bad input is refused before it uses up any allowance.
    const redirectTo = requestedRedirect();
    limitOrThrow(limiter, `link-mail-ip:${ip}`, config.rateLimits.linkMailPerIp);
    limitOrThrow(limiter, `link-mail:signup:${email}`, config.rateLimits.linkMailPerEmail, 'over_email_send_rate_limit');
    await database.asService(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return; // same answer for unknown and confirmed addresses
      const token = randomToken(24);
      await tx.query('update auth.users set confirmation_token = $1, confirmation_sent_at = now() where id = $2', [
        sha256Hex(token),
        user.id,
      ]);
      await queueLinkMail(tx, config, {
        type: 'signup',
        recipient: user.email,
        email: user.email,
        token,
        redirectTo,
        metadata: user.raw_user_meta_data,
      });
    });
    return reply(200, {});
  }

  if (route === '/token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') {
      const email = stringField(body, 'email')?.trim().toLowerCase() ?? '';
      const password = stringField(body, 'password') ?? '';
      limitOrThrow(limiter, `signin-ip:${ip}`, config.rateLimits.signInPerIp);
      if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone');
      // Only failures count, per address and client: a stranger guessing from elsewhere uses up
      // their own allowance and never the owner's.
      const failures = `signin-failures:${ip}:${email}`;
      const wait = limiter.wait(failures, config.rateLimits.signInFailuresPerEmailAndIp);
      if (wait > 0) throw tooManyRequests(wait);
      const user = await database.asService((tx) => findUserByEmail(tx, email));
      // Compare even for unknown users, so timing does not tell which e-mails exist.
      const matches = await bcrypt.compare(password, user?.encrypted_password ?? unknownUserHash);
      if (!user || !matches) {
        limiter.take(failures, config.rateLimits.signInFailuresPerEmailAndIp);
        throw authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      // After the password check, as GoTrue does, so it tells nothing to someone without it.
      if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
      const session = await database.asService(async (tx) => {
        // Only against the hash just checked: the password may have changed while bcrypt ran.
        const current = (
          await tx.query<UserRow>(
            `update auth.users set last_sign_in_at = now() where id = $1 and encrypted_password = $2 returning ${userColumns}`,
            [user.id, user.encrypted_password],
          )
        ).rows[0];
        if (!current) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
        return openSession(tx, config, current, 'password');
      });
      return reply(200, session);
    }
    if (grant === 'refresh_token') {
      const refreshToken = stringField(body, 'refresh_token') ?? '';
      if (!refreshToken) throw authError(400, 'validation_failed', 'Refresh Token is required');
      const session = await database.asService(async (tx) => {
        // updated_at of a revoked token is when it was rotated (it is never touched after).
        const row = (
          await tx.query<{ id: number; user_id: string; session_id: string; revoked: boolean; reusable: boolean }>(
            `select id, user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as reusable
             from auth.refresh_tokens where token = $1 for update`,
            [sha256Hex(refreshToken), config.refreshTokenReuseSeconds],
          )
        ).rows[0];
        if (!row) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        if (row.revoked && !row.reusable) {
          // Reuse of a token rotated longer ago than the reuse interval: GoTrue treats it as theft,
          // and so does this, ending the session. The error is returned, not thrown, so that the
          // deletion commits.
          await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
          return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        // Inside the interval a rotated token gets a fresh pair for the same session, as GoTrue's
        // refresh grant does, so two tabs refreshing at once both stay signed in. Only hashes are
        // stored, so the answer is a new token, not the one issued before.
        if (!row.revoked) await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
        await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
        const user = await findUserById(tx, row.user_id);
        if (!user) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return issueTokens(tx, config, user, row.session_id);
      });
      if (session instanceof Error) throw session;
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
    const email = requireEmail(body, 'Password recovery requires an email');
    // Bad input is refused before it uses up any allowance.
    const redirectTo = requestedRedirect();
    limitOrThrow(limiter, `link-mail-ip:${ip}`, config.rateLimits.linkMailPerIp);
    limitOrThrow(limiter, `link-mail:recovery:${email}`, config.rateLimits.linkMailPerEmail, 'over_email_send_rate_limit');
    await database.asService(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return; // same answer whether or not the address exists
      const token = randomToken(24);
      await tx.query('update auth.users set recovery_token = $1, recovery_sent_at = now() where id = $2', [sha256Hex(token), user.id]);
      await queueLinkMail(tx, config, {
        type: 'recovery',
        recipient: user.email,
        email: user.email,
        token,
        redirectTo,
        metadata: user.raw_user_meta_data,
      });
    });
    return reply(200, {});
  }

  if (route === '/verify' && method === 'GET') {
    // Before the token is looked at: a malformed redirect must not use up a valid link.
    const redirectTo = requestedRedirect();
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type');
    const session =
      isLinkType(type) && token
        ? await database.asService(async (tx) => {
            const user = (await tx.query<UserRow>(`${verifications[type].sql} returning ${userColumns}`, [sha256Hex(token)])).rows[0];
            return user ? openSession(tx, config, user, verifications[type].method) : null;
          })
        : null;
    const fragment = session
      ? new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: type!,
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

  if (route === '/admin/stand-in/age-sessions' && method === 'POST') {
    // Not a GoTrue route: only the stand-in has it, and only the service role may call it, so the
    // end-to-end tests can make a session older than reauthenticationAfterSeconds without waiting a
    // day (tests/e2e/password-reauthentication.spec.ts). Moves the user's sessions' creation back.
    await requireServiceRole(ctx);
    const userId = stringField(body, 'user_id') ?? '';
    const seconds = typeof body === 'object' && body !== null ? (body as { seconds?: unknown }).seconds : undefined;
    if (!uuidPattern.test(userId)) throw authError(400, 'validation_failed', 'user_id must be a UUID');
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > 366 * 24 * 3600)
      throw authError(400, 'validation_failed', 'seconds must be a whole number of seconds, at most a year');
    const sessions = await database.asService(
      async (tx) =>
        (
          await tx.query('update auth.sessions set created_at = created_at - make_interval(secs => $2) where user_id = $1 returning id', [
            userId,
            seconds,
          ])
        ).rows.length,
    );
    return reply(200, { sessions });
  }

  if (route === '/reauthenticate' && method === 'GET') {
    // GoTrue's reauthenticate.go: e-mails a six-digit code to the signed-in user's address, which a
    // password change from an old session then sends as `nonce`. A new code replaces the last one.
    const { userId } = await requireUserSession(ctx);
    const user = await database.asService((tx) => findUserById(tx, userId));
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    if (!user.email_confirmed_at) throw authError(422, 'email_not_confirmed', 'Please verify your email first.');
    // max_frequency, as for the links (GoTrue: reauthentication_sent_at + max_frequency).
    limitOrThrow(limiter, `link-mail:reauthentication:${user.email}`, config.rateLimits.linkMailPerEmail, 'over_email_send_rate_limit');
    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
    await database.asService(async (tx) => {
      await tx.query('update auth.users set reauthentication_token = $1, reauthentication_sent_at = now() where id = $2', [
        reauthenticationHash(user.email, code),
        user.id,
      ]);
      await queueReauthenticationMail(tx, config, { recipient: user.email, code, metadata: user.raw_user_meta_data });
    });
    return reply(200, {});
  }

  if (route === '/user' && (method === 'GET' || method === 'PUT')) {
    const { userId, sessionId, claims } = await requireUserSession(ctx);
    const current = await database.asService((tx) => findUserById(tx, userId));
    if (!current) throw authError(404, 'user_not_found', 'User not found');
    if (method === 'GET') return reply(200, userJson(current));

    const password = stringField(body, 'password');
    const requestedEmail = stringField(body, 'email') ? requireEmail(body, 'Email is required') : undefined;
    const newEmail = requestedEmail !== undefined && requestedEmail !== current.email ? requestedEmail : undefined;
    const data = metadataField(body);
    const redirectTo = requestedRedirect();
    if (password !== undefined || newEmail !== undefined) await requireSecondFactor(ctx, claims);

    // bcrypt outside the (exclusive) transaction.
    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPassword(config, password);
      await requireRecentOrNonce(ctx, current, sessionId, stringField(body, 'nonce'));
      if (current.encrypted_password && (await bcrypt.compare(password, current.encrypted_password)))
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      passwordHash = await bcrypt.hash(password, bcryptCost);
    }
    // The per-address limit before anything that depends on the address, which is not looked up
    // here: a taken one is answered like a free one (below), so no answer tells them apart.
    if (newEmail !== undefined)
      limitOrThrow(limiter, `link-mail:email_change:${newEmail}`, config.rateLimits.linkMailPerEmail, 'over_email_send_rate_limit');

    const user = await database.asService(async (tx) => {
      if (passwordHash !== undefined) {
        // As GoTrue's UpdatePassword: outstanding links die, and every other session ends (with
        // its refresh tokens): whoever knew the old password is signed out everywhere.
        await tx.query(
          `update auth.users set encrypted_password = $1, password_changed_at = now(), confirmation_token = null, recovery_token = null,
             email_change = '', email_change_token_new = null, email_change_sent_at = null, updated_at = now()
           where id = $2`,
          [passwordHash, userId],
        );
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
      }
      if (data !== undefined)
        await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $1::jsonb, updated_at = now() where id = $2', [
          JSON.stringify(data),
          userId,
        ]);
      if (newEmail !== undefined) {
        // The address changes only when the link sent to the new address is opened. An address
        // another account has gets no link and no mail (its owner asked for nothing), but the
        // pending change is recorded alike, so GET /user tells nothing either; with no token it can
        // never complete (and the link's own check refuses a taken address anyway).
        const taken = (await findUserByEmail(tx, newEmail)) !== undefined;
        const token = randomToken(24);
        await tx.query(
          'update auth.users set email_change = $1, email_change_token_new = $2, email_change_sent_at = now(), updated_at = now() where id = $3',
          [newEmail, taken ? null : sha256Hex(token), userId],
        );
        if (!taken)
          await queueLinkMail(tx, config, {
            type: 'email_change',
            recipient: newEmail,
            email: current.email,
            newEmail,
            token,
            redirectTo,
            metadata: { ...current.raw_user_meta_data, ...data },
          });
      }
      return findUserById(tx, userId);
    });
    return reply(200, userJson(user!));
  }

  throw authError(404, 'not_found', 'Not Found');
}
