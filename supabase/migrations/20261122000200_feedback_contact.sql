-- Feedback (/feedback) and contact messages (/contact): visitors may send, nobody may read back
-- through the API. Only the listed columns can be written; the database checks every value, so
-- a request that skips the browser's validation is refused with a 4xx and stores nothing.

create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  category text not null check (category in ('website', 'services', 'support', 'technical', 'suggestions', 'other')),
  rating smallint not null check (rating between 1 and 5),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  name text check (name is null or char_length(name) <= 200),
  email text check (email is null or (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  allow_contact boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

alter table public.feedback enable row level security;
alter table public.contact_messages enable row level security;

revoke all on table public.feedback, public.contact_messages from anon, authenticated;
grant insert (category, rating, title, description, name, email, allow_contact) on table public.feedback to anon, authenticated;
grant insert (name, email, subject, message) on table public.contact_messages to anon, authenticated;

create policy "Anyone may send feedback" on public.feedback for insert to anon, authenticated with check (true);
create policy "Anyone may send a contact message" on public.contact_messages for insert to anon, authenticated with check (true);
-- No select, update or delete policies: what was sent is read only by staff with the service role.
