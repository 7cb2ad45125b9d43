/**
 * The staff workspace's pages, written once: plain data (no React, no copy), so both the route
 * list (routes.tsx, which adds each page's component) and the portal's route manifest
 * (../route-manifest.ts, read by the build) take their paths from here, as do the navigation and
 * the section a path belongs to. Paths are relative to /staff, where the workspace is mounted.
 */
export const staffSections = ['inbox', 'chat', 'tickets', 'proposals', 'companies', 'mail', 'report'] as const;
export type StaffSection = (typeof staffSections)[number];

export interface StaffPage {
  /** the page's name in the route list */
  id: string;
  /** below /staff: '' is the workspace's own page; a last segment ':x' is one record */
  path: string;
  section: StaffSection;
  /** static title and description (`staff` namespace); a record page sets its own title */
  titleKey?: string;
  descriptionKey?: string;
  /** a path of an earlier workspace kept so saved links still work: routed and answered, never in the navigation */
  legacy?: boolean;
}

export const staffPages = [
  { id: 'inbox', path: '', section: 'inbox', titleKey: 'inbox.title', descriptionKey: 'meta.sections.inbox' },
  { id: 'chat', path: 'chat', section: 'chat', titleKey: 'liveChat.title', descriptionKey: 'meta.sections.chat' },
  { id: 'tickets', path: 'tickets', section: 'tickets', titleKey: 'tickets.title', descriptionKey: 'meta.sections.tickets' },
  { id: 'ticket', path: 'tickets/:number', section: 'tickets' },
  { id: 'proposals', path: 'proposals', section: 'proposals', titleKey: 'proposals.title', descriptionKey: 'meta.sections.proposals' },
  { id: 'proposal', path: 'proposals/:id', section: 'proposals' },
  { id: 'companies', path: 'companies', section: 'companies', titleKey: 'companies.title', descriptionKey: 'meta.sections.companies' },
  { id: 'company', path: 'companies/:companyId', section: 'companies' },
  // Before companies, each client person had a page: a link to one leads to their company now.
  { id: 'client', path: 'clients/:clientId', section: 'companies', legacy: true },
  { id: 'mail', path: 'mail', section: 'mail', titleKey: 'mail.title', descriptionKey: 'meta.sections.mail' },
  { id: 'report', path: 'report', section: 'report', titleKey: 'report.title', descriptionKey: 'meta.sections.report' },
] as const satisfies readonly StaffPage[];

export type StaffPageId = (typeof staffPages)[number]['id'];

/** Where the workspace is mounted. */
export const staffBase = '/staff';

/** The absolute path of a page's path ('' is /staff itself). */
export const staffHref = (path: string) => (path === '' ? staffBase : `${staffBase}/${path}`);

const recordPattern = /\/:[^/]+$/;

/** Every page that is not one record: the route manifest's pages. */
export const staffListPages = staffPages.filter((page) => !recordPattern.test(page.path));

/** The navigation's links: the list pages of today's workspace. */
export const staffNavPages = staffListPages.filter((page) => !('legacy' in page));

/** The paths whose children are one record each (/staff/tickets for /staff/tickets/1042). */
export const staffRecordPaths = staffPages
  .filter((page) => recordPattern.test(page.path))
  .map((page) => staffHref(page.path.replace(recordPattern, '')));

/** The section a path is in: the section of the page whose path starts with its segment below /staff, and the inbox at /staff itself. */
export function staffSection(pathname: string): StaffSection {
  const segment = pathname.split('/')[2];
  return staffPages.find((page) => page.path !== '' && page.path.split('/')[0] === segment)?.section ?? 'inbox';
}
