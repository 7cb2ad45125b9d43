-- Live chat on the contact page (docs/decisions/0021-live-support.md): a visitor's message opens a
-- conversation that staff answer live from the workspace's Live chat section. With no staff
-- online the visitor may leave an e-mail address, and the conversation becomes a message in the
-- staff inbox; the visitor may ask for the transcript by e-mail.
--
-- A visitor has no account: their browser holds the conversation's id and a secret that
-- chat_start returns once (only its SHA-256 is stored), and every visitor function asks for both.
-- The tables themselves are staff's: visitors reach them only through those functions.
--
-- Live updates: each change is broadcast on the conversation's public topic chat:<id> with an
-- empty payload (a visitor has no token to join a private one; the id is random and the message
-- says nothing), and on the private staff:chats with the conversation's id; receivers read the
-- change through the functions or the API.
--
-- Limits: 5 conversations per address per rolling hour; per conversation 60 visitor messages,
-- at most 10 a minute; one transcript e-mail and one inbox message per conversation.
--
-- Errors the site meets (PostgREST status in brackets):
--   PT429 [429]  too_many_chats, too_many_chat_messages (hint: seconds to wait)
--   P0001 [400]  chat_not_found (a wrong id or secret), chat_closed, invalid_email, already_sent
--   23514 [400]  a name or message empty or too long

create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  -- SHA-256 of the secret the visitor's browser holds
  visitor_secret_hash bytea not null,
  -- one line: 1..80 characters
  visitor_name text not null
    constraint chat_conversations_visitor_name_check
    check (char_length(visitor_name) <= 80 and btrim(visitor_name) <> '' and visitor_name !~ '[[:cntrl:]]'),
  -- the page language, for the e-mails
  language text not null default 'en' constraint chat_conversations_language_check check (language in ('en', 'id', 'ms')),
  -- open: live; closed: staff ended it; left: no one was online and the visitor left an address
  status text not null default 'open' constraint chat_conversations_status_check check (status in ('open', 'closed', 'left')),
  -- SHA-256 of the visitor's address (x-forwarded-for), for the per-address limit only
  client_key bytea not null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  transcript_sent_at timestamptz,
  left_message_at timestamptz
);
create index chat_conversations_client_idx on public.chat_conversations (client_key, created_at);
create index chat_conversations_recent_idx on public.chat_conversations (last_message_at desc);

create table public.chat_messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  from_staff boolean not null default false,
  -- the staff member who wrote it; null for the visitor
  author_id uuid references auth.users (id) on delete set null,
  -- free text with line breaks: 1..2000 characters
  body text not null
    constraint chat_messages_body_check check (char_length(body) <= 2000 and btrim(body, E' \t\r\n') <> ''),
  created_at timestamptz not null default now()
);
create index chat_messages_conversation_idx on public.chat_messages (conversation_id, created_at);

-- Staff on duty: who has the Live chat section open (a beat every 30 s from the page).
create table private.staff_presence (
  user_id uuid primary key references auth.users (id) on delete cascade,
  seen_at timestamptz not null default now()
);
revoke all on table private.staff_presence from public, anon, authenticated;

alter table public.chat_conversations enable row level security;
alter table public.chat_messages enable row level security;
revoke all on table public.chat_conversations, public.chat_messages from anon, authenticated;
grant select on table public.chat_conversations, public.chat_messages to authenticated;
grant update (status) on table public.chat_conversations to authenticated;
grant insert (conversation_id, body) on table public.chat_messages to authenticated;

create policy "Staff read live chats" on public.chat_conversations
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff close live chats" on public.chat_conversations
  for update to authenticated using ((select private.staff_passed())) with check ((select private.staff_passed()));
create policy "Staff read live chat messages" on public.chat_messages
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff answer open live chats" on public.chat_messages
  for insert to authenticated
  with check (
    (select private.staff_passed())
    and exists (select 1 from public.chat_conversations c where c.id = chat_messages.conversation_id and c.status = 'open')
  );

-- A staff message is staff's, by whoever wrote it; the conversation's activity moves.
create function private.chat_message_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) = 'authenticated' then
    new.from_staff := true;
    new.author_id := auth.uid();
  end if;
  update public.chat_conversations c set last_message_at = now() where c.id = new.conversation_id;
  return new;
end
$$;
revoke execute on function private.chat_message_before_insert() from public, anon, authenticated;

create trigger chat_messages_stamp before insert on public.chat_messages
  for each row execute function private.chat_message_before_insert();

-- The first x-forwarded-for address PostgREST passes on (hosted: set by Supabase's gateway; the
-- stand-in, which is the gateway, sets it from the socket).
create function private.request_client() returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(
    nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  ), 100)
$$;
revoke execute on function private.request_client() from public, anon, authenticated;

-- Whether anyone from staff has the Live chat section open.
create function public.chat_staff_online() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.staff_presence p where p.seen_at > now() - interval '90 seconds')
$$;
revoke execute on function public.chat_staff_online() from public;
grant execute on function public.chat_staff_online() to anon, authenticated;

-- The Live chat section's beat: the caller is on duty for the next 90 seconds; leaving the section
-- (p_on_duty false) takes them off duty at once.
create function public.staff_chat_presence(p_on_duty boolean default true) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.staff_passed() then
    raise exception 'staff_only' using errcode = '42501', detail = 'Only staff who passed the second factor are on duty.';
  end if;
  if coalesce(p_on_duty, true) then
    insert into private.staff_presence (user_id, seen_at) values (auth.uid(), now())
    on conflict (user_id) do update set seen_at = excluded.seen_at;
  else
    delete from private.staff_presence p where p.user_id = auth.uid();
  end if;
end
$$;
revoke execute on function public.staff_chat_presence(boolean) from public, anon;
grant execute on function public.staff_chat_presence(boolean) to authenticated;

-- The conversation an id and secret name; chat_not_found for anything else.
create function private.visitor_chat(p_conversation_id uuid, p_secret text) returns public.chat_conversations
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_chat public.chat_conversations;
begin
  select * into v_chat from public.chat_conversations c
  where c.id = p_conversation_id and c.visitor_secret_hash = extensions.digest(coalesce(p_secret, ''), 'sha256');
  if v_chat.id is null then
    raise exception 'chat_not_found' using errcode = 'P0001', detail = 'This conversation does not exist or is not yours.';
  end if;
  return v_chat;
end
$$;
revoke execute on function private.visitor_chat(uuid, text) from public, anon, authenticated;

-- Adds a visitor's message under the per-conversation limits.
create function private.add_visitor_message(p_chat public.chat_conversations, p_body text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_tenth timestamptz;
begin
  if p_chat.status <> 'open' then
    raise exception 'chat_closed' using errcode = 'P0001', detail = 'This conversation has ended.';
  end if;
  perform 1 from public.chat_conversations c where c.id = p_chat.id for update;
  if (select count(*) from public.chat_messages m where m.conversation_id = p_chat.id and not m.from_staff) >= 60 then
    raise exception 'too_many_chat_messages' using errcode = 'PT429',
      detail = 'This conversation has reached its number of messages. Leave us a message instead.', hint = '3600';
  end if;
  select m.created_at into v_tenth from public.chat_messages m
  where m.conversation_id = p_chat.id and not m.from_staff
  order by m.created_at desc offset 9 limit 1;
  if v_tenth is not null and v_tenth > now() - interval '1 minute' then
    raise exception 'too_many_chat_messages' using errcode = 'PT429',
      detail = 'Too many messages in a minute.',
      hint = greatest(1, ceil(extract(epoch from v_tenth + interval '1 minute' - now())))::integer::text;
  end if;
  insert into public.chat_messages (conversation_id, body) values (p_chat.id, btrim(p_body, E' \t\r\n'));
end
$$;
revoke execute on function private.add_visitor_message(public.chat_conversations, text) from public, anon, authenticated;

-- Opens a conversation with its first message: its id and the secret that reads and writes it
-- (shown this once), and whether staff are online.
create function public.chat_start(p_name text, p_message text, p_language text default 'en') returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_client bytea := extensions.digest(private.request_client(), 'sha256');
  v_secret text := encode(extensions.gen_random_bytes(32), 'hex');
  v_fifth timestamptz;
  v_chat public.chat_conversations;
begin
  perform pg_advisory_xact_lock(hashtextextended('chat_start:' || encode(v_client, 'hex'), 0));
  select c.created_at into v_fifth from public.chat_conversations c
  where c.client_key = v_client and c.created_at > now() - interval '1 hour'
  order by c.created_at desc offset 4 limit 1;
  if v_fifth is not null then
    raise exception 'too_many_chats' using errcode = 'PT429',
      detail = 'Too many conversations from this address in the last hour.',
      hint = greatest(1, ceil(extract(epoch from v_fifth + interval '1 hour' - now())))::integer::text;
  end if;
  insert into public.chat_conversations (visitor_secret_hash, visitor_name, language, client_key)
  values (
    extensions.digest(v_secret, 'sha256'),
    btrim(coalesce(p_name, '')),
    case when p_language in ('en', 'id', 'ms') then p_language else 'en' end,
    v_client
  )
  returning * into v_chat;
  perform private.add_visitor_message(v_chat, p_message);
  return jsonb_build_object('id', v_chat.id, 'secret', v_secret, 'staff_online', public.chat_staff_online());
end
$$;
revoke execute on function public.chat_start(text, text, text) from public;
grant execute on function public.chat_start(text, text, text) to anon, authenticated;

create function public.chat_send(p_conversation_id uuid, p_secret text, p_body text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.add_visitor_message(private.visitor_chat(p_conversation_id, p_secret), p_body);
end
$$;
revoke execute on function public.chat_send(uuid, text, text) from public;
grant execute on function public.chat_send(uuid, text, text) to anon, authenticated;

-- The conversation as its visitor sees it: status, whether staff are online, whether the
-- transcript was sent and the messages, oldest first (staff as "staff", never by name).
create function public.chat_read(p_conversation_id uuid, p_secret text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_chat public.chat_conversations := private.visitor_chat(p_conversation_id, p_secret);
begin
  return jsonb_build_object(
    'status', v_chat.status,
    'staff_online', public.chat_staff_online(),
    'transcript_sent', v_chat.transcript_sent_at is not null,
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id, 'from_staff', m.from_staff, 'body', m.body, 'created_at', m.created_at) order by m.created_at, m.id)
      from public.chat_messages m where m.conversation_id = v_chat.id
    ), '[]'::jsonb)
  );
end
$$;
revoke execute on function public.chat_read(uuid, text) from public;
grant execute on function public.chat_read(uuid, text) to anon, authenticated;

-- The conversation as plain text, for e-mails: "Name: message" / "Meridian: message" lines.
create function private.chat_transcript(p_conversation_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select string_agg(
    to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC, ' ||
      case when m.from_staff then 'Meridian' else c.visitor_name end || E':\n' || m.body,
    E'\n\n' order by m.created_at, m.id
  )
  from public.chat_messages m
  join public.chat_conversations c on c.id = m.conversation_id
  where m.conversation_id = p_conversation_id
$$;
revoke execute on function private.chat_transcript(uuid) from public, anon, authenticated;

insert into private.notice_templates (kind, locale, subject, body) values
  ('chat_transcript', 'en', 'Your live chat with Meridian',
   E'Here is the transcript of your live chat with Meridian support, as you asked.\n\n{transcript}\n\n'
   'Need more help? Write to us from the contact page:\n{link}'),
  ('chat_transcript', 'id', 'Obrolan langsung Anda dengan Meridian',
   E'Berikut transkrip obrolan langsung Anda dengan dukungan Meridian, sesuai permintaan Anda.\n\n{transcript}\n\n'
   'Butuh bantuan lagi? Tulis kepada kami dari halaman kontak:\n{link}'),
  ('chat_transcript', 'ms', 'Sembang langsung anda dengan Meridian',
   E'Berikut ialah transkrip sembang langsung anda dengan sokongan Meridian, seperti yang anda minta.\n\n{transcript}\n\n'
   'Perlukan bantuan lagi? Tulis kepada kami dari halaman hubungi:\n{link}');

-- E-mails the transcript to the visitor, once per conversation.
create function public.chat_email_transcript(p_conversation_id uuid, p_secret text, p_email text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_chat public.chat_conversations := private.visitor_chat(p_conversation_id, p_secret);
  v_email text := btrim(coalesce(p_email, ''));
begin
  if not private.valid_email(v_email) then
    raise exception 'invalid_email' using errcode = 'P0001', detail = 'Enter a valid e-mail address.';
  end if;
  update public.chat_conversations c set transcript_sent_at = now()
  where c.id = v_chat.id and c.transcript_sent_at is null;
  if not found then
    raise exception 'already_sent' using errcode = 'P0001', detail = 'The transcript of this conversation was sent already.';
  end if;
  perform private.queue_notice(v_email, v_chat.language, 'chat_transcript', jsonb_build_object(
    'transcript', private.chat_transcript(v_chat.id), 'path', '/contact'
  ));
end
$$;
revoke execute on function public.chat_email_transcript(uuid, text, text) from public;
grant execute on function public.chat_email_transcript(uuid, text, text) to anon, authenticated;

-- With no one online: the conversation, with the visitor's address, becomes a message in the
-- staff inbox (contact_messages, under its own per-address limit), and ends.
create function public.chat_leave_message(p_conversation_id uuid, p_secret text, p_email text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_chat public.chat_conversations := private.visitor_chat(p_conversation_id, p_secret);
  v_email text := btrim(coalesce(p_email, ''));
begin
  if not private.valid_email(v_email) then
    raise exception 'invalid_email' using errcode = 'P0001', detail = 'Enter a valid e-mail address.';
  end if;
  update public.chat_conversations c set status = 'left', left_message_at = now()
  where c.id = v_chat.id and c.status = 'open';
  if not found then
    raise exception 'chat_closed' using errcode = 'P0001', detail = 'This conversation has ended.';
  end if;
  insert into public.contact_messages (name, email, subject, message)
  values (
    v_chat.visitor_name,
    v_email,
    'Live chat while no one was online',
    left(private.chat_transcript(v_chat.id), 5000)
  );
end
$$;
revoke execute on function public.chat_leave_message(uuid, text, text) from public;
grant execute on function public.chat_leave_message(uuid, text, text) to anon, authenticated;

-- Live updates.
create function private.broadcast_chat_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if tg_table_name = 'chat_messages' then
    v_id := new.conversation_id;
  else
    v_id := new.id;
  end if;
  perform realtime.send('{}'::jsonb, 'changed', 'chat:' || v_id, false);
  perform realtime.send(jsonb_build_object('conversation', v_id), 'changed', 'staff:chats', true);
  return null;
end
$$;
revoke execute on function private.broadcast_chat_change() from public, anon, authenticated;

create trigger chat_messages_broadcast after insert on public.chat_messages
  for each row execute function private.broadcast_chat_change();
create trigger chat_conversations_broadcast after update of status on public.chat_conversations
  for each row execute function private.broadcast_chat_change();

create policy "Live chat updates reach staff"
  on realtime.messages
  for select
  to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) = 'staff:chats'
    and (select private.staff_passed())
  );
