import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openLiveChat } from '@meridian/shared/runtime/events';
import { renderWithShell } from '../test/render-with-shell';
import { ChatWidget } from './ChatWidget';

const phone = '+62 21-5098-7654';

describe('ChatWidget', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('is closed by default and opens and closes with its buttons', async () => {
    const user = userEvent.setup();
    await renderWithShell(<ChatWidget phone={phone} />);
    expect(screen.queryByText('Hello! How can we help you today?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByText('Hello! How can we help you today?')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: 'Close chat' })[0]!);
    expect(screen.queryByText('Hello! How can we help you today?')).not.toBeInTheDocument();
  });

  it("links to the contact page's live chat, answered on this site, and closes", async () => {
    const user = userEvent.setup();
    await renderWithShell(<ChatWidget phone={phone} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const link = screen.getByRole('link', { name: 'Or chat with our team on this site' });
    expect(link).toHaveAttribute('href', '/contact#live-chat');
    await user.click(link);
    expect(screen.queryByText('Hello! How can we help you today?')).not.toBeInTheDocument();
  });

  it('sends with Enter to the messaging deep link, encoded, then clears the field', async () => {
    const user = userEvent.setup();
    await renderWithShell(<ChatWidget phone={phone} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const message = 'Hi there & welcome #1 — harga?';
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), `${message}{Enter}`);
    expect(open).toHaveBeenCalledWith(`https://wa.me/622150987654?text=${encodeURIComponent(message)}`, '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('sends with the send button', async () => {
    const user = userEvent.setup();
    await renderWithShell(<ChatWidget phone={phone} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Quote please');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe('https://wa.me/622150987654?text=Quote%20please');
  });

  it('does not send an empty or whitespace-only message', async () => {
    const user = userEvent.setup();
    await renderWithShell(<ChatWidget phone={phone} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '   {Enter}');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens on the openLiveChat window event', async () => {
    await renderWithShell(<ChatWidget phone={phone} />);
    act(() => openLiveChat());
    expect(screen.getByText('Hello! How can we help you today?')).toBeVisible();
  });

  describe('pressed before the page hydrated (counted by the inline script)', () => {
    afterEach(() => delete window.__meridianEarlyClicks);

    it('opens once mounted after one press, and from then on its own handler answers', async () => {
      window.__meridianEarlyClicks = { chat: 1 };
      await renderWithShell(<ChatWidget phone={phone} />);
      expect(screen.getByRole('region', { name: 'Chat with Meridian' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
      expect(window.__meridianEarlyClicks).toEqual({ chat: null });
    });

    it('stays closed after two presses (opened, then closed)', async () => {
      window.__meridianEarlyClicks = { chat: 2 };
      await renderWithShell(<ChatWidget phone={phone} />);
      expect(screen.queryByRole('region', { name: 'Chat with Meridian' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
