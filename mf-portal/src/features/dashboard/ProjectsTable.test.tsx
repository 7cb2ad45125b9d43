import { screen, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../locales/en.json';
import type { ClientProject } from '../../lib/projects';
import { ProjectsTable } from './ProjectsTable';

const project: ClientProject = {
  id: 'p1',
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

function renderTable(answer: Promise<{ data: unknown; error: unknown }>) {
  const client = { from: () => ({ select: () => ({ order: () => answer }) }) } as unknown as SupabaseClient;
  const auth = { status: 'signed-in' as const, session: null, getClient: async () => client, rememberSession: async () => {} };
  return renderRemote(<ProjectsTable />, {
    namespace: 'portal',
    messages,
    path: '/dashboard',
    wrap: (ui) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>,
  });
}

describe('ProjectsTable', () => {
  it('says it is loading until the projects arrive', async () => {
    await renderTable(new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your projects…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the projects could not be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderTable(Promise.resolve({ data: null, error: { message: 'boom' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your projects.');
    jest.restoreAllMocks();
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
    expect(within(table).getByText('In progress')).toHaveClass('ui-badge');
    // A priority without a translation shows as itself, capitalised, in the grey badge.
    expect(within(table).getByText('Urgent')).toHaveClass('ui-badge');
    const progress = within(table).getByRole('progressbar', { name: 'Progress of Cloud Migration to AWS' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    const cells = within(table).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent(/2026 – —$/);
    expect(cells[4]).toHaveTextContent('$150,000');
  });
});
