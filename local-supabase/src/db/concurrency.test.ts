import pg from 'pg';
import { startPostgresServer, type PostgresServer } from '../testing/postgres-server.ts';
import { migratedDatabase } from './testing-db.ts';
import { sessions, type Claims, type Row } from './testing-sessions.ts';

/**
 * What the migrations promise for two requests at once, tried with two at once: two connections to
 * a real PostgreSQL 17 server (PGlite has one connection, so nothing there runs at the same time),
 * the first holding its transaction open while the second runs, then the first committing.
 * - the Storage quota (20261126000200_storage_limits.sql): two uploads at once cannot both fit
 *   under the 100 MiB quota, because the second waits on the folder's advisory lock;
 * - the last owner (20261127000100_client_companies.sql): two owners demoting each other at once
 *   never leave the company without an owner, because the second waits on the company row;
 * - the missed-target notice (20261127000200_response_targets_live.sql): two mail workers at once
 *   send it once, because the second skips the ticket the first holds.
 */

let server: PostgresServer;
const { asSuperuser, newUser, signIn } = sessions(() => server, 'concurrency');
const connections: pg.Client[] = [];

beforeAll(async () => {
  server = await startPostgresServer();
  await migratedDatabase(server);
}, 90_000);

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.end()));
  await server?.close();
});

/** A connection of its own (as the API's pool gives each request), with its backend's pid. */
async function connect(): Promise<{ client: pg.Client; pid: number }> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  connections.push(client);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { client, pid: rows[0]!.pid };
}

/** Opens a transaction as PostgREST and the Storage API run a request: the role and the token's claims. */
async function begin(client: pg.Client, claims?: Claims): Promise<void> {
  await client.query('begin');
  if (claims)
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ]);
}

type Outcome = { ok: true; rows: Row[] } | { ok: false; error: { code?: string; message?: string } };

function outcome(work: Promise<pg.QueryResult>): Promise<Outcome> {
  return work.then(
    (result) => ({ ok: true, rows: result.rows as Row[] }),
    (error: { code?: string; message?: string }) => ({ ok: false, error: { code: error.code, message: error.message } }),
  );
}

/**
 * Whether `pending` (the second request, on backend `pid`) waits on a lock or has already finished,
 * checked until one is seen: without the lock under test it finishes at once.
 */
async function waitsOrFinishes(pending: Promise<Outcome>, pid: number): Promise<'waits' | 'finished'> {
  let finished = false;
  void pending.then(() => (finished = true));
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    if (finished) return 'finished';
    const [activity] = await asSuperuser<{ wait: string | null }>('select wait_event_type as wait from pg_stat_activity where pid = $1', [
      pid,
    ]);
    if (activity?.wait === 'Lock') return 'waits';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the second request neither waited on a lock nor finished within 10 s');
}

describe('two requests at once on PostgreSQL 17', () => {
  it('two uploads at once into one folder: the second waits for the first and is refused past the 100 MiB quota', async () => {
    const user = await newUser();
    const MiB = 1024 * 1024;
    // The Storage server's real insert (its own superuser, after the bytes are stored), 60 MiB each:
    // either fits under the quota alone, both together do not.
    const upload = (client: pg.Client, name: string) =>
      outcome(
        client.query(
          "insert into storage.objects (bucket_id, name, owner_id, metadata) values ('ticket-files', $1, $2, jsonb_build_object('size', $3::bigint))",
          [`${user.id}/${name}`, user.id, 60 * MiB],
        ),
      );
    const first = await connect();
    const second = await connect();
    await begin(first.client);
    await begin(second.client);
    expect(await upload(first.client, 'first.pdf')).toMatchObject({ ok: true });
    const pending = upload(second.client, 'second.pdf');
    const meanwhile = await waitsOrFinishes(pending, second.pid);
    await first.client.query('commit');
    const refused = await pending;
    await second.client.query(refused.ok ? 'commit' : 'rollback');
    const [stored] = await asSuperuser<{ files: number; bytes: string }>(
      "select count(*)::int as files, coalesce(sum((metadata ->> 'size')::bigint), 0)::text as bytes from storage.objects where starts_with(name, $1)",
      [`${user.id}/`],
    );
    expect(stored).toEqual({ files: 1, bytes: String(60 * MiB) });
    expect(refused).toMatchObject({ ok: false, error: { code: '42501', message: expect.stringMatching(/^storage_quota_exceeded: /) } });
    expect(meanwhile).toBe('waits');
  });

  it('two owners demoting each other at once: the second waits for the first and is refused, the company keeps an owner', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const [{ company_id: companyId }] = (await asSuperuser<{ company_id: string }>(
      "select company_id from public.company_members where user_id = $1 and role = 'owner'",
      [alice.id],
    )) as [{ company_id: string }];
    await asSuperuser("insert into public.company_members (company_id, user_id, role, email) values ($1, $2, 'owner', $3)", [
      companyId,
      bob.id,
      bob.email,
    ]);
    const demote = (client: pg.Client, userId: string) =>
      outcome(client.query("select public.set_company_member_role($1, $2, 'member')", [companyId, userId]));
    const first = await connect();
    const second = await connect();
    await begin(first.client, await signIn(alice));
    await begin(second.client, await signIn(bob));
    expect(await demote(first.client, bob.id)).toMatchObject({ ok: true });
    const pending = demote(second.client, alice.id);
    const meanwhile = await waitsOrFinishes(pending, second.pid);
    await first.client.query('commit');
    const refused = await pending;
    await second.client.query(refused.ok ? 'commit' : 'rollback');
    expect(
      await asSuperuser('select user_id, role from public.company_members where company_id = $1 order by role, user_id', [companyId]),
    ).toEqual([
      { user_id: bob.id, role: 'member' },
      { user_id: alice.id, role: 'owner' },
    ]);
    expect(refused).toMatchObject({ ok: false, error: { code: 'P0001', message: 'last_owner' } });
    expect(meanwhile).toBe('waits');
  });

  it('two mail workers at once: the missed-target notice is queued once, the second worker leaving the ticket to the first', async () => {
    const client = await newUser();
    const claims = await signIn(client);
    const [{ company_id: companyId }] = (await asSuperuser<{ company_id: string }>(
      'select company_id from public.company_members where user_id = $1',
      [client.id],
    )) as [{ company_id: string }];
    const [ticket] = await asSuperuser<{ id: string; number: number }>(
      `insert into public.support_tickets (company_id, client_id, subject, category, priority, description)
       values ($1, $2, 'Mail is down', 'technical', 'critical', 'Since this morning.') returning id, number`,
      [companyId, claims.sub],
    );
    // Past its 15-minute target.
    await asSuperuser("update public.support_tickets set first_response_due_at = now() - interval '5 minutes' where id = $1", [ticket!.id]);
    const notices = async () =>
      (
        await asSuperuser<{ n: number }>('select count(*)::int as n from private.mail_outbox where subject = $1', [
          `Response target missed: TKT-${ticket!.number}`,
        ])
      )[0]!.n;
    expect(await notices()).toBe(0);

    const service: Claims = { role: 'service_role' };
    const queue = (worker: pg.Client) => outcome(worker.query('select public.outbox_queue_missed_targets() as n'));
    const first = await connect();
    const second = await connect();
    await begin(first.client, service);
    await begin(second.client, service);
    const queued = await queue(first.client);
    expect(queued).toMatchObject({ ok: true, rows: [{ n: expect.any(Number) }] });
    const pending = queue(second.client);
    const meanwhile = await waitsOrFinishes(pending, second.pid);
    await first.client.query('commit');
    expect(await pending).toMatchObject({ ok: true });
    await second.client.query('commit');
    expect(await notices()).toBe(1);
    // The first worker's transaction was still open: the second did not wait for it.
    expect(meanwhile).toBe('finished');
  });
});
