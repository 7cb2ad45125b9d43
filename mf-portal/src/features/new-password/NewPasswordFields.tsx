import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';

interface NewPasswordFieldsProps {
  /** "password" on the register screen, "newPassword" on the reset screen and /account */
  labelKey: 'password' | 'newPassword';
  /** the form's `register('password')` and `register('confirm')` */
  password: UseFormRegisterReturn<'password'>;
  confirm: UseFormRegisterReturn<'confirm'>;
  /** the error codes of the fields (lib/password-rules), if any */
  passwordError?: string;
  confirmError?: string;
}

/** A new password with its rule as a hint, and its confirmation (register, reset, /account). */
export function NewPasswordFields({ labelKey, password, confirm, passwordError, confirmError }: NewPasswordFieldsProps) {
  const { t } = useTranslation('portal');
  const message = (code?: string) => (code ? t(`account.errors.${code}`) : undefined);
  return (
    <>
      <Field
        label={t(`account.fields.${labelKey}`)}
        type="password"
        autoComplete="new-password"
        required
        error={message(passwordError)}
        // While the field is in error, its description is the error alone: the one thing to fix.
        hint={passwordError ? undefined : t('account.fields.passwordHint')}
        {...password}
      />
      <Field
        label={t('account.fields.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={message(confirmError)}
        {...confirm}
      />
    </>
  );
}
