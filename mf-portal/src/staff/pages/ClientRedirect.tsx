import { Link, Navigate, useParams } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { useFirstCompanyOf } from '../features/companies/queries';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';

/**
 * /staff/clients and /staff/clients/{user id}, the pages of the time before companies: a saved
 * link still leads somewhere. The list goes to the companies; a client to the first company they
 * joined, or to the companies with a word when they are in none.
 */
export default function ClientRedirect() {
  const { clientId } = useParams();
  if (!clientId) return <Navigate to="/staff/companies" replace />;
  return <ClientCompany clientId={clientId} />;
}

function ClientCompany({ clientId }: { clientId: string }) {
  const { t } = useTranslation('staff');
  const first = useFirstCompanyOf(clientId);
  useStaffPageMeta(t('company.title'));
  if (first.data) return <Navigate to={`/staff/companies/${first.data}`} replace />;
  return (
    <div className="po:flex po:flex-col po:items-start po:gap-4">
      <h1 className="ui-heading-1">{t('company.title')}</h1>
      <QueryState query={first} loading={<p role="status">{t('company.loading')}</p>} failedMessage={t('company.failed')}>
        {() => (
          <p>
            {t('company.noCompanyForClient')}{' '}
            <Link className="ui-link" to="/staff/companies">
              {t('company.back')}
            </Link>
          </p>
        )}
      </QueryState>
    </div>
  );
}
