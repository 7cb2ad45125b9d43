import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Terms of Service',
  description:
    'The terms that govern your use of Meridian IT Services websites and services, including service availability, fees, intellectual property and liability.',
  tableHeading: 'Key terms at a glance',
  table: {
    caption: 'Summary of the main provisions of our terms of service',
    columns: ['Topic', 'What it covers', 'Key provision'],
    rows: [
      [
        'Service availability',
        'Availability of our managed and hosted services',
        'An uptime commitment of 99.9% per calendar month, with service credits set out in the service agreement',
      ],
      [
        'Fees and payment',
        'Invoicing, currencies and payment terms',
        'Invoices are payable within 30 days in the currency stated in the order form',
      ],
      [
        'Intellectual property',
        'Ownership of deliverables and pre-existing materials',
        'Clients own custom deliverables once they are paid for; we keep our pre-existing tools and know-how',
      ],
      [
        'Confidentiality',
        'Information exchanged during an engagement',
        'Both parties protect confidential information during the engagement and for 5 years after it ends',
      ],
      [
        'Liability',
        "Limits on each party's liability",
        'Liability is capped at the fees paid in the 12 months before the claim, except where the law does not allow a limit',
      ],
      [
        'Governing law',
        'Applicable law and dispute resolution',
        'The law of the country of the contracting Meridian entity (Indonesia, Malaysia or Singapore) applies',
      ],
    ],
  },
  cardsHeading: 'Your responsibilities and ours',
  cards: [
    {
      title: 'Acceptable use',
      text: 'You agree not to use our services for unlawful activity, to distribute malicious code or to attempt unauthorised access to any system.',
    },
    {
      title: 'Account security',
      text: 'You are responsible for keeping your credentials confidential and for activity under your account, and should tell us promptly about any suspected misuse.',
    },
    {
      title: 'Changes to these terms',
      text: "We give at least 30 days' notice of material changes, and continuing to use the services after that date means you accept them.",
    },
    {
      title: 'Suspension and termination',
      text: 'Either party may end an agreement for a material breach that is not remedied within 30 days of written notice.',
    },
  ],
};

export default page;
