// Keeps the rules: a sign-in form calls Auth directly in its event handler.
import { supabase } from '../../lib/supabase';
import { useAuth } from '../../lib/auth';

export function SignInForm() {
  const { getClient } = useAuth();
  const signIn = async () => {
    await supabase.auth.signInWithPassword({ email: 'a@example.com', password: 'secret' });
    await (await getClient()).auth.signOut();
  };
  return (
    <button type="button" onClick={() => void signIn()}>
      Sign in
    </button>
  );
}
