import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';

/**
 * The six-digit e-mailed code field (the second factor's code, the password change's
 * reauthentication code): digits only, whether typed or pasted, offered by the browser from the
 * message (one-time-code), and reachable through `inputRef` so the form can focus it again.
 */
export function CodeField({
  label,
  invalid,
  inputRef,
  ...registration
}: { label: string; invalid: boolean; inputRef: RefObject<HTMLInputElement | null> } & UseFormRegisterReturn) {
  const { t } = useTranslation('portal');
  return (
    <Field
      label={label}
      className="po:tracking-widest"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={6}
      error={invalid ? t('mfa.codeFormat') : undefined}
      {...registration}
      ref={(element) => {
        registration.ref(element);
        inputRef.current = element;
      }}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
        return registration.onChange(event);
      }}
    />
  );
}
