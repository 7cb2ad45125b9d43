import { useTranslation } from '@meridian/shared/runtime/i18n';
import { telHref } from '@meridian/shared/lib/messaging';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { openLiveChat } from '@meridian/shared/runtime/events';

/** Phone (24/7), e-mail (answered within 24 hours) and live chat, with the contacts from the site config. */
export function SupportCards() {
  const { t } = useTranslation('portal');
  const contact = useAppConfig()?.contact;
  const cards = [
    {
      id: 'phone',
      action: contact ? (
        <a className="ui-link" href={telHref(contact.phone)}>
          {contact.phone}
        </a>
      ) : null,
    },
    {
      id: 'email',
      action: contact ? (
        <a className="ui-link po:break-all" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ) : null,
    },
    {
      id: 'chat',
      action: (
        <button type="button" className="ui-button ui-button-secondary" onClick={openLiveChat}>
          {t('support.chat.action')}
        </button>
      ),
    },
  ];
  return (
    <ul className="po:grid po:gap-6 po:md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id} className="ui-card po:flex po:flex-col po:items-start po:gap-2">
          <h3 className="po:text-lg po:font-semibold">{t(`support.${card.id}.title`)}</h3>
          <p className="po:text-sm po:text-muted">{t(`support.${card.id}.text`)}</p>
          {card.action}
        </li>
      ))}
    </ul>
  );
}
