import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { sitemapGroups } from '../content/sitemap';

export default function SitemapPage() {
  const { t } = useTranslation('marketing');
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{t('sitemap.title')}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{t('sitemap.intro')}</p>
      <div className="mk:mt-10 mk:grid mk:gap-8 mk:sm:grid-cols-2 mk:lg:grid-cols-3">
        {sitemapGroups.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="mk:text-xl mk:font-semibold">
              {t(`sitemap.groups.${group.id}`)}
            </h2>
            <ul className="mk:mt-3 mk:flex mk:flex-col mk:gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className="ui-link" to={link.to}>
                    {t(`sitemap.links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
