import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { UploadError, uploadObject, type UploadRequest } from '@meridian/shared/lib/storage-upload';
import { argOf, called, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { renderRemote, testQueryClient } from '@meridian/shared/testing/render-remote';
import messages from '../../../locales/en.json';
import { docx, pdf } from '../../../testing/files';
import UploadProposalDialog from './UploadProposalDialog';
import type { ProposalRow } from './proposals-data';

// jsdom has no XHR to Storage: the uploads are replaced, the rest of useAttachments is real.
jest.mock('@meridian/shared/lib/storage-upload', () => ({
  ...jest.requireActual('@meridian/shared/lib/storage-upload'),
  uploadObject: jest.fn(),
}));

const config = {
  supabaseUrl: 'https://project.example',
  supabaseAnonKey: 'anon-key',
  contact: { phone: '+1 555-010-2000', email: 'support@meridian.example' },
} as AppConfig;

const proposalRow: ProposalRow = {
  id: 'p1',
  title: 'ERP rollout',
  services: ['cloud'],
  status: 'submitted',
  status_note: null,
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
  client_id: 'user-1',
  submitted_by_email: 'user-1@example.com',
};

/** Uploads that finish at once (after reporting half their bytes), logged in order. */
function uploadsSucceed(log: string[]) {
  jest.mocked(uploadObject).mockImplementation(async (request: UploadRequest) => {
    log.push(`upload ${request.bucket}`);
    request.onProgress?.(request.file.size / 2, request.file.size);
  });
}

/** Uploads that wait until they are cancelled. */
function uploadsHang() {
  jest.mocked(uploadObject).mockImplementation(
    (request: UploadRequest) =>
      new Promise((_resolve, reject) => {
        request.onProgress?.(request.file.size / 4, request.file.size);
        request.signal?.addEventListener('abort', () => reject(new UploadError('aborted', 'The upload was cancelled')));
      }),
  );
}

async function renderDialog(answer: (query: FakeQuery) => FakeAnswer = () => ({ data: proposalRow })) {
  const log: string[] = [];
  const { client, queries, storageCalls } = fakeSupabase({
    respond: (query) => {
      log.push(`${called(query, 'insert') ? 'insert' : 'select'} ${query.table}`);
      return answer(query);
    },
    storage: { remove: () => ({ data: [], error: null }) },
  });
  /** the rows each insert sent, in order */
  const inserted = () => queries.filter((query) => called(query, 'insert')).map((query) => argOf(query, 'insert'));
  const onSent = jest.fn();
  const queryClient = testQueryClient();
  /** every time the proposals list was asked to load again */
  const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <UploadProposalDialog open={open} onOpenChange={setOpen} userId="user-1" companyId="c-1" onSent={onSent} />
      </>
    );
  }
  const { i18n } = await renderRemote(<Harness />, {
    namespace: 'portal',
    messages,
    path: '/dashboard',
    auth: { status: 'signed-in', getClient: async () => client },
    wrap: (ui) => <AppConfigContext.Provider value={config}>{ui}</AppConfigContext.Provider>,
    queryClient,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Upload Proposal' });
  // The picker's own copy is the shell's (common namespace); ask i18n rather than repeat it here.
  const common = (key: string) => i18n.t(key, { ns: 'common' });
  return { dialog, log, queries, inserted, storageCalls, onSent, invalidated, common };
}

async function fillIn(dialog: HTMLElement, files: File[] = [pdf('brief.pdf'), docx('notes.docx')]) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(/^Project title/), 'ERP rollout');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Cloud Solutions' }));
  await user.upload(within(dialog).getByLabelText('Proposal documents', { selector: 'input' }), files);
  for (const file of files) expect(await within(dialog).findByText(file.name)).toBeInTheDocument();
  return user;
}

describe('UploadProposalDialog', () => {
  beforeEach(() => jest.mocked(uploadObject).mockReset());

  it('asks for a title, a service and a document, and sends nothing until they are there', async () => {
    const { dialog, log, common } = await renderDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const title = within(dialog).getByLabelText(/^Project title/);
    expect(title).toHaveAccessibleDescription('Enter a project title.');
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'Cloud Solutions' })).toHaveAccessibleDescription('Choose at least one service.');
    expect(within(dialog).getByText('Add at least one PDF or Word document.')).toBeInTheDocument();

    await user.type(title, 'ERP rollout');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Artificial Intelligence' })).toHaveFocus();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cloud Solutions' }));
    expect(within(dialog).queryByText('Choose at least one service.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('button', { name: common('files.choose') })).toHaveFocus();
    expect(within(dialog).getByText('Add at least one PDF or Word document.')).toBeInTheDocument();

    expect(uploadObject).not.toHaveBeenCalled();
    expect(log).toEqual([]);
  });

  it('takes PDF and Word documents only, by their content', async () => {
    const { dialog, common } = await renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'photo.png', { type: 'image/png' });
    const renamed = new File(['MZ not a pdf'], 'virus.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Proposal documents', { selector: 'input' }), [pdf('brief.pdf'), png, renamed]);
    const chosen = await within(dialog).findByRole('list', { name: common('files.chosen') });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([expect.stringContaining('brief.pdf')]);
  });

  it('uploads the documents, then stores the proposal, then records the documents, and closes', async () => {
    const { dialog, log, queries, inserted, onSent, invalidated } = await renderDialog();
    const user = await fillIn(dialog);
    uploadsSucceed(log);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log).toEqual(['upload proposal-files', 'upload proposal-files', 'insert proposals', 'insert request_files']);
    const requests = jest.mocked(uploadObject).mock.calls.map(([request]) => request);
    expect(requests.map((request) => [request.contentType, request.path.split('/')[0], request.accessToken])).toEqual([
      ['application/pdf', 'user-1', 'user-token'],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'user-1', 'user-token'],
    ]);
    expect(queries[0]!.table).toBe('proposals');
    expect(called(queries[0]!, 'single')).toBe(true);
    expect(inserted()[0]).toStrictEqual({ company_id: 'c-1', title: 'ERP rollout', services: ['cloud'] });
    expect(inserted()[1]).toEqual([
      {
        bucket: 'proposal-files',
        object_path: requests[0]!.path,
        file_name: 'brief.pdf',
        content_type: 'application/pdf',
        size_bytes: 2048,
        proposal_id: 'p1',
      },
      {
        bucket: 'proposal-files',
        object_path: requests[1]!.path,
        file_name: 'notes.docx',
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size_bytes: 2048,
        proposal_id: 'p1',
      },
    ]);
    expect(onSent).toHaveBeenCalledWith(proposalRow);
    // The list shows the new proposal: it was loaded again before the dialog closed.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['portal', 'proposals', 'c-1'] });

    // Sent and cleared: the next proposal starts empty.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText(/^Project title/)).toHaveValue('');
    expect(within(reopened).getByRole('checkbox', { name: 'Cloud Solutions' })).not.toBeChecked();
    expect(within(reopened).queryByText('brief.pdf')).not.toBeInTheDocument();
    expect(within(reopened).queryByText('Add at least one PDF or Word document.')).not.toBeInTheDocument();
    // A fresh form: nothing is checked before the next Upload.
    await user.type(within(reopened).getByLabelText(/^Project title/), 'x');
    await user.click(within(reopened).getByRole('checkbox', { name: 'Cloud Solutions' }));
    await user.click(within(reopened).getByRole('checkbox', { name: 'Cloud Solutions' }));
    expect(within(reopened).queryByText('Choose at least one service.')).not.toBeInTheDocument();
  });

  it('shows progress while uploading, and Cancel upload keeps everything and sends nothing', async () => {
    const { dialog, log, onSent } = await renderDialog();
    const user = await fillIn(dialog);
    uploadsHang();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const uploading = await within(dialog).findByRole('button', { name: 'Uploading…' });
    expect(uploading).toBeDisabled();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('progressbar')
          .map((bar) => bar.getAttribute('aria-valuenow')),
      ).toEqual(['25', '25']),
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel upload' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);

    expect(await within(dialog).findByText(/^Upload cancelled: nothing was sent/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Project title/)).toHaveValue('ERP rollout');
    expect(within(dialog).getByRole('checkbox', { name: 'Cloud Solutions' })).toBeChecked();
    expect(within(dialog).getByText('brief.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('notes.docx')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')?.textContent ?? '').toBe('');
    expect(log).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says why when a document could not be uploaded, and keeps everything', async () => {
    const { dialog, log } = await renderDialog();
    const user = await fillIn(dialog, [pdf('brief.pdf')]);
    jest.mocked(uploadObject).mockRejectedValue(new UploadError('network', 'The upload could not reach Storage'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText(/^Your documents could not be uploaded, so nothing was sent/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Project title/)).toHaveValue('ERP rollout');
    expect(within(dialog).getByText('brief.pdf')).toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it('removes the uploaded documents when the proposal is refused, says so and keeps everything', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog, log, storageCalls, onSent, invalidated } = await renderDialog(() => ({
      error: { code: '', message: 'fetch failed' },
    }));
    const user = await fillIn(dialog);
    uploadsSucceed(log);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText(/^Your proposal could not be sent. Nothing was stored/)).toBeInTheDocument();
    expect(log).toEqual(['upload proposal-files', 'upload proposal-files', 'insert proposals']);
    const paths = jest.mocked(uploadObject).mock.calls.map(([request]) => request.path);
    expect(storageCalls).toEqual([{ bucket: 'proposal-files', method: 'remove', args: [paths] }]);
    expect(within(dialog).getByLabelText(/^Project title/)).toHaveValue('ERP rollout');
    expect(within(dialog).getByRole('checkbox', { name: 'Cloud Solutions' })).toBeChecked();
    expect(within(dialog).getByText('brief.pdf')).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(invalidated).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('says the session must sign in again when the database refuses the proposal to it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog, log } = await renderDialog(() => ({ error: { code: '42501', message: 'permission denied' } }));
    const user = await fillIn(dialog, [pdf('brief.pdf')]);
    uploadsSucceed(log);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(/^Your proposal was not accepted because your session has ended/)).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('says honestly when the proposal was stored without its documents, and adds them to it on the next try', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let recordsRefused = true;
    const { dialog, log, inserted, storageCalls, onSent, invalidated } = await renderDialog((query) =>
      query.table === 'proposals' ? { data: proposalRow } : recordsRefused ? { error: { code: '42501', message: 'denied' } } : {},
    );
    const user = await fillIn(dialog, [pdf('brief.pdf')]);
    uploadsSucceed(log);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your proposal “ERP rollout” was stored, but its documents were not. Choose Upload to send them again and add them to the same proposal, or contact support at support@meridian.example.',
    );
    // The list shows the proposal that now exists.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['portal', 'proposals', 'c-1'] });
    expect(storageCalls.map((call) => call.method)).toEqual(['remove']);

    recordsRefused = false;
    log.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log).toEqual(['upload proposal-files', 'insert request_files']);
    expect(inserted().at(-1)).toEqual([expect.objectContaining({ file_name: 'brief.pdf', proposal_id: 'p1' })]);
    expect(onSent).toHaveBeenCalledWith(proposalRow);
    jest.restoreAllMocks();
  });
});
