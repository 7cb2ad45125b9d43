import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatFileSize } from '@meridian/shared/lib/format';
import type { TicketFile } from '@meridian/shared/lib/tickets';
import { useDownloadLinkMutation } from './queries';

/** Where a download goes; a seam so tests can watch it. */
export const browser = { open: (url: string) => window.location.assign(url) };

/**
 * A ticket's or reply's files, each a button that asks Storage for a one-minute signed link (the
 * reader's own files only; the policies refuse anyone else) and downloads it under its own name.
 */
export function FileLinks({ files }: { files: readonly TicketFile[] }) {
  const { t } = useTranslation('support');
  const language = usePageLanguage();
  const link = useDownloadLinkMutation();
  if (files.length === 0) return null;

  const download = (file: TicketFile) =>
    link.mutate(file, {
      onSuccess: (url) => browser.open(url),
      onError: (error) => console.warn('The file could not be downloaded', error),
    });

  return (
    <div className="su:mt-3">
      <ul className="su:flex su:flex-wrap su:gap-2" aria-label={t('thread.files')}>
        {files.map((file) => (
          <li key={file.id}>
            <button type="button" className="ui-button ui-button-secondary su:text-sm" onClick={() => download(file)}>
              <span className="ui-visually-hidden">{t('thread.download')} </span>
              <span className="su:break-all">{file.file_name}</span>
              <span className="su:ml-1 su:text-muted">({formatFileSize(file.size_bytes, language)})</span>
            </button>
          </li>
        ))}
      </ul>
      {link.isError ? (
        <p role="alert" className="ui-field-error">
          {t('thread.downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}
