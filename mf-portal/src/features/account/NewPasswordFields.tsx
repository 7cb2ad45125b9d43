import type { Ref } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '../../ui/Field';

interface NewPasswordFieldsProps {
  idPrefix: string;
  /** "password" on the register screen, "newPassword" on the reset screen */
  labelKey: 'password' | 'newPassword';
  passwordRef: Ref<HTMLInputElement>;
  confirmRef: Ref<HTMLInputElement>;
  passwordError?: string;
  confirmError?: string;
}

/** A new password with its strength hint, and its confirmation (register and reset). */
export function NewPasswordFields({ idPrefix, labelKey, passwordRef, confirmRef, passwordError, confirmError }: NewPasswordFieldsProps) {
  const { t } = useTranslation('portal');
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t(`account.fields.${labelKey}`)}
        inputRef={passwordRef}
        error={passwordError}
        hint={t('account.fields.passwordHint')}
      />
      <Field
        id={`${idPrefix}-confirm`}
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={t('account.fields.confirm')}
        inputRef={confirmRef}
        error={confirmError}
      />
    </>
  );
}
