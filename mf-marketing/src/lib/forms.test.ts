import * as v from 'valibot';
import { DataError } from '@meridian/shared/lib/supabase-errors';
import {
  contactRow,
  contactSchema,
  emptyContact,
  emptyFeedback,
  feedbackRow,
  feedbackSchema,
  sendFailure,
  storeContactMessage,
  storeFeedback,
  type ContactInput,
  type FeedbackInput,
} from './forms';

/** Each field in error and its code, as the form shows them (one code per field). */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

const feedback: FeedbackInput = {
  ...emptyFeedback,
  category: 'services',
  rating: '4',
  title: 'Quick onboarding',
  description: 'The team set us up in a week.',
};

describe('feedbackSchema', () => {
  it('accepts a complete form with optional fields empty, and stores empty optionals as null', () => {
    expect(errorsOf(feedbackSchema, feedback)).toEqual({});
    expect(feedbackRow(v.parse(feedbackSchema, { ...feedback, title: '  Quick onboarding ' }))).toEqual({
      category: 'services',
      rating: 4,
      title: 'Quick onboarding',
      description: 'The team set us up in a week.',
      name: null,
      email: null,
      allow_contact: false,
      attachments: [],
    });
  });

  it('names each uploaded file by its object path and its own name', () => {
    const shot = 'f3b0c442-98fc-4c14-9c5e-1d2f3a4b5c6d/0b6f2c1e-7a8d-4e5f-9a0b-1c2d3e4f5a6b.png';
    const brief = 'f3b0c442-98fc-4c14-9c5e-1d2f3a4b5c6d/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b.pdf';
    const files = [
      { object_path: shot, file_name: 'Screen shot.png' },
      { object_path: brief, file_name: 'brief.pdf' },
    ];
    expect(feedbackRow(v.parse(feedbackSchema, feedback), files).attachments).toEqual([
      { path: shot, name: 'Screen shot.png' },
      { path: brief, name: 'brief.pdf' },
    ]);
  });

  it('stores a given name and e-mail trimmed, and the contact permission', () => {
    expect(
      feedbackRow(v.parse(feedbackSchema, { ...feedback, name: ' Ana ', email: ' ana@example.com ', allowContact: true })),
    ).toMatchObject({ name: 'Ana', email: 'ana@example.com', allow_contact: true });
  });

  it('requires category, rating, title and description', () => {
    expect(errorsOf(feedbackSchema, { ...feedback, category: '', rating: '', title: ' ', description: '' })).toEqual({
      category: 'required',
      rating: 'required',
      title: 'required',
      description: 'required',
    });
  });

  it('refuses a category that is not offered', () => {
    expect(errorsOf(feedbackSchema, { ...feedback, category: 'billing' })).toEqual({ category: 'required' });
  });

  it.each(['0', '6', '2.5', 'NaN'])('refuses the rating %s', (rating) => {
    expect(errorsOf(feedbackSchema, { ...feedback, rating }).rating).toBe('invalidRating');
  });

  it('limits lengths and checks an e-mail when one is given', () => {
    expect(errorsOf(feedbackSchema, { ...feedback, title: 'x'.repeat(10_000), email: 'not-an-email' })).toEqual({
      title: 'tooLong',
      email: 'invalidEmail',
    });
    expect(errorsOf(feedbackSchema, { ...feedback, title: 'x'.repeat(200), name: 'x'.repeat(201) })).toEqual({ name: 'tooLong' });
  });
});

describe('contactSchema', () => {
  it('requires every field and a valid e-mail', () => {
    expect(errorsOf(contactSchema, { ...emptyContact, name: '', email: 'a@b c', subject: '', message: ' ' })).toEqual({
      name: 'required',
      email: 'invalidEmail',
      subject: 'required',
      message: 'required',
    });
    expect(errorsOf(contactSchema, { ...emptyContact, email: '' }).email).toBe('required');
    expect(errorsOf(contactSchema, { ...emptyContact, name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello 👋' })).toEqual(
      {},
    );
  });

  it('stores the trimmed values', () => {
    const message: ContactInput = { name: ' Ana ', email: ' ana@example.com', subject: 'Hi ', message: ' Hello ', website: '' };
    expect(contactRow(v.parse(contactSchema, message))).toEqual({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' });
  });
});

describe('honeypot', () => {
  it('adds a filled website field to the row, as typed, and leaves an empty one out', () => {
    expect(feedbackRow(v.parse(feedbackSchema, { ...feedback, website: ' https://spam.example' }))).toMatchObject({
      website: ' https://spam.example',
    });
    expect(feedbackRow(v.parse(feedbackSchema, feedback))).not.toHaveProperty('website');
    const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };
    expect(contactRow(v.parse(contactSchema, { ...contact, website: 'x' }))).toEqual({ ...contact, website: 'x' });
    expect(contactRow(v.parse(contactSchema, { ...contact, website: '' }))).toEqual(contact);
  });
});

describe('sendFailure', () => {
  it.each([
    [{ code: 'PT429', message: 'too_many_messages', hint: '60', status: 429 }, 'tooMany'],
    [{ code: 'PT429', message: 'too_many_messages' }, 'tooMany'],
    [{ code: '', message: 'too_many_messages', status: 400 }, 'tooMany'],
    [{ code: '', message: 'Too Many Requests', status: 429 }, 'tooMany'],
    [{ code: '23514', message: 'new row violates check constraint', status: 400 }, 'invalid'],
    [{ code: '22023', message: 'one row per request', status: 400 }, 'invalid'],
    [{ code: '22023', message: 'feedback_attachments', details: 'A file was not uploaded.', status: 400 }, 'attachmentsRefused'],
    [{ code: '23514', message: 'feedback_attachments', status: 400 }, 'invalid'],
    [{ code: '42501', message: 'permission denied', status: 401 }, 'signedOut'],
    [null, 'failed'],
  ])('%j → %s', (error, outcome) => {
    expect(sendFailure(error)).toBe(outcome);
  });
});

describe('storeFeedback and storeContactMessage', () => {
  const clientAnswering = (answer: { error: unknown; status: number }) => {
    const insert = jest.fn().mockResolvedValue(answer);
    const from = jest.fn().mockReturnValue({ insert });
    return { client: { from } as unknown as Parameters<typeof storeFeedback>[0], from, insert };
  };

  it('inserts the row into its table and resolves when it was stored', async () => {
    const { client, from, insert } = clientAnswering({ error: null, status: 201 });
    const row = contactRow(v.parse(contactSchema, { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello', website: '' }));
    await expect(storeContactMessage(client, row)).resolves.toBeUndefined();
    expect(from).toHaveBeenCalledWith('contact_messages');
    expect(insert).toHaveBeenCalledWith(row);
  });

  it("throws a DataError that keeps the answer's HTTP status: a bare 429 is tooMany", async () => {
    const { client, from } = clientAnswering({ error: { code: '', message: 'Too Many Requests', hint: null, details: null }, status: 429 });
    const stored = storeFeedback(client, feedbackRow(v.parse(feedbackSchema, feedback)));
    await expect(stored).rejects.toBeInstanceOf(DataError);
    await expect(stored).rejects.toMatchObject({ kind: 'tooMany' });
    expect(from).toHaveBeenCalledWith('feedback');
  });
});
