import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../../locales/en.json';
import { goTo } from '../../../lib/navigation';
import { ProposalsList } from './ProposalsList';
import type { Proposal } from './proposals-data';
import type { ProposalsState } from './use-proposals';

jest.mock('../../../lib/navigation', () => ({ goTo: jest.fn() }));

const file = (id: string, name: string, size = 2048) => ({
  id,
  proposal_id: 'p1',
  object_path: `user-1/${id}.pdf`,
  file_name: name,
  content_type: 'application/pdf',
  size_bytes: size,
});

const proposal = (fields: Partial<Proposal>): Proposal => ({
  id: 'p1',
  title: 'ERP rollout',
  services: ['cloud', 'data'],
  status: 'submitted',
  status_note: null,
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
  files: [],
  ...fields,
});

const signed = (path: unknown) => ({ data: { signedUrl: `https://storage.example/signed/${String(path)}` }, error: null });

async function renderList(state: ProposalsState, createSignedUrl: (...args: unknown[]) => unknown = signed) {
  const { client, storageCalls } = fakeSupabase({ respond: () => ({ data: [] }), storage: { createSignedUrl } });
  const onRetry = jest.fn();
  const onUpload = jest.fn();
  await renderRemote(<ProposalsList state={state} onRetry={onRetry} onUpload={onUpload} />, {
    namespace: 'portal',
    messages,
    path: '/dashboard',
    auth: { status: 'signed-in', getClient: async () => client },
  });
  return { onRetry, onUpload, storageCalls };
}

describe('ProposalsList', () => {
  afterEach(() => jest.mocked(goTo).mockReset());

  it('says it is loading', async () => {
    await renderList({ kind: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your proposals…');
  });

  it('says when the proposals could not be loaded, with a Retry button', async () => {
    const { onRetry } = await renderList({ kind: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your proposals.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers to upload the first proposal when there is none', async () => {
    const { onUpload } = await renderList({ kind: 'loaded', proposals: [] });
    expect(screen.getByText('You have not sent us a proposal yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload Proposal' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('shows each proposal with its status, services, date, note and documents, and no "not sent" copy', async () => {
    await renderList({
      kind: 'loaded',
      proposals: [
        proposal({ id: 'p2', title: 'Security audit', services: ['security'], status: 'under_review', files: [file('f3', 'scope.pdf')] }),
        proposal({
          status: 'declined',
          status_note: 'We do not offer on-site work in this region.\nAsk us about remote options.',
          files: [file('f1', 'brief.pdf'), file('f2', 'budget.pdf', 3 * 1024 * 1024)],
        }),
        proposal({ id: 'p3', title: '<b>Data</b> lake', status: 'accepted', services: ['data'] }),
        proposal({ id: 'p4', title: 'Chatbot', status: 'archived', services: ['ai'] }),
      ],
    });
    const list = screen.getByRole('list', { name: 'Your proposals, newest first' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Security audit',
      'ERP rollout',
      '<b>Data</b> lake',
      'Chatbot',
    ]);
    const badges = items.map((item) => item.querySelector('.ui-badge'));
    expect(badges.map((badge) => badge?.textContent)).toEqual(['Under review', 'Declined', 'Accepted', 'archived']);
    // Each status its own colour; an unknown one grey.
    expect(new Set(badges.map((badge) => badge?.className)).size).toBe(4);
    expect(badges[3]).toHaveClass('po:bg-gray-100');

    const erp = items[1]!;
    expect(erp).toHaveTextContent('Cloud Solutions and Data Analytics');
    expect(erp).toHaveTextContent('Nov 20, 2026');
    expect(erp).toHaveTextContent('Note from our teamWe do not offer on-site work in this region.');
    expect(erp).toHaveTextContent('brief.pdf (2 kB)');
    expect(erp).toHaveTextContent('budget.pdf (3 MB)');
    expect(within(erp).getByRole('button', { name: 'Download brief.pdf' })).toBeInTheDocument();
    expect(within(items[2]!).getByText('No documents are stored with this proposal.')).toBeInTheDocument();
    expect(items[0]).not.toHaveTextContent('Note from our team');
    expect(document.querySelector('b')).toBeNull();
    expect(document.body).not.toHaveTextContent(/e-mail the documents|not available yet/);
  });

  it('downloads a document through a one-minute signed link under its own name', async () => {
    const { storageCalls } = await renderList({ kind: 'loaded', proposals: [proposal({ files: [file('f1', 'brief.pdf')] })] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download brief.pdf' }));
    expect(storageCalls).toEqual([
      { bucket: 'proposal-files', method: 'createSignedUrl', args: ['user-1/f1.pdf', 60, { download: 'brief.pdf' }] },
    ]);
    expect(goTo).toHaveBeenCalledWith('https://storage.example/signed/user-1/f1.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a document could not be downloaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderList({ kind: 'loaded', proposals: [proposal({ files: [file('f1', 'brief.pdf')] })] }, () => ({
      data: null,
      error: { message: 'Object not found' },
    }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download brief.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded. Try again.');
    expect(goTo).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
