import { remoteForPath } from './remote-routing';

describe('remoteForPath', () => {
  it.each([
    ['/services', 'services'],
    ['/services/cloud/infrastructure/details', 'services'],
    ['/blog', 'insights'],
    ['/blog/ai-trends-2025', 'insights'],
    ['/support', 'support'],
    ['/create-ticket', 'support'],
    ['/emergency-support', 'support'],
    ['/login', 'portal'],
    ['/dashboard', 'portal'],
    ['/reset-password', 'portal'],
    ['/account', 'portal'],
    ['/accounts', 'marketing'],
    ['/', 'marketing'],
    ['/about', 'marketing'],
    ['/documentation', 'marketing'],
    ['/servicesx', 'marketing'],
    ['/blogger', 'marketing'],
    ['/SERVICES/Cloud', 'services'],
    ['/%E0%A4%A', 'marketing'],
  ])('%s is rendered by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});
