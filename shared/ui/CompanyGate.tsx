import { useId, type ReactNode } from 'react';
import { Link, useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { secondFactorOwed, useCurrentCompany, type Company } from '@meridian/shared/runtime/company';
import { DataError } from '../lib/supabase-errors';
import { QueryFailed, QueryLoading } from './QueryState';
import { StartCompanyForm } from './StartCompanyForm';

/** Whether the person may see the company's data now: its policy asks for nothing they lack. */
export const companyPasses = (company: Company) => !company.require_second_factor || company.second_factor_enabled;

/**
 * The company whose data the page may read now, or undefined (still loading, no company, or the
 * company's policy unmet): for a page whose query must be called above the gate (its search bar
 * counts the rows); the gate still decides what is shown.
 */
export function usePassedCompany(): Company | undefined {
  const { status, company } = useCurrentCompany();
  return status === 'ready' && company && companyPasses(company) ? company : undefined;
}

interface CompanyGateProps {
  /** the company's data: rendered only for a company the person may see now */
  children: (company: Company) => ReactNode;
  /** shown while the memberships are read; skeleton bars unless given */
  loading?: ReactNode;
}

/**
 * What stands between a page and its company's data. The data (`children`, given the company)
 * renders only once the company is known and its policy is met, so no query of company data is
 * made before: while the memberships load; for a person in no company (a word on how to get
 * one); for a company that asks for two-step sign-in while the person has it off (a set-up
 * screen). When the company in use was taken away while the page was open, it says so and
 * shows nothing of it (the person's next company, if any, follows).
 */
export function CompanyGate({ children, loading }: CompanyGateProps) {
  const { t } = useTranslation('common');
  const current = useCurrentCompany();
  const titleId = useId();
  const location = useLocation();

  const ended =
    current.ended !== undefined ? (
      <div role="alert" className="ui-card mb-6" data-testid="company-ended">
        <p className="font-semibold">{current.ended ? t('company.ended', { company: current.ended }) : t('company.endedUnnamed')}</p>
        {current.company ? <p className="mt-1">{t('company.endedNext', { company: current.company.name })}</p> : null}
      </div>
    ) : null;

  if (current.status === 'loading') return <>{loading ?? <QueryLoading />}</>;
  if (current.status === 'error' && current.query.error instanceof DataError && current.query.error.code === secondFactorOwed)
    return (
      <p data-testid="company-code-owed">
        {t('company.codeOwed')} {/* The sign-in page's code step, as the portal's guard opens it, then back here. */}
        <Link className="ui-link" to="/login" state={{ from: { pathname: location.pathname }, mfa: true }}>
          {t('company.codeOwedLink')}
        </Link>
      </p>
    );
  if (current.status === 'error')
    return (
      <QueryFailed
        error={current.query.error}
        onRetry={() => current.query.refetch()}
        retrying={current.query.isFetching}
        message={t('company.failed')}
      />
    );
  if (current.status === 'none' || !current.company)
    return (
      <div data-testid="company-none">
        {ended}
        <p>
          {t('company.none')}{' '}
          <Link className="ui-link" to="/contact">
            {t('company.noneContact')}
          </Link>{' '}
          {t('company.noneAfter')}
        </p>
        <StartCompanyForm />
      </div>
    );

  const { company } = current;
  if (!companyPasses(company))
    return (
      <div>
        {ended}
        <section className="ui-card" aria-labelledby={titleId} data-testid="company-second-factor">
          <p id={titleId} className="font-semibold">
            {t('company.secondFactorTitle', { company: company.name })}
          </p>
          <p className="mt-2">{t('company.secondFactorText', { company: company.name })}</p>
          <Link className="ui-button ui-button-primary mt-4" to="/account#two-step">
            {t('company.secondFactorLink')}
          </Link>
        </section>
      </div>
    );

  return (
    <>
      {ended}
      {children(company)}
    </>
  );
}
