/**
 * Locale-aware formatting through the platform's Intl (no locale packs to ship). `language` is
 * one of en, id, ms; dates given as ISO days are formatted in UTC so they never shift by a day.
 */
export function formatShortDate(isoDay: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDay));
}

export function formatLongDate(isoDay: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDay));
}

/** A file size in kB below one megabyte, MB above, in the language's digits and separators. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
}
