import { screen, within } from '@testing-library/react';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { renderStaff, withRpc } from '../testing/staff';
import ReportPage from './ReportPage';

const rows = [
  { week: '2026-11-16', priority: 'high', counted: 4, within_target: 3, missed: 1, waiting: 0, rated: 0, rating_sum: 0 },
  { week: '2026-11-23', priority: 'low', counted: 0, within_target: 0, missed: 0, waiting: 2, rated: 1, rating_sum: 5 },
  { week: '2026-11-23', priority: 'critical', counted: 3, within_target: 2, missed: 1, waiting: 1, rated: 2, rating_sum: 3 },
];

async function renderReport(answer: Parameters<typeof withRpc>[1]['staff_response_report']) {
  const fake = fakeSupabase({ respond: () => ({ data: [] }) });
  const calls = withRpc(fake.client, { staff_response_report: answer });
  await renderStaff(<ReportPage />, { client: fake.client, path: '/staff/report' });
  return { calls, channels: fake.channels };
}

const tableRows = () =>
  within(screen.getByRole('table', { name: 'First answers within target, per week and priority' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('staff ReportPage', () => {
  it('shows each week and priority with the share answered within target, newest week and most urgent first', async () => {
    const { calls } = await renderReport({ data: rows });
    expect(screen.getByRole('heading', { level: 1, name: 'Response report' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'First answers within target, per week and priority' });
    expect(tableRows()).toEqual([
      ['November 23, 2026', 'Critical', '3', '2', '1', '1', '67%'],
      ['November 23, 2026', 'Low', '0', '0', '0', '2', 'None counted yet'],
      ['November 16, 2026', 'High', '4', '3', '1', '0', '75%'],
    ]);
    expect(calls).toContainEqual({ name: 'staff_response_report', args: { p_weeks: 8 } });
    // Each week's ratings over its priorities: 5 + 3 out of three ratings.
    expect(
      [...within(screen.getByRole('table', { name: 'Ratings of the answers, per week' })).getAllByRole('row')]
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['November 23, 2026', '3', '2.7'],
      ['November 16, 2026', '0', 'No ratings yet'],
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Response targets by priority' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Critical 15 minutes', 'High 1 hour', 'Medium 4 hours', 'Low 24 hours']);
  });

  it('says when there is nothing to report', async () => {
    await renderReport({ data: [] });
    expect(await screen.findByText('No tickets were opened in these weeks.')).toBeInTheDocument();
  });

  it('says the report could not be loaded, with Try again', async () => {
    await renderReport({ error: { code: '42501' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
