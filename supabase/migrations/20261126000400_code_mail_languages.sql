-- The account-security e-mails in the account's language (en, id, ms): the second-factor code
-- (request_mfa_code), the notice that the codes are blocked after 10 wrong ones
-- (private.mfa_check_code) and the notices that two-step sign-in was turned on or off
-- (set_mfa_enabled). Until now the database wrote them in English only, whatever language the
-- account was made in.
--
-- Their words move to private.notice_templates (20261126000100_staff_workspace.sql), next to the
-- staff notices, and the language is the one private.user_locale() reads there: the account's
-- user_metadata.locale, English for anything else. The wording of the codes follows the Auth
-- templates in supabase/templates/ (reauthentication.html) and the portal's own words
-- (mf-portal/src/locales): "verifikasi dua langkah" / "pengesahan dua langkah", "kode masuk" /
-- "kod log masuk". The English texts are the ones the functions wrote before, word for word.
--
-- The three functions are redefined whole with `create or replace` (owner, grants and signatures
-- kept); only the lines that build the subject and body differ from 20261124000100_account_security.sql.

-- ---------------------------------------------------------------------------------------------
-- Words
-- ---------------------------------------------------------------------------------------------

-- {code}: the six digits; {until} and {at}: a UTC time as 'YYYY-MM-DD HH24:MI'.
insert into private.notice_templates (kind, locale, subject, body) values
  ('mfa_code_sign_in', 'en', 'Your Meridian sign-in code',
   E'Your Meridian sign-in code is {code}.\n\n'
   'It expires in 10 minutes and can be used once. If you did not try to sign in, '
   'change your password and contact Meridian support.'),
  ('mfa_code_sign_in', 'id', 'Kode masuk Meridian Anda',
   E'Kode masuk Meridian Anda adalah {code}.\n\n'
   'Kode ini berlaku selama 10 menit dan hanya dapat digunakan sekali. Jika Anda tidak sedang '
   'mencoba masuk, ubah kata sandi Anda dan hubungi dukungan Meridian.'),
  ('mfa_code_sign_in', 'ms', 'Kod log masuk Meridian anda',
   E'Kod log masuk Meridian anda ialah {code}.\n\n'
   'Kod ini sah selama 10 minit dan hanya boleh digunakan sekali. Jika anda tidak cuba log masuk, '
   'tukar kata laluan anda dan hubungi sokongan Meridian.'),

  ('mfa_code_enable', 'en', 'Your Meridian code to turn on two-step sign-in',
   E'Your Meridian confirmation code is {code}. Enter it to turn on two-step sign-in.\n\n'
   'It expires in 10 minutes and can be used once. If you did not ask for it, '
   'change your password and contact Meridian support.'),
  ('mfa_code_enable', 'id', 'Kode Meridian Anda untuk mengaktifkan verifikasi dua langkah',
   E'Kode konfirmasi Meridian Anda adalah {code}. Masukkan kode ini untuk mengaktifkan verifikasi dua langkah.\n\n'
   'Kode ini berlaku selama 10 menit dan hanya dapat digunakan sekali. Jika Anda tidak memintanya, '
   'ubah kata sandi Anda dan hubungi dukungan Meridian.'),
  ('mfa_code_enable', 'ms', 'Kod Meridian anda untuk menghidupkan pengesahan dua langkah',
   E'Kod pengesahan Meridian anda ialah {code}. Masukkan kod ini untuk menghidupkan pengesahan dua langkah.\n\n'
   'Kod ini sah selama 10 minit dan hanya boleh digunakan sekali. Jika anda tidak memintanya, '
   'tukar kata laluan anda dan hubungi sokongan Meridian.'),

  ('mfa_code_disable', 'en', 'Your Meridian code to turn off two-step sign-in',
   E'Your Meridian confirmation code is {code}. Enter it to turn off two-step sign-in.\n\n'
   'It expires in 10 minutes and can be used once. If you did not ask for it, '
   'change your password and contact Meridian support.'),
  ('mfa_code_disable', 'id', 'Kode Meridian Anda untuk menonaktifkan verifikasi dua langkah',
   E'Kode konfirmasi Meridian Anda adalah {code}. Masukkan kode ini untuk menonaktifkan verifikasi dua langkah.\n\n'
   'Kode ini berlaku selama 10 menit dan hanya dapat digunakan sekali. Jika Anda tidak memintanya, '
   'ubah kata sandi Anda dan hubungi dukungan Meridian.'),
  ('mfa_code_disable', 'ms', 'Kod Meridian anda untuk mematikan pengesahan dua langkah',
   E'Kod pengesahan Meridian anda ialah {code}. Masukkan kod ini untuk mematikan pengesahan dua langkah.\n\n'
   'Kod ini sah selama 10 minit dan hanya boleh digunakan sekali. Jika anda tidak memintanya, '
   'tukar kata laluan anda dan hubungi sokongan Meridian.'),

  ('mfa_locked', 'en', 'Meridian sign-in codes blocked for 30 minutes',
   E'Someone entered 10 wrong sign-in codes for your Meridian account within an hour. '
   'To protect your account, no sign-in code can be requested or used until {until} UTC.\n\n'
   'Codes are only asked for after the correct password. If this was not you, someone '
   'else knows your password: reset it from the sign-in page and contact Meridian support.\n\n'
   'If it was you, wait until then and ask for a new code.'),
  ('mfa_locked', 'id', 'Kode masuk Meridian diblokir selama 30 menit',
   E'Seseorang memasukkan 10 kode masuk yang salah untuk akun Meridian Anda dalam satu jam. '
   'Untuk melindungi akun Anda, kode masuk tidak dapat diminta maupun digunakan hingga {until} UTC.\n\n'
   'Kode hanya diminta setelah kata sandi yang benar dimasukkan. Jika itu bukan Anda, berarti orang '
   'lain mengetahui kata sandi Anda: atur ulang kata sandi dari halaman masuk dan hubungi dukungan Meridian.\n\n'
   'Jika itu Anda, tunggu hingga waktu tersebut, lalu minta kode baru.'),
  ('mfa_locked', 'ms', 'Kod log masuk Meridian disekat selama 30 minit',
   E'Seseorang telah memasukkan 10 kod log masuk yang salah untuk akaun Meridian anda dalam tempoh sejam. '
   'Untuk melindungi akaun anda, kod log masuk tidak boleh diminta atau digunakan sehingga {until} UTC.\n\n'
   'Kod hanya diminta selepas kata laluan yang betul dimasukkan. Jika itu bukan anda, orang lain '
   'mengetahui kata laluan anda: tetapkan semula kata laluan dari halaman log masuk dan hubungi sokongan Meridian.\n\n'
   'Jika itu anda, tunggu sehingga masa itu dan minta kod baharu.'),

  ('mfa_enabled', 'en', 'Two-step sign-in is now on for your Meridian account',
   E'Two-step sign-in was turned on for your Meridian account on {at} UTC. From now on, '
   'signing in also asks for a six-digit code that we e-mail to this address.\n\n'
   'If you did not do this, reset your password from the sign-in page and contact '
   'Meridian support.'),
  ('mfa_enabled', 'id', 'Verifikasi dua langkah kini aktif untuk akun Meridian Anda',
   E'Verifikasi dua langkah diaktifkan untuk akun Meridian Anda pada {at} UTC. Mulai sekarang, '
   'setiap kali masuk Anda juga akan diminta kode enam digit yang kami kirimkan ke alamat email ini.\n\n'
   'Jika bukan Anda yang melakukannya, atur ulang kata sandi Anda dari halaman masuk dan hubungi '
   'dukungan Meridian.'),
  ('mfa_enabled', 'ms', 'Pengesahan dua langkah kini dihidupkan untuk akaun Meridian anda',
   E'Pengesahan dua langkah telah dihidupkan untuk akaun Meridian anda pada {at} UTC. Mulai sekarang, '
   'log masuk juga memerlukan kod enam digit yang kami hantar ke alamat e-mel ini.\n\n'
   'Jika bukan anda yang melakukannya, tetapkan semula kata laluan anda dari halaman log masuk dan '
   'hubungi sokongan Meridian.'),

  ('mfa_disabled', 'en', 'Two-step sign-in is now off for your Meridian account',
   E'Two-step sign-in was turned off for your Meridian account on {at} UTC. Signing in now '
   'needs only your password.\n\n'
   'If you did not do this, reset your password from the sign-in page, turn two-step '
   'sign-in back on and contact Meridian support.'),
  ('mfa_disabled', 'id', 'Verifikasi dua langkah kini nonaktif untuk akun Meridian Anda',
   E'Verifikasi dua langkah dinonaktifkan untuk akun Meridian Anda pada {at} UTC. Kini Anda dapat '
   'masuk hanya dengan kata sandi.\n\n'
   'Jika bukan Anda yang melakukannya, atur ulang kata sandi Anda dari halaman masuk, aktifkan kembali '
   'verifikasi dua langkah, lalu hubungi dukungan Meridian.'),
  ('mfa_disabled', 'ms', 'Pengesahan dua langkah kini dimatikan untuk akaun Meridian anda',
   E'Pengesahan dua langkah telah dimatikan untuk akaun Meridian anda pada {at} UTC. Log masuk kini '
   'hanya memerlukan kata laluan anda.\n\n'
   'Jika bukan anda yang melakukannya, tetapkan semula kata laluan anda dari halaman log masuk, '
   'hidupkan semula pengesahan dua langkah dan hubungi sokongan Meridian.');

-- ---------------------------------------------------------------------------------------------
-- Rendering
-- ---------------------------------------------------------------------------------------------

-- Fills each {name} of p_text with p_values ->> name in one pass from left to right: a value is
-- never read again, so a value that itself contains "{...}" stays as it is. A name without a
-- value stays as written. The mails are plain text, so nothing is escaped.
create function private.fill_placeholders(p_text text, p_values jsonb) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_done text := '';
  v_rest text := p_text;
  v_match text[];
begin
  loop
    -- The first quantifier is non-greedy, so (per PostgreSQL's rules) group 1 is the shortest
    -- prefix: the match is the leftmost placeholder.
    v_match := regexp_match(v_rest, '^(.*?)\{([a-z_]+)\}(.*)$');
    exit when v_match is null;
    v_done := v_done || v_match[1] || coalesce(p_values ->> v_match[2], '{' || v_match[2] || '}');
    v_rest := v_match[3];
  end loop;
  return v_done || v_rest;
end
$$;
revoke execute on function private.fill_placeholders(text, jsonb) from public, anon, authenticated;

-- The subject and body of the mail `p_kind` in `p_locale` (English when the locale is not one of
-- en, id, ms or the kind has no text in it), placeholders filled from p_values.
create function private.mail_text(p_kind text, p_locale text, p_values jsonb, out subject text, out body text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_locale text := case when p_locale in ('en', 'id', 'ms') then p_locale else 'en' end;
  v_subject text;
  v_body text;
begin
  select t.subject, t.body into v_subject, v_body
  from private.notice_templates t
  where t.kind = p_kind and t.locale in (v_locale, 'en')
  order by t.locale = v_locale desc
  limit 1;
  if v_subject is null then
    raise exception 'unknown mail %', p_kind;
  end if;
  subject := private.fill_placeholders(v_subject, p_values);
  body := private.fill_placeholders(v_body, p_values);
end
$$;
revoke execute on function private.mail_text(text, text, jsonb) from public, anon, authenticated;

-- The staff workspace's notices (20261126000100_staff_workspace.sql) take their words the same
-- way: one lookup of notice_templates and one placeholder pass for every mail the database writes.
create or replace function private.queue_notice(p_recipient text, p_locale text, p_kind text, p_values jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_locale text := case when p_locale in ('en', 'id', 'ms') then p_locale else 'en' end;
  v_values jsonb := p_values;
  v_mail record;
begin
  if coalesce(p_recipient, '') = '' then
    return;
  end if;
  if v_values ? 'status' then
    v_values := v_values || jsonb_build_object(
      'status',
      coalesce(
        (select l.label from private.notice_labels l where l.key = v_values ->> 'status' and l.locale = v_locale),
        split_part(v_values ->> 'status', '.', 2)
      )
    );
  end if;
  v_values := v_values || jsonb_build_object('link', coalesce(private.app_setting('site_url'), '') || (v_values ->> 'path'));
  select m.subject, m.body into v_mail from private.mail_text(p_kind, v_locale, v_values) m;
  insert into private.mail_outbox (recipient, subject, body_text) values (p_recipient, v_mail.subject, v_mail.body);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The functions that write these mails (as in 20261124000100_account_security.sql, but for the
-- words)
-- ---------------------------------------------------------------------------------------------

-- Checks `p_code` against the latest live challenge of the session, under the user's row lock.
-- Shared by verify_mfa_code and set_mfa_enabled so both count failures and lock the same way.
-- Answers: {"status":"verified"} (the code is now used) | {"status":"invalid"[,"attempts_left":n]}
--   | {"status":"expired"} | {"status":"locked"} (this code had 5 wrong tries)
--   | {"status":"locked","locked_until":ts} (the user's second factor is locked)
create or replace function private.mfa_check_code(p_user_id uuid, p_session_id uuid, p_code text) returns jsonb
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
  v_subject text;
  v_body text;
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
      select m.subject, m.body into v_subject, v_body
      from private.mail_text(
        'mfa_locked',
        private.user_locale(p_user_id),
        jsonb_build_object('until', to_char(v_locked_until at time zone 'UTC', 'YYYY-MM-DD HH24:MI'))
      ) m;
      insert into private.mail_outbox (recipient, subject, body_text) values (v_email, v_subject, v_body);
    end if;
    return jsonb_build_object('status', 'locked', 'locked_until', v_locked_until);
  end if;

  if v_attempts >= 5 then
    return jsonb_build_object('status', 'locked');
  end if;
  return jsonb_build_object('status', 'invalid', 'attempts_left', 5 - v_attempts);
end
$$;

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
  v_kind text;
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
    v_kind := 'mfa_code_enable';
  elsif private.mfa_passed() then
    v_kind := 'mfa_code_disable';
  else
    v_kind := 'mfa_code_sign_in';
  end if;
  select m.subject, m.body into v_subject, v_body
  from private.mail_text(v_kind, private.user_locale(v_user_id), jsonb_build_object('code', v_code)) m;

  -- The mail is worth sending only while the code works.
  insert into private.mail_outbox (recipient, subject, body_text, expires_at)
  values (v_email, v_subject, v_body, v_expires_at);

  return jsonb_build_object('expires_at', v_expires_at, 'resend_after_seconds', 30);
end
$$;

-- Turns the second factor on or off, confirmed by the session's latest code (request_mfa_code),
-- checked as verify_mfa_code checks it (failures count and lock). Turning it off also needs a
-- session that has passed the second factor. On success the code is used (the session counts as
-- verified) and the owner is e-mailed when the setting changed.
-- Returns {"status":"enabled"|"disabled"} or the invalid/expired/locked answers of verify_mfa_code.
-- Errors: 42501 not_authenticated (no user / no live session), 42501 insufficient_aal (turning
-- off from a session that has not passed the second factor), 22023 enabled_required.
create or replace function public.set_mfa_enabled(enabled boolean, code text) returns jsonb
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
  v_subject text;
  v_body text;
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
      select m.subject, m.body into v_subject, v_body
      from private.mail_text(
        case when v_enable then 'mfa_enabled' else 'mfa_disabled' end,
        private.user_locale(v_user_id),
        jsonb_build_object('at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI'))
      ) m;
      insert into private.mail_outbox (recipient, subject, body_text) values (v_email, v_subject, v_body);
    end if;
  end if;

  return jsonb_build_object('status', case when v_enable then 'enabled' else 'disabled' end);
end
$$;
