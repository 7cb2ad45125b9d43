import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'CCPA and Global Compliance',
  description:
    'How we honour the rights of California consumers under the CCPA, as amended by the CPRA, alongside the privacy laws of our other markets.',
  tableHeading: 'Privacy rights across jurisdictions',
  table: {
    caption: 'Privacy rights under the CCPA/CPRA and the data protection laws of our main markets',
    columns: ['Jurisdiction', 'Law', 'Key rights', 'Our approach'],
    rows: [
      [
        'California, United States',
        'CCPA as amended by the CPRA',
        'Know, delete, correct, opt out of sale or sharing, and limit the use of sensitive personal information',
        'We do not sell personal information and we honour Global Privacy Control signals',
      ],
      [
        'Indonesia',
        'PDP Law (UU 27/2022)',
        'Access, correction, deletion, withdrawal of consent and portability',
        'Requests are verified and answered within the statutory deadlines',
      ],
      [
        'Malaysia',
        'PDPA 2010',
        'Access, correction, withdrawal of consent and prevention of direct marketing',
        'Privacy notices in English and Malay, and marketing only with consent',
      ],
      [
        'Singapore',
        'PDPA 2012',
        'Access, correction, withdrawal of consent and protection from unsolicited marketing under the Do Not Call provisions',
        'Consent records and Do Not Call Registry checks before marketing to Singapore telephone numbers',
      ],
      [
        'European Union',
        'GDPR',
        'Access, rectification, erasure, restriction, portability and objection',
        'Handled as described on our GDPR and PDP Law Compliance page',
      ],
    ],
  },
  cardsHeading: 'Our commitments to California consumers',
  cards: [
    {
      title: 'No sale of personal information',
      text: 'We do not sell personal information or share it for cross-context behavioural advertising, as defined by the CPRA.',
    },
    {
      title: 'Verified requests',
      text: 'We verify the identity of everyone who makes a request and respond within 45 days, as the CCPA requires.',
    },
    {
      title: 'Non-discrimination',
      text: 'We will not deny services, charge different prices or provide a lower quality of service because someone has exercised their privacy rights.',
    },
    {
      title: 'Authorised agents',
      text: 'Consumers may use an authorised agent to submit requests on their behalf, subject to signed permission and identity verification.',
    },
  ],
};

export default page;
