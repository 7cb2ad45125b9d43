-- What a hosted Supabase project already provides, and nothing more, so that the files in
-- supabase/migrations run unchanged on the local PGlite stand-in. Runs on every start, so every
-- statement is idempotent. Do NOT put product schema here: that belongs in a migration.

-- Extensions live in their own schema on hosted projects (migrations call extensions.digest etc.).
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- The API roles (supabase/postgres initial schema). The stand-in switches to them per request
-- with set_config('role', ...), exactly like PostgREST.
do $$
begin
  create role anon nologin noinherit;
exception when duplicate_object then null;
end $$;

do $$
begin
  create role authenticated nologin noinherit;
exception when duplicate_object then null;
end $$;

do $$
begin
  create role service_role nologin noinherit bypassrls;
exception when duplicate_object then null;
end $$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- Hosted default privileges: everything created in public is fully granted to the API roles.
-- Reproduced on purpose, so the migrations are tested against the same permissive defaults and
-- must revoke what they do not want exposed.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The part of GoTrue's auth schema the stand-in and the migrations use. Column names and types
-- follow supabase/auth, so seed.sql and foreign keys work against both.
create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  -- GoTrue stores e-mails lower-case; the check catches a stand-in that forgets to.
  email text unique constraint users_email_lowercase check (email = lower(email)),
  encrypted_password text,
  email_confirmed_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Columns added after the first release of this file (a persisted database has the old table).
-- Sign-up confirmation and address change, with GoTrue's names, so that seed.sql's GoTrue-only
-- block (instance_id, confirmation_token, email_change, email_change_token_new) runs here too.
alter table auth.users add column if not exists instance_id uuid;
alter table auth.users add column if not exists confirmation_token text;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_token_new text;
alter table auth.users add column if not exists email_change_sent_at timestamptz;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users on delete cascade,
  aal text not null default 'aal1',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users on delete cascade,
  session_id uuid not null references auth.sessions on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- How each session was opened (password, recovery link, ...): GoTrue keeps it per session so that
-- refreshed access tokens carry the same `amr`; PUT /user reads it to recognise a recovery session.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- Supabase's current definitions (supabase/auth migrations 20220224000811 and 20220531120530):
-- the legacy per-claim GUCs first, then the JSON claims PostgREST sets.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

-- The API roles may call the auth.* helpers (policies do) but must never read the auth tables:
-- password hashes and refresh tokens live there.
grant usage on schema auth to anon, authenticated, service_role;
revoke all on all tables in schema auth from public, anon, authenticated;
revoke all on all sequences in schema auth from public, anon, authenticated;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
