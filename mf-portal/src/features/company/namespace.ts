import { registerNamespace, toLanguage } from '@meridian/shared/runtime/i18n';

/**
 * The company pages' copy is an i18next namespace of its own, registered when this module is
 * evaluated (as the staff workspace does), so its words download with the pages that show them
 * and the portal's main copy stays as it was. Every module that calls useTranslation(companyNamespace)
 * imports this constant, which is what makes the namespace loadable before it is asked for.
 */
export const companyNamespace = 'company';

registerNamespace(companyNamespace, async (language) => (await import(`./locales/${toLanguage(language)}.json`)).default);
