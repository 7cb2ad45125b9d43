// Breaks the data rule: an event handler calls `.rpc` on the client.
import { supabase } from '../../lib/supabase';

export function ArchiveButton({ id }: { id: string }) {
  return (
    <button type="button" onClick={() => void supabase.rpc('archive_project', { id })}>
      Archive
    </button>
  );
}
