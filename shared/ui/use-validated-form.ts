import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import type { FieldErrorCode } from '../lib/form-rules';

/**
 * The one submit flow of every form (docs/decisions/0005-forms.md), on react-hook-form with a
 * valibot schema:
 * - on submit the schema checks every field; the first field in error takes focus and each
 *   error is shown beside its field (and re-checked as the visitor types);
 * - while `send` runs, `submitting` is true (the submit button is disabled and says so);
 * - `send` returns nothing when it succeeded, or a failure code that the page explains; a
 *   throw counts as 'failed'. What was typed stays in the form either way.
 */
export function useValidatedForm<Schema extends v.GenericSchema<FieldValues, FieldValues>, Failure extends string = 'failed'>(
  schema: Schema,
  defaultValues: DefaultValues<v.InferInput<Schema>>,
) {
  type Input = v.InferInput<Schema>;
  type Output = v.InferOutput<Schema>;
  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues,
    shouldFocusError: true,
  });
  const [failure, setFailure] = useState<Failure | 'failed' | null>(null);

  /** The form's onSubmit: validates, then sends the checked (trimmed) values. */
  const submit = (send: (values: Output) => Promise<Failure | void> | Failure | void) =>
    form.handleSubmit(
      async (values) => {
        setFailure(null);
        try {
          const outcome = await send(values);
          if (outcome) setFailure(outcome);
        } catch (error) {
          console.warn('The form could not be sent', error);
          setFailure('failed');
        }
      },
      () => setFailure(null),
    );

  /** The code of a field's error (a form-rules code or one the schema defines), if any. */
  const errorOf = (name: FieldPath<Input>) =>
    form.getFieldState(name, form.formState).error?.message as FieldErrorCode | (string & {}) | undefined;

  return { form, failure, setFailure, submitting: form.formState.isSubmitting, submit, errorOf };
}
