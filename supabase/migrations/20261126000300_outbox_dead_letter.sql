-- The outbox for the separate mail worker (mail-worker/, docs/decisions/0015-mail-worker.md):
-- bounded retries ending in a dead letter that staff can see and re-queue, a stable idempotency
-- key per message, a way for a stopping worker to hand back what it claimed but did not send,
-- and the figures the worker exports as metrics (backlog, age of the oldest pending message).
--
-- A message is, from now on, exactly one of:
--   pending   sent_at is null, dead_at is null, expires_at > now()   (the worker claims these)
--   sent      sent_at is not null
--   dead      dead_at is not null: tried outbox_max_attempts() times, or expired undelivered
-- Scheduling stays in the database: the worker only sends and reports.

-- ---------------------------------------------------------------------------------------------
-- Dead letters
-- ---------------------------------------------------------------------------------------------

alter table private.mail_outbox
  add column dead_at timestamptz,
  -- why it is dead: 'attempts' (the last allowed try failed) or 'expired' (not sent in time)
  add column dead_reason text constraint mail_outbox_dead_reason_check check (dead_reason in ('attempts', 'expired')),
  add constraint mail_outbox_dead_check check ((dead_at is null) = (dead_reason is null));

create index mail_outbox_dead_idx on private.mail_outbox (dead_at desc) where dead_at is not null;
-- The pending set (backlog, oldest pending) is the due index's set minus dead letters.
drop index private.mail_outbox_due_idx;
create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where sent_at is null and dead_at is null;

-- Mail that expired before this migration without going out is undelivered mail, too.
update private.mail_outbox
set dead_at = expires_at, dead_reason = 'expired'
where sent_at is null and expires_at <= now();

-- Tries per message before it becomes a dead letter. With the backoff of outbox_failed (2, 4, …
-- 256 s, then every 300 s) the 30th try comes about two hours after the first: a mail server
-- outage shorter than that delivers everything by itself; a longer one leaves dead letters that
-- staff re-queue. Code and link mails expire long before (10 minutes, the link's lifetime).
create function private.outbox_max_attempts() returns integer
language sql
immutable
set search_path = ''
as $$
  select 30
$$;
revoke execute on function private.outbox_max_attempts() from public, anon, authenticated;

-- E-mail addresses in a mail server's error text ("550 <jo@example.com>: no such user") are
-- replaced before the text is stored: staff read last_error, and logs quote it.
create function private.outbox_redact(p_text text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(coalesce(p_text, ''), '[^[:space:]<>()",;:]+@[^[:space:]<>()",;:]+', '[address]', 'g')
$$;
revoke execute on function private.outbox_redact(text) from public, anon, authenticated;

-- Empties the body of every delivered or expired message, and marks expired undelivered mail
-- dead. Rows another transaction holds are skipped, as before.
create or replace function private.scrub_outbox() returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox m
  set body_text = '',
      scrubbed_at = now(),
      dead_at = case when m.sent_at is null then coalesce(m.dead_at, now()) else m.dead_at end,
      dead_reason = case when m.sent_at is null then coalesce(m.dead_reason, 'expired') else m.dead_reason end
  where m.id in (
    select o.id
    from private.mail_outbox o
    where o.scrubbed_at is null and (o.sent_at is not null or o.expires_at <= now())
    for update skip locked
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- The worker's functions (service_role only)
-- ---------------------------------------------------------------------------------------------

-- As before, plus created_at (the worker builds the message's idempotency key from id and
-- created_at, stable across re-sends and unique across databases whose ids restart) and the
-- attempt this is (1 for the first try). Dead letters are never claimed.
drop function public.outbox_claim(integer);
create function public.outbox_claim(max_rows integer default 20)
returns table (id bigint, recipient text, subject text, body_text text, created_at timestamptz, attempt integer)
language sql
volatile
security definer
set search_path = ''
as $$
  select private.scrub_outbox();

  with due as (
    select m.id
    from private.mail_outbox m
    where m.sent_at is null and m.dead_at is null and m.expires_at > now() and m.next_attempt_at <= now()
    order by m.next_attempt_at, m.id
    limit least(greatest(coalesce(outbox_claim.max_rows, 20), 0), 100)
    for update skip locked
  ),
  leased as (
    update private.mail_outbox m
    set next_attempt_at = now() + interval '60 seconds', last_attempt_at = now()
    from due
    where m.id = due.id
    returning m.id, m.recipient, m.subject, m.body_text, m.created_at, m.attempts + 1 as attempt
  )
  select l.id, l.recipient, l.subject, l.body_text, l.created_at, l.attempt from leased l order by l.id
$$;

-- The message did not go out: count the try and schedule the next least(300, 2^attempts) seconds
-- from now, or, when this was the last allowed try, make it a dead letter (its body stays until
-- it expires, so staff can re-queue it meanwhile). Returns {"attempts": n, "dead": bool}, or
-- null for a message that is not pending (sent, dead or unknown).
drop function public.outbox_failed(bigint, text);
create function public.outbox_failed(message_id bigint, error text) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox m
  set attempts = m.attempts + 1,
      last_error = left(private.outbox_redact(outbox_failed.error), 2000),
      last_attempt_at = now(),
      -- the exponent is capped too, so 2^attempts never overflows a double
      next_attempt_at = now() + make_interval(secs => least(300, power(2, least(m.attempts + 1, 30)))),
      dead_at = case when m.attempts + 1 >= private.outbox_max_attempts() then now() end,
      dead_reason = case when m.attempts + 1 >= private.outbox_max_attempts() then 'attempts' end
  where m.id = outbox_failed.message_id and m.sent_at is null and m.dead_at is null
  returning jsonb_build_object('attempts', m.attempts, 'dead', m.dead_at is not null)
$$;

-- The message went out: as before, and a message that went out after all is no dead letter (a
-- slow send can finish after its lease passed to another worker that gave up on it).
create or replace function public.outbox_delivered(message_id bigint) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox m
  set sent_at = coalesce(m.sent_at, now()),
      body_text = '',
      scrubbed_at = coalesce(m.scrubbed_at, now()),
      last_error = null,
      dead_at = null,
      dead_reason = null
  where m.id = outbox_delivered.message_id
$$;

-- A stopping worker hands back messages it claimed but did not try: due again at once instead of
-- at the end of their 60 s lease. Only leased, pending messages move; returns how many did.
-- message_ids is a JSON array of ids (jsonb rather than bigint[]: the local stand-in's RPC passes
-- JSON arguments through as they are).
create function public.outbox_release(message_ids jsonb) returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with released as (
    update private.mail_outbox m
    set next_attempt_at = now()
    where m.id in (
        select e.value::bigint
        from jsonb_array_elements_text(case when jsonb_typeof(outbox_release.message_ids) = 'array' then outbox_release.message_ids else '[]'::jsonb end) e
        where e.value ~ '^[0-9]{1,18}$'
      )
      and m.sent_at is null and m.dead_at is null and m.next_attempt_at > now()
    returning 1
  )
  select count(*)::integer from released
$$;

-- Queues a message as the service role: for jobs outside the database, and for an operator's
-- test mail after setting up SMTP (docs/deploy.md). not_before holds it back until then (a
-- message that must not go out before a time); expires_in, how long it is worth sending.
create function public.outbox_enqueue(
  recipient text,
  subject text,
  body_text text,
  not_before timestamptz default now(),
  expires_in interval default interval '1 day'
) returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.mail_outbox (recipient, subject, body_text, next_attempt_at, expires_at)
  values (
    outbox_enqueue.recipient,
    outbox_enqueue.subject,
    outbox_enqueue.body_text,
    coalesce(outbox_enqueue.not_before, now()),
    greatest(coalesce(outbox_enqueue.not_before, now()), now()) + coalesce(outbox_enqueue.expires_in, interval '1 day')
  )
  returning id
$$;

-- What the worker exports as gauges: pending messages, the age in seconds of the oldest one
-- (0 when none), and dead letters of the last 24 hours.
create function public.outbox_stats()
returns table (pending bigint, oldest_pending_seconds double precision, dead_last_day bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select
    count(*) filter (where m.sent_at is null and m.dead_at is null and m.expires_at > now()),
    coalesce(extract(epoch from now() - min(m.created_at) filter (
      where m.sent_at is null and m.dead_at is null and m.expires_at > now()
    ))::double precision, 0),
    count(*) filter (where m.dead_at > now() - interval '1 day')
  from private.mail_outbox m
$$;

revoke execute on function public.outbox_claim(integer), public.outbox_failed(bigint, text), public.outbox_release(jsonb),
  public.outbox_enqueue(text, text, text, timestamptz, interval), public.outbox_stats() from public, anon, authenticated;
grant execute on function public.outbox_claim(integer), public.outbox_failed(bigint, text), public.outbox_release(jsonb),
  public.outbox_enqueue(text, text, text, timestamptz, interval), public.outbox_stats() to service_role;

-- ---------------------------------------------------------------------------------------------
-- Staff: see undelivered mail, re-queue one (the staff gate, as staff_clients)
-- ---------------------------------------------------------------------------------------------

-- Dead letters, newest first (at most 200): the subject, the recipient masked (first character of
-- the local part and the domain: enough to tell who it was for, without handing out addresses),
-- tries, the last error (addresses already redacted), why it died, and whether it can still be
-- re-queued (its body is still there, it has not expired). 42501 (403) for anyone but staff.
create function public.staff_undelivered_mail()
returns table (
  id bigint,
  subject text,
  recipient_masked text,
  attempts integer,
  last_error text,
  reason text,
  created_at timestamptz,
  dead_at timestamptz,
  retryable boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.staff_passed() then
    raise exception 'not_staff' using errcode = '42501', detail = 'Only staff who passed the second factor may read undelivered mail.';
  end if;
  return query
    select m.id,
           m.subject,
           left(m.recipient, 1) || '***@' || split_part(m.recipient, '@', 2),
           m.attempts,
           private.outbox_redact(m.last_error),
           m.dead_reason,
           m.created_at,
           m.dead_at,
           m.scrubbed_at is null and m.expires_at > now()
    from private.mail_outbox m
    where m.dead_at is not null
    order by m.dead_at desc, m.id desc
    limit 200;
end
$$;

-- Re-queues a dead letter: due now, with a fresh set of tries. 42501 (403) for anyone but staff,
-- P0002 → 404 for no such dead letter, PT409 (409) for one that can no longer go out (expired or
-- emptied). Returns the message's id.
create function public.staff_retry_mail(message_id bigint) returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row private.mail_outbox;
begin
  if not private.staff_passed() then
    raise exception 'not_staff' using errcode = '42501', detail = 'Only staff who passed the second factor may re-queue mail.';
  end if;
  select * into v_row from private.mail_outbox m where m.id = staff_retry_mail.message_id and m.dead_at is not null for update;
  if not found then
    raise exception 'no_dead_letter' using errcode = 'PT404', detail = 'No undelivered mail has this id.';
  end if;
  if v_row.scrubbed_at is not null or v_row.expires_at <= now() then
    raise exception 'mail_expired' using errcode = 'PT409', detail = 'This mail expired; it can no longer be sent.';
  end if;
  update private.mail_outbox m
  set dead_at = null, dead_reason = null, attempts = 0, next_attempt_at = now()
  where m.id = v_row.id;
  return v_row.id;
end
$$;

revoke execute on function public.staff_undelivered_mail(), public.staff_retry_mail(bigint) from public, anon;
grant execute on function public.staff_undelivered_mail(), public.staff_retry_mail(bigint) to authenticated;
