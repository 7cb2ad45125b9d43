import { useParams } from '@meridian/shared/runtime/router';
import { findService, type CatalogueEntry } from './services';

export type SubServiceRoute = { found: false; backTo: 'services' | 'ai' } | { found: true; service: CatalogueEntry; subServiceId: string };

/**
 * Resolves /services/:serviceId/:subId against the catalogue before any content loads. The URL is
 * untrusted: only exact catalogue ids match, so long, encoded or script-like segments are simply
 * not found. The AI pages only look up AI sub-services and lead back to /services/ai.
 */
export function useSubServiceRoute(): SubServiceRoute {
  const { serviceId, subId } = useParams();
  const service = findService(serviceId);
  if (!service) return { found: false, backTo: 'services' };
  const subServiceId = service.subServiceIds.find((id: string) => id === subId);
  if (!subServiceId) return { found: false, backTo: service.id === 'ai' ? 'ai' : 'services' };
  return { found: true, service, subServiceId };
}
