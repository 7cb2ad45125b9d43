import i18next from 'i18next';
import { companyNamespace } from './namespace';
import companyEn from './locales/en.json';

/**
 * For tests of the portal's own pages (rendered with the portal namespace) that show a line of the
 * company copy: each i18next instance created from now on gets the English company copy once
 * initialised, as the namespace backend would load it. Returns the function that stops this.
 */
export function withCompanyCopy(): () => void {
  const create = i18next.createInstance.bind(i18next);
  const spy = jest.spyOn(i18next, 'createInstance').mockImplementation((...args) => {
    const instance = create(...args);
    instance.on('initialized', () => instance.addResourceBundle('en', companyNamespace, companyEn));
    return instance;
  });
  return () => spy.mockRestore();
}
