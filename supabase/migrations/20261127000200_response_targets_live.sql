-- Response targets and live updates of tickets (docs/decisions/0021-live-support.md).
--
-- Response targets: every ticket gets a first-response due time from its priority, in the site's
-- own tiers (the FAQ's "Support response times"): critical 15 minutes, high 1 hour, medium (the
-- FAQ's "Standard") 4 hours, low 24 hours. Support is 24/7, so the clock never pauses. The first
-- staff message stamps the first response; a ticket past its due time without one is e-mailed to
-- the staff inbox once, by the mail worker's round (outbox_queue_missed_targets). The staff report
-- of these figures comes with the ratings (20261127000300_ticket_ratings.sql).
--
-- Live updates: a change to a ticket or its conversation is broadcast with realtime.send to
-- private topics that say only which ticket changed (its number), never what it says:
--   ticket:<ticket id>    who may read the ticket (its company's members past the gate; staff)
--   company:<company id>  the company's members past the gate (lists and dashboard counts)
--   staff:tickets         staff past the second factor (the queue)
-- Receivers read the change through the API, under row-level security, as they read anything
-- else. The SELECT policy on realtime.messages below decides who may join a topic; nobody may
-- send on them (no INSERT policy).
--
-- Errors the portal meets (PostgREST status in brackets):
--   23514 [400]  a priority outside the four

-- ---------------------------------------------------------------------------------------------
-- Response targets
-- ---------------------------------------------------------------------------------------------

alter table public.support_tickets drop constraint support_tickets_priority_check;
alter table public.support_tickets add constraint support_tickets_priority_check
  check (priority in ('low', 'medium', 'high', 'critical'));

-- The first-response target of a priority (shared/lib/response-targets.ts keeps the same table
-- for the screens, and its tests compare the two).
create function private.first_response_target(p_priority text) returns interval
language sql
immutable
set search_path = ''
as $$
  select case p_priority
    when 'critical' then interval '15 minutes'
    when 'high' then interval '1 hour'
    when 'medium' then interval '4 hours'
    when 'low' then interval '24 hours'
  end
$$;
revoke execute on function private.first_response_target(text) from public, anon, authenticated;

alter table public.support_tickets
  -- when the first staff answer is due: created_at + the priority's target
  add column first_response_due_at timestamptz,
  -- when staff first answered (the first staff message); null while nobody has
  add column first_responded_at timestamptz,
  -- when the staff inbox was told the target was missed; set once, so it is told once
  add column target_missed_noticed_at timestamptz;

update public.support_tickets t
set first_response_due_at = t.created_at + private.first_response_target(t.priority),
    first_responded_at = (select min(m.created_at) from public.ticket_messages m where m.ticket_id = t.id and m.from_staff),
    -- Tickets from before targets existed are never reported as missed.
    target_missed_noticed_at = now();

-- The trigger below sets it on every insert; the default only says a request need not name it.
alter table public.support_tickets alter column first_response_due_at set default now();
alter table public.support_tickets alter column first_response_due_at set not null;

-- The staff queue: unanswered tickets by due time.
create index support_tickets_unanswered_due_idx on public.support_tickets (first_response_due_at)
  where first_responded_at is null and status <> 'resolved';

-- The due time follows from the priority and the ticket's own creation time; nobody writes it
-- (clients may insert only subject, category, priority, description and company_id).
create function private.set_first_response_due() returns trigger
language plpgsql
-- The client's insert runs it: private is no schema of theirs.
security definer
set search_path = ''
as $$
begin
  -- No target for a priority outside the four: the row's check refuses it next (23514), not the
  -- not-null rule.
  new.first_response_due_at := new.created_at + coalesce(private.first_response_target(new.priority), interval '0');
  return new;
end
$$;
revoke execute on function private.set_first_response_due() from public, anon, authenticated;

create trigger support_tickets_first_response_due before insert on public.support_tickets
  for each row execute function private.set_first_response_due();

-- The first staff message is the first response. Security definer: the message's author (staff)
-- writes no ticket column but status.
create function private.stamp_first_response() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.from_staff then
    update public.support_tickets t set first_responded_at = new.created_at
    where t.id = new.ticket_id and t.first_responded_at is null;
  end if;
  return null;
end
$$;
revoke execute on function private.stamp_first_response() from public, anon, authenticated;

create trigger ticket_messages_first_response after insert on public.ticket_messages
  for each row execute function private.stamp_first_response();

insert into private.notice_templates (kind, locale, subject, body) values
  ('staff_target_missed', 'en', 'Response target missed: TKT-{number}',
   E'Ticket TKT-{number} ({priority} priority) was due a first answer at {due} (UTC) and has none yet.\n\n'
   'Answer it in the staff workspace:\n{link}');

-- Queues the missed-target notice of every ticket past its due time with no staff answer that
-- was not noticed yet, and marks each noticed, so each is e-mailed once; returns how many. The
-- mail worker calls it every round (mail-worker/src/outbox-worker.ts); several workers may: the
-- rows are locked, and one that another worker holds is left to it.
create function public.outbox_queue_missed_targets() returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ticket record;
  v_count integer := 0;
begin
  for v_ticket in
    select t.id, t.number, t.priority, t.first_response_due_at
    from public.support_tickets t
    where t.first_responded_at is null
      and t.status <> 'resolved'
      and t.first_response_due_at <= now()
      and t.target_missed_noticed_at is null
    order by t.first_response_due_at
    for update skip locked
  loop
    update public.support_tickets set target_missed_noticed_at = now() where id = v_ticket.id;
    perform private.notify_staff('staff_target_missed', jsonb_build_object(
      'number', v_ticket.number,
      'priority', v_ticket.priority,
      'due', to_char(v_ticket.first_response_due_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI'),
      'path', '/staff/tickets/' || v_ticket.number
    ));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
revoke execute on function public.outbox_queue_missed_targets() from public, anon, authenticated;
grant execute on function public.outbox_queue_missed_targets() to service_role;

-- ---------------------------------------------------------------------------------------------
-- Live updates
-- ---------------------------------------------------------------------------------------------

-- The id in a topic '<kind>:<uuid>', or null when the topic is not one of that kind. Never
-- raises: a malformed topic is refused by the policy, not answered with an error.
create function private.live_topic_id(p_topic text, p_kind text) returns uuid
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_id text := substring(p_topic from '^' || p_kind || ':([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$');
begin
  return v_id::uuid;
end
$$;
revoke execute on function private.live_topic_id(text, text) from public, anon;
-- The policy below runs it as the caller.
grant execute on function private.live_topic_id(text, text) to authenticated;

-- Joining a topic is reading what is broadcast on it. The checks run as the caller, so the
-- tickets' and companies' own policies decide, exactly as for a read through the API: a member of
-- another company, a member short of the company's gate, anon and an expired token get nothing.
create policy "Live ticket updates reach who may read the ticket"
  on realtime.messages
  for select
  to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (
      ((select realtime.topic()) = 'staff:tickets' and (select private.staff_passed()))
      or exists (
        select 1 from public.support_tickets t
        where t.id = private.live_topic_id((select realtime.topic()), 'ticket')
      )
      or private.live_topic_id((select realtime.topic()), 'company') = any ((select private.passed_company_ids())::uuid[])
    )
  );

-- Broadcasts that a ticket changed (a new ticket, a status, a message): to the ticket, its
-- company and the staff queue. The payload is the ticket's number and nothing else.
-- realtime.send never raises (a failed broadcast must not undo the change): receivers that miss
-- one read again when they reconnect.
create function private.broadcast_ticket_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ticket public.support_tickets;
  v_event text := case when tg_table_name = 'ticket_messages' then 'message' when tg_op = 'INSERT' then 'created' else 'updated' end;
begin
  if tg_table_name = 'ticket_messages' then
    select * into v_ticket from public.support_tickets t where t.id = new.ticket_id;
  else
    v_ticket := new;
  end if;
  if v_ticket.id is null then
    return null;
  end if;
  perform realtime.send(jsonb_build_object('number', v_ticket.number), v_event, 'ticket:' || v_ticket.id, true);
  perform realtime.send(jsonb_build_object('number', v_ticket.number), v_event, 'company:' || v_ticket.company_id, true);
  perform realtime.send(jsonb_build_object('number', v_ticket.number), v_event, 'staff:tickets', true);
  return null;
end
$$;
revoke execute on function private.broadcast_ticket_change() from public, anon, authenticated;

create trigger support_tickets_broadcast after insert or update of status on public.support_tickets
  for each row execute function private.broadcast_ticket_change();
create trigger ticket_messages_broadcast after insert on public.ticket_messages
  for each row execute function private.broadcast_ticket_change();
