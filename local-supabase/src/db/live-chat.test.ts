import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';
import { sessions, type Claims, type Row } from './testing-sessions.ts';

/**
 * Live chat (supabase/migrations/20261127000400_live_chat.sql) as PostgREST runs requests, on every
 * engine: a visitor's conversation reached only with its id and secret, staff answering it, staff
 * on duty, the offline message into the inbox, the transcript e-mail once, the limits per address
 * and per conversation, and what is broadcast.
 */

let db: TestDb;

describe.each(engines)('live chat on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  const { asSuperuser, request, failure, staffSession, newUser, signIn, mayJoin } = sessions(() => db, 'chat');
  const anon: Claims = { role: 'anon' };
  let addressCount = 0;
  /** A visitor at an address of their own (the limits are per address). */
  const visitorAt = () => ({ 'x-forwarded-for': `203.0.113.${++addressCount}` });

  interface Started {
    id: string;
    secret: string;
    staff_online: boolean;
  }
  async function start(headers = visitorAt(), name = 'Siti', message = 'Is the firewall audit still on?', language = 'id') {
    const [row] = await request<{ r: Started }>(anon, 'select public.chat_start($1, $2, $3) as r', [name, message, language], { headers });
    return row!.r;
  }
  const read = async (chat: Started) =>
    (
      await request<{ r: { status: string; staff_online: boolean; transcript_sent: boolean; messages: Row[] } }>(
        anon,
        'select public.chat_read($1, $2) as r',
        [chat.id, chat.secret],
      )
    )[0]!.r;
  const send = (chat: Started, body: string, headers = {}) =>
    request(anon, 'select public.chat_send($1, $2, $3)', [chat.id, chat.secret, body], { headers });

  let staff: Claims;
  beforeAll(async () => {
    ({ claims: staff } = await staffSession());
  });

  it('opens a conversation that only its id and secret read; staff answer it and the visitor reads the answer', async () => {
    const chat = await start();
    expect(chat.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await read(chat)).messages).toEqual([expect.objectContaining({ from_staff: false, body: 'Is the firewall audit still on?' })]);
    expect((await failure(read({ ...chat, secret: '0'.repeat(64) }))).message).toBe('chat_not_found');
    expect((await failure(send({ ...chat, secret: '' }, 'Hello'))).message).toBe('chat_not_found');
    // Neither a visitor nor a client reads the tables themselves.
    expect((await failure(request(anon, 'select * from public.chat_messages'))).code).toBe('42501');
    const client = await signIn(await newUser());
    expect(await request(client, 'select * from public.chat_conversations where id = $1', [chat.id])).toEqual([]);
    expect(
      (await failure(request(client, "insert into public.chat_messages (conversation_id, body) values ($1, 'Hi')", [chat.id]))).code,
    ).toBe('42501');

    await request(staff, "insert into public.chat_messages (conversation_id, body) values ($1, 'Yes, on Monday.')", [chat.id]);
    await send(chat, 'Thanks!');
    expect((await read(chat)).messages.map((message) => [message.from_staff, message.body])).toEqual([
      [false, 'Is the firewall audit still on?'],
      [true, 'Yes, on Monday.'],
      [false, 'Thanks!'],
    ]);
    expect(await request(staff, 'select visitor_name, status from public.chat_conversations where id = $1', [chat.id])).toEqual([
      { visitor_name: 'Siti', status: 'open' },
    ]);
    await request(staff, "update public.chat_conversations set status = 'closed' where id = $1", [chat.id]);
    expect((await failure(send(chat, 'One more thing'))).message).toBe('chat_closed');
    expect(
      (await failure(request(staff, "insert into public.chat_messages (conversation_id, body) values ($1, 'Late')", [chat.id]))).code,
    ).toBe('42501');
  });

  it('says whether staff are on duty: whoever has the Live chat section open, for 90 seconds after its last beat or until they leave it', async () => {
    const online = async () => (await request<{ r: boolean }>(anon, 'select public.chat_staff_online() as r'))[0]!.r;
    await asSuperuser('delete from private.staff_presence');
    expect(await online()).toBe(false);
    expect((await start()).staff_online).toBe(false);
    await request(staff, 'select public.staff_chat_presence()');
    expect(await online()).toBe(true);
    expect((await start()).staff_online).toBe(true);
    await asSuperuser("update private.staff_presence set seen_at = now() - interval '91 seconds'");
    expect(await online()).toBe(false);
    await request(staff, 'select public.staff_chat_presence()');
    await request(staff, 'select public.staff_chat_presence(false)');
    expect(await online()).toBe(false);
    expect((await failure(request(await signIn(await newUser()), 'select public.staff_chat_presence()'))).code).toBe('42501');
  });

  it('turns a conversation with no one online into an inbox message with the address the visitor left', async () => {
    const chat = await start(visitorAt(), 'Budi', 'Can someone call me back?');
    expect(
      (await failure(request(anon, 'select public.chat_leave_message($1, $2, $3)', [chat.id, chat.secret, 'not an address']))).message,
    ).toBe('invalid_email');
    await request(anon, 'select public.chat_leave_message($1, $2, $3)', [chat.id, chat.secret, ' budi@example.com ']);
    const [inbox] = await asSuperuser<{ name: string; email: string; subject: string; message: string }>(
      "select name, email, subject, message from public.contact_messages where email = 'budi@example.com' order by created_at desc limit 1",
    );
    expect(inbox).toMatchObject({ name: 'Budi', email: 'budi@example.com', subject: 'Live chat while no one was online' });
    expect(inbox!.message).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, Visitor:\nCan someone call me back\?$/);
    expect((await read(chat)).status).toBe('left');
    expect(
      (await failure(request(anon, 'select public.chat_leave_message($1, $2, $3)', [chat.id, chat.secret, 'budi@example.com']))).message,
    ).toBe('chat_closed');
  });

  const outbox = (recipient: string) =>
    asSuperuser<{ subject: string; body_text: string }>(
      'select subject, body_text from private.mail_outbox where recipient = $1 order by id',
      [recipient],
    );
  const emailTranscript = (claims: Claims, chat: Started, address: string) =>
    request<{ r: { status: string } }>(claims, 'select public.chat_email_transcript($1, $2, $3) as r', [chat.id, chat.secret, address]);
  const confirmTranscript = (token: string) => request<{ r: Row }>(anon, 'select public.chat_confirm_transcript($1) as r', [token]);

  it('e-mails the transcript to an address only once its owner opens the link mailed there, once, in the conversation language', async () => {
    const chat = await start(visitorAt(), 'Ana', 'Halo', 'ms');
    await request(staff, "insert into public.chat_messages (conversation_id, body) values ($1, 'Selamat datang')", [chat.id]);
    expect((await emailTranscript(anon, chat, 'Ana@Example.com'))[0]!.r).toEqual({ status: 'confirm' });
    // The first mail carries a link and none of the conversation.
    const [confirm] = await outbox('ana@example.com');
    expect(confirm!.subject).toBe('Sahkan alamat untuk transkrip sembang langsung anda');
    expect(confirm!.body_text).not.toMatch(/Halo|Selamat datang|Ana/);
    const token = confirm!.body_text.match(/\/contact#transcript=([0-9a-f-]{36}\.[0-9a-f]{64})/)![1]!;
    expect((await read(chat)).transcript_sent).toBe(false);
    // Asking again at once is refused (one link every 5 minutes).
    expect(await failure(emailTranscript(anon, chat, 'other@example.com'))).toMatchObject({
      code: 'PT429',
      message: 'too_many_transcript_requests',
    });
    // A forged or damaged link sends nothing.
    const [id, signature] = token.split('.');
    for (const forged of [`${id}.${'0'.repeat(64)}`, `00000000-0000-4000-8000-000000000000.${signature}`, token.toUpperCase(), 'x', '']) {
      expect((await failure(confirmTranscript(forged))).message).toBe('transcript_link_invalid');
    }
    expect(await outbox('ana@example.com')).toHaveLength(1);

    expect((await confirmTranscript(token))[0]!.r).toEqual({ language: 'ms' });
    const mails = await outbox('ana@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Sembang langsung anda dengan Meridian');
    // The visitor's lines are theirs ("Anda"), never under the name they typed.
    expect(mails[1]!.body_text).toMatch(/UTC, Anda:\nHalo\n\n.+ UTC, Sokongan Meridian:\nSelamat datang/);
    expect((await read(chat)).transcript_sent).toBe(true);
    expect((await failure(confirmTranscript(token))).message).toBe('already_sent');
    expect((await failure(emailTranscript(anon, chat, 'ana@example.com'))).message).toBe('already_sent');
  });

  it('sends a signed-in client the transcript at once to their own address, and to any other only through the link', async () => {
    const client = await newUser();
    const claims = await signIn(client);
    const chat = await start(visitorAt(), 'Dewi', 'Halo');
    const elsewhere = `elsewhere-${chat.id}@example.com`;
    expect((await emailTranscript(claims, chat, elsewhere))[0]!.r).toEqual({ status: 'confirm' });
    expect((await outbox(elsewhere))[0]!.body_text).not.toMatch(/Halo/);
    await asSuperuser("update public.chat_conversations set transcript_requested_at = now() - interval '6 minutes' where id = $1", [
      chat.id,
    ]);
    expect((await emailTranscript(claims, chat, client.email.toUpperCase()))[0]!.r).toEqual({ status: 'sent' });
    expect((await outbox(client.email))[0]!.body_text).toMatch(/UTC, Anda:\nHalo/);
    // The earlier link now sends nothing more.
    const token = (await outbox(elsewhere))[0]!.body_text.match(/#transcript=(\S+)/)![1]!;
    expect((await failure(confirmTranscript(token))).message).toBe('transcript_link_invalid');
  });

  it('lets a link work for an hour after it was asked for', async () => {
    const chat = await start(visitorAt(), 'Rina', 'Halo', 'en');
    await emailTranscript(anon, chat, `rina-${chat.id}@example.com`);
    const token = (await outbox(`rina-${chat.id}@example.com`))[0]!.body_text.match(/#transcript=(\S+)/)![1]!;
    // The signature covers the moment of the request: moved, the old link no longer matches, and
    // a link signed for the moved moment is past its hour.
    await asSuperuser(
      "update public.chat_conversations set transcript_requested_at = transcript_requested_at - interval '61 minutes' where id = $1",
      [chat.id],
    );
    expect((await failure(confirmTranscript(token))).message).toBe('transcript_link_invalid');
    const [aged] = await asSuperuser<{ token: string }>(
      "select c.id || '.' || private.chat_transcript_signature(c) as token from public.chat_conversations c where c.id = $1",
      [chat.id],
    );
    expect((await failure(confirmTranscript(aged!.token))).message).toBe('transcript_link_expired');
  });

  it("keeps a signed-in client's live chat messages the visitor's: not staff's, under the visitor's limits", async () => {
    const client = await signIn(await newUser());
    const [row] = await request<{ r: Started }>(
      client,
      'select public.chat_start($1, $2, $3) as r',
      ['Meridian', 'Hello from a client', 'en'],
      {
        headers: visitorAt(),
      },
    );
    const chat = row!.r;
    for (let i = 0; i < 9; i++) await request(client, 'select public.chat_send($1, $2, $3)', [chat.id, chat.secret, `Message ${i}`]);
    expect(await failure(request(client, 'select public.chat_send($1, $2, $3)', [chat.id, chat.secret, 'The eleventh']))).toMatchObject({
      code: 'PT429',
      message: 'too_many_chat_messages',
    });
    const messages = await asSuperuser<{ from_staff: boolean; author_id: string | null }>(
      'select from_staff, author_id from public.chat_messages where conversation_id = $1',
      [chat.id],
    );
    expect(messages).toHaveLength(10);
    expect(messages.every((message) => !message.from_staff && message.author_id === null)).toBe(true);
    expect((await read(chat)).messages.every((message) => message.from_staff === false)).toBe(true);
    // Staff past the factor are staff on the visitor's path too only when they answer directly.
    const { claims: member } = await staffSession();
    const [own] = await request<{ r: Started }>(member, 'select public.chat_start($1, $2, $3) as r', ['Staff as visitor', 'Hi', 'en'], {
      headers: visitorAt(),
    });
    expect((await read(own!.r)).messages).toEqual([expect.objectContaining({ from_staff: false })]);
    // A client writing straight into the table is refused, with or without a forged column.
    expect(
      (await failure(request(client, "insert into public.chat_messages (conversation_id, body) values ($1, 'As staff')", [chat.id]))).code,
    ).toBe('42501');
  });

  it('keys the per-address limit with a secret of the database, so the key does not give the address away', async () => {
    const headers = visitorAt();
    const chat = await start(headers);
    const [row] = await asSuperuser<{ plain: boolean; keyed: boolean }>(
      `select c.client_key = extensions.digest($2, 'sha256') as plain,
              c.client_key = extensions.hmac(convert_to('chat-client:' || $2, 'UTF8'), k.secret, 'sha256') as keyed
       from public.chat_conversations c, private.invitation_keys k where c.id = $1`,
      [chat.id, headers['x-forwarded-for']],
    );
    expect(row).toEqual({ plain: false, keyed: true });
  });

  it('limits conversations per address and messages per conversation', async () => {
    const address = visitorAt();
    for (let i = 0; i < 5; i++) await start(address);
    const refused = await failure(start(address));
    expect(refused).toMatchObject({ code: 'PT429', message: 'too_many_chats' });
    expect(Number(refused.hint)).toBeGreaterThan(3000);
    // Another address is not held back.
    await start(visitorAt());

    const chat = await start();
    for (let i = 0; i < 9; i++) await send(chat, `Message ${i}`);
    expect(await failure(send(chat, 'The eleventh in a minute'))).toMatchObject({ code: 'PT429', message: 'too_many_chat_messages' });
    // A minute later the conversation goes on, up to 60 messages in all.
    await asSuperuser("update public.chat_messages set created_at = created_at - interval '2 minutes' where conversation_id = $1", [
      chat.id,
    ]);
    await asSuperuser(
      "insert into public.chat_messages (conversation_id, body, created_at) select $1, 'Earlier', now() - interval '1 hour' from generate_series(1, 50)",
      [chat.id],
    );
    expect(await failure(send(chat, 'The sixty-first'))).toMatchObject({ code: 'PT429', message: 'too_many_chat_messages' });
    expect((await failure(start(visitorAt(), '', 'Hi'))).code).toBe('23514');
    expect((await failure(start(visitorAt(), 'Ana', 'x'.repeat(2001)))).code).toBe('23514');
  });

  it('broadcasts an empty change on the conversation topic and its id to staff only', async () => {
    const chat = await start();
    const sent = await asSuperuser<{ topic: string; payload: Row; private: boolean }>(
      "select topic, payload - 'id' as payload, private from realtime.messages where topic in ($1, 'staff:chats') and (topic = $1 or payload ->> 'conversation' = $2) order by topic",
      [`chat:${chat.id}`, chat.id],
    );
    expect(sent).toEqual([
      { topic: `chat:${chat.id}`, payload: {}, private: false },
      { topic: 'staff:chats', payload: { conversation: chat.id }, private: true },
    ]);
    expect(await mayJoin(staff, 'staff:chats')).toBe(true);
    expect(await mayJoin(await signIn(await newUser()), 'staff:chats')).toBe(false);
    expect(await mayJoin(anon, 'staff:chats')).toBe(false);
  });
});
