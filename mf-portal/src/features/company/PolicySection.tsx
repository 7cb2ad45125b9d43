import { useId, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { companyFailure, type CompanyMembership } from './company-data';
import { companyNamespace } from './namespace';
import { useMembers, useSetPolicy } from './queries';
import { useCompanyErrorMessage } from './use-company-error-message';

/**
 * The owner's switch for "every member must have two-step sign-in". Turning it on is refused
 * while the owner's own account has it off (owner_needs_second_factor): the refusal links to the
 * page where it is turned on.
 */
export function PolicySection({ company }: { company: CompanyMembership }) {
  const { t } = useTranslation(companyNamespace);
  const headingId = `${useId()}-heading`;
  const setPolicy = useSetPolicy(company.id);
  const members = useMembers(company.id);
  const errorMessage = useCompanyErrorMessage();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');
  const required = company.require_second_factor;
  const without = members.data?.filter((member) => member.second_factor_enabled === false).length ?? 0;

  const change = async () => {
    setRefusal(null);
    setAnnouncement('');
    try {
      await setPolicy.mutateAsync(!required);
      setAnnouncement(t(required ? 'policy.noLongerRequired' : 'policy.nowRequired'));
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('policy.heading')}
      </h2>
      <p className="po:mt-2 po:text-sm po:text-muted">{t('policy.about')}</p>
      <p className="po:mt-4">
        <span className={`ui-badge ${required ? 'ui-badge-done' : 'ui-badge-neutral'}`}>
          {required ? t('policy.required') : t('policy.notRequired')}
        </span>
      </p>
      {required && without > 0 ? <p className="po:mt-2 po:text-sm">{t('policy.membersWithout', { count: without })}</p> : null}
      <div role="alert" className="ui-field-error po:empty:hidden">
        {refusal ? errorMessage(refusal) : ''}
        {refusal && companyFailure(refusal) === 'owner_needs_second_factor' ? (
          <>
            {' '}
            <Link to="/account" className="ui-link">
              {t('policy.yourAccount')}
            </Link>
          </>
        ) : null}
      </div>
      <p role="status" className="po:mt-2 po:text-sm po:empty:hidden">
        {announcement}
      </p>
      <button type="button" className="ui-button ui-button-secondary po:mt-4" disabled={setPolicy.isPending} onClick={() => void change()}>
        {setPolicy.isPending ? t('policy.saving') : required ? t('policy.stopRequiring') : t('policy.require')}
      </button>
    </section>
  );
}
