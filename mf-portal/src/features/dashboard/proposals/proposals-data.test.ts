import { UploadError } from '@meridian/shared/lib/storage-upload';
import type { StoredFile } from '@meridian/shared/ui/use-attachments';
import { argOf, called, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { loadProposals, submitFailureOf, submitProposal, type ProposalRow } from './proposals-data';

const row = (id: string, fields: Partial<ProposalRow> = {}): ProposalRow => ({
  id,
  title: `Proposal ${id}`,
  services: ['ai'],
  status: 'submitted',
  status_note: null,
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
  client_id: 'user-1',
  submitted_by_email: 'user-1@example.com',
  ...fields,
});

const stored: StoredFile[] = [
  { bucket: 'proposal-files', object_path: 'user-1/a.pdf', file_name: 'brief.pdf', content_type: 'application/pdf', size_bytes: 2048 },
  { bucket: 'proposal-files', object_path: 'user-1/b.pdf', file_name: 'budget.pdf', content_type: 'application/pdf', size_bytes: 4096 },
];

describe('loadProposals', () => {
  it('reads the proposals newest first, then their files in a second query, and joins them', async () => {
    const { client, queries } = fakeSupabase({
      respond: (query) =>
        query.table === 'proposals'
          ? { data: [row('p2'), row('p1')] }
          : {
              data: [
                {
                  id: 'f1',
                  proposal_id: 'p1',
                  object_path: 'user-1/a.pdf',
                  file_name: 'a.pdf',
                  content_type: 'application/pdf',
                  size_bytes: 1,
                },
                {
                  id: 'f2',
                  proposal_id: 'p2',
                  object_path: 'user-1/b.pdf',
                  file_name: 'b.pdf',
                  content_type: 'application/pdf',
                  size_bytes: 2,
                },
              ],
            },
    });
    const proposals = await loadProposals(client, 'c-1');
    expect(proposals.map((proposal) => [proposal.id, proposal.files.map((file) => file.id)])).toEqual([
      ['p2', ['f2']],
      ['p1', ['f1']],
    ]);
    expect(queries.map((query) => query.table)).toEqual(['proposals', 'request_files']);
    expect(queries[0]!.calls).toContainEqual({ method: 'eq', args: ['company_id', 'c-1'] });
    expect(queries[0]!.calls).toContainEqual({ method: 'order', args: ['created_at', { ascending: false }] });
    expect(queries[1]!.calls).toContainEqual({ method: 'in', args: ['proposal_id', ['p2', 'p1']] });
  });

  it('asks for no files when there is no proposal', async () => {
    const { client, queries } = fakeSupabase({ respond: () => ({ data: [] }) });
    expect(await loadProposals(client, 'c-1')).toEqual([]);
    expect(queries).toHaveLength(1);
  });

  it('fails when either query fails', async () => {
    const failing = (table: string) => (query: FakeQuery) =>
      query.table === table ? { error: { message: 'boom' } } : { data: query.table === 'proposals' ? [row('p1')] : [] };
    await expect(loadProposals(fakeSupabase({ respond: failing('proposals') }).client, 'c-1')).rejects.toEqual(
      expect.objectContaining({ name: 'DataError', kind: 'failed', message: 'boom' }),
    );
    await expect(loadProposals(fakeSupabase({ respond: failing('request_files') }).client, 'c-1')).rejects.toEqual(
      expect.objectContaining({ name: 'DataError', kind: 'failed', message: 'boom' }),
    );
  });
});

describe('submitFailureOf', () => {
  it('tells a cancelled and a failed upload apart, and words a refusal by the shared failure kinds', () => {
    expect(submitFailureOf(new UploadError('aborted', 'cancelled'))).toBe('cancelled');
    expect(submitFailureOf(new UploadError('network', 'offline'))).toBe('uploadFailed');
    expect(submitFailureOf({ code: '42501' })).toBe('denied');
    expect(submitFailureOf({ code: 'PGRST303' })).toBe('signedOut');
    expect(submitFailureOf({ code: '23514' })).toBe('invalid');
    expect(submitFailureOf({ code: '' })).toBe('failed');
  });
});

describe('submitProposal', () => {
  const draft = { title: 'ERP rollout', services: ['cloud' as const, 'data' as const] };

  function setup(answers: { proposal?: FakeAnswer; files?: FakeAnswer; upload?: () => Promise<StoredFile[]> } = {}) {
    const log: string[] = [];
    const { client, queries } = fakeSupabase({
      respond: (query) => {
        log.push(`${called(query, 'insert') ? 'insert' : 'select'} ${query.table}`);
        if (query.table === 'proposals') return answers.proposal ?? { data: row('p1', { title: draft.title, services: draft.services }) };
        return answers.files ?? {};
      },
    });
    const steps = {
      upload: jest.fn(async () => {
        log.push('upload');
        return answers.upload ? answers.upload() : stored;
      }),
      forget: jest.fn(async () => {
        log.push('forget');
      }),
    };
    return { client, queries, steps, log };
  }

  it('uploads, then stores the proposal, then records its files with its id', async () => {
    const { client, queries, steps, log } = setup();
    const outcome = await submitProposal(client, 'c-1', draft, steps);
    expect(outcome).toEqual({ filesRecorded: true, proposal: expect.objectContaining({ id: 'p1' }) });
    expect(log).toEqual(['upload', 'insert proposals', 'insert request_files']);
    expect(argOf(queries[0], 'insert')).toStrictEqual({ company_id: 'c-1', ...draft });
    expect(called(queries[0]!, 'single')).toBe(true);
    expect(argOf(queries[1], 'insert')).toEqual(stored.map((file) => ({ ...file, proposal_id: 'p1' })));
    expect(steps.forget).not.toHaveBeenCalled();
  });

  it('stores nothing when the upload is cancelled or fails', async () => {
    const aborted = new UploadError('aborted', 'cancelled');
    const cancelled = setup({ upload: () => Promise.reject(aborted) });
    await expect(submitProposal(cancelled.client, 'c-1', draft, cancelled.steps)).rejects.toBe(aborted);
    expect(cancelled.log).toEqual(['upload']);
    const lost = new UploadError('network', 'offline');
    const failed = setup({ upload: () => Promise.reject(lost) });
    await expect(submitProposal(failed.client, 'c-1', draft, failed.steps)).rejects.toBe(lost);
    expect(failed.log).toEqual(['upload']);
  });

  it('removes the uploaded objects when the proposal is refused', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, steps, log } = setup({ proposal: { error: { code: '42501', message: 'permission denied' } } });
    await expect(submitProposal(client, 'c-1', draft, steps)).rejects.toEqual(expect.objectContaining({ kind: 'denied', code: '42501' }));
    expect(log).toEqual(['upload', 'insert proposals', 'forget']);
    expect(steps.forget).toHaveBeenCalledWith(stored);
    jest.restoreAllMocks();
  });

  it('says the proposal was stored without its files when the records are refused, and completes it on the next attempt', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const first = setup({ files: { error: { code: '', message: 'fetch failed' } } });
    const outcome = await submitProposal(first.client, 'c-1', draft, first.steps);
    expect(outcome).toEqual({ filesRecorded: false, proposal: expect.objectContaining({ id: 'p1' }) });
    expect(first.log).toEqual(['upload', 'insert proposals', 'insert request_files', 'forget']);
    expect(first.steps.forget).toHaveBeenCalledWith(stored);

    const unfinished = outcome.proposal;
    const again = setup();
    expect(await submitProposal(again.client, 'c-1', draft, again.steps, unfinished)).toEqual({
      filesRecorded: true,
      proposal: unfinished,
    });
    expect(again.log).toEqual(['upload', 'insert request_files']);
    expect(argOf(again.queries[0], 'insert')).toEqual(stored.map((file) => ({ ...file, proposal_id: 'p1' })));

    // With another title, it is another proposal.
    const changed = setup();
    await submitProposal(changed.client, 'c-1', { ...draft, title: 'ERP rollout, phase 2' }, changed.steps, unfinished);
    expect(changed.log).toEqual(['upload', 'insert proposals', 'insert request_files']);
    jest.restoreAllMocks();
  });
});
