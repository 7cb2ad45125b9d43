import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'GDPR and PDP Law Compliance',
  description:
    "How we process personal data in line with the EU General Data Protection Regulation and Indonesia's Personal Data Protection Law (UU 27/2022).",
  tableHeading: 'The GDPR and the PDP Law compared',
  table: {
    caption: "Key requirements of the GDPR and Indonesia's PDP Law, and how Meridian applies them",
    columns: ['Requirement', 'GDPR', 'PDP Law (UU 27/2022)', 'Our practice'],
    rows: [
      [
        'Lawful basis',
        'Six lawful bases, including consent, contract and legitimate interests (Article 6)',
        'Bases including explicit consent, contract, legal obligation and legitimate interests (Article 20)',
        'We record the lawful basis for every processing activity',
      ],
      [
        'Data subject rights',
        'Access, rectification, erasure, restriction, portability and objection',
        'Access, correction, deletion, withdrawal of consent, objection to automated decisions and portability',
        'We respond within one month under the GDPR, or within the shorter PDP Law deadlines where they apply',
      ],
      [
        'Breach notification',
        'To the supervisory authority within 72 hours',
        'To data subjects and the supervisory institution within 3 x 24 hours (Article 46)',
        'An incident response plan with a 72-hour notification workflow',
      ],
      [
        'Data protection officer',
        'Required for large-scale monitoring or special categories of data (Article 37)',
        'Required for public services, large-scale monitoring or large-scale specific personal data (Article 53)',
        'A designated data protection officer oversees compliance with both laws',
      ],
      [
        'Cross-border transfers',
        'Adequacy decisions, Standard Contractual Clauses or Binding Corporate Rules',
        'Equal or higher protection in the destination country, adequate safeguards or consent (Article 56)',
        'Transfer impact assessments and contractual safeguards for every transfer',
      ],
    ],
  },
  cardsHeading: 'Our commitments',
  cards: [
    {
      title: 'Records of processing',
      text: 'We keep records of all processing activities, as required by Article 30 of the GDPR and by the PDP Law.',
    },
    {
      title: 'Impact assessments',
      text: 'We carry out data protection impact assessments before high-risk processing, such as large-scale profiling or the use of new technologies.',
    },
    {
      title: 'Processing agreements',
      text: 'Our data processing agreements set out the subject matter, duration, security measures and sub-processor terms of each engagement.',
    },
    {
      title: 'Breach response',
      text: 'Our incident response team notifies affected clients promptly, so they can meet the 72-hour GDPR and 3 x 24-hour PDP Law deadlines.',
    },
  ],
};

export default page;
