/** Link data of the top bar and footer; labels are keys of the shell's i18n namespace. */
export interface NavLinkData {
  to: string;
  labelKey: string;
}

export const primaryNavigation: readonly NavLinkData[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/services', labelKey: 'nav.services' },
  { to: '/portfolio', labelKey: 'nav.portfolio' },
  { to: '/blog', labelKey: 'nav.insights' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/contact', labelKey: 'nav.contact' },
];

export interface FooterGroup {
  headingKey: string;
  links: readonly NavLinkData[];
}

export const footerGroups: readonly FooterGroup[] = [
  {
    headingKey: 'footer.groups.services',
    links: [
      { to: '/services/ai', labelKey: 'footer.links.ai' },
      { to: '/services/cloud', labelKey: 'footer.links.cloud' },
      { to: '/services/consulting', labelKey: 'footer.links.consulting' },
      { to: '/services/security', labelKey: 'footer.links.cyberSecurity' },
    ],
  },
  {
    headingKey: 'footer.groups.company',
    links: [
      { to: '/about', labelKey: 'footer.links.about' },
      { to: '/careers', labelKey: 'footer.links.careers' },
      { to: '/blog', labelKey: 'footer.links.blog' },
      { to: '/contact', labelKey: 'footer.links.contact' },
    ],
  },
  {
    headingKey: 'footer.groups.legal',
    links: [
      { to: '/privacy', labelKey: 'footer.links.privacy' },
      { to: '/terms', labelKey: 'footer.links.terms' },
      { to: '/licensing', labelKey: 'footer.links.licensing' },
      { to: '/service-agreement', labelKey: 'footer.links.serviceAgreement' },
      { to: '/compliance', labelKey: 'footer.links.compliance' },
    ],
  },
  {
    headingKey: 'footer.groups.trust',
    links: [
      { to: '/security', labelKey: 'footer.links.securityCenter' },
      { to: '/data-protection', labelKey: 'footer.links.dataProtection' },
      { to: '/trust-center', labelKey: 'footer.links.trustCenter' },
      { to: '/security-policy', labelKey: 'footer.links.securityPolicy' },
      { to: '/compliance/gdpr', labelKey: 'footer.links.gdpr' },
      { to: '/compliance/ccpa', labelKey: 'footer.links.ccpa' },
    ],
  },
  {
    headingKey: 'footer.groups.support',
    links: [
      { to: '/faq', labelKey: 'footer.links.faq' },
      { to: '/support', labelKey: 'footer.links.support' },
      { to: '/documentation', labelKey: 'footer.links.documentation' },
      { to: '/feedback', labelKey: 'footer.links.feedback' },
    ],
  },
  {
    headingKey: 'footer.groups.global',
    links: [
      { to: '/locations', labelKey: 'footer.links.locations' },
      { to: '/regional-services', labelKey: 'footer.links.regionalServices' },
      { to: '/accessibility', labelKey: 'footer.links.accessibility' },
      { to: '/sitemap', labelKey: 'footer.links.sitemap' },
      { to: '/cookies', labelKey: 'footer.links.cookies' },
    ],
  },
];
