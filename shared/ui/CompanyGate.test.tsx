import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager, useQuery } from '@tanstack/react-query';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { AuthContextValue } from '@meridian/shared/runtime/auth';
import type { Company } from '@meridian/shared/runtime/company';
import { useLocation } from 'react-router-dom';
import { contoso, northwind } from '../testing/companies';
import { renderRemote } from '../testing/render-remote';
import { CompanyGate } from './CompanyGate';
import { CompanySwitcher } from './CompanySwitcher';

let person = 0;

function LoginProbe() {
  return <p data-testid="login-state">{JSON.stringify(useLocation().state)}</p>;
}

/** A signed-in person (a new one per test) and the company-data reads the page made, by company id. */
function setup(memberships: { current: Company[] | Promise<Company[]> }, mfa = { enabled: false, verified: false }) {
  const reads: string[] = [];
  const rpc = jest.fn(async (name: string) => ({ data: name === 'mfa_status' ? mfa : await memberships.current, error: null }));
  const auth: Partial<AuthContextValue> = {
    status: 'signed-in',
    session: { user: { id: `person-${++person}` } } as Session,
    getClient: async () => ({ rpc }) as unknown as SupabaseClient,
  };
  function Rows({ company }: { company: Company }) {
    const rows = useQuery({
      queryKey: ['test', 'rows', company.id],
      queryFn: async () => {
        reads.push(company.id);
        return [`${company.name} project`];
      },
    });
    return (
      <ul>
        {rows.data?.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    );
  }
  const page = (
    <>
      <CompanySwitcher />
      <CompanyGate>{(company) => <Rows company={company} />}</CompanyGate>
    </>
  );
  return {
    reads,
    rpc,
    render: () => renderRemote(page, { namespace: 'test', messages: {}, auth, path: '/support', routes: { '/login': <LoginProbe /> } }),
  };
}

beforeEach(() => window.localStorage.clear());

describe('CompanyGate', () => {
  it('shows loading until the memberships are known, and reads no company data meanwhile', async () => {
    let answer!: (companies: Company[]) => void;
    const { reads, render } = setup({ current: new Promise((resolve) => (answer = resolve)) });
    await render();
    expect(screen.getByTestId('query-loading')).toBeInTheDocument();
    expect(reads).toEqual([]);
    await act(async () => answer([northwind]));
    expect(await screen.findByText('Northwind Traders project')).toBeInTheDocument();
    expect(reads).toEqual([northwind.id]);
  });

  it('tells a person in no company how to get one, with a link to contact us', async () => {
    const { reads, render } = setup({ current: [] });
    await render();
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByTestId('company-none')).toHaveTextContent('not part of a client company');
    expect(reads).toEqual([]);
  });

  it('lets a person in no company start one, which the page then shows; a refused name says why', async () => {
    const memberships: { current: Company[] } = { current: [] };
    const { reads, rpc, render } = setup(memberships);
    (rpc as jest.Mock).mockImplementation(async (name: string, args?: { p_name?: string }) => {
      if (name === 'create_company' && args?.p_name === 'Bad') return { data: null, error: { code: 'P0001', message: 'invalid_name' } };
      if (name === 'create_company') {
        memberships.current = [{ ...northwind, name: args?.p_name ?? '' }];
        return { data: { company_id: northwind.id, company: args?.p_name }, error: null };
      }
      return { data: name === 'mfa_status' ? { enabled: false, verified: false } : memberships.current, error: null };
    });
    await render();
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Start company' }));
    expect(name).toHaveAccessibleDescription("Enter your company's name.");
    expect(rpc).not.toHaveBeenCalledWith('create_company', expect.anything());
    await userEvent.type(name, 'Bad');
    await userEvent.click(screen.getByRole('button', { name: 'Start company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a name of 1 to 120 characters');
    await userEvent.clear(name);
    await userEvent.type(name, '  Acme Works ');
    await userEvent.click(screen.getByRole('button', { name: 'Start company' }));
    expect(rpc).toHaveBeenCalledWith('create_company', { p_name: 'Acme Works' });
    expect(await screen.findByText('Acme Works project')).toBeInTheDocument();
    expect(reads).toEqual([northwind.id]);
  });

  it('asks for two-step sign-in where the company requires it, and reads none of its data', async () => {
    const { reads, render } = setup({ current: [{ ...northwind, require_second_factor: true, second_factor_enabled: false }] });
    await render();
    expect(await screen.findByText('Northwind Traders asks for two-step sign-in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn on two-step sign-in' })).toHaveAttribute('href', '/account#two-step');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it('sends a session that still owes its code to the code step, and reads no company data', async () => {
    const { reads, render } = setup({ current: [] }, { enabled: true, verified: false });
    await render();
    expect(await screen.findByTestId('company-code-owed')).toHaveTextContent('Your sign-in is not finished');
    expect(screen.queryByTestId('company-none')).not.toBeInTheDocument();
    expect(reads).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Enter the code' }));
    expect(await screen.findByTestId('login-state')).toHaveTextContent('{"from":{"pathname":"/support"},"mfa":true}');
  });

  it('shows the data of a company that requires two-step sign-in to a person who has it on', async () => {
    const { render } = setup({ current: [{ ...northwind, require_second_factor: true, second_factor_enabled: true }] });
    await render();
    expect(await screen.findByText('Northwind Traders project')).toBeInTheDocument();
  });

  it('offers Retry when the memberships could not be read', async () => {
    const { rpc, render } = setup({ current: [northwind] });
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'down', code: 'XX000' } } as never);
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your companies could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Northwind Traders project')).toBeInTheDocument();
  });

  it('says that access ended, as an alert, and shows nothing of that company', async () => {
    const memberships = { current: [northwind] };
    const { render } = setup(memberships);
    await render();
    expect(await screen.findByText('Northwind Traders project')).toBeInTheDocument();

    memberships.current = [];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your access to Northwind Traders has ended.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText('Northwind Traders project')).not.toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });

  it('after access to one company ended, names the next one and shows only its data', async () => {
    const memberships = { current: [northwind, contoso] };
    const { render } = setup(memberships);
    await render();
    expect(await screen.findByText('Northwind Traders project')).toBeInTheDocument();
    memberships.current = [contoso];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your access to Northwind Traders has ended.You are now seeing Contoso Health.',
    );
    expect(await screen.findByText('Contoso Health project')).toBeInTheDocument();
    expect(screen.queryByText('Northwind Traders project')).not.toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });
});

describe('CompanySwitcher', () => {
  it('is not shown to a person in one company', async () => {
    const { render } = setup({ current: [northwind] });
    await render();
    expect(await screen.findByText('Northwind Traders project')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('switches the company: the data is read again with the new id', async () => {
    const { reads, render } = setup({ current: [northwind, contoso] });
    await render();
    expect(await screen.findByText('Northwind Traders project')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Company' });
    expect(select).toHaveValue(northwind.id);
    expect(select).toHaveAccessibleDescription('Projects, tickets and proposals are shown for the chosen company.');

    await userEvent.selectOptions(select, 'Contoso Health');
    expect(await screen.findByText('Contoso Health project')).toBeInTheDocument();
    expect(screen.queryByText('Northwind Traders project')).not.toBeInTheDocument();
    expect(reads).toEqual([northwind.id, contoso.id]);
    await waitFor(() => expect(select).toHaveValue(contoso.id));
  });
});
