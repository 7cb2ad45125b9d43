import { screen, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { namespaceBackend } from '@meridian/shared/runtime/i18n';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import main from './locales/en.json';
import records from './locales/records.en.json';
import { staffSession, withRpc } from './testing/staff';
import StaffWorkspace from './StaffWorkspace';

function renderWorkspace(path: string) {
  const fake = fakeSupabase({ respond: () => ({ data: [] }) });
  withRpc(fake.client, { mfa_status: { data: { enabled: true, verified: true } }, staff_companies: { data: [] } });
  Object.assign(fake.client.auth, { getUser: async () => ({ data: { user: staffSession.user }, error: null }) });
  return renderRemote(<StaffWorkspace />, {
    namespace: 'staff',
    messages: { ...main, ...records },
    path,
    routes: { '/staff/*': <StaffWorkspace /> },
    auth: { status: 'signed-in', session: staffSession, getClient: async () => fake.client as SupabaseClient },
  });
}

describe('StaffWorkspace', () => {
  it('opens on the inbox, with the workspace navigation and who is signed in', async () => {
    await renderWorkspace('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff workspace' });
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tickets' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/staff', '/staff/chat', '/staff/tickets', '/staff/proposals', '/staff/companies', '/staff/mail', '/staff/report']);
    expect(screen.getByText('Signed in as ops@meridian.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.title).toBe('Inbox | Meridian IT Services');
  });

  it('routes /staff/tickets to the tickets and marks Tickets current', async () => {
    await renderWorkspace('/staff/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff workspace' })).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('routes /staff/companies to the companies and marks Companies current', async () => {
    await renderWorkspace('/staff/companies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff workspace' })).getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('answers an unknown staff path with the 404 page', async () => {
    await renderWorkspace('/staff/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('registers its own namespace: the workspace copy and the records copy, in the language asked for', async () => {
    const loaded = await new Promise<Record<string, unknown>>((resolve, reject) =>
      namespaceBackend.read('ms', 'staff', (error, data) => (error ? reject(error) : resolve(data as Record<string, unknown>))),
    );
    expect(loaded).toMatchObject({ inbox: { title: 'Peti masuk' }, proposals: expect.any(Object), companies: expect.any(Object) });
  });
});
