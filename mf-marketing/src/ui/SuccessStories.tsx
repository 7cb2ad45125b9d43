import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocalizedContent } from '@meridian/shared/ui/useLocalizedContent';
import { loadCompany } from '../content/load';
import type { SuccessStory } from '../content/types';

/**
 * The home page's two case studies, each opening a detail dialog (Radix: modal, focus trapped,
 * Escape and the close button close it, focus returns to the card's button). Loaded after the
 * hero, so the largest content never waits for it.
 */
export function SuccessStories() {
  const state = useLocalizedContent('company', loadCompany);
  if (state.kind !== 'loaded') return null;
  const { heading, stories } = state.content.successStories;
  return (
    <section className="ui-container mk:pb-16" aria-labelledby="home-stories-heading">
      <h2 id="home-stories-heading" className="ui-heading-2 mk:mb-6">
        {heading}
      </h2>
      <ul className="mk:grid mk:gap-6 mk:md:grid-cols-2">
        {stories.map((story) => (
          <li key={story.title} className="ui-card mk:flex mk:flex-col mk:items-start mk:gap-3">
            <p className="mk:text-sm mk:text-muted">{story.client}</p>
            <h3 className="mk:text-lg mk:font-semibold">{story.title}</h3>
            <p className="mk:flex-1 mk:text-sm mk:text-muted">{story.summary}</p>
            <StoryDialog story={story} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StoryDialog({ story }: { story: SuccessStory }) {
  const { t } = useTranslation('marketing');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="ui-button ui-button-secondary">
        {t('home.stories.read')}
        <span className="sr-only">: {story.title}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mk:fixed mk:inset-0 mk:z-50 mk:bg-black/60" />
        <Dialog.Content className="mk:fixed mk:top-1/2 mk:left-1/2 mk:z-50 mk:max-h-[calc(100dvh-2rem)] mk:w-[calc(100vw-2rem)] mk:max-w-2xl mk:-translate-x-1/2 mk:-translate-y-1/2 mk:overflow-y-auto mk:rounded-lg mk:border mk:border-line mk:bg-surface mk:p-6 mk:text-ink mk:shadow-xl">
          <p className="mk:text-sm mk:text-muted">{story.client}</p>
          <Dialog.Title className="ui-heading-2 mk:mt-1">{story.title}</Dialog.Title>
          <Dialog.Description className="mk:mt-2 mk:text-muted">{story.summary}</Dialog.Description>
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
          <Dialog.Close className="ui-button ui-button-primary mk:mt-6">{t('home.stories.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
