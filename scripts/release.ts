/**
 * The release command: `npm run release -w mf-support -- <command>` (each remote's package.json
 * runs it from its workspace) or `node scripts/release.ts --remote support <command>`. The work is
 * in scripts/release/; docs/releases.md is the manual.
 */
import { runCli } from './release/cli.ts';

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
