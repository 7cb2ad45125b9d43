import { attachmentProblem, contactRow, feedbackRow, sendFailure, validateContact, validateFeedback, type FeedbackDraft } from './forms';

const feedback: FeedbackDraft = {
  category: 'services',
  rating: 4,
  title: 'Quick onboarding',
  description: 'The team set us up in a week.',
  name: '',
  email: '',
  allowContact: false,
};

describe('validateFeedback', () => {
  it('accepts a complete form with optional fields empty, and stores empty optionals as null', () => {
    expect(validateFeedback(feedback)).toEqual({});
    expect(feedbackRow({ ...feedback, title: '  Quick onboarding ' })).toMatchObject({
      title: 'Quick onboarding',
      name: null,
      email: null,
    });
  });

  it('requires category, rating, title and description', () => {
    expect(validateFeedback({ ...feedback, category: '', rating: null, title: ' ', description: '' })).toEqual({
      category: 'required',
      rating: 'required',
      title: 'required',
      description: 'required',
    });
  });

  it.each([0, 6, 2.5, Number.NaN])('refuses the rating %s', (rating) => {
    expect(validateFeedback({ ...feedback, rating }).rating).toBe('invalidRating');
  });

  it('limits lengths and checks an e-mail when one is given', () => {
    expect(validateFeedback({ ...feedback, title: 'x'.repeat(10_000), email: 'not-an-email' })).toEqual({
      title: 'tooLong',
      email: 'invalidEmail',
    });
  });
});

describe('validateContact', () => {
  it('requires every field and a valid e-mail', () => {
    expect(validateContact({ name: '', email: 'a@b', subject: '', message: ' ' })).toEqual({
      name: 'required',
      email: 'invalidEmail',
      subject: 'required',
      message: 'required',
    });
    expect(validateContact({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello 👋' })).toEqual({});
  });
});

describe('attachmentProblem', () => {
  it.each([
    [{ name: 'brief.pdf', type: 'application/pdf', size: 1000 }, undefined],
    [{ name: 'photo.JPG', type: 'image/jpeg', size: 1000 }, undefined],
    [{ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000 }, undefined],
    [{ name: 'virus.exe', type: 'application/x-msdownload', size: 1000 }, 'type'],
    [{ name: 'fake.pdf.exe', type: 'application/pdf', size: 1000 }, 'type'],
    [{ name: 'image.svg', type: 'image/svg+xml', size: 1000 }, 'type'],
    [{ name: 'huge.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 }, 'size'],
  ])('%j → %s', (file, problem) => {
    expect(attachmentProblem(file)).toBe(problem);
  });
});

describe('honeypot', () => {
  it('adds a filled website field to the row and leaves an empty one out', () => {
    expect(feedbackRow(feedback, 'https://spam.example')).toMatchObject({ website: 'https://spam.example' });
    expect(feedbackRow(feedback, '')).not.toHaveProperty('website');
    expect(feedbackRow(feedback)).not.toHaveProperty('website');
    const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };
    expect(contactRow(contact, 'x')).toEqual({ ...contact, website: 'x' });
    expect(contactRow(contact, '')).toEqual(contact);
  });
});

describe('sendFailure', () => {
  it.each([
    [{ code: 'PT429', message: 'too_many_messages', hint: '60' }, 429, 'tooMany'],
    [{ code: 'PT429', message: 'too_many_messages' }, undefined, 'tooMany'],
    [{ code: '', message: 'too_many_messages' }, 400, 'tooMany'],
    [{ code: '', message: 'Too Many Requests' }, 429, 'tooMany'],
    [{ code: '23514', message: 'new row violates check constraint' }, 400, 'failed'],
    [{ code: '22023', message: 'one row per request' }, 400, 'failed'],
    [null, undefined, 'failed'],
  ])('%j (HTTP %s) → %s', (error, status, outcome) => {
    expect(sendFailure(error, status)).toBe(outcome);
  });
});
