import { useTranslation } from '@meridian/shared/runtime/i18n';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { CookieChoices } from '../features/cookie-consent/CookieChoices';

const cookieRows = [
  { name: 'meridian.theme', kind: 'necessary', duration: 'oneYear' },
  { name: 'meridian.language', kind: 'functional', duration: 'oneYear' },
  { name: 'meridian.auth', kind: 'necessary', duration: 'session' },
  { name: 'meridian.cookieConsent', kind: 'necessary', duration: 'oneYear' },
] as const;

/** /cookies: the visitor's choice per kind of cookie, and what the site stores. */
export default function CookiesPage() {
  const { t } = useTranslation('marketing');
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{t('cookies.title')}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{t('cookies.intro')}</p>
      <CookieChoices />
      <section className="mk:mt-12" aria-labelledby="cookie-table">
        <h2 id="cookie-table" className="ui-heading-2 mk:mb-6">
          {t('cookies.tableHeading')}
        </h2>
        <DataTable
          caption={t('cookies.tableHeading')}
          columns={[t('cookies.columns.name'), t('cookies.columns.kind'), t('cookies.columns.purpose'), t('cookies.columns.duration')]}
          rows={cookieRows.map((row) => [
            row.name,
            t(`cookies.kinds.${row.kind}.title`),
            t(`cookies.purposes.${row.name.replace('meridian.', '')}`),
            t(`cookies.durations.${row.duration}`),
          ])}
        />
      </section>
    </div>
  );
}
