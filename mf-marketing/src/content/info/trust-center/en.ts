import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Trust Center',
  description:
    'The certifications, audit reports and security practices that show how Meridian IT Services protects your systems and data across Southeast Asia.',
  tableHeading: 'Certifications and assurance',
  table: {
    caption: 'Our certifications and commitments, with their scope and the evidence available to clients',
    columns: ['Area', 'Certification or commitment', 'Scope', 'Evidence available'],
    rows: [
      [
        'Information security',
        'ISO 27001',
        'Delivery centres in Jakarta, Kuala Lumpur and Singapore, hosting and internal systems',
        'Certificate on request',
      ],
      [
        'Service controls',
        'SOC 2 Type II',
        'Security, availability and confidentiality of our managed services',
        'Audit report under a non-disclosure agreement',
      ],
      ['Encryption', 'AES-256 at rest and TLS 1.2+ in transit', 'All client data we store or transmit', 'Security whitepaper'],
      ['Resilience', 'Recovery in under 1 hour', 'Our managed and hosted services', 'Summary of disaster recovery test results'],
      [
        'Privacy',
        'PDP Law (UU 27/2022), PDPA 2010, PDPA 2012 and GDPR',
        'Personal data we process as controller or processor',
        'Data processing agreement and list of sub-processors',
      ],
    ],
  },
  cardsHeading: 'How we earn your trust',
  cards: [
    {
      title: 'Transparency',
      text: 'We publish our list of sub-processors and give clients advance notice of changes so that they can raise objections.',
    },
    {
      title: 'Independent audits',
      text: 'Accredited auditors review our controls every year, and our security team tracks every finding until it is resolved.',
    },
    {
      title: 'Security reviews',
      text: 'Our team completes client security questionnaires and supports due diligence reviews as part of onboarding.',
    },
    {
      title: 'Incident communication',
      text: 'If an incident affects your data, we inform you without undue delay and explain what happened and what we are doing about it.',
    },
  ],
};

export default page;
