import { useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDate } from '@meridian/shared/lib/format';
import { DataTable, type DataTableColumn } from '@meridian/shared/ui/DataTable';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { ConfirmDialog } from './ConfirmDialog';
import type { CompanyMember, CompanyMembership, CompanyRole } from './company-data';
import { companyNamespace } from './namespace';
import { useMembers, useRemoveMember, useSetMemberRole } from './queries';
import { useCompanyErrorMessage } from './use-company-error-message';

type Pending = { kind: 'role'; member: CompanyMember; role: CompanyRole } | { kind: 'remove'; member: CompanyMember };

/**
 * Who is in the company: address, role and joining day for everyone; owners also see who has
 * two-step sign-in on, and change a member's role or remove them (each confirmed first).
 */
export function MembersSection({ company, userId }: { company: CompanyMembership; userId: string }) {
  const { t } = useTranslation(companyNamespace);
  const language = usePageLanguage();
  const headingId = `${useId()}-heading`;
  const members = useMembers(company.id);
  const owner = company.role === 'owner';
  const setRole = useSetMemberRole(company.id);
  const remove = useRemoveMember(company.id);
  const errorMessage = useCompanyErrorMessage();
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');

  const open = (next: Pending) => {
    setRefusal(null);
    setAnnouncement('');
    setPending(next);
  };
  const confirm = async () => {
    if (!pending) return;
    setRefusal(null);
    try {
      if (pending.kind === 'role') {
        await setRole.mutateAsync({ userId: pending.member.user_id, role: pending.role });
        setAnnouncement(t('members.roleChanged', { email: pending.member.email, role: t(`roleInSentence.${pending.role}`) }));
      } else {
        await remove.mutateAsync(pending.member.user_id);
        setAnnouncement(t('members.removed', { email: pending.member.email }));
      }
      setPending(null);
    } catch (error) {
      setRefusal(error);
    }
  };

  const columns: DataTableColumn[] = [t('members.columns.member'), t('members.columns.role'), t('members.columns.joined')];
  if (owner) columns.push(t('members.columns.twoStep'), t('members.columns.actions'));

  const rows = (list: CompanyMember[]) =>
    list.map((member) => {
      const self = member.user_id === userId;
      const cells = [
        <span key="email" className="po:break-all">
          {member.email}
          {self ? ` ${t('members.you')}` : ''}
        </span>,
        <span key="role" className={`ui-badge ${member.role === 'owner' ? 'ui-badge-active' : 'ui-badge-neutral'}`}>
          {t(`roles.${member.role}`)}
        </span>,
        formatDate(member.joined_at, language),
      ];
      if (owner) {
        const nextRole: CompanyRole = member.role === 'owner' ? 'member' : 'owner';
        cells.push(
          <span key="two-step" className={`ui-badge ${member.second_factor_enabled ? 'ui-badge-done' : 'ui-badge-neutral'}`}>
            {member.second_factor_enabled ? t('members.twoStepOn') : t('members.twoStepOff')}
          </span>,
          <span key="actions" className="po:flex po:flex-wrap po:gap-2">
            <button type="button" className="ui-button ui-button-secondary" onClick={() => open({ kind: 'role', member, role: nextRole })}>
              {nextRole === 'owner' ? t('members.makeOwner') : t('members.makeMember')}
              <span className="ui-visually-hidden"> {member.email}</span>
            </button>
            {self ? null : (
              <button type="button" className="ui-button ui-button-secondary" onClick={() => open({ kind: 'remove', member })}>
                {t('members.remove')}
                <span className="ui-visually-hidden"> {member.email}</span>
              </button>
            )}
          </span>,
        );
      }
      return { key: member.user_id, cells };
    });

  const dialog =
    pending?.kind === 'role'
      ? {
          title: t(pending.role === 'owner' ? 'members.roleDialog.ownerTitle' : 'members.roleDialog.memberTitle', {
            email: pending.member.email,
          }),
          description: t(pending.role === 'owner' ? 'members.roleDialog.ownerText' : 'members.roleDialog.memberText'),
          confirmLabel: t('members.roleDialog.confirm'),
          confirmingLabel: t('members.roleDialog.confirming'),
        }
      : {
          title: t('members.removeDialog.title', { email: pending?.member.email ?? '' }),
          description: t('members.removeDialog.text'),
          confirmLabel: t('members.removeDialog.confirm'),
          confirmingLabel: t('members.removeDialog.confirming'),
        };

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('members.heading')}
      </h2>
      <p role="status" className="po:mt-2 po:text-sm po:empty:hidden">
        {announcement}
      </p>
      <div className="po:mt-4">
        <QueryState query={members} failedMessage={members.error ? errorMessage(members.error) : undefined}>
          {(list) => <DataTable caption={t('members.caption', { company: company.name })} columns={columns} rows={rows(list)} />}
        </QueryState>
      </div>
      {owner ? (
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(next) => (next ? undefined : setPending(null))}
          {...dialog}
          pending={setRole.isPending || remove.isPending}
          error={refusal ? errorMessage(refusal) : null}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </section>
  );
}
