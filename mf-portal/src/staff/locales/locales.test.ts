import { describeTranslations, messageKeys } from '@meridian/shared/testing/locales';
import en from './en.json';
import id from './id.json';
import ms from './ms.json';

// The workspace's own copy; records.*.json (proposals, clients, projects) is merged into the same namespace.
describeTranslations('staff', { en, id, ms });

it('leaves proposals, clients and projects to the records copy, so the merge overwrites nothing', () => {
  for (const messages of [en, id, ms]) {
    expect(Object.keys(messages).filter((key) => ['proposals', 'clients', 'projects'].includes(key))).toEqual([]);
  }
});

it('names every value the history may show in every language', () => {
  const values = messageKeys(en.history.values);
  expect(values).toEqual(expect.arrayContaining(['status.in_progress', 'status.in-progress', 'status.under_review', 'handled.yes']));
  expect(messageKeys(id.history.values)).toEqual(values);
  expect(messageKeys(ms.history.values)).toEqual(values);
});
