import { useTranslation } from '@meridian/shared/runtime/i18n';
import { telHref } from '@meridian/shared/lib/messaging';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { emergencyIssues, nonEmergencyIssues, responseSteps } from '../content/emergency';

/** /emergency-support: the 24/7 line, the response process, and what counts as an emergency. */
export default function EmergencySupportPage() {
  const { t } = useTranslation('support');
  const contact = useAppConfig()?.contact;
  return (
    <div className="ui-container su:py-12">
      <h1 className="ui-heading-1">{t('emergency.title')}</h1>
      <p className="su:mt-6 su:rounded-lg su:bg-red-700 su:px-6 su:py-4 su:text-lg su:font-semibold su:text-white" role="note">
        {t('emergency.banner')}
      </p>

      {contact ? (
        <ul className="su:mt-8 su:grid su:gap-6 su:md:grid-cols-2">
          <li className="ui-card">
            <h2 className="su:text-lg su:font-semibold">{t('emergency.phone.title')}</h2>
            <p className="su:mt-1 su:text-sm su:text-muted">{t('emergency.phone.text')}</p>
            <a className="ui-link su:mt-3 su:inline-block su:text-xl" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          </li>
          <li className="ui-card">
            <h2 className="su:text-lg su:font-semibold">{t('emergency.email.title')}</h2>
            <p className="su:mt-1 su:text-sm su:text-muted">{t('emergency.email.text')}</p>
            <a className="ui-link su:mt-3 su:inline-block su:text-xl su:break-all" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        </ul>
      ) : null}

      <section className="su:mt-12" aria-labelledby="response-process">
        <h2 id="response-process" className="ui-heading-2">
          {t('emergency.processHeading')}
        </h2>
        <ol className="su:mt-6 su:grid su:gap-6 su:md:grid-cols-2 su:lg:grid-cols-4">
          {responseSteps.map((step, index) => (
            <li key={step} className="ui-card">
              <p className="su:text-sm su:font-semibold su:text-brand">{t('emergency.stepNumber', { number: index + 1 })}</p>
              <h3 className="su:mt-1 su:text-lg su:font-semibold">{t(`emergency.steps.${step}.title`)}</h3>
              <p className="su:mt-2 su:text-sm su:text-muted">{t(`emergency.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="su:mt-12 su:grid su:gap-6 su:md:grid-cols-2">
        {(
          [
            ['emergencyIssues', emergencyIssues],
            ['nonEmergencyIssues', nonEmergencyIssues],
          ] as const
        ).map(([list, items]) => (
          <section key={list} className="ui-card" aria-labelledby={list}>
            <h2 id={list} className="su:text-xl su:font-semibold">
              {t(`emergency.${list}.heading`)}
            </h2>
            <ul className="su:mt-4 su:list-disc su:space-y-2 su:pl-5 su:text-sm">
              {items.map((item) => (
                <li key={item}>{t(`emergency.${list}.items.${item}`)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
