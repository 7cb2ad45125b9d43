import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes every character that could end text or a quoted attribute, ampersands first', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text, including non-Latin letters, as it is', () => {
    expect(escapeHtml('https://example.com/insights?lang=id — Wawasan')).toBe('https://example.com/insights?lang=id — Wawasan');
  });
});
