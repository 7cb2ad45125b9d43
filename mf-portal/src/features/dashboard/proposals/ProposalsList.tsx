import { useTranslation } from '@meridian/shared/runtime/i18n';
import { formatFileSize } from '@meridian/shared/lib/format';
import { useAppConfig } from '@meridian/shared/runtime/config';
import type { Proposal } from './proposal';

/** The proposals prepared in this tab, newest first, with an honest word that nothing was sent. */
export function ProposalsList({ proposals, onUpload }: { proposals: readonly Proposal[]; onUpload: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage ?? 'en';
  const email = useAppConfig()?.contact.email ?? '';
  if (proposals.length === 0) {
    return (
      <div className="po:flex po:flex-col po:items-start po:gap-4">
        <p>{t('proposals.empty')}</p>
        <button type="button" className="ui-button ui-button-primary" onClick={onUpload}>
          {t('proposals.uploadFirst')}
        </button>
      </div>
    );
  }
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="po:flex po:flex-col po:gap-4">
      <p className="po:text-sm po:text-muted">{t('proposals.notSent', { email })}</p>
      <ul className="po:flex po:flex-col po:gap-4">
        {proposals.map((proposal) => (
          <li key={proposal.id} className="ui-card">
            <h3 className="po:text-lg po:font-semibold po:break-words">{proposal.title}</h3>
            <dl className="po:mt-2 po:grid po:grid-cols-[auto_1fr] po:gap-x-4 po:gap-y-1 po:text-sm">
              <dt className="po:text-muted">{t('proposals.services')}</dt>
              <dd>
                {proposal.services.length > 0
                  ? list.format(proposal.services.map((service) => t(`proposal.service.${service}`)))
                  : t('proposals.noServices')}
              </dd>
              <dt className="po:text-muted">{t('proposals.files')}</dt>
              <dd className="po:break-all">
                {list.format(proposal.files.map((file) => `${file.name} (${formatFileSize(file.size, language)})`))}
              </dd>
              <dt className="po:text-muted">{t('proposals.prepared')}</dt>
              <dd>{time.format(new Date(proposal.preparedAt))}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
