import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lazy, Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useClickBeforeHydration, useSubmitBeforeHydration } from './use-click-before-hydration';

/** A toggle and a one-shot button, as the site's controls use the hook. */
function Controls({ onOpen }: { onOpen: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const toggleClicks = useClickBeforeHydration('details', (clicks) => {
    if (clicks % 2 === 1) setExpanded(true);
  });
  const openClicks = useClickBeforeHydration('open', onOpen);
  return (
    <>
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} {...toggleClicks}>
        <span>Details</span>
      </button>
      <button type="button" onClick={onOpen} {...openClicks}>
        Open
      </button>
    </>
  );
}

/** A form sent by its handler, as every form of the site is. */
function SignIn({ onSend }: { onSend: (email: string) => void }) {
  const earlySubmit = useSubmitBeforeHydration('sign-in');
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(new FormData(event.currentTarget).get('email') as string);
  };
  return (
    <form aria-label="Sign in" onSubmit={send} {...earlySubmit}>
      <input name="email" aria-label="Email" defaultValue="" />
      <button type="submit">Sign in</button>
    </form>
  );
}

// The page's inline script, as the server sends it (its scripts to start are none here).
const inlineScript = readFileSync(path.join(__dirname, '../../shell/src/start-after-paint.js'), 'utf8');

describe('useClickBeforeHydration', () => {
  beforeAll(() => {
    new Function('START_SCRIPTS', inlineScript)([]);
  });
  const counts = () => window.__meridianEarlyClicks!;
  afterEach(() => {
    for (const name of Object.keys(counts())) delete counts()[name];
    document.body.innerHTML = '';
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  /** The server's HTML of <Controls />, in the document as the browser shows it before any script. */
  function serverHtml(onOpen: () => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controls onOpen={onOpen} />);
    document.body.append(container);
    return container;
  }
  const hydrate = async (container: HTMLElement, onOpen: () => void) => {
    await act(async () => {
      root = hydrateRoot(container, <Controls onOpen={onOpen} />);
    });
  };

  it('marks the control with its name, the same in the server HTML and once hydrated', async () => {
    const onOpen = jest.fn();
    const container = serverHtml(onOpen);
    expect(container.querySelector('[data-click-before-hydration="details"]')).toHaveAttribute('aria-expanded', 'false');
    await hydrate(container, onOpen);
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('data-click-before-hydration', 'details');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('data-click-before-hydration', 'open');
  });

  it('does once hydrated what was asked by clicks on the server HTML, on the control or inside it', async () => {
    const onOpen = jest.fn();
    const container = serverHtml(onOpen);
    container.querySelector('span')!.click();
    for (let i = 0; i < 3; i++) screen.getByRole('button', { name: 'Open' }).click();
    expect(counts()).toEqual({ details: 1, open: 3 });

    await hydrate(container, onOpen);
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(3);
    expect(counts()).toEqual({ details: null, open: null });

    // From then on the handlers answer, and nothing is counted.
    act(() => screen.getByRole('button', { name: 'Details' }).click());
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    expect(counts()).toEqual({ details: null, open: null });
  });

  it('leaves a toggle clicked an even number of times as it was, and calls nothing without clicks', async () => {
    const onOpen = jest.fn();
    const container = serverHtml(onOpen);
    screen.getByRole('button', { name: 'Details' }).click();
    screen.getByRole('button', { name: 'Details' }).click();
    await hydrate(container, onOpen);
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('counts once a click that makes React hydrate the control at once: its handler answers it', async () => {
    const onOpen = jest.fn();
    const container = serverHtml(onOpen);
    // Hydration started but not committed (it yields to the browser): a click on the control makes
    // React finish it synchronously and hand the click to the handler.
    root = hydrateRoot(container, <Controls onOpen={onOpen} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    await act(async () => {});
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(counts()).toEqual({ details: null, open: null });
  });

  it('does nothing without the inline script (a test, or a page rendered in the browser)', async () => {
    const saved = window.__meridianEarlyClicks;
    delete window.__meridianEarlyClicks;
    try {
      const onOpen = jest.fn();
      render(<Controls onOpen={onOpen} />);
      expect(onOpen).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.__meridianEarlyClicks = saved;
    }
  });

  it('switches the theme at once on the server HTML of the theme toggle, as its handler would', () => {
    document.documentElement.setAttribute('data-theme', 'light');
    document.body.innerHTML = '<button type="button" data-click-before-hydration="theme">Theme</button>';
    screen.getByRole('button').click();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('meridian.theme')).toBe('dark');
    screen.getByRole('button').click();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('meridian.theme')).toBe('light');
    // Once the toggle has hydrated (its count taken), its handler alone switches.
    counts().theme = null;
    screen.getByRole('button').click();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('sends once hydrated, through its handler, a form sent (twice) on the server HTML, which the browser did not send', async () => {
    const onSend = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn onSend={onSend} />);
    document.body.append(container);
    (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value = 'siti@example.com';
    const sent: boolean[] = [];
    const watch = (event: Event) => sent.push(!event.defaultPrevented);
    window.addEventListener('submit', watch);
    try {
      screen.getByRole('button', { name: 'Sign in' }).click();
      (screen.getByRole('form', { name: 'Sign in' }) as HTMLFormElement).requestSubmit();
    } finally {
      window.removeEventListener('submit', watch);
    }
    // Cancelled (the page's listener came first): the browser sent nothing.
    expect(sent).toEqual([false, false]);
    expect(counts()).toEqual({ 'sign-in': 2 });

    await act(async () => {
      root = hydrateRoot(container, <SignIn onSend={onSend} />);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('siti@example.com');
    expect(counts()).toEqual({ 'sign-in': null });
  });

  it('counts a click on a part React cannot hydrate yet (a remote still downloading), which React stops on its way', async () => {
    const onOpen = jest.fn();
    const page = (Remote: ComponentType<{ onOpen: () => void }>) => (
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Remote onOpen={onOpen} />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(Controls));
    document.body.append(container);
    let arrive!: () => void;
    const Remote = lazy(() => new Promise<{ default: typeof Controls }>((resolve) => (arrive = () => resolve({ default: Controls }))));
    await act(async () => {
      root = hydrateRoot(container, page(Remote));
    });
    const reachedDocument = jest.fn();
    document.addEventListener('click', reachedDocument);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    document.removeEventListener('click', reachedDocument);
    expect(reachedDocument).not.toHaveBeenCalled();
    expect(counts()).toEqual({ open: 1 });

    await act(async () => arrive());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
