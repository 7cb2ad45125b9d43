import * as v from 'valibot';
import { ticketMailto, ticketSchema, type TicketDraft } from './ticket-form-rules';

const labels = { category: 'Category', priority: 'Priority', categoryValue: 'Billing', priorityValue: 'High' };

function parse(mailto: string) {
  const [address, query] = mailto.replace(/^mailto:/, '').split('?') as [string, string];
  const params = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
  return { address: decodeURIComponent(address), ...params } as { address: string; subject: string; body: string };
}

describe('ticketMailto', () => {
  it('round-trips subject and body with &, ?, #, %, new lines and non-ASCII text exactly', () => {
    const draft: TicketDraft = {
      subject: 'Invoice #42 & VAT? 100% wrong — tagihan salah 🚀',
      category: 'billing',
      priority: 'high',
      description: 'Line one & two?\nLine #3: 50% off\n\nTerima kasih, 谢谢 <script>alert(1)</script>',
    };
    const mailto = ticketMailto('support@meridian-it.example', draft, labels);
    expect(mailto).toMatch(/^mailto:support@meridian-it\.example\?subject=[^&?#]*&body=[^&?#]*$/);
    const parsed = parse(mailto);
    expect(parsed.address).toBe('support@meridian-it.example');
    expect(parsed.subject).toBe(draft.subject);
    expect(parsed.body).toBe(`Category: Billing\r\nPriority: High\r\n\r\n${draft.description.replace(/\n/g, '\r\n')}`);
  });
});

/** The first error code of each field, as the form shows them. */
function errorsOf(draft: TicketDraft) {
  const result = v.safeParse(ticketSchema, draft);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(v.flatten(result.issues).nested ?? {}).map(([field, messages]) => [field, messages?.[0]]));
}

describe('ticketSchema', () => {
  const base: TicketDraft = { subject: 'Subject', category: 'technical', priority: 'medium', description: 'Text' };
  it('requires subject and description, not just spaces', () => {
    expect(errorsOf({ ...base, subject: '  ', description: '' })).toEqual({ subject: 'required', description: 'required' });
  });
  it('limits their lengths', () => {
    expect(errorsOf({ ...base, subject: 'x'.repeat(151), description: 'y'.repeat(10_000) })).toEqual({
      subject: 'tooLong',
      description: 'tooLong',
    });
    expect(errorsOf({ ...base, subject: 'x'.repeat(150), description: 'y'.repeat(4000) })).toEqual({});
    expect(errorsOf(base)).toEqual({});
  });
  it('hands on trimmed text', () => {
    expect(v.parse(ticketSchema, { ...base, subject: '  Subject  ', description: '\n Text \n' })).toEqual(base);
  });
});
