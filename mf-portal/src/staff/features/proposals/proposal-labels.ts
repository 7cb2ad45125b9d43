import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, formatList } from '@meridian/shared/lib/format';

/** A proposal's services in the page language, joined as a list ("Cloud Solutions and Data Analytics"). */
export function servicesText(services: readonly string[], t: TFunction, language: string): string {
  return formatList(
    services.map((service) => t(`proposals.service.${service}`, { defaultValue: service })),
    language,
  );
}

/** When a proposal was sent (a timestamp), in the page language: the day, and the time if asked. */
export function sentText(timestamp: string, language: string, withTime = false): string {
  return withTime ? formatDateTime(timestamp, language) : formatDate(timestamp, language);
}
