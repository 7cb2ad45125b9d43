import { formatFileSize, formatLongDate, formatShortDate } from './format';

describe('format', () => {
  it('formats ISO days without shifting them by the time zone', () => {
    expect(formatShortDate('2026-01-31', 'en')).toBe('Jan 31, 2026');
    expect(formatLongDate('2026-01-31', 'id')).toBe('31 Januari 2026');
  });

  it('formats file sizes in kB below a megabyte and MB above, in the page language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'id')).toBe('3,5 MB');
    expect(formatFileSize(10, 'en')).toBe('0.1 kB');
  });
});
