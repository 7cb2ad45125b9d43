import { proposalBadgeClass, proposalStatuses } from './proposals';

describe('proposalBadgeClass', () => {
  it('gives each status its own colour and anything else grey', () => {
    const classes = proposalStatuses.map(proposalBadgeClass);
    expect(new Set(classes).size).toBe(proposalStatuses.length);
    expect(proposalBadgeClass('archived')).toBe('po:bg-gray-100 po:text-gray-900');
  });
});
