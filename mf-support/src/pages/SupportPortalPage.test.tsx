import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@meridian/shared/testing/renderRemote';
import { openLiveChatEvent } from '@meridian/shared/runtime/events';
import messages from '../locales/en.json';
import SupportPortalPage from './SupportPortalPage';

describe('SupportPortalPage', () => {
  beforeEach(async () => {
    await renderRemote(<SupportPortalPage />, { namespace: 'support', messages, path: '/support' });
  });

  it.each([
    ['Create Ticket', '/create-ticket'],
    ['View Documentation', '/documentation'],
    ['Emergency Support', '/emergency-support'],
  ])('links the %s tile to %s', (name, href) => {
    expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  });

  it('raises openLiveChat from the Live Chat tile', async () => {
    const listener = jest.fn();
    window.addEventListener(openLiveChatEvent, listener);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Live Chat/ }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(openLiveChatEvent, listener);
  });
});
