import { useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { formatDateTime, formatFileSize, formatList } from '@meridian/shared/lib/format';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { goTo } from '../../../lib/navigation';
import type { ProposalFile } from '../../../lib/proposals';
import { proposalFileLink, type Proposal } from './proposals-data';
import { useProposals } from './queries';

interface ProposalsListProps {
  /** the company whose proposals are listed */
  companyId: string;
  onUpload: () => void;
}

/**
 * The proposals the company's members sent, newest first: each with its status (and staff's note), the
 * services, when and by whom it was sent and its documents, which download through a short-lived signed link
 * (the bucket is private). The loading, empty and failed-with-Retry states every list has.
 */
export function ProposalsList({ companyId, onUpload }: ProposalsListProps) {
  const { t } = useTranslation('portal');
  const proposals = useProposals(companyId);
  return (
    <QueryState
      query={proposals}
      empty={
        <div className="po:flex po:flex-col po:items-start po:gap-4">
          <p>{t('proposals.empty')}</p>
          <button type="button" className="ui-button ui-button-primary" onClick={onUpload}>
            {t('proposals.uploadFirst')}
          </button>
        </div>
      }
    >
      {(list) => <ProposalCards proposals={list} />}
    </QueryState>
  );
}

function ProposalCards({ proposals }: { proposals: Proposal[] }) {
  const { t } = useTranslation('portal');
  const { getClient, session } = useAuth();
  const userId = session?.user.id;
  const language = usePageLanguage();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);

  const download = async (file: ProposalFile) => {
    // A second click while the link is made does nothing; the button stays enabled (and focused).
    if (downloading) return;
    setDownloading(file.id);
    setDownloadFailed(null);
    try {
      goTo(await proposalFileLink(await getClient(), file));
    } catch (error) {
      console.warn('A proposal document could not be downloaded', error);
      setDownloadFailed(file.id);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ul className="po:flex po:flex-col po:gap-4" aria-label={t('proposals.listLabel')}>
      {proposals.map((proposal) => (
        <li key={proposal.id} className="ui-card">
          <div className="po:flex po:flex-wrap po:items-start po:justify-between po:gap-3">
            <h3 className="po:min-w-0 po:text-lg po:font-semibold po:break-words">{proposal.title}</h3>
            <StatusBadge status={proposal.status} />
          </div>
          <dl className="po:mt-2 po:grid po:grid-cols-[auto_1fr] po:gap-x-4 po:gap-y-1 po:text-sm">
            <dt className="po:text-muted">{t('proposals.services')}</dt>
            <dd>
              {formatList(
                proposal.services.map((service) => t(`proposal.service.${service}`, { defaultValue: service })),
                language,
              )}
            </dd>
            <dt className="po:text-muted">{t('proposals.sent')}</dt>
            <dd>{formatDateTime(proposal.created_at, language)}</dd>
            <dt className="po:text-muted">{t('proposals.sentBy')}</dt>
            <dd className="po:break-all">
              {proposal.client_id === userId ? t('proposals.sentByYou') : (proposal.submitted_by_email ?? t('proposals.sentByUnknown'))}
            </dd>
            {proposal.status_note ? (
              <>
                <dt className="po:text-muted">{t('proposals.note')}</dt>
                <dd className="po:break-words po:whitespace-pre-line">{proposal.status_note}</dd>
              </>
            ) : null}
          </dl>
          <h4 className="po:mt-4 po:text-sm po:font-semibold">{t('proposals.files')}</h4>
          {proposal.files.length === 0 ? (
            <p className="po:mt-1 po:text-sm po:text-muted">{t('proposals.noFiles')}</p>
          ) : (
            <ul className="po:mt-1 po:flex po:flex-col po:gap-1">
              {proposal.files.map((file) => (
                <li key={file.id} className="po:text-sm">
                  <div className="po:flex po:flex-wrap po:items-center po:justify-between po:gap-x-3">
                    <span className="po:min-w-0 po:break-all">
                      {file.file_name} <span className="po:text-muted">({formatFileSize(file.size_bytes, language)})</span>
                    </span>
                    <button
                      type="button"
                      className="ui-link po:min-h-11 po:shrink-0"
                      aria-label={t('files.download', { ns: 'common', name: file.file_name })}
                      onClick={() => void download(file)}
                    >
                      {t('proposals.download')}
                    </button>
                  </div>
                  {downloadFailed === file.id ? (
                    <p role="alert" className="ui-field-error">
                      {t('files.downloadFailed', { ns: 'common' })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
