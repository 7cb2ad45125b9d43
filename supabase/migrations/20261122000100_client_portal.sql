-- Client portal: the projects a client may read, and an e-mailed one-time code as a second
-- sign-in step for clients who turned it on.
--
-- Security model: the browser talks to PostgREST as `authenticated`; it can only READ its own rows
-- and call three RPCs. Every write happens inside security definer functions (owned by the
-- migration role, which owns the tables and so is not subject to their RLS) or on the server.
-- Hosted default privileges grant ALL on new public objects to anon/authenticated, so everything
-- is revoked first and granted back explicitly.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.client_projects (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  title text not null
    constraint client_projects_title_key unique
    constraint client_projects_title_length check (char_length(title) between 1 and 200 and btrim(title) <> ''),
  description text not null default ''
    constraint client_projects_description_length check (char_length(description) <= 2000),
  status text not null
    constraint client_projects_status_check check (status in ('pending', 'in-progress', 'completed', 'rejected')),
  priority text not null
    constraint client_projects_priority_check check (priority in ('low', 'medium', 'high')),
  progress integer not null default 0
    constraint client_projects_progress_check check (progress between 0 and 100),
  start_date date,
  end_date date,
  -- whole dollars; bigint so large contracts never overflow
  budget bigint not null
    constraint client_projects_budget_check check (budget >= 0),
  created_at timestamptz not null default now(),
  -- NULL on either side passes: open-ended projects are allowed
  constraint client_projects_dates_check check (end_date >= start_date)
);

-- The portal lists a client's projects newest first.
create index client_projects_client_created_idx on public.client_projects (client_id, created_at desc);

create table public.mfa_settings (
  user_id uuid primary key references auth.users on delete cascade,
  enabled boolean not null default false,
  updated_at timestamptz not null default now()
);

-- One row per code sent. Only the hash is stored; the code itself exists only in the e-mail.
create table public.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users on delete cascade,
  -- the JWT session_id claim: a code verified in one session does not unlock another
  session_id uuid not null,
  code_hash text not null,
  expires_at timestamptz not null,
  verified boolean not null default false,
  verified_at timestamptz,
  -- set when a newer code is requested, so only the latest code works
  invalidated boolean not null default false,
  attempts integer not null default 0 constraint mfa_challenges_attempts_check check (attempts between 0 and 5),
  created_at timestamptz not null default now()
);

-- Every lookup is "latest challenge of this user in this session".
create index mfa_challenges_user_session_idx on public.mfa_challenges (user_id, session_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Private schema: never in the API's exposed schemas, no grants to the API roles.
-- ---------------------------------------------------------------------------------------------

create schema private;
revoke all on schema private from public, anon, authenticated;

-- Mail queued by the database; the server delivers it (SMTP) and records the outcome.
create table private.mail_outbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
revoke all on table private.mail_outbox from public, anon, authenticated;
revoke all on sequence private.mail_outbox_id_seq from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- MFA gate used by RLS
-- ---------------------------------------------------------------------------------------------

-- True when the caller needs no second factor (MFA off) or has verified a code in the current
-- session. Security definer because the caller has no access to mfa_challenges; empty
-- search_path so a caller cannot shadow the objects it uses. No caller (no sub) → false.
create function private.mfa_passed() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then false
    when not exists (
      select 1 from public.mfa_settings s where s.user_id = auth.uid() and s.enabled
    ) then true
    else exists (
      select 1
      from public.mfa_challenges c
      where c.user_id = auth.uid()
        and c.session_id = (auth.jwt() ->> 'session_id')::uuid
        and c.verified
    )
  end
$$;
revoke execute on function private.mfa_passed() from public, anon;
grant execute on function private.mfa_passed() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Row level security and privileges: read-only for the owner, nothing for anon
-- ---------------------------------------------------------------------------------------------

alter table public.client_projects enable row level security;
alter table public.mfa_settings enable row level security;
alter table public.mfa_challenges enable row level security;

revoke all on table public.client_projects, public.mfa_settings, public.mfa_challenges from anon, authenticated;
grant select on table public.client_projects to authenticated;
grant select on table public.mfa_settings to authenticated;
-- mfa_challenges: no grants at all; only the security definer functions touch it.

-- `(select ...)` makes Postgres evaluate the functions once per statement instead of per row.
create policy "Clients read their own projects after the second factor"
  on public.client_projects
  for select
  to authenticated
  using (client_id = (select auth.uid()) and (select private.mfa_passed()));

create policy "Users read their own MFA setting"
  on public.mfa_settings
  for select
  to authenticated
  using (user_id = (select auth.uid()));

-- No insert/update/delete policies anywhere: the browser cannot write these tables.

-- ---------------------------------------------------------------------------------------------
-- RPCs (POST /rest/v1/rpc/<name>)
-- ---------------------------------------------------------------------------------------------

-- Sends a new 6-digit code to the caller's e-mail for the current session. Returns when it
-- expires, never the code. Errors: 42501 no user/session, P0001 mfa_not_enabled / mfa_no_email,
-- PT429 mfa_resend_cooldown (PostgREST answers HTTP 429; the hint is the seconds left).
create function public.request_mfa_code() returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_session_id uuid := (auth.jwt() ->> 'session_id')::uuid;
  v_email text;
  v_last_sent timestamptz;
  v_challenge_id uuid := gen_random_uuid();
  v_random bigint;
  v_code text;
  v_expires_at timestamptz := now() + interval '10 minutes';
begin
  if v_user_id is null or v_session_id is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;

  -- Row lock: two concurrent requests of one user are serialised, so the cooldown holds.
  perform 1 from public.mfa_settings s where s.user_id = v_user_id and s.enabled for update;
  if not found then
    raise exception 'mfa_not_enabled' using errcode = 'P0001';
  end if;

  -- Resend cooldown per session: limits e-mail volume and code churn.
  select max(c.created_at) into v_last_sent
  from public.mfa_challenges c
  where c.user_id = v_user_id and c.session_id = v_session_id;
  if v_last_sent is not null and v_last_sent > now() - interval '30 seconds' then
    raise exception 'mfa_resend_cooldown'
      using errcode = 'PT429',
            detail = 'A code was sent less than 30 seconds ago.',
            hint = ceil(extract(epoch from v_last_sent + interval '30 seconds' - now()))::integer::text;
  end if;

  select u.email into v_email from auth.users u where u.id = v_user_id;
  if v_email is null then
    raise exception 'mfa_no_email' using errcode = 'P0001';
  end if;

  -- Only the newest code is valid (all sessions of the user).
  update public.mfa_challenges c
  set invalidated = true
  where c.user_id = v_user_id and not c.verified and not c.invalidated;

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

  insert into private.mail_outbox (recipient, subject, body_text)
  values (
    v_email,
    'Your Meridian sign-in code',
    format(
      E'Your Meridian sign-in code is %s.\n\n'
      'It expires in 10 minutes and can be used once. If you did not try to sign in, '
      'change your password and contact Meridian support.',
      v_code
    )
  );

  return jsonb_build_object('expires_at', v_expires_at, 'resend_after_seconds', 30);
end
$$;

-- Checks a code against the caller's latest live challenge of the current session.
-- Returns (never raises for a bad code, so the attempt counter is committed):
--   {"status":"verified"} | {"status":"invalid"} | {"status":"invalid","attempts_left":n}
--   | {"status":"expired"} | {"status":"locked"}
create function public.verify_mfa_code(code text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_session_id uuid := (auth.jwt() ->> 'session_id')::uuid;
  v_challenge public.mfa_challenges;
  v_attempts integer;
begin
  if v_user_id is null or v_session_id is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;

  -- Row lock: concurrent guesses are counted one after the other.
  select c.* into v_challenge
  from public.mfa_challenges c
  where c.user_id = v_user_id and c.session_id = v_session_id and not c.invalidated
  order by c.created_at desc
  limit 1
  for update;

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
  if verify_mfa_code.code ~ '^[0-9]{6}$'
     and v_challenge.code_hash = encode(extensions.digest(v_challenge.id::text || ':' || verify_mfa_code.code, 'sha256'), 'hex')
  then
    update public.mfa_challenges c set verified = true, verified_at = now() where c.id = v_challenge.id;
    return jsonb_build_object('status', 'verified');
  end if;

  update public.mfa_challenges c
  set attempts = c.attempts + 1
  where c.id = v_challenge.id
  returning c.attempts into v_attempts;

  if v_attempts >= 5 then
    return jsonb_build_object('status', 'locked');
  end if;
  return jsonb_build_object('status', 'invalid', 'attempts_left', 5 - v_attempts);
end
$$;

-- {"enabled": bool, "verified": bool} for the caller's current session; verified is false
-- whenever MFA is off (nothing to verify). Errors: 42501 without a user.
create function public.mfa_status() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_enabled boolean;
begin
  if v_user_id is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  select coalesce(bool_or(s.enabled), false) into v_enabled from public.mfa_settings s where s.user_id = v_user_id;
  return jsonb_build_object('enabled', v_enabled, 'verified', v_enabled and private.mfa_passed());
end
$$;

-- Hosted default privileges (and PUBLIC) would let anon call these; only signed-in users may.
revoke execute on function public.request_mfa_code(), public.verify_mfa_code(text), public.mfa_status() from public, anon;
grant execute on function public.request_mfa_code(), public.verify_mfa_code(text), public.mfa_status() to authenticated;
