import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useClickBeforeHydration, type ClickBeforeHydrationProps } from '@meridian/shared/ui/use-click-before-hydration';
import {
  defaultConsent,
  optionalCookies,
  readConsent,
  saveConsent,
  storedConsentText,
  type Consent,
  type OptionalCookie,
} from '../../lib/cookie-consent';

const noSubscription = () => () => {};

/** The cookie switches, one per kind (necessary fixed on), saved in this browser and restored on return. */
export function CookieChoices() {
  const { t } = useTranslation('marketing');
  const id = useId();
  // The stored choice is this browser's: the server (and the hydration) show the defaults, and the
  // switches move to the stored choice right after. Once the visitor edits, the edit is shown.
  const stored = useSyncExternalStore(noSubscription, storedConsentText, () => null);
  const [edited, setConsent] = useState<Consent | null>(null);
  const consent = edited ?? readConsent({ getItem: () => stored });
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  const save = (chosen: Consent) => {
    try {
      saveConsent(chosen);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  // Pressed before hydration. The server's HTML showed the defaults, so a switch pressed an odd
  // number of times is set to the other side of its default; Save then saves with the switches set
  // (the page's script counts presses, not their order). The hooks hand over their counts in the
  // order they are called here: the switches first, then Save.
  const early = useRef<Partial<Consent>>({});
  const flipFromDefault = (kind: OptionalCookie) => (clicks: number) => {
    if (clicks % 2 === 0) return;
    early.current[kind] = !defaultConsent[kind];
    // Handed over at mount, when nothing is edited yet: the stored choice with the flips so far.
    setConsent({ ...readConsent(), ...early.current });
  };
  const earlyClicks: Record<OptionalCookie, ClickBeforeHydrationProps> = {
    functional: useClickBeforeHydration('cookie-functional', flipFromDefault('functional')),
    analytics: useClickBeforeHydration('cookie-analytics', flipFromDefault('analytics')),
    marketing: useClickBeforeHydration('cookie-marketing', flipFromDefault('marketing')),
  };
  const saveClicks = useClickBeforeHydration('cookie-save', () => save({ ...readConsent(), ...early.current }));

  const toggle = (kind: 'necessary' | (typeof optionalCookies)[number]) => {
    const fixed = kind === 'necessary';
    const checked = fixed ? true : consent[kind];
    return (
      <li key={kind} className="ui-card mk:flex mk:items-start mk:justify-between mk:gap-6">
        <div>
          <h3 id={`${id}-${kind}`} className="mk:font-semibold">
            {t(`cookies.kinds.${kind}.title`)}
          </h3>
          <p id={`${id}-${kind}-text`} className="mk:mt-1 mk:text-sm mk:text-muted">
            {t(`cookies.kinds.${kind}.text`)}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-${kind}`}
          aria-describedby={`${id}-${kind}-text`}
          disabled={fixed}
          {...(fixed ? {} : earlyClicks[kind])}
          onClick={() => {
            if (fixed) return;
            setConsent({ ...consent, [kind]: !consent[kind] });
            setStatus(null);
          }}
          className={`mk:relative mk:inline-flex mk:h-7 mk:w-12 mk:shrink-0 mk:items-center mk:rounded-full mk:border-2 mk:border-transparent mk:transition-colors mk:focus-visible:outline-2 mk:focus-visible:outline-offset-2 mk:focus-visible:outline-brand mk:disabled:cursor-not-allowed ${
            checked ? 'mk:bg-accent' : 'mk:bg-muted'
          }`}
        >
          <span
            aria-hidden="true"
            className={`mk:inline-block mk:size-5 mk:rounded-full mk:bg-white mk:shadow mk:transition-transform ${checked ? 'mk:translate-x-5' : 'mk:translate-x-0.5'}`}
          />
        </button>
      </li>
    );
  };

  return (
    <section className="mk:mt-10" aria-labelledby="cookie-choices">
      <h2 id="cookie-choices" className="ui-heading-2 mk:mb-6">
        {t('cookies.choicesHeading')}
      </h2>
      <ul className="mk:flex mk:max-w-3xl mk:flex-col mk:gap-4">{(['necessary', ...optionalCookies] as const).map(toggle)}</ul>
      <div className="mk:mt-6 mk:flex mk:flex-wrap mk:items-center mk:gap-4">
        <button type="button" className="ui-button ui-button-primary" onClick={() => save(consent)} {...saveClicks}>
          {t('cookies.save')}
        </button>
        <p role="status" className="mk:text-sm mk:font-medium">
          {status === 'saved' ? t('cookies.saved') : status === 'failed' ? t('cookies.failed') : ''}
        </p>
      </div>
    </section>
  );
}
