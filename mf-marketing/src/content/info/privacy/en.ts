import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Privacy Statement',
  description:
    'How Meridian IT Services collects, uses, retains and protects personal data under the PDP Law (UU 27/2022), PDPA 2010, PDPA 2012 and GDPR.',
  tableHeading: 'What we collect and how long we keep it',
  table: {
    caption: 'Categories of personal data we process, why we process them and how long we retain them',
    columns: ['Data category', 'Examples', 'Purpose', 'Retention period'],
    rows: [
      [
        'Account data',
        'Name, business e-mail address, company, job title and billing details',
        'Providing our services, invoicing and meeting legal obligations',
        '7 years after account closure',
      ],
      [
        'Usage data',
        'Pages visited, features used and interactions with our services',
        'Improving our services and understanding how they are used',
        '2 years',
      ],
      [
        'Technical data (logs)',
        'IP address, browser type, device identifiers and access logs',
        'Security monitoring, troubleshooting and fraud prevention',
        '1 year',
      ],
      [
        'Marketing preferences',
        'Newsletter subscriptions and event registrations',
        'Sending the updates you have asked for',
        'Until you withdraw your consent',
      ],
    ],
  },
  cardsHeading: 'Your rights and our commitments',
  cards: [
    {
      title: 'Your rights',
      text: 'You may ask to access, correct or delete your personal data, and object to or restrict its processing, as provided by the law that applies to you.',
    },
    {
      title: 'Lawful basis',
      text: 'We process personal data only on a lawful basis, such as consent, performance of a contract, a legal obligation or legitimate interests.',
    },
    {
      title: 'International transfers',
      text: 'When data moves between Indonesia, Malaysia, Singapore or other countries, we protect it with safeguards such as Standard Contractual Clauses and transfer assessments.',
    },
    {
      title: 'No sale of personal data',
      text: 'We do not sell personal data, in line with CCPA/CPRA, and share it with service providers only under written contracts that require equivalent protection.',
    },
  ],
};

export default page;
