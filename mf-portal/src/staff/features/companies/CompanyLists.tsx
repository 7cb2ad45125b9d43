import { useId, type ReactNode } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDate, formatDateTime } from '@meridian/shared/lib/format';
import { ticketLabel } from '@meridian/shared/lib/tickets';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { useCompanyMembers, useCompanyProposals, useCompanyTickets, usePendingInvitations } from './queries';

/** One part of a company's page: an h2 and what it shows, named by its heading. */
export function CompanySection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="po:flex po:flex-col po:gap-3">
      <h2 id={headingId} className="ui-heading-2">
        {heading}
      </h2>
      {children}
    </section>
  );
}

const muted = (text: string) => <p className="po:text-muted">{text}</p>;

/** The company's members, first joined first: address, role and since when. */
export function CompanyMembers({ companyId }: { companyId: string }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const members = useCompanyMembers(companyId);
  return (
    <CompanySection heading={t('company.members.heading')}>
      <QueryState query={members} empty={muted(t('company.members.none'))} failedMessage={t('company.members.failed')}>
        {(list) => (
          <DataTable
            caption={t('company.members.caption')}
            columns={[
              { header: t('company.members.columns.email'), className: 'po:break-all' },
              t('company.members.columns.role'),
              { header: t('company.members.columns.joined'), className: 'po:whitespace-nowrap' },
            ]}
            rows={list.map((member) => ({
              key: member.user_id,
              cells: [
                member.email,
                t(`company.roles.${member.role}`, { defaultValue: member.role }),
                formatDate(member.joined_at, language),
              ],
            }))}
          />
        )}
      </QueryState>
    </CompanySection>
  );
}

/** The invitations no one has used or withdrawn yet, newest first; one past its date says it expired. */
export function CompanyInvitations({ companyId }: { companyId: string }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const invitations = usePendingInvitations(companyId);
  return (
    <CompanySection heading={t('company.invitations.heading')}>
      <QueryState query={invitations} empty={muted(t('company.invitations.none'))} failedMessage={t('company.invitations.failed')}>
        {(list) => (
          <DataTable
            caption={t('company.invitations.caption')}
            columns={[
              { header: t('company.invitations.columns.email'), className: 'po:break-all' },
              t('company.invitations.columns.role'),
              { header: t('company.invitations.columns.invitedBy'), className: 'po:break-all' },
              t('company.invitations.columns.expires'),
            ]}
            rows={list.map((invitation) => ({
              key: invitation.id,
              cells: [
                invitation.email,
                t(`company.roles.${invitation.role}`, { defaultValue: invitation.role }),
                invitation.invited_by_email ?? t('company.invitations.unknownInviter'),
                Date.parse(invitation.expires_at) <= Date.now()
                  ? t('company.invitations.expired', { date: formatDate(invitation.expires_at, language) })
                  : formatDate(invitation.expires_at, language),
              ],
            }))}
          />
        )}
      </QueryState>
    </CompanySection>
  );
}

/** The company's tickets, last activity first: number (to the ticket), subject, who opened it and its status. */
export function CompanyTickets({ companyId }: { companyId: string }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const tickets = useCompanyTickets(companyId);
  return (
    <CompanySection heading={t('company.tickets.heading')}>
      <QueryState query={tickets} empty={muted(t('company.tickets.none'))} failedMessage={t('company.tickets.failed')}>
        {(list) => (
          <DataTable
            caption={t('company.tickets.caption')}
            columns={[
              { header: t('company.tickets.columns.number'), className: 'po:font-mono po:whitespace-nowrap' },
              t('company.tickets.columns.subject'),
              { header: t('company.tickets.columns.openedBy'), className: 'po:break-all' },
              t('company.tickets.columns.status'),
              { header: t('company.tickets.columns.lastActivity'), className: 'po:whitespace-nowrap' },
            ]}
            rows={list.map((ticket) => ({
              key: ticket.id,
              cells: [
                <Link className="ui-link" to={`/staff/tickets/${ticket.number}`}>
                  {ticketLabel(ticket.number)}
                </Link>,
                <span className="po:break-words">{ticket.subject}</span>,
                ticket.opened_by_email ?? t('company.unknownPerson'),
                <StatusBadge status={ticket.status} />,
                <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at, language)}</time>,
              ],
            }))}
          />
        )}
      </QueryState>
    </CompanySection>
  );
}

/** The company's proposals, newest first: title (to its review), who submitted it, its status and when. */
export function CompanyProposals({ companyId }: { companyId: string }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const proposals = useCompanyProposals(companyId);
  return (
    <CompanySection heading={t('company.proposals.heading')}>
      <QueryState query={proposals} empty={muted(t('company.proposals.none'))} failedMessage={t('company.proposals.failed')}>
        {(list) => (
          <DataTable
            caption={t('company.proposals.caption')}
            columns={[
              t('company.proposals.columns.title'),
              { header: t('company.proposals.columns.submittedBy'), className: 'po:break-all' },
              t('company.proposals.columns.status'),
              { header: t('company.proposals.columns.sent'), className: 'po:whitespace-nowrap' },
            ]}
            rows={list.map((proposal) => ({
              key: proposal.id,
              cells: [
                <Link className="ui-link po:break-words" to={`/staff/proposals/${proposal.id}`}>
                  {proposal.title}
                </Link>,
                proposal.submitted_by_email ?? t('company.unknownPerson'),
                <StatusBadge status={proposal.status} />,
                formatDate(proposal.created_at, language),
              ],
            }))}
          />
        )}
      </QueryState>
    </CompanySection>
  );
}
