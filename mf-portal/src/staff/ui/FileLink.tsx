import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatFileSize } from '@meridian/shared/lib/format';
import { goTo } from '../../lib/navigation';
import { useDownloadMutation } from '../lib/queries';

/**
 * One stored file as a download button: a one-minute signed link (the buckets are private; the
 * storage policies let signed-in staff read them) that saves it under its own name. A failure says
 * so under the button.
 */
export function FileLink({ bucket, path, name, size }: { bucket: string; path: string; name: string; size?: number }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const download = useDownloadMutation(bucket);

  const start = () => {
    // A second click while the link is made does nothing; the button stays enabled (and focused).
    if (download.isPending) return;
    download.mutate(
      { path, name },
      {
        onSuccess: (url) => goTo(url),
        onError: (error) => console.warn('A file could not be downloaded', error),
      },
    );
  };

  const label =
    size === undefined ? t('files.download', { name }) : t('files.downloadSized', { name, size: formatFileSize(size, language) });
  return (
    <span className="po:inline-flex po:flex-col po:items-start">
      <button type="button" className="ui-button ui-button-secondary po:text-left po:break-all" onClick={start}>
        {label}
      </button>
      {download.isError ? (
        <span role="alert" className="ui-field-error">
          {t('files.failed', { name })}
        </span>
      ) : null}
    </span>
  );
}
