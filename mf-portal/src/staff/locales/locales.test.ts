import { describeTranslations, messageKeys } from '@meridian/shared/testing/locales';
import en from './en.json';
import id from './id.json';
import ms from './ms.json';
import commonEn from '@meridian/shared/locales/en.json';
import commonId from '@meridian/shared/locales/id.json';
import commonMs from '@meridian/shared/locales/ms.json';
import { ticketPriorities, ticketStatuses } from '@meridian/shared/lib/tickets';
import { proposalStatuses } from '../features/proposals/staff-proposals';
import { projectStatuses } from '../features/companies/project-schema';
import { companyActions } from '../lib/changes';

// The workspace's own copy; records.*.json (proposals, companies, projects) is merged into the same namespace.
describeTranslations('staff', { en, id, ms });

it('leaves proposals, companies and projects to the records copy, so the merge overwrites nothing', () => {
  for (const messages of [en, id, ms]) {
    expect(Object.keys(messages).filter((key) => ['proposals', 'companies', 'company', 'projects'].includes(key))).toEqual([]);
  }
});

it('words every change to a company the history may show, and both roles', () => {
  // Each action has a sentence; joining and invitations also with the role, the policy on and off.
  const sentences = [...companyActions, 'member_added_as', 'invited_as', 'policy_on', 'policy_off'].sort();
  expect(Object.keys(en.history.company).sort()).toEqual(sentences);
  expect(Object.keys(en.history.roles).sort()).toEqual(['member', 'owner']);
});

it('names every value the history may show in every language', () => {
  const values = messageKeys(en.history.values);
  expect(values).toEqual(['handled.yes', 'handled.no']);
  expect(messageKeys(id.history.values)).toEqual(values);
  expect(messageKeys(ms.history.values)).toEqual(values);
});

// Statuses and priorities are named by the common copy, in the words their badges show.
it.each([
  ['en', commonEn],
  ['id', commonId],
  ['ms', commonMs],
])('finds every status and priority staff change in the common copy (%s)', (_language, common) => {
  const named = messageKeys(common);
  const statuses = [...ticketStatuses, ...proposalStatuses, ...projectStatuses.map((status) => status.replace(/-/g, '_'))];
  expect(named).toEqual(
    expect.arrayContaining([...statuses.map((status) => `status.${status}`), ...ticketPriorities.map((p) => `priority.${p}`)]),
  );
});
