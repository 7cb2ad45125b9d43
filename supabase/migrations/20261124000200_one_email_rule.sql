-- One e-mail rule (docs/decisions/0005-forms.md): the database checks the addresses of feedback and
-- contact messages with the rule every form uses (shared/lib/form-rules.ts), the browser's own
-- type=email rule, instead of the looser pattern it started with. NOT VALID keeps rows stored
-- under the old rule; every new or changed row is checked.

alter table public.feedback drop constraint if exists feedback_email_check;
alter table public.feedback
  add constraint feedback_email_check
  check (email is null or (char_length(email) <= 254 and email ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$')) not valid;

alter table public.contact_messages drop constraint if exists contact_messages_email_check;
alter table public.contact_messages
  add constraint contact_messages_email_check
  check (char_length(email) <= 254 and email ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$') not valid;
