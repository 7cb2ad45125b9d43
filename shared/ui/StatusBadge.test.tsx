import { screen } from '@testing-library/react';
import { renderRemote } from '../testing/render-remote';
import { StatusBadge, statusTone } from './StatusBadge';

describe('StatusBadge', () => {
  it('colours a status by what it means, whichever table it comes from', () => {
    expect(['pending', 'open', 'submitted'].map(statusTone)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(['in-progress', 'in_progress', 'under_review'].map(statusTone)).toEqual(['active', 'active', 'active']);
    expect(['completed', 'resolved', 'accepted', 'handled'].map(statusTone)).toEqual(['done', 'done', 'done', 'done']);
    expect(['rejected', 'declined'].map(statusTone)).toEqual(['refused', 'refused']);
    expect(statusTone('archived')).toBe('neutral');
  });

  it('labels a status from the common copy, the same for both spellings of "in progress"', async () => {
    await renderRemote(
      <>
        <StatusBadge status="submitted" />
        <StatusBadge status="in-progress" />
        <StatusBadge status="in_progress" />
        <StatusBadge kind="priority" status="high" />
      </>,
      { namespace: 'test', messages: {} },
    );
    expect(screen.getByText('Submitted')).toHaveClass('ui-badge', 'ui-badge-waiting');
    expect(screen.getAllByText('In progress').map((badge) => badge.className)).toEqual([
      'ui-badge ui-badge-active',
      'ui-badge ui-badge-active',
    ]);
    expect(screen.getByText('High')).toHaveClass('ui-badge-refused');
  });
});
