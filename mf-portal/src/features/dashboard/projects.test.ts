import { priorityBadgeClass, statusBadgeClass } from './projects';

describe('project badges', () => {
  it('gives every status and priority its own colour, and anything else grey', () => {
    const statuses = ['pending', 'in-progress', 'completed', 'rejected'].map(statusBadgeClass);
    expect(new Set(statuses).size).toBe(4);
    expect(statusBadgeClass('archived')).toContain('gray');
    expect(new Set(['low', 'medium', 'high'].map(priorityBadgeClass)).size).toBe(3);
    expect(priorityBadgeClass('urgent')).toContain('gray');
  });
});
