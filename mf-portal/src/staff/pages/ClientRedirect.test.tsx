import { screen } from '@testing-library/react';
import { fakeSupabase, type FakeAnswer } from '@meridian/shared/testing/fake-supabase';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import main from '../locales/en.json';
import records from '../locales/records.en.json';
import { staffSession } from '../testing/staff';
import ClientRedirect from './ClientRedirect';

async function renderAt(path: string, members: FakeAnswer = { data: [] }) {
  const fake = fakeSupabase({ respond: () => members });
  const view = await renderRemote(<ClientRedirect />, {
    namespace: 'staff',
    messages: { ...main, ...records },
    path,
    routes: {
      '/staff/clients/:clientId': <ClientRedirect />,
      '/staff/companies': <h1>Companies list</h1>,
      '/staff/companies/:companyId': <h1>A company page</h1>,
    },
    auth: { status: 'signed-in', session: staffSession, getClient: async () => fake.client },
  });
  return { ...view, queries: fake.queries };
}

describe('ClientRedirect (links from before companies)', () => {
  it("sends a client's page to the first company that person joined", async () => {
    const { probe, queries } = await renderAt('/staff/clients/u1', { data: [{ company_id: 'co-7' }] });
    expect(await screen.findByRole('heading', { name: 'A company page' })).toBeInTheDocument();
    expect(probe.location?.pathname).toBe('/staff/companies/co-7');
    expect(queries[0]?.table).toBe('company_members');
    expect(queries[0]?.calls).toEqual([
      { method: 'select', args: ['company_id'] },
      { method: 'eq', args: ['user_id', 'u1'] },
      { method: 'order', args: ['joined_at', { ascending: true }] },
      { method: 'limit', args: [1] },
    ]);
  });

  it('says so when the person is in no company, with the way to the companies', async () => {
    const { probe } = await renderAt('/staff/clients/u2');
    expect(await screen.findByText(/This person is not a member of any company\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All companies' })).toHaveAttribute('href', '/staff/companies');
    expect(probe.location?.pathname).toBe('/staff/clients/u2');
  });

  it('treats an id that is no uuid as a person in no company', async () => {
    await renderAt('/staff/clients/nope', { error: { code: '22P02', message: 'invalid input syntax for type uuid' } });
    expect(await screen.findByText(/This person is not a member of any company\./)).toBeInTheDocument();
  });
});
