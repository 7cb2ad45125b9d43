/**
 * The /sitemap page's groups and their links; group headings are under sitemap.groups, link labels
 * under sitemap.links.
 * (The route lists live in five separately deployed remotes, so this page lists the public
 * destinations once here; an e2e test visits every link and fails on a 404.)
 */
export const sitemapGroups = [
  {
    id: 'main',
    links: [
      { key: 'home', to: '/' },
      { key: 'about', to: '/about' },
      { key: 'portfolio', to: '/portfolio' },
      { key: 'insights', to: '/blog' },
      { key: 'careers', to: '/careers' },
      { key: 'contact', to: '/contact' },
      { key: 'dashboard', to: '/dashboard' },
    ],
  },
  {
    id: 'services',
    links: [
      { key: 'allServices', to: '/services' },
      { key: 'ai', to: '/services/ai' },
      { key: 'cloud', to: '/services/cloud' },
      { key: 'consulting', to: '/services/consulting' },
      { key: 'cybersecurity', to: '/services/security' },
    ],
  },
  {
    id: 'support',
    links: [
      { key: 'supportPortal', to: '/support' },
      { key: 'createTicket', to: '/create-ticket' },
      { key: 'emergency', to: '/emergency-support' },
      { key: 'faq', to: '/faq' },
      { key: 'documentation', to: '/documentation' },
      { key: 'feedback', to: '/feedback' },
    ],
  },
  {
    id: 'legal',
    links: [
      { key: 'privacy', to: '/privacy' },
      { key: 'terms', to: '/terms' },
      { key: 'licensing', to: '/licensing' },
      { key: 'serviceAgreement', to: '/service-agreement' },
      { key: 'cookies', to: '/cookies' },
    ],
  },
  {
    id: 'security',
    links: [
      { key: 'securityCenter', to: '/security' },
      { key: 'dataProtection', to: '/data-protection' },
      { key: 'trustCenter', to: '/trust-center' },
      { key: 'securityPolicy', to: '/security-policy' },
      { key: 'compliance', to: '/compliance' },
      { key: 'gdpr', to: '/compliance/gdpr' },
      { key: 'ccpa', to: '/compliance/ccpa' },
      { key: 'accessibility', to: '/accessibility' },
      { key: 'locations', to: '/locations' },
      { key: 'regionalServices', to: '/regional-services' },
    ],
  },
] as const;
