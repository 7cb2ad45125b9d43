import { render, screen } from '@testing-library/react';
import { useAuth } from '@meridian/shared/runtime/auth';
import { authStorageKey } from '@meridian/shared/lib/auth-storage';
import { testConfig } from '../test/render-with-shell';
import { AuthProvider } from './AuthProvider';

const getSession = jest.fn();
jest.mock('@meridian/shared/lib/supabase', () => ({
  createSessionStorage: jest.fn(() => ({ remember: jest.fn() })),
  createSupabaseClient: jest.fn(() => ({
    auth: { getSession, onAuthStateChange: jest.fn() },
  })),
}));
const { createSupabaseClient } = jest.requireMock('@meridian/shared/lib/supabase');

function Status() {
  const { status, session } = useAuth();
  return (
    <p>
      {status} {session?.user.email ?? ''}
    </p>
  );
}

describe('AuthProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.clearAllMocks();
  });

  it('is signed out at once, without loading Supabase, when no session is stored', () => {
    render(
      <AuthProvider config={testConfig}>
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(createSupabaseClient).not.toHaveBeenCalled();
  });

  it('shows loading while a stored session is checked, then signed in', async () => {
    localStorage.setItem(authStorageKey, '{}');
    getSession.mockResolvedValue({ data: { session: { user: { email: 'demo@example.com' } } } });
    render(
      <AuthProvider config={testConfig}>
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed-in demo@example.com')).toBeInTheDocument();
    expect(createSupabaseClient).toHaveBeenCalledWith('http://localhost:54321', 'anon', expect.anything());
  });

  it('ends signed out when the stored session is no longer valid', async () => {
    sessionStorage.setItem(authStorageKey, '{}');
    getSession.mockResolvedValue({ data: { session: null } });
    render(
      <AuthProvider config={testConfig}>
        <Status />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
  });

  it('refuses useAuth outside the provider (a developer error)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Status />)).toThrow('useAuth must be used inside');
  });
});
