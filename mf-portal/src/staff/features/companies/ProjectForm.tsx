import { createElement, useEffect, useId } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import type { FailureKind } from '@meridian/shared/lib/supabase-errors';
import { useWriteFailureMessage } from '../../ui/use-write-failure-message';
import {
  projectLimits,
  projectPriorities,
  projectSchema,
  projectStatuses,
  type ProjectForm as Values,
  type ProjectValues,
} from './project-schema';

/**
 * The one project form, for a new project and for editing one: title, description, status,
 * priority, progress, dates and budget, checked by projectSchema. `onSave` stores the checked
 * values and returns the kind of failure when it was refused; a conflict (another project has the
 * title: titles are unique) is shown on the title field. What was typed
 * stays after a failure. The title field takes focus when the form opens.
 */
export function ProjectForm({
  heading,
  headingLevel,
  submitLabel,
  defaults,
  onSave,
  onCancel,
}: {
  heading: string;
  /** fits the form into the page's outline (h3 in the projects' section, h4 inside a project) */
  headingLevel: 2 | 3 | 4;
  submitLabel: string;
  defaults: Values;
  onSave: (values: ProjectValues) => Promise<FailureKind | undefined>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const failureMessage = useWriteFailureMessage();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof projectSchema, FailureKind>(projectSchema, defaults);

  const { setFocus } = form;
  useEffect(() => setFocus('title'), [setFocus]);

  const send = submit(async (values) => {
    const outcome = await onSave(values);
    if (outcome === 'conflict') {
      form.setError('title', { message: 'duplicate' }, { shouldFocus: true });
      return;
    }
    return outcome;
  });

  const error = (field: keyof Values) => {
    const code = errorOf(field);
    if (!code) return undefined;
    const count = field === 'title' || field === 'description' ? projectLimits[field] : undefined;
    return t(`projects.errors.${field}.${code}`, { count, defaultValue: t('projects.errors.invalid') });
  };
  const counter = (field: 'title' | 'description') => t('common.counter', { count: form.watch(field).length, max: projectLimits[field] });

  return (
    <form className="po:flex po:flex-col po:gap-5" noValidate aria-labelledby={headingId} onSubmit={(event) => void send(event)}>
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: headingLevel === 2 ? 'ui-heading-2' : 'po:text-lg po:font-semibold po:text-ink' },
        heading,
      )}
      <Field
        label={t('projects.form.title')}
        required
        maxLength={projectLimits.title}
        error={error('title')}
        hint={counter('title')}
        {...form.register('title')}
      />
      <Field
        as="textarea"
        label={t('projects.form.description')}
        rows={4}
        maxLength={projectLimits.description}
        error={error('description')}
        hint={counter('description')}
        {...form.register('description')}
      />
      <div className="po:grid po:gap-5 po:sm:grid-cols-2">
        <Field as="select" label={t('projects.form.status')} error={error('status')} {...form.register('status')}>
          {projectStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`common:status.${status.replace(/-/g, '_')}`)}
            </option>
          ))}
        </Field>
        <Field as="select" label={t('projects.form.priority')} error={error('priority')} {...form.register('priority')}>
          {projectPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {t(`common:priority.${priority}`)}
            </option>
          ))}
        </Field>
        <Field
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          required
          label={t('projects.form.progress')}
          hint={t('projects.form.progressHint')}
          error={error('progress')}
          {...form.register('progress')}
        />
        <Field
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          label={t('projects.form.budget')}
          hint={t('projects.form.budgetHint')}
          error={error('budget')}
          {...form.register('budget')}
        />
        <Field type="date" label={t('projects.form.startDate')} error={error('start_date')} {...form.register('start_date')} />
        <Field type="date" label={t('projects.form.endDate')} error={error('end_date')} {...form.register('end_date')} />
      </div>
      <div role="alert" className="po:empty:hidden">
        {failure ? <p className="ui-field-error">{failureMessage(failure)}</p> : null}
      </div>
      <div className="po:flex po:flex-wrap po:gap-3">
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('common.saving') : submitLabel}
        </button>
        <button type="button" className="ui-button ui-button-secondary" onClick={onCancel}>
          {t('projects.form.cancel')}
        </button>
      </div>
    </form>
  );
}
