import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Documentation',
  description:
    "Guides, API reference and SDKs for Meridian's platforms and the solutions we deliver, with the access level each resource requires.",
  tableHeading: 'Documentation resources and access',
  table: {
    caption: 'Meridian documentation resources, what they cover, who can access them and the formats they come in',
    columns: ['Resource', 'What it covers', 'Access level', 'Format'],
    rows: [
      [
        'API reference',
        'Endpoints, authentication, request and response schemas, error codes and rate limits',
        'Registered developers',
        'OpenAPI 3.0 specification and online reference',
      ],
      [
        'User guides',
        'Step-by-step instructions for everyday tasks in the client portal and the applications we deliver',
        'All users',
        'Online guides and PDF',
      ],
      [
        'SDKs',
        'Client libraries for JavaScript/TypeScript, Python and Java, with code samples',
        'Developers',
        'Package repositories and sample projects',
      ],
      [
        'Integration guides',
        'Connecting our services with identity providers, ERP systems and monitoring tools through REST APIs and webhooks',
        'Developers',
        'Online guides with worked examples',
      ],
      [
        'Release notes',
        'New features, changes and deprecations, with at least 90 days of notice before breaking API changes',
        'All users',
        'Online changelog',
      ],
    ],
  },
  cardsHeading: 'How we maintain our documentation',
  cards: [
    {
      title: 'Updated with every release',
      text: 'Documentation is updated alongside each software release, and the API reference is versioned so you can read the version you integrate with.',
    },
    {
      title: 'Available in three languages',
      text: 'User guides are published in English, Indonesian and Malay, and the API reference in English.',
    },
    {
      title: 'Accessible formats',
      text: 'Our documentation follows WCAG 2.1 AA, so it works with screen readers, keyboard navigation and text scaling.',
    },
    {
      title: 'Backed by our engineers',
      text: 'If a guide does not answer your question, our support team and the engineers who built the solution can help through the client portal.',
    },
  ],
};

export default page;
