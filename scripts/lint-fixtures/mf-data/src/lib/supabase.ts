// Not a component: a module may create and use the client.
import { createClient } from '@supabase/supabase-js';

export const supabase = createClient('http://localhost:54321', 'anon');
