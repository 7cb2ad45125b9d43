import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { UploadError, uploadObject, type UploadRequest } from '@meridian/shared/lib/storage-upload';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../locales/en.json';
import { FeedbackForm } from './FeedbackForm';

// jsdom has no Storage: the upload itself is faked, everything around it (checks, progress, rows) is real.
jest.mock('@meridian/shared/lib/storage-upload', () => ({
  ...jest.requireActual('@meridian/shared/lib/storage-upload'),
  uploadObject: jest.fn(),
}));
const upload = jest.mocked(uploadObject);

const config = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon-key',
  contact: { phone: '+62 21-5098-7654', email: 'support@meridian.example' },
} as AppConfig;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
/** A real PNG's first bytes: the content check looks at them, not at the name. */
const png = (name = 'screen.png') => new File([new Uint8Array(pngBytes)], name, { type: 'image/png' });

async function renderForm(insertResult: { error: unknown; status?: number } = { error: null, status: 201 }) {
  const insert = jest.fn().mockResolvedValue(insertResult);
  const from = jest.fn().mockReturnValue({ insert });
  const client = { from, auth: { getSession: async () => ({ data: { session: null }, error: null }) } };
  const auth = {
    status: 'signed-out' as const,
    session: null,
    getClient: async () => client as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  const { i18n } = await renderRemote(<FeedbackForm />, {
    namespace: 'marketing',
    messages,
    path: '/feedback',
    wrap: (ui) => (
      <AppConfigContext.Provider value={config}>
        <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      </AppConfigContext.Provider>
    ),
  });
  // The picker's own copy, from the `common` namespace (shared/locales).
  const picker = (key: string, values: Record<string, unknown> = {}) => i18n.t(`files.${key}`, { ns: 'common', ...values });
  return { insert, picker };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Website Experience');
  await user.click(screen.getByRole('radio', { name: '2 stars' }));
  await user.type(screen.getByLabelText(/^Title/), 'Broken menu');
  await user.type(screen.getByLabelText(/^Description/), 'The menu does not open on my phone.');
}

const fileInput = () => screen.getByLabelText('Attachments (optional)', { selector: 'input' });

describe('FeedbackForm attachments', () => {
  beforeEach(() => {
    upload.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('says the files are sent and who can see them', async () => {
    await renderForm();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(/Only our team can see them\.$/);
  });

  it('uploads a chosen file to a fresh folder of feedback-files, then stores the feedback naming it', async () => {
    const { insert, picker } = await renderForm();
    upload.mockImplementation(async ({ file, onProgress }: UploadRequest) => onProgress?.(file.size, file.size));
    const user = userEvent.setup();
    await fillValid(user);
    const file = png('Screen shot.png');
    await user.upload(fileInput(), file);
    expect(
      within(await screen.findByRole('list', { name: picker('chosen') })).getByRole('button', {
        name: picker('remove', { name: 'Screen shot.png' }),
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toHaveAttribute('role', 'status');
    expect(upload).toHaveBeenCalledTimes(1);
    const [request] = upload.mock.calls[0] ?? [];
    expect(request).toMatchObject({
      supabaseUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon-key',
      accessToken: 'anon-key',
      bucket: 'feedback-files',
      file,
      contentType: 'image/png',
    });
    expect(request?.path).toMatch(new RegExp(`^${uuid}/${uuid}\\.png$`));
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Broken menu', attachments: [{ path: request?.path, name: 'Screen shot.png' }] }),
    );
    expect(upload.mock.invocationCallOrder[0]).toBeLessThan(insert.mock.invocationCallOrder[0] ?? 0);
    // Sent: the form and the picker are empty again.
    expect(screen.queryByRole('list', { name: picker('chosen') })).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('refuses a file whose content is not what its name says, and sends the feedback without it', async () => {
    const { insert, picker } = await renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.upload(fileInput(), new File(['just some text, not a picture'], 'x.png', { type: 'image/png' }));
    expect(await screen.findByText(picker('refused.wrongType', { name: 'x.png', size: '10 MB', count: 5 }))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: picker('chosen') })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ attachments: [] }));
  });

  it('disables sending and shows each file’s progress while it uploads', async () => {
    const { insert, picker } = await renderForm();
    let finish: () => void = () => undefined;
    upload.mockImplementation(
      ({ file, onProgress }: UploadRequest) =>
        new Promise<void>((resolve) => {
          onProgress?.(file.size / 2, file.size);
          finish = resolve;
        }),
    );
    const user = userEvent.setup();
    await fillValid(user);
    await user.upload(fileInput(), png());
    await screen.findByRole('list', { name: picker('chosen') });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByRole('progressbar', { name: picker('progress', { name: 'screen.png' }) })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(insert).not.toHaveBeenCalled();
    finish();
    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toBeInTheDocument();
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and chosen, and says which file failed, when an upload fails', async () => {
    const { insert, picker } = await renderForm();
    upload.mockRejectedValue(new UploadError('network', 'The upload could not reach Storage'));
    const user = userEvent.setup();
    await fillValid(user);
    await user.upload(fileInput(), png());
    await screen.findByRole('list', { name: picker('chosen') });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your feedback. Please try again. Your feedback was not sent because a file could not be uploaded (screen.png). The reason is shown beside the file: try again, or remove the file and send your feedback without it.',
    );
    expect(screen.getByText(picker('failed.network', { name: 'screen.png', size: '10 MB' }))).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Broken menu');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('The menu does not open on my phone.');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: picker('chosen') })).getByRole('button', { name: picker('remove', { name: 'screen.png' }) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();

    // Trying again sends the same file again, into a new folder.
    upload.mockReset();
    upload.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toBeInTheDocument();
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ attachments: [{ path: upload.mock.calls[0]?.[0].path, name: 'screen.png' }] }),
    );
  });

  it('explains a refusal of the attachments by the database, keeping the form as it was', async () => {
    const { insert, picker } = await renderForm({
      error: { code: '22023', message: 'feedback_attachments', details: 'A file was not uploaded.', hint: null },
      status: 400,
    });
    upload.mockResolvedValue(undefined);
    const user = userEvent.setup();
    await fillValid(user);
    await user.upload(fileInput(), png());
    await screen.findByRole('list', { name: picker('chosen') });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your feedback. Please try again. Your feedback was not sent because its attachments could not be confirmed. Please send it again, or remove the attachments and send it without them.',
    );
    expect(insert).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Broken menu');
    expect(
      within(screen.getByRole('list', { name: picker('chosen') })).getByRole('button', { name: picker('remove', { name: 'screen.png' }) }),
    ).toBeInTheDocument();
  });
});
