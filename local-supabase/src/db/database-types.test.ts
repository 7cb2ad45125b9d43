import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { findRepoRoot } from '../auth/supabase-config.ts';

/**
 * The committed database types are the migrations' types: a migration merged without
 * `npm run db:types` would leave the browser code checked against tables that no longer exist.
 * The generator runs as its own process (it is an ES module; ts-jest runs tests as CommonJS).
 */

const root = findRepoRoot();
const committedFile = path.join(root, 'shared/lib/database-types.ts');
const script = path.join(root, 'local-supabase/src/db/generate-types.ts');

/** The first line where the two texts differ, to say where to look. */
function firstDifference(committed: string, generated: string): string {
  const was = committed.split('\n');
  const now = generated.split('\n');
  const line = was.findIndex((text, index) => text !== now[index]);
  const at = line === -1 ? was.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(was[at])}, from the migrations ${JSON.stringify(now[at])}`;
}

test('shared/lib/database-types.ts is what the migrations generate', async () => {
  // without the jest worker's --experimental-vm-modules, which the script does not need
  const env = { ...process.env, NODE_OPTIONS: '' };
  const { stdout: generated } = await promisify(execFile)(process.execPath, [script, '--stdout'], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const committed = fs.readFileSync(committedFile, 'utf8');
  const drift =
    committed === generated
      ? null
      : `shared/lib/database-types.ts is not what supabase/migrations generate (${firstDifference(committed, generated)}): run \`npm run db:types\` and commit the file`;
  expect(drift).toBeNull();
}, 120_000);
