import './styles.css';
import { createRemoteApp } from '@meridian/shared/ui/createRemoteApp';
import { routes } from './routes';

export default createRemoteApp({
  namespace: 'portal',
  routes,
  // The account screens keep their copy beside them (features/account/locales), under "account".
  loadMessages: async (language) => {
    const [main, account] = await Promise.all([
      import(`./locales/${language}.json`),
      import(`./features/account/locales/${language}.json`),
    ]);
    return { ...main.default, account: account.default };
  },
});
