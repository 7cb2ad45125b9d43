import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Licensing',
  description:
    'Licence options for Meridian IT Services software, from small teams to enterprises, with clear terms on users, deployment, support and renewal.',
  tableHeading: 'Licence editions compared',
  table: {
    caption: 'Meridian software licence editions by number of users, deployment options and support',
    columns: ['Edition', 'Users', 'Deployment', 'Support'],
    rows: [
      ['Evaluation', 'Up to 5 users for 30 days', 'Cloud-hosted', 'Documentation and onboarding guides'],
      ['Starter', 'Up to 10 users', 'Cloud-hosted', 'E-mail support during business hours'],
      ['Professional', 'Up to 100 users', 'Cloud-hosted or on-premises', 'Priority support during business hours'],
      ['Enterprise', 'Unlimited users', 'Cloud, on-premises or hybrid', '24/7 support with a named account manager'],
    ],
  },
  cardsHeading: 'Licence terms explained',
  cards: [
    {
      title: 'Subscription term',
      text: 'Licences run for 12 months and renew automatically unless either party gives notice at least 30 days before the renewal date.',
    },
    {
      title: 'Adding users',
      text: 'You can add users at any time, and additional licences are charged pro rata until the end of your current term.',
    },
    {
      title: 'Open-source components',
      text: 'Our software includes open-source components under licences such as MIT and Apache 2.0, and we provide a full list of these components and their licences.',
    },
    {
      title: 'Licence compliance',
      text: 'We may verify licence usage once a year with reasonable notice, and we treat any information we see during a review as confidential.',
    },
  ],
};

export default page;
