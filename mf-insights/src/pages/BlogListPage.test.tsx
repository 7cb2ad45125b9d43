import { screen, within } from '@testing-library/react';
import { renderRemote } from '@meridian/shared/testing/renderRemote';
import messages from '../locales/en.json';
import BlogListPage from './BlogListPage';

describe('BlogListPage', () => {
  it('lists the five articles with category, author, date and read time', async () => {
    await renderRemote(<BlogListPage />, { namespace: 'insights', messages, path: '/blog' });
    const table = screen.getByRole('table', { name: 'Latest Insights' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Article', 'Category', 'Author', 'Date', 'Read Time']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(rows[0]).toHaveTextContent('AI Trends Shaping Enterprise IT in 2025');
    expect(first).toEqual(['Artificial Intelligence', 'Dr. Sarah Chen', 'Mar 15, 2024', '8 min read']);
    expect(within(rows[4]!).getAllByRole('cell')[2]).toHaveTextContent('Mar 11, 2024');
  });
});
