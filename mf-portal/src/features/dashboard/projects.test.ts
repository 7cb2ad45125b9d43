import { formatBudget, priorityBadgeClass, statusBadgeClass } from './projects';

describe('project formatting', () => {
  it('shows budgets in dollars with thousands separators', () => {
    expect(formatBudget(150000, 'en')).toBe('$150,000');
    expect(formatBudget(42500, 'en')).toBe('$42,500');
  });

  it('gives every status and priority its own colour, and anything else grey', () => {
    const statuses = ['pending', 'in-progress', 'completed', 'rejected'].map(statusBadgeClass);
    expect(new Set(statuses).size).toBe(4);
    expect(statusBadgeClass('archived')).toContain('gray');
    expect(new Set(['low', 'medium', 'high'].map(priorityBadgeClass)).size).toBe(3);
    expect(priorityBadgeClass('urgent')).toContain('gray');
  });
});
