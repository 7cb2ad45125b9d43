import { useId } from 'react';
import { useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAppConfig } from '@meridian/shared/runtime/config';

/** Where the leave-preview form posts; the shell's server clears the preview cookie and returns to `return`. */
export const leavePreviewAction = '/_release/leave-preview';

/**
 * Says, above everything else, that this browser shows a remote's release that other visitors do
 * not see (a preview link's cookie, which only the server can clear: it is HttpOnly). Leaving is a
 * plain form post, so it works before the page is hydrated or without JavaScript at all. The
 * server renders the page with the same configuration the browser reads, so the banner is in the
 * server's HTML and hydrates as it is.
 */
export function PreviewBanner() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const labelId = useId();
  const preview = useAppConfig()?.preview;
  if (!preview) return null;
  // Ink on page colours, inverted: the highest contrast in either theme, unlike anything else on the page.
  return (
    <section aria-labelledby={labelId} data-testid="preview-banner" className="bg-ink text-page">
      <div className="ui-container flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
        <p className="flex-1 text-sm">
          <strong id={labelId} className="font-semibold">
            {t('preview.label')}
          </strong>
          {': '}
          {t('preview.message', { remote: preview.remote, version: preview.version })}
        </p>
        <form method="post" action={leavePreviewAction} data-native-submit="">
          <input type="hidden" name="return" value={`${pathname}${search}`} />
          <button
            type="submit"
            className="ui-button border border-page bg-page text-ink hover:bg-raised focus-visible:outline-page"
            data-testid="leave-preview"
          >
            {t('preview.leave')}
          </button>
        </form>
      </div>
    </section>
  );
}
