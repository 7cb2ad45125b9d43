import { describeTranslations } from '@meridian/shared/testing/locales';
import { companyReasons } from '../company-data';
import en from './en.json';
import id from './id.json';
import ms from './ms.json';

describeTranslations('company', { en, id, ms });

it.each([
  ['en', en],
  ['id', id],
  ['ms', ms],
])('gives every refusal of the database a sentence of its own (%s)', (_language, messages) => {
  const sentences = companyReasons.map((reason) => (messages.errors as Record<string, string>)[reason]);
  expect(sentences.every((sentence) => typeof sentence === 'string' && sentence.length > 0)).toBe(true);
  expect(new Set(sentences).size).toBe(companyReasons.length);
  expect(Object.keys(messages.errors).sort()).toEqual([...companyReasons].sort());
});
