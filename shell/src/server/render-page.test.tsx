/** @jest-environment node */
import type { NamespaceLoader } from '@meridian/shared/runtime/i18n';
import { testConfig } from '../test/render-with-shell';
import { createRuntimeScope, renderPage } from './index';

/**
 * One deployment of the remote `support` as the server evaluates it: its module registers its
 * namespace through the runtime modules it was handed (server/remote-server-bundles.ts), and its
 * App renders a heading from that namespace.
 */
function deployment(heading: string) {
  const scope = createRuntimeScope();
  const i18n = scope.modules['@meridian/shared/runtime/i18n'] as typeof import('@meridian/shared/runtime/i18n');
  const loader: NamespaceLoader = async () => ({ heading });
  i18n.registerNamespace('support', loader);
  function SupportApp() {
    const { t } = i18n.useTranslation('support');
    return <h1>{t('heading')}</h1>;
  }
  return { module: { default: SupportApp }, namespaces: scope.namespaces };
}

const render = ({ module, namespaces }: ReturnType<typeof deployment>) =>
  renderPage({
    url: '/support',
    language: 'en',
    config: {
      ...testConfig,
      remotes: { support: 'http://localhost:3004/mf-manifest.json' },
      routes: [{ remote: 'support', prefixes: ['/support'] }],
    },
    loadRemote: async () => module,
    namespaces,
  });

describe('server render of a remote with two deployments evaluated at once (a canary)', () => {
  it('renders each page with the copy of the deployment it renders, whichever was evaluated last', async () => {
    const live = deployment('Support Portal');
    const canary = deployment('Support Desk, release two');
    for (const [rendered, heading] of [
      [live, 'Support Portal'],
      [canary, 'Support Desk, release two'],
      [live, 'Support Portal'],
    ] as const) {
      const page = await render(rendered);
      expect(page.errors).toEqual([]);
      expect(page.html).toContain(`<h1>${heading}</h1>`);
    }
  });
});
