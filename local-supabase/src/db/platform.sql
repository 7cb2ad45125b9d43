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
-- Not a GoTrue column: when the password last changed. Storage refuses signed URLs minted before
-- it, so a link minted with a stolen session dies with the password change that ends the session.
alter table auth.users add column if not exists password_changed_at timestamptz;
-- The e-mailed code a password change needs from a session older than the limit (GoTrue's
-- reauthentication_token, a hash, and when it was sent; secure_password_change in config.toml).
alter table auth.users add column if not exists reauthentication_token text;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

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

-- ---------------------------------------------------------------------------------------------
-- Storage: the `storage` schema the Storage API keeps its buckets and object rows in, as the
-- Storage server's own tenant migrations leave it on a hosted project (condensed to the current
-- state; the HTTP side is src/storage/storage-routes.ts). Migrations use it exactly as on a hosted
-- project: `insert into storage.buckets ...` and `create policy ... on storage.objects ...`.
-- Row-level security is on for both tables and there are no policies: without a policy the API
-- roles can do nothing, as on hosted. The object bytes live on disk (src/storage/object-store.ts);
-- `version` names the file of the row's current content.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

do $$
begin
  create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
exception when duplicate_object then null;
end $$;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  -- bytes; null = only the global limit applies
  file_size_limit bigint,
  -- `type/subtype` or `type/*`; null or empty = any type
  allowed_mime_types text[],
  type storage.buckettype not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  -- the uploader's JWT `sub` as text: compare with auth.uid()::text in policies
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  -- eTag, size, mimetype, cacheControl, lastModified, contentLength, httpStatusCode
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- The helpers policies use, for 'a/b/c.png': foldername -> {a,b}, filename -> c.png,
-- extension -> png (tenant migrations 0060 and 0061, IMMUTABLE).
create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.update_updated_at_column() returns trigger language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

create or replace function storage.enforce_bucket_name_length() returns trigger language plpgsql as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$$;
drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- A plain SQL delete would leave the bytes behind: only the Storage API deletes rows (it sets
-- storage.allow_delete_query for its own transaction). Tenant migration 0055.
create or replace function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- `list`: one level below `prefix` (which ends with '/' or is empty), folders as rows with only a
-- name. Same signature and results as the hosted function (tenant migration 0063): names relative
-- to the prefix, `prefix || search` matched case-insensitively as a plain prefix, at most 1500
-- rows, sorted by name (folders and files together) or by a timestamp (folders first). SECURITY
-- INVOKER, so the caller's SELECT policies decide which objects (and so which folders) exist.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (name text, id uuid, updated_at timestamptz, created_at timestamptz, last_accessed_at timestamptz, metadata jsonb)
language plpgsql stable security invoker as $function$
declare
  v_match text := coalesce(prefix, '') || coalesce(search, '');
  -- the path token the names start at, and the one they end at
  v_first int := coalesce(array_length(string_to_array(coalesce(prefix, ''), '/'), 1), 1);
  v_last int := coalesce(array_length(string_to_array(v_match, '/'), 1), 1);
  v_order text := case when lower(coalesce(sortorder, 'asc')) = 'desc' then 'desc' else 'asc' end;
  v_column text := case lower(coalesce(sortcolumn, 'name'))
    when 'updated_at' then 'updated_at'
    when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at'
    else 'name'
  end;
  v_sort text;
begin
  if v_column = 'name' then
    v_sort := format('lower(entries.name) collate "C" %1$s, entries.name collate "C" %1$s', v_order);
  else
    v_sort := format('entries.is_folder desc, (case when entries.is_folder then entries.name end) collate "C" %1$s, entries.%2$I %1$s, entries.name collate "C"', v_order, v_column);
  end if;
  return query execute format($sql$
    with matching as (
      select o.path_tokens, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
      from storage.objects o
      where o.bucket_id = $1 and starts_with(lower(o.name), lower($2))
    ), entries as (
      select distinct array_to_string(m.path_tokens[$3:$4], '/') as name, null::uuid as id,
        null::timestamptz as updated_at, null::timestamptz as created_at,
        null::timestamptz as last_accessed_at, null::jsonb as metadata, true as is_folder
      from matching m where array_length(m.path_tokens, 1) <> $4
      union all
      select array_to_string(m.path_tokens[$3:$4], '/'), m.id, m.updated_at, m.created_at,
        m.last_accessed_at, m.metadata, false
      from matching m where array_length(m.path_tokens, 1) = $4
    )
    select entries.name, entries.id, entries.updated_at, entries.created_at, entries.last_accessed_at, entries.metadata
    from entries
    order by %s
    limit $5 offset $6
  $sql$, v_sort) using bucketname, v_match, v_first, v_last, least(coalesce(limits, 100), 1500), coalesce(offsets, 0);
end
$function$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text),
  storage.search(text, text, int, int, int, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Realtime: the `realtime` schema that Broadcast authorization and broadcasts from the database
-- use, as the Realtime server's tenant migrations leave it on a hosted project (condensed to the
-- current state; the WebSocket side is src/realtime/). Migrations use it exactly as on a hosted
-- project: policies on realtime.messages (SELECT: may join a private channel and receive on it;
-- INSERT: may send on it; `realtime.topic()` is the channel's topic) and realtime.send /
-- realtime.broadcast_changes from triggers. What differs here, on purpose:
--   - No partitions. Hosted, realtime.messages is partitioned by day on inserted_at and Realtime
--     drops the partitions older than three days; here it is one plain table that keeps its rows.
--     The primary key (id, inserted_at) is the hosted one all the same.
--   - Delivery. Hosted Realtime reads committed inserts from the WAL (logical replication); here
--     the trigger at the end of this section NOTIFYs the stand-in with the new row's id, and
--     Postgres delivers a notification at commit only, never for a rolled-back transaction.
--   - Broadcast only: no binary_payload column or realtime.send_binary, and none of the Postgres
--     Changes objects (realtime.subscription and its functions).
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  constraint messages_pkey primary key (id, inserted_at)
);
-- Replay reads a private topic's newest broadcasts.
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;

-- No policies: without one the API roles may neither join a private channel nor send on it, as
-- on hosted. The grants are the hosted ones; row-level security decides.
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The topic being authorized: Realtime sets `realtime.topic` for its policy checks, realtime.send
-- for the INSERT it makes.
create or replace function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')
$$;

-- Broadcasts `payload` as `event` on `topic` once the transaction commits: one row in
-- realtime.messages, inserted as the caller (SECURITY INVOKER, so the caller's INSERT policies
-- apply). The payload gets the message's id as `id` unless it has one. Any error is downgraded to
-- a WARNING, as on hosted: a failing send never aborts the caller's transaction, and so fails
-- silently. private = true (the default) reaches private channels only, false public ones only.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql as $$
declare
  message_id uuid := gen_random_uuid();
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, topic, extension, event, private, payload)
    values (
      message_id, topic, 'broadcast', event, private,
      case when payload ? 'id' then payload else jsonb_set(payload, '{id}', to_jsonb(message_id)) end
    );
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

-- For FOR EACH ROW triggers: broadcasts {record, old_record, operation, table, schema} (and so,
-- through realtime.send, `id`) privately as `event_name` on `topic_name`. Unlike realtime.send it
-- raises: for a statement-level trigger (`level` = 'STATEMENT') and an unknown operation.
create or replace function realtime.broadcast_changes(
  topic_name text,
  event_name text,
  operation text,
  table_name text,
  table_schema text,
  new record,
  old record,
  level text default 'ROW'
)
returns void language plpgsql as $$
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation is null or operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  perform realtime.send(
    jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema),
    event_name,
    topic_name
  );
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end
$$;

grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text) to anon, authenticated, service_role;

-- Stand-in only (hosted Realtime reads the WAL instead): tells the stand-in which row to deliver.
-- Only the id travels: a notification holds at most 8000 bytes, a broadcast payload far more.
create or replace function realtime.notify_stand_in() returns trigger language plpgsql as $$
begin
  perform pg_notify('realtime_messages', new.id::text);
  return null;
end
$$;
create or replace trigger notify_stand_in after insert on realtime.messages
  for each row execute function realtime.notify_stand_in();
