import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Frequently Asked Questions',
  description:
    'Answers to common questions about our technical support, response times, data protection and working with Meridian IT Services.',
  tableHeading: 'Support response times',
  table: {
    caption: 'Initial response targets by incident priority',
    columns: ['Priority', 'Example', 'Initial response', 'Availability'],
    rows: [
      ['Critical', 'Production system down or a suspected security incident', '15 minutes', '24/7'],
      ['High', 'Major function unavailable with no workaround', '1 hour', '24/7'],
      ['Standard', 'Partial loss of function with a workaround available', '4 hours', '24/7'],
      ['Low', 'General questions, documentation requests or feature suggestions', '24 hours', '24/7'],
    ],
  },
  cardsHeading: 'Common questions',
  cards: [
    {
      title: 'When is technical support available?',
      text: 'Around the clock, every day: our response targets run 24/7 for every priority, with engineers in Jakarta, Kuala Lumpur and Singapore.',
    },
    {
      title: "How do the ticket form's priorities match these targets?",
      text: 'Critical, High and Low on the ticket form are the priorities of the same name above; Medium is Standard. The clock runs around the clock, with no pause at night or on weekends, and your ticket page shows when our first answer is due, then how soon it came.',
    },
    {
      title: 'How quickly do you reply to e-mails?',
      text: 'We reply to every e-mail enquiry within 24 hours, including those from prospective clients.',
    },
    {
      title: 'Where is my data stored?',
      text: 'We host client data in data centres in the region and can keep it in-country where the law or your own policies require it.',
    },
    {
      title: 'Which languages do you work in?',
      text: 'Our teams work in English, Indonesian and Malay, and we can deliver project documentation in any of the three.',
    },
  ],
};

export default page;
