/**
 * Hostile requests get a clear 4xx and change nothing; none produces a 5xx.
 */
import { SignJWT, decodeJwt } from 'jose';
import { localJwtSecret, localServiceRoleKey } from './config.ts';
import { startStandIn, type StandIn } from './testing/harness.ts';

const password = 'DemoPass123!';
let standIn: StandIn;
let demoToken: string;
let demoId: string;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signed with the real secret: only the claims can make such a token unacceptable. */
const signed = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(localJwtSecret));

async function rest(path: string, init: RequestInit & { token?: string | null; apikey?: string | null } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.apikey !== null) headers.apikey = init.apikey ?? standIn.config.anonKey;
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? demoToken}`;
  const response = await fetch(`${standIn.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function projectCount(): Promise<number> {
  return standIn.database.asService(async (tx) =>
    Number((await tx.query<{ n: number }>('select count(*)::int as n from public.client_projects')).rows[0]!.n),
  );
}

beforeAll(async () => {
  standIn = await startStandIn();
  const { data } = await standIn.client().auth.signInWithPassword({ email: 'demo@example.com', password });
  demoToken = data.session!.access_token;
  demoId = data.user!.id;
}, 60_000);
afterAll(() => standIn.stop());

describe('tampered tokens are refused', () => {
  const tamper = async (kind: string): Promise<string> => {
    const [header, payload, signature] = demoToken.split('.') as [string, string, string];
    const claims = decodeJwt(demoToken);
    switch (kind) {
      case 'payload edited':
        return `${header}.${b64({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
      case 'alg none':
        return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      case 'wrong key':
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      case 'role service_role (edited)':
        return `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`;
      case 'role postgres (signed)':
        return signed({ ...claims, role: 'postgres' });
      case 'no exp (signed)': {
        const { exp: _exp, ...forever } = claims;
        return signed(forever);
      }
      case 'another audience (signed)':
        return signed({ ...claims, aud: 'storage' });
      case 'no audience (signed)': {
        const { aud: _aud, ...unaddressed } = claims;
        return signed(unaddressed);
      }
      case 'expired':
        return new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(localJwtSecret));
      default:
        return 'garbage';
    }
  };

  it.each([
    'payload edited',
    'alg none',
    'wrong key',
    'role service_role (edited)',
    'role postgres (signed)',
    'no exp (signed)',
    'another audience (signed)',
    'no audience (signed)',
    'expired',
    'garbage',
  ])('%s → 401', async (kind) => {
    const token = await tamper(kind);
    const result = await rest('/rest/v1/client_projects?select=*', { token });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: expect.stringMatching(/^PGRST30[13]$/) });
    const user = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBeGreaterThanOrEqual(401);
    expect(user.status).toBeLessThan(500);
  });

  it('accepts a service_role token signed with the secret (the outbox worker’s), but not for /user', async () => {
    const claims = decodeJwt(demoToken);
    const token = await signed({ ...claims, role: 'service_role' });
    const result = await rest('/rest/v1/client_projects?select=id', { token });
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(await projectCount());
    const user = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(403);
  });

  it('names an expired token as such', async () => {
    const result = await rest('/rest/v1/client_projects', { token: await tamper('expired') });
    expect(result.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});

describe('the API key', () => {
  it('is required', async () => {
    const result = await rest('/rest/v1/client_projects', { apikey: null });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ message: 'No API key found in request' });
  });

  it('must be the project’s', async () => {
    expect((await rest('/auth/v1/settings', { apikey: 'not-a-key', token: null })).status).toBe(401);
    expect((await rest('/auth/v1/settings', { apikey: await signed({ role: 'anon', exp: 1983812996 }), token: null })).status).toBe(401);
  });

  it('may be the service-role key, which runs as service_role', async () => {
    const result = await rest('/rest/v1/client_projects?select=id', { apikey: localServiceRoleKey, token: null });
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(await projectCount());
    expect(
      (
        await rest('/rest/v1/rpc/outbox_claim', {
          method: 'POST',
          body: '{"max_rows": 0}',
          apikey: localServiceRoleKey,
          token: localServiceRoleKey,
        })
      ).status,
    ).toBe(200);
  });

  it('is the only way to the outbox functions', async () => {
    const calls = { outbox_claim: {}, outbox_delivered: { message_id: 1 }, outbox_failed: { message_id: 1, error: 'x' } };
    for (const [fn, args] of Object.entries(calls)) {
      const body = JSON.stringify(args);
      expect((await rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body, token: null })).status).toBe(401);
      expect((await rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body })).status).toBe(403);
    }
  });
});

describe('the second factor cannot be bypassed from the browser', () => {
  it('refuses inserting a challenge and changes nothing', async () => {
    const count = async () =>
      standIn.database.asService(async (tx) =>
        Number((await tx.query<{ n: number }>('select count(*)::int as n from public.mfa_challenges')).rows[0]!.n),
      );
    const before = await count();
    const result = await rest('/rest/v1/mfa_challenges', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: demoId,
        session_id: decodeJwt(demoToken).session_id,
        code_hash: 'x',
        expires_at: '2099-01-01T00:00:00Z',
        verified: true,
      }),
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: '42501' });
    expect(await count()).toBe(before);
  });

  it('refuses reading challenges, including another user’s', async () => {
    expect((await rest('/rest/v1/mfa_challenges?select=*')).status).toBe(403);
    expect((await rest('/rest/v1/mfa_challenges?select=*', { token: null })).status).toBe(401);
  });

  it('refuses enabling or disabling MFA or writing projects', async () => {
    const before = await projectCount();
    const patch = await rest(`/rest/v1/mfa_settings?user_id=eq.${demoId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
    expect(patch.status).toBe(403);
    const insert = await rest('/rest/v1/client_projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: demoId, title: 'Injected', status: 'pending', priority: 'low', budget: 1 }),
    });
    expect(insert.status).toBe(403);
    const remove = await rest('/rest/v1/client_projects?title=neq.x', { method: 'DELETE' });
    expect(remove.status).toBe(403);
    expect(await projectCount()).toBe(before);
  });

  it('locks a code after five wrong attempts, and refuses replays and expired codes', async () => {
    const client = standIn.client();
    await client.auth.signInWithPassword({ email: 'mfa@example.com', password });
    const before = (await standIn.mailTo('mfa@example.com')).length;
    await client.rpc('request_mfa_code');
    const code = /\b(\d{6})\b/.exec((await standIn.nextMail('mfa@example.com', before)).text)![1]!;
    const wrongCode = code === '123456' ? '654321' : '123456';
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(((await client.rpc('verify_mfa_code', { code: wrongCode })).data as { status: string }).status);
    expect(statuses).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
    expect((await client.rpc('verify_mfa_code', { code })).data).toMatchObject({ status: 'locked' });
    expect((await client.from('client_projects').select('id')).data).toEqual([]);

    // A fresh code (after the resend cooldown) works once; the replay does not.
    await standIn.database.asService((tx) => tx.query("update public.mfa_challenges set created_at = now() - interval '1 minute'"));
    const count = (await standIn.mailTo('mfa@example.com')).length;
    expect((await client.rpc('request_mfa_code')).error).toBeNull();
    const fresh = /\b(\d{6})\b/.exec((await standIn.nextMail('mfa@example.com', count)).text)![1]!;
    expect((await client.rpc('verify_mfa_code', { code: fresh })).data).toEqual({ status: 'verified' });
    expect((await client.rpc('verify_mfa_code', { code: fresh })).data).toMatchObject({ status: 'invalid' });

    // An expired code is refused.
    const other = standIn.client();
    await other.auth.signInWithPassword({ email: 'mfa@example.com', password });
    const n = (await standIn.mailTo('mfa@example.com')).length;
    await other.rpc('request_mfa_code');
    const late = /\b(\d{6})\b/.exec((await standIn.nextMail('mfa@example.com', n)).text)![1]!;
    await standIn.database.asService((tx) =>
      tx.query("update public.mfa_challenges set expires_at = now() - interval '1 second' where not verified and not invalidated"),
    );
    expect((await other.rpc('verify_mfa_code', { code: late })).data).toMatchObject({ status: 'expired' });
  });
});

describe('bad input', () => {
  it.each([
    ['SQL in a filter value', "/rest/v1/client_projects?title=eq.' or 1=1 --", 200],
    ['SQL in an identifier', '/rest/v1/client_projects?select=id;drop table client_projects', 400],
    ['an unknown column', '/rest/v1/client_projects?nope=eq.1', 400],
    ['an unknown operator', '/rest/v1/client_projects?title=contains.x', 400],
    ['an unknown table', '/rest/v1/secrets', 404],
    ['a private schema', '/rest/v1/mail_outbox', 404],
    ['a bad limit', '/rest/v1/client_projects?limit=-1', 400],
    ['a malformed uuid', '/rest/v1/client_projects?id=eq.not-a-uuid', 400],
  ])('%s → %i', async (_label, path, status) => {
    const result = await rest(path);
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body).toEqual([]);
  });

  it('refuses bodies above 64 KB with 413 and malformed JSON with 400', async () => {
    const big = await rest('/rest/v1/rpc/verify_mfa_code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(70_000) }),
    });
    expect(big.status).toBe(413);
    const malformed = await rest('/rest/v1/rpc/verify_mfa_code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"code": ',
    });
    expect(malformed.status).toBe(400);
    const authMalformed = await fetch(`${standIn.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey },
      body: '{oops',
    });
    expect(authMalformed.status).toBe(400);
  });

  it('never answers a hostile request with a 5xx, and keeps serving', async () => {
    const attempts = [
      rest('/rest/v1/rpc/nope', { method: 'POST', body: '{}' }),
      rest('/rest/v1/client_projects', { method: 'PUT', body: '{}' }),
      rest('/rest/v1/client_projects?order=title.sideways'),
      rest('/rest/v1/client_projects?select=*,projects(*)'),
      rest('/rest/v1/client_projects?id=in.(1,2'),
      rest(`/rest/v1/client_projects?title=eq.${'%00'.repeat(10)}`),
      rest('/rest/v1/rpc/verify_mfa_code', { method: 'POST', body: '[1,2,3]' }),
      rest('/auth/v1/token?grant_type=password', { method: 'POST', body: '{"email": 5, "password": []}', token: null }),
      rest('/auth/v1/signup', { method: 'POST', body: '{"email": "x@y", "password": null}', token: null }),
      rest('/auth/v1/recover', { method: 'POST', body: '"just a string"', token: null }),
      rest('/auth/v1/unknown', { token: null }),
      rest('/%E0%A4%A', { token: null }),
    ];
    const statuses = (await Promise.all(attempts)).map((result) => result.status);
    expect(statuses.filter((status) => status < 400 || status >= 500)).toEqual([]);
    expect((await rest('/rest/v1/client_projects?select=id')).status).toBe(200);
  });

  it('treats a code of the wrong type as a wrong code', async () => {
    const result = await rest('/rest/v1/rpc/verify_mfa_code', { method: 'POST', body: '{"code": {"nested": true}}' });
    expect(result).toEqual({ status: 200, body: { status: 'invalid' } });
  });

  it('rate-limits reset e-mails to one a minute per address, like GoTrue', async () => {
    const client = standIn.client();
    expect((await client.auth.resetPasswordForEmail('demo@example.com')).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail('demo@example.com');
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('limits code checks per client on the function that runs, however its name is spelled', async () => {
    const call = (path: string, body: object) =>
      standIn.requestFrom('127.0.0.4', `/rest/v1/rpc/${path}`, {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${demoToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { limit } = standIn.config.rateLimits.mfaVerifyPerIp;
    for (let i = 0; i < limit; i++) expect((await call('verify_mfa_cod%65', { code: '000000' })).status).toBe(200);
    for (const [path, body] of [
      ['verify_mfa_code', { code: '000000' }],
      ['verify_mfa_cod%65', { code: '000000' }],
      ['set_mfa_enabled', { enabled: true, code: '000000' }],
      ['%73et_mfa_enabled', { enabled: true, code: '000000' }],
    ] as const) {
      const response = await call(path, body);
      expect({ path, status: response.status }).toEqual({ path, status: 429 });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await rest('/rest/v1/rpc/verify_mfa_code', { method: 'POST', body: '{"code": "000000"}' })).status).toBe(200);
  });

  it('lets the owner sign in after ten failed sign-ins by a stranger from another client', async () => {
    const stranger = (secret: string) =>
      standIn.requestFrom('127.0.0.2', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: secret }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await stranger(`guess-${i}`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    // The stranger stays limited even with the right password...
    expect((await stranger(password)).status).toBe(429);
    // ...while the owner, elsewhere, signs in.
    expect((await standIn.client().auth.signInWithPassword({ email: 'demo@example.com', password })).error).toBeNull();
  });

  it('counts only failures: many successful sign-ins are never limited per address', async () => {
    for (let i = 0; i <= standIn.config.rateLimits.signInFailuresPerEmailAndIp.limit; i++) {
      const response = await standIn.requestFrom('127.0.0.3', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password }),
      });
      expect(response.status).toBe(200);
    }
  });

  it('rate-limits password guessing with 429', async () => {
    const client = standIn.client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await client.auth.signInWithPassword({ email: 'other@example.com', password: `guess-${i}` })).error?.status ?? 200);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const { error } = await client.auth.signInWithPassword({ email: 'other@example.com', password });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
