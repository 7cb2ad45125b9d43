-- Satisfaction after resolution (docs/decisions/0021-live-support.md): once a ticket is resolved,
-- a member of its company rates the answer from 1 to 5 with an optional comment, once, from the
-- ticket page or from a signed link in the resolution e-mail. Staff read the rating on the ticket
-- and the weekly average in the response report.
--
-- Errors the portal meets (PostgREST status in brackets):
--   23505 [409]  already_rated: the ticket has its rating (a link works once)
--   P0001 [400]  not_resolved; rating_link_invalid (a forged or damaged link); a score outside 1..5
--                or a comment over 2000 characters (23514 [400])
--   42501 [403]  a ticket the caller may not read, or staff rating a ticket

create table public.ticket_ratings (
  ticket_id uuid primary key references public.support_tickets (id) on delete cascade,
  score smallint not null constraint ticket_ratings_score_check check (score between 1 and 5),
  -- free text with line breaks, up to 2000 characters; null when none was left
  comment text
    constraint ticket_ratings_comment_check
    check (comment is null or (char_length(comment) <= 2000 and btrim(comment, E' \t\r\n') <> '')),
  -- the member who rated on the ticket page; null when rated through the e-mailed link
  rated_by uuid references auth.users (id) on delete set null,
  via text not null constraint ticket_ratings_via_check check (via in ('page', 'link')),
  rated_at timestamptz not null default now()
);

alter table public.ticket_ratings enable row level security;
revoke all on table public.ticket_ratings from anon, authenticated;
grant select on table public.ticket_ratings to authenticated;

-- Whoever may read the ticket reads its rating: its company's members past the gate, and staff
-- (the tickets' own policies decide, as the subquery runs as the reader). Written only by the
-- functions below.
create policy "Who reads a ticket reads its rating"
  on public.ticket_ratings
  for select
  to authenticated
  using (exists (select 1 from public.support_tickets t where t.id = ticket_ratings.ticket_id));

-- The key that signs rating links, as invitations are signed: a token is
-- `<ticket id>.<hex HMAC-SHA256 of the id>`, nothing of it stored. The rating itself makes a link
-- used: a ticket takes one.
create table private.rating_keys (
  id boolean primary key default true constraint rating_keys_one_row check (id),
  secret bytea not null
);
revoke all on table private.rating_keys from public, anon, authenticated;
insert into private.rating_keys (secret) values (extensions.gen_random_bytes(32));

create function private.rating_token(p_ticket_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_ticket_id::text || '.' || encode(extensions.hmac(convert_to(p_ticket_id::text, 'UTF8'), k.secret, 'sha256'), 'hex')
  from private.rating_keys k
$$;
revoke execute on function private.rating_token(uuid) from public, anon, authenticated;

-- The ticket a rating link names once its signature checks out; null for anything else.
create function private.ticket_of_rating_token(p_token text) returns uuid
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
    return null;
  end if;
  v_id := split_part(p_token, '.', 1)::uuid;
  -- Both sides hashed before comparing, as for invitations: the time taken tells nothing.
  if extensions.digest(private.rating_token(v_id), 'sha256') is distinct from extensions.digest(p_token, 'sha256') then
    return null;
  end if;
  return v_id;
end
$$;
revoke execute on function private.ticket_of_rating_token(text) from public, anon, authenticated;

-- Stores the rating of a resolved ticket, once.
create function private.store_rating(p_ticket_id uuid, p_score integer, p_comment text, p_via text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select t.status into v_status from public.support_tickets t where t.id = p_ticket_id for update;
  if v_status is distinct from 'resolved' then
    raise exception 'not_resolved' using errcode = 'P0001', detail = 'Only a resolved ticket can be rated.';
  end if;
  insert into public.ticket_ratings (ticket_id, score, comment, rated_by, via)
  values (p_ticket_id, p_score, nullif(btrim(p_comment, E' \t\r\n'), ''), auth.uid(), p_via)
  on conflict (ticket_id) do nothing;
  if not found then
    raise exception 'already_rated' using errcode = '23505', detail = 'This ticket has already been rated.';
  end if;
end
$$;
revoke execute on function private.store_rating(uuid, integer, text, text) from public, anon, authenticated;

-- From the ticket page: a member of a company the caller passes rates its resolved ticket.
create function public.rate_ticket(p_ticket_id uuid, p_score integer, p_comment text default null) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.support_tickets t
    where t.id = p_ticket_id and t.company_id = any (private.passed_company_ids())
  ) then
    raise exception 'not_allowed' using errcode = '42501', detail = 'Only a member of the ticket''s company can rate it.';
  end if;
  perform private.store_rating(p_ticket_id, p_score, p_comment, 'page');
end
$$;
revoke execute on function public.rate_ticket(uuid, integer, text) from public, anon;
grant execute on function public.rate_ticket(uuid, integer, text) to authenticated;

-- From the e-mailed link, signed in or not: the signature is the permission.
create function public.rate_ticket_by_link(p_token text, p_score integer, p_comment text default null) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ticket_id uuid := private.ticket_of_rating_token(p_token);
begin
  if v_ticket_id is null then
    raise exception 'rating_link_invalid' using errcode = 'P0001', detail = 'This rating link is not valid.';
  end if;
  perform private.store_rating(v_ticket_id, p_score, p_comment, 'link');
end
$$;
revoke execute on function public.rate_ticket_by_link(text, integer, text) from public;
grant execute on function public.rate_ticket_by_link(text, integer, text) to anon, authenticated;

-- What the rating page shows for a link before anything is sent: the ticket's number, and
-- whether it is resolved and already rated. No row for a link that is not valid.
create function public.rating_link_ticket(p_token text)
returns table (number bigint, resolved boolean, rated boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select t.number, t.status = 'resolved', exists (select 1 from public.ticket_ratings r where r.ticket_id = t.id)
  from public.support_tickets t
  where t.id = private.ticket_of_rating_token(p_token)
$$;
revoke execute on function public.rating_link_ticket(text) from public;
grant execute on function public.rating_link_ticket(text) to anon, authenticated;

-- The resolution e-mail carries the rating link: {rate} is the page with the token in its
-- fragment, which never reaches a server, a log or a cache.
insert into private.notice_templates (kind, locale, subject, body) values
  ('ticket_resolved', 'en', 'Your ticket TKT-{number} is resolved',
   E'Our team resolved your ticket TKT-{number}.\n\nSee the ticket here:\n{link}\n\n'
   'How did we do? Rate our answer from 1 to 5 (it takes a few seconds, and the link works once):\n{rate}'),
  ('ticket_resolved', 'id', 'Tiket Anda TKT-{number} telah selesai',
   E'Tim kami telah menyelesaikan tiket Anda TKT-{number}.\n\nLihat tiketnya di sini:\n{link}\n\n'
   'Bagaimana layanan kami? Beri nilai jawaban kami dari 1 sampai 5 (hanya beberapa detik, dan tautan ini hanya berlaku sekali):\n{rate}'),
  ('ticket_resolved', 'ms', 'Tiket anda TKT-{number} telah selesai',
   E'Pasukan kami telah menyelesaikan tiket anda TKT-{number}.\n\nLihat tiket di sini:\n{link}\n\n'
   'Bagaimana prestasi kami? Nilaikan jawapan kami dari 1 hingga 5 (hanya beberapa saat, dan pautan ini berfungsi sekali sahaja):\n{rate}');

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
      if new.status = 'resolved' then
        perform private.notify_company_person(new.company_id, new.client_id, 'ticket_resolved', jsonb_build_object(
          'number', new.number,
          'path', '/support/tickets/' || new.number,
          'rate', coalesce(private.app_setting('site_url'), '') || '/support/rate#token=' || private.rating_token(new.id)
        ));
      else
        perform private.notify_company_person(new.company_id, new.client_id, 'ticket_status', jsonb_build_object(
          'number', new.number, 'status', 'ticket.' || new.status, 'path', '/support/tickets/' || new.number
        ));
      end if;
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

-- A rating is a change of the ticket its company and staff see live.
create function private.broadcast_rating() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ticket public.support_tickets;
begin
  select * into v_ticket from public.support_tickets t where t.id = new.ticket_id;
  perform realtime.send(jsonb_build_object('number', v_ticket.number), 'rated', 'ticket:' || v_ticket.id, true);
  perform realtime.send(jsonb_build_object('number', v_ticket.number), 'rated', 'staff:tickets', true);
  return null;
end
$$;
revoke execute on function private.broadcast_rating() from public, anon, authenticated;

create trigger ticket_ratings_broadcast after insert on public.ticket_ratings
  for each row execute function private.broadcast_rating();

-- The share of tickets answered within target (20261127000200_response_targets_live.sql), per
-- week (Monday, UTC) and priority, for the last p_weeks weeks, with their ratings: how many, and
-- their sum (the page divides, so a week's average over its priorities is exact). A ticket counts
-- once its answer is in or its due time has passed: one still waiting inside its target is not yet
-- a success or a miss. Staff past the second factor only (42501 [403] for anyone else).
create function public.staff_response_report(p_weeks integer default 8)
returns table (
  week date, priority text, counted integer, within_target integer, missed integer, waiting integer,
  rated integer, rating_sum integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.staff_passed() then
    raise exception 'staff_only' using errcode = '42501', detail = 'Only staff who passed the second factor may read the report.';
  end if;
  return query
  select
    (date_trunc('week', t.created_at at time zone 'UTC'))::date as week,
    t.priority,
    count(*) filter (where t.first_responded_at is not null or t.first_response_due_at <= now())::integer,
    count(*) filter (where t.first_responded_at <= t.first_response_due_at)::integer,
    count(*) filter (
      where coalesce(t.first_responded_at, now()) > t.first_response_due_at
        and (t.first_responded_at is not null or t.first_response_due_at <= now())
    )::integer,
    count(*) filter (where t.first_responded_at is null and t.first_response_due_at > now())::integer,
    count(r.score)::integer,
    coalesce(sum(r.score), 0)::integer
  from public.support_tickets t
  left join public.ticket_ratings r on r.ticket_id = t.id
  where t.created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
    - make_interval(weeks => greatest(least(coalesce(p_weeks, 8), 52), 1) - 1)
  group by 1, 2
  order by 1 desc, 2;
end
$$;
revoke execute on function public.staff_response_report(integer) from public, anon;
grant execute on function public.staff_response_report(integer) to authenticated;
