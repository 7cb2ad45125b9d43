import { useTranslation } from '@meridian/shared/runtime/i18n';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { ChatBox } from '../features/contact/ChatBox';
import { MessageForm } from '../features/contact/MessageForm';

const channels = ['liveChat', 'email', 'portal'] as const;

/** /contact: channels, a message form (stored, insert only), the on-page chat box, address and hours. */
export default function ContactPage() {
  const { t } = useTranslation('marketing');
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{t('contact.title')}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{t('contact.intro')}</p>
      <section className="mk:mt-10" aria-labelledby="contact-channels">
        <h2 id="contact-channels" className="ui-heading-2 mk:mb-6">
          {t('contact.channels.heading')}
        </h2>
        <DataTable
          caption={t('contact.channels.heading')}
          columns={[t('contact.channels.channel'), t('contact.channels.response'), t('contact.channels.availability')]}
          rows={channels.map((channel) => [
            t(`contact.channels.${channel}.name`),
            t(`contact.channels.${channel}.response`),
            t(`contact.channels.${channel}.availability`),
          ])}
        />
      </section>
      <div className="mk:mt-12 mk:grid mk:gap-10 mk:lg:grid-cols-2">
        <MessageForm />
        <div className="mk:flex mk:flex-col mk:gap-10">
          <ChatBox />
          <section aria-labelledby="contact-office" className="ui-card">
            <h2 id="contact-office" className="mk:text-xl mk:font-semibold">
              {t('contact.office.heading')}
            </h2>
            <p className="mk:mt-2">{t('contact.office.address')}</p>
            <h3 className="mk:mt-4 mk:font-semibold">{t('contact.office.hoursHeading')}</h3>
            <p className="mk:mt-1">{t('contact.office.weekdays')}</p>
            <p>{t('contact.office.weekends')}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
