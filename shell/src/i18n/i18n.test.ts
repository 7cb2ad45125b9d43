import type { BackendModule } from 'i18next';
import commonId from '@meridian/shared/locales/id.json';
import commonMs from '@meridian/shared/locales/ms.json';
import shellId from '../locales/id.json';
import shellMs from '../locales/ms.json';
import { createServerI18n, initI18n } from './i18n';

/** A remotes' backend that knows one namespace, as a deployment's registry does. */
const remotes: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace === 'marketing') callback(null, { hello: `hello in ${language}` });
    else callback(new Error(`No translations registered for namespace "${namespace}"`), false);
  },
};

describe('the shell’s i18next', () => {
  it('renders the shell’s and the shared copy in the page’s language, read from its own chunk', async () => {
    const i18n = await createServerI18n('id', remotes);
    expect(i18n.t('language.label')).toBe(shellId.language.label);
    expect(i18n.t('failure.offline', { ns: 'common' })).toBe(commonId.failure.offline);
    await i18n.loadNamespaces('marketing');
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('hello in id');
  });

  it('starts the browser page in its URL’s language, and switches with the other language’s copy loaded', async () => {
    window.history.replaceState(null, '', '/?lang=ms');
    const i18n = await initI18n();
    expect(i18n.resolvedLanguage).toBe('ms');
    expect(i18n.t('language.label')).toBe(shellMs.language.label);
    expect(i18n.t('failure.offline', { ns: 'common' })).toBe(commonMs.failure.offline);
    await i18n.changeLanguage('id');
    expect(i18n.t('failure.offline', { ns: 'common' })).toBe(commonId.failure.offline);
    window.history.replaceState(null, '', '/');
  });
});
