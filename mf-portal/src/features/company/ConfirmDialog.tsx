import type { ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { ModalDialog } from '@meridian/shared/ui/ModalDialog';
import { companyNamespace } from './namespace';

/**
 * "Are you sure?" for a step that takes someone's access away (removing a member, changing a role,
 * leaving). The dialog stays open with the refusal when the server says no, so its words sit
 * beside the button that caused them; the caller closes it on success.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmingLabel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmingLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(companyNamespace);
  return (
    <ModalDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))} title={title} description={description}>
      <p role="alert" className="ui-field-error po:empty:hidden">
        {error ?? ''}
      </p>
      <div className="po:mt-6 po:flex po:flex-wrap po:justify-end po:gap-3">
        <button type="button" className="ui-button ui-button-secondary" disabled={pending} onClick={() => onOpenChange(false)}>
          {t('page.cancel')}
        </button>
        <button type="button" className="ui-button ui-button-primary" disabled={pending} onClick={onConfirm}>
          {pending ? confirmingLabel : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
