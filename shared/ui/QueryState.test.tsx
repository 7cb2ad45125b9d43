import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { renderRemote } from '../testing/render-remote';
import { QueryState } from './QueryState';

function Projects({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['test', 'projects'], queryFn: load });
  return (
    <QueryState query={query} empty={<p>No projects yet.</p>}>
      {(projects) => (
        <ul>
          {projects.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const render = (load: () => Promise<string[]>) => renderRemote(<Projects load={load} />, { namespace: 'test', messages: {} });

describe('QueryState', () => {
  it('shows the loading state until the answer arrives, then the data', async () => {
    let answer!: (projects: string[]) => void;
    await render(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByTestId('query-loading')).toHaveTextContent('Loading…');
    answer(['Data platform']);
    expect(await screen.findByRole('listitem')).toHaveTextContent('Data platform');
    expect(screen.queryByTestId('query-loading')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    await render(() => Promise.resolve([]));
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
  });

  it('says what failed with Retry, and Retry recovers', async () => {
    const load = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(['Data platform']);
    await render(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Check your connection and try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Data platform');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the data shown when a refetch fails, with the failure and Retry above it', async () => {
    const load = jest.fn().mockResolvedValueOnce(['Data platform']).mockRejectedValueOnce({ code: '42501' });
    const { queryClient } = await render(load);
    expect(await screen.findByRole('listitem')).toHaveTextContent('Data platform');
    await queryClient.refetchQueries({ queryKey: ['test', 'projects'] }).catch(() => undefined);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this."));
    expect(screen.getByRole('listitem')).toHaveTextContent('Data platform');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
