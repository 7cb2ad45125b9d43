import { act, renderHook } from '@testing-library/react';
import { fakeSupabase } from '../testing/fake-supabase';
import { UploadError, uploadObject } from '../lib/storage-upload';
import { useAttachments } from './use-attachments';

jest.mock('../lib/storage-upload', () => ({ ...jest.requireActual('../lib/storage-upload'), uploadObject: jest.fn() }));

const pdf = (name: string) => new File([`%PDF-1.7 ${name}`], name);
const config = { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon' };

async function chosen(...files: File[]) {
  const hook = renderHook(() => useAttachments());
  await act(() => hook.result.current.add(files));
  return hook;
}

describe('useAttachments', () => {
  beforeEach(() => jest.mocked(uploadObject).mockReset());

  it('uploads every file into the folder with the type its bytes show and returns them in order', async () => {
    jest.mocked(uploadObject).mockResolvedValue(undefined);
    const { client } = fakeSupabase({ respond: () => ({}) });
    const hook = await chosen(pdf('a.pdf'), pdf('b.pdf'));
    let stored: Awaited<ReturnType<typeof hook.result.current.upload>> = [];
    await act(async () => {
      stored = await hook.result.current.upload({ client, config, bucket: 'proposal-files', folder: 'user-1', cleanUp: true });
    });
    expect(stored.map((file) => [file.file_name, file.content_type, file.object_path.startsWith('user-1/')])).toEqual([
      ['a.pdf', 'application/pdf', true],
      ['b.pdf', 'application/pdf', true],
    ]);
    expect(hook.result.current.items.map((item) => item.state)).toEqual(['uploaded', 'uploaded']);
  });

  it('when one file fails, reports that failure (not the aborts it caused) and removes every object of the batch', async () => {
    jest
      .mocked(uploadObject)
      .mockImplementationOnce(async () => {})
      .mockImplementationOnce(async () => {
        throw new UploadError('network', 'offline');
      });
    const { client, storageCalls } = fakeSupabase({ respond: () => ({}) });
    const hook = await chosen(pdf('a.pdf'), pdf('b.pdf'));
    let caught: unknown;
    await act(async () => {
      await hook.result.current.upload({ client, config, bucket: 'ticket-files', folder: 'user-1', cleanUp: true }).catch((error) => {
        caught = error;
      });
    });
    expect(caught).toMatchObject({ failure: 'network' });
    const paths = jest.mocked(uploadObject).mock.calls.map(([request]) => request.path);
    expect(storageCalls).toEqual([{ bucket: 'ticket-files', method: 'remove', args: [paths] }]);
    // The files stay chosen, so nothing is lost.
    expect(hook.result.current.items.map((item) => item.file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(hook.result.current.uploading).toBe(false);
  });

  it('refuses a sixth file and one chosen twice, each with its reason', async () => {
    const hook = await chosen(...['1', '2', '3', '4', '5'].map((n) => pdf(`${n}.pdf`)));
    await act(() => hook.result.current.add([pdf('1.pdf'), pdf('6.pdf')]));
    expect(hook.result.current.refused).toEqual([
      { name: '1.pdf', problem: 'duplicate' },
      { name: '6.pdf', problem: 'tooMany' },
    ]);
    expect(hook.result.current.items).toHaveLength(5);
  });
});
