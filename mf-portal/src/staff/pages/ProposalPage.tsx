import { Link, useParams } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { ChangeHistory } from '../ui/ChangeHistory';
import { FileLink } from '../ui/FileLink';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { useStaffCompanies } from '../lib/queries';
import { ReviewForm } from '../features/proposals/ReviewForm';
import { servicesText, sentText } from '../features/proposals/proposal-labels';
import { useProposal } from '../features/proposals/queries';
import { proposalBucket } from '../features/proposals/staff-proposals';

/**
 * One proposal for staff: its company (to the company's page) and who sent it, the services, when, its status and note, its documents,
 * the review form (status and the note the client reads) and what staff changed on it so far.
 */
export default function ProposalPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const companies = useStaffCompanies();
  const found = useProposal(id);
  useStaffPageMeta(found.data ? found.data.proposal.title : t('proposals.proposal'));

  const back = (
    <Link className="ui-link" to="/staff/proposals">
      {t('proposals.back')}
    </Link>
  );

  if (!found.data)
    return (
      <div className="po:flex po:flex-col po:items-start po:gap-4">
        <h1 className="ui-heading-1">{t('proposals.proposal')}</h1>
        <QueryState query={found} loading={<p role="status">{t('proposals.loadingOne')}</p>} failedMessage={t('proposals.failedOne')}>
          {() => <p>{t('proposals.missing')}</p>}
        </QueryState>
        {found.isPending ? null : back}
      </div>
    );

  const { proposal, files } = found.data;
  const companyName = companies.nameOf(proposal.company_id);
  return (
    <div className="po:flex po:flex-col po:gap-8">
      <div className="po:flex po:flex-col po:gap-3">
        {back}
        <h1 className="ui-heading-1 po:break-words">{proposal.title}</h1>
      </div>

      <section aria-labelledby="proposal-details" className="ui-card">
        <h2 id="proposal-details" className="ui-heading-2">
          {t('proposals.details')}
        </h2>
        <dl className="po:mt-4 po:grid po:grid-cols-1 po:gap-x-6 po:gap-y-2 po:text-sm po:sm:grid-cols-[auto_1fr]">
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.company')}</dt>
          <dd className="po:break-words">
            {companyName ? (
              <Link className="ui-link" to={`/staff/companies/${proposal.company_id}`}>
                {companyName}
              </Link>
            ) : companies.query.isPending ? (
              t('proposals.companyLoading')
            ) : (
              t('proposals.companyUnknown')
            )}
          </dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.submittedBy')}</dt>
          <dd className="po:break-all">{proposal.submitted_by_email ?? t('proposals.personUnknown')}</dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.services')}</dt>
          <dd>{servicesText(proposal.services, t, language)}</dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.sent')}</dt>
          <dd>{sentText(proposal.created_at, language, true)}</dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.status')}</dt>
          <dd>
            <StatusBadge status={proposal.status} />
          </dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.currentNote')}</dt>
          <dd className="po:break-words po:whitespace-pre-line">{proposal.status_note ?? t('proposals.noNote')}</dd>
        </dl>
      </section>

      <section aria-labelledby="proposal-documents">
        <h2 id="proposal-documents" className="ui-heading-2">
          {t('proposals.documents')}
        </h2>
        {files.length === 0 ? (
          <p className="po:mt-2 po:text-muted">{t('proposals.noDocuments')}</p>
        ) : (
          <ul className="po:mt-3 po:flex po:flex-col po:gap-2">
            {files.map((file) => (
              <li key={file.id}>
                <FileLink bucket={proposalBucket} path={file.object_path} name={file.file_name} size={file.size_bytes} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ReviewForm proposal={proposal} />

      <ChangeHistory itemType="proposal" itemId={proposal.id} />
    </div>
  );
}
