import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render-with-shell';
import { TopBar } from './TopBar';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('TopBar', () => {
  it.each([
    ['/', 'Home'],
    ['/services', 'Services'],
    ['/portfolio', 'Portfolio'],
    ['/blog', 'Insights'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
  ])('marks only %s as the current page', async (path, label) => {
    await renderWithShell(<TopBar />, { path });
    const current = mainNav()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('keeps Services current on any path beneath /services', async () => {
    await renderWithShell(<TopBar />, { path: '/services/web/frontend-development/details' });
    expect(mainNav().getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links every item to its route and the dashboard button to /dashboard', async () => {
    await renderWithShell(<TopBar />);
    const hrefs = mainNav()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/services', '/portfolio', '/blog', '/about', '/contact']);
    expect(screen.getByRole('link', { name: 'Client Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('opens and closes the small-screen menu from the keyboard', async () => {
    const user = userEvent.setup();
    await renderWithShell(<TopBar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('switches the language, storing the choice and updating <html lang>', async () => {
    const user = userEvent.setup();
    await renderWithShell(<TopBar />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'id');
    expect(await screen.findByRole('link', { name: 'Beranda' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    expect(localStorage.getItem('meridian.language')).toBe('id');
  });

  describe('pressed before the page hydrated (counted by the inline script)', () => {
    afterEach(() => {
      delete window.__meridianEarlyClicks;
      localStorage.clear();
    });

    it.each([
      [1, 'true'],
      [2, 'false'],
    ])('leaves the small-screen menu pressed %i times open: %s', async (clicks, expanded) => {
      window.__meridianEarlyClicks = { menu: clicks };
      await renderWithShell(<TopBar />);
      expect(screen.getByRole('button', { name: /menu$/ })).toHaveAttribute('aria-expanded', expanded);
    });

    it("leaves the theme as the page's script switched it, and ends the counting", async () => {
      // The page's script switched to dark and stored it; the toggle, hydrated, must not switch again.
      localStorage.setItem('meridian.theme', 'dark');
      window.__meridianEarlyClicks = { theme: 1 };
      await renderWithShell(<TopBar />);
      expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
      expect(localStorage.getItem('meridian.theme')).toBe('dark');
      expect(window.__meridianEarlyClicks).toEqual({ theme: null, menu: null });
    });
  });
});
