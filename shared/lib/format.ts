/**
 * Locale-aware formatting through the platform's Intl (no locale packs to ship). `language` is
 * one of en, id, ms. Dates given as ISO days are formatted in UTC so they never shift by a day;
 * timestamps are shown in the reader's own time zone. Every formatter of the site lives here, so
 * the same kind of value reads the same on every page.
 */

/**
 * Intl formatters are costly to build and a page formats many values (a table of rows), so each
 * one is made once per kind, language and options and kept: the set is small and fixed by the
 * code below, so nothing is evicted.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, language: string, options: object, make: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', language, options, () => new Intl.DateTimeFormat(language, options));
}

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', language, options, () => new Intl.NumberFormat(language, options));
}

/**
 * The site's languages' month names and day order for ISO days, exactly as Intl writes them with
 * { month, day: 'numeric', year: 'numeric' } (format.test.ts checks every month against Intl).
 * An ISO day is formatted from these rather than through Intl because the first Intl formatter a
 * page builds initialises ICU's formatting data in one piece: in a fresh Chromium that single call
 * took 20–45 ms of main-thread time on the bench machine before any CPU slowdown, a long task of
 * its own in the hydration of every page showing a date (the blog list, an article). Other
 * languages, and any other value, go through Intl.
 */
const isoDayNames: Record<string, { dayFirst: boolean; short: readonly string[]; long: readonly string[] }> = {
  en: {
    dayFirst: false,
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  id: {
    dayFirst: true,
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
    long: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  },
  ms: {
    dayFirst: true,
    short: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
    long: ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'],
  },
};

function formatIsoDay(isoDay: string, language: string, month: 'short' | 'long'): string {
  const date = new Date(isoDay.slice(0, 10));
  const names = isoDayNames[language];
  if (!names || Number.isNaN(date.getTime()))
    return dateTimeFormat(language, { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
  const [day, monthName, year] = [date.getUTCDate(), names[month][date.getUTCMonth()], date.getUTCFullYear()];
  return names.dayFirst ? `${day} ${monthName} ${year}` : `${monthName} ${day}, ${year}`;
}

/** An ISO day ("2026-01-31", or the day part of a longer string) as "Jan 31, 2026" / "31 Jan 2026". */
export function formatShortDate(isoDay: string, language: string): string {
  return formatIsoDay(isoDay, language, 'short');
}

/** An ISO day as "January 31, 2026" / "31 Januari 2026". */
export function formatLongDate(isoDay: string, language: string): string {
  return formatIsoDay(isoDay, language, 'long');
}

/** The day of a moment (a timestamp), in the reader's time zone: "Jan 31, 2026", or "January 31, 2026" when long. */
export function formatDate(timestamp: string | Date, language: string, length: 'medium' | 'long' = 'medium'): string {
  return dateTimeFormat(language, { dateStyle: length }).format(new Date(timestamp));
}

/** A moment (a timestamp) with its day and clock time, in the reader's time zone: "Jan 31, 2026, 2:35 PM". */
export function formatDateTime(timestamp: string | Date, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(timestamp));
}

/** A clock time in the page language (e.g. "14.35" in Indonesian, "2:35 PM" in English). */
export function formatTime(date: Date, language: string): string {
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A count in the language's digits and separators ("1,234" / "1.234"). */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, {}).format(value);
}

/** A number with at most one decimal ("4.3" / "4,3"): averages. */
export function formatDecimal(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A percentage given out of 100 (progress 45 is "45%"), whole percents. */
export function formatPercent(percent: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** An amount of US dollars, whole dollars ("$150,000"): the currency budgets are kept in. */
export function formatDollars(dollars: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);
}

/** A file size in kB below one megabyte, MB above, in the language's digits and separators. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return numberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
}

/** Items joined as a list in the page language ("A, B and C" / "A, B dan C"). */
export function formatList(items: readonly string[], language: string): string {
  return cached('list', language, {}, () => new Intl.ListFormat(language, { type: 'conjunction' })).format(items);
}

/** A signed amount of a unit relative to now: -1 day is "yesterday", -3 hour is "3 hours ago". */
export function formatRelativeTime(amount: number, unit: Intl.RelativeTimeFormatUnit, language: string): string {
  return cached('relative', language, {}, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' })).format(amount, unit);
}

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 hours ago", "yesterday", "now": the largest whole unit between `timestamp` and `now`. */
export function formatTimeAgo(timestamp: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(timestamp).getTime() - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatRelativeTime(Math.trunc(seconds / size), unit, language);
  }
  return formatRelativeTime(0, 'second', language);
}
