import { randomUUID } from 'node:crypto';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';

/**
 * The account-security e-mails in the account's language
 * (supabase/migrations/20261126000400_code_mail_languages.sql): the second-factor code for signing
 * in, turning two-step sign-in on and turning it off, the notices that it was turned on or off, and
 * the notice that the codes are blocked. Each is written as PostgREST runs the requests, for an
 * account made in Indonesian, Malay, English, a language the site does not have and none at all;
 * the code in the mail is the one the database accepts. The expected words are spelled out here,
 * not read from the templates, so a mail in the wrong language fails.
 */

let db: TestDb;

type Locale = 'en' | 'id' | 'ms';
type Kind = 'mfa_code_sign_in' | 'mfa_code_enable' | 'mfa_code_disable' | 'mfa_enabled' | 'mfa_disabled' | 'mfa_locked';

const TIME = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC`;

/** Subject and the shape of the body; the code mails capture the code as group 1. */
const expected: Record<Kind, Record<Locale, { subject: string; body: RegExp }>> = {
  mfa_code_sign_in: {
    en: {
      subject: 'Your Meridian sign-in code',
      body: /^Your Meridian sign-in code is (\d{6})\.\n\nIt expires in 10 minutes and can be used once\. If you did not try to sign in, change your password and contact Meridian support\.$/,
    },
    id: {
      subject: 'Kode masuk Meridian Anda',
      body: /^Kode masuk Meridian Anda adalah (\d{6})\.\n\nKode ini berlaku selama 10 menit dan hanya dapat digunakan sekali\. Jika Anda tidak sedang mencoba masuk, ubah kata sandi Anda dan hubungi dukungan Meridian\.$/,
    },
    ms: {
      subject: 'Kod log masuk Meridian anda',
      body: /^Kod log masuk Meridian anda ialah (\d{6})\.\n\nKod ini sah selama 10 minit dan hanya boleh digunakan sekali\. Jika anda tidak cuba log masuk, tukar kata laluan anda dan hubungi sokongan Meridian\.$/,
    },
  },
  mfa_code_enable: {
    en: {
      subject: 'Your Meridian code to turn on two-step sign-in',
      body: /^Your Meridian confirmation code is (\d{6})\. Enter it to turn on two-step sign-in\.\n\nIt expires in 10 minutes and can be used once\. If you did not ask for it, change your password and contact Meridian support\.$/,
    },
    id: {
      subject: 'Kode Meridian Anda untuk mengaktifkan verifikasi dua langkah',
      body: /^Kode konfirmasi Meridian Anda adalah (\d{6})\. Masukkan kode ini untuk mengaktifkan verifikasi dua langkah\.\n\nKode ini berlaku selama 10 menit dan hanya dapat digunakan sekali\. Jika Anda tidak memintanya, ubah kata sandi Anda dan hubungi dukungan Meridian\.$/,
    },
    ms: {
      subject: 'Kod Meridian anda untuk menghidupkan pengesahan dua langkah',
      body: /^Kod pengesahan Meridian anda ialah (\d{6})\. Masukkan kod ini untuk menghidupkan pengesahan dua langkah\.\n\nKod ini sah selama 10 minit dan hanya boleh digunakan sekali\. Jika anda tidak memintanya, tukar kata laluan anda dan hubungi sokongan Meridian\.$/,
    },
  },
  mfa_code_disable: {
    en: {
      subject: 'Your Meridian code to turn off two-step sign-in',
      body: /^Your Meridian confirmation code is (\d{6})\. Enter it to turn off two-step sign-in\.\n\nIt expires in 10 minutes/,
    },
    id: {
      subject: 'Kode Meridian Anda untuk menonaktifkan verifikasi dua langkah',
      body: /^Kode konfirmasi Meridian Anda adalah (\d{6})\. Masukkan kode ini untuk menonaktifkan verifikasi dua langkah\.\n\nKode ini berlaku selama 10 menit/,
    },
    ms: {
      subject: 'Kod Meridian anda untuk mematikan pengesahan dua langkah',
      body: /^Kod pengesahan Meridian anda ialah (\d{6})\. Masukkan kod ini untuk mematikan pengesahan dua langkah\.\n\nKod ini sah selama 10 minit/,
    },
  },
  mfa_enabled: {
    en: {
      subject: 'Two-step sign-in is now on for your Meridian account',
      body: new RegExp(
        `^Two-step sign-in was turned on for your Meridian account on ${TIME}\\. From now on, signing in also asks for a six-digit code`,
      ),
    },
    id: {
      subject: 'Verifikasi dua langkah kini aktif untuk akun Meridian Anda',
      body: new RegExp(
        `^Verifikasi dua langkah diaktifkan untuk akun Meridian Anda pada ${TIME}\\. Mulai sekarang, setiap kali masuk Anda juga akan diminta kode enam digit`,
      ),
    },
    ms: {
      subject: 'Pengesahan dua langkah kini dihidupkan untuk akaun Meridian anda',
      body: new RegExp(
        `^Pengesahan dua langkah telah dihidupkan untuk akaun Meridian anda pada ${TIME}\\. Mulai sekarang, log masuk juga memerlukan kod enam digit`,
      ),
    },
  },
  mfa_disabled: {
    en: {
      subject: 'Two-step sign-in is now off for your Meridian account',
      body: new RegExp(
        `^Two-step sign-in was turned off for your Meridian account on ${TIME}\\. Signing in now needs only your password\\.`,
      ),
    },
    id: {
      subject: 'Verifikasi dua langkah kini nonaktif untuk akun Meridian Anda',
      body: new RegExp(
        `^Verifikasi dua langkah dinonaktifkan untuk akun Meridian Anda pada ${TIME}\\. Kini Anda dapat masuk hanya dengan kata sandi\\.`,
      ),
    },
    ms: {
      subject: 'Pengesahan dua langkah kini dimatikan untuk akaun Meridian anda',
      body: new RegExp(
        `^Pengesahan dua langkah telah dimatikan untuk akaun Meridian anda pada ${TIME}\\. Log masuk kini hanya memerlukan kata laluan anda\\.`,
      ),
    },
  },
  mfa_locked: {
    en: {
      subject: 'Meridian sign-in codes blocked for 30 minutes',
      body: new RegExp(
        `^Someone entered 10 wrong sign-in codes for your Meridian account within an hour\\. .* until ${TIME}\\.\\n\\n.*\\n\\nIf it was you, wait until then and ask for a new code\\.$`,
      ),
    },
    id: {
      subject: 'Kode masuk Meridian diblokir selama 30 menit',
      body: new RegExp(
        `^Seseorang memasukkan 10 kode masuk yang salah untuk akun Meridian Anda dalam satu jam\\. .* hingga ${TIME}\\.\\n\\n.*\\n\\nJika itu Anda, tunggu hingga waktu tersebut, lalu minta kode baru\\.$`,
      ),
    },
    ms: {
      subject: 'Kod log masuk Meridian disekat selama 30 minit',
      body: new RegExp(
        `^Seseorang telah memasukkan 10 kod log masuk yang salah untuk akaun Meridian anda dalam tempoh sejam\\. .* sehingga ${TIME}\\.\\n\\n.*\\n\\nJika itu anda, tunggu sehingga masa itu dan minta kod baharu\\.$`,
      ),
    },
  },
};

/** The account's user_metadata.locale (undefined: none recorded) and the language its mail must be in. */
const accounts: { label: string; locale: string | undefined; mailIn: Locale }[] = [
  { label: 'id', locale: 'id', mailIn: 'id' },
  { label: 'ms', locale: 'ms', mailIn: 'ms' },
  { label: 'en', locale: 'en', mailIn: 'en' },
  { label: 'an unknown locale (fr)', locale: 'fr', mailIn: 'en' },
  { label: 'no locale', locale: undefined, mailIn: 'en' },
];

describe.each(engines)('account-security mails in the account language on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  type Claims = Record<string, unknown> & { role: 'authenticated' };
  type Json = Record<string, unknown>;
  interface User {
    id: string;
    email: string;
  }
  interface Mail {
    subject: string;
    body_text: string;
  }

  let userCount = 0;

  async function newUser(locale: string | undefined, mfa: boolean): Promise<User> {
    userCount += 1;
    const user = { id: randomUUID(), email: `codemail${userCount}-${locale ?? 'none'}@example.com` };
    await db.query('insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values ($1, $2, now(), $3)', [
      user.id,
      user.email,
      JSON.stringify(locale === undefined ? {} : { locale }),
    ]);
    await db.query('insert into public.mfa_settings (user_id, enabled) values ($1, $2)', [user.id, mfa]);
    return user;
  }

  async function signIn(user: User): Promise<Claims> {
    const sessionId = randomUUID();
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
    return { sub: user.id, role: 'authenticated', aud: 'authenticated', aal: 'aal1', session_id: sessionId, email: user.email };
  }

  /** One request as PostgREST runs it: one transaction, role and claims set locally. */
  async function rpc(claims: Claims, sql: string, params: unknown[] = []): Promise<Json> {
    return db.transaction(async (tx) => {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        claims.role,
        JSON.stringify(claims),
      ]);
      return (await tx.query<{ r: Json }>(sql, params)).rows[0]!.r;
    });
  }
  const requestCode = (claims: Claims) => rpc(claims, 'select public.request_mfa_code() as r');
  const verify = (claims: Claims, code: string) => rpc(claims, 'select public.verify_mfa_code($1) as r', [code]);
  const setMfa = (claims: Claims, enabled: boolean, code: string) =>
    rpc(claims, 'select public.set_mfa_enabled($1, $2) as r', [enabled, code]);

  async function mailsTo(user: User): Promise<Mail[]> {
    return (await db.query<Mail>('select subject, body_text from private.mail_outbox where recipient = $1 order by id', [user.email])).rows;
  }

  /** The newest mail to `user`: it must be `kind` in `locale`; returns the code it carries, if any. */
  async function expectMail(user: User, kind: Kind, locale: Locale): Promise<string | undefined> {
    const mail = (await mailsTo(user)).at(-1)!;
    expect(mail.subject).toBe(expected[kind][locale].subject);
    expect(mail.body_text).toMatch(expected[kind][locale].body);
    // Every placeholder was filled.
    expect(`${mail.subject}\n${mail.body_text}`).not.toMatch(/[{}]/);
    return expected[kind][locale].body.exec(mail.body_text)![1];
  }

  function wrongCode(code: string): string {
    return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  }

  describe.each(accounts)('an account with $label', ({ locale, mailIn }) => {
    test('the codes to turn two-step sign-in on, to sign in and to turn it off, and the notices of each switch', async () => {
      const user = await newUser(locale, false);
      const first = await signIn(user);

      await requestCode(first);
      const onCode = await expectMail(user, 'mfa_code_enable', mailIn);
      expect(await setMfa(first, true, onCode!)).toEqual({ status: 'enabled' });
      await expectMail(user, 'mfa_enabled', mailIn);

      const second = await signIn(user);
      await requestCode(second);
      const signInCode = await expectMail(user, 'mfa_code_sign_in', mailIn);
      expect(await verify(second, signInCode!)).toEqual({ status: 'verified' });

      // The session's last code was sent moments ago: move it out of the 30 s pause.
      await db.query("update public.mfa_challenges set created_at = created_at - interval '31 seconds' where session_id = $1", [
        second.session_id,
      ]);
      await requestCode(second);
      const offCode = await expectMail(user, 'mfa_code_disable', mailIn);
      expect(await setMfa(second, false, offCode!)).toEqual({ status: 'disabled' });
      await expectMail(user, 'mfa_disabled', mailIn);

      expect(await mailsTo(user)).toHaveLength(5);
    });

    test('the notice that sign-in codes are blocked after 10 wrong ones', async () => {
      const user = await newUser(locale, true);
      for (const session of [await signIn(user), await signIn(user)]) {
        await requestCode(session);
        const code = await expectMail(user, 'mfa_code_sign_in', mailIn);
        for (let i = 0; i < 5; i++) await verify(session, wrongCode(code!));
      }
      expect(
        (await db.query<{ locked: boolean }>('select locked_until > now() as locked from private.mfa_locks where user_id = $1', [user.id]))
          .rows,
      ).toEqual([{ locked: true }]);
      await expectMail(user, 'mfa_locked', mailIn);
      expect(await mailsTo(user)).toHaveLength(3);
    });
  });

  describe('how a text is made', () => {
    const fill = async (text: string, values: Json) =>
      (await db.query<{ t: string }>('select private.fill_placeholders($1, $2) as t', [text, JSON.stringify(values)])).rows[0]!.t;

    test('each placeholder is filled once, left to right: a value is never read as a template', async () => {
      expect(await fill('A {code} and {at}.\n{code}!', { code: '012345', at: '2026-11-26 10:00' })).toBe(
        'A 012345 and 2026-11-26 10:00.\n012345!',
      );
      expect(await fill('{a}{b}', { a: '{b}', b: 'x' })).toBe('{b}x');
      expect(await fill('{missing} {Upper} { spaced } {', { other: 'x' })).toBe('{missing} {Upper} { spaced } {');
      expect(await fill('no placeholders', {})).toBe('no placeholders');
    });

    test('a kind without words in the language falls back to English; an unknown kind is an error', async () => {
      const text = async (kind: string, locale: string) =>
        (
          await db.query<Mail>('select subject, body as body_text from private.mail_text($1, $2, $3)', [
            kind,
            locale,
            '{"number":"7","link":"L"}',
          ])
        ).rows[0]!;
      // The staff notices exist in English only.
      expect(await text('staff_new_ticket', 'id')).toEqual({ subject: 'New ticket TKT-7', body_text: expect.stringContaining('\nL') });
      expect((await text('mfa_code_sign_in', 'ms')).subject).toBe('Kod log masuk Meridian anda');
      await expect(text('no_such_mail', 'en')).rejects.toMatchObject({ message: 'unknown mail no_such_mail' });
    });

    test('every kind has its words in en, id and ms, and the API roles cannot call the helpers', async () => {
      const { rows } = await db.query<{ kind: string; locales: string }>(
        "select kind, string_agg(locale, ',' order by locale) as locales from private.notice_templates where kind like 'mfa\\_%' group by kind order by kind",
      );
      expect(rows).toEqual(
        Object.keys(expected)
          .sort()
          .map((kind) => ({ kind, locales: 'en,id,ms' })),
      );
      const { rows: grants } = await db.query<Record<string, boolean>>(
        `select has_function_privilege('anon', 'private.mail_text(text, text, jsonb)', 'execute') as anon_text,
                has_function_privilege('authenticated', 'private.mail_text(text, text, jsonb)', 'execute') as auth_text,
                has_function_privilege('authenticated', 'private.fill_placeholders(text, jsonb)', 'execute') as auth_fill,
                has_function_privilege('authenticated', 'public.request_mfa_code()', 'execute') as auth_request,
                has_function_privilege('anon', 'public.request_mfa_code()', 'execute') as anon_request,
                has_function_privilege('authenticated', 'public.set_mfa_enabled(boolean, text)', 'execute') as auth_set,
                has_function_privilege('authenticated', 'private.mfa_check_code(uuid, uuid, text)', 'execute') as auth_check`,
      );
      expect(grants[0]).toEqual({
        anon_text: false,
        auth_text: false,
        auth_fill: false,
        auth_request: true,
        anon_request: false,
        auth_set: true,
        auth_check: false,
      });
    });
  });
});
