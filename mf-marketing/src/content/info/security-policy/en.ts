import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Security Policy',
  description:
    'The principles and controls that protect client data and systems at Meridian IT Services, and how to report a security vulnerability to us.',
  tableHeading: 'Policy areas and controls',
  table: {
    caption: 'Key areas of the Meridian information security policy, the controls we apply and how often they are reviewed',
    columns: ['Policy area', 'Key controls', 'Standard or framework', 'Review cycle'],
    rows: [
      [
        'Access control',
        'Least privilege, role-based access, multi-factor authentication and regular access reviews',
        'ISO 27001 (Annex A 5.15)',
        'Quarterly',
      ],
      [
        'Encryption',
        'AES-256 for data at rest and TLS 1.2+ for data in transit, with keys held in managed key stores',
        'ISO 27001 (Annex A 8.24)',
        'Annually',
      ],
      [
        'Vulnerability management',
        'Continuous scanning, patching of critical vulnerabilities within 14 days and annual independent penetration tests',
        'ISO 27001 (Annex A 8.8)',
        'Monthly',
      ],
      [
        'Incident response',
        'A documented response plan, 24/7 monitoring and notification within statutory deadlines, such as 3 x 24 hours under the PDP Law (UU 27/2022)',
        'ISO 27001 (Annex A 5.24 to 5.28)',
        'Annually, with exercises twice a year',
      ],
      [
        'Business continuity',
        'Encrypted backups in separate locations and recovery of critical services in under 1 hour',
        'ISO 27001 (Annex A 5.30) and SOC 2 Type II',
        'Tested twice a year',
      ],
      [
        'Supplier security',
        'Security assessments before onboarding and contractual security and data protection terms',
        'ISO 27001 (Annex A 5.19)',
        'Annually',
      ],
    ],
  },
  cardsHeading: 'Reporting a security vulnerability',
  cards: [
    {
      title: 'How to report',
      text: 'If you believe you have found a vulnerability in our websites or services, please report it through our contact page with enough detail for us to reproduce it.',
    },
    {
      title: 'Our response',
      text: 'We acknowledge reports within 2 business days, keep you informed while we investigate and aim to fix critical issues within 14 days.',
    },
    {
      title: 'Safe harbour',
      text: "We will not take legal action against researchers who act in good faith, avoid harming our clients' data and give us reasonable time to fix an issue before disclosing it.",
    },
    {
      title: 'Out of scope',
      text: 'Denial-of-service attacks, social engineering of our staff and physical attacks on our offices are not permitted under this policy.',
    },
  ],
};

export default page;
