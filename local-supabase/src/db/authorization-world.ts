import { randomUUID } from 'node:crypto';
import type { TestDb } from './testing-db.ts';
import { sessions, type Claims, type User } from './testing-sessions.ts';

/**
 * The world the authorization map (docs/authorization-map.md) is checked in: one client company,
 * "A", with everything a year of use leaves in it (tickets, replies, files, a proposal, a project,
 * a rating, invitations, history), a live chat and the public inbox's messages, and one caller of
 * each kind. Everything A's world writes comes after a snapshot, so each table's rows of A are
 * exactly the rows that were not there before (found by ctid).
 */
export const callers = [
  'anon',
  'password only',
  'client',
  'owner',
  'other company',
  'removed',
  'staff before factor',
  'staff',
  'service role',
] as const;
export type Caller = (typeof callers)[number];

export interface World {
  claims: Record<Caller, Claims>;
  users: { owner: User; client: User; removed: User; passwordOnly: User; other: User };
  company: string;
  otherCompany: string;
  ticket: string;
  /** resolved, not rated yet */
  resolvedTicket: string;
  proposal: string;
  invitation: { id: string; token: string };
  ratingToken: string;
  chat: { id: string; secret: string };
  /** A's file in each bucket: its object name */
  files: Record<string, string>;
  /** the ctids of A's rows, per public table */
  rowsOfA: Record<string, string[]>;
}

export async function buildWorld(db: () => TestDb): Promise<World> {
  const { asSuperuser, newUser, signIn, request, passSecondFactor, staffSession, companyOf, invitationTokenMailedTo } = sessions(db, 'map');
  const superuser = async (sql: string, params: unknown[] = []) => asSuperuser(sql, params);

  // Callers outside A first: their own sign-ups are not A's.
  const other = await newUser();
  const otherClaims = await signIn(other);
  const otherCompany = await companyOf(other);
  const staffBefore = await signIn(await newUser({ staff: true }));
  const { claims: staff } = await staffSession();

  const tables = (
    await asSuperuser<{ name: string }>(
      "select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')",
    )
  ).map((row) => row.name);
  const before: Record<string, Set<string>> = {};
  for (const table of tables) {
    before[table] = new Set((await asSuperuser<{ ctid: string }>(`select ctid::text as ctid from public.${table}`)).map((row) => row.ctid));
  }

  // A: its owner signs up, invites three people, who join (one with the second factor on).
  const owner = await newUser();
  const ownerClaims = await signIn(owner);
  const company = await companyOf(owner);
  const invited = async (label: string) => {
    const email = `map-${label}-${randomUUID()}@example.com`;
    await request(ownerClaims, 'select public.create_company_invitation($1, $2)', [company, email]);
    const token = await invitationTokenMailedTo(email);
    const id = randomUUID();
    await superuser("insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data) values ($1, $2, now(), '{}')", [id, email]);
    await superuser('insert into public.mfa_settings (user_id, enabled) values ($1, $2)', [id, label === 'password-only']);
    const user = { id, email };
    const claims = await signIn(user);
    if (label === 'password-only') await passSecondFactor(user, claims);
    await request(claims, 'select public.accept_company_invitation($1)', [token]);
    return user;
  };
  const client = await invited('member');
  const passwordOnly = await invited('password-only');
  const removed = await invited('removed');
  await request(ownerClaims, 'select public.remove_company_member($1, $2)', [company, removed.id]);
  // A pending invitation, its token as mailed.
  const pendingEmail = `map-pending-${randomUUID()}@example.com`;
  const [pending] = await request<{ id: string }>(ownerClaims, "select public.create_company_invitation($1, $2) ->> 'id' as id", [
    company,
    pendingEmail,
  ]);
  const invitation = { id: pending!.id, token: await invitationTokenMailedTo(pendingEmail) };

  // What a year leaves: tickets, a reply each way, files, a proposal, a project, a rating.
  const clientClaims = await signIn(client);
  const openTicket = async (claims: Claims) =>
    (
      await request<{ id: string }>(
        claims,
        "insert into public.support_tickets (company_id, subject, category, priority, description) values ($1, 'The VPN drops', 'technical', 'high', 'Every hour.') returning id",
        [company],
      )
    )[0]!.id;
  const ticket = await openTicket(clientClaims);
  const resolvedTicket = await openTicket(ownerClaims);
  const ratedTicket = await openTicket(ownerClaims);
  await request(clientClaims, "insert into public.ticket_messages (ticket_id, body) values ($1, 'Any news?')", [ticket]);
  await request(staff, "insert into public.ticket_messages (ticket_id, body) values ($1, 'On it.')", [ticket]);
  await request(staff, "update public.support_tickets set status = 'resolved' where id in ($1, $2)", [resolvedTicket, ratedTicket]);
  await request(ownerClaims, 'select public.rate_ticket($1, 5)', [ratedTicket]);
  const [proposalRow] = await request<{ id: string }>(
    clientClaims,
    "insert into public.proposals (company_id, title, services) values ($1, 'Warehouse to the cloud', array['cloud']) returning id",
    [company],
  );
  const files: Record<string, string> = {};
  for (const [bucket, link, column] of [
    ['ticket-files', ticket, 'ticket_id'],
    ['proposal-files', proposalRow!.id, 'proposal_id'],
  ] as const) {
    const name = `${client.id}/${link}/${randomUUID()}.pdf`;
    await request(clientClaims, 'insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, \'{"size": 10}\')', [
      bucket,
      name,
      client.id,
    ]);
    await request(
      clientClaims,
      `insert into public.request_files (bucket, object_path, file_name, content_type, size_bytes, ${column}) values ($1, $2, 'plan.pdf', 'application/pdf', 10, $3)`,
      [bucket, name, link],
    );
    files[bucket] = name;
  }
  files['feedback-files'] = `${randomUUID()}/screenshot.png`;
  await request(
    { role: 'anon' },
    "insert into storage.objects (bucket_id, name, metadata) values ('feedback-files', $1, '{\"size\": 10}')",
    [files['feedback-files']],
  );
  await request(
    staff,
    "insert into public.client_projects (company_id, client_id, title, description, status, priority, progress, budget) values ($1, $2, 'Cloud move for A', 'Phase one', 'in-progress', 'high', 40, 12000)",
    [company, owner.id],
  );
  // The public side: a live chat answered by staff, a contact message and feedback.
  const [chatRow] = await request<{ r: { id: string; secret: string } }>(
    { role: 'anon' },
    "select public.chat_start('Siti', 'Hello', 'en') as r",
    [],
    {
      headers: { 'x-forwarded-for': '192.0.2.10' },
    },
  );
  await request(staff, "insert into public.chat_messages (conversation_id, body) values ($1, 'Hi Siti')", [chatRow!.r.id]);
  await request(
    { role: 'anon' },
    "insert into public.contact_messages (name, email, subject, message) values ('Ana', 'ana@example.com', 'Hi', 'Hello')",
    [],
    {
      headers: { 'x-forwarded-for': '192.0.2.11' },
    },
  );
  await request(
    { role: 'anon' },
    "insert into public.feedback (category, rating, title, description, name, email) values ('support', 5, 'Great', 'Fast answers', 'Ana', 'ana@example.com')",
    [],
    { headers: { 'x-forwarded-for': '192.0.2.11' } },
  );
  const [rating] = await asSuperuser<{ token: string }>('select private.rating_token($1) as token', [resolvedTicket]);

  const rowsOfA: Record<string, string[]> = {};
  for (const table of tables) {
    rowsOfA[table] = (await asSuperuser<{ ctid: string }>(`select ctid::text as ctid from public.${table}`))
      .map((row) => row.ctid)
      .filter((ctid) => !before[table]!.has(ctid));
  }

  return {
    claims: {
      anon: { role: 'anon' },
      'password only': await signIn(passwordOnly),
      client: clientClaims,
      owner: ownerClaims,
      'other company': otherClaims,
      removed: await signIn(removed),
      'staff before factor': staffBefore,
      staff,
      'service role': { role: 'service_role' },
    },
    users: { owner, client, removed, passwordOnly, other },
    company,
    otherCompany,
    ticket,
    resolvedTicket,
    proposal: proposalRow!.id,
    invitation,
    ratingToken: rating!.token,
    chat: chatRow!.r,
    files,
    rowsOfA,
  };
}
