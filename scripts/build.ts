/** `npm run build`: production builds of the shell and every remote, with the time each took. */
import { apps } from '../shared/build/apps.ts';
import { buildApp } from './lib/builds.ts';

const timings: Array<[string, number]> = [];
for (const app of apps) timings.push([app.workspace, await buildApp(app)]);

console.log('\nBuild times');
for (const [workspace, ms] of timings) console.log(`  ${workspace.padEnd(13)} ${(ms / 1000).toFixed(1)} s`);
