interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email';
  rows?: number;
  maxLength: number;
  autoComplete?: string;
}

/** A labelled input or textarea (with `rows`), its error beside it and announced through aria-describedby. */
export function FormField({ id, label, value, onChange, error, required, type = 'text', rows, maxLength, autoComplete }: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    required,
    maxLength,
    autoComplete,
    className: 'ui-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div>
      <label className="ui-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {rows ? (
        <textarea rows={rows} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
