-- The staff workspace (/staff, docs/decisions/0010-staff-workspace.md): the company's people read
-- what visitors and clients send, answer tickets, review proposals and run client projects.
--
-- Who is staff: a user whose app_metadata says "staff": true. Only the service role can write
-- app_metadata (hosted Auth's admin API, or SQL on auth.users), so the flag travels in the JWT
-- and no user can give it to themselves. `private.staff_passed()` is the gate of every staff
-- policy: the token must carry the flag, the user row must still carry it (a flag taken away
-- works at once, not at the token's expiry), the session must be live, and a second-factor code
-- must have been verified in that session, whatever the user's own MFA setting says.
--
-- Staff act through the same PostgREST tables as clients, as `authenticated`: the grants below
-- name the columns anyone signed in may write, and the staff policies decide which rows. A client
-- or a session that has not passed the gate reads no staff row ([]), and its updates and inserts
-- are refused with 42501 (403); the anonymous role has no grant at all (401). The one RPC,
-- staff_clients(), answers 42501 (403) to everyone but staff.
--
-- Triggers record every staff change in public.staff_changes (who, when, what changed) and queue
-- the notices in private.mail_outbox: to the client when staff reply on their ticket or change
-- the status of their ticket, proposal or project; to the staff inbox when a ticket, proposal or
-- contact message arrives. A notice names the item and links to the page; it carries nothing the
-- recipient could not read there.

-- ---------------------------------------------------------------------------------------------
-- Settings the notices need: where the site lives and where staff read their mail
-- ---------------------------------------------------------------------------------------------

-- `site_url` (no trailing slash) and `staff_inbox` (an e-mail address). Set per project with
-- SQL (docs/backend.md, "Staff"); without staff_inbox no staff notice is queued.
create table private.app_settings (
  key text primary key constraint app_settings_key_check check (key in ('site_url', 'staff_inbox')),
  value text not null
);
revoke all on table private.app_settings from public, anon, authenticated;

create function private.app_setting(p_key text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.value from private.app_settings s where s.key = p_key
$$;
revoke execute on function private.app_setting(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The staff gate
-- ---------------------------------------------------------------------------------------------

create function private.is_staff(p_user_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u where u.id = p_user_id and u.raw_app_meta_data ->> 'staff' = 'true'
  )
$$;
revoke execute on function private.is_staff(uuid) from public, anon;
-- A policy below runs it as the caller (private is not an API schema, so nobody calls it directly).
grant execute on function private.is_staff(uuid) to authenticated;

create function private.staff_passed() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select (auth.jwt() -> 'app_metadata' ->> 'staff') = 'true'
        and private.is_staff(auth.uid())
        and exists (
          select 1
          from public.mfa_challenges c
          where c.user_id = auth.uid() and c.session_id = l.id and c.verified
        )
      from (select private.live_session_id() as id) l
      where l.id is not null
    ),
    false
  )
$$;
revoke execute on function private.staff_passed() from public, anon;
-- Policies run it as the caller.
grant execute on function private.staff_passed() to authenticated;

-- Makes an existing user staff (or takes it away): run in the SQL editor of a hosted project, or
-- with psql as the database owner (docs/backend.md, "Staff"). The user must sign in again for the
-- flag to reach their token. Staff get the second factor switched on.
create function private.set_staff(p_email text, p_staff boolean default true) returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  update auth.users u
  set raw_app_meta_data = case
        when p_staff then coalesce(u.raw_app_meta_data, '{}'::jsonb) || '{"staff": true}'::jsonb
        else coalesce(u.raw_app_meta_data, '{}'::jsonb) - 'staff'
      end,
      updated_at = now()
  where lower(u.email) = lower(p_email)
  returning u.id into v_user_id;
  if v_user_id is null then
    raise exception 'no user with the e-mail address %', p_email using errcode = 'P0002';
  end if;
  if p_staff then
    insert into public.mfa_settings (user_id, enabled) values (v_user_id, true)
    on conflict (user_id) do update set enabled = true, updated_at = now();
  end if;
  return v_user_id;
end
$$;
revoke execute on function private.set_staff(text, boolean) from public, anon, authenticated;

-- Staff keep the second factor: switching it off is refused for them (the portal's sign-in asks
-- for the code because mfa_settings says it is on).
create function private.keep_staff_second_factor() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.enabled and private.is_staff(new.user_id) then
    raise exception 'staff_second_factor'
      using errcode = '42501', detail = 'Staff accounts keep two-step sign-in on.';
  end if;
  return new;
end
$$;
revoke execute on function private.keep_staff_second_factor() from public, anon, authenticated;

create trigger mfa_settings_keep_staff_second_factor before insert or update on public.mfa_settings
  for each row execute function private.keep_staff_second_factor();

-- ---------------------------------------------------------------------------------------------
-- Marking inbox items handled
-- ---------------------------------------------------------------------------------------------

alter table public.contact_messages
  add column handled boolean not null default false,
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null;
alter table public.feedback
  add column handled boolean not null default false,
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null;

-- Open items first: the inbox lists by (handled, created_at desc).
create index contact_messages_handled_created_idx on public.contact_messages (handled, created_at desc);
create index feedback_handled_created_idx on public.feedback (handled, created_at desc);

-- Staff write only `handled`; when and by whom are stamped here.
create function private.stamp_handled() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.handled is distinct from old.handled then
    new.handled_at := case when new.handled then now() end;
    new.handled_by := case when new.handled then auth.uid() end;
  end if;
  return new;
end
$$;
revoke execute on function private.stamp_handled() from public, anon, authenticated;

create trigger contact_messages_stamp_handled before update on public.contact_messages
  for each row execute function private.stamp_handled();
create trigger feedback_stamp_handled before update on public.feedback
  for each row execute function private.stamp_handled();

-- ---------------------------------------------------------------------------------------------
-- History of staff changes
-- ---------------------------------------------------------------------------------------------

create table public.staff_changes (
  id bigint generated always as identity primary key,
  item_type text not null
    constraint staff_changes_item_type_check
    check (item_type in ('contact_message', 'feedback', 'ticket', 'proposal', 'project')),
  item_id uuid not null,
  -- null when the account is gone or the change came from the service role
  actor_id uuid references auth.users (id) on delete set null,
  -- kept when the account is deleted; '' for the service role
  actor_email text not null,
  action text not null constraint staff_changes_action_check check (action in ('created', 'updated', 'replied')),
  -- {"<column>": {"from": <old>, "to": <new>}}; {} for a reply
  changes jsonb not null default '{}'::jsonb,
  changed_at timestamptz not null default now()
);
create index staff_changes_item_idx on public.staff_changes (item_type, item_id, changed_at desc);
create index staff_changes_actor_idx on public.staff_changes (actor_id);

create function private.record_staff_change(p_item_type text, p_item_id uuid, p_action text, p_changes jsonb) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.staff_changes (item_type, item_id, actor_id, actor_email, action, changes)
  values (
    p_item_type,
    p_item_id,
    auth.uid(),
    coalesce((select u.email::text from auth.users u where u.id = auth.uid()), ''),
    p_action,
    p_changes
  )
$$;
revoke execute on function private.record_staff_change(text, uuid, text, jsonb) from public, anon, authenticated;

-- Trigger arguments: the item type, then the columns worth recording. An update that changes none
-- of them records nothing; an insert records every one (from null).
create function private.record_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  v_new jsonb := to_jsonb(new);
  v_changes jsonb;
begin
  select coalesce(jsonb_object_agg(a.col, jsonb_build_object('from', v_old -> a.col, 'to', v_new -> a.col)), '{}'::jsonb)
  into v_changes
  from unnest(tg_argv) with ordinality as a(col, n)
  where a.n > 1 and (v_old -> a.col) is distinct from (v_new -> a.col);
  if v_changes <> '{}'::jsonb then
    perform private.record_staff_change(
      tg_argv[0], new.id, case when tg_op = 'INSERT' then 'created' else 'updated' end, v_changes
    );
  end if;
  return null;
end
$$;
revoke execute on function private.record_row_change() from public, anon, authenticated;

create trigger contact_messages_history after update on public.contact_messages
  for each row execute function private.record_row_change('contact_message', 'handled');
create trigger feedback_history after update on public.feedback
  for each row execute function private.record_row_change('feedback', 'handled');
create trigger support_tickets_history after update on public.support_tickets
  for each row execute function private.record_row_change('ticket', 'status');
create trigger proposals_history after update on public.proposals
  for each row execute function private.record_row_change('proposal', 'status', 'status_note');
create trigger client_projects_history after insert or update on public.client_projects
  for each row execute function private.record_row_change(
    'project', 'title', 'description', 'status', 'priority', 'progress', 'start_date', 'end_date', 'budget'
  );

-- ---------------------------------------------------------------------------------------------
-- Notices by e-mail
-- ---------------------------------------------------------------------------------------------

-- The words of each notice per language; {placeholders} are filled by queue_notice.
create table private.notice_templates (
  kind text not null,
  locale text not null constraint notice_templates_locale_check check (locale in ('en', 'id', 'ms')),
  subject text not null,
  body text not null,
  primary key (kind, locale)
);
-- Status names as the site shows them, per language ('<item type>.<status>').
create table private.notice_labels (
  key text not null,
  locale text not null constraint notice_labels_locale_check check (locale in ('en', 'id', 'ms')),
  label text not null,
  primary key (key, locale)
);
revoke all on table private.notice_templates, private.notice_labels from public, anon, authenticated;

insert into private.notice_templates (kind, locale, subject, body) values
  ('ticket_reply', 'en', 'New reply on your ticket TKT-{number}',
   E'Meridian support replied on your ticket TKT-{number}.\n\nRead the reply and answer it here:\n{link}'),
  ('ticket_reply', 'id', 'Balasan baru pada tiket Anda TKT-{number}',
   E'Dukungan Meridian membalas tiket Anda TKT-{number}.\n\nBaca balasannya dan tanggapi di sini:\n{link}'),
  ('ticket_reply', 'ms', 'Balasan baharu pada tiket anda TKT-{number}',
   E'Sokongan Meridian telah membalas tiket anda TKT-{number}.\n\nBaca balasan dan jawab di sini:\n{link}'),
  ('ticket_status', 'en', 'Your ticket TKT-{number} is now {status}',
   E'The status of your ticket TKT-{number} changed to {status}.\n\nSee the ticket here:\n{link}'),
  ('ticket_status', 'id', 'Tiket Anda TKT-{number} kini {status}',
   E'Status tiket Anda TKT-{number} berubah menjadi {status}.\n\nLihat tiketnya di sini:\n{link}'),
  ('ticket_status', 'ms', 'Tiket anda TKT-{number} kini {status}',
   E'Status tiket anda TKT-{number} telah bertukar kepada {status}.\n\nLihat tiket di sini:\n{link}'),
  ('proposal_status', 'en', 'Your proposal is now {status}',
   E'The status of your proposal "{title}" changed to {status}.\n\nRead it, with any note from our team, under Proposals in your dashboard:\n{link}'),
  ('proposal_status', 'id', 'Proposal Anda kini {status}',
   E'Status proposal Anda "{title}" berubah menjadi {status}.\n\nBaca proposal beserta catatan dari tim kami di tab Proposal pada dasbor Anda:\n{link}'),
  ('proposal_status', 'ms', 'Cadangan anda kini {status}',
   E'Status cadangan anda "{title}" telah bertukar kepada {status}.\n\nBaca cadangan itu, berserta sebarang nota daripada pasukan kami, di bawah Cadangan dalam papan pemuka anda:\n{link}'),
  ('project_status', 'en', 'Your project is now {status}',
   E'The status of your project "{title}" changed to {status}.\n\nSee it in your dashboard:\n{link}'),
  ('project_status', 'id', 'Proyek Anda kini {status}',
   E'Status proyek Anda "{title}" berubah menjadi {status}.\n\nLihat di dasbor Anda:\n{link}'),
  ('project_status', 'ms', 'Projek anda kini {status}',
   E'Status projek anda "{title}" telah bertukar kepada {status}.\n\nLihat dalam papan pemuka anda:\n{link}'),
  ('staff_new_ticket', 'en', 'New ticket TKT-{number}',
   E'A client opened ticket TKT-{number}.\n\nRead it in the staff workspace:\n{link}'),
  ('staff_new_proposal', 'en', 'New proposal',
   E'A client sent a proposal.\n\nReview it in the staff workspace:\n{link}'),
  ('staff_new_contact', 'en', 'New contact message',
   E'A visitor sent a message from the contact page.\n\nRead it in the staff inbox:\n{link}');

insert into private.notice_labels (key, locale, label) values
  ('ticket.open', 'en', 'Open'), ('ticket.open', 'id', 'Terbuka'), ('ticket.open', 'ms', 'Dibuka'),
  ('ticket.in_progress', 'en', 'In progress'), ('ticket.in_progress', 'id', 'Sedang diproses'),
  ('ticket.in_progress', 'ms', 'Sedang diproses'),
  ('ticket.resolved', 'en', 'Resolved'), ('ticket.resolved', 'id', 'Selesai'), ('ticket.resolved', 'ms', 'Selesai'),
  ('proposal.submitted', 'en', 'Submitted'), ('proposal.submitted', 'id', 'Terkirim'),
  ('proposal.submitted', 'ms', 'Dihantar'),
  ('proposal.under_review', 'en', 'Under review'), ('proposal.under_review', 'id', 'Sedang ditinjau'),
  ('proposal.under_review', 'ms', 'Sedang disemak'),
  ('proposal.accepted', 'en', 'Accepted'), ('proposal.accepted', 'id', 'Diterima'), ('proposal.accepted', 'ms', 'Diterima'),
  ('proposal.declined', 'en', 'Declined'), ('proposal.declined', 'id', 'Ditolak'), ('proposal.declined', 'ms', 'Ditolak'),
  ('project.pending', 'en', 'Pending'), ('project.pending', 'id', 'Tertunda'), ('project.pending', 'ms', 'Belum bermula'),
  ('project.in-progress', 'en', 'In progress'), ('project.in-progress', 'id', 'Sedang berjalan'),
  ('project.in-progress', 'ms', 'Sedang berjalan'),
  ('project.completed', 'en', 'Completed'), ('project.completed', 'id', 'Selesai'), ('project.completed', 'ms', 'Selesai'),
  ('project.rejected', 'en', 'Rejected'), ('project.rejected', 'id', 'Ditolak'), ('project.rejected', 'ms', 'Ditolak');

-- The user's language as the portal recorded it at sign-up (user_metadata.locale), else English.
create function private.user_locale(p_user_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u.raw_user_meta_data ->> 'locale' from auth.users u where u.id = p_user_id and u.raw_user_meta_data ->> 'locale' in ('en', 'id', 'ms')),
    'en'
  )
$$;
revoke execute on function private.user_locale(uuid) from public, anon, authenticated;

-- Queues one notice. p_values fills {placeholders}: `status` is given as '<item type>.<status>'
-- and replaced by its label in the notice's language; `path` becomes {link} on site_url.
create function private.queue_notice(p_recipient text, p_locale text, p_kind text, p_values jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_locale text := case when p_locale in ('en', 'id', 'ms') then p_locale else 'en' end;
  v_subject text;
  v_body text;
  v_values jsonb := p_values;
  v_key text;
  v_value text;
begin
  if coalesce(p_recipient, '') = '' then
    return;
  end if;
  select t.subject, t.body into v_subject, v_body
  from private.notice_templates t
  where t.kind = p_kind and t.locale in (v_locale, 'en')
  order by t.locale = v_locale desc
  limit 1;
  if v_subject is null then
    raise exception 'unknown notice %', p_kind;
  end if;
  if v_values ? 'status' then
    v_values := v_values || jsonb_build_object(
      'status',
      coalesce(
        (select l.label from private.notice_labels l where l.key = v_values ->> 'status' and l.locale = v_locale),
        split_part(v_values ->> 'status', '.', 2)
      )
    );
  end if;
  v_values := v_values || jsonb_build_object('link', coalesce(private.app_setting('site_url'), '') || (v_values ->> 'path'));
  for v_key, v_value in select e.key, e.value from jsonb_each_text(v_values) e loop
    v_subject := replace(v_subject, '{' || v_key || '}', v_value);
    v_body := replace(v_body, '{' || v_key || '}', v_value);
  end loop;
  insert into private.mail_outbox (recipient, subject, body_text) values (p_recipient, v_subject, v_body);
end
$$;
revoke execute on function private.queue_notice(text, text, text, jsonb) from public, anon, authenticated;

create function private.notify_client(p_client_id uuid, p_kind text, p_values jsonb) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.queue_notice(
    (select u.email::text from auth.users u where u.id = p_client_id),
    private.user_locale(p_client_id),
    p_kind,
    p_values
  )
$$;
revoke execute on function private.notify_client(uuid, text, jsonb) from public, anon, authenticated;

create function private.notify_staff(p_kind text, p_values jsonb) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.queue_notice(private.app_setting('staff_inbox'), 'en', p_kind, p_values)
$$;
revoke execute on function private.notify_staff(text, jsonb) from public, anon, authenticated;

-- New requests, for the staff inbox.
create function private.notice_new_request() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  case tg_table_name
    when 'support_tickets' then
      perform private.notify_staff('staff_new_ticket', jsonb_build_object('number', new.number, 'path', '/staff/tickets/' || new.number));
    when 'proposals' then
      perform private.notify_staff('staff_new_proposal', jsonb_build_object('path', '/staff/proposals/' || new.id));
    when 'contact_messages' then
      perform private.notify_staff('staff_new_contact', jsonb_build_object('path', '/staff'));
  end case;
  return null;
end
$$;
revoke execute on function private.notice_new_request() from public, anon, authenticated;

create trigger support_tickets_notice_staff after insert on public.support_tickets
  for each row execute function private.notice_new_request();
create trigger proposals_notice_staff after insert on public.proposals
  for each row execute function private.notice_new_request();
create trigger contact_messages_notice_staff after insert on public.contact_messages
  for each row execute function private.notice_new_request();

-- A status the client can see changed.
create function private.notice_status_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  case tg_table_name
    when 'support_tickets' then
      perform private.notify_client(new.client_id, 'ticket_status', jsonb_build_object(
        'number', new.number, 'status', 'ticket.' || new.status, 'path', '/support/tickets/' || new.number
      ));
    when 'proposals' then
      perform private.notify_client(new.client_id, 'proposal_status', jsonb_build_object(
        'title', new.title, 'status', 'proposal.' || new.status, 'path', '/dashboard'
      ));
    when 'client_projects' then
      perform private.notify_client(new.client_id, 'project_status', jsonb_build_object(
        'title', new.title, 'status', 'project.' || new.status, 'path', '/dashboard'
      ));
  end case;
  return null;
end
$$;
revoke execute on function private.notice_status_change() from public, anon, authenticated;

create trigger support_tickets_notice_status after update of status on public.support_tickets
  for each row execute function private.notice_status_change();
create trigger proposals_notice_status after update of status on public.proposals
  for each row execute function private.notice_status_change();
create trigger client_projects_notice_status after update of status on public.client_projects
  for each row execute function private.notice_status_change();

-- A message on a ticket by anyone but its client is a staff reply: recorded and sent to the client.
create function private.notice_staff_reply() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ticket record;
begin
  select t.client_id, t.number into v_ticket from public.support_tickets t where t.id = new.ticket_id;
  if v_ticket.client_id is distinct from new.author_id then
    perform private.record_staff_change('ticket', new.ticket_id, 'replied', '{}'::jsonb);
    perform private.notify_client(v_ticket.client_id, 'ticket_reply', jsonb_build_object(
      'number', v_ticket.number, 'path', '/support/tickets/' || v_ticket.number
    ));
  end if;
  return null;
end
$$;
revoke execute on function private.notice_staff_reply() from public, anon, authenticated;

create trigger ticket_messages_notice_reply after insert on public.ticket_messages
  for each row execute function private.notice_staff_reply();

-- ---------------------------------------------------------------------------------------------
-- Privileges and policies
-- ---------------------------------------------------------------------------------------------

alter table public.staff_changes enable row level security;
revoke all on table public.staff_changes from anon, authenticated;

-- What anyone signed in may name; the policies below give the rows to staff only, and the
-- statement triggers below refuse anyone else's update outright.
grant select on table public.contact_messages, public.feedback, public.staff_changes to authenticated;
grant update (handled) on table public.contact_messages, public.feedback to authenticated;
grant update (status) on table public.support_tickets to authenticated;
grant update (status, status_note) on table public.proposals to authenticated;
grant insert (client_id, title, description, status, priority, progress, start_date, end_date, budget),
  update (title, description, status, priority, progress, start_date, end_date, budget)
  on table public.client_projects to authenticated;

-- The update grants exist for staff; anyone else signed in would otherwise get an update that
-- matches no row (200 and nothing changed). This says no clearly, before any row is looked at:
-- 42501 [403]. It judges the request's API role (the `role` setting PostgREST sets; a security
-- definer function does not change it) and only statements the request itself runs (trigger
-- depth 1): the database's own triggers (a client's message touching its ticket) and the service
-- role pass.
create function private.staff_only_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() = 1
    and current_setting('role', true) in ('anon', 'authenticated')
    and not private.staff_passed() then
    raise exception 'staff_only' using errcode = '42501', detail = 'Only staff who passed the second factor may change this.';
  end if;
  return null;
end
$$;
revoke execute on function private.staff_only_update() from public, anon, authenticated;

create trigger contact_messages_staff_only before update on public.contact_messages
  for each statement execute function private.staff_only_update();
create trigger feedback_staff_only before update on public.feedback
  for each statement execute function private.staff_only_update();
create trigger support_tickets_staff_only before update on public.support_tickets
  for each statement execute function private.staff_only_update();
create trigger proposals_staff_only before update on public.proposals
  for each statement execute function private.staff_only_update();
create trigger client_projects_staff_only before update on public.client_projects
  for each statement execute function private.staff_only_update();

create policy "Staff read contact messages" on public.contact_messages
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff mark contact messages handled" on public.contact_messages
  for update to authenticated using ((select private.staff_passed())) with check ((select private.staff_passed()));

create policy "Staff read feedback" on public.feedback
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff mark feedback handled" on public.feedback
  for update to authenticated using ((select private.staff_passed())) with check ((select private.staff_passed()));

create policy "Staff read every ticket" on public.support_tickets
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff set the status of tickets" on public.support_tickets
  for update to authenticated using ((select private.staff_passed())) with check ((select private.staff_passed()));

create policy "Staff read every ticket conversation" on public.ticket_messages
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff reply on tickets" on public.ticket_messages
  for insert to authenticated
  with check (author_id = (select auth.uid()) and (select private.staff_passed()));

create policy "Staff read every proposal" on public.proposals
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff review proposals" on public.proposals
  for update to authenticated using ((select private.staff_passed())) with check ((select private.staff_passed()));

create policy "Staff read every file record" on public.request_files
  for select to authenticated using ((select private.staff_passed()));

create policy "Staff read every project" on public.client_projects
  for select to authenticated using ((select private.staff_passed()));
-- Only for clients (never for another staff member).
create policy "Staff create projects for clients" on public.client_projects
  for insert to authenticated
  with check ((select private.staff_passed()) and not private.is_staff(client_id));
create policy "Staff update projects" on public.client_projects
  for update to authenticated using ((select private.staff_passed())) with check ((select private.staff_passed()));

create policy "Staff read the history" on public.staff_changes
  for select to authenticated using ((select private.staff_passed()));

-- Files: staff read (and sign download links for) every request and feedback file.
create policy "Staff read request and feedback files"
  on storage.objects
  for select
  to authenticated
  using (
    bucket_id in ('ticket-files', 'proposal-files', 'feedback-files')
    and (select private.staff_passed())
  );

-- ---------------------------------------------------------------------------------------------
-- Clients, for staff
-- ---------------------------------------------------------------------------------------------

-- Every user who is not staff, oldest first. 42501 [403] for anyone but staff past the gate.
create function public.staff_clients()
returns table (id uuid, email text, created_at timestamptz, locale text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.staff_passed() then
    raise exception 'not_staff' using errcode = '42501', detail = 'Only staff who passed the second factor may list clients.';
  end if;
  return query
    select u.id, u.email::text, u.created_at, u.raw_user_meta_data ->> 'locale'
    from auth.users u
    where coalesce(u.raw_app_meta_data ->> 'staff', '') <> 'true'
    order by u.created_at, u.id;
end
$$;
revoke execute on function public.staff_clients() from public, anon;
grant execute on function public.staff_clients() to authenticated;
