import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Service Agreement',
  description:
    'Our service level commitments for uptime, support response, performance and recovery across the Enterprise, Business and Developer tiers.',
  tableHeading: 'Service tiers at a glance',
  table: {
    caption: 'Service level commitments for the Enterprise, Business and Developer tiers',
    columns: ['Commitment', 'Enterprise', 'Business', 'Developer'],
    rows: [
      ['Monthly uptime', '99.99%', '99.9%', '99.5%'],
      ['Initial response time', '15 minutes', '1 hour', '4 hours'],
      ['Support hours', '24/7', '24/7 for critical incidents', 'Business hours, Monday to Friday'],
      ['Service reporting', 'Monthly service review with a named service manager', 'Monthly service report', 'Online status dashboard'],
      ['Maximum service credit', '25% of the monthly fee', '15% of the monthly fee', '10% of the monthly fee'],
    ],
  },
  cardsHeading: 'What the agreement covers',
  cards: [
    {
      title: 'Performance',
      text: 'We target response times under 100 ms for standard application requests, measured at our monitored endpoints.',
    },
    {
      title: 'Recovery',
      text: 'Replicated infrastructure and tested recovery runbooks allow us to restore service in under 1 hour after a major incident.',
    },
    {
      title: 'Measurement and maintenance',
      text: 'Uptime is measured each calendar month by independent monitoring and excludes scheduled maintenance announced at least 72 hours in advance.',
    },
    {
      title: 'Service credits',
      text: 'If we miss an uptime commitment, you can claim service credits against your next invoice within 30 days of the end of the month.',
    },
  ],
};

export default page;
