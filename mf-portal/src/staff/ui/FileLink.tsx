import { useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { formatFileSize } from '@meridian/shared/lib/format';
import { goTo } from '../../lib/navigation';

/**
 * One stored file as a download button: a one-minute signed link (the buckets are private; the
 * storage policies let signed-in staff read them) that saves it under its own name. A failure says
 * so under the button.
 */
export function FileLink({ bucket, path, name, size }: { bucket: string; path: string; name: string; size?: number }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    // A second click while the link is made does nothing; the button stays enabled (and focused).
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const client = await getClient();
      const { data, error } = await client.storage.from(bucket).createSignedUrl(path, 60, { download: name });
      if (error || !data) throw error ?? new Error('No signed URL');
      goTo(data.signedUrl);
    } catch (error) {
      console.warn('A file could not be downloaded', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const label =
    size === undefined ? t('files.download', { name }) : t('files.downloadSized', { name, size: formatFileSize(size, language) });
  return (
    <span className="po:inline-flex po:flex-col po:items-start">
      <button type="button" className="ui-button ui-button-secondary po:text-left po:break-all" onClick={() => void download()}>
        {label}
      </button>
      {failed ? (
        <span role="alert" className="ui-field-error">
          {t('files.failed', { name })}
        </span>
      ) : null}
    </span>
  );
}
