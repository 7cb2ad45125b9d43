-- Demo data for `supabase db reset` and the local stand-in's first start (run once, on an empty
-- database). Fixed ids and timestamps keep it deterministic. Every password is DemoPass123!
--
--   demo@example.com   a1111111-1111-4111-8111-111111111111   MFA off, 7 projects
--   mfa@example.com    b2222222-2222-4222-8222-222222222222   MFA on,  3 projects
--   other@example.com  c3333333-3333-4333-8333-333333333333   MFA off, 3 projects
--   staff@example.com  d4444444-4444-4444-8444-444444444444   staff (app_metadata), MFA on
--
-- Each client owns a company of their own (made when the account was; ids random, found by owner):
--   demo@example.com → Northwind Traders, mfa@example.com → Contoso Health,
--   other@example.com → Fabrikam Logistics. Their projects go to it (client_projects fills
--   company_id from the contact person).

-- Metadata is spelled out: GoTrue's real auth.users has no defaults for it (the stand-in's has).
insert into auth.users
  (id, aud, role, email, encrypted_password, email_confirmed_at, recovery_token, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('a1111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated', 'demo@example.com',
   extensions.crypt('DemoPass123!', extensions.gen_salt('bf', 10)), now(), '', '{"provider":"email","providers":["email"]}', '{}', '2025-12-01 09:00:00+00', '2025-12-01 09:00:00+00'),
  ('b2222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated', 'mfa@example.com',
   extensions.crypt('DemoPass123!', extensions.gen_salt('bf', 10)), now(), '', '{"provider":"email","providers":["email"]}', '{}', '2025-12-02 09:00:00+00', '2025-12-02 09:00:00+00'),
  ('c3333333-3333-4333-8333-333333333333', 'authenticated', 'authenticated', 'other@example.com',
   extensions.crypt('DemoPass123!', extensions.gen_salt('bf', 10)), now(), '', '{"provider":"email","providers":["email"]}', '{}', '2025-12-03 09:00:00+00', '2025-12-03 09:00:00+00'),
  ('d4444444-4444-4444-8444-444444444444', 'authenticated', 'authenticated', 'staff@example.com',
   extensions.crypt('DemoPass123!', extensions.gen_salt('bf', 10)), now(), '', '{"provider":"email","providers":["email"],"staff":true}', '{}', '2025-11-20 09:00:00+00', '2025-11-20 09:00:00+00');

-- For the real GoTrue schema (supabase db reset): GoTrue cannot scan NULL token columns
-- ("converting NULL to string is unsupported") and signs in through auth.identities. The local
-- stand-in has GoTrue's token columns (setting them to '' is harmless there) but no identities.
do $$
begin
  if exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'users' and column_name = 'confirmation_token'
  ) then
    execute $sql$
      update auth.users
      set instance_id = '00000000-0000-0000-0000-000000000000',
          confirmation_token = coalesce(confirmation_token, ''),
          email_change = coalesce(email_change, ''),
          email_change_token_new = coalesce(email_change_token_new, '')
      where id in ('a1111111-1111-4111-8111-111111111111', 'b2222222-2222-4222-8222-222222222222',
                   'c3333333-3333-4333-8333-333333333333', 'd4444444-4444-4444-8444-444444444444')
    $sql$;
  end if;
  if to_regclass('auth.identities') is not null then
    execute $sql$
      insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      select u.id::text, u.id,
             jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
             'email', u.created_at, u.created_at, u.created_at
      from auth.users u
      where u.id in ('a1111111-1111-4111-8111-111111111111', 'b2222222-2222-4222-8222-222222222222',
                     'c3333333-3333-4333-8333-333333333333', 'd4444444-4444-4444-8444-444444444444')
    $sql$;
  end if;
end $$;

insert into public.mfa_settings (user_id, enabled, updated_at)
values
  ('a1111111-1111-4111-8111-111111111111', false, '2025-12-01 09:00:00+00'),
  ('b2222222-2222-4222-8222-222222222222', true, '2025-12-02 09:05:00+00'),
  ('c3333333-3333-4333-8333-333333333333', false, '2025-12-03 09:00:00+00'),
  ('d4444444-4444-4444-8444-444444444444', true, '2025-11-20 09:05:00+00');

-- A new client's company is named by their address (20261127000100_client_companies.sql); the
-- demo companies get the names the screens show.
update public.companies c
set name = v.name
from public.company_members m,
  (values
    ('a1111111-1111-4111-8111-111111111111'::uuid, 'Northwind Traders'),
    ('b2222222-2222-4222-8222-222222222222'::uuid, 'Contoso Health'),
    ('c3333333-3333-4333-8333-333333333333'::uuid, 'Fabrikam Logistics')
  ) as v (owner_id, name)
where m.company_id = c.id and m.user_id = v.owner_id and m.role = 'owner';

-- Where notices link to and where staff notices go (a hosted project sets its own:
-- docs/backend.md, "Staff").
insert into private.app_settings (key, value)
values ('site_url', 'http://localhost:3000'), ('staff_inbox', 'staff@example.com');

-- Progress follows status: pending/rejected 0, in-progress 1..99, completed 100.
insert into public.client_projects
  (id, client_id, title, description, status, priority, progress, start_date, end_date, budget, created_at)
values
  -- demo@example.com: every status and every priority
  ('a1000000-0000-4000-8000-000000000001', 'a1111111-1111-4111-8111-111111111111',
   'Cloud Migration to AWS',
   'Lift-and-shift of 42 on-premises VMs to AWS (EC2, RDS, S3), followed by right-sizing and a landing zone with Control Tower guardrails.',
   'in-progress', 'high', 65, '2026-01-12', '2026-06-30', 150000, '2026-01-05 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000002', 'a1111111-1111-4111-8111-111111111111',
   'Customer Portal Redesign',
   'New responsive self-service portal with single sign-on, order tracking and an accessible design system (WCAG 2.2 AA).',
   'completed', 'medium', 100, '2026-01-19', '2026-04-24', 85000, '2026-01-12 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000003', 'a1111111-1111-4111-8111-111111111111',
   'Network Security Audit',
   'External and internal penetration test, firewall rule review and a prioritised remediation plan for the head office and two branches.',
   'pending', 'high', 0, '2026-07-06', '2026-08-14', 42500, '2026-02-02 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000004', 'a1111111-1111-4111-8111-111111111111',
   'ERP Integration with SAP S/4HANA',
   'Event-driven integration between the e-commerce platform and SAP S/4HANA for orders, stock levels and invoicing.',
   'in-progress', 'medium', 30, '2026-03-02', '2026-10-30', 120000, '2026-02-16 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000005', 'a1111111-1111-4111-8111-111111111111',
   'Legacy Helpdesk Decommissioning',
   'Retire the on-premises helpdesk server and archive ten years of tickets. Rejected: the client moved the helpdesk to a SaaS vendor instead.',
   'rejected', 'low', 0, '2026-02-02', '2026-03-13', 18000, '2026-01-26 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000006', 'a1111111-1111-4111-8111-111111111111',
   'Microsoft 365 Tenant Consolidation',
   'Merge two Microsoft 365 tenants after the acquisition: mailboxes, Teams, SharePoint sites and conditional-access policies.',
   'completed', 'low', 100, '2026-02-09', '2026-04-17', 27500, '2026-02-03 09:00:00+00'),
  ('a1000000-0000-4000-8000-000000000007', 'a1111111-1111-4111-8111-111111111111',
   'Disaster Recovery Runbook',
   'Recovery objectives per system, a tested failover runbook and a quarterly restore drill for the ERP and file servers.',
   'pending', 'medium', 0, '2026-09-07', '2026-11-27', 36000, '2026-04-06 09:00:00+00'),

  -- mfa@example.com
  ('b1000000-0000-4000-8000-000000000001', 'b2222222-2222-4222-8222-222222222222',
   'Data Warehouse Modernization',
   'Move the nightly SQL Server reporting jobs to a Snowflake warehouse with dbt models and Power BI dashboards.',
   'in-progress', 'high', 45, '2026-02-16', '2026-08-28', 95000, '2026-01-20 10:00:00+00'),
  ('b1000000-0000-4000-8000-000000000002', 'b2222222-2222-4222-8222-222222222222',
   'SOC 2 Readiness Assessment',
   'Gap analysis against the SOC 2 trust services criteria, evidence collection plan and policy templates.',
   'pending', 'medium', 0, '2026-06-01', '2026-07-24', 38000, '2026-02-24 10:00:00+00'),
  ('b1000000-0000-4000-8000-000000000003', 'b2222222-2222-4222-8222-222222222222',
   'Endpoint Management Rollout',
   'Enrol 180 laptops in Microsoft Intune with compliance policies, BitLocker and automated patching.',
   'completed', 'low', 100, '2026-01-05', '2026-03-20', 22000, '2026-01-02 10:00:00+00'),

  -- other@example.com
  ('c1000000-0000-4000-8000-000000000001', 'c3333333-3333-4333-8333-333333333333',
   'Kubernetes Platform Setup',
   'Managed Kubernetes clusters for staging and production with GitOps deployments, autoscaling and centralised logging.',
   'in-progress', 'high', 70, '2026-01-26', '2026-06-12', 110000, '2026-01-22 11:00:00+00'),
  ('c1000000-0000-4000-8000-000000000002', 'c3333333-3333-4333-8333-333333333333',
   'Mobile App Performance Tuning',
   'Profile and fix start-up time, memory use and API latency of the iOS and Android field-service apps.',
   'completed', 'medium', 100, '2026-02-02', '2026-03-27', 31500, '2026-01-28 11:00:00+00'),
  ('c1000000-0000-4000-8000-000000000003', 'c3333333-3333-4333-8333-333333333333',
   'Backup Strategy Review',
   'Review of backup retention and off-site copies. Rejected: covered by the client''s existing managed-services contract.',
   'rejected', 'low', 0, '2026-03-02', '2026-03-20', 9500, '2026-02-20 11:00:00+00');
