import { describeTranslations } from '@meridian/shared/testing/locales';
import en from './records.en.json';
import id from './records.id.json';
import ms from './records.ms.json';

// The staff namespace is the workspace's copy merged with this file (proposals, companies, projects).
describeTranslations('staff (proposals, companies, projects)', { en, id, ms });

it('keeps to its own top-level keys, so the merge never overwrites the workspace copy', () => {
  for (const messages of [en, id, ms]) expect(Object.keys(messages).sort()).toEqual(['companies', 'company', 'projects', 'proposals']);
});
