import { useLocalizedContent } from '@meridian/shared/ui/use-localized-content';
import { loadServiceContent } from './load';
import type { ServiceId } from './services';

/** A service's content in the page language (one small chunk per service and language). */
export function useServiceContent(id: ServiceId) {
  return useLocalizedContent(id, (language) => loadServiceContent(id, language));
}
