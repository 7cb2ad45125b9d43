import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import messages from '../locales/en.json';
import RatePage from './RatePage';

const token = `${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}.${'a'.repeat(64)}`;

/** The page opened from the link, as a visitor (the link is the permission); `linked` is what rating_link_ticket answers. */
async function renderRate(
  hash: string,
  linked: { number: number; resolved: boolean; rated: boolean } | null,
  rate = { error: null as unknown },
) {
  window.location.hash = hash;
  const calls: Array<{ name: string; args: unknown }> = [];
  const state = { linked };
  const fake = fakeSupabase({ respond: () => ({ data: null }) });
  Object.assign(fake.client, {
    rpc: async (name: string, args: unknown) => {
      calls.push({ name, args });
      if (name === 'rating_link_ticket') return { data: state.linked ? [state.linked] : [], error: null };
      if (name === 'rate_ticket_by_link') {
        if (!rate.error && state.linked) state.linked = { ...state.linked, rated: true };
        return { data: null, error: rate.error };
      }
      return { data: null, error: { message: `unexpected rpc ${name}` } };
    },
  });
  await renderRemote(<RatePage />, {
    namespace: 'support',
    messages,
    path: '/support/rate',
    auth: { getClient: async () => fake.client },
  });
  return { calls, user: userEvent.setup() };
}

describe('RatePage', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it("rates the link's ticket without signing in, then thanks", async () => {
    const { calls, user } = await renderRate(`#token=${token}`, { number: 1042, resolved: true, rated: false });
    const form = await screen.findByRole('form', { name: 'How did we do on TKT-1042?' });
    await user.click(within(form).getByRole('radio', { name: '5: Excellent' }));
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you: TKT-1042 has been rated.')).toHaveAttribute('role', 'status');
    expect(calls).toContainEqual({ name: 'rate_ticket_by_link', args: { p_token: token, p_score: 5, p_comment: '' } });
  });

  it('says a link that is not valid is not, without asking the database for no token', async () => {
    const none = await renderRate('', null);
    expect(screen.getByText(/^This rating link is not valid\./)).toBeInTheDocument();
    expect(none.calls).toEqual([]);
  });

  it('says a forged link is not valid', async () => {
    await renderRate(`#token=${token}`, null);
    expect(await screen.findByText(/^This rating link is not valid\./)).toBeInTheDocument();
  });

  it('says an unresolved ticket cannot be rated yet', async () => {
    await renderRate(`#token=${token}`, { number: 7, resolved: false, rated: false });
    expect(await screen.findByText('TKT-7 is not resolved at the moment, so it cannot be rated yet.')).toBeInTheDocument();
  });

  it('says a link used already has done its work', async () => {
    await renderRate(`#token=${token}`, { number: 7, resolved: true, rated: true });
    expect(await screen.findByText('Thank you: TKT-7 has been rated.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
