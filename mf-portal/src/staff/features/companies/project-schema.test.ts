import * as v from 'valibot';
import { fieldErrors } from '../../../testing/field-errors';
import { newProjectForm, projectSchema, type ProjectForm } from './project-schema';

const valid: ProjectForm = {
  title: '  Cloud migration ',
  description: ' Move the ERP. ',
  status: 'in-progress',
  priority: 'high',
  progress: '40',
  start_date: '2026-01-15',
  end_date: '2026-06-30',
  budget: '150000',
};
const errorsOf = (changes: Partial<Record<keyof ProjectForm, unknown>>) => fieldErrors(projectSchema, { ...valid, ...changes });

describe('projectSchema', () => {
  it('hands over the row as client_projects stores it: trimmed text, numbers, dates', () => {
    expect(v.parse(projectSchema, valid)).toEqual({
      title: 'Cloud migration',
      description: 'Move the ERP.',
      status: 'in-progress',
      priority: 'high',
      progress: 40,
      start_date: '2026-01-15',
      end_date: '2026-06-30',
      budget: 150000,
    });
  });

  it('stores empty dates as null and takes an empty description', () => {
    expect(v.parse(projectSchema, { ...valid, description: '', start_date: '', end_date: '' })).toMatchObject({
      description: '',
      start_date: null,
      end_date: null,
    });
  });

  it('needs a title of at most 200 characters', () => {
    expect(errorsOf({ title: '   ' })).toEqual({ title: 'required' });
    expect(errorsOf({ title: 'x'.repeat(201) })).toEqual({ title: 'tooLong' });
    expect(errorsOf({ title: 'x'.repeat(200) })).toEqual({});
  });

  it('takes a description of at most 2000 characters', () => {
    expect(errorsOf({ description: 'x'.repeat(2001) })).toEqual({ description: 'tooLong' });
    expect(errorsOf({ description: 'x'.repeat(2000) })).toEqual({});
  });

  it('takes only the database statuses (with the hyphen) and priorities', () => {
    expect(errorsOf({ status: 'in_progress' })).toEqual({ status: 'required' });
    expect(errorsOf({ priority: 'urgent' })).toEqual({ priority: 'required' });
    for (const status of ['pending', 'in-progress', 'completed', 'rejected']) expect(errorsOf({ status })).toEqual({});
  });

  it('takes progress as a whole number from 0 to 100', () => {
    expect(errorsOf({ progress: '0' })).toEqual({});
    expect(errorsOf({ progress: '100' })).toEqual({});
    expect(errorsOf({ progress: '101' })).toEqual({ progress: 'progressRange' });
    expect(errorsOf({ progress: '-1' })).toEqual({ progress: 'progressRange' });
    expect(errorsOf({ progress: '12.5' })).toEqual({ progress: 'progressRange' });
    expect(errorsOf({ progress: '' })).toEqual({ progress: 'required' });
  });

  it('needs a budget in whole dollars, 0 or more', () => {
    expect(errorsOf({ budget: '0' })).toEqual({});
    expect(errorsOf({ budget: '' })).toEqual({ budget: 'required' });
    expect(errorsOf({ budget: '-5' })).toEqual({ budget: 'wholeDollars' });
    expect(errorsOf({ budget: '99.50' })).toEqual({ budget: 'wholeDollars' });
    expect(errorsOf({ budget: '1e6' })).toEqual({ budget: 'wholeDollars' });
    expect(errorsOf({ budget: '1'.repeat(16) })).toEqual({ budget: 'tooLarge' });
    expect(v.parse(projectSchema, { ...valid, budget: '999999999999999' }).budget).toBe(999999999999999);
  });

  it('takes dates that exist, or none', () => {
    expect(errorsOf({ start_date: '2026-02-30' })).toEqual({ start_date: 'invalidDate' });
    expect(errorsOf({ end_date: '30/06/2026' })).toEqual({ end_date: 'invalidDate' });
    expect(errorsOf({ start_date: '2028-02-29', end_date: '' })).toEqual({});
  });

  it('refuses an end before the start, on the end date, and takes an open-ended or one-day project', () => {
    expect(errorsOf({ start_date: '2026-06-30', end_date: '2026-06-29' })).toEqual({ end_date: 'endBeforeStart' });
    expect(errorsOf({ start_date: '2026-06-30', end_date: '2026-06-30' })).toEqual({});
    expect(errorsOf({ start_date: '', end_date: '2026-06-29' })).toEqual({});
    expect(errorsOf({ start_date: '2026-06-30', end_date: '' })).toEqual({});
  });

  it('starts a new project empty, pending, medium priority, at 0% (and the empty form asks for a title and budget)', () => {
    expect(fieldErrors(projectSchema, newProjectForm)).toEqual({ title: 'required', budget: 'required' });
  });
});
