import type { Ref } from 'react';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete?: string;
  inputRef: Ref<HTMLInputElement>;
  /** the translated error, shown beside the field */
  error?: string;
  /** a translated hint, described while there is no error */
  hint?: string;
  maxLength?: number;
  /** for a controlled field (the proposal dialog keeps its draft while closed) */
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled input with its error (or hint) linked through aria-describedby: the portal forms' one field. */
export function Field({ id, name, label, type, autoComplete, inputRef, error, hint, maxLength, value, onChange }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
      />
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="po:mt-1 po:text-xs po:text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
