import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import id from '../locales/id.json';
import ms from '../locales/ms.json';
import { fakeSupabase } from '../testing/fake-supabase';
import { UploadError, uploadFailureOf, uploadObject } from '../lib/storage-upload';
import { AttachmentPicker } from './AttachmentPicker';
import { useAttachments } from './use-attachments';

jest.mock('../lib/storage-upload', () => ({ ...jest.requireActual('../lib/storage-upload'), uploadObject: jest.fn() }));

const config = { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon' };
const pdf = (name: string) => new File([`%PDF-1.7 ${name}`], name);

/** Storage's answers to an upload over the client's quota and over the anonymous hourly limit (the stand-in's bodies). */
const refusals = {
  quotaExceeded: [
    400,
    '{"statusCode":"413","code":"QuotaExceeded","error":"quota_exceeded","message":"storage_quota_exceeded: 104857600 bytes"}',
  ],
  rateLimited: [
    429,
    '{"statusCode":"429","code":"TooManyRequests","error":"too_many_uploads","message":"upload_rate_limited: try again later"}',
  ],
} as const;

/** A form as the request forms use the picker: the chosen files, and a Send button that uploads them. */
function Form() {
  const attachments = useAttachments();
  const { client } = fakeSupabase({ respond: () => ({}) });
  return (
    <>
      <AttachmentPicker attachments={attachments} label="Attachments" />
      <button
        type="button"
        onClick={() => void attachments.upload({ client, config, bucket: 'ticket-files', folder: 'user-1', cleanUp: true }).catch(() => {})}
      >
        Send
      </button>
    </>
  );
}

async function renderForm(lng: 'en' | 'id' | 'ms') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en }, id: { common: id }, ms: { common: ms } },
    interpolation: { escapeValue: false },
  });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Form />
      </I18nextProvider>,
    );
  });
  const user = userEvent.setup();
  await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pdf('report.pdf'));
  await screen.findByText('report.pdf');
  return user;
}

describe('AttachmentPicker refusals from Storage', () => {
  beforeEach(() => jest.mocked(uploadObject).mockReset());

  it.each([
    [
      'en',
      'quotaExceeded',
      "report.pdf was not uploaded: your account's file storage (100 MB) is full. Remove the file to send without it, or contact us to make room.",
    ],
    [
      'id',
      'quotaExceeded',
      'report.pdf tidak diunggah: ruang penyimpanan berkas akun Anda (100 MB) sudah penuh. Hapus berkas ini untuk mengirim tanpa berkas tersebut, atau hubungi kami untuk menambah ruang.',
    ],
    [
      'ms',
      'quotaExceeded',
      'report.pdf tidak dimuat naik: ruang storan fail akaun anda (100 MB) sudah penuh. Alih keluar fail ini untuk menghantar tanpanya, atau hubungi kami untuk menambah ruang.',
    ],
    [
      'en',
      'rateLimited',
      'report.pdf was not uploaded: too many files have been sent from your connection in the last hour. Try again in an hour, or remove the file to send without it.',
    ],
    [
      'id',
      'rateLimited',
      'report.pdf tidak diunggah: terlalu banyak berkas dikirim dari koneksi Anda dalam satu jam terakhir. Silakan coba lagi satu jam lagi, atau hapus berkas ini untuk mengirim tanpa berkas tersebut.',
    ],
    [
      'ms',
      'rateLimited',
      'report.pdf tidak dimuat naik: terlalu banyak fail telah dihantar dari sambungan anda dalam sejam yang lalu. Sila cuba lagi sejam lagi, atau alih keluar fail ini untuk menghantar tanpanya.',
    ],
  ] as const)('in %s, %s says so beside the file', async (lng, refusal, text) => {
    const [status, body] = refusals[refusal];
    jest.mocked(uploadObject).mockRejectedValue(new UploadError(uploadFailureOf(status, body), body));
    const user = await renderForm(lng);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text)).toBeVisible();
    // Not a dead end: the file can be removed ("Remove", "Hapus", "Alih keluar"), and the request sent without it.
    await user.click(screen.getByRole('button', { name: /report\.pdf$/ }));
    expect(screen.queryByText('report.pdf')).toBeNull();
  });

  // The signed-in client's own hourly limit on ticket and proposal files: the figure and how long to wait.
  it.each([
    [
      'en',
      720,
      'report.pdf was not uploaded: you have uploaded 30 files in the last hour. You can upload another in 12 minutes, or remove the file to send without it.',
    ],
    [
      'id',
      61,
      'report.pdf tidak diunggah: Anda telah mengunggah 30 berkas dalam satu jam terakhir. Anda dapat mengunggah lagi dalam 2 menit, atau hapus berkas ini untuk mengirim tanpa berkas tersebut.',
    ],
    [
      'ms',
      30,
      'report.pdf tidak dimuat naik: anda telah memuat naik 30 fail dalam sejam yang lalu. Anda boleh memuat naik lagi dalam 1 minit, atau alih keluar fail ini untuk menghantar tanpanya.',
    ],
    // An answer that does not say how long: the most it can be.
    [
      'en',
      undefined,
      'report.pdf was not uploaded: you have uploaded 30 files in the last hour. You can upload another in 60 minutes, or remove the file to send without it.',
    ],
  ] as const)('in %s, the client’s hourly upload limit (%s s to wait) says so beside the file', async (lng, seconds, text) => {
    jest.mocked(uploadObject).mockRejectedValue(new UploadError('clientRateLimited', 'upload_rate_limited', seconds));
    const user = await renderForm(lng);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('lets the refused file be sent again later', async () => {
    const [status, body] = refusals.quotaExceeded;
    jest
      .mocked(uploadObject)
      .mockRejectedValueOnce(new UploadError(uploadFailureOf(status, body), body))
      .mockResolvedValueOnce(undefined);
    const user = await renderForm('en');
    const chosen = () => screen.getByRole('list', { name: 'Chosen files' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(chosen()).findByText(/storage \(100 MB\) is full/)).toBeVisible();

    // Once room is made, sending again uploads the same file and the refusal goes.
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {});
    expect(within(chosen()).queryByText(/is full/)).toBeNull();
    expect(uploadObject).toHaveBeenCalledTimes(2);
  });
});
