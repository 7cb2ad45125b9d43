import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { formatFileSize } from '@meridian/shared/lib/format';
import { Field } from '@meridian/shared/ui/Field';
import { ModalDialog } from '@meridian/shared/ui/ModalDialog';
import { useValidatedForm } from '@meridian/shared/ui/useValidatedForm';
import {
  maxProposalFileBytes,
  maxProposalFiles,
  maxProposalTitleLength,
  proposalFileTypes,
  proposalSchema,
  proposalServices,
  type ProposalDraft,
  type ProposalService,
} from './proposal';

interface UploadProposalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUpload: (draft: ProposalDraft) => void;
}

const emptyDraft = { title: '', services: [] as ProposalService[], files: [] as File[] };

/**
 * The Upload Proposal modal (the shared ModalDialog: focus trapped, Escape and the overlay close
 * it, focus returns to the tile that opened it). The draft lives in the form, which stays mounted
 * while the dialog is closed: closing with Escape keeps what was typed; Cancel discards it; Upload
 * validates first.
 */
export default function UploadProposalDialog({ open, onOpenChange, onUpload }: UploadProposalDialogProps) {
  const { t, i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const { form, submit, errorOf } = useValidatedForm(proposalSchema, emptyDraft);
  // Registered before the documents, so an empty title takes focus first.
  const titleField = form.register('title');
  // The documents are no input of their own: the dropzone adds them, and an error focuses the
  // "Choose files" button (the controller's ref).
  const {
    field: { value: chosenFiles, onChange: setFiles, ref: focusFilesRef },
  } = useController({ control: form.control, name: 'files' });
  const files = chosenFiles as File[];
  const [rejected, setRejected] = useState<string[]>([]);

  const addFiles = (accepted: File[], rejections: FileRejection[]) => {
    const known = new Set(files.map((file) => file.name));
    const fresh = accepted.filter((file) => !known.has(file.name));
    const room = maxProposalFiles - files.length;
    const kept = fresh.slice(0, Math.max(room, 0));
    const reasons = rejections.map(({ file, errors: fileErrors }) =>
      t(`proposal.rejected.${fileErrors[0]?.code === 'file-too-large' ? 'tooLarge' : 'wrongType'}`, {
        name: file.name,
        size: formatFileSize(maxProposalFileBytes, language),
      }),
    );
    if (kept.length < fresh.length) reasons.push(t('proposal.rejected.tooMany', { count: maxProposalFiles }));
    setRejected(reasons);
    if (kept.length > 0) {
      setFiles([...files, ...kept]);
      form.clearErrors('files');
    }
  };

  const {
    getRootProps,
    getInputProps,
    open: chooseFiles,
    isDragActive,
  } = useDropzone({
    accept: proposalFileTypes,
    maxSize: maxProposalFileBytes,
    multiple: true,
    // The visible "Choose files" button opens the picker; the area itself only takes drops.
    noClick: true,
    noKeyboard: true,
    onDrop: addFiles,
  });

  const close = (discard: boolean) => {
    if (discard) {
      form.reset();
      setRejected([]);
    }
    onOpenChange(false);
  };

  const upload = (draft: ProposalDraft) => {
    onUpload(draft);
    close(true);
  };

  const titleError = errorOf('title');
  const filesError = errorOf('files');
  const filesErrorId = `${id}-files-error`;
  const filesHintId = `${id}-files-hint`;

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close(false))}
      title={t('proposal.title')}
      description={t('proposal.intro')}
    >
      <form className="po:mt-6 po:flex po:flex-col po:gap-5" noValidate onSubmit={(event) => void submit(upload)(event)}>
        <Field
          label={t('proposal.projectTitle')}
          type="text"
          required
          maxLength={maxProposalTitleLength}
          error={titleError ? t(`proposal.errors.title.${titleError}`, { count: maxProposalTitleLength }) : undefined}
          {...titleField}
        />
        <fieldset>
          <legend className="ui-label">{t('proposal.services')}</legend>
          <div className="po:grid po:grid-cols-2 po:gap-2">
            {proposalServices.map((service) => (
              <label key={service} className="po:flex po:min-h-11 po:items-center po:gap-2 po:text-sm">
                <input type="checkbox" value={service} className="po:size-4 po:accent-accent" {...form.register('services')} />
                {t(`proposal.service.${service}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <p id={`${id}-files-label`} className="ui-label">
            {t('proposal.files')}
          </p>
          <div
            {...getRootProps({ role: 'group', 'aria-labelledby': `${id}-files-label` })}
            className={`po:flex po:flex-col po:items-center po:gap-3 po:rounded-md po:border-2 po:border-dashed po:p-6 po:text-center ${
              isDragActive ? 'po:border-brand po:bg-raised' : filesError ? 'po:border-red-600' : 'po:border-line'
            }`}
          >
            <input {...getInputProps({ 'aria-label': t('proposal.files'), 'aria-describedby': filesHintId })} />
            <p className="po:text-sm">{isDragActive ? t('proposal.dropNow') : t('proposal.dropHere')}</p>
            <button
              ref={focusFilesRef}
              type="button"
              className="ui-button ui-button-secondary"
              onClick={chooseFiles}
              aria-describedby={filesError ? `${filesErrorId} ${filesHintId}` : filesHintId}
            >
              {t('proposal.choose')}
            </button>
            <p id={filesHintId} className="po:text-xs po:text-muted">
              {t('proposal.fileRules', { count: maxProposalFiles, size: formatFileSize(maxProposalFileBytes, language) })}
            </p>
          </div>
          {filesError ? (
            <p id={filesErrorId} className="ui-field-error">
              {t('proposal.errors.files')}
            </p>
          ) : null}
          <div role="status">
            {rejected.length > 0 ? (
              <ul className="ui-field-error po:list-disc po:pl-5">
                {rejected.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </div>
          {files.length > 0 ? (
            <ul className="po:mt-3 po:flex po:flex-col po:gap-2" aria-label={t('proposal.chosen')}>
              {files.map((file) => (
                <li key={file.name} className="po:flex po:items-center po:justify-between po:gap-3 po:text-sm">
                  <span className="po:min-w-0 po:break-all">
                    {file.name} <span className="po:text-muted">({formatFileSize(file.size, language)})</span>
                  </span>
                  <button
                    type="button"
                    className="ui-link po:min-h-11 po:shrink-0"
                    aria-label={t('proposal.remove', { name: file.name })}
                    onClick={() => setFiles(files.filter((item) => item !== file))}
                  >
                    {t('proposal.removeShort')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="po:flex po:justify-end po:gap-3">
          <button type="button" className="ui-button ui-button-secondary" onClick={() => close(true)}>
            {t('proposal.cancel')}
          </button>
          <button type="submit" className="ui-button ui-button-primary">
            {t('proposal.upload')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
