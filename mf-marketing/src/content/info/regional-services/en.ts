import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Regional Services',
  description:
    'The IT services we deliver in Indonesia, Malaysia, Singapore and the wider region, shaped by local regulations, languages and data residency.',
  tableHeading: 'Services by market',
  table: {
    caption: 'Meridian services by market, with the main local regulations we work to and the data residency options available',
    columns: ['Market', 'Key services', 'Local regulations', 'Data residency'],
    rows: [
      [
        'Indonesia',
        'Software development, managed services and our 24/7 service desk',
        'PDP Law (UU 27/2022) and Government Regulation 71/2019 (PP 71/2019) on electronic systems',
        'AWS and Google Cloud regions in Jakarta',
      ],
      [
        'Malaysia',
        'Cloud engineering, data and AI, and client services',
        'PDPA 2010, as amended in 2024, and Bank Negara Malaysia RMiT for financial institutions',
        'The AWS Asia Pacific (Malaysia) region and local data centres',
      ],
      [
        'Singapore',
        'Cybersecurity, regional partnerships and enterprise accounts',
        'PDPA 2012 and the MAS Technology Risk Management Guidelines for financial institutions',
        'AWS, Google Cloud and Microsoft Azure regions in Singapore',
      ],
      [
        'Rest of Southeast Asia',
        'Project delivery and managed services, delivered remotely from our three offices',
        "Thailand's PDPA (B.E. 2562), Vietnam's Decree 13/2023 and the Philippines' Data Privacy Act of 2012",
        "Hosting in Singapore or in the client's preferred cloud region",
      ],
      [
        'International clients',
        'Delivery and support for the Southeast Asian operations of international companies',
        'GDPR and CCPA/CPRA',
        'Cross-border transfers under Standard Contractual Clauses where required',
      ],
    ],
  },
  cardsHeading: 'What regional delivery means for you',
  cards: [
    {
      title: 'Local expertise',
      text: 'Our teams in each market understand local business practice, procurement and regulatory expectations.',
    },
    {
      title: 'Data residency by design',
      text: 'We design solutions so that personal data stays in the country where the law or your own policy requires it, using local cloud regions.',
    },
    {
      title: 'Consistent quality',
      text: 'The same ISO 27001 controls and delivery methods apply in every market, backed by independent SOC 2 Type II audits.',
    },
    {
      title: 'Multilingual support',
      text: 'Our 24/7 support team works in English, Indonesian and Malay, so you can raise issues in the language you prefer.',
    },
  ],
};

export default page;
