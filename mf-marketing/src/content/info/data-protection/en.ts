import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Data Protection',
  description:
    "How Meridian IT Services handles personal data in line with Indonesia's PDP Law (UU 27/2022), Malaysia's PDPA 2010, Singapore's PDPA 2012 and GDPR.",
  tableHeading: 'Data retention schedule',
  table: {
    caption: 'How long we retain each category of personal data and what happens at the end of the period',
    columns: ['Data category', 'Retention period', 'Reason', 'At the end of the period'],
    rows: [
      [
        'Account data',
        '7 years after account closure',
        'Accounting, tax and other legal obligations',
        'Securely deleted or irreversibly anonymised',
      ],
      ['Usage data', '2 years', 'Service improvement and capacity planning', 'Aggregated into anonymous statistics or deleted'],
      ['Technical data (logs)', '1 year', 'Security monitoring and incident investigation', 'Deleted automatically'],
      [
        'Client data processed on your behalf',
        'As set out in the data processing agreement',
        'Delivering the contracted services',
        'Returned to you or deleted when the contract ends',
      ],
    ],
  },
  cardsHeading: 'Our data protection principles',
  cards: [
    {
      title: 'Data protection officer',
      text: 'A designated data protection officer oversees compliance with the PDP Law, PDPA 2010, PDPA 2012 and GDPR across our offices in Jakarta, Kuala Lumpur and Singapore.',
    },
    {
      title: 'Data processing agreements',
      text: 'When we process personal data for clients, a written agreement sets out your instructions, our security obligations and the rules for sub-processors.',
    },
    {
      title: 'Impact assessments',
      text: 'We carry out data protection impact assessments for high-risk processing before a project starts and review them whenever the processing changes.',
    },
    {
      title: 'Breach notification',
      text: 'We inform affected clients without undue delay and notify regulators within statutory deadlines, such as 72 hours under GDPR and the PDP Law.',
    },
  ],
};

export default page;
