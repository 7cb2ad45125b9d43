import { icons, type IconName } from '../content/icons';

/** A decorative icon from the content's icon names (the text beside it carries the meaning). */
export function ServiceIcon({ name, className = 'sv:size-6' }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
