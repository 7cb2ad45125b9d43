import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { messagingChatUrl } from '@meridian/shared/lib/messaging';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { footerGroups } from '../content/navigation';

export function Footer() {
  const { t } = useTranslation();
  const config = useAppConfig();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="ui-container grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4 sm:col-span-2 lg:col-span-1">
          <p className="font-bold text-ink">{t('brand')}</p>
          <p className="text-sm text-muted">{t('footer.tagline')}</p>
          {config ? (
            <a
              className="ui-button ui-button-secondary self-start"
              href={messagingChatUrl(config.contact.phone)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('footer.contactButton')}
              <span className="ui-visually-hidden"> {t('footer.newTab')}</span>
            </a>
          ) : null}
        </div>
        {footerGroups.map((group) => (
          <nav key={group.headingKey} aria-label={t(group.headingKey)}>
            <h2 className="mb-3 text-sm font-semibold text-ink">{t(group.headingKey)}</h2>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-brand hover:underline">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="ui-container pb-8 text-sm text-muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
