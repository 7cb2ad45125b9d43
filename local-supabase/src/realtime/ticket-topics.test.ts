/**
 * The product's live ticket topics (supabase/migrations/20261127000200_response_targets_live.sql)
 * over the stand-in's Realtime with the real supabase-js client, as the portal joins them: a
 * ticket's company receives what changed on it, while a member of another company, the anon key
 * and an expired token are refused and receive nothing; a member removed from the company stops
 * receiving within the policy re-check; no client can send on these topics; a client that rejoins
 * after its socket was dropped gets what it missed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultConfig } from '../config.ts';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import {
  clientWithToken,
  closeRealtime,
  eventually,
  outcome,
  sendFromDatabase,
  settle,
  signedInClient,
  userToken,
  watch,
} from '../testing/realtime-clients.ts';

const password = 'Rt-topics-1234!';
let standIn: StandIn;
const clients: SupabaseClient[] = [];
const users = { owner: '', outsider: '', member: '' };
/** Short, so that a removed member's channel ends within the test; the default is 5 s. */
const policyRecheckMs = 400;
const emailOf = (name: keyof typeof users) => `rt-topics-${name}@example.com`;

async function signIn(name: keyof typeof users): Promise<SupabaseClient> {
  const client = await signedInClient(standIn, emailOf(name), password);
  clients.push(client);
  return client;
}

/** A ticket the owner opens in their company (the sign-up trigger made it), and that company. */
async function openTicket(owner: SupabaseClient) {
  const { data, error } = await owner
    .from('support_tickets')
    .insert({ subject: 'VPN down', category: 'technical', priority: 'high', description: 'Since this morning.' })
    .select('id, number, company_id')
    .single();
  if (error) throw error;
  return data as { id: string; number: number; company_id: string };
}

/** Staff's status change, as the service role makes it (the broadcast comes from the ticket's trigger). */
const setStatus = (ticketId: string, status: string) =>
  standIn.database.asService((tx) => tx.query('update public.support_tickets set status = $1 where id = $2', [status, ticketId]));

beforeAll(async () => {
  standIn = await startStandIn({ realtimeLimits: { ...defaultConfig().realtimeLimits, policyRecheckMs } }, { mailWorker: false });
  for (const name of Object.keys(users) as Array<keyof typeof users>)
    users[name] = await standIn.createConfirmedUser(emailOf(name), password);
}, 60_000);

afterEach(async () => {
  await Promise.all(clients.splice(0).map(closeRealtime));
});

afterAll(() => standIn.stop());

it("delivers a ticket's changes to its company on the ticket and company topics, saying only which ticket", async () => {
  const owner = await signIn('owner');
  const ticket = await openTicket(owner);
  await owner.realtime.setAuth();
  const onTicket = watch(owner.channel(`ticket:${ticket.id}`, { config: { private: true } }));
  const onCompany = watch(owner.channel(`company:${ticket.company_id}`, { config: { private: true } }));
  expect([await outcome(onTicket), await outcome(onCompany)]).toEqual([{ status: 'SUBSCRIBED' }, { status: 'SUBSCRIBED' }]);

  await setStatus(ticket.id, 'in_progress');
  await eventually('the change on both topics', () => onTicket.received.length > 0 && onCompany.received.length > 0);
  for (const watched of [onTicket, onCompany])
    expect(watched.received).toEqual([
      { type: 'broadcast', event: 'updated', payload: { number: ticket.number, id: expect.any(String) }, meta: { id: expect.any(String) } },
    ]);
});

it('refuses a member of another company, the anon key and an expired token, which receive nothing', async () => {
  const ticket = await openTicket(await signIn('owner'));
  const outsider = await signIn('outsider');
  await outsider.realtime.setAuth();
  const anon = await clientWithToken(standIn, () => standIn.config.anonKey);
  const expiredToken = await userToken(standIn, users.owner, -60);
  const expired = await clientWithToken(standIn, () => expiredToken);
  clients.push(anon, expired);

  const refused = [
    watch(outsider.channel(`ticket:${ticket.id}`, { config: { private: true } })),
    watch(outsider.channel(`company:${ticket.company_id}`, { config: { private: true } })),
    watch(outsider.channel('staff:tickets', { config: { private: true } })),
    watch(anon.channel(`ticket:${ticket.id}`, { config: { private: true } })),
    watch(expired.channel(`ticket:${ticket.id}`, { config: { private: true } })),
  ];
  for (const watched of refused) expect((await outcome(watched)).status).toBe('CHANNEL_ERROR');
  await setStatus(ticket.id, 'resolved');
  await settle();
  expect(refused.map((watched) => watched.received)).toEqual([[], [], [], [], []]);
});

it('gives a client whose socket was dropped the change it missed, once it has rejoined', async () => {
  const owner = await signIn('owner');
  const ticket = await openTicket(owner);
  await owner.realtime.setAuth();
  const onTicket = watch(
    owner.channel(`ticket:${ticket.id}`, { config: { private: true, broadcast: { replay: { since: Date.now() - 1000, limit: 25 } } } }),
  );
  expect(await outcome(onTicket)).toEqual({ status: 'SUBSCRIBED' });
  standIn.realtime.dropConnections();
  // The client has seen its socket go (it reconnects a second later at the earliest), so the
  // change is made while the channel is down and can only arrive as a replay.
  await eventually('the drop, as the client sees it', () => onTicket.statuses.some((status) => status.status === 'CHANNEL_ERROR'));
  await setStatus(ticket.id, 'in_progress');
  await eventually('the rejoin', () => onTicket.statuses.filter((status) => status.status === 'SUBSCRIBED').length === 2);
  await eventually('the missed change, replayed', () => onTicket.received.some((message) => message.event === 'updated'));
  expect(onTicket.received.filter((message) => message.event === 'updated')).toEqual([
    {
      type: 'broadcast',
      event: 'updated',
      payload: { number: ticket.number, id: expect.any(String) },
      meta: { replayed: true, id: expect.any(String) },
    },
  ]);
});

/** Adds `name` to the company as a member, as an accepted invitation does. */
async function addToCompany(companyId: string, name: keyof typeof users) {
  await standIn.database.asService((tx) =>
    tx.query("insert into public.company_members (company_id, user_id, role, email) values ($1, $2, 'member', $3)", [
      companyId,
      users[name],
      emailOf(name),
    ]),
  );
}

it('stops delivering to a member the owner removed, within the policy re-check, and refuses their rejoin', async () => {
  const owner = await signIn('owner');
  const ticket = await openTicket(owner);
  await addToCompany(ticket.company_id, 'member');
  const member = await signIn('member');
  await Promise.all([owner.realtime.setAuth(), member.realtime.setAuth()]);
  const ownerOnCompany = watch(owner.channel(`company:${ticket.company_id}`, { config: { private: true } }));
  const memberOnCompany = watch(member.channel(`company:${ticket.company_id}`, { config: { private: true } }));
  const memberOnTicket = watch(member.channel(`ticket:${ticket.id}`, { config: { private: true } }));
  for (const watched of [ownerOnCompany, memberOnCompany, memberOnTicket]) expect(await outcome(watched)).toEqual({ status: 'SUBSCRIBED' });
  await setStatus(ticket.id, 'in_progress');
  await eventually('the change, heard by the member', () => memberOnCompany.received.length === 1 && memberOnTicket.received.length === 1);

  const removed = await owner.rpc('remove_company_member', { p_company_id: ticket.company_id, p_user_id: users.member });
  expect(removed.error).toBeNull();
  const removedAt = Date.now();
  await eventually(
    'the member’s channels ending',
    () => [memberOnCompany, memberOnTicket].every((watched) => watched.statuses.some((status) => status.status === 'CLOSED')),
    policyRecheckMs * 25,
  );
  expect(Date.now() - removedAt).toBeLessThan(policyRecheckMs * 5);
  expect(memberOnCompany.system).toEqual([
    {
      message: `You no longer have permission to read from this Channel topic: company:${ticket.company_id}`,
      status: 'error',
      extension: 'system',
      channel: `company:${ticket.company_id}`,
    },
  ]);
  expect(memberOnTicket.system).toEqual([expect.objectContaining({ status: 'error', channel: `ticket:${ticket.id}` })]);

  await setStatus(ticket.id, 'resolved');
  await eventually('the change, heard by the owner', () => ownerOnCompany.received.length === 2);
  await settle();
  expect([memberOnCompany.received.length, memberOnTicket.received.length]).toEqual([1, 1]);
  // Joining again is refused by the same policy.
  const rejoin = watch(member.channel(`company:${ticket.company_id}`, { config: { private: true } }));
  expect((await outcome(rejoin)).status).toBe('CHANNEL_ERROR');
});

it('lets no client send on the ticket, company or staff topics: their broadcasts reach no one', async () => {
  const sender = await signIn('owner');
  const ticket = await openTicket(sender);
  await sender.realtime.setAuth();
  // Receivers on the private topics: the owner on a second client, and the service role (as the
  // staff queue would be).
  const ownerAgain = await signIn('owner');
  await ownerAgain.realtime.setAuth();
  const service = await clientWithToken(standIn, () => standIn.config.serviceRoleKey);
  clients.push(service);
  const topics = [`ticket:${ticket.id}`, `company:${ticket.company_id}`, 'staff:tickets'];
  const receivers = [
    watch(ownerAgain.channel(topics[0]!, { config: { private: true } })),
    watch(ownerAgain.channel(topics[1]!, { config: { private: true } })),
    ...topics.map((topic) => watch(service.channel(topic, { config: { private: true } }))),
  ];
  for (const watched of receivers) expect(await outcome(watched)).toEqual({ status: 'SUBSCRIBED' });

  // The member joins the two private topics it may read, and sends on them; on staff:tickets it
  // may not even join, so it sends on the public channel of that name, as on the others (from a
  // client of its own: realtime-js keeps one channel per name).
  const publicSender = await signIn('owner');
  await publicSender.realtime.setAuth();
  const privateSends = topics.slice(0, 2).map((topic) => watch(sender.channel(topic, { config: { private: true } })));
  const publicSends = topics.map((topic) => watch(publicSender.channel(topic, { config: { private: false, broadcast: { ack: true } } })));
  for (const watched of [...privateSends, ...publicSends]) expect(await outcome(watched)).toEqual({ status: 'SUBSCRIBED' });
  const forged = { number: ticket.number, id: 'forged' };
  for (const watched of privateSends) await watched.channel.send({ type: 'broadcast', event: 'updated', payload: forged });
  for (const watched of publicSends)
    expect(await watched.channel.send({ type: 'broadcast', event: 'updated', payload: forged })).toBe('ok');
  await settle();
  expect(receivers.map((watched) => watched.received)).toEqual([[], [], [], [], []]);

  // The receivers were listening: what the database sends on the same topics reaches each.
  for (const topic of topics) await sendFromDatabase(standIn, topic, 'updated', { number: ticket.number });
  await eventually('the database’s broadcasts', () => receivers.every((watched) => watched.received.length === 1));
  expect(receivers.flatMap((watched) => watched.received.map((message) => message.payload.id))).not.toContain('forged');
});
