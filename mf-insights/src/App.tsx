import './styles.css';
import { createRemoteApp } from '@meridian/shared/ui/create-remote-app';
import { routes } from './routes';

export default createRemoteApp({
  namespace: 'insights',
  routes,
  loadMessages: (language) => import(`./locales/${language}.json`),
});
