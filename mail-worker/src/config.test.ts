import { parseConfig } from './config.ts';

const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'signature']
    .map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part))
    .join('.');

/** The Supabase CLI's public local key (as local-supabase/src/config.ts has it). */
const demoServiceKey = jwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });

const production = {
  NODE_ENV: 'production',
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' }),
  SMTP_HOST: 'smtp.mailprovider.example',
  SMTP_PORT: '465',
  SMTP_SECURE: 'true',
  SMTP_USER: 'apikey',
  SMTP_PASS: 'secret-password',
  MAIL_FROM: 'Meridian IT Services <no-reply@meridian-it.com>',
};

const problemsOf = (env: Record<string, string | undefined>) => {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
};

describe('production configuration', () => {
  it('accepts a hosted project, its own service key (a JWT or an sb_secret_ key) and an SMTP login', () => {
    const result = parseConfig(production);
    expect(result).toMatchObject({
      ok: true,
      config: {
        production: true,
        smtp: { port: 465, secure: true },
        messageIdDomain: 'meridian-it.com',
        pollMs: 2000,
        ops: { port: 9465 },
      },
    });
    expect(parseConfig({ ...production, SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_abc123' }).ok).toBe(true);
  });

  it.each([
    ['an http project URL', { SUPABASE_URL: 'http://abcdefghijklmnop.supabase.co' }, /^SUPABASE_URL must use https/],
    ['a project on this machine', { SUPABASE_URL: 'https://localhost:54321' }, /^SUPABASE_URL points at this machine/],
    ['a project on the loopback address', { SUPABASE_URL: 'https://127.0.0.1:54321' }, /^SUPABASE_URL points at this machine/],
    [
      "the Supabase CLI's demo service key",
      { SUPABASE_SERVICE_ROLE_KEY: demoServiceKey },
      /^SUPABASE_SERVICE_ROLE_KEY is the Supabase CLI's public demo key/,
    ],
    [
      'an anon key',
      { SUPABASE_SERVICE_ROLE_KEY: jwt({ iss: 'supabase', role: 'anon' }) },
      /^SUPABASE_SERVICE_ROLE_KEY is not a service_role key/,
    ],
    ['no SMTP login', { SMTP_USER: undefined, SMTP_PASS: undefined }, /^SMTP_USER and SMTP_PASS must be set in production/],
    ['development log output', { LOG_FORMAT: 'pretty' }, /^LOG_FORMAT must be json in production/],
  ])('refuses %s, naming the variable', (_rule, change, message) => {
    const problems = problemsOf({ ...production, ...change });
    expect(problems).toEqual([expect.stringMatching(message)]);
    // Outside production the same value is fine (the local stand-in and MailDev).
    expect(problemsOf({ ...production, ...change, NODE_ENV: 'development' })).toEqual([]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      ...production,
      SUPABASE_URL: 'http://localhost:54321',
      SUPABASE_SERVICE_ROLE_KEY: demoServiceKey,
      SMTP_PASS: undefined,
      SMTP_PORT: 'smtp',
    });
    for (const name of [
      'SUPABASE_URL must use https',
      'SUPABASE_URL points at this machine',
      'SUPABASE_SERVICE_ROLE_KEY',
      'SMTP_PORT must be a port number',
    ])
      expect(problems.join('\n')).toContain(name);
    expect(problems.join('\n')).toContain('SMTP_USER and SMTP_PASS');
  });
});

describe('any configuration', () => {
  it('names each missing setting and each malformed one', () => {
    const problems = problemsOf({ SMTP_PORT: '70000', POLL_MS: '10', LOG_LEVEL: 'loud', SMTP_SECURE: 'yes', MAIL_FROM: 'nobody' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SUPABASE_URL is missing/),
        expect.stringMatching(/^SUPABASE_SERVICE_ROLE_KEY is missing/),
        expect.stringMatching(/^SMTP_HOST is missing/),
        'SMTP_PORT must be a port number',
        expect.stringMatching(/^POLL_MS must be a whole number of milliseconds/),
        expect.stringMatching(/^LOG_LEVEL must be one of/),
        'SMTP_SECURE must be true or false',
        expect.stringMatching(/^MAIL_FROM must hold an address with a domain/),
      ]),
    );
  });

  it('treats an empty value as unset and takes the defaults', () => {
    const result = parseConfig({ ...production, NODE_ENV: '', SMTP_USER: '', SMTP_PASS: ' ', SMTP_SECURE: '' });
    expect(result).toMatchObject({
      ok: true,
      config: { production: false, smtp: { secure: false, user: undefined }, log: { level: 'info', format: 'json' } },
    });
  });
});
