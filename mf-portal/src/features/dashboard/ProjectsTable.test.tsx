import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../locales/en.json';
import type { ClientProject } from '../../lib/projects';
import { ProjectsTable } from './ProjectsTable';

const project: ClientProject = {
  id: 'p1',
  client_id: 'user-1',
  company_id: 'c-1',
  title: 'Cloud Migration to AWS',
  description: 'Move the ERP to the cloud.',
  status: 'in-progress',
  priority: 'urgent',
  progress: 40,
  start_date: '2026-01-15',
  end_date: null,
  budget: 150000,
  created_at: '2026-01-01T00:00:00Z',
};

type Answer = Promise<{ data: unknown; error: unknown }>;

/** `answers`: what each request for the projects answers in turn (the last one again after that). */
function renderTable(...answers: Answer[]) {
  let asked = 0;
  const next = () => answers[Math.min(asked++, answers.length - 1)]!;
  const client = {
    from: () => ({
      select: () => ({ eq: (column: string, value: string) => (column === 'company_id' && value === 'c-1' ? { order: next } : {}) }),
    }),
  } as unknown as SupabaseClient;
  const auth = { status: 'signed-in' as const, session: null, getClient: async () => client, rememberSession: async () => {} };
  return renderRemote(<ProjectsTable companyId="c-1" />, {
    namespace: 'portal',
    messages,
    path: '/dashboard',
    wrap: (ui) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>,
  });
}

describe('ProjectsTable', () => {
  it('says it is loading until the projects arrive', async () => {
    await renderTable(new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the projects could not be loaded, and Retry loads them', async () => {
    await renderTable(
      Promise.resolve({ data: null, error: { code: '', message: 'boom', status: 500 } }),
      Promise.resolve({ data: [project], error: null }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your projects, newest first' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there is no project yet', async () => {
    await renderTable(Promise.resolve({ data: [], error: null }));
    expect(await screen.findByText('You have no projects with us yet.')).toBeInTheDocument();
  });

  it('lists each project with its title as the row header, badges, progress, dates and budget', async () => {
    await renderTable(Promise.resolve({ data: [project], error: null }));
    const table = await screen.findByRole('table', { name: 'Your projects, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Project', 'Status', 'Priority', 'Progress', 'Dates', 'Budget']);
    const row = within(table).getByRole('rowheader');
    expect(row.firstChild?.textContent).toBe('Cloud Migration to AWS');
    expect(row).toHaveTextContent('Move the ERP to the cloud.');
    // The status and priority badges are the shared StatusBadge: colour by meaning, words from common.
    expect(within(table).getByText('In progress')).toHaveAttribute('data-tone', 'active');
    // A priority without a translation shows as itself, in the neutral badge.
    expect(within(table).getByText('urgent')).toHaveAttribute('data-tone', 'neutral');
    const progress = within(table).getByRole('progressbar', { name: 'Progress of Cloud Migration to AWS' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    const cells = within(table).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent(/2026 – —$/);
    expect(cells[4]).toHaveTextContent('$150,000');
  });
});
