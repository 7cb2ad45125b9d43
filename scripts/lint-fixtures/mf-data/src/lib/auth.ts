// Stands in for the shared runtime's useAuth(): getClient() is a promise of the client.
import { supabase } from './supabase';

export function useAuth() {
  return { getClient: () => Promise.resolve(supabase) };
}
