import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { AttachmentPicker } from '@meridian/shared/ui/AttachmentPicker';
import { Field } from '@meridian/shared/ui/Field';
import { ModalDialog } from '@meridian/shared/ui/ModalDialog';
import { useAttachments } from '@meridian/shared/ui/use-attachments';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { proposalBucket, proposalServices, type ProposalService } from '../../../lib/proposals';
import { maxProposalTitleLength, proposalFileTypes, proposalSchema, type ProposalDraft } from './proposal';
import { submitFailureOf, type ProposalRow, type SubmitFailure } from './proposals-data';
import { useSubmitProposalMutation } from './queries';

interface UploadProposalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the signed-in client: the first folder of every uploaded object */
  userId: string;
  /** the company the proposal is sent for (the one the dashboard shows) */
  companyId: string;
  /** after the proposal and its documents were stored (and the list fetched again); the dialog has closed and cleared itself */
  onSent: (proposal: ProposalRow) => void;
}

const emptyDraft = { title: '', services: [] as ProposalService[], files: [] as { name: string; size: number }[] };

/**
 * The Upload Proposal modal (the shared ModalDialog: focus trapped, Escape and the overlay close
 * it, focus returns to what opened it). The draft lives in this component, which stays mounted
 * while the dialog is closed: closing with Escape keeps what was typed and chosen (an upload
 * under way goes on); Cancel discards it. Upload validates, then sends (useSubmitProposalMutation,
 * which fetches the proposals again): documents first, with per-file progress and a Cancel upload
 * button. Whatever fails, nothing typed or chosen is lost.
 */
export default function UploadProposalDialog({ open, onOpenChange, userId, companyId, onSent }: UploadProposalDialogProps) {
  const { t } = useTranslation('portal');
  const submitMutation = useSubmitProposalMutation(companyId);
  const config = useAppConfig();
  const id = useId();
  const attachments = useAttachments({ accepted: proposalFileTypes });
  const { form, submit, submitting, failure, setFailure, errorOf } = useValidatedForm<typeof proposalSchema, SubmitFailure>(
    proposalSchema,
    emptyDraft,
  );
  // The proposal a failed attempt stored without its documents; the next attempt completes it.
  const [unfinished, setUnfinished] = useState<ProposalRow | null>(null);
  // Registered in the order of the form, so the first field in error takes focus.
  const titleField = form.register('title');
  const serviceField = form.register('services');
  // The documents are no input of their own: the picker adds them, the form holds their names and
  // sizes for the schema, and an error focuses the picker's "Choose files" button (the controller's ref).
  const {
    field: { onChange: setFiles, ref: focusFilesRef },
  } = useController({ control: form.control, name: 'files' });
  useEffect(() => {
    setFiles(attachments.items.map((item) => ({ name: item.file.name, size: item.file.size })));
  }, [attachments.items, setFiles]);

  // Sending disables the Upload button, which would drop the focus of a client who pressed it:
  // the focus moves to Cancel upload while the documents go up, and back to Upload afterwards
  // (unless the client moved it elsewhere meanwhile).
  const submitRef = useRef<HTMLButtonElement>(null);
  const cancelUploadRef = useRef<HTMLButtonElement>(null);
  const pressedUpload = useRef(false);
  useEffect(() => {
    if (attachments.uploading && pressedUpload.current) cancelUploadRef.current?.focus();
  }, [attachments.uploading]);
  useEffect(() => {
    if (submitting || !pressedUpload.current) return;
    pressedUpload.current = false;
    // Where focus goes when Cancel upload disappears: the body, or the dialog itself (Radix's focus trap).
    const active = document.activeElement;
    if (!active || active === document.body || active === cancelUploadRef.current || active.getAttribute('role') === 'dialog')
      submitRef.current?.focus();
  }, [submitting]);

  const close = (discard: boolean) => {
    if (discard) {
      form.reset();
      attachments.clear();
      setFailure(null);
    }
    onOpenChange(false);
  };

  const send = async (draft: ProposalDraft): Promise<SubmitFailure | void> => {
    if (!config) return 'failed';
    let sent;
    try {
      sent = await submitMutation.mutateAsync({
        draft,
        steps: (client) => ({
          upload: () => attachments.upload({ client, config, bucket: proposalBucket, folder: userId, cleanUp: true }),
          forget: (files) => attachments.forget(client, proposalBucket, files),
        }),
        unfinished,
      });
    } catch (error) {
      return submitFailureOf(error);
    }
    if (!sent.filesRecorded) {
      setUnfinished(sent.proposal);
      return 'storedWithoutFiles';
    }
    setUnfinished(null);
    close(true);
    onSent(sent.proposal);
  };

  const titleError = errorOf('title');
  const servicesError = errorOf('services');
  const filesError = errorOf('files');
  const servicesErrorId = `${id}-services-error`;
  const email = config?.contact.email ?? '';
  // The database's refusals in the dialog's own words (nothing was sent, what to do next); the
  // kinds it has no words for read as everywhere else.
  const submitFailureMessage = (reason: SubmitFailure): string | null => {
    switch (reason) {
      case 'cancelled':
        return null;
      case 'storedWithoutFiles':
        return t('proposal.failure.storedWithoutFiles', { title: unfinished?.title ?? '', email });
      case 'uploadFailed':
      case 'invalid':
      case 'failed':
        return t(`proposal.failure.${reason}`, { email });
      case 'signedOut':
      case 'denied':
        return t('proposal.failure.denied', { email });
      case 'offline':
        return t('proposal.failure.failed', { email });
      default:
        return t(`failure.${reason}`, { ns: 'common' });
    }
  };
  const failureMessage = failure ? submitFailureMessage(failure) : null;

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close(false))}
      title={t('proposal.title')}
      description={t('proposal.intro')}
    >
      <form className="po:mt-6 po:flex po:flex-col po:gap-5" noValidate onSubmit={(event) => void submit(send)(event)}>
        <Field
          label={t('proposal.projectTitle')}
          type="text"
          required
          maxLength={maxProposalTitleLength}
          error={titleError ? t(`proposal.errors.title.${titleError}`, { count: maxProposalTitleLength }) : undefined}
          {...titleField}
        />
        <fieldset>
          <legend className="ui-label">
            {t('proposal.services')}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="po:grid po:grid-cols-2 po:gap-2">
            {proposalServices.map((service) => (
              <label key={service} className="po:flex po:min-h-11 po:items-center po:gap-2 po:text-sm">
                <input
                  type="checkbox"
                  value={service}
                  className="po:size-4 po:accent-accent"
                  aria-invalid={servicesError ? true : undefined}
                  aria-describedby={servicesError ? servicesErrorId : undefined}
                  {...serviceField}
                />
                {t(`proposal.service.${service}`)}
              </label>
            ))}
          </div>
          {servicesError ? (
            <p id={servicesErrorId} className="ui-field-error">
              {t('proposal.errors.services')}
            </p>
          ) : null}
        </fieldset>
        <AttachmentPicker
          attachments={attachments}
          label={t('proposal.files')}
          accepted={proposalFileTypes}
          error={filesError ? t('proposal.errors.files') : undefined}
          buttonRef={focusFilesRef}
        />
        <div role="alert" className="ui-field-error po:empty:hidden">
          {failureMessage}
        </div>
        <div role="status" className="po:text-sm po:font-medium po:empty:hidden">
          {failure === 'cancelled' ? t('proposal.cancelled') : null}
        </div>
        <div className="po:flex po:flex-wrap po:justify-end po:gap-3">
          {/* Keyed apart: a second press on Cancel upload must never land on Cancel (which discards). */}
          {attachments.uploading ? (
            <button
              key="cancel-upload"
              ref={cancelUploadRef}
              type="button"
              className="ui-button ui-button-secondary"
              onClick={attachments.cancel}
            >
              {t('proposal.cancelUpload')}
            </button>
          ) : (
            <button key="cancel" type="button" className="ui-button ui-button-secondary" disabled={submitting} onClick={() => close(true)}>
              {t('proposal.cancel')}
            </button>
          )}
          <button
            ref={submitRef}
            type="submit"
            className="ui-button ui-button-primary"
            disabled={submitting || submitMutation.isPending}
            onClick={() => {
              pressedUpload.current = document.activeElement === submitRef.current;
            }}
          >
            {submitting ? t('proposal.uploading') : t('proposal.upload')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
