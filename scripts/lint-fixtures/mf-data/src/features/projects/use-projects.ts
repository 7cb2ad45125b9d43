// A hook module, not a component: the same reads and writes are where they belong, so no error.
import { useEffect } from 'react';
import { supabase } from '../../lib/supabase';

export const loadProjects = async (client: typeof supabase) => (await client.from('projects').select()).data;

export function archiveProject(id: string) {
  return supabase.rpc('archive_project', { id });
}

export function useProjects() {
  useEffect(() => {
    void supabase.from('projects').select();
  }, []);
}
