import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { emailAddress, emailPattern, optionalEmailAddress, optionalText, requiredText } from './form-rules';

const codes = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('form rules', () => {
  it('requires text, trims it and limits its length', () => {
    expect(codes(requiredText(5), '   ')).toEqual(['required']);
    expect(codes(requiredText(5), '123456')).toEqual(['tooLong']);
    expect(v.parse(requiredText(5), '  abc  ')).toBe('abc');
    expect(codes(optionalText(5), '')).toEqual([]);
    expect(codes(optionalText(5), '123456')).toEqual(['tooLong']);
  });

  it('accepts what the browser calls an e-mail address and refuses the rest', () => {
    expect(v.parse(emailAddress, ' client@example.com ')).toBe('client@example.com');
    expect(codes(emailAddress, '')).toEqual(['required']);
    for (const bad of ['client', 'client@', '@example.com', 'a b@example.com', 'client@exa mple.com', 'client@-example.com'])
      expect(codes(emailAddress, bad)).toEqual(['invalidEmail']);
    expect(codes(emailAddress, `${'a'.repeat(250)}@example.com`)).toEqual(['invalidEmail']);
    expect(codes(optionalEmailAddress, '')).toEqual([]);
    expect(codes(optionalEmailAddress, 'nope')).toEqual(['invalidEmail']);
  });

  it('is the rule the database checks (the latest migration that sets it uses the same pattern)', () => {
    const migrations = path.join(__dirname, '../../supabase/migrations');
    const sql = readdirSync(migrations)
      .sort()
      .map((file) => readFileSync(path.join(migrations, file), 'utf8'))
      .join('\n');
    const checks = [...sql.matchAll(/email ~ '((?:[^']|'')+)'/g)].map((match) => match[1]!.replaceAll("''", "'"));
    expect(checks.length).toBeGreaterThan(0);
    const latest = checks.slice(-2);
    for (const pattern of latest) expect(pattern).toBe(emailPattern.source);
  });
});
