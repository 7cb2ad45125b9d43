import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { ChangeHistory } from '../ui/ChangeHistory';
import { FileLink } from '../ui/FileLink';
import { StatusBadge } from '../ui/StatusBadge';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { useStaffClients } from '../lib/use-staff-clients';
import { ReviewForm } from '../features/proposals/ReviewForm';
import { servicesText, sentText } from '../features/proposals/proposal-labels';
import { loadProposal, proposalBucket, type ProposalFile, type StaffProposal } from '../features/proposals/staff-proposals';

type Loaded =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'missing' } | { kind: 'loaded'; proposal: StaffProposal; files: ProposalFile[] };

/**
 * One proposal for staff: who sent it, the services, when, its status and note, its documents,
 * the review form (status and the note the client reads) and what staff changed on it so far.
 */
export default function ProposalPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  const clients = useStaffClients();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [historyKey, setHistoryKey] = useState(0);
  useStaffPageMeta(loaded.kind === 'loaded' ? loaded.proposal.title : t('proposals.proposal'));

  useEffect(() => {
    let current = true;
    getClient()
      .then((client) => loadProposal(client, id))
      .then((found) => {
        if (current) setLoaded(found ? { kind: 'loaded', ...found } : { kind: 'missing' });
      })
      .catch((error: unknown) => {
        console.warn('The proposal could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, id, attempt]);

  const onSaved = useCallback((proposal: StaffProposal) => {
    setLoaded((previous) => (previous.kind === 'loaded' ? { ...previous, proposal } : previous));
    setHistoryKey((key) => key + 1);
  }, []);

  const back = (
    <Link className="ui-link" to="/staff/proposals">
      {t('proposals.back')}
    </Link>
  );

  if (loaded.kind === 'loading')
    return (
      <div className="po:flex po:flex-col po:gap-6">
        <h1 className="ui-heading-1">{t('proposals.proposal')}</h1>
        <p role="status">{t('proposals.loadingOne')}</p>
      </div>
    );
  if (loaded.kind === 'failed')
    return (
      <div className="po:flex po:flex-col po:items-start po:gap-4">
        <h1 className="ui-heading-1">{t('proposals.proposal')}</h1>
        <LoadFailed
          message={t('proposals.failedOne')}
          retryLabel={t('common.retry')}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
        {back}
      </div>
    );
  if (loaded.kind === 'missing')
    return (
      <div className="po:flex po:flex-col po:items-start po:gap-4">
        <h1 className="ui-heading-1">{t('proposals.proposal')}</h1>
        <p>{t('proposals.missing')}</p>
        {back}
      </div>
    );

  const { proposal, files } = loaded;
  const email = clients.emailOf(proposal.client_id);
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
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.client')}</dt>
          <dd className="po:break-all">
            {email ? (
              <Link className="ui-link" to={`/staff/clients/${proposal.client_id}`}>
                {email}
              </Link>
            ) : clients.state.kind === 'loading' ? (
              t('proposals.clientLoading')
            ) : (
              t('proposals.clientUnknown')
            )}
          </dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.services')}</dt>
          <dd>{servicesText(proposal.services, t, language)}</dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.sent')}</dt>
          <dd>{sentText(proposal.created_at, language, true)}</dd>
          <dt className="po:font-medium po:text-muted">{t('proposals.columns.status')}</dt>
          <dd>
            <StatusBadge value={proposal.status} />
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

      <ReviewForm proposal={proposal} onSaved={onSaved} />

      <ChangeHistory itemType="proposal" itemId={proposal.id} refreshKey={historyKey} />
    </div>
  );
}
