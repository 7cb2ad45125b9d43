-- Files sent with feedback (/feedback): any visitor may upload them and name them in their
-- feedback; nobody reads them back through the API (staff read them with the service role).
--
-- The flow (mf-marketing's FeedbackForm): the browser uploads each file to
-- feedback-files/<fresh random uuid>/<random uuid>.<ext>, then inserts the feedback with
-- `attachments` = [{"path": ..., "name": ...}]. The trigger below only accepts paths that were
-- really uploaded to that bucket, by this caller (the object's owner is the signed-in user, or
-- nobody for a visitor), and that no other feedback names; it copies type and size from the
-- object's own metadata, so staff see what Storage stored, not what the browser claimed.
--
-- Refusals (PostgREST status in brackets): 22023 [400] `feedback_attachments` with a detail that
-- says which rule (shape, count, unknown or already used file).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('feedback-files', 'feedback-files', false, 10485760, array[
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
]);

-- Upload only, into a one-level folder named by a uuid. No select, update or delete policy: an
-- upload cannot be read back, listed, replaced or removed by anyone but the service role.
create policy "Feedback files: anyone uploads into a fresh folder"
  on storage.objects
  for insert
  to anon, authenticated
  with check (
    bucket_id = 'feedback-files'
    and array_length(storage.foldername(name), 1) = 1
    and (storage.foldername(name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  );

alter table public.feedback add column attachments jsonb not null default '[]'::jsonb;
grant insert (attachments) on table public.feedback to anon, authenticated;

-- Checks and completes `attachments`: at most 5 entries of {path, name}; each path an object in
-- feedback-files uploaded by this caller and not named by other feedback. Stored entries are
-- {path, name, content_type, size_bytes}, the last two from the object. Security definer: the
-- caller can read neither storage.objects here nor other feedback.
create function private.feedback_attachments_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry jsonb;
  v_path text;
  v_name text;
  v_object record;
  v_checked jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(new.attachments) <> 'array' then
    raise exception 'feedback_attachments' using errcode = '22023', detail = 'attachments must be a list.';
  end if;
  if jsonb_array_length(new.attachments) > 5 then
    raise exception 'feedback_attachments' using errcode = '22023', detail = 'At most 5 files can be sent with feedback.';
  end if;
  for v_entry in select value from jsonb_array_elements(new.attachments) loop
    v_path := v_entry ->> 'path';
    v_name := v_entry ->> 'name';
    if jsonb_typeof(v_entry) <> 'object' or v_path is null or v_name is null
       or char_length(v_name) not between 1 and 255 or btrim(v_name) = '' or v_name ~ '[/[:cntrl:]]' then
      raise exception 'feedback_attachments' using errcode = '22023', detail = 'Each file needs a path and a name of 1 to 255 characters.';
    end if;
    if v_checked @> jsonb_build_array(jsonb_build_object('path', v_path)) then
      raise exception 'feedback_attachments' using errcode = '22023', detail = 'A file is named twice.';
    end if;
    select o.owner_id, o.metadata into v_object
    from storage.objects o
    where o.bucket_id = 'feedback-files' and o.name = v_path
      and o.owner_id is not distinct from auth.uid()::text;
    if not found then
      raise exception 'feedback_attachments' using errcode = '22023', detail = 'A file was not uploaded.';
    end if;
    if exists (
      select 1 from public.feedback f
      where f.attachments @> jsonb_build_array(jsonb_build_object('path', v_path))
    ) then
      raise exception 'feedback_attachments' using errcode = '22023', detail = 'A file was already sent with other feedback.';
    end if;
    v_checked := v_checked || jsonb_build_array(jsonb_build_object(
      'path', v_path,
      'name', v_name,
      'content_type', v_object.metadata ->> 'mimetype',
      'size_bytes', (v_object.metadata ->> 'size')::bigint
    ));
  end loop;
  new.attachments := v_checked;
  return new;
end
$$;
revoke execute on function private.feedback_attachments_check() from public, anon, authenticated;

-- Named to fire after feedback_guard (triggers fire in name order): a honeypot row is dropped
-- there before its files are looked at.
create trigger feedback_hold_attachments before insert on public.feedback
  for each row execute function private.feedback_attachments_check();

create index feedback_attachments_idx on public.feedback using gin (attachments jsonb_path_ops);
