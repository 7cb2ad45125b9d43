import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { consentKey } from '../lib/cookie-consent';
import CookiesPage from './CookiesPage';

const render = () => renderRemote(<CookiesPage />, { namespace: 'marketing', messages, path: '/cookies' });
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('CookiesPage', () => {
  afterEach(() => localStorage.clear());

  it('starts with necessary fixed on, functional and analytics on, marketing off', async () => {
    await render();
    expect(toggle('Necessary')).toBeChecked();
    expect(toggle('Necessary')).toBeDisabled();
    expect(toggle('Functional')).toBeChecked();
    expect(toggle('Analytics')).toBeChecked();
    expect(toggle('Marketing')).not.toBeChecked();
  });

  it('saves the choice with a status message and restores it on return', async () => {
    const { unmount } = await render();
    const user = userEvent.setup();
    await user.click(toggle('Analytics'));
    await user.click(toggle('Marketing'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cookie preferences saved successfully!');
    expect(JSON.parse(localStorage.getItem(consentKey)!)).toMatchObject({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
    unmount();
    await render();
    expect(toggle('Analytics')).not.toBeChecked();
    expect(toggle('Marketing')).toBeChecked();
  });

  it('falls back to the defaults when the stored value is not a choice', async () => {
    localStorage.setItem(consentKey, '"<script>"');
    await render();
    expect(toggle('Marketing')).not.toBeChecked();
  });

  it('lists what is stored and for how long', async () => {
    await render();
    expect(screen.getByRole('table', { name: 'What we store' })).toHaveTextContent('1 year');
    expect(screen.getByRole('table', { name: 'What we store' })).toHaveTextContent('Session');
  });

  it('sets the switches pressed before hydration from the defaults the page showed, then saves if Save was pressed', async () => {
    // Stored earlier: marketing on. The server's HTML showed the defaults (analytics on, marketing off).
    localStorage.setItem(consentKey, JSON.stringify({ functional: true, analytics: true, marketing: true }));
    window.__meridianEarlyClicks = { 'cookie-analytics': 1, 'cookie-marketing': 3, 'cookie-functional': 2, 'cookie-save': 1 };
    try {
      await render();
      expect(toggle('Analytics')).not.toBeChecked();
      expect(toggle('Marketing')).toBeChecked();
      expect(toggle('Functional')).toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('Cookie preferences saved successfully!');
      expect(JSON.parse(localStorage.getItem(consentKey)!)).toMatchObject({ functional: true, analytics: false, marketing: true });
    } finally {
      delete window.__meridianEarlyClicks;
    }
  });
});
