import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchesSearch } from '../lib/search';
import { SearchFilterBar } from './SearchFilterBar';

const items = [
  { name: 'Cloud migration', kind: 'open' },
  { name: 'Cloud backup', kind: 'closed' },
  { name: 'Mobile app', kind: 'open' },
] as const;

function Example() {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<'all' | 'open' | 'closed'>('all');
  const shown = items.filter((item) => (kind === 'all' || item.kind === kind) && matchesSearch(query, [item.name], 'en'));
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
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ],
        }}
        resultCount={`${shown.length} shown`}
      />
      <ul>
        {shown.map((item) => (
          <li key={item.name}>{item.name}</li>
        ))}
      </ul>
    </>
  );
}

it('applies the search and the filter together and announces the count', async () => {
  render(<Example />);
  expect(screen.getByRole('status')).toHaveTextContent('3 shown');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'cloud');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cloud migration', 'Cloud backup']);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'open');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cloud migration']);
  expect(screen.getByRole('status')).toHaveTextContent('1 shown');
});
