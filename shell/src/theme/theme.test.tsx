import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render-with-shell';
import { readStoredPreference, resolveTheme, themeStorageKey } from './theme';
import { ThemeToggle } from './ThemeToggle';

function mockSystemDark(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('theme', () => {
  beforeEach(() => localStorage.clear());

  it('resolves system to the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads only valid stored choices, defaulting to system', () => {
    expect(readStoredPreference()).toBe('system');
    localStorage.setItem(themeStorageKey, 'dark');
    expect(readStoredPreference()).toBe('dark');
    localStorage.setItem(themeStorageKey, '<script>');
    expect(readStoredPreference()).toBe('system');
  });

  it('follows the system theme until toggled, then stores the choice', async () => {
    mockSystemDark(true);
    const user = userEvent.setup();
    await renderWithShell(<ThemeToggle />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  });
});
