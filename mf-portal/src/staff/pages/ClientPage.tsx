import { Link, useParams } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { useStaffClients } from '../lib/queries';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { ClientProjects } from '../features/clients/ClientProjects';
import { formatDate } from '@meridian/shared/lib/format';

/**
 * One client for staff: the account's e-mail and since when it exists, its projects (each
 * editable, with its history) and the form for a new one.
 */
export default function ClientPage() {
  const { clientId = '' } = useParams();
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const clients = useStaffClients().query;
  const client = clients.data?.find((candidate) => candidate.id === clientId);
  useStaffPageMeta(client?.email ?? t('clients.client'));
  const back = (
    <Link className="ui-link" to="/staff/clients">
      {t('clients.back')}
    </Link>
  );

  if (!client)
    return (
      <div className="po:flex po:flex-col po:items-start po:gap-4">
        <h1 className="ui-heading-1">{t('clients.client')}</h1>
        <QueryState query={clients} loading={<p role="status">{t('clients.loadingOne')}</p>} failedMessage={t('clients.failedOne')}>
          {() => <p>{t('clients.missing')}</p>}
        </QueryState>
        {clients.isPending ? null : back}
      </div>
    );

  return (
    <div className="po:flex po:flex-col po:gap-8">
      <div className="po:flex po:flex-col po:gap-3">
        {back}
        <h1 className="ui-heading-1 po:break-all">{client.email}</h1>
        <p className="ui-lead">{t('clients.sinceDate', { date: formatDate(client.created_at, language, 'long') })}</p>
      </div>
      <ClientProjects clientId={client.id} />
    </div>
  );
}
