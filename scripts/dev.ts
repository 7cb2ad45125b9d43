/** `npm run dev`: webpack dev servers with hot reload for the shell and every remote, on the fixed ports. */
import { apps } from '../shared/build/apps.ts';
import { repoRoot } from './lib/builds.ts';
import { launcher } from './lib/processes.ts';

launcher.stopOnSignals();
for (const app of apps) launcher.start(app.workspace, 'npm', ['run', 'dev', '--silent', '-w', app.workspace], { cwd: repoRoot });
console.log(`Dev servers starting: site on http://localhost:${apps[0]?.port}/ (Ctrl-C stops all; one that crashes stops the rest)`);
