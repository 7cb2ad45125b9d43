import type { Language } from '@meridian/shared/runtime/i18n';
import type { InfoPageId } from './info/pages';
import type { Company, InfoPage, Portfolio } from './types';

/*
 * Page content is code-split per page and language: a visitor downloads only the page they open,
 * in the language they read.
 */
export async function loadInfoPage(id: InfoPageId, language: Language): Promise<InfoPage> {
  return ((await import(`./info/${id}/${language}.ts`)) as { default: InfoPage }).default;
}

export async function loadPortfolio(language: Language): Promise<Portfolio> {
  return ((await import(`./portfolio/${language}.ts`)) as { default: Portfolio }).default;
}

export async function loadCompany(language: Language): Promise<Company> {
  return ((await import(`./company/${language}.ts`)) as { default: Company }).default;
}
