/**
 * Documents for tests, with the first bytes shared/lib/files.ts checks (the picker refuses a file
 * whose content is not the type its name says).
 */
export function pdf(name: string, bytes = 2048): File {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([content], name, { type: 'application/pdf' });
}

export function docx(name: string, bytes = 2048): File {
  const content = new Uint8Array(bytes);
  content.set([0x50, 0x4b, 0x03, 0x04]);
  return new File([content], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
}
