// Breaks the data rule: a value import of supabase-js. The type-only imports are fine.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { type User } from '@supabase/supabase-js';

export function ClientMaker({ user }: { user: User }) {
  const client: SupabaseClient = createClient('http://localhost:54321', 'anon');
  return <p>{client ? user.id : null}</p>;
}
