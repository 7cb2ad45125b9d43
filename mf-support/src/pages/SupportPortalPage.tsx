import { useTranslation } from 'react-i18next';
import { openLiveChat } from '@meridian/shared/runtime/events';
import { ActionTiles } from '@meridian/shared/ui/ActionTiles';
import { quickActions } from '../content/quick-actions';

export default function SupportPortalPage() {
  const { t } = useTranslation('support');
  const tiles = quickActions.map((action) => {
    const copy = { id: action.id, title: t(`actions.${action.id}.title`), text: t(`actions.${action.id}.text`) };
    return action.kind === 'link' ? { ...copy, to: action.to } : { ...copy, onSelect: openLiveChat };
  });
  return (
    <div className="ui-container su:py-12">
      <h1 className="ui-heading-1">{t('portal.title')}</h1>
      <p className="ui-lead su:mt-3 su:max-w-3xl">{t('portal.intro')}</p>
      <h2 className="ui-heading-2 su:mt-10 su:mb-6">{t('portal.quickActions')}</h2>
      <ActionTiles tiles={tiles} />
    </div>
  );
}
