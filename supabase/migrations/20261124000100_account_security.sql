-- Account security (docs/decisions/0001-account-security.md, "Database"): second-factor limits per
-- user across sessions, switching the second factor on and off, live sessions for data access, an
-- outbox that only the service role delivers, and limits on anonymous writes.
--
-- Everything new in public revokes the hosted default privileges first; bookkeeping lives in the
-- private schema, which the API roles cannot reach.

-- ---------------------------------------------------------------------------------------------
-- Private bookkeeping
-- ---------------------------------------------------------------------------------------------

-- One row per user that ever asked for or checked a code. Its row lock serialises a user's code
-- requests and checks across all sessions, so the per-user counts below are exact.
create table private.mfa_locks (
  user_id uuid primary key references auth.users on delete cascade,
  -- the second factor is locked while locked_until > now(); null = never locked
  locked_until timestamptz,
  locked_at timestamptz
);

-- Wrong codes, per user, kept for the rolling hour that the lock counts (pruned per user as that
-- user fails again, so at most a handful of rows per user outlive their hour).
create table private.mfa_failures (
  id bigserial primary key,
  user_id uuid not null references auth.users on delete cascade,
  session_id uuid not null,
  failed_at timestamptz not null default now()
);
create index mfa_failures_user_failed_idx on private.mfa_failures (user_id, failed_at);

-- Anonymous messages (feedback + contact) per client, for the rolling-hour limit.
create table private.message_log (
  id bigserial primary key,
  client text not null,
  created_at timestamptz not null default now()
);
create index message_log_client_created_idx on private.message_log (client, created_at);
create index message_log_created_idx on private.message_log (created_at);

revoke all on table private.mfa_locks, private.mfa_failures, private.message_log from public, anon, authenticated;
revoke all on sequence private.mfa_failures_id_seq, private.message_log_id_seq from public, anon, authenticated;

-- "Codes issued per user per hour" counts mfa_challenges by creation time.
create index mfa_challenges_user_created_idx on public.mfa_challenges (user_id, created_at);

-- ---------------------------------------------------------------------------------------------
-- Outbox: expiry, retry schedule, scrubbing
-- ---------------------------------------------------------------------------------------------

-- Existing rows and writers that do not say otherwise (notices) are worth sending for a day.
alter table private.mail_outbox
  add column expires_at timestamptz not null default (now() + interval '1 day'),
  -- due time; a claim leases the message by moving it 60 s ahead
  add column next_attempt_at timestamptz not null default now(),
  add column last_attempt_at timestamptz,
  -- set when the body is emptied (delivered or expired): no code or link stays in the database
  add column scrubbed_at timestamptz;

create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where sent_at is null;
create index mail_outbox_unscrubbed_idx on private.mail_outbox (expires_at) where scrubbed_at is null;

-- Empties the body of every delivered or expired message (the subject is kept for the record).
-- Rows another transaction holds are skipped (that one is scrubbing or delivering them), so
-- concurrent callers never wait on each other here.
create function private.scrub_outbox() returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox m
  set body_text = '', scrubbed_at = now()
  where m.id in (
    select o.id
    from private.mail_outbox o
    where o.scrubbed_at is null and (o.sent_at is not null or o.expires_at <= now())
    for update skip locked
  )
$$;
revoke execute on function private.scrub_outbox() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Sessions and the MFA gate
-- ---------------------------------------------------------------------------------------------

-- The token's session_id when that session still exists for the caller, else null. Sign-out,
-- refresh-token reuse and a password change delete sessions; their tokens then stop working here
-- even though they are still signed and unexpired.
create function private.live_session_id() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.id
  from auth.sessions s
  where s.id = (auth.jwt() ->> 'session_id')::uuid
    and s.user_id = auth.uid()
$$;
revoke execute on function private.live_session_id() from public, anon, authenticated;

-- True when the caller's session is live and either needs no second factor (MFA off) or has
-- verified a code in it. No caller, no session_id or a deleted session → false.
create or replace function private.mfa_passed() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select case
        when not exists (select 1 from public.mfa_settings s where s.user_id = auth.uid() and s.enabled) then true
        else exists (
          select 1
          from public.mfa_challenges c
          where c.user_id = auth.uid() and c.session_id = l.id and c.verified
        )
      end
      from (select private.live_session_id() as id) l
      where l.id is not null
    ),
    false
  )
$$;

-- The caller's live session, or 42501 (PostgREST: 403) for no user, no session_id or a deleted
-- session.
create function private.require_live_session() returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_session_id uuid := private.live_session_id();
begin
  if v_session_id is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  return v_session_id;
end
$$;
revoke execute on function private.require_live_session() from public, anon, authenticated;

-- Takes the user's row lock (creating the row on first use) and returns when the lock on the
-- second factor ends, or null when it is not locked.
create function private.mfa_lock_user(p_user_id uuid) returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_locked_until timestamptz;
begin
  insert into private.mfa_locks (user_id) values (p_user_id) on conflict (user_id) do nothing;
  select l.locked_until into v_locked_until from private.mfa_locks l where l.user_id = p_user_id for update;
  if v_locked_until is not null and v_locked_until > now() then
    return v_locked_until;
  end if;
  return null;
end
$$;
revoke execute on function private.mfa_lock_user(uuid) from public, anon, authenticated;

-- Checks `p_code` against the latest live challenge of the session, under the user's row lock.
-- Shared by verify_mfa_code and set_mfa_enabled so both count failures and lock the same way.
-- Answers: {"status":"verified"} (the code is now used) | {"status":"invalid"[,"attempts_left":n]}
--   | {"status":"expired"} | {"status":"locked"} (this code had 5 wrong tries)
--   | {"status":"locked","locked_until":ts} (the user's second factor is locked)
create function private.mfa_check_code(p_user_id uuid, p_session_id uuid, p_code text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_locked_until timestamptz := private.mfa_lock_user(p_user_id);
  v_challenge public.mfa_challenges;
  v_attempts integer;
  v_failures integer;
  v_email text;
begin
  if v_locked_until is not null then
    return jsonb_build_object('status', 'locked', 'locked_until', v_locked_until);
  end if;

  select c.* into v_challenge
  from public.mfa_challenges c
  where c.user_id = p_user_id and c.session_id = p_session_id and not c.invalidated
  order by c.created_at desc
  limit 1
  for update;

  -- Nothing to guess against: not a failure.
  if not found then
    return jsonb_build_object('status', 'invalid');
  end if;
  -- Single use: a verified code cannot be replayed.
  if v_challenge.verified then
    return jsonb_build_object('status', 'invalid');
  end if;
  if v_challenge.expires_at <= now() then
    return jsonb_build_object('status', 'expired');
  end if;
  if v_challenge.attempts >= 5 then
    return jsonb_build_object('status', 'locked');
  end if;

  -- A malformed code is simply a wrong code (and costs an attempt).
  if p_code ~ '^[0-9]{6}$'
     and v_challenge.code_hash = encode(extensions.digest(v_challenge.id::text || ':' || p_code, 'sha256'), 'hex')
  then
    update public.mfa_challenges c set verified = true, verified_at = now() where c.id = v_challenge.id;
    return jsonb_build_object('status', 'verified');
  end if;

  update public.mfa_challenges c
  set attempts = c.attempts + 1
  where c.id = v_challenge.id
  returning c.attempts into v_attempts;

  -- Per user, all sessions, rolling hour; older entries are pruned as we go.
  delete from private.mfa_failures f where f.user_id = p_user_id and f.failed_at <= now() - interval '1 hour';
  insert into private.mfa_failures (user_id, session_id) values (p_user_id, p_session_id);
  select count(*) into v_failures
  from private.mfa_failures f
  where f.user_id = p_user_id and f.failed_at > now() - interval '1 hour';

  if v_failures >= 10 then
    v_locked_until := now() + interval '30 minutes';
    update private.mfa_locks l set locked_until = v_locked_until, locked_at = now() where l.user_id = p_user_id;
    -- One notice per lock: only the call that starts it gets here (the row lock is held, and
    -- every later call returns above while it lasts).
    select u.email into v_email from auth.users u where u.id = p_user_id;
    if v_email is not null then
      insert into private.mail_outbox (recipient, subject, body_text)
      values (
        v_email,
        'Meridian sign-in codes blocked for 30 minutes',
        format(
          E'Someone entered 10 wrong sign-in codes for your Meridian account within an hour. '
          'To protect your account, no sign-in code can be requested or used until %s UTC.\n\n'
          'Codes are only asked for after the correct password. If this was not you, someone '
          'else knows your password: reset it from the sign-in page and contact Meridian support.\n\n'
          'If it was you, wait until then and ask for a new code.',
          to_char(v_locked_until at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
        )
      );
    end if;
    return jsonb_build_object('status', 'locked', 'locked_until', v_locked_until);
  end if;

  if v_attempts >= 5 then
    return jsonb_build_object('status', 'locked');
  end if;
  return jsonb_build_object('status', 'invalid', 'attempts_left', 5 - v_attempts);
end
$$;
revoke execute on function private.mfa_check_code(uuid, uuid, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- RPCs (existing ones redefined; owner and grants are kept by create or replace)
-- ---------------------------------------------------------------------------------------------

-- Sends a new 6-digit code to the caller's e-mail for the current session, whether or not the
-- second factor is on (off: the code confirms turning it on). Returns when it expires, never the
-- code. Errors: 42501 no user / no live session, P0001 mfa_no_email, PT429 (HTTP 429, hint =
-- seconds to wait) mfa_locked | mfa_too_many_codes (5 per rolling hour per user) |
-- mfa_resend_cooldown (30 s per session).
create or replace function public.request_mfa_code() returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_session_id uuid := private.require_live_session();
  v_locked_until timestamptz;
  v_enabled boolean;
  v_email text;
  v_last_sent timestamptz;
  v_fifth_latest timestamptz;
  v_challenge_id uuid := gen_random_uuid();
  v_random bigint;
  v_code text;
  v_expires_at timestamptz := now() + interval '10 minutes';
  v_subject text;
  v_body text;
begin
  perform private.scrub_outbox();

  -- Row lock: a user's requests are serialised across sessions, so the limits hold.
  v_locked_until := private.mfa_lock_user(v_user_id);
  if v_locked_until is not null then
    raise exception 'mfa_locked'
      using errcode = 'PT429',
            detail = 'Too many wrong codes; the second factor is locked.',
            hint = greatest(1, ceil(extract(epoch from v_locked_until - now())))::integer::text;
  end if;

  -- Five codes per rolling hour per user: the 5th newest must be an hour old.
  select c.created_at into v_fifth_latest
  from public.mfa_challenges c
  where c.user_id = v_user_id and c.created_at > now() - interval '1 hour'
  order by c.created_at desc
  offset 4
  limit 1;
  if v_fifth_latest is not null then
    raise exception 'mfa_too_many_codes'
      using errcode = 'PT429',
            detail = 'Five codes were sent in the last hour.',
            hint = greatest(1, ceil(extract(epoch from v_fifth_latest + interval '1 hour' - now())))::integer::text;
  end if;

  -- Resend cooldown per session: limits e-mail volume and code churn.
  select max(c.created_at) into v_last_sent
  from public.mfa_challenges c
  where c.user_id = v_user_id and c.session_id = v_session_id;
  if v_last_sent is not null and v_last_sent > now() - interval '30 seconds' then
    raise exception 'mfa_resend_cooldown'
      using errcode = 'PT429',
            detail = 'A code was sent less than 30 seconds ago.',
            hint = greatest(1, ceil(extract(epoch from v_last_sent + interval '30 seconds' - now())))::integer::text;
  end if;

  select u.email into v_email from auth.users u where u.id = v_user_id;
  if v_email is null then
    raise exception 'mfa_no_email' using errcode = 'P0001';
  end if;

  -- Only this session's newest code is valid; another session's pending code stays valid, so a
  -- sign-in elsewhere cannot cancel the owner's code.
  update public.mfa_challenges c
  set invalidated = true
  where c.user_id = v_user_id and c.session_id = v_session_id and not c.verified and not c.invalidated;

  -- 32 random bits from pgcrypto (OS CSPRNG); reject the top 967296 values so that
  -- "mod 1000000" is exactly uniform (4294000000 is a multiple of 1000000).
  loop
    v_random := ('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint;
    exit when v_random < 4294000000;
  end loop;
  v_code := lpad((v_random % 1000000)::text, 6, '0');

  -- The challenge id salts the hash, so equal codes never produce equal hashes.
  insert into public.mfa_challenges (id, user_id, session_id, code_hash, expires_at)
  values (
    v_challenge_id,
    v_user_id,
    v_session_id,
    encode(extensions.digest(v_challenge_id::text || ':' || v_code, 'sha256'), 'hex'),
    v_expires_at
  );

  -- The wording says what the code is for, so an owner who did not ask knows what was tried.
  select coalesce(bool_or(s.enabled), false) into v_enabled from public.mfa_settings s where s.user_id = v_user_id;
  if not v_enabled then
    v_subject := 'Your Meridian code to turn on two-step sign-in';
    v_body := format(
      E'Your Meridian confirmation code is %s. Enter it to turn on two-step sign-in.\n\n'
      'It expires in 10 minutes and can be used once. If you did not ask for it, '
      'change your password and contact Meridian support.',
      v_code
    );
  elsif private.mfa_passed() then
    v_subject := 'Your Meridian code to turn off two-step sign-in';
    v_body := format(
      E'Your Meridian confirmation code is %s. Enter it to turn off two-step sign-in.\n\n'
      'It expires in 10 minutes and can be used once. If you did not ask for it, '
      'change your password and contact Meridian support.',
      v_code
    );
  else
    v_subject := 'Your Meridian sign-in code';
    v_body := format(
      E'Your Meridian sign-in code is %s.\n\n'
      'It expires in 10 minutes and can be used once. If you did not try to sign in, '
      'change your password and contact Meridian support.',
      v_code
    );
  end if;

  -- The mail is worth sending only while the code works.
  insert into private.mail_outbox (recipient, subject, body_text, expires_at)
  values (v_email, v_subject, v_body, v_expires_at);

  return jsonb_build_object('expires_at', v_expires_at, 'resend_after_seconds', 30);
end
$$;

-- Checks a code against the caller's latest live challenge of the current session. Never raises
-- for a bad code, so the counters are committed. Answers as private.mfa_check_code.
create or replace function public.verify_mfa_code(code text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  return private.mfa_check_code(auth.uid(), private.require_live_session(), verify_mfa_code.code);
end
$$;

-- {"enabled": bool, "verified": bool, "locked_until": ts|null} for the caller's current session;
-- verified is false whenever MFA is off (nothing to verify). Errors: 42501 without a user.
create or replace function public.mfa_status() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_enabled boolean;
  v_locked_until timestamptz;
begin
  if v_user_id is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  select coalesce(bool_or(s.enabled), false) into v_enabled from public.mfa_settings s where s.user_id = v_user_id;
  select l.locked_until into v_locked_until from private.mfa_locks l where l.user_id = v_user_id and l.locked_until > now();
  return jsonb_build_object(
    'enabled', v_enabled,
    'verified', v_enabled and private.mfa_passed(),
    'locked_until', v_locked_until
  );
end
$$;

-- Turns the second factor on or off, confirmed by the session's latest code (request_mfa_code),
-- checked as verify_mfa_code checks it (failures count and lock). Turning it off also needs a
-- session that has passed the second factor. On success the code is used (the session counts as
-- verified) and the owner is e-mailed when the setting changed.
-- Returns {"status":"enabled"|"disabled"} or the invalid/expired/locked answers of verify_mfa_code.
-- Errors: 42501 not_authenticated (no user / no live session), 42501 insufficient_aal (turning
-- off from a session that has not passed the second factor), 22023 enabled_required.
create function public.set_mfa_enabled(enabled boolean, code text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_enable boolean := set_mfa_enabled.enabled;
  v_user_id uuid := auth.uid();
  v_session_id uuid := private.require_live_session();
  v_was boolean;
  v_result jsonb;
  v_email text;
begin
  if v_enable is null then
    raise exception 'enabled_required' using errcode = '22023';
  end if;

  -- The user's row lock first, so the setting cannot change between the checks and the switch.
  perform private.mfa_lock_user(v_user_id);
  if not v_enable and not private.mfa_passed() then
    raise exception 'insufficient_aal'
      using errcode = '42501', detail = 'Turning off two-step sign-in needs a session that passed it.';
  end if;

  v_result := private.mfa_check_code(v_user_id, v_session_id, set_mfa_enabled.code);
  if v_result ->> 'status' <> 'verified' then
    return v_result;
  end if;

  select s.enabled into v_was from public.mfa_settings s where s.user_id = v_user_id for update;
  insert into public.mfa_settings as s (user_id, enabled, updated_at)
  values (v_user_id, v_enable, now())
  on conflict (user_id) do update set enabled = excluded.enabled, updated_at = excluded.updated_at
  where s.enabled is distinct from excluded.enabled;

  if coalesce(v_was, false) is distinct from v_enable then
    select u.email into v_email from auth.users u where u.id = v_user_id;
    if v_email is not null then
      insert into private.mail_outbox (recipient, subject, body_text)
      values (
        v_email,
        case when v_enable
          then 'Two-step sign-in is now on for your Meridian account'
          else 'Two-step sign-in is now off for your Meridian account'
        end,
        case when v_enable
          then format(
            E'Two-step sign-in was turned on for your Meridian account on %s UTC. From now on, '
            'signing in also asks for a six-digit code that we e-mail to this address.\n\n'
            'If you did not do this, reset your password from the sign-in page and contact '
            'Meridian support.',
            to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
          )
          else format(
            E'Two-step sign-in was turned off for your Meridian account on %s UTC. Signing in now '
            'needs only your password.\n\n'
            'If you did not do this, reset your password from the sign-in page, turn two-step '
            'sign-in back on and contact Meridian support.',
            to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
          )
        end
      );
    end if;
  end if;

  return jsonb_build_object('status', case when v_enable then 'enabled' else 'disabled' end);
end
$$;
revoke execute on function public.set_mfa_enabled(boolean, text) from public, anon, service_role;
grant execute on function public.set_mfa_enabled(boolean, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Outbox delivery: three functions for the delivery worker (service_role through PostgREST)
-- ---------------------------------------------------------------------------------------------

-- Scrubs delivered and expired messages, then returns up to max_rows (at most 100) due,
-- unexpired, undelivered messages oldest first and leases them for 60 s; skip locked, so two
-- workers never get the same message.
create function public.outbox_claim(max_rows integer default 20)
returns table (id bigint, recipient text, subject text, body_text text)
language sql
volatile
security definer
set search_path = ''
as $$
  select private.scrub_outbox();

  with due as (
    select m.id
    from private.mail_outbox m
    where m.sent_at is null and m.expires_at > now() and m.next_attempt_at <= now()
    order by m.next_attempt_at, m.id
    limit least(greatest(coalesce(outbox_claim.max_rows, 20), 0), 100)
    for update skip locked
  ),
  leased as (
    update private.mail_outbox m
    set next_attempt_at = now() + interval '60 seconds', last_attempt_at = now()
    from due
    where m.id = due.id
    returning m.id, m.recipient, m.subject, m.body_text
  )
  select l.id, l.recipient, l.subject, l.body_text from leased l order by l.id
$$;

-- The message went out: mark it sent and empty its body at once.
create function public.outbox_delivered(message_id bigint) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox m
  set sent_at = coalesce(m.sent_at, now()),
      body_text = '',
      scrubbed_at = coalesce(m.scrubbed_at, now()),
      last_error = null
  where m.id = outbox_delivered.message_id
$$;

-- The message did not go out: count the try and schedule the next one least(300, 2^attempts)
-- seconds from now (the end of this try). No cap on attempts: it is retried until it expires.
create function public.outbox_failed(message_id bigint, error text) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox m
  set attempts = m.attempts + 1,
      last_error = left(outbox_failed.error, 2000),
      last_attempt_at = now(),
      -- the exponent is capped too, so 2^attempts never overflows a double
      next_attempt_at = now() + make_interval(secs => least(300, power(2, least(m.attempts + 1, 30))))
  where m.id = outbox_failed.message_id and m.sent_at is null
$$;

revoke execute on function public.outbox_claim(integer), public.outbox_delivered(bigint), public.outbox_failed(bigint, text)
  from public, anon, authenticated;
grant execute on function public.outbox_claim(integer), public.outbox_delivered(bigint), public.outbox_failed(bigint, text)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- Anonymous writes: honeypot, one row per request, 30 messages per client per hour
-- ---------------------------------------------------------------------------------------------

-- A field people never see (hidden in the form); bots fill it. Never stored.
alter table public.feedback add column website text;
alter table public.contact_messages add column website text;
grant insert (website) on table public.feedback, public.contact_messages to anon, authenticated;

-- Before each row: drop honeypot rows silently (nothing stored, nothing counted), then count the
-- row against the client's limit. Security definer: the log is private.
create function private.guard_anonymous_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text;
  v_oldest timestamptz;
begin
  if new.website is not null and new.website <> '' then
    return null;
  end if;
  new.website := null;

  -- The first x-forwarded-for address PostgREST passes on (hosted: set by Supabase's gateway).
  v_client := coalesce(
    nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  );
  v_client := left(v_client, 100);

  -- Serialise one client's concurrent requests so the count holds (transaction-scoped lock).
  perform pg_advisory_xact_lock(hashtextextended('private.message_log:' || v_client, 0));
  -- Prune the whole log as we go; rows another request is pruning are left to it.
  delete from private.message_log l
  where l.id in (
    select o.id from private.message_log o where o.created_at <= now() - interval '1 hour' for update skip locked
  );

  -- 30 per rolling hour: the 30th newest must be an hour old.
  select l.created_at into v_oldest
  from private.message_log l
  where l.client = v_client
  order by l.created_at desc
  offset 29
  limit 1;
  if v_oldest is not null then
    raise exception 'too_many_messages'
      using errcode = 'PT429',
            detail = 'Too many messages from this address in the last hour.',
            hint = greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now())))::integer::text;
  end if;

  insert into private.message_log (client) values (v_client);
  return new;
end
$$;
revoke execute on function private.guard_anonymous_message() from public, anon, authenticated;

-- After each statement: a request stores at most one row (PostgREST sends a JSON array as one
-- multi-row insert). Honeypot rows never reach the transition table.
create function private.one_row_per_request() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from inserted) > 1 then
    raise exception 'one_row_per_request'
      using errcode = '22023', detail = 'Send one message per request.';
  end if;
  return null;
end
$$;
revoke execute on function private.one_row_per_request() from public, anon, authenticated;

create trigger feedback_guard before insert on public.feedback
  for each row execute function private.guard_anonymous_message();
create trigger contact_messages_guard before insert on public.contact_messages
  for each row execute function private.guard_anonymous_message();

create trigger feedback_one_row after insert on public.feedback
  referencing new table as inserted
  for each statement execute function private.one_row_per_request();
create trigger contact_messages_one_row after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.one_row_per_request();
