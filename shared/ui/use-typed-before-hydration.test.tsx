import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { matchesSearch } from '../lib/search';
import { SearchFilterBar } from './SearchFilterBar';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function Search({ onApply }: { onApply?: (typed: string) => void }) {
  const [query, setQuery] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, query, (typed) => {
    onApply?.(typed);
    setQuery(typed);
  });
  return (
    <>
      <input ref={ref} aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p>Searching for: {query}</p>
    </>
  );
}

const items = ['Cloud migration', 'Cloud backup', 'Mobile app'];

function List() {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<'all' | 'cloud'>('all');
  const shown = items.filter((item) => (kind === 'all' || item.startsWith('Cloud')) && matchesSearch(query, [item], 'en'));
  return (
    <>
      <SearchFilterBar
        search={{ label: 'Search', placeholder: 'Name', value: query, onChange: setQuery }}
        filter={{
          label: 'Kind',
          value: kind,
          onChange: setKind,
          options: [
            { value: 'all', label: 'All' },
            { value: 'cloud', label: 'Cloud' },
          ],
        }}
        resultCount={`${shown.length} shown`}
      />
      <ul>
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** The server's HTML in the document, changed by `visitor` as a visitor would before any script ran, then hydrated. */
async function hydrateAfter(page: React.ReactElement, visitor: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  visitor();
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => void errors.push(error) }));
  });
  expect(errors).toEqual([]);
}

const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

it('applies text typed into a server-rendered field before hydration, and keeps it in the field', async () => {
  await hydrateAfter(<Search />, () => {
    (screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value = 'cloud';
  });
  expect(screen.getByText('Searching for: cloud')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('cloud');
  // The next keystroke continues from what was typed, not from the server's empty value.
  await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 's');
  expect(screen.getByText('Searching for: clouds')).toBeInTheDocument();
});

it('does nothing when the field holds what the page rendered', async () => {
  const onApply = jest.fn();
  await hydrateAfter(<Search onApply={onApply} />, () => undefined);
  render(<Search onApply={onApply} />);
  expect(onApply).not.toHaveBeenCalled();
});

it('the search-and-filter bar applies a search typed and a filter chosen before hydration', async () => {
  await hydrateAfter(<List />, () => {
    (screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value = 'backup';
    (screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value = 'cloud';
  });
  expect(listed()).toEqual(['Cloud backup']);
  expect(screen.getByRole('status')).toHaveTextContent('1 shown');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('backup');
  expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('cloud');

  // The filter chosen early stays applied when the visitor searches again.
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
  expect(listed()).toEqual(['Cloud migration', 'Cloud backup']);
});
