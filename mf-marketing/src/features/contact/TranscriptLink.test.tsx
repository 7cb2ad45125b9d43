import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { ServerStateProvider } from '@meridian/shared/runtime/query';
import { renderRemote, signedOutAuth, testQueryClient } from '@meridian/shared/testing/render-remote';
import messages from '../../locales/en.json';
import { ChatBox } from './ChatBox';
import { TranscriptLink } from './TranscriptLink';

const token = `0b7c6a52-4f1e-4c2a-9d3e-6f1a2b3c4d5e.${'ab12'.repeat(16)}`;

type Answer = { data: unknown; error: null } | { data: null; error: Record<string, unknown> };

/**
 * The contact page's chat box, opened at `address` (the transcript link lands on /contact with the
 * token in its fragment); `answers` are what chat_confirm_transcript answers, call by call.
 */
async function openAt(address: string, answers: Answer[] = [{ data: { language: 'en' }, error: null }]) {
  window.history.replaceState({ idx: 3, key: 'router' }, '', address);
  const rpc = jest.fn(async (name: string) => {
    if (name !== 'chat_confirm_transcript') return { data: null, error: { message: `unexpected rpc ${name}` } };
    return answers.shift() ?? { data: null, error: { message: 'no more answers' } };
  });
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  await renderRemote(<ChatBox />, {
    namespace: 'marketing',
    messages,
    path: '/contact',
    auth: { getClient: async () => ({ rpc }) as unknown as SupabaseClient },
  });
  return { rpc, scrolled, user: userEvent.setup() };
}

const status = () => screen.getByRole('status');

describe('TranscriptLink (the mailed transcript link, opened on the contact page)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends the transcript once, says so politely, shows the chat box and takes the token off the address', async () => {
    const { rpc, scrolled } = await openAt(`/contact?lang=en#transcript=${token}`);
    expect(await screen.findByText(/^Your chat transcript is on its way\./)).toBeInTheDocument();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent(
      'Your chat transcript is on its way. It should reach your inbox within a few minutes; if it does not, look in your spam folder.',
    );
    expect(rpc.mock.calls).toEqual([['chat_confirm_transcript', { p_token: token }]]);
    // A reload or a shared address sends nothing again; the page's address and the router's state stay.
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/contact?lang=en');
    expect(window.history.state).toEqual({ idx: 3, key: 'router' });
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says "sending" while the call is under way', async () => {
    let answer!: (value: Answer) => void;
    window.history.replaceState(null, '', `/contact#transcript=${token}`);
    const pending = new Promise<Answer>((resolve) => (answer = resolve));
    const rpc = jest.fn(() => pending);
    Element.prototype.scrollIntoView = jest.fn();
    await renderRemote(<ChatBox />, {
      namespace: 'marketing',
      messages,
      path: '/contact',
      auth: { getClient: async () => ({ rpc }) as unknown as SupabaseClient },
    });
    await waitFor(() => expect(status()).toHaveTextContent('Sending your chat transcript…'));
    answer({ data: { language: 'id' }, error: null });
    await waitFor(() => expect(status()).toHaveTextContent(/^Your chat transcript is on its way\./));
  });

  it.each([
    ['transcript_link_invalid', /^This transcript link does not work\. Open it straight from our e-mail/],
    [
      'transcript_link_expired',
      /^This transcript link has expired: links work for one hour\. Ask for the transcript again in the live chat/,
    ],
    ['already_sent', /^This transcript was sent already\. Look for it in your inbox/],
  ])('answered %s, says what happened and what to do, with nothing to try again', async (reason, said) => {
    const { rpc } = await openAt(`/contact#transcript=${token}`, [{ data: null, error: { code: 'P0001', message: reason } }]);
    await waitFor(() => expect(status()).toHaveTextContent(said));
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('refuses a link cut short without a call', async () => {
    const { rpc } = await openAt(`/contact#transcript=${token.slice(0, 60)}`);
    await waitFor(() => expect(status()).toHaveTextContent(/^This transcript link does not work\./));
    expect(rpc).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it('reads a link as mailed even when a mail program escaped or upper-cased it', async () => {
    const { rpc } = await openAt(`/contact#transcript=${encodeURIComponent(token.toUpperCase())}`);
    await waitFor(() => expect(status()).toHaveTextContent(/^Your chat transcript is on its way\./));
    expect(rpc).toHaveBeenCalledWith('chat_confirm_transcript', { p_token: token });
  });

  it('offline, says so and sends on Try again (the token is kept, though no longer in the address)', async () => {
    const { rpc, user } = await openAt(`/contact#transcript=${token}`, [
      { data: null, error: { message: 'TypeError: Failed to fetch' } },
      { data: { language: 'en' }, error: null },
    ]);
    await waitFor(() => expect(status()).toHaveTextContent('You seem to be offline, so the transcript was not sent yet.'));
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Your chat transcript is on its way\./));
    expect(rpc.mock.calls).toEqual([
      ['chat_confirm_transcript', { p_token: token }],
      ['chat_confirm_transcript', { p_token: token }],
    ]);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failure on our side offers Try again too', async () => {
    await openAt(`/contact#transcript=${token}`, [{ data: null, error: { code: 'XX000', message: 'internal' } }]);
    await waitFor(() => expect(status()).toHaveTextContent(/^Something went wrong on our side and the transcript was not sent yet\./));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opened without a transcript link, calls nothing and leaves the address (and the live chat link) alone', async () => {
    const { rpc, scrolled } = await openAt('/contact?lang=en#live-chat');
    await screen.findByRole('heading', { name: 'Live chat' });
    expect(status()).toBeEmptyDOMElement();
    expect(rpc).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#live-chat');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('is read only once hydrated: the server renders an empty live region, hydration matches it, then the link is sent once', async () => {
    window.history.replaceState(null, '', `/contact#transcript=${token}`);
    const rpc = jest.fn(async () => ({ data: { language: 'en' }, error: null }));
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', ns: ['marketing'], resources: { en: { marketing: messages } } });
    const onOpened = jest.fn();
    // StrictMode at the root, as the shell renders: effects run twice on mount, and a second call would answer already_sent.
    const page = (
      <StrictMode>
        <AuthContext.Provider value={{ ...signedOutAuth, getClient: async () => ({ rpc }) as unknown as SupabaseClient }}>
          <ServerStateProvider client={testQueryClient()}>
            <I18nextProvider i18n={i18n}>
              <TranscriptLink onOpened={onOpened} />
            </I18nextProvider>
          </ServerStateProvider>
        </AuthContext.Provider>
      </StrictMode>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.innerHTML).toBe('<div role="status" aria-live="polite"></div>');
    expect(rpc).not.toHaveBeenCalled();
    const errors: unknown[] = [];
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    await waitFor(() => expect(status()).toHaveTextContent(/^Your chat transcript is on its way\./));
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(onOpened).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
