import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { refreshEnvironment } from '../features/articles/article-list';
import BlogListPage from './BlogListPage';

function renderList(copy: typeof messages = messages) {
  // A fresh jotai store per test, so generated articles do not leak between tests.
  return renderRemote(<BlogListPage />, { namespace: 'insights', messages: copy, path: '/blog', wrap: (ui) => <Provider>{ui}</Provider> });
}

const table = () => screen.queryByRole('table', { name: 'Latest Insights' });
const titles = () =>
  within(table()!)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

describe('BlogListPage', () => {
  it('lists the five articles with category, author, date, read time and a Read more link', async () => {
    await renderList();
    const headers = within(table()!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Article', 'Category', 'Author', 'Date', 'Read Time', 'Link']);
    expect(within(table()!).getByText('Link')).toHaveClass('ui-visually-hidden');
    expect(screen.getByText('5 articles shown')).toHaveAttribute('role', 'status');
    const rows = within(table()!).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Artificial Intelligence',
      'Dr. Sarah Chen',
      'Mar 15, 2024',
      '8 min read',
      'Read more: AI Trends Shaping Enterprise IT in 2025',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /^Read more\W+AI Trends Shaping Enterprise IT in 2025$/ })).toHaveAttribute(
      'href',
      '/blog/ai-trends-2025',
    );
    expect(within(rows[4]!).getAllByRole('cell')[2]).toHaveTextContent('Mar 11, 2024');
  });

  it('applies the search (title or excerpt, any case) and the category together, and says when nothing matches', async () => {
    await renderList();
    const user = userEvent.setup();
    expect(screen.getByPlaceholderText('Search articles...')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'KUBERNETES');
    expect(titles()).toEqual(['Cloud-Native Architecture: A Practical Guide']);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'zero trust');
    await user.selectOptions(screen.getByLabelText('Category'), 'Cloud Computing');
    expect(table()).toBeNull();
    expect(screen.getByText('No articles match your search.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    expect(titles()).toEqual(['Zero Trust Security: Beyond the Perimeter']);
  });

  it.each(['(', '*', '\\', '<script>alert(1)</script>'])('never throws on the search %s', async (query) => {
    await renderList();
    await userEvent.setup().type(screen.getByLabelText('Search'), query.replace(/[[{]/g, '$&$&'));
    expect(screen.getByLabelText('Search')).toHaveValue(query);
    expect(screen.getByText('No articles match your search.')).toBeInTheDocument();
  });

  describe('Update Content', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      jest.spyOn(refreshEnvironment, 'now').mockReturnValue(new Date('2026-11-22T08:00:00Z'));
      let draw = 0;
      jest.spyOn(refreshEnvironment, 'random').mockImplementation(() => [0.1, 0.5, 0.9, 0.3, 0.7][draw++ % 5]!);
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('shows Updating... on a disabled button for two seconds, then adds three articles at the top', async () => {
      await renderList();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Update Content' }));
      const button = screen.getByRole('button', { name: 'Updating...' });
      expect(button).toBeDisabled();
      act(() => jest.advanceTimersByTime(1999));
      expect(titles()).toHaveLength(5);
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Update Content' })).toBeEnabled();
      expect(titles()).toHaveLength(8);
      const seedTitles = Object.values(messages.articles).map((article) => article.title);
      expect(titles().slice(3)).toEqual(seedTitles);
      expect(new Set(titles()).size).toBe(8);
      expect(screen.getByText('3 new articles added.')).toHaveAttribute('role', 'status');
      expect(screen.getByText('8 articles shown')).toHaveAttribute('role', 'status');
      const newest = within(table()!).getAllByRole('row')[1]!;
      expect(within(newest).getByRole('link').getAttribute('href')).toMatch(/^\/blog\/[a-z-]+-1795334400000-0$/);
    });

    it('runs the same refresh on its own every 24 hours', async () => {
      await renderList();
      act(() => jest.advanceTimersByTime(24 * 60 * 60 * 1000));
      expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(2000));
      expect(titles()).toHaveLength(8);
    });
  });

  describe('search and category filter', () => {
    // Titles and excerpts of the built-in articles, chosen so matches in either are told apart.
    const text = {
      'ai-trends-2025': { title: 'AI Trends Shaping Enterprise IT in 2025', excerpt: 'Agents and governance.' },
      'cloud-native-architecture': { title: 'Cloud-Native Architecture', excerpt: 'Kubernetes and platform teams.' },
      'zero-trust-security': { title: 'Zero Trust Security', excerpt: 'Identity is the new perimeter.' },
      'data-mesh-architecture': { title: 'Data Mesh', excerpt: 'Domain-owned data products on Kubernetes.' },
      'microservices-best-practices': { title: 'Microservices Best Practices', excerpt: 'Boundaries (and events).' },
    };
    const idOf = Object.fromEntries(Object.entries(text).map(([id, { title }]) => [title, id]));

    async function ids(query: string, category = 'All Categories') {
      await renderList({ ...messages, articles: text });
      const user = userEvent.setup();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), category);
      await user.click(screen.getByRole('searchbox', { name: 'Search' }));
      // Pasted, not typed: user-event would read [ and { in typed text as key names.
      if (query) await user.paste(query);
      return table() ? titles().map((title) => idOf[title!]) : [];
    }

    it('matches title or excerpt, case-insensitively', async () => {
      expect(await ids('KUBERNETES')).toEqual(['cloud-native-architecture', 'data-mesh-architecture']);
    });

    it('matches the title', async () => {
      expect(await ids('zero trust')).toEqual(['zero-trust-security']);
    });

    it.each([
      ['kubernetes', 'Data Management', ['data-mesh-architecture']],
      ['', 'Cybersecurity', ['zero-trust-security']],
      ['kubernetes', 'Cybersecurity', []],
    ])('applies the search %p and the category %s together', async (query, category, expected) => {
      expect(await ids(query, category)).toEqual(expected);
    });

    it.each(['*', '\\', '[', '.*', ')(', '<script>alert(1)</script>', 'x'.repeat(10_000)])(
      'treats %s as text and never throws',
      async (query) => {
        expect(await ids(query)).toEqual([]);
        expect(screen.getByText('No articles match your search.')).toBeInTheDocument();
        expect(document.querySelector('script')).toBeNull();
      },
    );

    it('finds literal regex characters', async () => {
      expect(await ids('(and')).toEqual(['microservices-best-practices']);
    });
  });
});
