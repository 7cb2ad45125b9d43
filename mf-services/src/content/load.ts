import type { Language } from '@meridian/shared/runtime/i18n';
import type { ServiceId } from './services';
import type { ServiceContent } from './types';

/**
 * One service's content in one language. A dynamic import per file, so webpack emits one small
 * chunk per service and language: a visitor downloads only the service and language they read.
 */
export async function loadServiceContent(id: ServiceId, language: Language): Promise<ServiceContent> {
  const module = (await import(`./services/${id}/${language}.ts`)) as { default: ServiceContent };
  return module.default;
}
