import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/supabase-js';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../../locales/en.json';
import { goTo } from '../../../lib/navigation';
import { ProposalsList } from './ProposalsList';
import type { Proposal } from './proposals-data';

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
  client_id: 'user-1',
  submitted_by_email: 'user-1@example.com',
  files: [],
  ...fields,
});

const signed = (path: unknown) => ({ data: { signedUrl: `https://storage.example/signed/${String(path)}` }, error: null });

type Answer = { data?: unknown; error?: unknown };

/**
 * The list over a fake database: `proposals` answers the proposals' rows (their files are answered
 * from each proposal's `files`), or a pending promise, or an error.
 */
async function renderList(proposals: Proposal[] | Promise<never> | Answer, createSignedUrl: (...args: unknown[]) => unknown = signed) {
  let answer = proposals;
  const { client, storageCalls, queries } = fakeSupabase({
    respond: (query) => {
      if (answer instanceof Promise) return answer;
      if (!Array.isArray(answer)) return answer;
      if (query.table === 'proposals') return { data: answer.map(({ files: _files, ...row }) => row) };
      return { data: answer.flatMap((row) => row.files) };
    },
    storage: { createSignedUrl },
  });
  const onUpload = jest.fn();
  await renderRemote(<ProposalsList companyId="c-1" onUpload={onUpload} />, {
    namespace: 'portal',
    messages,
    path: '/dashboard',
    auth: { status: 'signed-in', session: { user: { id: 'user-1' } } as Session, getClient: async () => client },
  });
  const answerNext = (next: Proposal[]) => {
    answer = next;
  };
  return { onUpload, storageCalls, queries, answerNext };
}

describe('ProposalsList', () => {
  afterEach(() => jest.mocked(goTo).mockReset());

  it('says it is loading', async () => {
    await renderList(new Promise<never>(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says why the proposals could not be loaded, and Retry loads them', async () => {
    const { answerNext } = await renderList({ error: { message: 'Failed to fetch' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    answerNext([proposal({})]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'ERP rollout' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says which member sent each proposal: You for the reader, else their address', async () => {
    await renderList([
      proposal({ id: 'p2', title: 'Security audit', client_id: 'user-2', submitted_by_email: 'ben@northwind.example' }),
      proposal({}),
    ]);
    const list = await screen.findByRole('list', { name: 'Your proposals, newest first' });
    const sentBy = within(list)
      .getAllByText('Sent by')
      .map((term) => term.nextElementSibling?.textContent);
    expect(sentBy).toEqual(['ben@northwind.example', 'You']);
  });

  it('offers to upload the first proposal when there is none', async () => {
    const { onUpload, queries } = await renderList([]);
    expect(await screen.findByText('You have not sent us a proposal yet.')).toBeInTheDocument();
    expect(queries.map((query) => query.table)).toEqual(['proposals']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload Proposal' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('shows each proposal with its status, services, date, note and documents, and no "not sent" copy', async () => {
    await renderList([
      proposal({ id: 'p2', title: 'Security audit', services: ['security'], status: 'under_review', files: [file('f3', 'scope.pdf')] }),
      proposal({
        status: 'declined',
        status_note: 'We do not offer on-site work in this region.\nAsk us about remote options.',
        files: [file('f1', 'brief.pdf'), file('f2', 'budget.pdf', 3 * 1024 * 1024)],
      }),
      proposal({ id: 'p3', title: '<b>Data</b> lake', status: 'accepted', services: ['data'] }),
      proposal({ id: 'p4', title: 'Chatbot', status: 'archived', services: ['ai'] }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your proposals, newest first' });
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
    // The colour says what the status means (StatusBadge); an unknown one neutral.
    expect(badges.map((badge) => badge?.getAttribute('data-tone'))).toEqual(['active', 'refused', 'done', 'neutral']);

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
    const { storageCalls } = await renderList([proposal({ files: [file('f1', 'brief.pdf')] })]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download brief.pdf' }));
    expect(storageCalls).toEqual([
      { bucket: 'proposal-files', method: 'createSignedUrl', args: ['user-1/f1.pdf', 60, { download: 'brief.pdf' }] },
    ]);
    expect(goTo).toHaveBeenCalledWith('https://storage.example/signed/user-1/f1.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a document could not be downloaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderList([proposal({ files: [file('f1', 'brief.pdf')] })], () => ({
      data: null,
      error: { message: 'Object not found' },
    }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download brief.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded. Try again.');
    expect(goTo).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
