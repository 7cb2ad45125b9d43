import type { Json } from '@meridian/shared/lib/database-types';
import { companySentence } from './changes';

const change = (action: string, changes: { [key: string]: Json }) => ({ action, changes });

describe('companySentence', () => {
  it('names who joined, was invited, removed, left or had an invitation withdrawn, with the role where it is recorded', () => {
    const joined = { member: { from: null, to: 'ana@x.test' }, role: { from: null, to: 'member' } };
    expect(companySentence(change('member_added', joined))).toEqual({ key: 'member_added_as', member: 'ana@x.test', role: 'member' });
    expect(companySentence(change('member_added', { member: { from: null, to: 'ana@x.test' } }))).toEqual({
      key: 'member_added',
      member: 'ana@x.test',
      role: undefined,
    });
    expect(companySentence(change('invited', { invitation: { from: null, to: 'ben@x.test' }, role: { from: null, to: 'owner' } }))).toEqual(
      { key: 'invited_as', member: 'ben@x.test', role: 'owner' },
    );
    expect(companySentence(change('invitation_withdrawn', { invitation: { from: 'ben@x.test', to: null } }))).toEqual({
      key: 'invitation_withdrawn',
      member: 'ben@x.test',
    });
    expect(companySentence(change('member_removed', { member: { from: 'ana@x.test', to: null } }))).toEqual({
      key: 'member_removed',
      member: 'ana@x.test',
    });
    expect(companySentence(change('member_left', { member: { from: 'ana@x.test', to: null } }))).toEqual({
      key: 'member_left',
      member: 'ana@x.test',
    });
  });

  it('names a role change from and to, the policy on or off, and a rename', () => {
    expect(
      companySentence(change('role_changed', { member: { from: 'ana@x.test', to: 'ana@x.test' }, role: { from: 'member', to: 'owner' } })),
    ).toEqual({ key: 'role_changed', member: 'ana@x.test', from: 'member', to: 'owner' });
    expect(companySentence(change('policy_changed', { require_second_factor: { from: false, to: true } }))).toEqual({ key: 'policy_on' });
    expect(companySentence(change('policy_changed', { require_second_factor: { from: true, to: false } }))).toEqual({ key: 'policy_off' });
    expect(companySentence(change('policy_changed', {}))).toEqual({ key: 'policy_changed' });
    expect(companySentence(change('renamed', { name: { from: 'Acme', to: 'Acme Ltd' } }))).toEqual({
      key: 'renamed',
      from: 'Acme',
      to: 'Acme Ltd',
    });
  });

  it('leaves every other action to the column-by-column history', () => {
    expect(companySentence(change('updated', { status: { from: 'open', to: 'resolved' } }))).toBeUndefined();
    expect(companySentence(change('created', { name: { from: null, to: 'Acme' } }))).toBeUndefined();
  });
});
