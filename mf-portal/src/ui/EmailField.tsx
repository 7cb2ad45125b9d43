import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { emailMaxLength, type FieldErrorCode } from '@meridian/shared/lib/form-rules';
import { Field } from '@meridian/shared/ui/Field';

/** The e-mail address field of the account forms (register, forgot password, resend confirmation). */
export function EmailField({ error, ...registration }: { error: FieldErrorCode | (string & {}) | undefined } & UseFormRegisterReturn) {
  const { t } = useTranslation('portal');
  return (
    <Field
      label={t('account.fields.email')}
      type="email"
      autoComplete="email"
      required
      maxLength={emailMaxLength}
      error={error ? t(`account.errors.${error}`) : undefined}
      {...registration}
    />
  );
}
