-- Storage limits, so nobody can fill the disk: uploads to feedback-files (which takes files from
-- anyone) per client address per hour, a Storage quota per client across their folders in
-- ticket-files and proposal-files, and the list of feedback files no feedback names, for the sweep
-- that removes them.
--
-- Enforced in the database, so a hosted project gets the same limits from this migration. The
-- Storage server writes an upload's row twice, and the trigger below runs both times
-- (reference: /work/shared/reference/supabase-storage-and-auth.md A3):
--   1. a trial insert as the caller, rolled back, before the body is read: metadata is
--      {mimetype, contentLength} (the request's length), so an upload over a limit is refused
--      before a byte is stored;
--   2. the real insert as its own superuser after the bytes are stored, with metadata.size: the
--      quota is checked again on the real size, and only this insert is counted (the trial's
--      log row is rolled back with it).
-- Both carry the request's headers in `request.headers` (the Storage server sets them for its
-- superuser too), so the client address is the same in both.
--
-- Refusals are 42501 with a message that starts with a marker the site recognises: the Storage
-- server passes a 42501's message through (AccessDenied, "statusCode":"403"), and the local
-- stand-in answers its own shapes for the same markers (local-supabase/src/storage/storage-errors.ts):
--   upload_rate_limited: ...     (stand-in: HTTP 429, TooManyRequests, Retry-After)
--   storage_quota_exceeded: ...  (stand-in: HTTP 400, "statusCode":"413", QuotaExceeded)
-- The hint is the number of seconds until the rate limit lets the address upload again.

-- Uploads to feedback-files per client, for the rolling hour (pruned as new uploads come).
create table private.upload_log (
  id bigserial primary key,
  client text not null,
  created_at timestamptz not null default now()
);
create index upload_log_client_created_idx on private.upload_log (client, created_at);
create index upload_log_created_idx on private.upload_log (created_at);
revoke all on table private.upload_log from public, anon, authenticated;
revoke all on sequence private.upload_log_id_seq from public, anon, authenticated;

-- 20 uploads per address per hour: feedback takes at most 5 files, so four full messages an hour,
-- more than a person sends, far from enough to fill the disk (20 x 10 MiB = 200 MiB per address
-- per hour at most, and whatever no feedback names is swept after an hour).
-- 100 MiB per client: ten files at the buckets' 10 MiB limit; every object in the client's
-- folder counts, recorded in request_files or not.
create function private.guard_storage_upload() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text;
  v_oldest timestamptz;
  v_folder text;
  v_used bigint;
  v_size bigint;
  v_wait integer;
begin
  if new.bucket_id = 'feedback-files' then
    -- The first x-forwarded-for address (hosted: set by Supabase's gateway; the stand-in sets the
    -- socket's address), as for anonymous messages (20261124000100_account_security.sql).
    v_client := left(coalesce(
      nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
      'unknown'
    ), 100);
    perform pg_advisory_xact_lock(hashtextextended('private.upload_log:' || v_client, 0));
    delete from private.upload_log l
    where l.id in (
      select o.id from private.upload_log o where o.created_at <= now() - interval '1 hour' for update skip locked
    );
    -- The 20th newest upload must be an hour old.
    select l.created_at into v_oldest
    from private.upload_log l
    where l.client = v_client
    order by l.created_at desc
    offset 19
    limit 1;
    if v_oldest is not null then
      v_wait := greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now())))::integer;
      raise exception 'upload_rate_limited: Too many uploads from this address in the last hour. Try again in % minutes.',
        ceil(v_wait / 60.0)::integer
        using errcode = '42501', hint = v_wait::text;
    end if;
    insert into private.upload_log (client) values (v_client);
  elsif new.bucket_id in ('ticket-files', 'proposal-files') then
    v_folder := (storage.foldername(new.name))[1];
    -- Serialise one client's uploads so two at once cannot both fit under the quota.
    perform pg_advisory_xact_lock(hashtextextended('private.storage_quota:' || coalesce(v_folder, ''), 0));
    v_size := coalesce((new.metadata ->> 'size')::bigint, (new.metadata ->> 'contentLength')::bigint, 0);
    select coalesce(sum((o.metadata ->> 'size')::bigint), 0) into v_used
    from storage.objects o
    where o.bucket_id in ('ticket-files', 'proposal-files')
      and starts_with(o.name, v_folder || '/')
      and not (o.bucket_id = new.bucket_id and o.name = new.name);
    if v_used + v_size > 104857600 then
      raise exception 'storage_quota_exceeded: Your files would take more than the 100 MiB you have (% MiB used). Remove files you no longer need.',
        round(v_used / 1048576.0, 1)
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke execute on function private.guard_storage_upload() from public, anon, authenticated;

-- Insert only: an upsert's INSERT ... ON CONFLICT fires it too, and the product never updates.
create trigger guard_storage_upload before insert on storage.objects
  for each row execute function private.guard_storage_upload();

-- Files sent with feedback that no feedback names an hour after their upload: a visitor who
-- picked files and never sent the form, or someone filling the disk. The sweep
-- (local-supabase/src/storage/feedback-sweeper.ts) removes them through the Storage API as the
-- service role (a SQL delete would leave the bytes behind, and storage.protect_delete refuses it).
create function public.feedback_orphan_files(max_rows integer default 1000)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'feedback-files'
    and o.created_at < now() - interval '1 hour'
    and not exists (
      select 1 from public.feedback f where f.attachments @> jsonb_build_array(jsonb_build_object('path', o.name))
    )
  order by o.created_at
  limit least(greatest(coalesce(max_rows, 1000), 0), 1000)
$$;
revoke execute on function public.feedback_orphan_files(integer) from public, anon, authenticated;
grant execute on function public.feedback_orphan_files(integer) to service_role;
