import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { renderStaff } from '../testing/staff';
import { historyKeys } from '../lib/queries';
import { ChangeHistory } from './ChangeHistory';

const changes = [
  {
    id: 3,
    item_type: 'ticket',
    item_id: 'ticket-1',
    actor_id: 'staff-1',
    actor_email: 'ops@meridian.test',
    action: 'updated',
    changes: { status: { from: 'open', to: 'in_progress' }, priority: { from: 'low', to: 'high' } },
    changed_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 2,
    item_type: 'ticket',
    item_id: 'ticket-1',
    actor_id: 'staff-1',
    actor_email: 'ops@meridian.test',
    action: 'replied',
    changes: {},
    changed_at: '2026-11-20T10:00:00Z',
  },
  {
    id: 1,
    item_type: 'ticket',
    item_id: 'ticket-1',
    actor_id: null,
    actor_email: '',
    action: 'updated',
    changes: { handled: { from: false, to: true } },
    changed_at: '2026-11-19T10:00:00Z',
  },
];

function setup(respond: (query: FakeQuery) => { data?: unknown; error?: unknown }) {
  return fakeSupabase({ respond });
}

describe('ChangeHistory', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each change newest first: who, when and what, in words', async () => {
    const fake = setup(() => ({ data: changes }));
    await renderStaff(<ChangeHistory itemType="ticket" itemId="ticket-1" />, { client: fake.client });
    const section = await screen.findByRole('region', { name: 'History' });
    expect(within(section).getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    const entries = (await within(section).findAllByRole('listitem')).filter((item) => item.parentElement?.tagName === 'OL');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^ops@meridian\.test · .+Status: Open → In progressPriority: Low → High$/),
      expect.stringMatching(/^ops@meridian\.test · .+Replied$/),
      // the service role's change has no e-mail: it is the system's
      expect.stringMatching(/^System · .+Handled: No → Yes$/),
    ]);
    expect(within(entries[0]!).getByText('Status: Open → In progress')).toBeInTheDocument();
    const query = fake.queries[0];
    expect(query?.table).toBe('staff_changes');
    expect(query?.calls).toEqual(
      expect.arrayContaining([
        { method: 'eq', args: ['item_type', 'ticket'] },
        { method: 'eq', args: ['item_id', 'ticket-1'] },
        { method: 'order', args: ['changed_at', { ascending: false }] },
      ]),
    );
  });

  it("words a company's changes as sentences, whoever made them", async () => {
    const entry = (id: number, action: string, changed: object) => ({
      id,
      item_type: 'company',
      item_id: 'co-1',
      actor_id: 'u1',
      actor_email: 'ana@x.test',
      action,
      changes: changed,
      changed_at: '2026-11-21T10:00:00Z',
    });
    const rows = [
      entry(5, 'policy_changed', { require_second_factor: { from: false, to: true } }),
      entry(4, 'renamed', { name: { from: 'Acme', to: 'Acme Ltd' } }),
      entry(3, 'member_left', { member: { from: 'ben@x.test', to: null } }),
      entry(2, 'invited', { invitation: { from: null, to: 'ben@x.test' }, role: { from: null, to: 'owner' } }),
      // a change that does not say who: still a sentence
      entry(1, 'member_removed', {}),
    ];
    await renderStaff(<ChangeHistory itemType="company" itemId="co-1" />, { client: setup(() => ({ data: rows })).client });
    const section = await screen.findByRole('region', { name: 'History' });
    const entries = (await within(section).findAllByRole('listitem')).map((item) => item.lastElementChild?.textContent);
    expect(entries).toEqual([
      'Two-step sign-in is now required of every member',
      'Renamed from “Acme” to “Acme Ltd”',
      'ben@x.test left the company',
      'ben@x.test was invited as owner',
      'someone was removed',
    ]);
  });

  it('says when nothing has changed yet', async () => {
    await renderStaff(<ChangeHistory itemType="feedback" itemId="f-1" />, { client: setup(() => ({ data: [] })).client });
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });

  it('offers Retry when the history cannot be read, and reads it again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const fake = setup(() => (fail ? { error: { code: '42501' } } : { data: changes }));
    await renderStaff(<ChangeHistory itemType="ticket" itemId="ticket-1" />, { client: fake.client });
    expect(await screen.findByRole('alert')).toHaveTextContent('The history could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Status: Open → In progress')).toBeInTheDocument();
  });

  it('reads the history again when a write invalidates it', async () => {
    let rows: unknown[] = [];
    const fake = setup(() => ({ data: rows }));
    const { queryClient } = await renderStaff(<ChangeHistory itemType="ticket" itemId="ticket-1" />, { client: fake.client });
    await screen.findByText('No changes yet.');
    rows = changes;
    await act(() => queryClient.invalidateQueries({ queryKey: historyKeys.item('ticket', 'ticket-1') }));
    expect(await screen.findByText('Status: Open → In progress')).toBeInTheDocument();
    expect(fake.queries).toHaveLength(2);
  });
});
