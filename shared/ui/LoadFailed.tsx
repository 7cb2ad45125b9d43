/**
 * The one "could not load, try again" block of a list, page or panel whose data failed to load:
 * the message, announced as an alert, with its Retry button beside it (wrapping below on a narrow
 * screen). The message is styled as an error like a field's (`ui-field-error`), its top margin
 * removed so it lines up with the button. `className` adds to the wrapper (its margins, say).
 */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className ? `flex flex-wrap items-center gap-3 ${className}` : 'flex flex-wrap items-center gap-3'}>
      <p role="alert" className="ui-field-error mt-0">
        {message}
      </p>
      <button type="button" className="ui-button ui-button-secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
