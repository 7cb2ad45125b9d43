import { useTranslation } from '@meridian/shared/runtime/i18n';
import { ModalDialog } from '@meridian/shared/ui/ModalDialog';
import type { SuccessStory } from '../../content/types';

/** One success story in full: challenge, solution and results. */
export default function StoryDialog({ story, onClose }: { story: SuccessStory; onClose: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={story.title}
      description={story.summary}
      eyebrow={story.client}
      width="lg"
    >
      <h3 className="mk:mt-6 mk:font-semibold">{t('home.stories.challenge')}</h3>
      <p className="mk:mt-1 mk:text-sm">{story.challenge}</p>
      <h3 className="mk:mt-4 mk:font-semibold">{t('home.stories.solution')}</h3>
      <p className="mk:mt-1 mk:text-sm">{story.solution}</p>
      <h3 className="mk:mt-4 mk:font-semibold">{t('home.stories.results')}</h3>
      <ul className="mk:mt-1 mk:list-disc mk:space-y-1 mk:pl-5 mk:text-sm">
        {story.results.map((result) => (
          <li key={result}>{result}</li>
        ))}
      </ul>
      <button type="button" className="ui-button ui-button-primary mk:mt-6" onClick={onClose}>
        {t('home.stories.close')}
      </button>
    </ModalDialog>
  );
}
