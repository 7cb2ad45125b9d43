import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Compliance',
  description:
    'How Meridian IT Services meets data protection, security and accessibility requirements in Indonesia, Malaysia, Singapore and beyond.',
  tableHeading: 'Regulations and standards we work to',
  table: {
    caption: "Key regulations and standards in Meridian's compliance programme, by area",
    columns: ['Area', 'Regulation or standard', 'Applies to', 'How we comply'],
    rows: [
      [
        'Data protection (Indonesia)',
        'PDP Law (UU 27/2022)',
        'Personal data of individuals in Indonesia',
        'Records of processing, data protection impact assessments and a designated data protection officer',
      ],
      [
        'Data protection (Malaysia)',
        'PDPA 2010',
        'Processing of personal data in commercial transactions in Malaysia',
        'Notice and choice, security and retention principles built into our service delivery',
      ],
      [
        'Data protection (Singapore)',
        'PDPA 2012',
        'Organisations collecting personal data in Singapore',
        'Consent management, a data protection officer and breach notification within statutory deadlines',
      ],
      [
        'International privacy',
        'GDPR and CCPA/CPRA',
        'EU/EEA residents and California consumers',
        'Standard Contractual Clauses, data subject request handling and opt-out mechanisms',
      ],
      [
        'Information security',
        'ISO 27001 and SOC 2 Type II',
        'Our delivery centres, hosting and internal systems',
        'A certified information security management system and annual independent audits',
      ],
      [
        'Accessibility',
        'WCAG 2.1 AA',
        'Our websites and the applications we build',
        'Accessibility reviews and assistive technology testing before every release',
      ],
    ],
  },
  cardsHeading: 'How our compliance programme works',
  cards: [
    {
      title: 'Governance',
      text: 'A compliance committee reporting to senior management reviews our policies every year and tracks regulatory change across our markets.',
    },
    {
      title: 'Privacy by design',
      text: 'Data protection impact assessments and data minimisation are part of every project from the discovery phase onwards.',
    },
    {
      title: 'Independent assurance',
      text: 'External auditors assess our controls against ISO 27001 and SOC 2 Type II, and we share the reports with clients under a non-disclosure agreement.',
    },
    {
      title: 'Staff training',
      text: 'All employees complete data protection and security awareness training when they join and every year thereafter.',
    },
  ],
};

export default page;
