/**
 * The Auth e-mails come from supabase/templates/ and the subjects in supabase/config.toml, the
 * files hosted Auth sends: the right link or code in each, in the account's language, values
 * escaped as Go's html/template escapes them, and nothing the stand-in cannot fill.
 */
import { defaultConfig } from '../config.ts';
import { escapeHtml, htmlToText, loadAuthMailTemplates, parseTemplate, templateKinds, type TemplateKind } from './auth-mail-templates.ts';
import { renderLinkMail, type LinkType } from './link-mail.ts';

const config = defaultConfig();
const templates = loadAuthMailTemplates();

const subjects: Record<LinkType, Record<'en' | 'id' | 'ms', string>> = {
  signup: { en: 'Confirm your Meridian account', id: 'Konfirmasi akun Meridian Anda', ms: 'Sahkan akaun Meridian anda' },
  recovery: {
    en: 'Reset your Meridian password',
    id: 'Atur ulang kata sandi Meridian Anda',
    ms: 'Tetapkan semula kata laluan Meridian anda',
  },
  email_change: {
    en: 'Confirm your new Meridian e-mail address',
    id: 'Konfirmasi alamat email Meridian Anda yang baru',
    ms: 'Sahkan alamat e-mel Meridian baharu anda',
  },
};

function linkMail(type: LinkType, metadata: Record<string, unknown>) {
  return renderLinkMail(config, {
    type,
    recipient: type === 'email_change' ? 'new@example.com' : 'client@example.com',
    email: 'client@example.com',
    ...(type === 'email_change' ? { newEmail: 'new@example.com' } : {}),
    token: 'tok-123',
    redirectTo: 'http://localhost:3000/reset-password',
    metadata,
  });
}

describe.each(['signup', 'recovery', 'email_change'] as const)('the %s e-mail', (type) => {
  const expectedLink = `${config.externalUrl}/auth/v1/verify?token=tok-123&type=${type}&redirect_to=${encodeURIComponent('http://localhost:3000/reset-password')}`;

  it.each(['en', 'id', 'ms'] as const)('in %s carries the one-time link, as text and as HTML', (locale) => {
    const mail = linkMail(type, { locale });
    expect(mail.subject).toBe(subjects[type][locale]);
    expect(mail.html).toContain(`<div lang="${locale}">`);
    // The text form (what the outbox sends) holds the link whole on its own line...
    expect(mail.text.split('\n')).toContain(expectedLink);
    // ...and the HTML has it as the link's target and text, & escaped as html/template does.
    const escaped = expectedLink.replaceAll('&', '&amp;');
    expect(mail.html).toContain(`<a href="${escaped}">${escaped}</a>`);
    expect(mail.text).not.toMatch(/[<>]|&amp;/);
  });

  it('is in English when the account has no language, an unknown one, or one that is not text', () => {
    for (const metadata of [{}, { locale: 'fr' }, { locale: 5 }, { locale: null }, { locale: { id: true } }, { locale: 'ID' }])
      expect(linkMail(type, metadata).subject).toBe(subjects[type].en);
  });

  it('has different words in each language', () => {
    const bodies = (['en', 'id', 'ms'] as const).map((locale) => linkMail(type, { locale }).text);
    expect(new Set(bodies).size).toBe(3);
  });
});

it('escapes every value as Go html/template does, and the text form reads it back', () => {
  const hostile = `o'brien+"x"<script>&@example.com`;
  const mail = renderLinkMail(config, {
    type: 'email_change',
    recipient: 'new@example.com',
    email: 'client@example.com',
    newEmail: hostile,
    token: 't',
    redirectTo: 'http://localhost:3000/account',
    metadata: {},
  });
  expect(mail.html).toContain('o&#39;brien&#43;&#34;x&#34;&lt;script&gt;&amp;@example.com');
  expect(mail.html).not.toContain('<script>');
  expect(mail.text).toContain(hostile);
  expect(escapeHtml('\0')).toBe('\uFFFD');
});

it('renders the code and the sign-in link e-mails hosted Auth sends', () => {
  const code = templates.render('reauthentication', { Token: '042917', Data: { locale: 'id' } });
  expect(code.subject).toBe('Kode Meridian Anda untuk mengubah kata sandi');
  expect(code.text).toMatch(/\bkode konfirmasi Meridian Anda adalah 042917\b/i);
  // The English wording matches the product's own code e-mail, which tests read with /code is (\d{6})/.
  expect(templates.render('reauthentication', { Token: '042917', Data: {} }).text).toMatch(/\bcode is 042917\b/);
  const link = templates.render('magic_link', {
    ConfirmationURL: 'https://x.example/auth/v1/verify?token=a&type=magiclink',
    Data: { locale: 'ms' },
  });
  expect(link.subject).toBe('Pautan log masuk Meridian anda');
  expect(link.text).toContain('https://x.example/auth/v1/verify?token=a&type=magiclink');
});

it('uses in the e-mails the stand-in sends only the variables the stand-in gives', () => {
  // The stand-in has no e-mailed OTP: a template showing {{ .Token }} or {{ .TokenHash }} for a
  // link would be empty here and filled on hosted.
  const given = new Set(['ConfirmationURL', 'SiteURL', 'Email', 'RedirectTo', 'SendingTo', 'NewEmail']);
  for (const kind of ['confirmation', 'recovery', 'email_change'] satisfies TemplateKind[])
    for (const field of templates.fieldsOf(kind))
      expect(`${kind}: ${field}`).toBe(`${kind}: ${given.has(field) ? field : 'a variable the stand-in gives'}`);
});

it('knows every template kind config.toml lists', () => {
  for (const kind of templateKinds) expect(templates.fieldsOf(kind).size).toBeGreaterThan(0);
});

describe('the template syntax', () => {
  const render = (source: string, locale?: unknown) =>
    loadAuthMailTemplates('/', {
      auth: { email: { template: { confirmation: { subject: source, content_path: '/dev/null' } } } },
    }).render('confirmation', { ConfirmationURL: 'u', Data: locale === undefined ? {} : { locale } }).subject;

  it('trims white space at {{- and -}} as Go does', () => {
    expect(render('a  {{- .ConfirmationURL -}}  b')).toBe('aub');
    expect(render('a {{ .ConfirmationURL }} b')).toBe('a u b');
  });

  it('takes the first matching branch, else the else branch, else nothing', () => {
    const source = '{{ if eq (printf "%v" .Data.locale) "id" }}I{{ else if eq (printf "%v" .Data.locale) "ms" }}M{{ end }}';
    expect([render(source, 'id'), render(source, 'ms'), render(source, 'en'), render(source)]).toEqual(['I', 'M', '', '']);
  });

  it.each([
    ['{{ .Data.name }}', 'outside the template syntax'],
    ['{{ .Password }}', 'unknown variable'],
    ['{{ if eq .Data.locale "id" }}x{{ end }}', 'outside the template syntax'],
    ['{{ range .Data }}x{{ end }}', 'outside the template syntax'],
    ['{{ if eq (printf "%v" .Data.locale) "id" }}x', 'has no {{ end }}'],
    ['x{{ end }}', 'without its if'],
    ['{{ if eq (printf "%v" .Data.locale) "id" }}{{ else }}{{ else }}{{ end }}', 'without its if'],
    ['{{ .ConfirmationURL ', 'unclosed'],
  ])('refuses %s', (source, message) => {
    expect(() => parseTemplate(source, 'test')).toThrow(message);
  });

  it('makes text of HTML: paragraphs, line breaks, entities', () => {
    expect(htmlToText('<p>One &amp; two</p>\n<p>three<br>four &#39;&#43;&#x41;&nbsp;</p>')).toBe("One & two\n\nthree\nfour '+A");
  });
});
