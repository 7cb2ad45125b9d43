import { useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { useSavedArticle } from './saved-articles';

/**
 * Share: the system share sheet where the browser has one, else the link is copied (or shown, if
 * copying is refused). Save: toggles the article in the browser's reading list. Both say what happened.
 */
export function ShareSaveButtons({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('insights');
  const { saved, toggle, save } = useSavedArticle(id);
  const [message, setMessage] = useState('');
  // Pressed before hydration. The browser lets a page open the share sheet or write to the clipboard
  // only during the press itself, so Share says it was not ready. The server's HTML offers Save (it
  // cannot know this browser's list), so an odd count saves the article.
  const shareClicks = useClickBeforeHydration('article-share', () => setMessage(t('article.shareNotReady')));
  const saveClicks = useClickBeforeHydration('article-save', (clicks) => {
    if (clicks % 2 === 1) setMessage(save() ? t('article.savedNote') : t('article.unsavedNote'));
  });

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        setMessage(t('article.shared'));
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('article.copied'));
    } catch {
      setMessage(t('article.copyFailed', { url }));
    }
  };

  return (
    <div className="in:flex in:flex-wrap in:items-center in:gap-3">
      <button type="button" className="ui-button ui-button-secondary" onClick={() => void share()} {...shareClicks}>
        <Share2 aria-hidden="true" focusable="false" className="in:size-4" />
        {t('article.share')}
      </button>
      <button
        type="button"
        className="ui-button ui-button-secondary"
        aria-pressed={saved}
        onClick={() => setMessage(toggle() ? t('article.savedNote') : t('article.unsavedNote'))}
        {...saveClicks}
      >
        {saved ? (
          <BookmarkCheck aria-hidden="true" focusable="false" className="in:size-4" />
        ) : (
          <Bookmark aria-hidden="true" focusable="false" className="in:size-4" />
        )}
        {saved ? t('article.saved') : t('article.save')}
      </button>
      <p role="status" className="in:text-sm in:text-muted in:break-all">
        {message}
      </p>
    </div>
  );
}
