import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useFailureMessage } from '@meridian/shared/ui/QueryState';
import { companyFailure, isCompanyReason } from './company-data';
import { companyNamespace } from './namespace';

/** The sentence for a failed company read or write: the database's reason in its own words, else the shared failure's. */
export function useCompanyErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(companyNamespace);
  const failureMessage = useFailureMessage();
  return (error) => {
    const failure = companyFailure(error);
    return isCompanyReason(failure) ? t(`errors.${failure}`) : failureMessage(error);
  };
}
