// Breaks both rules: an effect reads through Supabase, and the component calls `.from` itself.
import { useEffect } from 'react';
import { supabase } from '../../lib/supabase';

export function ProjectsInEffect() {
  useEffect(() => {
    void supabase.from('projects').select();
  }, []);
  return null;
}
