import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  /** the translated label */
  label: ReactNode;
  /** the translated error, shown under the control and announced with it */
  error?: string;
  /** translated help (a rule, a character count), announced with the control */
  hint?: ReactNode;
  /** the control's id; a generated one when left out */
  id?: string;
}

type InputField = FieldFrame & { as?: 'input'; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>;
type TextareaField = FieldFrame & { as: 'textarea'; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>;
type SelectField = FieldFrame & { as: 'select'; ref?: Ref<HTMLSelectElement> } & SelectHTMLAttributes<HTMLSelectElement>;

export type FieldProps = InputField | TextareaField | SelectField;

/**
 * The one labelled form field of every form (docs/decisions/0005-forms.md): an input, a textarea
 * (`as="textarea"`) or a select (`as="select"`, options as children), its label, its hint and its
 * error tied to it through aria-describedby. A required field is marked with an asterisk that
 * screen readers skip (they announce `required`). `className` adds to the control's classes.
 * Spread react-hook-form's `register(name)` into it.
 */
export function Field(props: FieldProps) {
  const generatedId = useId();
  const { label, error, hint, id = generatedId, className, ...control } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, control['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    className: className ? `ui-input ${className}` : 'ui-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div>
      <label className="ui-label" htmlFor={id}>
        {label}
        {control.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control.as === 'textarea' ? (
        <textarea {...withoutAs(control)} {...shared} />
      ) : control.as === 'select' ? (
        <select {...withoutAs(control)} {...shared} />
      ) : (
        <input {...withoutAs(control)} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function withoutAs<T extends { as?: unknown }>({ as: _as, ...control }: T): Omit<T, 'as'> {
  return control;
}
