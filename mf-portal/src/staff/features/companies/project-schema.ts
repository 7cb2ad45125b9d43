import * as v from 'valibot';
import { optionalText, requiredText } from '@meridian/shared/lib/form-rules';

/** The values the database accepts (`client_projects_status_check`: note the hyphen). */
export const projectStatuses = ['pending', 'in-progress', 'completed', 'rejected'] as const;
export const projectPriorities = ['low', 'medium', 'high'] as const;

/** The limits of `client_projects` (supabase/migrations/20261122000100_client_portal.sql). */
export const projectLimits = { title: 200, description: 2000 } as const;

/**
 * The largest budget the form takes: 15 digits stay exact in a JavaScript number (and far inside
 * the column's bigint).
 */
const maxBudgetDigits = 15;

/** What a failed project rule reports, besides the shared 'required' and 'tooLong'. */
export type ProjectErrorCode = 'progressRange' | 'wholeDollars' | 'tooLarge' | 'invalidDate' | 'endBeforeStart';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date input gives), not 2026-02-30. */
function isCalendarDay(text: string): boolean {
  const match = isoDay.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date input's value: empty (no date, stored as null) or a calendar day. */
const optionalDay = v.pipe(
  v.string('invalidDate'),
  v.trim(),
  v.check((day) => day === '' || isCalendarDay(day), 'invalidDate' satisfies ProjectErrorCode),
  v.transform((day) => (day === '' ? null : day)),
);

/**
 * The project form, for creating and editing alike (docs/decisions/0005-forms.md), with the
 * database's rules: a title (1..200), a description (at most 2000), a status and a priority from
 * their lists, progress a whole number 0..100, optional start and end days with the end not before
 * the start (reported on the end date), and a budget in whole dollars, 0 or more. Number inputs
 * hand over text; the output is the row as `client_projects` stores it.
 */
export const projectSchema = v.pipe(
  v.object({
    title: requiredText(projectLimits.title),
    description: optionalText(projectLimits.description),
    status: v.picklist(projectStatuses, 'required'),
    priority: v.picklist(projectPriorities, 'required'),
    progress: v.config(
      v.pipe(
        v.string('required'),
        v.trim(),
        v.nonEmpty('required'),
        v.regex(/^\d{1,3}$/, 'progressRange' satisfies ProjectErrorCode),
        v.transform(Number),
        v.maxValue(100, 'progressRange' satisfies ProjectErrorCode),
      ),
      { abortPipeEarly: true },
    ),
    start_date: optionalDay,
    end_date: optionalDay,
    budget: v.config(
      v.pipe(
        v.string('required'),
        v.trim(),
        v.nonEmpty('required'),
        v.regex(/^\d+$/, 'wholeDollars' satisfies ProjectErrorCode),
        v.maxLength(maxBudgetDigits, 'tooLarge' satisfies ProjectErrorCode),
        v.transform(Number),
      ),
      { abortPipeEarly: true },
    ),
  }),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      // ISO days compare as text.
      ({ start_date, end_date }) => !start_date || !end_date || end_date >= start_date,
      'endBeforeStart' satisfies ProjectErrorCode,
    ),
    ['end_date'],
  ),
);

export type ProjectForm = v.InferInput<typeof projectSchema>;
/** What the checked form hands over: the columns of `client_projects` that staff write. */
export type ProjectValues = v.InferOutput<typeof projectSchema>;

/** An empty form: a new project starts pending, medium priority, at 0%. */
export const newProjectForm: ProjectForm = {
  title: '',
  description: '',
  status: 'pending',
  priority: 'medium',
  progress: '0',
  start_date: '',
  end_date: '',
  budget: '',
};
