import { formatBudget } from './projects';

describe('formatBudget', () => {
  it('shows budgets in dollars with thousands separators', () => {
    expect(formatBudget(150000, 'en')).toBe('$150,000');
    expect(formatBudget(42500, 'en')).toBe('$42,500');
  });
});
