/**
 * A project's progress as a bar with its percentage beside it: the one way the dashboard and the
 * staff workspace show it. The width is set from script (React's style property), which the
 * site's policy for inline styles allows, unlike a style attribute in the server's HTML.
 */
export function ProgressMeter({ label, value, barClassName = 'po:w-24' }: { label: string; value: number; barClassName?: string }) {
  return (
    <>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={`po:h-2 po:overflow-hidden po:rounded-full po:bg-raised ${barClassName}`}
      >
        <div className="po:h-full po:bg-accent" style={{ width: `${value}%` }} />
      </div>
      <span className="po:text-xs po:text-muted">{value}%</span>
    </>
  );
}
