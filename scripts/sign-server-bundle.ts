/**
 * `npm run sign-server-bundle`: the remote team's release step signs its server bundle's record
 * (dist/server/entry.json) between the build and the upload, with a key that never reaches the
 * static host; the shell's server, given the public key (REMOTE_BUNDLE_PUBLIC_KEYS), then runs only
 * what that key signed (docs/decisions/0012-server-bundle-integrity.md).
 *
 *   npm run sign-server-bundle -- keygen <private-key-file> [remote]
 *     writes a new Ed25519 private key (PKCS#8 PEM, mode 0600) and prints the public key as the
 *     server's REMOTE_BUNDLE_PUBLIC_KEYS pair
 *   npm run sign-server-bundle -- sign <workspace | dist/server folder> [--remote <name>] [--key-file <file>]
 *     signs the built record; the private key comes from --key-file or SERVER_BUNDLE_SIGNING_KEY (the PEM text)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from '../shared/build/apps.ts';
import { publicKeyToBase64, signPublishedEntry } from '../shared/build/server-bundle-integrity.ts';

const root = path.resolve(import.meta.dirname, '..');
const usage = `Usage:
  npm run sign-server-bundle -- keygen <private-key-file> [remote]
  npm run sign-server-bundle -- sign <workspace | dist/server folder> [--remote <name>] [--key-file <file>]`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: 'string' }, 'key-file': { type: 'string' } },
});
const [command, target, remoteArgument] = positionals;

if (command === 'keygen') {
  if (!target) fail('keygen needs the file to write the private key to.');
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  // wx: never overwrite a key a release may still depend on.
  try {
    fs.writeFileSync(target, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    fail(
      `Cannot write ${target}: ${(error as NodeJS.ErrnoException).code === 'EEXIST' ? 'it exists (a key is never overwritten)' : (error as Error).message}.`,
    );
  }
  console.log(`Private key written to ${target}: keep it with the release step's secrets, never on the static host.`);
  console.log(`Public key, for the shell's server (REMOTE_BUNDLE_PUBLIC_KEYS, pairs separated by commas):`);
  console.log(`  ${remoteArgument ?? '<remote>'}:${publicKeyToBase64(publicKey)}`);
} else if (command === 'sign') {
  if (!target) fail('sign needs a workspace (mf-insights) or the dist/server folder.');
  const app = apps.find((candidate) => candidate.workspace === target && candidate.kind === 'remote');
  const serverDir = app ? path.join(root, app.workspace, 'dist', 'server') : path.resolve(target);
  const remote = values.remote ?? app?.federationName;
  if (!remote) fail(`${target} is no remote workspace: name the remote with --remote.`);
  const pem = values['key-file'] ? fs.readFileSync(values['key-file'], 'utf8') : process.env.SERVER_BUNDLE_SIGNING_KEY;
  if (!pem) fail('No private key: pass --key-file or set SERVER_BUNDLE_SIGNING_KEY.');
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey(pem);
  } catch {
    fail('The private key is not a PEM private key.');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') fail('The private key is not an Ed25519 key.');
  try {
    const entry = signPublishedEntry(serverDir, remote, privateKey);
    console.log(`Signed ${path.join(serverDir, 'entry.json')} for remote "${remote}" (${entry.file}, ${entry.integrity}).`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  fail(command ? `Unknown command "${command}".` : 'No command.');
}
