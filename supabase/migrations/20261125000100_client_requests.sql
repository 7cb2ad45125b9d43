-- Clients' requests: support tickets with a conversation, proposals, and the files attached to
-- them (bytes in Storage, metadata here).
--
-- Security model, as in 20261122000100_client_portal.sql: the browser talks to PostgREST and
-- Storage as `authenticated`. A client may READ their own requests and ADD to them (a ticket, a
-- message on their own open ticket, a proposal, a file's record), never change or delete them:
-- status and status notes are staff's, written with the service role, which bypasses RLS. Every
-- policy also requires `private.mfa_passed()`: a session that owes the second factor, or whose
-- session was ended, reads and writes nothing. Hosted default privileges grant ALL on new public
-- objects to anon/authenticated, so everything is revoked first and granted back column by column;
-- anon gets nothing (PostgREST answers 401).
--
-- Errors the portal meets (PostgREST status in brackets):
--   42501 [403]  a column the client may not write (status, client_id, ...), an update or delete,
--                or a row the policies refuse (someone else's or an unknown ticket, message or
--                proposal id; a file record without a link; a session that owes the second factor)
--   23514 [400]  a value outside the checks (category, priority, lengths, services, bucket,
--                content type, size, file name, path); the constraint name says which
--   23505 [409]  a file record for an object_path that is already recorded
--   P0001 [400]  `ticket_resolved`: a message or file for a ticket that is resolved
--   P0001 [400]  `too_many_files`: a 6th file on one ticket, message or proposal

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  -- shown as TKT-<number>; an identity column, so a client can neither choose nor skip numbers
  -- (no grant on it or on its sequence; identity defaults need no sequence privilege)
  number bigint generated always as identity (start with 1001) unique,
  client_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- one line: 1..150 characters, not blank, no control characters (tabs, line breaks)
  subject text not null
    constraint support_tickets_subject_check
    check (char_length(subject) <= 150 and btrim(subject) <> '' and subject !~ '[[:cntrl:]]'),
  category text not null
    constraint support_tickets_category_check check (category in ('technical', 'account', 'billing', 'general')),
  priority text not null
    constraint support_tickets_priority_check check (priority in ('low', 'medium', 'high')),
  -- free text with line breaks: 1..4000 characters, not only white space
  description text not null
    constraint support_tickets_description_check
    check (char_length(description) <= 4000 and btrim(description, E' \t\r\n') <> ''),
  status text not null default 'open'
    constraint support_tickets_status_check check (status in ('open', 'in_progress', 'resolved')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The portal lists a client's tickets by last activity.
create index support_tickets_client_updated_idx on public.support_tickets (client_id, updated_at desc);

create table public.ticket_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  -- the client or a staff member. The foreign key has no cascade on purpose: deleting a staff
  -- account that wrote on a client's ticket is refused until its messages are dealt with (the
  -- conversation stays whole). Checked at commit, so deleting a client works: their tickets, and
  -- with them these messages, are removed by cascades that finish after the user row is gone.
  author_id uuid not null default auth.uid()
    references auth.users (id) deferrable initially deferred,
  body text not null
    constraint ticket_messages_body_check check (char_length(body) <= 4000 and btrim(body, E' \t\r\n') <> ''),
  created_at timestamptz not null default now()
);

-- A ticket's conversation, oldest first.
create index ticket_messages_ticket_created_idx on public.ticket_messages (ticket_id, created_at);
create index ticket_messages_author_idx on public.ticket_messages (author_id);

create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null
    constraint proposals_title_check check (char_length(title) <= 200 and btrim(title) <> '' and title !~ '[[:cntrl:]]'),
  -- at least one service, each one we offer; a flat list (a nested array would slip past <@).
  -- `<@` is false for an array holding a NULL, so NULL entries are refused too.
  services text[] not null
    constraint proposals_services_check
    check (
      cardinality(services) >= 1
      and array_ndims(services) = 1
      and services <@ array['ai', 'cloud', 'security', 'data']::text[]
    ),
  status text not null default 'submitted'
    constraint proposals_status_check check (status in ('submitted', 'under_review', 'accepted', 'declined')),
  -- staff's answer (service role); clients read it
  status_note text
    constraint proposals_status_note_check check (status_note is null or char_length(status_note) <= 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index proposals_client_created_idx on public.proposals (client_id, created_at desc);

-- What a client claims about a file they uploaded to Storage (bucket + object_path), linked to
-- exactly one ticket, ticket message or proposal. The object itself is guarded by the policies on
-- storage.objects (below); the path's first folder is the owner's id in both places, so a client
-- can only record objects in their own folder. Size and type here are the client's word (the
-- bucket enforced the real limits on upload); staff tools should trust the object's metadata.
create table public.request_files (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  bucket text not null
    constraint request_files_bucket_check check (bucket in ('ticket-files', 'proposal-files')),
  -- the object's name in its bucket: <owner_id>/<anything>
  object_path text not null
    constraint request_files_object_path_key unique
    constraint request_files_object_path_check
    check (
      split_part(object_path, '/', 1) = owner_id::text
      and split_part(object_path, '/', 2) <> ''
      and char_length(object_path) <= 1024
    ),
  -- the name shown to people: 1..255 characters, no folder separator, no control characters
  file_name text not null
    constraint request_files_file_name_check
    check (char_length(file_name) between 1 and 255 and btrim(file_name) <> '' and file_name !~ '[/[:cntrl:]]'),
  content_type text not null
    constraint request_files_content_type_check
    check (content_type in (
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    )),
  -- 10 MiB, the buckets' file_size_limit
  size_bytes bigint not null
    constraint request_files_size_check check (size_bytes between 1 and 10485760),
  ticket_id uuid references public.support_tickets (id) on delete cascade,
  message_id uuid references public.ticket_messages (id) on delete cascade,
  proposal_id uuid references public.proposals (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- exactly one link, and the bucket that goes with it: tickets and their messages keep their
  -- files in ticket-files, proposals in proposal-files
  constraint request_files_link_check
    check (
      num_nonnulls(ticket_id, message_id, proposal_id) = 1
      and (bucket = 'proposal-files') = (proposal_id is not null)
    )
);

create index request_files_ticket_idx on public.request_files (ticket_id) where ticket_id is not null;
create index request_files_message_idx on public.request_files (message_id) where message_id is not null;
create index request_files_proposal_idx on public.request_files (proposal_id) where proposal_id is not null;
create index request_files_owner_idx on public.request_files (owner_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

-- updated_at always means "last change": set on every update, whoever makes it.
create function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.set_updated_at() from public, anon, authenticated;

create trigger support_tickets_updated_at before update on public.support_tickets
  for each row execute function private.set_updated_at();
create trigger proposals_updated_at before update on public.proposals
  for each row execute function private.set_updated_at();

-- Locks the caller's own ticket for the rest of the transaction and refuses it when resolved.
-- The policies say "not resolved" too, but they read the statement's snapshot: the row lock makes
-- the rule hold against staff resolving the ticket at the same moment, and raising here (before
-- the policies run) gives the portal a clear `ticket_resolved` instead of a bare 403. Only the
-- caller's own ticket, and only once the session passed the second factor, so it tells nobody
-- anything they could not read. Staff (service role, no auth.uid()) are not limited here.
-- Security definer: the caller cannot lock rows (no update privilege).
create function private.lock_own_open_ticket(p_ticket_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select t.status into v_status
  from public.support_tickets t
  where t.id = p_ticket_id and t.client_id = auth.uid()
  for no key update;
  if v_status = 'resolved' and private.mfa_passed() then
    raise exception 'ticket_resolved'
      using errcode = 'P0001', detail = 'This ticket is resolved. Open a new ticket to write to support again.';
  end if;
end
$$;
revoke execute on function private.lock_own_open_ticket(uuid) from public, anon, authenticated;

create function private.ticket_message_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_own_open_ticket(new.ticket_id);
  return new;
end
$$;
revoke execute on function private.ticket_message_before_insert() from public, anon, authenticated;

-- A new message is activity on the ticket. Security definer: clients have no update privilege
-- on tickets (and must not get one).
create function private.ticket_message_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.support_tickets t set updated_at = now() where t.id = new.ticket_id;
  return null;
end
$$;
revoke execute on function private.ticket_message_after_insert() from public, anon, authenticated;

create trigger ticket_messages_guard before insert on public.ticket_messages
  for each row execute function private.ticket_message_before_insert();
create trigger ticket_messages_touch_ticket after insert on public.ticket_messages
  for each row execute function private.ticket_message_after_insert();

-- Files for a ticket or one of its messages: the same rule and lock as messages.
create function private.request_file_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.ticket_id is not null then
    perform private.lock_own_open_ticket(new.ticket_id);
  elsif new.message_id is not null then
    perform private.lock_own_open_ticket((select m.ticket_id from public.ticket_messages m where m.id = new.message_id));
  end if;
  return new;
end
$$;
revoke execute on function private.request_file_before_insert() from public, anon, authenticated;

-- At most 5 files per ticket, per message and per proposal. After the row (so only rows the
-- policies accepted are counted, and a multi-row insert counts all its rows), under a lock per
-- ticket/message/proposal so that concurrent uploads cannot both be the 5th. P0001 is what
-- PostgREST answers with 400, and the message names the rule for the portal.
create function private.request_file_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_parent uuid := coalesce(new.ticket_id, new.message_id, new.proposal_id);
  v_count integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.request_files:' || v_parent::text, 0));
  if new.ticket_id is not null then
    select count(*) into v_count from public.request_files f where f.ticket_id = new.ticket_id;
  elsif new.message_id is not null then
    select count(*) into v_count from public.request_files f where f.message_id = new.message_id;
  else
    select count(*) into v_count from public.request_files f where f.proposal_id = new.proposal_id;
  end if;
  if v_count > 5 then
    raise exception 'too_many_files'
      using errcode = 'P0001', detail = 'At most 5 files can be attached to a ticket, a message or a proposal.';
  end if;
  return null;
end
$$;
revoke execute on function private.request_file_after_insert() from public, anon, authenticated;

create trigger request_files_guard before insert on public.request_files
  for each row execute function private.request_file_before_insert();
create trigger request_files_limit after insert on public.request_files
  for each row execute function private.request_file_after_insert();

-- ---------------------------------------------------------------------------------------------
-- Row level security and privileges
-- ---------------------------------------------------------------------------------------------

alter table public.support_tickets enable row level security;
alter table public.ticket_messages enable row level security;
alter table public.proposals enable row level security;
alter table public.request_files enable row level security;

revoke all on table public.support_tickets, public.ticket_messages, public.proposals, public.request_files
  from anon, authenticated;
revoke all on sequence public.support_tickets_number_seq from anon, authenticated;

-- Reading: every column (status, status_note and updated_at are what the client waits for).
-- Writing: only the columns a client fills in; ids, owners, numbers, status and times come from
-- defaults, so a request naming any other column is refused (42501) before a row is looked at.
grant select on table public.support_tickets, public.ticket_messages, public.proposals, public.request_files to authenticated;
grant insert (subject, category, priority, description) on table public.support_tickets to authenticated;
grant insert (ticket_id, body) on table public.ticket_messages to authenticated;
grant insert (title, services) on table public.proposals to authenticated;
grant insert (bucket, object_path, file_name, content_type, size_bytes, ticket_id, message_id, proposal_id)
  on table public.request_files to authenticated;
-- No update or delete grants and no such policies: what a client sent stays as sent.

-- `(select ...)` makes Postgres evaluate the functions once per statement instead of per row.
-- The subqueries on other tables run as the caller, so their own policies apply as well.

create policy "Clients read their own tickets after the second factor"
  on public.support_tickets
  for select
  to authenticated
  using (client_id = (select auth.uid()) and (select private.mfa_passed()));

create policy "Clients open tickets for themselves after the second factor"
  on public.support_tickets
  for insert
  to authenticated
  with check (client_id = (select auth.uid()) and (select private.mfa_passed()));

-- Every message on the client's own tickets, staff replies included.
create policy "Clients read the conversation of their own tickets"
  on public.ticket_messages
  for select
  to authenticated
  using (
    (select private.mfa_passed())
    and exists (
      select 1 from public.support_tickets t
      where t.id = ticket_messages.ticket_id and t.client_id = (select auth.uid())
    )
  );

create policy "Clients write on their own open tickets"
  on public.ticket_messages
  for insert
  to authenticated
  with check (
    author_id = (select auth.uid())
    and (select private.mfa_passed())
    and exists (
      select 1 from public.support_tickets t
      where t.id = ticket_messages.ticket_id and t.client_id = (select auth.uid()) and t.status <> 'resolved'
    )
  );

create policy "Clients read their own proposals"
  on public.proposals
  for select
  to authenticated
  using (client_id = (select auth.uid()) and (select private.mfa_passed()));

create policy "Clients submit proposals for themselves"
  on public.proposals
  for insert
  to authenticated
  with check (client_id = (select auth.uid()) and (select private.mfa_passed()));

create policy "Clients read their own file records"
  on public.request_files
  for select
  to authenticated
  using (owner_id = (select auth.uid()) and (select private.mfa_passed()));

-- Only onto the client's own ticket (open), own message on an own open ticket, or own proposal.
create policy "Clients record files on their own requests"
  on public.request_files
  for insert
  to authenticated
  with check (
    owner_id = (select auth.uid())
    and (select private.mfa_passed())
    and (
      exists (
        select 1 from public.support_tickets t
        where t.id = request_files.ticket_id and t.client_id = (select auth.uid()) and t.status <> 'resolved'
      )
      or exists (
        select 1
        from public.ticket_messages m
        join public.support_tickets t on t.id = m.ticket_id
        where m.id = request_files.message_id
          and m.author_id = (select auth.uid())
          and t.client_id = (select auth.uid())
          and t.status <> 'resolved'
      )
      or exists (
        select 1 from public.proposals p
        where p.id = request_files.proposal_id and p.client_id = (select auth.uid())
      )
    )
  );

-- ---------------------------------------------------------------------------------------------
-- Storage: two private buckets, each client confined to their own folder (<user id>/...)
-- ---------------------------------------------------------------------------------------------

-- Private (no public URLs), 10 MiB per file, only images, PDF and Word documents: the Storage
-- server refuses anything else on upload (413 / 415) before a policy or a byte is stored.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('ticket-files', 'ticket-files', false, 10485760, array[
    'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]),
  ('proposal-files', 'proposal-files', false, 10485760, array[
    'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]);

-- RLS on storage.objects is on already (and the table is not ours to alter on hosted). Nothing for
-- anon: without a policy the Storage API refuses it. No update policy: an upload never
-- overwrites (upsert needs update), so a recorded file cannot be swapped for other bytes.
create policy "Request files: clients upload into their own folder"
  on storage.objects
  for insert
  to authenticated
  with check (
    bucket_id in ('ticket-files', 'proposal-files')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and (select private.mfa_passed())
  );

create policy "Request files: clients read their own folder"
  on storage.objects
  for select
  to authenticated
  using (
    bucket_id in ('ticket-files', 'proposal-files')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and (select private.mfa_passed())
  );

-- Removing is for cleaning up an upload that was never recorded (cancelled, or its record was
-- refused, e.g. too_many_files). Once a file is recorded in request_files it is part of the
-- request, and the client can no more delete it than the record.
create policy "Request files: clients remove their own unrecorded uploads"
  on storage.objects
  for delete
  to authenticated
  using (
    bucket_id in ('ticket-files', 'proposal-files')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and (select private.mfa_passed())
    and not exists (
      select 1 from public.request_files f
      where f.bucket = objects.bucket_id and f.object_path = objects.name
    )
  );
