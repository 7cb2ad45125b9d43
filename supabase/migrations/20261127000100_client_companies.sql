-- Client companies: several people per client. A company has members (owner or member); projects,
-- support tickets and proposals belong to a company, and every member who passes the company's
-- gate reads them. Owners invite colleagues by e-mail (a signed token, 7 days, used once), change
-- roles, remove members, rename the company and may require the second factor of every member.
--
-- Security model, as in 20261125000100_client_requests.sql: the browser reads through PostgREST
-- as `authenticated`, under row level security; every membership change goes through the security
-- definer RPCs below (the tables have no write grants). The gate of every client policy is
-- private.passed_company_ids(): the companies the caller is a member of, when the session passed
-- the second factor (private.mfa_passed()) and, for a company that requires it, the caller has
-- two-step sign-in on (with mfa_passed: verified in this session). `client_id`, `owner_id` and
-- `author_id` keep saying which person created a row; `company_id` says whose it is.
--
-- Errors the portal meets (PostgREST status in brackets); each carries a `detail` in English and
-- the portal shows its own words by the code in the message:
--   P0001 [400]  invalid_email, invalid_role, invalid_name, already_member, already_invited,
--                invitation_rate_limited, invitation_not_pending, invitation_invalid,
--                invitation_expired, invitation_used, invitation_withdrawn,
--                invitation_wrong_account, last_owner, owner_needs_second_factor, member_not_found
--   42501 [403]  not_owner, not_member, not_staff

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  -- one line: 1..120 characters, not blank, no control characters, and none of the invisible or
  -- direction-changing ones (the name goes into mail to any address an owner invites; a
  -- right-to-left override or a line separator there would disguise the name or the text around it)
  name text not null
    constraint companies_name_check
    check (
      char_length(name) between 1 and 120 and btrim(name) <> ''
      and name !~ '[[:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]'
    ),
  require_second_factor boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.company_members (
  company_id uuid not null references public.companies (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null constraint company_members_role_check check (role in ('owner', 'member')),
  -- the member's address when they joined: colleagues see each other by e-mail (accounts have no
  -- names), and a member's row must not depend on reading auth.users
  email text not null,
  joined_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
-- "my companies", first joined first
create index company_members_user_idx on public.company_members (user_id, joined_at);

create table public.company_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  -- lower-cased by the RPCs that write it
  email text not null constraint company_invitations_email_check check (email = lower(email) and char_length(email) <= 254),
  role text not null default 'member' constraint company_invitations_role_check check (role in ('owner', 'member')),
  -- the invitee's language when the address has no account yet
  locale text not null default 'en' constraint company_invitations_locale_check check (locale in ('en', 'id', 'ms')),
  invited_by uuid references auth.users (id) on delete set null,
  -- the inviting owner's address; null when staff invited (staff addresses never reach clients)
  invited_by_email text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default (now() + interval '7 days'),
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  withdrawn_at timestamptz,
  constraint company_invitations_state_check check (accepted_at is null or withdrawn_at is null)
);
create index company_invitations_company_idx on public.company_invitations (company_id, created_at desc);
-- pending invitations by address (sign-up and "already invited")
create index company_invitations_pending_email_idx on public.company_invitations (email)
  where accepted_at is null and withdrawn_at is null;
-- the per-owner rate limit
create index company_invitations_invited_by_idx on public.company_invitations (invited_by, created_at);

-- The key that signs invitation tokens: made here from random bytes, never readable by the API
-- roles. A token is `<invitation id>.<hex HMAC-SHA256 of the id>`; nothing of it is stored.
create table private.invitation_keys (
  id boolean primary key default true constraint invitation_keys_one_row check (id),
  secret bytea not null
);
revoke all on table private.invitation_keys from public, anon, authenticated;
insert into private.invitation_keys (secret) values (extensions.gen_random_bytes(32));

-- ---------------------------------------------------------------------------------------------
-- The company on every client row
-- ---------------------------------------------------------------------------------------------

alter table public.client_projects add column company_id uuid references public.companies (id);
alter table public.support_tickets
  add column company_id uuid references public.companies (id),
  add column opened_by_email text;
alter table public.proposals
  add column company_id uuid references public.companies (id),
  add column submitted_by_email text;
alter table public.ticket_messages
  add column author_email text,
  add column from_staff boolean not null default false;

-- The contact person of a project may be absent (a project staff opened for the company); the
-- project stays the company's when that account goes.
alter table public.client_projects alter column client_id drop not null;
alter table public.client_projects drop constraint client_projects_client_id_fkey;
alter table public.client_projects
  add constraint client_projects_client_id_fkey foreign key (client_id) references auth.users (id) on delete set null;

-- ---------------------------------------------------------------------------------------------
-- Moving today's data: every client becomes the owner of a company of their own
-- ---------------------------------------------------------------------------------------------

-- Every user who is not staff, and anyone who owns a project, ticket or proposal (so no row is
-- left without a company). One statement, the CTE materialised, so each user's company id is
-- drawn once and used for both the company and the membership.
with owners as materialized (
  select
    u.id as user_id,
    coalesce(u.email::text, '') as email,
    gen_random_uuid() as company_id
  from auth.users u
  where coalesce(u.raw_app_meta_data ->> 'staff', '') <> 'true'
     or exists (select 1 from public.client_projects p where p.client_id = u.id)
     or exists (select 1 from public.support_tickets t where t.client_id = u.id)
     or exists (select 1 from public.proposals p where p.client_id = u.id)
),
made as (
  insert into public.companies (id, name)
  select
    o.company_id,
    left(coalesce(nullif(btrim(regexp_replace(o.email, '[[:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]', '', 'g')), ''), 'Company'), 120)
  from owners o
  returning id
)
insert into public.company_members (company_id, user_id, role, email)
select o.company_id, o.user_id, 'owner', o.email
from owners o
join made on made.id = o.company_id;

-- Filling the new columns is not a change anyone made: updated_at keeps its value.
alter table public.support_tickets disable trigger support_tickets_updated_at;
alter table public.proposals disable trigger proposals_updated_at;

update public.client_projects p
set company_id = m.company_id
from public.company_members m
where m.user_id = p.client_id;

update public.support_tickets t
set company_id = m.company_id,
    opened_by_email = (select u.email::text from auth.users u where u.id = t.client_id)
from public.company_members m
where m.user_id = t.client_id;

update public.proposals p
set company_id = m.company_id,
    submitted_by_email = (select u.email::text from auth.users u where u.id = p.client_id)
from public.company_members m
where m.user_id = p.client_id;

update public.ticket_messages msg
set from_staff = coalesce(u.raw_app_meta_data ->> 'staff', '') = 'true',
    author_email = case when coalesce(u.raw_app_meta_data ->> 'staff', '') = 'true' then null else u.email::text end
from auth.users u
where u.id = msg.author_id;

alter table public.support_tickets enable trigger support_tickets_updated_at;
alter table public.proposals enable trigger proposals_updated_at;

alter table public.client_projects alter column company_id set not null;
alter table public.support_tickets alter column company_id set not null;
alter table public.proposals alter column company_id set not null;

create index client_projects_company_created_idx on public.client_projects (company_id, created_at desc);
create index support_tickets_company_updated_idx on public.support_tickets (company_id, updated_at desc);
create index proposals_company_created_idx on public.proposals (company_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- The gate
-- ---------------------------------------------------------------------------------------------

-- Every company the caller is a member of, whatever the company's policy (the portal shows a
-- company's name and policy to a member who must first turn on two-step sign-in). Like every
-- other read, only from a live session past the second factor of the caller's own setting.
create function private.my_company_ids() returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.company_id), '{}'::uuid[])
  from public.company_members m
  where m.user_id = auth.uid() and private.mfa_passed()
$$;
revoke execute on function private.my_company_ids() from public, anon;
grant execute on function private.my_company_ids() to authenticated;

-- The companies whose data the caller may read now: member, session past the second factor, and
-- two-step sign-in on where the company requires it. Security definer: the caller cannot read
-- mfa_settings of the policy's rows, and the policies below would otherwise recurse.
create function private.passed_company_ids() returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.company_id), '{}'::uuid[])
  from public.company_members m
  join public.companies c on c.id = m.company_id
  where m.user_id = auth.uid()
    and private.mfa_passed()
    and (
      not c.require_second_factor
      or exists (select 1 from public.mfa_settings s where s.user_id = auth.uid() and s.enabled)
    )
$$;
revoke execute on function private.passed_company_ids() from public, anon;
grant execute on function private.passed_company_ids() to authenticated;

-- The company a row goes to when the request names none: the caller's first joined company that
-- they pass. The portal always names it; a single-company API caller may leave it out. None for
-- staff (an account made staff after sign-up still owns its personal company): a project staff
-- open for a contact person goes to that person's company (private.fill_company_id).
create function private.default_company_id() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.company_id
  from public.company_members m
  where m.user_id = auth.uid()
    and m.company_id = any (private.passed_company_ids())
    and not private.is_staff(auth.uid())
  order by m.joined_at, m.company_id
  limit 1
$$;
revoke execute on function private.default_company_id() from public, anon;
-- Column defaults run as the caller: the browser's role, and the service role (staff tools, tests
-- and the seed write rows for a person without naming the company; the default is then null and
-- private.fill_company_id below takes the person's company).
grant usage on schema private to service_role;
grant execute on function private.default_company_id() to authenticated, service_role;

alter table public.client_projects alter column company_id set default private.default_company_id();
alter table public.support_tickets alter column company_id set default private.default_company_id();
alter table public.proposals alter column company_id set default private.default_company_id();

-- A person's company for rows written without one by the service role or staff (no caller
-- company): the first they own, else the first they joined.
create function private.company_of_user(p_user_id uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.company_id
  from public.company_members m
  where m.user_id = p_user_id
  order by m.role = 'owner' desc, m.joined_at, m.company_id
  limit 1
$$;
revoke execute on function private.company_of_user(uuid) from public, anon, authenticated;

-- Whether the caller passes one company's gate.
create function private.passes_company(p_company_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_company_id = any (private.passed_company_ids())
$$;
revoke execute on function private.passes_company(uuid) from public, anon, authenticated;

-- The caller's role in a company whose gate they pass, else null.
create function private.passed_role(p_company_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role
  from public.company_members m
  where m.company_id = p_company_id and m.user_id = auth.uid() and private.passes_company(p_company_id)
$$;
revoke execute on function private.passed_role(uuid) from public, anon, authenticated;

-- Owners' RPCs start here: 42501 not_owner for anyone but an owner who passes the gate. Locks the
-- company row, so membership changes of one company happen one after the other (two owners
-- demoting each other at once cannot leave it without an owner).
create function private.require_company_owner(p_company_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if private.passed_role(p_company_id) is distinct from 'owner' then
    raise exception 'not_owner' using errcode = '42501', detail = 'Only an owner of the company may do this.';
  end if;
  perform 1 from public.companies c where c.id = p_company_id for update;
end
$$;
revoke execute on function private.require_company_owner(uuid) from public, anon, authenticated;

-- Whether an object in ticket-files or proposal-files is recorded in request_files, whoever may
-- read the record: an upload stays the uploader's own only until it is recorded.
create function private.request_file_recorded(p_bucket text, p_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.request_files f where f.bucket = p_bucket and f.object_path = p_name)
$$;
revoke execute on function private.request_file_recorded(text, text) from public, anon;
grant execute on function private.request_file_recorded(text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Triggers on the client rows
-- ---------------------------------------------------------------------------------------------

-- A row written without a company (service role, staff naming only the contact person, the seed)
-- goes to its person's company. A browser insert has its default already; when that is null the
-- policies refuse the row whatever is filled in here.
create function private.fill_company_id() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.company_id is null and new.client_id is not null then
    new.company_id := private.company_of_user(new.client_id);
  end if;
  return new;
end
$$;
revoke execute on function private.fill_company_id() from public, anon, authenticated;

create trigger client_projects_fill_company before insert on public.client_projects
  for each row execute function private.fill_company_id();
create trigger support_tickets_fill_company before insert on public.support_tickets
  for each row execute function private.fill_company_id();
create trigger proposals_fill_company before insert on public.proposals
  for each row execute function private.fill_company_id();

-- Who opened a ticket or sent a proposal, by address, for colleagues (they cannot read
-- auth.users). Set here, never by the browser (no grant on these columns).
create function private.stamp_requester_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := (select u.email::text from auth.users u where u.id = new.client_id);
begin
  if tg_table_name = 'support_tickets' then
    new.opened_by_email := v_email;
  else
    new.submitted_by_email := v_email;
  end if;
  return new;
end
$$;
revoke execute on function private.stamp_requester_email() from public, anon, authenticated;

create trigger support_tickets_stamp_email before insert on public.support_tickets
  for each row execute function private.stamp_requester_email();
create trigger proposals_stamp_email before insert on public.proposals
  for each row execute function private.stamp_requester_email();

-- A message says whether staff wrote it, and, for clients only, the author's address: staff
-- addresses never reach clients.
create function private.stamp_message_author() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.from_staff := private.is_staff(new.author_id);
  new.author_email := case
    when new.from_staff then null
    else (select u.email::text from auth.users u where u.id = new.author_id)
  end;
  return new;
end
$$;
revoke execute on function private.stamp_message_author() from public, anon, authenticated;

create trigger ticket_messages_stamp_author before insert on public.ticket_messages
  for each row execute function private.stamp_message_author();

-- Locks a ticket of a company the caller passes for the rest of the transaction and refuses it
-- when resolved (20261125000100_client_requests.sql): now any member's ticket, not only the
-- caller's own. Anyone else (staff, the service role, a caller past no gate) is not limited here.
create or replace function private.lock_own_open_ticket(p_ticket_id uuid) returns void
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
  where t.id = p_ticket_id and t.company_id = any (private.passed_company_ids())
  for no key update;
  if v_status = 'resolved' then
    raise exception 'ticket_resolved'
      using errcode = 'P0001', detail = 'This ticket is resolved. Open a new ticket to write to support again.';
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- New accounts
-- ---------------------------------------------------------------------------------------------

-- A new client gets a company of their own (named by their address), unless an invitation is
-- waiting for the address: then they are joining a company and accept it from the link.
-- The name drops what companies_name_check refuses, so no address can make the sign-up fail.
create function private.create_personal_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company_id uuid;
  v_email text := coalesce(new.email::text, '');
begin
  if coalesce(new.raw_app_meta_data ->> 'staff', '') = 'true' then
    return null;
  end if;
  if v_email <> '' and exists (
    select 1
    from public.company_invitations i
    where i.email = lower(v_email) and i.accepted_at is null and i.withdrawn_at is null and i.expires_at > now()
  ) then
    return null;
  end if;
  insert into public.companies (name)
  values (left(coalesce(nullif(btrim(regexp_replace(v_email, '[[:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]', '', 'g')), ''), 'Company'), 120))
  returning id into v_company_id;
  insert into public.company_members (company_id, user_id, role, email) values (v_company_id, new.id, 'owner', v_email);
  return null;
end
$$;
revoke execute on function private.create_personal_company() from public, anon, authenticated;

create trigger on_auth_user_created_company after insert on auth.users
  for each row execute function private.create_personal_company();

-- ---------------------------------------------------------------------------------------------
-- Row level security and privileges
-- ---------------------------------------------------------------------------------------------

alter table public.companies enable row level security;
alter table public.company_members enable row level security;
alter table public.company_invitations enable row level security;

revoke all on table public.companies, public.company_members, public.company_invitations from anon, authenticated;
-- Read only: every change goes through the RPCs below.
grant select on table public.companies, public.company_members, public.company_invitations to authenticated;

-- The browser names the company of a new ticket or proposal; staff name it for a new project.
grant insert (company_id) on table public.support_tickets, public.proposals to authenticated;
grant insert (company_id) on table public.client_projects to authenticated;

create policy "Members read their companies"
  on public.companies
  for select
  to authenticated
  using (id = any ((select private.my_company_ids())::uuid[]));

create policy "Members read the members of companies they pass"
  on public.company_members
  for select
  to authenticated
  using (company_id = any ((select private.passed_company_ids())::uuid[]));

create policy "Owners read their companies' invitations"
  on public.company_invitations
  for select
  to authenticated
  using (
    company_id = any ((select private.passed_company_ids())::uuid[])
    and exists (
      select 1 from public.company_members m
      where m.company_id = company_invitations.company_id and m.user_id = (select auth.uid()) and m.role = 'owner'
    )
  );

create policy "Staff read every company" on public.companies
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff read every company member" on public.company_members
  for select to authenticated using ((select private.staff_passed()));
create policy "Staff read every company invitation" on public.company_invitations
  for select to authenticated using ((select private.staff_passed()));

-- The client policies of the earlier migrations said "own rows"; they now say "the rows of a
-- company the caller passes".
drop policy "Clients read their own projects after the second factor" on public.client_projects;
drop policy "Clients read their own tickets after the second factor" on public.support_tickets;
drop policy "Clients open tickets for themselves after the second factor" on public.support_tickets;
drop policy "Clients read the conversation of their own tickets" on public.ticket_messages;
drop policy "Clients write on their own open tickets" on public.ticket_messages;
drop policy "Clients read their own proposals" on public.proposals;
drop policy "Clients submit proposals for themselves" on public.proposals;
drop policy "Clients read their own file records" on public.request_files;
drop policy "Clients record files on their own requests" on public.request_files;
drop policy "Staff create projects for clients" on public.client_projects;

create policy "Members read their companies' projects"
  on public.client_projects
  for select
  to authenticated
  using (company_id = any ((select private.passed_company_ids())::uuid[]));

create policy "Members read their companies' tickets"
  on public.support_tickets
  for select
  to authenticated
  using (company_id = any ((select private.passed_company_ids())::uuid[]));

create policy "Members open tickets for their companies"
  on public.support_tickets
  for insert
  to authenticated
  with check (client_id = (select auth.uid()) and company_id = any ((select private.passed_company_ids())::uuid[]));

-- Every message on the company's tickets: colleagues' and staff replies included.
create policy "Members read the conversations of their companies' tickets"
  on public.ticket_messages
  for select
  to authenticated
  using (
    exists (
      select 1 from public.support_tickets t
      where t.id = ticket_messages.ticket_id and t.company_id = any ((select private.passed_company_ids())::uuid[])
    )
  );

create policy "Members write on their companies' open tickets"
  on public.ticket_messages
  for insert
  to authenticated
  with check (
    author_id = (select auth.uid())
    and exists (
      select 1 from public.support_tickets t
      where t.id = ticket_messages.ticket_id
        and t.company_id = any ((select private.passed_company_ids())::uuid[])
        and t.status <> 'resolved'
    )
  );

create policy "Members read their companies' proposals"
  on public.proposals
  for select
  to authenticated
  using (company_id = any ((select private.passed_company_ids())::uuid[]));

create policy "Members submit proposals for their companies"
  on public.proposals
  for insert
  to authenticated
  with check (client_id = (select auth.uid()) and company_id = any ((select private.passed_company_ids())::uuid[]));

-- A file record is readable when the ticket, message or proposal it belongs to is.
create policy "Members read the file records of their companies' requests"
  on public.request_files
  for select
  to authenticated
  using (
    exists (
      select 1 from public.support_tickets t
      where t.id = request_files.ticket_id and t.company_id = any ((select private.passed_company_ids())::uuid[])
    )
    or exists (
      select 1
      from public.ticket_messages m
      join public.support_tickets t on t.id = m.ticket_id
      where m.id = request_files.message_id and t.company_id = any ((select private.passed_company_ids())::uuid[])
    )
    or exists (
      select 1 from public.proposals p
      where p.id = request_files.proposal_id and p.company_id = any ((select private.passed_company_ids())::uuid[])
    )
  );

-- Onto an open ticket of a passed company, the caller's own message on one, or a proposal of a
-- passed company.
create policy "Members record files on their companies' requests"
  on public.request_files
  for insert
  to authenticated
  with check (
    owner_id = (select auth.uid())
    and (
      exists (
        select 1 from public.support_tickets t
        where t.id = request_files.ticket_id
          and t.company_id = any ((select private.passed_company_ids())::uuid[])
          and t.status <> 'resolved'
      )
      or exists (
        select 1
        from public.ticket_messages m
        join public.support_tickets t on t.id = m.ticket_id
        where m.id = request_files.message_id
          and m.author_id = (select auth.uid())
          and t.company_id = any ((select private.passed_company_ids())::uuid[])
          and t.status <> 'resolved'
      )
      or exists (
        select 1 from public.proposals p
        where p.id = request_files.proposal_id and p.company_id = any ((select private.passed_company_ids())::uuid[])
      )
    )
  );

-- Staff open projects for a company, naming a contact person who is one of its members (or none),
-- never another staff member.
create policy "Staff create projects for companies" on public.client_projects
  for insert to authenticated
  with check (
    (select private.staff_passed())
    and (
      client_id is null
      or (
        not private.is_staff(client_id)
        and exists (
          select 1 from public.company_members m
          where m.company_id = client_projects.company_id and m.user_id = client_projects.client_id
        )
      )
    )
  );

-- Storage: a recorded file is read by whoever reads its record (the subquery runs as the caller,
-- so the policies above decide); an upload not yet recorded only by its uploader. A removed
-- member reads nothing of the company, their own uploads included, and signed URLs are minted
-- only for what the caller may select.
drop policy "Request files: clients read their own folder" on storage.objects;
drop policy "Request files: clients remove their own unrecorded uploads" on storage.objects;

create policy "Request files: members read their companies' files"
  on storage.objects
  for select
  to authenticated
  using (
    bucket_id in ('ticket-files', 'proposal-files')
    and (select private.mfa_passed())
    and (
      exists (
        select 1 from public.request_files f
        where f.bucket = objects.bucket_id and f.object_path = objects.name
      )
      or (
        (storage.foldername(name))[1] = (select auth.uid()::text)
        and not private.request_file_recorded(bucket_id, name)
      )
    )
  );

-- As before, but "unrecorded" is judged on every record, not only those the caller can read (a
-- removed member must not delete the files of the company's requests from their folder).
create policy "Request files: clients remove their own unrecorded uploads"
  on storage.objects
  for delete
  to authenticated
  using (
    bucket_id in ('ticket-files', 'proposal-files')
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and (select private.mfa_passed())
    and not private.request_file_recorded(bucket_id, name)
  );

-- ---------------------------------------------------------------------------------------------
-- History: membership changes, whoever makes them
-- ---------------------------------------------------------------------------------------------

alter table public.staff_changes drop constraint staff_changes_item_type_check;
alter table public.staff_changes
  add constraint staff_changes_item_type_check
  check (item_type in ('contact_message', 'feedback', 'ticket', 'proposal', 'project', 'company'));
alter table public.staff_changes drop constraint staff_changes_action_check;
alter table public.staff_changes
  add constraint staff_changes_action_check
  check (action in (
    'created', 'updated', 'replied', 'member_added', 'member_removed', 'member_left', 'role_changed',
    'invited', 'invitation_withdrawn', 'policy_changed', 'renamed'
  ));

-- ---------------------------------------------------------------------------------------------
-- Notices
-- ---------------------------------------------------------------------------------------------

-- {company}, {inviter} (an owner's address, or "Meridian" when staff invited), {link}, {expires}
-- ('YYYY-MM-DD').
insert into private.notice_templates (kind, locale, subject, body) values
  ('company_invitation', 'en', '{inviter} invited you to {company} on Meridian',
   E'{inviter} invited you to join {company} in the Meridian client portal. As a member you can '
   'follow the company''s projects, support tickets and proposals.\n\n'
   'Accept the invitation here, by signing in or creating an account with this e-mail address:\n{link}\n\n'
   'The invitation can be used once and expires on {expires}. If you did not expect it, you can '
   'ignore this e-mail.'),
  ('company_invitation', 'id', '{inviter} mengundang Anda ke {company} di Meridian',
   E'{inviter} mengundang Anda untuk bergabung dengan {company} di portal klien Meridian. Sebagai '
   'anggota, Anda dapat mengikuti proyek, tiket dukungan, dan proposal perusahaan tersebut.\n\n'
   'Terima undangan di sini, dengan masuk atau membuat akun menggunakan alamat email ini:\n{link}\n\n'
   'Undangan ini hanya dapat digunakan sekali dan berlaku hingga {expires}. Jika Anda tidak '
   'mengharapkannya, abaikan saja email ini.'),
  ('company_invitation', 'ms', '{inviter} menjemput anda ke {company} di Meridian',
   E'{inviter} telah menjemput anda untuk menyertai {company} di portal pelanggan Meridian. Sebagai '
   'ahli, anda boleh mengikuti projek, tiket sokongan dan cadangan syarikat tersebut.\n\n'
   'Terima jemputan di sini, dengan log masuk atau mencipta akaun menggunakan alamat e-mel ini:\n{link}\n\n'
   'Jemputan ini hanya boleh digunakan sekali dan sah sehingga {expires}. Jika anda tidak '
   'menjangkakannya, abaikan sahaja e-mel ini.');

-- A notice about one person's request: to that person while they are still a member of the
-- company, else to its owners (someone there should hear of it).
create function private.notify_company_person(p_company_id uuid, p_user_id uuid, p_kind text, p_values jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_owner uuid;
begin
  if p_user_id is not null and exists (
    select 1 from public.company_members m where m.company_id = p_company_id and m.user_id = p_user_id
  ) then
    perform private.notify_client(p_user_id, p_kind, p_values);
    return;
  end if;
  for v_owner in
    select m.user_id from public.company_members m
    where m.company_id = p_company_id and m.role = 'owner'
    order by m.joined_at, m.user_id
  loop
    perform private.notify_client(v_owner, p_kind, p_values);
  end loop;
end
$$;
revoke execute on function private.notify_company_person(uuid, uuid, text, jsonb) from public, anon, authenticated;

-- A status the company can see changed: a ticket's or proposal's to the member who opened it (or
-- the owners), a project's to every owner.
create or replace function private.notice_status_change() returns trigger
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
      perform private.notify_company_person(new.company_id, new.client_id, 'ticket_status', jsonb_build_object(
        'number', new.number, 'status', 'ticket.' || new.status, 'path', '/support/tickets/' || new.number
      ));
    when 'proposals' then
      perform private.notify_company_person(new.company_id, new.client_id, 'proposal_status', jsonb_build_object(
        'title', new.title, 'status', 'proposal.' || new.status, 'path', '/dashboard'
      ));
    when 'client_projects' then
      perform private.notify_company_person(new.company_id, null, 'project_status', jsonb_build_object(
        'title', new.title, 'status', 'project.' || new.status, 'path', '/dashboard'
      ));
  end case;
  return null;
end
$$;

-- A message by staff is a staff reply: recorded and sent to the member who opened the ticket (or
-- the owners). A colleague's message is not a staff reply, though it is not the ticket's opener's.
create or replace function private.notice_staff_reply() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ticket record;
begin
  if not private.is_staff(new.author_id) then
    return null;
  end if;
  select t.client_id, t.company_id, t.number into v_ticket from public.support_tickets t where t.id = new.ticket_id;
  perform private.record_staff_change('ticket', new.ticket_id, 'replied', '{}'::jsonb);
  perform private.notify_company_person(v_ticket.company_id, v_ticket.client_id, 'ticket_reply', jsonb_build_object(
    'number', v_ticket.number, 'path', '/support/tickets/' || v_ticket.number
  ));
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Invitations: tokens and the mail
-- ---------------------------------------------------------------------------------------------

create function private.invitation_signature(p_invitation_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(p_invitation_id::text, 'UTF8'), k.secret, 'sha256'), 'hex')
  from private.invitation_keys k
$$;
revoke execute on function private.invitation_signature(uuid) from public, anon, authenticated;

-- The invitation id a token names, once its signature checks out; anything else is
-- invitation_invalid before a row is looked at.
create function private.invitation_id_from_token(p_token text) returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_token is null
    or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$' then
    raise exception 'invitation_invalid' using errcode = 'P0001', detail = 'This invitation link is not valid.';
  end if;
  v_id := split_part(p_token, '.', 1)::uuid;
  -- Both sides hashed before comparing: how long a comparison takes then tells nothing about how
  -- much of a forged signature was right.
  if extensions.digest(private.invitation_signature(v_id), 'sha256')
    is distinct from extensions.digest(split_part(p_token, '.', 2), 'sha256') then
    raise exception 'invitation_invalid' using errcode = 'P0001', detail = 'This invitation link is not valid.';
  end if;
  return v_id;
end
$$;
revoke execute on function private.invitation_id_from_token(text) from public, anon, authenticated;

-- The address rule every form uses (20261124000200_one_email_rule.sql).
create function private.valid_email(p_email text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    char_length(p_email) <= 254
      and p_email ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$',
    false
  )
$$;
revoke execute on function private.valid_email(text) from public, anon, authenticated;

create function private.valid_company_name(p_name text) returns boolean
language sql
immutable
set search_path = ''
as $$
  -- the rule of companies_name_check
  select coalesce(
    char_length(p_name) between 1 and 120 and btrim(p_name) <> ''
      and p_name !~ '[[:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]',
    false
  )
$$;
revoke execute on function private.valid_company_name(text) from public, anon, authenticated;

-- Makes an invitation and queues its mail in the invitee's language (the account's when the
-- address has one, else p_locale). p_inviter_email is null when staff invite. Returns the row.
create function private.make_company_invitation(
  p_company_id uuid, p_email text, p_role text, p_locale text, p_inviter_email text
) returns public.company_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.company_invitations;
  v_account uuid;
  v_locale text := case when p_locale in ('en', 'id', 'ms') then p_locale else 'en' end;
  v_mail record;
begin
  insert into public.company_invitations (company_id, email, role, locale, invited_by, invited_by_email)
  values (p_company_id, p_email, p_role, v_locale, auth.uid(), p_inviter_email)
  returning * into v_invitation;

  select u.id into v_account from auth.users u where lower(u.email) = p_email order by u.created_at limit 1;
  if v_account is not null then
    v_locale := private.user_locale(v_account);
  end if;

  select m.subject, m.body into v_mail
  from private.mail_text('company_invitation', v_locale, jsonb_build_object(
    'company', (select c.name from public.companies c where c.id = p_company_id),
    'inviter', coalesce(p_inviter_email, 'Meridian'),
    'link', coalesce(private.app_setting('site_url'), '') || '/invitation?token='
      || v_invitation.id::text || '.' || private.invitation_signature(v_invitation.id),
    'expires', to_char(v_invitation.expires_at at time zone 'UTC', 'YYYY-MM-DD')
  )) m;
  -- Worth sending while the invitation works; the body (with the token) is emptied on delivery.
  insert into private.mail_outbox (recipient, subject, body_text, expires_at)
  values (p_email, v_mail.subject, v_mail.body, v_invitation.expires_at);

  perform private.record_staff_change('company', p_company_id, 'invited', jsonb_build_object(
    'invitation', jsonb_build_object('from', null, 'to', p_email),
    'role', jsonb_build_object('from', null, 'to', p_role)
  ));
  return v_invitation;
end
$$;
revoke execute on function private.make_company_invitation(uuid, text, text, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- RPCs for clients (POST /rest/v1/rpc/<name>)
-- ---------------------------------------------------------------------------------------------

-- Every membership of the caller, first joined first, whatever the company's policy: this is how
-- the portal knows whether to show a company, the set-up screen of its policy, or nothing. Empty
-- for a session that ended or still owes the caller's own second factor, as every read.
create function public.my_companies()
returns table (
  id uuid, name text, role text, require_second_factor boolean, second_factor_enabled boolean, joined_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    c.id,
    c.name,
    m.role,
    c.require_second_factor,
    coalesce((select s.enabled from public.mfa_settings s where s.user_id = m.user_id), false),
    m.joined_at
  from public.company_members m
  join public.companies c on c.id = m.company_id
  where m.user_id = auth.uid() and private.mfa_passed()
  order by m.joined_at, c.id
$$;

-- The members of a company whose gate the caller passes. Whether each has two-step sign-in on is
-- for owners (they set the policy); members get null. 42501 not_member otherwise.
create function public.company_members(p_company_id uuid)
returns table (user_id uuid, email text, role text, joined_at timestamptz, second_factor_enabled boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_role text := private.passed_role(p_company_id);
begin
  if v_role is null then
    raise exception 'not_member' using errcode = '42501', detail = 'You are not a member of this company, or its policy asks for two-step sign-in first.';
  end if;
  return query
    select
      m.user_id,
      m.email,
      m.role,
      m.joined_at,
      case when v_role = 'owner'
        then coalesce((select s.enabled from public.mfa_settings s where s.user_id = m.user_id), false)
      end
    from public.company_members m
    where m.company_id = p_company_id
    order by m.role = 'owner' desc, m.joined_at, m.user_id;
end
$$;

-- An owner invites an address. At most 10 invitations per owner per rolling hour, across
-- companies; one pending invitation per address and company.
create function public.create_company_invitation(
  p_company_id uuid, p_email text, p_role text default 'member', p_locale text default 'en'
) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_invitation public.company_invitations;
  v_oldest timestamptz;
begin
  perform private.require_company_owner(p_company_id);
  if not private.valid_email(v_email) then
    raise exception 'invalid_email' using errcode = 'P0001', detail = 'Enter a valid e-mail address.';
  end if;
  if p_role is null or p_role not in ('owner', 'member') then
    raise exception 'invalid_role' using errcode = 'P0001', detail = 'The role is owner or member.';
  end if;
  if exists (
    select 1
    from public.company_members m
    left join auth.users u on u.id = m.user_id
    where m.company_id = p_company_id and (lower(m.email) = v_email or lower(u.email) = v_email)
  ) then
    raise exception 'already_member' using errcode = 'P0001', detail = 'This address belongs to a member of the company already.';
  end if;
  if exists (
    select 1 from public.company_invitations i
    where i.company_id = p_company_id and i.email = v_email
      and i.accepted_at is null and i.withdrawn_at is null and i.expires_at > now()
  ) then
    raise exception 'already_invited' using errcode = 'P0001', detail = 'This address has a pending invitation. Withdraw it to send a new one.';
  end if;

  -- One owner's invitations one after the other, so the count holds.
  perform pg_advisory_xact_lock(hashtextextended('public.company_invitations:' || auth.uid()::text, 0));
  select i.created_at into v_oldest
  from public.company_invitations i
  where i.invited_by = auth.uid() and i.created_at > now() - interval '1 hour'
  order by i.created_at desc
  offset 9
  limit 1;
  if v_oldest is not null then
    raise exception 'invitation_rate_limited'
      using errcode = 'P0001',
            detail = 'You sent 10 invitations in the last hour. Try again later.',
            hint = greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now())))::integer::text;
  end if;

  v_invitation := private.make_company_invitation(
    p_company_id, v_email, p_role, p_locale, (select u.email::text from auth.users u where u.id = auth.uid())
  );
  return jsonb_build_object(
    'id', v_invitation.id, 'email', v_invitation.email, 'role', v_invitation.role, 'expires_at', v_invitation.expires_at
  );
end
$$;

create function public.withdraw_company_invitation(p_invitation_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.company_invitations;
begin
  select i.* into v_invitation from public.company_invitations i where i.id = p_invitation_id;
  if v_invitation.id is null then
    -- an unknown id says no more than someone else's
    raise exception 'not_owner' using errcode = '42501', detail = 'Only an owner of the company may do this.';
  end if;
  perform private.require_company_owner(v_invitation.company_id);
  select i.* into v_invitation from public.company_invitations i where i.id = p_invitation_id for update;
  if v_invitation.accepted_at is not null or v_invitation.withdrawn_at is not null or v_invitation.expires_at <= now() then
    raise exception 'invitation_not_pending' using errcode = 'P0001', detail = 'This invitation was used, withdrawn or has expired.';
  end if;
  update public.company_invitations i set withdrawn_at = now() where i.id = p_invitation_id;
  perform private.record_staff_change('company', v_invitation.company_id, 'invitation_withdrawn', jsonb_build_object(
    'invitation', jsonb_build_object('from', v_invitation.email, 'to', null)
  ));
end
$$;

-- What an invitation is, before signing in: the invitation page shows it.
create function public.company_invitation_preview(p_token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid := private.invitation_id_from_token(p_token);
  v_result jsonb;
begin
  select jsonb_build_object(
    'company', c.name,
    'email', i.email,
    'role', i.role,
    'status', case
      when i.withdrawn_at is not null then 'withdrawn'
      when i.accepted_at is not null then 'used'
      when i.expires_at <= now() then 'expired'
      else 'pending'
    end,
    'expires_at', i.expires_at
  )
  into v_result
  from public.company_invitations i
  join public.companies c on c.id = i.company_id
  where i.id = v_id;
  if v_result is null then
    -- signed by us, but the invitation (or its company) is gone
    raise exception 'invitation_invalid' using errcode = 'P0001', detail = 'This invitation link is not valid.';
  end if;
  return v_result;
end
$$;

-- Joins the caller to the invitation's company with its role. Signed in with the invited address
-- (any letter case, confirmed). The row lock makes the invitation work once.
create function public.accept_company_invitation(p_token text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := private.invitation_id_from_token(p_token);
  v_invitation public.company_invitations;
  v_user record;
  v_company text;
begin
  if auth.uid() is null then
    raise exception 'invitation_wrong_account' using errcode = 'P0001', detail = 'Sign in with the invited address to accept.';
  end if;
  select i.* into v_invitation from public.company_invitations i where i.id = v_id for update;
  if v_invitation.id is null then
    raise exception 'invitation_invalid' using errcode = 'P0001', detail = 'This invitation link is not valid.';
  end if;
  if v_invitation.withdrawn_at is not null then
    raise exception 'invitation_withdrawn' using errcode = 'P0001', detail = 'This invitation was withdrawn.';
  end if;
  if v_invitation.accepted_at is not null then
    raise exception 'invitation_used' using errcode = 'P0001', detail = 'This invitation has been used already.';
  end if;
  if v_invitation.expires_at <= now() then
    raise exception 'invitation_expired' using errcode = 'P0001', detail = 'This invitation has expired. Ask for a new one.';
  end if;
  select u.id, u.email::text as email, u.email_confirmed_at into v_user from auth.users u where u.id = auth.uid();
  if v_user.id is null or lower(coalesce(v_user.email, '')) <> v_invitation.email or v_user.email_confirmed_at is null then
    raise exception 'invitation_wrong_account'
      using errcode = 'P0001', detail = 'This invitation is for another e-mail address. Sign in with the invited address.';
  end if;
  -- Staff read every company already. As a member, a staff account's address would reach the
  -- company's members (staff addresses never reach clients) and client notices would reach staff;
  -- a client who knows a staff address could invite it to get there.
  if private.is_staff(v_user.id) then
    raise exception 'invitation_wrong_account'
      using errcode = 'P0001', detail = 'A staff account cannot join a client company. Sign in with the invited client account.';
  end if;

  update public.company_invitations i set accepted_at = now(), accepted_by = v_user.id where i.id = v_id;
  insert into public.company_members (company_id, user_id, role, email)
  values (v_invitation.company_id, v_user.id, v_invitation.role, v_user.email)
  on conflict (company_id, user_id) do nothing;
  if found then
    perform private.record_staff_change('company', v_invitation.company_id, 'member_added', jsonb_build_object(
      'member', jsonb_build_object('from', null, 'to', v_user.email),
      'role', jsonb_build_object('from', null, 'to', v_invitation.role)
    ));
  end if;
  select c.name into v_company from public.companies c where c.id = v_invitation.company_id;
  return jsonb_build_object('company_id', v_invitation.company_id, 'company', v_company);
end
$$;

-- Raises last_owner when the company would be left without an owner once p_user_id is no longer
-- one. Call with the company row locked (require_company_owner, or the caller's own lock).
create function private.keep_an_owner(p_company_id uuid, p_user_id uuid) returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.company_members m
    where m.company_id = p_company_id and m.user_id = p_user_id and m.role = 'owner'
  ) and not exists (
    select 1 from public.company_members m
    where m.company_id = p_company_id and m.user_id <> p_user_id and m.role = 'owner'
  ) then
    raise exception 'last_owner' using errcode = 'P0001', detail = 'A company needs an owner. Make another member an owner first.';
  end if;
end
$$;
revoke execute on function private.keep_an_owner(uuid, uuid) from public, anon, authenticated;

-- An invitation speaks for the owner who sent it. Once they are no longer an owner of the company
-- (removed, demoted, left, account gone), their pending invitations are withdrawn and recorded:
-- otherwise an owner about to be removed could invite another address of their own as owner and
-- come back with it. A trigger, so every way out of the role is covered.
create function private.withdraw_former_owner_invitations() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  if tg_op = 'UPDATE' and (old.role <> 'owner' or new.role = 'owner') then
    return null;
  end if;
  for v_email in
    update public.company_invitations i
    set withdrawn_at = now()
    where i.company_id = old.company_id and i.invited_by = old.user_id
      and i.accepted_at is null and i.withdrawn_at is null and i.expires_at > now()
    returning i.email
  loop
    perform private.record_staff_change('company', old.company_id, 'invitation_withdrawn', jsonb_build_object(
      'invitation', jsonb_build_object('from', v_email, 'to', null)
    ));
  end loop;
  return null;
end
$$;
revoke execute on function private.withdraw_former_owner_invitations() from public, anon, authenticated;

create trigger company_members_withdraw_former_owner_invitations
  after delete or update of role on public.company_members
  for each row execute function private.withdraw_former_owner_invitations();

create function public.set_company_member_role(p_company_id uuid, p_user_id uuid, p_role text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_member public.company_members;
begin
  perform private.require_company_owner(p_company_id);
  if p_role is null or p_role not in ('owner', 'member') then
    raise exception 'invalid_role' using errcode = 'P0001', detail = 'The role is owner or member.';
  end if;
  select m.* into v_member from public.company_members m where m.company_id = p_company_id and m.user_id = p_user_id;
  if v_member.user_id is null then
    raise exception 'member_not_found' using errcode = 'P0001', detail = 'This person is not a member of the company.';
  end if;
  if v_member.role = p_role then
    return;
  end if;
  if p_role = 'member' then
    perform private.keep_an_owner(p_company_id, p_user_id);
  end if;
  update public.company_members m set role = p_role where m.company_id = p_company_id and m.user_id = p_user_id;
  perform private.record_staff_change('company', p_company_id, 'role_changed', jsonb_build_object(
    'member', jsonb_build_object('from', v_member.email, 'to', v_member.email),
    'role', jsonb_build_object('from', v_member.role, 'to', p_role)
  ));
end
$$;

create function public.remove_company_member(p_company_id uuid, p_user_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_member public.company_members;
begin
  perform private.require_company_owner(p_company_id);
  select m.* into v_member from public.company_members m where m.company_id = p_company_id and m.user_id = p_user_id;
  if v_member.user_id is null then
    raise exception 'member_not_found' using errcode = 'P0001', detail = 'This person is not a member of the company.';
  end if;
  perform private.keep_an_owner(p_company_id, p_user_id);
  delete from public.company_members m where m.company_id = p_company_id and m.user_id = p_user_id;
  perform private.record_staff_change('company', p_company_id, 'member_removed', jsonb_build_object(
    'member', jsonb_build_object('from', v_member.email, 'to', null)
  ));
end
$$;

-- Any member may leave, the company's policy or not (a member who cannot meet it must be able to
-- go), but only from a session past the second factor.
create function public.leave_company(p_company_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_member public.company_members;
begin
  if not private.mfa_passed() or not exists (
    select 1 from public.company_members m where m.company_id = p_company_id and m.user_id = auth.uid()
  ) then
    raise exception 'not_member' using errcode = '42501', detail = 'You are not a member of this company.';
  end if;
  perform 1 from public.companies c where c.id = p_company_id for update;
  select m.* into v_member from public.company_members m where m.company_id = p_company_id and m.user_id = auth.uid();
  perform private.keep_an_owner(p_company_id, auth.uid());
  delete from public.company_members m where m.company_id = p_company_id and m.user_id = auth.uid();
  perform private.record_staff_change('company', p_company_id, 'member_left', jsonb_build_object(
    'member', jsonb_build_object('from', v_member.email, 'to', null)
  ));
end
$$;

-- Requiring the second factor of every member. The owner who turns it on must have it on (or they
-- would lock themselves out of the company's data).
create function public.set_company_policy(p_company_id uuid, p_require_second_factor boolean) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_was boolean;
begin
  perform private.require_company_owner(p_company_id);
  if p_require_second_factor is null then
    raise exception 'invalid_policy' using errcode = 'P0001', detail = 'Say whether the second factor is required.';
  end if;
  if p_require_second_factor and not exists (
    select 1 from public.mfa_settings s where s.user_id = auth.uid() and s.enabled
  ) then
    raise exception 'owner_needs_second_factor'
      using errcode = 'P0001', detail = 'Turn on two-step sign-in for your own account before requiring it of the company.';
  end if;
  select c.require_second_factor into v_was from public.companies c where c.id = p_company_id;
  if v_was = p_require_second_factor then
    return;
  end if;
  update public.companies c set require_second_factor = p_require_second_factor where c.id = p_company_id;
  perform private.record_staff_change('company', p_company_id, 'policy_changed', jsonb_build_object(
    'require_second_factor', jsonb_build_object('from', v_was, 'to', p_require_second_factor)
  ));
end
$$;

create function public.rename_company(p_company_id uuid, p_name text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_was text;
begin
  perform private.require_company_owner(p_company_id);
  if not private.valid_company_name(p_name) then
    raise exception 'invalid_name' using errcode = 'P0001', detail = 'A company name is one line of 1 to 120 characters.';
  end if;
  select c.name into v_was from public.companies c where c.id = p_company_id;
  if v_was = p_name then
    return;
  end if;
  update public.companies c set name = p_name where c.id = p_company_id;
  perform private.record_staff_change('company', p_company_id, 'renamed', jsonb_build_object(
    'name', jsonb_build_object('from', v_was, 'to', p_name)
  ));
end
$$;

revoke execute on function
  public.my_companies(),
  public.company_members(uuid),
  public.create_company_invitation(uuid, text, text, text),
  public.withdraw_company_invitation(uuid),
  public.company_invitation_preview(text),
  public.accept_company_invitation(text),
  public.set_company_member_role(uuid, uuid, text),
  public.remove_company_member(uuid, uuid),
  public.leave_company(uuid),
  public.set_company_policy(uuid, boolean),
  public.rename_company(uuid, text)
  from public, anon;
grant execute on function
  public.my_companies(),
  public.company_members(uuid),
  public.create_company_invitation(uuid, text, text, text),
  public.withdraw_company_invitation(uuid),
  public.company_invitation_preview(text),
  public.accept_company_invitation(text),
  public.set_company_member_role(uuid, uuid, text),
  public.remove_company_member(uuid, uuid),
  public.leave_company(uuid),
  public.set_company_policy(uuid, boolean),
  public.rename_company(uuid, text)
  to authenticated;
-- The invitation page asks before anyone signs in.
grant execute on function public.company_invitation_preview(text) to anon;

-- ---------------------------------------------------------------------------------------------
-- RPCs for staff
-- ---------------------------------------------------------------------------------------------

-- Every company with its figures, oldest first. 42501 not_staff for anyone but staff past the gate.
create function public.staff_companies()
returns table (
  id uuid, name text, created_at timestamptz, require_second_factor boolean, member_count integer,
  owner_emails text[], open_tickets integer, projects integer, proposals integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.staff_passed() then
    raise exception 'not_staff' using errcode = '42501', detail = 'Only staff who passed the second factor may list companies.';
  end if;
  return query
    select
      c.id,
      c.name,
      c.created_at,
      c.require_second_factor,
      (select count(*)::integer from public.company_members m where m.company_id = c.id),
      coalesce(
        (select array_agg(m.email order by m.joined_at, m.user_id) from public.company_members m
         where m.company_id = c.id and m.role = 'owner'),
        '{}'::text[]
      ),
      (select count(*)::integer from public.support_tickets t where t.company_id = c.id and t.status <> 'resolved'),
      (select count(*)::integer from public.client_projects p where p.company_id = c.id),
      (select count(*)::integer from public.proposals p where p.company_id = c.id)
    from public.companies c
    order by c.created_at, c.id;
end
$$;

-- Staff make a company for a new client and invite its first owner (the same mail as an owner's
-- invitation, signed "Meridian").
create function public.staff_create_company(p_name text, p_owner_email text, p_locale text default 'en') returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_owner_email, '')));
  v_company_id uuid;
  v_invitation public.company_invitations;
begin
  if not private.staff_passed() then
    raise exception 'not_staff' using errcode = '42501', detail = 'Only staff who passed the second factor may create companies.';
  end if;
  if not private.valid_company_name(p_name) then
    raise exception 'invalid_name' using errcode = 'P0001', detail = 'A company name is one line of 1 to 120 characters.';
  end if;
  if not private.valid_email(v_email) then
    raise exception 'invalid_email' using errcode = 'P0001', detail = 'Enter a valid e-mail address.';
  end if;
  insert into public.companies (name) values (p_name) returning id into v_company_id;
  perform private.record_staff_change('company', v_company_id, 'created', jsonb_build_object(
    'name', jsonb_build_object('from', null, 'to', p_name)
  ));
  v_invitation := private.make_company_invitation(v_company_id, v_email, 'owner', p_locale, null);
  return jsonb_build_object('company_id', v_company_id, 'invitation_id', v_invitation.id);
end
$$;

-- A client without a company starts one and owns it. Sign-up makes no company while an invitation
-- waits for the address, and anyone may invite any address; without this, an invitation that is
-- never accepted (withdrawn, expired, or sent to block a newcomer) would leave the account with
-- no company for good. Only for an account in no company: more companies come by invitation or
-- from staff. Errors: P0001 invalid_name, has_company; 42501 not_member (no live session past
-- the caller's own second factor, or staff).
create function public.create_company(p_name text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_email text;
  v_company_id uuid;
begin
  if v_user_id is null or not private.mfa_passed() or private.is_staff(v_user_id) then
    raise exception 'not_member' using errcode = '42501', detail = 'Sign in with a client account to start a company.';
  end if;
  if not private.valid_company_name(p_name) then
    raise exception 'invalid_name' using errcode = 'P0001', detail = 'A company name is one line of 1 to 120 characters.';
  end if;
  -- The user's row lock: two requests at once cannot both find no company.
  select u.email::text into v_email from auth.users u where u.id = v_user_id for update;
  if exists (select 1 from public.company_members m where m.user_id = v_user_id) then
    raise exception 'has_company' using errcode = 'P0001', detail = 'This account is in a company already.';
  end if;
  insert into public.companies (name) values (p_name) returning id into v_company_id;
  insert into public.company_members (company_id, user_id, role, email) values (v_company_id, v_user_id, 'owner', coalesce(v_email, ''));
  perform private.record_staff_change('company', v_company_id, 'created', jsonb_build_object(
    'name', jsonb_build_object('from', null, 'to', p_name)
  ));
  perform private.record_staff_change('company', v_company_id, 'member_added', jsonb_build_object(
    'member', jsonb_build_object('from', null, 'to', v_email),
    'role', jsonb_build_object('from', null, 'to', 'owner')
  ));
  return jsonb_build_object('company_id', v_company_id, 'company', p_name);
end
$$;
revoke execute on function public.create_company(text) from public, anon;
grant execute on function public.create_company(text) to authenticated;

revoke execute on function public.staff_companies(), public.staff_create_company(text, text, text) from public, anon;
grant execute on function public.staff_companies(), public.staff_create_company(text, text, text) to authenticated;
