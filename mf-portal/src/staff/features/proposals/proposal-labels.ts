import type { TFunction } from 'i18next';

/** A proposal's services in the page language, joined as a list ("Cloud Solutions and Data Analytics"). */
export function servicesText(services: readonly string[], t: TFunction, language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    services.map((service) => t(`proposals.service.${service}`, { defaultValue: service })),
  );
}

/** When a proposal was sent (a timestamp), in the page language: the day, and the time if asked. */
export function sentText(timestamp: string, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: withTime ? 'short' : undefined }).format(new Date(timestamp));
}
