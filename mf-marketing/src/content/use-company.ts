import { useLocalizedContent } from '@meridian/shared/ui/use-localized-content';
import { loadCompany } from './load';

/** About, Careers and the home page's success stories share one content module per language. */
export function useCompany() {
  return useLocalizedContent('company', loadCompany);
}
