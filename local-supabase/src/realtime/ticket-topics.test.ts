/**
 * The product's live ticket topics (supabase/migrations/20261127000200_response_targets_live.sql)
 * over the stand-in's Realtime with the real supabase-js client, as the portal joins them: a
 * ticket's company receives what changed on it, while a member of another company, the anon key
 * and an expired token are refused and receive nothing; a client that rejoins after its socket
 * was dropped gets what it missed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import {
  clientWithToken,
  closeRealtime,
  eventually,
  outcome,
  settle,
  signedInClient,
  userToken,
  watch,
} from '../testing/realtime-clients.ts';

const password = 'Rt-topics-1234!';
let standIn: StandIn;
const clients: SupabaseClient[] = [];
const users = { owner: '', outsider: '' };
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
  standIn = await startStandIn({}, { mailWorker: false });
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
  await setStatus(ticket.id, 'in_progress');
  await eventually('the missed change, replayed', () => onTicket.received.some((message) => message.event === 'updated'));
  expect(onTicket.received.filter((message) => message.event === 'updated')).toEqual([
    expect.objectContaining({ payload: { number: ticket.number, id: expect.any(String) } }),
  ]);
});
