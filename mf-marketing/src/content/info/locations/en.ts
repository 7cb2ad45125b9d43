import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Global Locations',
  description:
    'Our headquarters in Jakarta and offices in Kuala Lumpur and Singapore, with remote delivery for clients across Southeast Asia and beyond.',
  tableHeading: 'Our offices and delivery coverage',
  table: {
    caption: 'Meridian offices and remote delivery coverage by location, with the services led from each and the local time zone',
    columns: ['Location', 'Country or countries', 'Role and services', 'Time zone'],
    rows: [
      ['Jakarta (headquarters)', 'Indonesia', 'Headquarters, software development and our 24/7 service desk', 'WIB (UTC+7)'],
      ['Kuala Lumpur', 'Malaysia', 'Cloud engineering, data and AI, and client services for Malaysia', 'MYT (UTC+8)'],
      ['Singapore', 'Singapore', 'Cybersecurity, regional partnerships and enterprise accounts', 'SGT (UTC+8)'],
      [
        'Remote delivery in Southeast Asia',
        'Thailand, Vietnam, the Philippines and Brunei',
        'Projects and managed services delivered from our three offices, with on-site visits when a project needs them',
        'UTC+7 to UTC+8',
      ],
      [
        'Remote delivery in the wider Asia-Pacific',
        'Hong Kong, Japan and Australia',
        'Remote support and project delivery for the regional operations of our Southeast Asian clients',
        'UTC+8 to UTC+11',
      ],
    ],
  },
  cardsHeading: 'Working with us across the region',
  cards: [
    {
      title: 'One team, three offices',
      text: 'Our teams in Jakarta, Kuala Lumpur and Singapore follow the same processes, so clients in several countries get consistent service and a single point of contact.',
    },
    {
      title: 'Round-the-clock support',
      text: 'Our service desk in Jakarta provides support 24 hours a day, 7 days a week, with engineers in all three offices available for escalations.',
    },
    {
      title: 'Local language and law',
      text: "We work in English, Indonesian and Malay and know local requirements such as Indonesia's PDP Law (UU 27/2022), Malaysia's PDPA 2010 and Singapore's PDPA 2012.",
    },
    {
      title: 'Remote delivery',
      text: 'Clients elsewhere in the region are served remotely from our offices, with on-site workshops and go-live support when a project calls for them.',
    },
  ],
};

export default page;
