import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Security Center',
  description:
    'How Meridian IT Services protects client systems and data, with ISO 27001 certification, SOC 2 Type II audits and AES-256 and TLS 1.2+ encryption.',
  tableHeading: 'Our security controls',
  table: {
    caption: 'Main security control areas, the measures we apply and how they are verified',
    columns: ['Control area', 'Measures', 'Standard or evidence'],
    rows: [
      [
        'Information security management',
        'A risk-based security management system covering our delivery centres, hosting and internal systems',
        'ISO 27001 certification',
      ],
      [
        'Independent assurance',
        'Annual audit of our security, availability and confidentiality controls by an independent firm',
        'SOC 2 Type II report',
      ],
      [
        'Encryption',
        'AES-256 encryption for data at rest and TLS 1.2+ for data in transit',
        'Keys held in hardware security modules and rotated on a fixed schedule',
      ],
      [
        'Access control',
        'Single sign-on, multi-factor authentication and least-privilege access, reviewed every quarter',
        'Quarterly access review records',
      ],
      [
        'Business continuity',
        'Backups in geographically separate locations and tested failover, with recovery in under 1 hour',
        'Disaster recovery tests twice a year',
      ],
      [
        'Vulnerability management',
        'Continuous scanning, prompt patching and annual penetration tests by independent specialists',
        'Penetration test reports',
      ],
    ],
  },
  cardsHeading: 'Security in everyday practice',
  cards: [
    {
      title: 'Secure development',
      text: 'Code review, static analysis and dependency scanning are part of every build, following OWASP secure coding practices.',
    },
    {
      title: '24/7 monitoring',
      text: 'Our security operations team monitors logs and alerts around the clock to detect and contain threats early.',
    },
    {
      title: 'Incident response',
      text: 'A documented incident response plan sets out roles and escalation paths, and we notify affected clients and regulators within statutory deadlines.',
    },
    {
      title: 'Security awareness',
      text: 'All staff complete security training when they join and every year after that, including regular phishing simulations.',
    },
  ],
};

export default page;
