import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { savedArticlesKey } from '../features/articles/saved-articles';
import ArticlePage from './ArticlePage';

function renderArticle(path: string) {
  return renderRemote(<p>No route</p>, {
    namespace: 'insights',
    messages,
    path,
    routes: { '/blog/:id': <ArticlePage />, '/blog': <h1>Blog stub</h1> },
    wrap: (ui) => <Provider store={createStore()}>{ui}</Provider>,
  });
}

describe('ArticlePage', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('renders every part of a built-in article', async () => {
    await renderArticle('/blog/zero-trust-security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zero Trust Security: Beyond the Perimeter' })).toBeInTheDocument();
    expect(document.title).toBe('Zero Trust Security: Beyond the Perimeter | Meridian IT Services');
    expect(screen.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute('href', '/blog');
    expect(screen.getAllByText('Cybersecurity')[0]).toHaveClass('in:rounded-full');
    expect(screen.getByText(/By Aisha Rahman, Head of Cybersecurity/)).toHaveTextContent('March 13, 2024 · 10 min read');
    for (const section of ['Introduction and key points', 'Main Sections', 'Technologies', 'Implementation Guide', 'Conclusion', 'Tags'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    const overview = within(screen.getByRole('table', { name: 'Introduction and key points' }));
    expect(overview.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Introduction', 'Key points']);
    expect(overview.queryAllByRole('columnheader')).toEqual([]);
    expect(overview.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('table', { name: 'Main Sections' })).getAllByRole('row')).toHaveLength(5);
    expect(
      within(screen.getByRole('table', { name: 'Technologies' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Technology', 'Description', 'Applications']);
    const guide = screen.getByRole('region', { name: 'Implementation Guide' });
    expect(within(guide).getAllByRole('list')[0]!.tagName).toBe('OL');
    expect(within(screen.getByRole('region', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it.each(['no-such-article', 'AI-TRENDS-2025', '..%2F..%2Fetc', '%3Cscript%3E', 'x'.repeat(3000)])(
    'answers %s with Article Not Found',
    async (id) => {
      await renderArticle(`/blog/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
    },
  );

  it('saves and unsaves the article in the browser, saying so', async () => {
    await renderArticle('/blog/ai-trends-2025');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(savedArticlesKey)!)).toEqual(['ai-trends-2025']);
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your reading list in this browser.');
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(JSON.parse(localStorage.getItem(savedArticlesKey)!)).toEqual([]);
  });

  it('ignores a tampered reading list', async () => {
    localStorage.setItem(savedArticlesKey, '{"not":"a list"}');
    await renderArticle('/blog/ai-trends-2025');
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shares with the Web Share API when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    await renderArticle('/blog/ai-trends-2025');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'AI Trends Shaping Enterprise IT in 2025', url: window.location.href });
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for sharing.');
    delete (navigator as { share?: unknown }).share;
  });

  it('copies the link when the browser cannot share, and shows it when copying is refused', async () => {
    const user = userEvent.setup();
    await renderArticle('/blog/ai-trends-2025');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Copy this link to share it: ${window.location.href}`);
  });

  describe('pressed before the page hydrated (counted by the inline script)', () => {
    afterEach(() => delete window.__meridianEarlyClicks);

    it('Share says the page was not ready: the browser allows sharing only during the press', async () => {
      const share = jest.fn();
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      window.__meridianEarlyClicks = { 'article-share': 1 };
      await renderArticle('/blog/ai-trends-2025');
      expect(await screen.findByRole('status')).toHaveTextContent(messages.article.shareNotReady);
      expect(share).not.toHaveBeenCalled();
      Reflect.deleteProperty(navigator, 'share');
    });

    it.each([
      ['an article not saved yet', '[]'],
      ['an article saved already (the server offered Save all the same)', '["ai-trends-2025"]'],
    ])('Save pressed once saves %s', async (_, stored) => {
      localStorage.setItem(savedArticlesKey, stored);
      window.__meridianEarlyClicks = { 'article-save': 1 };
      await renderArticle('/blog/ai-trends-2025');
      expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
      expect(JSON.parse(localStorage.getItem(savedArticlesKey)!)).toEqual(['ai-trends-2025']);
      expect(screen.getByRole('status')).toHaveTextContent('Saved to your reading list in this browser.');
    });
  });
});
