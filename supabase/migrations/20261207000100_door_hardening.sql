-- Door hardening (docs/security.md, docs/decisions/0022-authorization-map.md): the holes an outside
-- probe found in the newest features, each closed at its root.
--
-- 1. Live chat authorship is decided by staff status and the passed factor, never by the database
--    role: a message is staff's only when written straight through the API by staff past the second
--    factor; anything written through the visitor functions is the visitor's, whoever is signed in
--    (the role stays `authenticated` inside SECURITY DEFINER functions, which made a signed-in
--    client's chat messages staff's).
-- 2. A transcript goes only to an address the visitor has proved: a signed-in caller's own
--    confirmed address, or an address that first receives a link (with none of the visitor's words)
--    and opens it. The transcript never shows the visitor's chosen name: their lines are "You".
-- 3. Client-writable tables take one row per request, and a client has hourly limits on tickets,
--    replies and uploads.
-- 4. A company name refuses anything that reads as a link, and mails quote it.
-- 5. An invitation is accepted only from a session past the caller's own second factor.
-- 6. The live chat's per-address key is keyed with a secret of the database, so an address cannot
--    be recovered from it by hashing every IPv4 address.
--
-- Errors the site meets (PostgREST status in brackets):
--   PT429 [429]  too_many_tickets, too_many_replies, too_many_transcript_requests (hint: seconds to wait)
--   42501 [403]  upload_rate_limited: ... (Storage; the stand-in answers 429 TooManyRequests)
--   22023 [400]  one_row_per_request
--   P0001 [400]  transcript_link_invalid, transcript_link_expired, already_sent;
--                invalid_name (a company name with a link)

-- ---------------------------------------------------------------------------------------------
-- 1. Live chat authorship
-- ---------------------------------------------------------------------------------------------

-- The visitor functions mark the one insert they make (a setting of the transaction that only SQL
-- can set, which no API caller has); every other insert is a direct write through the API, which
-- the policy "Staff answer open live chats" allows only to staff past the second factor, and which
-- is checked here again so the row can never say staff without it. The role says nothing: inside
-- the visitor functions it stays the caller's.
create or replace function private.chat_message_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('meridian.chat_visitor_message', true) = new.conversation_id::text then
    new.from_staff := false;
    new.author_id := null;
  elsif nullif(current_setting('request.jwt.claims', true), '') is null then
    -- not an API request (PostgREST always sets the claims, anon's too): the database's own SQL
    -- (seed, jobs, tests) writes the row as it is
    null;
  elsif private.staff_passed() then
    new.from_staff := true;
    new.author_id := auth.uid();
  else
    raise exception 'staff_only' using errcode = '42501', detail = 'Only staff who passed the second factor answer live chats.';
  end if;
  update public.chat_conversations c set last_message_at = now() where c.id = new.conversation_id;
  return new;
end
$$;
revoke execute on function private.chat_message_before_insert() from public, anon, authenticated;

-- Adds a visitor's message under the per-conversation limits (unchanged but for the mark).
create or replace function private.add_visitor_message(p_chat public.chat_conversations, p_body text) returns void
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
  perform set_config('meridian.chat_visitor_message', p_chat.id::text, true);
  insert into public.chat_messages (conversation_id, body) values (p_chat.id, btrim(p_body, E' \t\r\n'));
  perform set_config('meridian.chat_visitor_message', '', true);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 6. The per-address key, keyed
-- ---------------------------------------------------------------------------------------------

-- HMAC with the database's own secret (the invitation key, under a label of its own), so the key
-- of an address cannot be found by trying every address.
create function private.chat_client_key() returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select extensions.hmac(convert_to('chat-client:' || private.request_client(), 'UTF8'), k.secret, 'sha256')
  from private.invitation_keys k
$$;
revoke execute on function private.chat_client_key() from public, anon, authenticated;

-- Conversations keyed the old way stop counting for the hourly limit; there is nothing else to
-- keep them for, so their keys are replaced with a value no address produces.
update public.chat_conversations set client_key = '\x00'::bytea;

create or replace function public.chat_start(p_name text, p_message text, p_language text default 'en') returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_client bytea := private.chat_client_key();
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

-- ---------------------------------------------------------------------------------------------
-- 2. Transcripts to proved addresses only
-- ---------------------------------------------------------------------------------------------

alter table public.chat_conversations
  -- where the visitor asked the transcript to go, until they open the link mailed there
  add column transcript_email text,
  add column transcript_requested_at timestamptz;

-- The conversation as plain text, each line under the label its reader needs: the visitor's own
-- copy says "You" and "Meridian support" in its language, staff's inbox "Visitor" and "Meridian".
-- The visitor's chosen name is never a label, so no one can name themselves as the company in a
-- mail from the company.
drop function private.chat_transcript(uuid);
create function private.chat_transcript(p_conversation_id uuid, p_visitor_label text, p_staff_label text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select string_agg(
    to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC, ' ||
      case when m.from_staff then p_staff_label else p_visitor_label end || E':\n' || m.body,
    E'\n\n' order by m.created_at, m.id
  )
  from public.chat_messages m
  where m.conversation_id = p_conversation_id
$$;
revoke execute on function private.chat_transcript(uuid, text, text) from public, anon, authenticated;

-- The link's signature binds the conversation, the address and the moment it was asked for, so a
-- link works only for the latest request and only sends to the address it was mailed to.
create function private.chat_transcript_signature(p_chat public.chat_conversations) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(
    convert_to(
      'chat-transcript:' || p_chat.id::text || ':' || coalesce(p_chat.transcript_email, '') || ':'
        || coalesce(extract(epoch from p_chat.transcript_requested_at)::text, ''),
      'UTF8'
    ),
    k.secret, 'sha256'
  ), 'hex')
  from private.invitation_keys k
$$;
revoke execute on function private.chat_transcript_signature(public.chat_conversations) from public, anon, authenticated;

create function private.send_chat_transcript(p_chat public.chat_conversations, p_email text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.chat_conversations c set transcript_sent_at = now()
  where c.id = p_chat.id and c.transcript_sent_at is null;
  if not found then
    raise exception 'already_sent' using errcode = 'P0001', detail = 'The transcript of this conversation was sent already.';
  end if;
  perform private.queue_notice(p_email, p_chat.language, 'chat_transcript', jsonb_build_object(
    'transcript', private.chat_transcript(
      p_chat.id,
      case p_chat.language when 'en' then 'You' else 'Anda' end,
      case p_chat.language when 'id' then 'Dukungan Meridian' when 'ms' then 'Sokongan Meridian' else 'Meridian support' end
    ),
    'path', '/contact'
  ));
end
$$;
revoke execute on function private.send_chat_transcript(public.chat_conversations, text) from public, anon, authenticated;

insert into private.notice_templates (kind, locale, subject, body) values
  ('chat_transcript_confirm', 'en', 'Confirm where to send your live chat transcript',
   E'Someone asked on the Meridian website for the transcript of a live chat to be sent to this address.\n\n'
   'If it was you, open this link within an hour and the transcript will follow:\n{link}\n\n'
   'If it was not you, ignore this e-mail: nothing will be sent.'),
  ('chat_transcript_confirm', 'id', 'Konfirmasi alamat untuk transkrip obrolan langsung Anda',
   E'Seseorang di situs web Meridian meminta transkrip obrolan langsung dikirim ke alamat ini.\n\n'
   'Jika itu Anda, buka tautan ini dalam satu jam dan transkripnya akan menyusul:\n{link}\n\n'
   'Jika bukan Anda, abaikan e-mail ini: tidak ada yang akan dikirim.'),
  ('chat_transcript_confirm', 'ms', 'Sahkan alamat untuk transkrip sembang langsung anda',
   E'Seseorang di laman web Meridian meminta transkrip sembang langsung dihantar ke alamat ini.\n\n'
   'Jika itu anda, buka pautan ini dalam masa satu jam dan transkrip akan menyusul:\n{link}\n\n'
   'Jika bukan anda, abaikan e-mel ini: tiada apa yang akan dihantar.');

-- The visitor asks for the transcript. To the signed-in caller's own confirmed address it goes at
-- once ({"status": "sent"}); to any other address a link goes first ({"status": "confirm"}), and
-- the transcript follows only when that link is opened (chat_confirm_transcript). A new request
-- replaces the last one's link, at most one every 5 minutes.
drop function public.chat_email_transcript(uuid, text, text);
create function public.chat_email_transcript(p_conversation_id uuid, p_secret text, p_email text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_chat public.chat_conversations := private.visitor_chat(p_conversation_id, p_secret);
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_own text;
begin
  if not private.valid_email(v_email) then
    raise exception 'invalid_email' using errcode = 'P0001', detail = 'Enter a valid e-mail address.';
  end if;
  if v_chat.transcript_sent_at is not null then
    raise exception 'already_sent' using errcode = 'P0001', detail = 'The transcript of this conversation was sent already.';
  end if;
  select lower(u.email::text) into v_own from auth.users u where u.id = auth.uid() and u.email_confirmed_at is not null;
  if v_own = v_email then
    perform private.send_chat_transcript(v_chat, v_email);
    return jsonb_build_object('status', 'sent');
  end if;
  perform 1 from public.chat_conversations c where c.id = v_chat.id for update;
  select * into v_chat from public.chat_conversations c where c.id = v_chat.id;
  if v_chat.transcript_requested_at > now() - interval '5 minutes' then
    raise exception 'too_many_transcript_requests' using errcode = 'PT429',
      detail = 'A confirmation link was sent a moment ago. Open it, or wait to ask again.',
      hint = greatest(1, ceil(extract(epoch from v_chat.transcript_requested_at + interval '5 minutes' - now())))::integer::text;
  end if;
  update public.chat_conversations c set transcript_email = v_email, transcript_requested_at = now()
  where c.id = v_chat.id
  returning * into v_chat;
  perform private.queue_notice(v_email, v_chat.language, 'chat_transcript_confirm', jsonb_build_object(
    'path', '/contact#transcript=' || v_chat.id::text || '.' || private.chat_transcript_signature(v_chat)
  ));
  return jsonb_build_object('status', 'confirm');
end
$$;
revoke execute on function public.chat_email_transcript(uuid, text, text) from public;
grant execute on function public.chat_email_transcript(uuid, text, text) to anon, authenticated;

-- The mailed link, opened: the transcript goes to the address the link was mailed to, once, within
-- an hour of the request. Answers the conversation's language, for the page to say so.
create function public.chat_confirm_transcript(p_token text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_chat public.chat_conversations;
begin
  if p_token is null
    or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$' then
    raise exception 'transcript_link_invalid' using errcode = 'P0001', detail = 'This link is not valid.';
  end if;
  select * into v_chat from public.chat_conversations c where c.id = split_part(p_token, '.', 1)::uuid for update;
  -- Both sides hashed before comparing, as for invitations: timing tells nothing of a forgery.
  if v_chat.id is null or v_chat.transcript_email is null
    or extensions.digest(private.chat_transcript_signature(v_chat), 'sha256')
      is distinct from extensions.digest(split_part(p_token, '.', 2), 'sha256') then
    raise exception 'transcript_link_invalid' using errcode = 'P0001', detail = 'This link is not valid.';
  end if;
  if v_chat.transcript_sent_at is not null then
    raise exception 'already_sent' using errcode = 'P0001', detail = 'The transcript of this conversation was sent already.';
  end if;
  if v_chat.transcript_requested_at <= now() - interval '1 hour' then
    raise exception 'transcript_link_expired' using errcode = 'P0001', detail = 'This link has expired. Ask for the transcript again.';
  end if;
  perform private.send_chat_transcript(v_chat, v_chat.transcript_email);
  return jsonb_build_object('language', v_chat.language);
end
$$;
revoke execute on function public.chat_confirm_transcript(text) from public;
grant execute on function public.chat_confirm_transcript(text) to anon, authenticated;

-- The offline message keeps the visitor's name where staff read it (the inbox's name field).
create or replace function public.chat_leave_message(p_conversation_id uuid, p_secret text, p_email text) returns void
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
    left(private.chat_transcript(v_chat.id, 'Visitor', 'Meridian'), 5000)
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. One row per request, and hourly limits per client
-- ---------------------------------------------------------------------------------------------

-- The rule feedback and contact messages have had since 20261124000100_account_security.sql (a
-- statement trigger sees a request: PostgREST writes its rows in one statement), now on every table
-- a client writes. The product's own functions, the seed and jobs run as another current_user and
-- may write many rows; invoker's rights, to see the API role.
create or replace function private.one_row_per_request() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception 'one_row_per_request'
      using errcode = '22023', detail = 'Send one row per request.';
  end if;
  return null;
end
$$;

create trigger support_tickets_one_row after insert on public.support_tickets
  referencing new table as inserted for each statement execute function private.one_row_per_request();
create trigger ticket_messages_one_row after insert on public.ticket_messages
  referencing new table as inserted for each statement execute function private.one_row_per_request();
create trigger proposals_one_row after insert on public.proposals
  referencing new table as inserted for each statement execute function private.one_row_per_request();
-- request_files takes a message's files in one request (at most 5 per ticket, message or
-- proposal: the too_many_files limit), so it keeps many rows.

create index support_tickets_client_created_idx on public.support_tickets (client_id, created_at);
create index ticket_messages_author_created_idx on public.ticket_messages (author_id, created_at);

-- 10 tickets per client per rolling hour: more than a person opens, and each ticket mails staff.
-- 60 replies per client per rolling hour. Staff are not limited. The advisory lock serialises one
-- client's writes, so two at once cannot both take the last place.
create function private.limit_client_writes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_limit integer;
  v_oldest timestamptz;
begin
  if v_user is null or private.is_staff(v_user) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('private.client_writes:' || tg_table_name || ':' || v_user::text, 0));
  if tg_table_name = 'support_tickets' then
    v_limit := 10;
    select t.created_at into v_oldest from public.support_tickets t
    where t.client_id = v_user and t.created_at > now() - interval '1 hour'
    order by t.created_at desc offset v_limit - 1 limit 1;
  else
    v_limit := 60;
    select m.created_at into v_oldest from public.ticket_messages m
    where m.author_id = v_user and m.created_at > now() - interval '1 hour'
    order by m.created_at desc offset v_limit - 1 limit 1;
  end if;
  if v_oldest is not null then
    raise exception '%', case tg_table_name when 'support_tickets' then 'too_many_tickets' else 'too_many_replies' end
      using errcode = 'PT429',
      detail = format('At most %s an hour.', v_limit),
      hint = greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now())))::integer::text;
  end if;
  return new;
end
$$;
revoke execute on function private.limit_client_writes() from public, anon, authenticated;

create trigger support_tickets_limit_client before insert on public.support_tickets
  for each row execute function private.limit_client_writes();
create trigger ticket_messages_limit_client before insert on public.ticket_messages
  for each row execute function private.limit_client_writes();

-- Uploads to ticket-files and proposal-files: 30 per signed-in client per rolling hour, on top of
-- the quota (20261126000200_storage_limits.sql), with the same refusal as anonymous uploads. Only
-- the Storage server's real insert (its own role, after the bytes are stored) is counted; the
-- trial insert as the caller is checked and rolled back.
create table private.client_upload_log (
  id bigserial primary key,
  user_id uuid not null,
  created_at timestamptz not null default now()
);
create index client_upload_log_user_created_idx on private.client_upload_log (user_id, created_at);
revoke all on table private.client_upload_log from public, anon, authenticated;
revoke all on sequence private.client_upload_log_id_seq from public, anon, authenticated;

create function private.limit_client_uploads() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := coalesce(auth.uid(), new.owner);
  v_oldest timestamptz;
  v_wait integer;
begin
  if new.bucket_id not in ('ticket-files', 'proposal-files') or v_user is null or private.is_staff(v_user) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('private.client_upload_log:' || v_user::text, 0));
  delete from private.client_upload_log l where l.user_id = v_user and l.created_at <= now() - interval '1 hour';
  select l.created_at into v_oldest from private.client_upload_log l
  where l.user_id = v_user
  order by l.created_at desc offset 29 limit 1;
  if v_oldest is not null then
    v_wait := greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now())))::integer;
    raise exception 'upload_rate_limited: Too many uploads in the last hour. Try again in % minutes.', ceil(v_wait / 60.0)::integer
      using errcode = '42501', hint = v_wait::text;
  end if;
  insert into private.client_upload_log (user_id) values (v_user);
  return new;
end
$$;
revoke execute on function private.limit_client_uploads() from public, anon, authenticated;

create trigger limit_client_uploads before insert on storage.objects
  for each row execute function private.limit_client_uploads();

-- ---------------------------------------------------------------------------------------------
-- 4. Company names without links, quoted in mails
-- ---------------------------------------------------------------------------------------------

-- A name that reads as a link (a scheme, "www.", or a host with a path) would let an owner put a
-- link in mails from the company's sender. Names like "Example.com Ltd" stay allowed.
create or replace function private.valid_company_name(p_name text) returns boolean
language sql
immutable
set search_path = ''
as $$
  -- the rule of companies_name_check
  select coalesce(
    char_length(p_name) between 1 and 120 and btrim(p_name) <> ''
      and p_name !~ '[[:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]'
      and p_name !~* '([a-z][a-z0-9+.-]*://|www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/|\mmailto:)',
    false
  )
$$;

-- Existing names are left as they are (not valid); every new or renamed company is held to it.
alter table public.companies add constraint companies_name_valid check (private.valid_company_name(name)) not valid;

update private.notice_templates
set subject = replace(subject, '{company}', '“{company}”'), body = replace(body, '{company}', '“{company}”')
where kind = 'company_invitation';

-- ---------------------------------------------------------------------------------------------
-- 5. Invitations accepted past the second factor
-- ---------------------------------------------------------------------------------------------

create or replace function private.accept_invitation_gate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The membership an invitation makes is written by accept_company_invitation as the caller;
  -- a session that still owes its own second factor may not join anything.
  if auth.uid() is not null and new.user_id = auth.uid() and not private.mfa_passed() then
    raise exception 'second_factor_required' using errcode = '42501', detail = 'Finish signing in with your second factor to accept.';
  end if;
  return new;
end
$$;
revoke execute on function private.accept_invitation_gate() from public, anon, authenticated;

create trigger company_members_second_factor before insert on public.company_members
  for each row execute function private.accept_invitation_gate();

-- ---------------------------------------------------------------------------------------------
-- What Supabase's security advisor asks (local-supabase/src/db/advisor-lints.test.ts): every
-- foreign key indexed, so a policy, a cascade or a user's deletion never scans a table.
-- ---------------------------------------------------------------------------------------------

create index chat_messages_author_idx on public.chat_messages (author_id);
create index company_invitations_accepted_by_idx on public.company_invitations (accepted_by);
create index contact_messages_handled_by_idx on public.contact_messages (handled_by);
create index feedback_handled_by_idx on public.feedback (handled_by);
create index ticket_ratings_rated_by_idx on public.ticket_ratings (rated_by);
