import { acceptAttribute, checkAttachment, extensionOf, maxAttachmentBytes, objectPathFor, sniffType } from './files';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const file = (content: BlobPart[], name: string) => new File(content, name);

const samples = {
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10),
  gif: bytes(...ascii('GIF89a'), 1, 0),
  webp: bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')),
  pdf: bytes(...ascii('%PDF-1.7\n')),
  doc: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0),
  docx: bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0),
};

describe('sniffType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
    ['doc', 'application/msword'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const)('knows %s by its first bytes', (sample, type) => expect(sniffType(samples[sample])).toBe(type));

  it.each([
    ['text', bytes(...ascii('hello'))],
    ['a Windows program', bytes(...ascii('MZ'), 0x90, 0)],
    ['a RIFF that is not WebP (a WAV)', bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE'))],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
    ['nothing', bytes()],
  ])('refuses %s', (_label, content) => expect(sniffType(content)).toBeNull());
});

describe('checkAttachment', () => {
  it('accepts a file whose bytes and name agree, with the type its bytes show', async () => {
    expect(await checkAttachment(file([samples.png], 'Screen Shot.PNG'))).toEqual({ ok: true, type: 'image/png' });
    expect(await checkAttachment(file([samples.jpeg], 'photo.jpg'))).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses a program renamed to .pdf, and a PNG named .pdf', async () => {
    expect(await checkAttachment(file([bytes(...ascii('MZ'), 0x90, 0)], 'invoice.pdf'))).toEqual({ ok: false, problem: 'wrongType' });
    expect(await checkAttachment(file([samples.png], 'invoice.pdf'))).toEqual({ ok: false, problem: 'wrongType' });
  });

  it('refuses a type the request does not take', async () => {
    expect(await checkAttachment(file([samples.png], 'a.png'), ['application/pdf'])).toEqual({ ok: false, problem: 'wrongType' });
  });

  it('refuses empty files and files over 10 MiB', async () => {
    expect(await checkAttachment(file([], 'a.pdf'))).toEqual({ ok: false, problem: 'empty' });
    const big = file([samples.pdf, new Uint8Array(maxAttachmentBytes)], 'big.pdf');
    expect(await checkAttachment(big)).toEqual({ ok: false, problem: 'tooLarge' });
    const atLimit = file([samples.pdf, new Uint8Array(maxAttachmentBytes - samples.pdf.length)], 'limit.pdf');
    expect(await checkAttachment(atLimit)).toEqual({ ok: true, type: 'application/pdf' });
  });
});

it('names objects <owner>/<random id><extension>, never with the person’s file name', () => {
  const path = objectPathFor('user-1', 'My "secret" plan.DOCX');
  expect(path).toMatch(/^user-1\/[0-9a-f-]{36}\.docx$/);
  expect(objectPathFor('user-1', 'a.pdf')).not.toBe(objectPathFor('user-1', 'a.pdf'));
  expect(extensionOf('.hidden')).toBe('');
  expect(extensionOf('archive.tar.gz')).toBe('.gz');
});

it('lists MIME types and extensions for the file input', () => {
  expect(acceptAttribute(['application/pdf', 'image/jpeg'])).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg');
});
