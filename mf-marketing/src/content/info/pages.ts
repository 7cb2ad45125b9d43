/** The sixteen informational pages: id (content folder) and path. One template renders them all. */
export const infoPages = [
  { id: 'privacy', path: 'privacy' },
  { id: 'terms', path: 'terms' },
  { id: 'security', path: 'security' },
  { id: 'data-protection', path: 'data-protection' },
  { id: 'trust-center', path: 'trust-center' },
  { id: 'licensing', path: 'licensing' },
  { id: 'compliance', path: 'compliance' },
  { id: 'gdpr', path: 'compliance/gdpr' },
  { id: 'ccpa', path: 'compliance/ccpa' },
  { id: 'service-agreement', path: 'service-agreement' },
  { id: 'faq', path: 'faq' },
  { id: 'documentation', path: 'documentation' },
  { id: 'security-policy', path: 'security-policy' },
  { id: 'locations', path: 'locations' },
  { id: 'regional-services', path: 'regional-services' },
  { id: 'accessibility', path: 'accessibility' },
] as const;

export type InfoPageId = (typeof infoPages)[number]['id'];
