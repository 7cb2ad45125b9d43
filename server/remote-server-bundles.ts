import crypto from 'node:crypto';
import vm from 'node:vm';
import { serverSharedRequest } from '../shared/build/server-shared.ts';
import { matchesIntegrity, parseServerEntry, verifyServerEntry, type TrustedKeys } from '../shared/build/server-bundle-integrity.ts';

export { parseTrustedKeys, type TrustedKeys } from '../shared/build/server-bundle-integrity.ts';

/** A remote's server-rendering build as published beside its mf-manifest.json (shared/build/webpack-config.ts). */
export interface RemoteServerBundle {
  /** the bundle's URL: it names the content hash, so it changes with every deployment that changes the code */
  version: string;
  /** the remote's `./App`, as its server build exports it */
  module: { default?: unknown };
  /** the stylesheets the page needs for this remote (its browser build's, linked in the HTML) */
  stylesheets: string[];
  /** the remote's mf-manifest.json read with this bundle: the browser build of the same deployment */
  manifest: unknown;
  /** digest of that manifest: a deployment may change the browser build alone (its CSS, say) */
  manifestVersion: string;
  /** the translations this deployment registered as it was evaluated (RuntimeScope), for its renders */
  namespaces: unknown;
}

/** shell/src/server/index.ts, createRuntimeScope: the shared runtime modules for one evaluation, and what it registers with them. */
export interface RuntimeScope {
  modules: Record<string, unknown>;
  namespaces: unknown;
}

interface Published {
  version: string;
  /** server/entry.json's `file` */
  file: string;
  /** server/entry.json's `integrity`: the bundle's bytes must match it */
  integrity: string;
  stylesheets: string[];
  base: string;
  manifest: unknown;
  manifestVersion: string;
}

/** A remote's bundle as downloaded, checked and evaluated (or being so, or refused). */
interface Evaluation {
  version: string;
  integrity: string;
  module: Promise<{ exports: { default?: unknown }; namespaces: unknown }>;
  /** when its bytes were found not to match `integrity` */
  refusedAt?: number;
}

interface FederationManifest {
  exposes?: Array<{ name?: string; assets?: { css?: { sync?: string[] } } }>;
}

export interface RemoteServerBundleOptions {
  /**
   * the runtime contract as the shell's server bundle holds it (shell/src/server/index.ts), made
   * anew for each evaluation: two versions of one remote register the same namespace
   */
  runtimeScope: () => RuntimeScope;
  /** loads the other shared packages (React, ...) as the shell's server bundle does, so both get the same instances */
  requireShared: (request: string) => unknown;
  fetchImpl?: typeof fetch;
  /** how long a read of server/entry.json is trusted before the next render reads it again */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /**
   * Told of every read of a remote's published record (its mf-manifest.json with server/entry.json:
   * 'manifest') and of every download of a server bundle ('bundle'), whether it succeeded, and the
   * bundle file name the remote is on (`deployment`), for the server's metrics.
   */
  onRead?: (event: RemoteReadEvent) => void;
  /**
   * Ed25519 public keys per remote (`*`: every remote), from REMOTE_BUNDLE_PUBLIC_KEYS
   * (parseTrustedKeys). When any is given, a remote's server/entry.json is used only if one of its
   * keys signed it (scripts/sign-server-bundle.ts), and a remote with no key is refused: write
   * access to a remote's static host is then not enough to run code on this server
   * (docs/decisions/0012-server-bundle-integrity.md).
   */
  trustedKeys?: TrustedKeys;
  /** how long a bundle refused for its bytes is not downloaded again (a partial upload may complete) */
  refusedRetryMs?: number;
  /** where refusals are reported; they are security events, not a remote that is down */
  logError?: (message: string) => void;
  /**
   * How many versions of one remote stay evaluated (the least recently rendered is dropped first):
   * during a canary two versions of a remote are rendered at once, and a preview may add a third.
   */
  maxVersionsPerRemote?: number;
}

export interface RemoteReadEvent {
  remote: string;
  resource: 'manifest' | 'bundle';
  ok: boolean;
  /**
   * the server bundle's file name (server/entry.json's `file`): with ok, the deployment the remote
   * is on now; without, the one the failed read was for (a failed manifest read: the last known)
   */
  deployment?: string;
}

/**
 * Loads remotes' server bundles over HTTP, the way the browser loads their entries: from the
 * remote's origin, at run time. Each deployment's bundle is a new file name and is evaluated anew
 * (a fresh module scope, its own caches and chunks), so a long-running server never keeps a
 * redeployed remote's old code, the problem federation's Node runtime has (module-federation/core
 * #948): the render after a deployment is seen uses the new code, and the old module is dropped.
 * Only the shared singletons are handed in from the shell (`serverSharedRequest`), as in the browser.
 */
export function createRemoteServerBundles({
  runtimeScope,
  requireShared,
  fetchImpl = fetch,
  maxAgeMs = 2_000,
  timeoutMs = 2_000,
  now = Date.now,
  onRead,
  trustedKeys,
  refusedRetryMs = 10_000,
  logError = (message) => console.error(message),
  maxVersionsPerRemote = 3,
}: RemoteServerBundleOptions) {
  const signed = trustedKeys !== undefined && Object.values(trustedKeys).some((keys) => keys.length > 0);
  const published = new Map<string, { value?: Published; error?: unknown; readAt: number; pending?: Promise<void> }>();
  const mismatches = new Set<string>();
  /** Keyed by the version's manifest URL; the map's order is the order of last use. */
  const evaluated = new Map<string, Evaluation & { remote: string }>();
  const remember = (manifestUrl: string, evaluation: Evaluation & { remote: string }) => {
    evaluated.delete(manifestUrl);
    evaluated.set(manifestUrl, evaluation);
    const ofRemote = [...evaluated].filter(([, entry]) => entry.remote === evaluation.remote);
    for (const [url] of ofRemote.slice(0, Math.max(0, ofRemote.length - maxVersionsPerRemote))) {
      evaluated.delete(url);
      // Its record too: versions come and go over months, and each record holds a manifest.
      published.delete(url);
    }
  };

  /** An observer's fault must not become a failed render. */
  const report = (event: RemoteReadEvent) => {
    try {
      onRead?.(event);
    } catch {
      // ignored: metrics are best effort
    }
  };

  const fetchResponse = async (url: string) => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  };
  const fetchText = async (url: string) => (await fetchResponse(url)).text();

  /** Refused: the remote is shown as unavailable, and the refusal is logged as what it is. */
  const refuse = (message: string) => {
    logError(message);
    return new BundleRefusedError(message);
  };

  async function readPublished(remote: string, manifestUrl: string): Promise<Published> {
    const entryUrl = new URL('server/entry.json', manifestUrl).href;
    const [entryText, manifestText] = await Promise.all([fetchText(entryUrl), fetchText(manifestUrl)]);
    const entry = parseServerEntry(entryText);
    if (entry instanceof Error) throw refuse(`Remote "${remote}": ${entryUrl} refused: ${entry.message}`);
    if (signed && !verifyServerEntry(remote, entry, [...(trustedKeys[remote] ?? []), ...(trustedKeys['*'] ?? [])]))
      throw refuse(
        `Remote "${remote}": ${entryUrl} refused: ${entry.signature ? 'its signature is not from a key trusted for this remote' : 'it is not signed'}`,
      );
    const manifest = JSON.parse(manifestText) as FederationManifest;
    const css = manifest.exposes?.find((expose) => expose.name === 'App')?.assets?.css?.sync ?? [];
    return {
      version: new URL(`server/${entry.file}`, manifestUrl).href,
      file: entry.file,
      integrity: entry.integrity,
      stylesheets: css.map((file) => new URL(file, manifestUrl).href),
      base: new URL('.', manifestUrl).href,
      manifest,
      manifestVersion: crypto.createHash('sha1').update(manifestText).digest('base64url'),
    };
  }

  /** What the remote publishes now: read again once `maxAgeMs` old, or at once after a failed read. */
  async function current(remote: string, manifestUrl: string): Promise<Published> {
    let cached = published.get(manifestUrl);
    if (!cached) {
      cached = { readAt: -Infinity };
      published.set(manifestUrl, cached);
    }
    const entry = cached;
    if (now() - entry.readAt >= maxAgeMs || entry.error)
      entry.pending ??= readPublished(remote, manifestUrl).then(
        (value) => {
          report({ remote, resource: 'manifest', ok: true, deployment: value.file });
          entry.value = value;
          entry.error = undefined;
          entry.readAt = now();
          entry.pending = undefined;
        },
        (error: unknown) => {
          report({ remote, resource: 'manifest', ok: false, deployment: entry.value?.file });
          entry.error = error;
          entry.readAt = now();
          entry.pending = undefined;
        },
      );
    // Known and last read well: answer now, the re-read (if any) runs on, so a slow remote never
    // delays a render. After a failed read, wait for the next one: the remote is probably down,
    // and the page should say so rather than show code the browser could not load.
    if (entry.value && !entry.error) return entry.value;
    await entry.pending;
    if (entry.error) throw entry.error;
    return entry.value!;
  }

  function evaluate(code: string, url: string, publicPath: string): { exports: { default?: unknown }; namespaces: unknown } {
    const run = vm.compileFunction(code, ['module', 'exports', 'require', '__meridianPublicPath'], { filename: url });
    const module = { exports: {} as { default?: unknown } };
    const { modules, namespaces } = runtimeScope();
    const provide = (request: string): unknown => {
      if (request in modules) return modules[request];
      if (serverSharedRequest.test(request)) return requireShared(request);
      throw new Error(`${url} requires "${request}", which is not a shared module`);
    };
    run(module, module.exports, provide, publicPath);
    return { exports: module.exports, namespaces };
  }

  return {
    /**
     * The server bundle published with `manifestUrl`, evaluated once per deployment. `expectedIntegrity`
     * (the discovery document's `metadata.integrity` for this version) must then be what its
     * server/entry.json states, or the version is refused.
     */
    async load(remote: string, manifestUrl: string, expectedIntegrity?: string): Promise<RemoteServerBundle> {
      const { version, file, integrity, stylesheets, base, manifest, manifestVersion } = await current(remote, manifestUrl);
      if (expectedIntegrity !== undefined && integrity !== expectedIntegrity) {
        const message = `Remote "${remote}": ${new URL('server/entry.json', manifestUrl).href} refused: it states integrity ${integrity}, the discovery document ${expectedIntegrity}`;
        // Logged once per mismatch, not at every render of the version's pages (each is refused all the same).
        if (mismatches.has(message)) throw new BundleRefusedError(message);
        if (mismatches.size >= 100) mismatches.clear();
        mismatches.add(message);
        throw refuse(message);
      }
      let loaded = evaluated.get(manifestUrl);
      if (loaded) remember(manifestUrl, loaded);
      const reusable =
        loaded?.version === version &&
        loaded.integrity === integrity &&
        (loaded.refusedAt === undefined || now() - loaded.refusedAt < refusedRetryMs);
      if (!loaded || !reusable) {
        const module = (async () => {
          // The hash is over the bytes received, before they are decoded: what runs is what was built.
          const bytes = new Uint8Array(await (await fetchResponse(version)).arrayBuffer());
          if (!matchesIntegrity(bytes, integrity))
            throw refuse(`Remote "${remote}": server bundle ${version} refused: its bytes do not match server/entry.json's integrity`);
          return evaluate(new TextDecoder().decode(bytes), version, base);
        })();
        const attempt: Evaluation & { remote: string } = { remote, version, integrity, module };
        loaded = attempt;
        remember(manifestUrl, attempt);
        module.then(
          () => report({ remote, resource: 'bundle', ok: true, deployment: file }),
          (error: unknown) => {
            report({ remote, resource: 'bundle', ok: false, deployment: file });
            if (evaluated.get(manifestUrl) !== attempt) return;
            // A failed download or evaluation is tried again by the next render; bytes that do not
            // match, only after a while, so each render does not download them again.
            if (error instanceof BundleRefusedError) attempt.refusedAt = now();
            else evaluated.delete(manifestUrl);
          },
        );
      }
      const { exports, namespaces } = await loaded.module;
      return { version, module: exports, namespaces, stylesheets, manifest, manifestVersion };
    },
  };
}

/** A record or bundle the server would not use: its bytes are not the ones built, or nobody trusted signed it. */
export class BundleRefusedError extends Error {
  override name = 'BundleRefusedError';
}

export type RemoteServerBundles = ReturnType<typeof createRemoteServerBundles>;
