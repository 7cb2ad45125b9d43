import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it('announces the message and retries on click', async () => {
    const onRetry = jest.fn();
    render(<LoadFailed message="The tickets could not be loaded." retryLabel="Try again" onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('The tickets could not be loaded.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Try again');
    expect(onRetry).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('adds the caller’s classes to the wrapper', () => {
    const { container } = render(<LoadFailed message="Failed." retryLabel="Retry" onRetry={() => {}} className="po:mt-4" />);
    expect(container.firstElementChild).toHaveClass('flex', 'po:mt-4');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('type', 'button');
  });
});
