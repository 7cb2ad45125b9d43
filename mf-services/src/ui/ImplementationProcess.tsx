import { useTranslation } from '@meridian/shared/runtime/i18n';
import type { ImplementationPhase } from '../content/types';

/** The Implementation Process: numbered phases, each with its steps. */
export function ImplementationProcess({ phases }: { phases: readonly ImplementationPhase[] }) {
  const { t } = useTranslation('services');
  return (
    <ol className="sv:grid sv:gap-6 sv:md:grid-cols-2 sv:lg:grid-cols-4">
      {phases.map((phase, index) => (
        <li key={phase.phase} className="ui-card">
          <h3 className="sv:text-lg sv:font-semibold">
            <span className="sv:mr-2 sv:text-brand">{index + 1}.</span>
            {t(`phases.${phase.phase}`)}
          </h3>
          <ul className="sv:mt-3 sv:list-disc sv:space-y-1 sv:pl-5 sv:text-sm sv:text-muted">
            {phase.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
