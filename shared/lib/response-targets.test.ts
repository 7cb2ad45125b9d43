import { byTimeLeft, firstResponseDue, firstResponseTargetMinutes, formatDue, formatMinutes, targetState } from './response-targets';

const opened = '2026-11-27T10:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();
const minutes = (n: number) => n * 60_000;

/** A ticket opened at 10:00 UTC with the database's due time for its priority. */
function ticket(priority: keyof typeof firstResponseTargetMinutes, fields: Partial<Parameters<typeof targetState>[0]> = {}) {
  return {
    priority,
    status: 'open',
    created_at: opened,
    first_response_due_at: firstResponseDue(opened, priority).toISOString(),
    first_responded_at: null,
    ...fields,
  };
}

describe('first-response due times', () => {
  it.each([
    ['critical', '2026-11-27T10:15:00.000Z'],
    ['high', '2026-11-27T11:00:00.000Z'],
    ['medium', '2026-11-27T14:00:00.000Z'],
    ['low', '2026-11-28T10:00:00.000Z'],
  ] as const)('a %s ticket opened at 10:00 is due at %s, nights and weekends included', (priority, due) => {
    expect(firstResponseDue(opened, priority).toISOString()).toBe(due);
  });

  it('runs over a weekend without pausing: a low ticket opened on Saturday night is due on Sunday night', () => {
    expect(firstResponseDue('2026-11-28T22:30:00.000Z', 'low').toISOString()).toBe('2026-11-29T22:30:00.000Z');
  });
});

describe('targetState', () => {
  it('counts down while waiting, and warns once less than a quarter of the target is left', () => {
    expect(targetState(ticket('high'), at('2026-11-27T10:30:00Z'))).toMatchObject({
      kind: 'waiting',
      msLeft: minutes(30),
      targetMinutes: 60,
      warn: false,
    });
    expect(targetState(ticket('high'), at('2026-11-27T10:46:00Z'))).toMatchObject({ kind: 'waiting', msLeft: minutes(14), warn: true });
    expect(targetState(ticket('critical'), at('2026-11-27T10:11:00Z'))).toMatchObject({ kind: 'waiting', msLeft: minutes(4), warn: false });
    expect(targetState(ticket('critical'), at('2026-11-27T10:12:00Z'))).toMatchObject({ kind: 'waiting', warn: true });
  });

  it('is overdue once the due time has passed without an answer', () => {
    expect(targetState(ticket('critical'), at('2026-11-27T10:35:00Z'))).toMatchObject({
      kind: 'overdue',
      msLate: minutes(20),
      targetMinutes: 15,
    });
  });

  it('says how soon the first answer came, and whether within target', () => {
    expect(targetState(ticket('high', { first_responded_at: '2026-11-27T10:42:00Z' }), at('2026-11-28T00:00:00Z'))).toEqual({
      kind: 'answered',
      minutes: 42,
      withinTarget: true,
    });
    expect(targetState(ticket('critical', { first_responded_at: '2026-11-27T10:16:00Z' }), 0)).toEqual({
      kind: 'answered',
      minutes: 16,
      withinTarget: false,
    });
  });

  it('owes nothing once resolved without an answer', () => {
    expect(targetState(ticket('low', { status: 'resolved' }), at('2026-11-30T00:00:00Z'))).toEqual({ kind: 'closed' });
  });
});

describe('byTimeLeft', () => {
  it('puts the latest overdue ticket first, then the least time left, then answered ones by last activity', () => {
    const now = at('2026-11-27T10:30:00Z');
    const row = (id: string, priority: keyof typeof firstResponseTargetMinutes, updated_at: string, fields = {}) => ({
      id,
      updated_at,
      ...ticket(priority, fields),
    });
    const sorted = byTimeLeft(
      [
        row('answered-old', 'high', '2026-11-27T10:05:00Z', { first_responded_at: '2026-11-27T10:05:00Z' }),
        row('low-waiting', 'low', '2026-11-27T10:00:00Z'),
        row('critical-late', 'critical', '2026-11-27T10:00:00Z'),
        row('high-waiting', 'high', '2026-11-27T10:00:00Z'),
        row('answered-new', 'low', '2026-11-27T10:20:00Z', { first_responded_at: '2026-11-27T10:20:00Z' }),
        row('critical-later', 'critical', '2026-11-27T10:00:00Z', {
          created_at: '2026-11-27T09:00:00Z',
          first_response_due_at: '2026-11-27T09:15:00Z',
        }),
      ],
      now,
    );
    expect(sorted.map((entry) => entry.id)).toEqual([
      'critical-later',
      'critical-late',
      'high-waiting',
      'low-waiting',
      'answered-new',
      'answered-old',
    ]);
  });
});

describe('formatting', () => {
  it('says durations as each language does', () => {
    expect(formatMinutes(42, 'en')).toBe('42 minutes');
    expect(formatMinutes(60, 'en')).toBe('1 hour');
    expect(formatMinutes(125, 'en')).toBe('2 hours 5 minutes');
    expect(formatMinutes(15, 'id')).toBe('15 menit');
    expect(formatMinutes(240, 'ms')).toBe('4 jam');
  });

  it("shows a due time today as the reader's clock time, another day with its date", () => {
    const due = new Date(2026, 10, 27, 14, 30);
    expect(formatDue(due, 'en', new Date(2026, 10, 27, 13, 0).getTime())).toBe('2:30 PM');
    expect(formatDue(due, 'id', new Date(2026, 10, 27, 13, 0).getTime())).toBe('14.30');
    expect(formatDue(due, 'en', new Date(2026, 10, 26, 23, 0).getTime())).toMatch(/^Nov 27, 2026.*2:30\sPM$/);
  });
});
