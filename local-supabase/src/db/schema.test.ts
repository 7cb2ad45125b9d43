import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, migrationFiles, type TestDb } from './testing-db.ts';

/**
 * The database layer end to end: platform.sql (what hosted Supabase provides), every migration,
 * the seed, then requests exactly as PostgREST runs them (role + request.jwt.claims per
 * transaction). Tests run in order against one database; each MFA scenario uses its own session.
 */

// ts-jest compiles tests to CommonJS, so __dirname (not import.meta) is available here.
const platformSql = path.join(__dirname, 'platform.sql');

type Db = TestDb;

const DEMO = 'a1111111-1111-4111-8111-111111111111';
const MFA = 'b2222222-2222-4222-8222-222222222222';
const OTHER = 'c3333333-3333-4333-8333-333333333333';

type Claims = Record<string, unknown> & { role: 'anon' | 'authenticated' };

function userClaims(sub: string, email: string, sessionId: string = randomUUID()): Claims {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    email,
    exp: now + 3600,
    iat: now,
    iss: 'http://localhost:54321/auth/v1',
  };
}

const anon: Claims = { role: 'anon', iss: 'supabase-demo' };
const demo = () => userClaims(DEMO, 'demo@example.com');
const other = () => userClaims(OTHER, 'other@example.com');
const mfaUser = (sessionId?: string) => userClaims(MFA, 'mfa@example.com', sessionId);

/**
 * One request as PostgREST runs it: a transaction with the role and the claims set locally. A
 * token comes from a sign-in, which created its session row (as GoTrue does); the database only
 * honours tokens whose session still exists, so the row is created here on first use.
 */
async function asUser<T = Record<string, unknown>>(db: Db, claims: Claims, sql: string, params: unknown[] = []) {
  if (typeof claims.sub === 'string' && typeof claims.session_id === 'string') {
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2) on conflict (id) do nothing', [claims.session_id, claims.sub]);
  }
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ]);
    return tx.query<T>(sql, params);
  });
}

type RpcResult = Record<string, unknown>;

async function rpc(db: Db, claims: Claims, fn: 'request_mfa_code' | 'mfa_status'): Promise<RpcResult> {
  const { rows } = await asUser<{ result: RpcResult }>(db, claims, `select public.${fn}() as result`);
  return rows[0]!.result;
}

async function verify(db: Db, claims: Claims, code: string | null): Promise<RpcResult> {
  const { rows } = await asUser<{ result: RpcResult }>(db, claims, 'select public.verify_mfa_code($1) as result', [code]);
  return rows[0]!.result;
}

async function visibleProjectIds(db: Db, claims: Claims): Promise<string[]> {
  const { rows } = await asUser<{ id: string }>(db, claims, 'select id from public.client_projects order by created_at desc');
  return rows.map((row) => row.id);
}

/** The caller's companies by name, through my_companies() and through the companies table. */
async function myCompanyNames(db: Db, claims: Claims): Promise<{ rpc: string[]; table: string[] }> {
  const rpcRows = await asUser<{ name: string }>(db, claims, 'select name from public.my_companies()');
  const tableRows = await asUser<{ name: string }>(db, claims, 'select name from public.companies order by name');
  return { rpc: rpcRows.rows.map((row) => row.name), table: tableRows.rows.map((row) => row.name) };
}

/** The code of the newest e-mail to `recipient`, read from the outbox as the superuser. */
async function latestMailedCode(db: Db, recipient: string): Promise<string> {
  const { rows } = await db.query<{ body_text: string }>(
    'select body_text from private.mail_outbox where recipient = $1 order by id desc limit 1',
    [recipient],
  );
  const match = rows[0]?.body_text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code mailed to ${recipient}`);
  return match[1]!;
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function outboxCount(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from private.mail_outbox');
  return rows[0]!.n;
}

async function projectsSnapshot(db: Db): Promise<string> {
  const { rows } = await db.query('select * from public.client_projects order by id');
  return JSON.stringify(rows);
}

let db: Db;

describe.each(engines)('on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    // The stand-in runs platform.sql on every start: running it twice must be harmless.
    await db.exec(fs.readFileSync(platformSql, 'utf8'));
    expect(migrationFiles().length).toBeGreaterThan(0);
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  describe('platform', () => {
    test('the API roles have no privileges on the auth tables', async () => {
      for (const role of ['anon', 'authenticated']) {
        for (const table of ['auth.users', 'auth.sessions', 'auth.refresh_tokens']) {
          const { rows } = await db.query<{ ok: boolean }>("select has_table_privilege($1, $2, 'select, insert, update, delete') as ok", [
            role,
            table,
          ]);
          expect(rows[0]!.ok).toBe(false);
        }
      }
      await expect(asUser(db, demo(), 'select encrypted_password from auth.users')).rejects.toMatchObject({ code: '42501' });
    });

    test('auth.uid(), auth.role(), auth.email() and auth.jwt() read the request claims', async () => {
      const claims = demo();
      const { rows } = await asUser<{ uid: string; role: string; email: string; session: string }>(
        db,
        claims,
        "select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'session_id' as session",
      );
      expect(rows[0]).toEqual({ uid: DEMO, role: 'authenticated', email: 'demo@example.com', session: claims.session_id });
    });

    test('the seed stored lower-case e-mails and bcrypt hashes of the demo password', async () => {
      const { rows } = await db.query<{ email: string; ok: boolean }>(
        "select email, encrypted_password = extensions.crypt('DemoPass123!', encrypted_password) as ok from auth.users order by email",
      );
      expect(rows).toEqual([
        { email: 'demo@example.com', ok: true },
        { email: 'mfa@example.com', ok: true },
        { email: 'other@example.com', ok: true },
        { email: 'staff@example.com', ok: true },
      ]);
    });
  });

  describe('client_projects access', () => {
    test('anon sees no projects and cannot touch mfa_challenges or the RPCs', async () => {
      await expect(asUser(db, anon, 'select * from public.client_projects')).rejects.toMatchObject({ code: '42501' });
      await expect(asUser(db, anon, 'select * from public.mfa_challenges')).rejects.toMatchObject({ code: '42501' });
      await expect(asUser(db, anon, 'select * from public.mfa_settings')).rejects.toMatchObject({ code: '42501' });
      await expect(asUser(db, anon, 'select public.request_mfa_code()')).rejects.toMatchObject({ code: '42501' });
      await expect(asUser(db, anon, "select public.verify_mfa_code('123456')")).rejects.toMatchObject({ code: '42501' });
      await expect(asUser(db, anon, 'select public.mfa_status()')).rejects.toMatchObject({ code: '42501' });
      await expect(asUser(db, anon, "select public.set_mfa_enabled(true, '123456')")).rejects.toMatchObject({ code: '42501' });
    });

    test('demo and other each see exactly their own projects', async () => {
      const demoIds = await visibleProjectIds(db, demo());
      const otherIds = await visibleProjectIds(db, other());
      const owned = async (userId: string) =>
        (
          await db.query<{ id: string }>('select id from public.client_projects where client_id = $1 order by created_at desc', [userId])
        ).rows.map((row) => row.id);

      expect(demoIds.length).toBeGreaterThanOrEqual(6);
      expect(demoIds).toEqual(await owned(DEMO));
      expect(otherIds.length).toBeGreaterThan(0);
      expect(otherIds).toEqual(await owned(OTHER));
      expect(demoIds.filter((id) => otherIds.includes(id))).toEqual([]);
    });

    test("demo's seeded projects cover every status and priority", async () => {
      const { rows } = await asUser<{ status: string; priority: string }>(
        db,
        demo(),
        'select status, priority from public.client_projects',
      );
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending', 'in-progress', 'completed', 'rejected']));
      expect(new Set(rows.map((row) => row.priority))).toEqual(new Set(['low', 'medium', 'high']));
      const { rows: dup } = await db.query('select created_at from public.client_projects group by created_at having count(*) > 1');
      expect(dup).toEqual([]);
    });

    test('the browser cannot write projects, challenges or MFA settings', async () => {
      const before = await projectsSnapshot(db);
      const { rows: settingsBefore } = await db.query('select * from public.mfa_settings order by user_id');
      const attempts: [Claims, string][] = [
        [
          demo(),
          `insert into public.client_projects (client_id, title, status, priority, budget)
           values ('${DEMO}', 'Injected project', 'pending', 'low', 1)`,
        ],
        [demo(), "update public.client_projects set budget = 0, title = 'Hacked' where true"],
        [demo(), 'delete from public.client_projects where true'],
        [
          demo(),
          `insert into public.mfa_challenges (user_id, session_id, code_hash, expires_at) values ('${DEMO}', gen_random_uuid(), 'x', now())`,
        ],
        // the MFA user switching the second factor off from the browser
        [mfaUser(), `update public.mfa_settings set enabled = false where user_id = '${MFA}'`],
        [mfaUser(), 'update public.mfa_challenges set verified = true where true'],
        [demo(), 'select * from private.mail_outbox'],
      ];
      for (const [claims, sql] of attempts) {
        await expect(asUser(db, claims, sql)).rejects.toMatchObject({ code: '42501' });
      }
      expect(await projectsSnapshot(db)).toBe(before);
      expect((await db.query('select * from public.mfa_settings order by user_id')).rows).toEqual(settingsBefore);
    });

    test('demo reads its own MFA setting only', async () => {
      const { rows } = await asUser<{ user_id: string; enabled: boolean }>(db, demo(), 'select user_id, enabled from public.mfa_settings');
      expect(rows).toEqual([{ user_id: DEMO, enabled: false }]);
    });
  });

  describe('MFA', () => {
    // The per-user limits (5 codes and 10 wrong codes per hour, account-security.test.ts) would
    // otherwise add up across these scenarios: each starts with the MFA user's last hour empty.
    beforeEach(async () => {
      await db.exec(`
        update public.mfa_challenges set created_at = created_at - interval '1 hour' where user_id = '${MFA}';
        delete from private.mfa_failures where user_id = '${MFA}';
        update private.mfa_locks set locked_until = null where user_id = '${MFA}';
      `);
    });

    test('an MFA user sees no projects until a code is verified in this session', async () => {
      const session = mfaUser();
      expect(await visibleProjectIds(db, session)).toEqual([]);
      expect(await rpc(db, session, 'mfa_status')).toEqual({ enabled: true, verified: false, locked_until: null });
      expect(await rpc(db, demo(), 'mfa_status')).toEqual({ enabled: false, verified: false, locked_until: null });
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.client_projects where client_id = $1', [MFA]);
      expect(rows[0]!.n).toBe(3);
    });

    test('request, wrong code, right code, other session, replay', async () => {
      const sessionId = randomUUID();
      const session = mfaUser(sessionId);
      const mailsBefore = await outboxCount(db);

      const requested = await rpc(db, session, 'request_mfa_code');
      expect(Object.keys(requested).sort()).toEqual(['expires_at', 'resend_after_seconds']);
      expect(requested.resend_after_seconds).toBe(30);
      const expiresInMs = Date.parse(String(requested.expires_at)) - Date.now();
      expect(expiresInMs).toBeGreaterThan(9 * 60_000);
      expect(expiresInMs).toBeLessThanOrEqual(10 * 60_000 + 5_000);

      expect(await outboxCount(db)).toBe(mailsBefore + 1);
      const { rows: mails } = await db.query<{ recipient: string; subject: string; body_text: string }>(
        'select recipient, subject, body_text from private.mail_outbox order by id desc limit 1',
      );
      expect(mails[0]).toMatchObject({ recipient: 'mfa@example.com', subject: 'Your Meridian sign-in code' });
      expect(mails[0]!.body_text).toMatch(/\b\d{6}\b/);
      expect(mails[0]!.body_text).toMatch(/10 minutes/);
      const code = await latestMailedCode(db, 'mfa@example.com');

      // Only a salted hash is stored.
      const { rows: challenges } = await db.query<{ id: string; code_hash: string }>(
        'select id, code_hash from public.mfa_challenges where session_id = $1',
        [sessionId],
      );
      expect(challenges).toHaveLength(1);
      const [challenge] = challenges;
      expect(challenge!.code_hash).not.toContain(code);
      expect(challenge!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge!.code_hash).toBe(createHash('sha256').update(`${challenge!.id}:${code}`).digest('hex'));

      expect(await verify(db, session, wrongCode(code))).toEqual({ status: 'invalid', attempts_left: 4 });
      expect(await visibleProjectIds(db, session)).toEqual([]);
      // Not even the name of the company, until the code is entered.
      expect(await myCompanyNames(db, session)).toEqual({ rpc: [], table: [] });

      expect(await verify(db, session, code)).toEqual({ status: 'verified' });
      const visible = await visibleProjectIds(db, session);
      expect(visible).toHaveLength(3);
      expect(await myCompanyNames(db, session)).toEqual({ rpc: ['Contoso Health'], table: ['Contoso Health'] });
      expect(await rpc(db, session, 'mfa_status')).toEqual({ enabled: true, verified: true, locked_until: null });

      // The same user in another session has not passed the second factor.
      expect(await visibleProjectIds(db, mfaUser())).toEqual([]);
      // A used code cannot be replayed, in this session or another.
      expect(await verify(db, session, code)).toEqual({ status: 'invalid' });
      expect(await verify(db, mfaUser(), code)).toEqual({ status: 'invalid' });
      // The session stays verified after the failed replay.
      expect(await visibleProjectIds(db, session)).toEqual(visible);
    });

    test('five wrong codes lock the challenge, even against the right code', async () => {
      const session = mfaUser();
      await rpc(db, session, 'request_mfa_code');
      const code = await latestMailedCode(db, 'mfa@example.com');
      const wrong = wrongCode(code);
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await verify(db, session, wrong));
      expect(results).toEqual([
        { status: 'invalid', attempts_left: 4 },
        { status: 'invalid', attempts_left: 3 },
        { status: 'invalid', attempts_left: 2 },
        { status: 'invalid', attempts_left: 1 },
        { status: 'locked' },
      ]);
      expect(await verify(db, session, code)).toEqual({ status: 'locked' });
      expect(await visibleProjectIds(db, session)).toEqual([]);
    });

    test('an expired code is refused', async () => {
      const sessionId = randomUUID();
      const session = mfaUser(sessionId);
      await rpc(db, session, 'request_mfa_code');
      const code = await latestMailedCode(db, 'mfa@example.com');
      await db.query("update public.mfa_challenges set expires_at = now() - interval '1 second' where session_id = $1", [sessionId]);
      expect(await verify(db, session, code)).toEqual({ status: 'expired' });
      expect(await visibleProjectIds(db, session)).toEqual([]);
    });

    test('a new request invalidates the older code (same session, after the cooldown)', async () => {
      const sessionId = randomUUID();
      const session = mfaUser(sessionId);
      await rpc(db, session, 'request_mfa_code');
      const oldCode = await latestMailedCode(db, 'mfa@example.com');
      // Pretend the first code was sent 31 s ago, past the resend cooldown.
      await db.query("update public.mfa_challenges set created_at = created_at - interval '31 seconds' where session_id = $1", [sessionId]);
      await rpc(db, session, 'request_mfa_code');
      const newCode = await latestMailedCode(db, 'mfa@example.com');

      const { rows } = await db.query<{ invalidated: boolean }>(
        'select invalidated from public.mfa_challenges where session_id = $1 order by created_at',
        [sessionId],
      );
      expect(rows).toEqual([{ invalidated: true }, { invalidated: false }]);
      if (oldCode !== newCode) {
        expect(await verify(db, session, oldCode)).toEqual({ status: 'invalid', attempts_left: 4 });
      }
      expect(await verify(db, session, newCode)).toEqual({ status: 'verified' });
    });

    test("a request in another session leaves this session's pending code valid", async () => {
      const first = mfaUser();
      await rpc(db, first, 'request_mfa_code');
      const firstCode = await latestMailedCode(db, 'mfa@example.com');
      await rpc(db, mfaUser(), 'request_mfa_code');
      expect(await verify(db, first, firstCode)).toEqual({ status: 'verified' });
      expect(await visibleProjectIds(db, first)).toHaveLength(3);
    });

    test('a second request within 30 seconds is refused with PT429 and sends nothing', async () => {
      const sessionId = randomUUID();
      const session = mfaUser(sessionId);
      await rpc(db, session, 'request_mfa_code');
      const mails = await outboxCount(db);
      const error = await rpc(db, session, 'request_mfa_code').then(
        () => null,
        (caught: unknown) => caught as { code?: string; message?: string; hint?: string },
      );
      expect(error).toMatchObject({ code: 'PT429', message: 'mfa_resend_cooldown' });
      const secondsLeft = Number(error?.hint);
      expect(Number.isInteger(secondsLeft)).toBe(true);
      expect(secondsLeft).toBeGreaterThanOrEqual(1);
      expect(secondsLeft).toBeLessThanOrEqual(30);
      expect(await outboxCount(db)).toBe(mails);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.mfa_challenges where session_id = $1', [
        sessionId,
      ]);
      expect(rows[0]!.n).toBe(1);
    });

    test('request_mfa_code needs a live session; with MFA off the code confirms turning it on', async () => {
      const { rows: before } = await db.query<{ n: number }>('select count(*)::int as n from public.mfa_challenges where user_id = $1', [
        DEMO,
      ]);
      expect(await rpc(db, demo(), 'request_mfa_code')).toMatchObject({ resend_after_seconds: 30 });
      const { rows: after } = await db.query<{ n: number }>('select count(*)::int as n from public.mfa_challenges where user_id = $1', [
        DEMO,
      ]);
      expect(after[0]!.n).toBe(before[0]!.n + 1);
      const { rows: mails } = await db.query<{ subject: string; body_text: string }>(
        'select subject, body_text from private.mail_outbox where recipient = $1 order by id desc limit 1',
        ['demo@example.com'],
      );
      expect(mails[0]!.subject).toBe('Your Meridian code to turn on two-step sign-in');
      expect(mails[0]!.body_text).toMatch(/turn on two-step sign-in/);

      const noSession: Claims = { ...mfaUser() };
      delete noSession.session_id;
      await expect(rpc(db, noSession, 'request_mfa_code')).rejects.toMatchObject({ code: '42501' });
      await expect(verify(db, noSession, '123456')).rejects.toMatchObject({ code: '42501' });

      // A signed-out session (row deleted) cannot ask for or check codes with its old token.
      const signedOut = mfaUser();
      expect(await rpc(db, signedOut, 'mfa_status')).toMatchObject({ enabled: true });
      await db.query('delete from auth.sessions where id = $1', [signedOut.session_id]);
      await expect(
        db.transaction(async (tx) => {
          await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
            JSON.stringify(signedOut),
          ]);
          return tx.query('select public.request_mfa_code()');
        }),
      ).rejects.toMatchObject({ code: '42501', message: 'not_authenticated' });
    });

    test('malformed and SQL-injection-looking codes are just invalid', async () => {
      // Without any challenge in the session.
      expect(await verify(db, mfaUser(), "' or 1=1 --")).toEqual({ status: 'invalid' });

      const session = mfaUser();
      await rpc(db, session, 'request_mfa_code');
      const code = await latestMailedCode(db, 'mfa@example.com');
      expect(await verify(db, session, "' or 1=1 --")).toEqual({ status: 'invalid', attempts_left: 4 });
      expect(await verify(db, session, `${code}' or '1'='1`)).toEqual({ status: 'invalid', attempts_left: 3 });
      expect(await verify(db, session, `${code}\n`)).toEqual({ status: 'invalid', attempts_left: 2 });
      expect(await verify(db, session, null)).toEqual({ status: 'invalid', attempts_left: 1 });
      expect(await visibleProjectIds(db, session)).toEqual([]);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.client_projects');
      expect(rows[0]!.n).toBe(13);
    });
  });

  describe('constraints', () => {
    const valid = {
      client_id: DEMO,
      title: 'Constraint probe',
      description: '',
      status: 'pending',
      priority: 'low',
      progress: 0,
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      budget: 1000,
    };

    async function insertProject(overrides: Partial<Record<keyof typeof valid, unknown>>) {
      const row = { ...valid, ...overrides };
      const columns = Object.keys(row);
      // A rolled-back transaction keeps the seeded data as it is; throwing is how both engines roll back.
      const rollBack = new Error('roll back');
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into public.client_projects (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
            Object.values(row),
          );
          throw rollBack;
        });
      } catch (error) {
        if (error !== rollBack) throw error;
      }
    }

    test('a valid row is accepted', async () => {
      await expect(insertProject({})).resolves.toBeUndefined();
      const { rows } = await db.query("select 1 from public.client_projects where title = 'Constraint probe'");
      expect(rows).toEqual([]); // rolled back
    });

    test.each([
      ['progress 101', { progress: 101 }],
      ['progress -1', { progress: -1 }],
      ["status 'unknown'", { status: 'unknown' }],
      ["priority 'urgent'", { priority: 'urgent' }],
      ['budget -1', { budget: -1 }],
      ['an empty title', { title: '' }],
      ['a 201-character title', { title: 'x'.repeat(201) }],
      ['a 2001-character description', { description: 'x'.repeat(2001) }],
      ['an end date before the start date', { start_date: '2026-05-31', end_date: '2026-05-01' }],
    ])('rejects %s with check_violation', async (_name, overrides) => {
      await expect(insertProject(overrides)).rejects.toMatchObject({ code: '23514' });
    });

    test('titles are unique across clients', async () => {
      await expect(insertProject({ client_id: OTHER, title: 'Cloud Migration to AWS' })).rejects.toMatchObject({ code: '23505' });
    });

    test('attempts on a challenge cannot exceed 5', async () => {
      await expect(
        db.query(
          "insert into public.mfa_challenges (user_id, session_id, code_hash, expires_at, attempts) values ($1, gen_random_uuid(), 'x', now(), 6)",
          [MFA],
        ),
      ).rejects.toMatchObject({ code: '23514' });
    });
  });
});
