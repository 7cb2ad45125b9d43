import {
  formatDate,
  formatDateTime,
  formatDollars,
  formatFileSize,
  formatList,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatShortDate,
  formatTime,
  formatTimeAgo,
} from './format';

describe('format', () => {
  it('formats ISO days without shifting them by the time zone', () => {
    expect(formatShortDate('2026-01-31', 'en')).toBe('Jan 31, 2026');
    expect(formatShortDate('2026-01-31', 'id')).toBe('31 Jan 2026');
    expect(formatShortDate('2026-01-31T23:30:00-05:00', 'en')).toBe('Jan 31, 2026');
    expect(formatLongDate('2026-01-31', 'id')).toBe('31 Januari 2026');
  });

  it('writes an ISO day of every month as Intl does in each language, without building an Intl formatter', () => {
    const intl = (language: string, month: 'short' | 'long', isoDay: string) =>
      new Intl.DateTimeFormat(language, { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDay));
    const days = ['en', 'id', 'ms'].flatMap((language) =>
      Array.from({ length: 12 }, (_, month) => [language, `2026-${String(month + 1).padStart(2, '0')}-09`] as const),
    );
    const expected = days.map(([language, isoDay]) => [intl(language, 'short', isoDay), intl(language, 'long', isoDay)]);
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const written = days.map(([language, isoDay]) => [formatShortDate(isoDay, language), formatLongDate(isoDay, language)]);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    expect(written).toEqual(expected);
    // Another language goes through Intl.
    expect(formatShortDate('2026-01-31', 'fr')).toBe(intl('fr', 'short', '2026-01-31'));
  });

  it('formats moments with their day, and their clock time when asked, in the page language', () => {
    const moment = new Date(2026, 0, 31, 14, 35);
    expect(formatDate(moment, 'en')).toBe('Jan 31, 2026');
    expect(formatDate(moment.toISOString(), 'en', 'long')).toBe('January 31, 2026');
    expect(formatDate(moment, 'id', 'long')).toBe('31 Januari 2026');
    expect(formatDateTime(moment.toISOString(), 'en')).toMatch(/^Jan 31, 2026, 2:35\sPM$/);
    expect(formatDateTime(moment, 'id')).toBe('31 Jan 2026, 14.35');
    expect(formatTime(moment, 'en')).toMatch(/^2:35\sPM$/);
    expect(formatTime(moment, 'id')).toBe('14.35');
  });

  it('formats numbers, percentages and dollars with the language’s separators', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'id')).toBe('1.234');
    expect(formatPercent(45, 'en')).toBe('45%');
    expect(formatPercent(45.4, 'id')).toBe('45%');
    expect(formatDollars(150000, 'en')).toBe('$150,000');
    expect(formatDollars(42500.4, 'en')).toBe('$42,500');
    expect(formatDollars(42500, 'id')).toMatch(/^US\$\s?42\.500$/);
  });

  it('formats file sizes in kB below a megabyte and MB above, in the page language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'id')).toBe('3,5 MB');
    expect(formatFileSize(10, 'en')).toBe('0.1 kB');
  });

  it('joins lists with the language’s conjunction', () => {
    expect(formatList(['Cloud Solutions', 'Data Analytics', 'Security'], 'en')).toBe('Cloud Solutions, Data Analytics, and Security');
    expect(formatList(['A', 'B'], 'id')).toBe('A dan B');
  });

  it('says how long ago a moment was in its largest whole unit', () => {
    const now = Date.parse('2026-01-31T12:00:00Z');
    expect(formatTimeAgo('2026-01-31T11:59:30Z', 'en', now)).toBe('now');
    expect(formatTimeAgo('2026-01-31T09:30:00Z', 'en', now)).toBe('2 hours ago');
    expect(formatTimeAgo('2026-01-30T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-01-10T12:00:00Z', 'en', now)).toBe('3 weeks ago');
    expect(formatRelativeTime(-3, 'day', 'id')).toBe('3 hari yang lalu');
  });

  it('gives the same text again from a kept formatter, and keeps languages apart', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'id')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});
