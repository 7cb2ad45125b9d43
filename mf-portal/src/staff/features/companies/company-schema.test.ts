import * as v from 'valibot';
import { companySchema } from './company-schema';

const codes = (input: unknown) => {
  const result = v.safeParse(companySchema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('companySchema', () => {
  it('hands over a trimmed name and address and the chosen language', () => {
    expect(v.parse(companySchema, { name: '  Northwind Traders ', ownerEmail: ' ana@northwind.test ', locale: 'id' })).toEqual({
      name: 'Northwind Traders',
      ownerEmail: 'ana@northwind.test',
      locale: 'id',
    });
  });

  it('refuses an empty or too long name, and one with a control character', () => {
    expect(codes({ name: '   ', ownerEmail: 'a@b.test', locale: 'en' })).toEqual({ name: 'required' });
    expect(codes({ name: 'x'.repeat(121), ownerEmail: 'a@b.test', locale: 'en' })).toEqual({ name: 'tooLong' });
    expect(codes({ name: 'x'.repeat(120), ownerEmail: 'a@b.test', locale: 'en' })).toEqual({});
    expect(codes({ name: 'North\twind', ownerEmail: 'a@b.test', locale: 'en' })).toEqual({ name: 'controlCharacters' });
  });

  it('refuses a missing or malformed address and a language the site does not speak', () => {
    expect(codes({ name: 'Acme', ownerEmail: '', locale: 'en' })).toEqual({ ownerEmail: 'required' });
    expect(codes({ name: 'Acme', ownerEmail: 'ana@', locale: 'en' })).toEqual({ ownerEmail: 'invalidEmail' });
    expect(codes({ name: 'Acme', ownerEmail: 'ana@acme.test', locale: 'fr' })).toEqual({ locale: 'required' });
  });
});
