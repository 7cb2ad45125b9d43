import { useId, useState } from 'react';
import { useNavigate } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { ConfirmDialog } from './ConfirmDialog';
import type { CompanyMembership } from './company-data';
import { companyNamespace } from './namespace';
import { useLeaveCompany } from './queries';
import { useCompanyErrorMessage } from './use-company-error-message';

/** Any member leaves, after confirming; the last owner is told to hand the company on first. */
export function LeaveSection({ company }: { company: CompanyMembership }) {
  const { t } = useTranslation(companyNamespace);
  const headingId = `${useId()}-heading`;
  const navigate = useNavigate();
  const leave = useLeaveCompany(company.id);
  const errorMessage = useCompanyErrorMessage();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const confirm = async () => {
    setRefusal(null);
    try {
      await leave.mutateAsync();
      setOpen(false);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('leave.heading')}
      </h2>
      <p className="po:mt-2 po:text-sm po:text-muted">{t('leave.about', { company: company.name })}</p>
      <button
        type="button"
        className="ui-button ui-button-secondary po:mt-4"
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
      >
        {t('leave.button')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('leave.dialogTitle', { company: company.name })}
        description={t('leave.dialogText')}
        confirmLabel={t('leave.confirm')}
        confirmingLabel={t('leave.confirming')}
        pending={leave.isPending}
        error={refusal ? errorMessage(refusal) : null}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
