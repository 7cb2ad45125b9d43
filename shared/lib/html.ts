/**
 * Text made safe to put in HTML (or XML) written as a string: in element content and in an
 * attribute value quoted with either kind of quote. The server's page head, the shell's document
 * head, the preload hints and the sitemap all write markup this way.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
