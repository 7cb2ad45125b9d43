import { useId, type Ref } from 'react';
import { useDropzone } from 'react-dropzone';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { attachmentFormats, maxAttachmentBytes, maxAttachments, type AttachmentType } from '../lib/files';
import { formatFileSize, formatRelativeTime } from '../lib/format';
import { minutesToWait } from '../lib/supabase-errors';
import { clientStorageQuotaBytes, clientUploadsPerHour } from '../lib/storage-upload';
import type { useAttachments } from './use-attachments';

interface AttachmentPickerProps {
  attachments: ReturnType<typeof useAttachments>;
  /** the translated label of the whole control ("Attachments", "Documents") */
  label: string;
  /** the types this request takes (default: all of lib/files.ts) */
  accepted?: readonly AttachmentType[];
  /** the form's own translated help, read with the button after the picker's rules */
  hint?: string;
  /** an error of the form for this control (say, "add at least one document") */
  error?: string;
  /** the "Choose files" button, for a form that focuses it on an error */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** How a type is named to people, in the hint. */
const typeNames: Record<AttachmentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/**
 * The one file picker of every request form (docs/decisions/0009-client-requests.md): files are
 * dropped on the area or chosen with its button (the area itself takes no clicks or keys, so
 * keyboard users meet one ordinary button). Each chosen file shows its size and, while sending,
 * its own progress bar; refusals say which file and why. Copy from the shell's `common.files`.
 */
export function AttachmentPicker({ attachments, label, accepted, hint, error, buttonRef }: AttachmentPickerProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const id = useId();
  const types = accepted ?? (Object.keys(attachmentFormats) as AttachmentType[]);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: Object.fromEntries(types.map((type) => [type, [...attachmentFormats[type]]])),
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled: attachments.uploading,
    // Every file goes through our own check (content and name), which explains each refusal.
    onDrop: (acceptedFiles, rejections) => void attachments.add([...acceptedFiles, ...rejections.map(({ file }) => file)]),
  });
  const size = formatFileSize(maxAttachmentBytes, language);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div>
      <p id={`${id}-label`} className="ui-label">
        {label}
      </p>
      <div
        {...getRootProps({ role: 'group', 'aria-labelledby': `${id}-label` })}
        className={`flex flex-col items-center gap-3 rounded-md border-2 border-dashed p-5 text-center ${
          isDragActive ? 'border-brand bg-raised' : error ? 'border-red-600' : 'border-line'
        }`}
      >
        {/* react-dropzone hides its input with an inline style, which the page's CSP refuses in
            server-rendered HTML; a class hides it instead. */}
        <input {...getInputProps({ 'aria-label': label, 'aria-describedby': hintId, style: undefined, className: 'ui-visually-hidden' })} />
        <p className="text-sm">{isDragActive ? t('files.dropNow') : t('files.dropHere')}</p>
        <button
          ref={buttonRef}
          type="button"
          className="ui-button ui-button-secondary"
          onClick={open}
          disabled={attachments.uploading}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        >
          {t('files.choose')}
        </button>
        <p id={hintId} className="text-xs text-muted">
          {t('files.rules', { count: maxAttachments, size, types: types.map((type) => typeNames[type]).join(', ') })}
          {hint ? ` ${hint}` : null}
        </p>
      </div>
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
      <div role="status">
        {attachments.refused.length > 0 ? (
          <ul className="ui-field-error list-disc pl-5">
            {attachments.refused.map((refusal) => (
              <li key={`${refusal.name}-${refusal.problem}`}>
                {t(`files.refused.${refusal.problem}`, { name: refusal.name, size, count: maxAttachments })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {attachments.items.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-3" aria-label={t('files.chosen')}>
          {attachments.items.map((item) => {
            const percent = item.file.size > 0 ? Math.round((item.sent / item.file.size) * 100) : 0;
            return (
              <li key={item.key} className="flex flex-col gap-1 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 break-all">
                    {item.file.name} <span className="text-muted">({formatFileSize(item.file.size, language)})</span>
                  </span>
                  <button
                    type="button"
                    className="ui-link min-h-11 shrink-0"
                    disabled={attachments.uploading}
                    aria-label={t('files.remove', { name: item.file.name })}
                    onClick={() => attachments.remove(item.key)}
                  >
                    {t('files.removeShort')}
                  </button>
                </div>
                {item.state !== 'waiting' || attachments.uploading ? (
                  <div className="flex items-center gap-3">
                    <div
                      role="progressbar"
                      aria-label={t('files.progress', { name: item.file.name })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      className="h-2 flex-1 overflow-hidden rounded-full bg-raised"
                    >
                      <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
                    </div>
                    <span className="w-12 text-right text-xs text-muted">{percent}%</span>
                  </div>
                ) : null}
                {item.state === 'failed' && item.failure !== 'aborted' ? (
                  <p className="ui-field-error">
                    {item.failure === 'clientRateLimited'
                      ? t('files.failed.clientRateLimited', {
                          name: item.file.name,
                          limit: clientUploadsPerHour,
                          // An answer that does not say how long: at most the hour the limit counts.
                          wait: formatRelativeTime(minutesToWait(item.retryAfterSeconds ?? 3600), 'minute', language),
                        })
                      : t(`files.failed.${item.failure ?? 'failed'}`, {
                          name: item.file.name,
                          size,
                          quota: formatFileSize(clientStorageQuotaBytes, language),
                        })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
