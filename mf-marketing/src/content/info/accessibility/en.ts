import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Accessibility Statement',
  description: 'Our commitment to making our website and the applications we build usable by everyone, in line with WCAG 2.1 AA.',
  tableHeading: 'How we meet WCAG 2.1 AA',
  table: {
    caption: 'Accessibility features of the Meridian website by area, with the related WCAG 2.1 success criteria and their status',
    columns: ['Area', 'What we do', 'WCAG 2.1 success criteria', 'Status'],
    rows: [
      [
        'Text alternatives and media',
        'Descriptive alternative text for images and captions for pre-recorded video',
        '1.1.1, 1.2.2',
        'Supported',
      ],
      [
        'Colour and contrast',
        'A contrast ratio of at least 4.5:1 for body text and 3:1 for large text and interface components; colour is never the only cue',
        '1.4.1, 1.4.3, 1.4.11',
        'Supported',
      ],
      [
        'Text resizing and reflow',
        'Text can be scaled up to 200% without loss of content or functionality, and pages reflow at a width of 320 CSS pixels',
        '1.4.4, 1.4.10',
        'Supported',
      ],
      [
        'Keyboard access',
        'Every function is available from the keyboard, with a visible focus indicator and a link to skip to the main content',
        '2.1.1, 2.4.1, 2.4.7',
        'Supported',
      ],
      ['Screen readers', 'Semantic headings, landmarks and form labels, tested with NVDA, JAWS and VoiceOver', '1.3.1, 4.1.2', 'Supported'],
      ['Documents', 'Older PDF documents are being replaced with accessible web pages', '1.1.1, 1.3.1', 'Partially supported'],
    ],
  },
  cardsHeading: 'Our approach to accessibility',
  cards: [
    {
      title: 'Tested before release',
      text: 'Every release is checked with automated tools and tested manually with a keyboard and screen readers before it goes live.',
    },
    {
      title: 'Built into client projects',
      text: 'The websites and applications we build for clients are designed and tested to WCAG 2.1 AA as standard.',
    },
    {
      title: 'Annual audits',
      text: 'An independent accessibility audit of our website takes place every year, and any issues found are prioritised for the next releases.',
    },
    {
      title: 'Your feedback',
      text: 'If you have difficulty using any part of our website, please tell us through our contact page and we will provide the information in an accessible format.',
    },
  ],
};

export default page;
