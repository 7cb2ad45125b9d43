import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
// The server's router, as shell/src/server/render-page.tsx renders with it.
import { StaticRouter } from 'react-router';
import { I18nextProvider } from '@meridian/shared/runtime/i18n';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { renderWithShell, testConfig } from '../test/render-with-shell';
import { initI18n } from '../i18n/i18n';
import en from '../locales/en.json';
import id from '../locales/id.json';
import ms from '../locales/ms.json';
import { PreviewBanner } from './PreviewBanner';

const preview = { remote: 'marketing', version: '4f0c2a91b3' };
const previewing: AppConfig = { ...testConfig, preview };
const banner = () => screen.getByRole('region', { name: 'Release preview' });

describe('PreviewBanner', () => {
  it('shows nothing when this browser previews nothing', async () => {
    await renderWithShell(<PreviewBanner />, { path: '/about' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });

  it('names the remote and the release previewed, and says other visitors see the live site', async () => {
    await renderWithShell(<PreviewBanner />, { path: '/about', config: previewing });
    expect(banner()).toHaveTextContent(
      'Release preview: You are previewing release 4f0c2a91b3 of marketing. Other visitors see the live site.',
    );
    expect(screen.getByTestId('preview-banner')).toBe(banner());
  });

  it('leaves the preview with a plain form post that returns to the current path and query', async () => {
    await renderWithShell(<PreviewBanner />, { path: '/services/cloud?lang=id#plans', config: previewing });
    const button = within(banner()).getByRole('button', { name: 'Leave preview' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/_release/leave-preview');
    // The page's guard against forms sent before hydration lets this one through (start-after-paint.js).
    expect(form).toHaveAttribute('data-native-submit');
    expect(Object.fromEntries(new FormData(form))).toEqual({ return: '/services/cloud?lang=id' });
  });

  it.each([
    ['en', en],
    ['id', id],
    ['ms', ms],
  ])('speaks %s, every message of its own', async (language, messages) => {
    const view = await renderWithShell(<PreviewBanner />, { path: '/', config: previewing });
    await act(() => view.i18n.changeLanguage(language));
    const section = screen.getByTestId('preview-banner');
    const message = messages.preview.message.replace('{{version}}', preview.version).replace('{{remote}}', preview.remote);
    expect(section).toHaveTextContent(`${messages.preview.label}: ${message}`);
    expect(section).toHaveAccessibleName(messages.preview.label);
    expect(within(section).getByRole('button')).toHaveTextContent(messages.preview.leave);
    expect(section.textContent).not.toMatch(/preview\.|\{\{/);
  });

  it("hydrates the server's HTML as it is", async () => {
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
    const url = '/services/cloud?lang=en';
    const tree = (router: 'server' | 'browser') => (
      <I18nextProvider i18n={i18n}>
        <AppConfigContext.Provider value={previewing}>
          {router === 'server' ? (
            <StaticRouter location={url}>
              <PreviewBanner />
            </StaticRouter>
          ) : (
            <MemoryRouter initialEntries={[url]}>
              <PreviewBanner />
            </MemoryRouter>
          )}
        </AppConfigContext.Provider>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree('server'));
    document.body.append(container);
    // React reports a text that differs as a recoverable error, an attribute that differs (the
    // form's action, say) only on the console, and does not compare a field's value at all: the
    // server's is checked here, the browser's in the test of the form above.
    const consoleError = jest.spyOn(console, 'error');
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      expect(container.querySelector('input[name="return"]')).toHaveAttribute('value', url);
      await act(async () => {
        root = hydrateRoot(container, tree('browser'), { onRecoverableError: (error) => void errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(within(container).getByRole('button', { name: 'Leave preview' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });
});

/** The theme's colours, as shell/src/styles.css defines them for light (:root) and dark. */
function themeColours(): Record<'light' | 'dark', Record<string, string>> {
  const css = readFileSync(path.join(__dirname, '../styles.css'), 'utf8');
  const block = (selector: string) => {
    const body = css.slice(css.indexOf(`${selector} {`)).split('}')[0]!;
    return Object.fromEntries([...body.matchAll(/--app-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name = '', value = '']) => [name, value]));
  };
  return { light: block(':root'), dark: block("[data-theme='dark']") };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The theme colour a utility class of `element` names (e.g. "bg" -> bg-ink -> "ink"). */
function colourOf(element: Element, utility: string, colours: Record<string, string>): string {
  const names = [...element.classList].flatMap((name) => {
    const match = new RegExp(`^${utility}-([a-z-]+)$`).exec(name);
    return match?.[1] && match[1] in colours ? [match[1]] : [];
  });
  expect(names).toHaveLength(1);
  return colours[names[0]!]!;
}

describe('PreviewBanner contrast', () => {
  it.each(['light', 'dark'] as const)('passes WCAG AA in the %s theme: text, the button, its edge and its focus ring', async (theme) => {
    const colours = themeColours()[theme];
    await renderWithShell(<PreviewBanner />, { path: '/', config: previewing });
    const section = banner();
    const button = within(section).getByRole('button');
    const background = colourOf(section, 'bg', colours);
    expect(contrast(colourOf(section, 'text', colours), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colourOf(button, 'text', colours), colourOf(button, 'bg', colours))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colourOf(button, 'text', colours), colourOf(button, 'hover:bg', colours))).toBeGreaterThanOrEqual(4.5);
    // Non-text contrast: the button against the banner, and its focus ring, drawn outside it over the banner.
    expect(contrast(colourOf(button, 'bg', colours), background)).toBeGreaterThanOrEqual(3);
    expect(contrast(colourOf(button, 'focus-visible:outline', colours), background)).toBeGreaterThanOrEqual(3);
  });
});
