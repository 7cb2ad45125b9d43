import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import type { SuccessStory } from '../../content/types';
import { useCompany } from '../../content/use-company';

// The dialog (and Radix with it) is only downloaded when a visitor opens a story.
const StoryDialog = lazy(() => import('./StoryDialog'));

/** The home page's two case studies. Loaded after the hero, so the largest content never waits for them. */
export function SuccessStories() {
  const { t } = useTranslation('marketing');
  const state = useCompany();
  const [openStory, setOpenStory] = useState<SuccessStory | null>(null);
  // Optional on the home page: if its content fails to arrive, the section is simply left out.
  if (state.kind !== 'loaded') return null;
  const { heading, stories } = state.content.successStories;
  return (
    <section className="ui-container mk:pb-16" aria-labelledby="home-stories-heading">
      <h2 id="home-stories-heading" className="ui-heading-2 mk:mb-6">
        {heading}
      </h2>
      <ul className="mk:grid mk:gap-6 mk:md:grid-cols-2">
        {stories.map((story, index) => (
          <li key={story.title} className="ui-card mk:flex mk:flex-col mk:items-start mk:gap-3">
            <p className="mk:text-sm mk:text-muted">{story.client}</p>
            <h3 className="mk:text-lg mk:font-semibold">{story.title}</h3>
            <p className="mk:flex-1 mk:text-sm mk:text-muted">{story.summary}</p>
            <ReadStoryButton
              name={`story-${index}`}
              label={t('home.stories.read')}
              title={story.title}
              onOpen={() => setOpenStory(story)}
            />
          </li>
        ))}
      </ul>
      {openStory ? (
        <Suspense fallback={null}>
          <StoryDialog story={openStory} onClose={() => setOpenStory(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Read the story: pressed before hydration, the story opens once hydrated. */
function ReadStoryButton({ name, label, title, onOpen }: { name: string; label: string; title: string; onOpen: () => void }) {
  const earlyClicks = useClickBeforeHydration(name, onOpen);
  return (
    <button type="button" className="ui-button ui-button-secondary" aria-haspopup="dialog" onClick={onOpen} {...earlyClicks}>
      {label}
      <span className="ui-visually-hidden">: {title}</span>
    </button>
  );
}
