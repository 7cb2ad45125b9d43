import { useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDate } from '@meridian/shared/lib/format';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { QueryState } from '@meridian/shared/ui/QueryState';
import type { CompanyMembership, PendingInvitation } from './company-data';
import { companyNamespace } from './namespace';
import { usePendingInvitations, useWithdrawInvitation } from './queries';
import { useCompanyErrorMessage } from './use-company-error-message';

/** The company's pending invitations, each with its expiry, and Withdraw (owners only). */
export function InvitationsSection({ company }: { company: CompanyMembership }) {
  const { t } = useTranslation(companyNamespace);
  const language = usePageLanguage();
  const headingId = `${useId()}-heading`;
  const invitations = usePendingInvitations(company.id, true);
  const withdraw = useWithdrawInvitation(company.id);
  const errorMessage = useCompanyErrorMessage();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');

  const withdrawOne = async (invitation: PendingInvitation) => {
    setRefusal(null);
    setAnnouncement('');
    try {
      await withdraw.mutateAsync(invitation.id);
      setAnnouncement(t('invitations.withdrawn', { email: invitation.email }));
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('invitations.heading')}
      </h2>
      <p role="alert" className="ui-field-error po:empty:hidden">
        {refusal ? errorMessage(refusal) : ''}
      </p>
      <p role="status" className="po:mt-2 po:text-sm po:empty:hidden">
        {announcement}
      </p>
      <div className="po:mt-4">
        <QueryState
          query={invitations}
          failedMessage={invitations.error ? errorMessage(invitations.error) : undefined}
          empty={<p className="po:text-sm po:text-muted">{t('invitations.empty')}</p>}
        >
          {(list) => (
            <DataTable
              caption={t('invitations.caption', { company: company.name })}
              columns={[
                t('invitations.columns.email'),
                t('invitations.columns.role'),
                t('invitations.columns.invitedBy'),
                t('invitations.columns.expires'),
                t('invitations.columns.actions'),
              ]}
              rows={list.map((invitation) => ({
                key: invitation.id,
                cells: [
                  <span key="email" className="po:break-all">
                    {invitation.email}
                  </span>,
                  t(`roles.${invitation.role}`),
                  <span key="by" className="po:break-all">
                    {invitation.invited_by_email ?? ''}
                  </span>,
                  formatDate(invitation.expires_at, language),
                  <button
                    key="withdraw"
                    type="button"
                    className="ui-button ui-button-secondary"
                    disabled={withdraw.isPending}
                    onClick={() => void withdrawOne(invitation)}
                  >
                    {withdraw.isPending && withdraw.variables === invitation.id ? t('invitations.withdrawing') : t('invitations.withdraw')}
                    <span className="ui-visually-hidden"> {invitation.email}</span>
                  </button>,
                ],
              }))}
            />
          )}
        </QueryState>
      </div>
    </section>
  );
}
