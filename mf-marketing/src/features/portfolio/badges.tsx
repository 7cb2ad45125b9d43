import { useTranslation } from '@meridian/shared/runtime/i18n';
import type { Portfolio } from '../../content/types';

type Proficiency = Portfolio['industries'][number]['technologies'][number]['proficiency'];
type CertificationStatus = Portfolio['industries'][number]['certifications'][number]['status'];

const green = 'mk:bg-green-100 mk:text-green-900';
const blue = 'mk:bg-blue-100 mk:text-blue-900';

// Badge colours as specified: Expert and Certified green, anything else blue; the text says it too.
function Badge({ value, highlighted }: { value: string; highlighted: boolean }) {
  const { t } = useTranslation('marketing');
  return <span className={`ui-badge ${highlighted ? green : blue}`}>{t(`portfolio.badges.${value}`)}</span>;
}

/** A skill's or technology's proficiency: Expert green, Advanced blue. */
export function ProficiencyBadge({ value }: { value: Proficiency }) {
  return <Badge value={value} highlighted={value === 'Expert'} />;
}

/** A certification's status: Certified green, In progress blue. */
export function StatusBadge({ value }: { value: CertificationStatus }) {
  return <Badge value={value} highlighted={value === 'Certified'} />;
}
