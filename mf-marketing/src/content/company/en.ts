import type { Company } from '../types';

const company: Company = {
  about: {
    title: 'About Us',
    description:
      'Meridian IT Services is a Jakarta-based IT services company, founded in 2010, with offices in Kuala Lumpur and Singapore and more than 200 clients across Southeast Asia.',
    intro:
      'Since 2010 we have helped organisations across Southeast Asia plan, build and run the technology their business depends on. From our headquarters in Jakarta and our offices in Kuala Lumpur and Singapore, we look after more than 200 clients with cloud, security, software and data services, backed by round-the-clock support.',
    team: {
      heading: 'Expert Team',
      text: 'Our people combine deep technical skill with years of hands-on delivery in the region. These are some of the colleagues who lead our work.',
      members: [
        {
          name: 'Budi Santoso',
          role: 'Chief Executive Officer',
          bio: 'Budi founded Meridian in 2010 after a decade in enterprise infrastructure and still spends much of his week with clients.',
        },
        {
          name: 'Nurul Aisyah binti Hassan',
          role: 'Head of Cloud Engineering',
          bio: 'Nurul leads our cloud practice from Kuala Lumpur and has guided dozens of migrations to AWS and Microsoft Azure.',
        },
        {
          name: 'Daniel Tan',
          role: 'Head of Cybersecurity',
          bio: 'Daniel oversees our security operations and our ISO 27001 programme from the Singapore office.',
        },
        {
          name: 'Sari Wulandari',
          role: 'Director of Software Delivery',
          bio: 'Sari heads our development teams in Jakarta and is responsible for how we plan, build and test client software.',
        },
      ],
    },
    recognition: {
      heading: 'Industry Recognition',
      items: [
        {
          title: 'AWS Advanced Tier Services Partner',
          text: 'Recognised by Amazon Web Services for our certified engineers and track record of customer projects on AWS.',
        },
        {
          title: 'Microsoft Solutions Partner',
          text: 'A Microsoft Solutions Partner for Infrastructure (Azure), reflecting our skills and delivery on Microsoft cloud platforms.',
        },
        {
          title: 'ISO/IEC 27001 certification',
          text: 'Our information security management system is independently audited and certified against ISO/IEC 27001.',
        },
        {
          title: 'Regional IT services award finalist',
          text: 'Shortlisted in a regional industry awards programme for our managed services work with mid-sized businesses.',
        },
      ],
    },
    reach: {
      heading: 'Global Reach',
      text: 'Our three offices share one way of working, so clients with operations in several countries get consistent service and a single point of contact, with support available 24 hours a day, 7 days a week.',
      offices: [
        { city: 'Jakarta', country: 'Indonesia', focus: 'Headquarters, software development and our 24/7 service desk' },
        { city: 'Kuala Lumpur', country: 'Malaysia', focus: 'Cloud engineering, data and AI, and client services for Malaysia' },
        { city: 'Singapore', country: 'Singapore', focus: 'Cybersecurity, regional partnerships and enterprise accounts' },
      ],
    },
    mission: {
      heading: 'Our Mission',
      text: 'To give organisations in Southeast Asia dependable, secure technology and the practical expertise to make the most of it, so they can focus on running and growing their business.',
    },
    values: {
      heading: 'Our Values',
      items: [
        {
          title: 'Innovation',
          text: 'We adopt new technology where it genuinely helps our clients, and we test it carefully before we recommend it.',
        },
        { title: 'Excellence', text: 'We hold our work to high standards, measure the results and keep improving how we deliver.' },
        {
          title: 'Partnership',
          text: 'We work alongside our clients as one team, sharing knowledge and taking responsibility for outcomes.',
        },
        {
          title: 'Integrity',
          text: 'We are honest about what we can do, transparent about costs and careful with the data we are trusted with.',
        },
      ],
    },
    approach: {
      heading: 'Our Approach',
      steps: [
        { title: 'Understand', text: 'We start by learning how your business works, what you need and what constraints you face.' },
        { title: 'Plan', text: 'We agree a clear scope, timeline and budget, with risks and responsibilities set out from the start.' },
        { title: 'Deliver', text: 'We build and implement in short, visible stages, keeping you informed and involved throughout.' },
        {
          title: 'Support and improve',
          text: 'After go-live we run, monitor and refine the solution, with support available around the clock.',
        },
      ],
    },
  },
  careers: {
    title: 'Careers',
    description:
      'Careers at Meridian IT Services: the areas we work in across Jakarta, Kuala Lumpur and Singapore, and how to get in touch about future roles.',
    intro:
      'We are a team of engineers, consultants and support specialists across three offices in Southeast Asia. We value curiosity, care for clients and the willingness to keep learning, and we support our people with training and certification.',
    areasHeading: 'Join Our Team',
    areas: [
      { title: 'Engineering', text: 'Design, build and maintain the web, mobile and integration software our clients rely on.' },
      {
        title: 'AI & Machine Learning',
        text: 'Develop and deploy machine learning models and generative AI solutions that solve real business problems.',
      },
      { title: 'Security', text: 'Protect client systems through security assessments, monitoring and incident response.' },
      { title: 'Data Science', text: 'Turn client data into insight through analytics, statistical modelling and clear reporting.' },
      { title: 'Cloud Infrastructure', text: 'Design, migrate and operate client workloads on AWS and Microsoft Azure.' },
      { title: 'Product Management', text: 'Guide digital products from idea to launch, balancing client needs, scope and schedule.' },
    ],
    openings: {
      heading: 'No open positions right now',
      text: 'We do not have any vacancies at the moment. If you would like to work with us in the future, we welcome speculative applications: please get in touch through our contact page and tell us about yourself and the area that interests you.',
      action: 'Get in touch',
    },
  },
  successStories: {
    heading: 'Success Stories',
    stories: [
      {
        title: 'Predictive maintenance for a Malaysian manufacturer',
        client: 'Manufacturing group, Penang',
        summary: 'We helped a Penang manufacturer move from fixed-schedule servicing to maintenance guided by sensor data.',
        challenge:
          'Unplanned breakdowns on key production lines were causing lost output and rushed repairs, and maintenance was planned on fixed schedules rather than the actual condition of the equipment.',
        solution:
          'We connected sensor data from critical machines to a cloud data platform, built models that flag early signs of wear, and gave the maintenance team a simple dashboard and alerts to plan work in advance.',
        results: [
          'Around 20% less unplanned downtime in the first year',
          'Maintenance costs reduced by about 10%',
          'Alerts on critical machines typically several days before a likely fault',
        ],
      },
      {
        title: 'E-commerce replatforming for an Indonesian retailer',
        client: 'Retail chain, Jakarta',
        summary: "We moved an Indonesian retailer's online shop to a modern, scalable e-commerce platform.",
        challenge:
          "The retailer's ageing online shop slowed down during sales campaigns, was difficult to update, and kept stock levels out of step with its physical stores.",
        solution:
          "We replatformed the shop onto a cloud-hosted e-commerce platform, integrated it with the retailer's inventory and payment systems, and migrated products and customer accounts with minimal disruption.",
        results: [
          'Pages load roughly twice as fast',
          'Online conversion up by about 15%',
          'No outages during the first major sales campaign',
        ],
      },
    ],
  },
};

export default company;
