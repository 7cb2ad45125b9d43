import { useTranslation } from '@meridian/shared/runtime/i18n';
import { FeedbackForm } from '../features/feedback/FeedbackForm';

/** /feedback: the feedback form, stored through supabase-js (insert only). */
export default function FeedbackPage() {
  const { t } = useTranslation('marketing');
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{t('feedback.title')}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{t('feedback.intro')}</p>
      <FeedbackForm />
    </div>
  );
}
