import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We build web applications that load quickly on mid-range phones and patchy mobile connections, meet WCAG 2.2 AA, and run on back ends sized for next year’s traffic, not just today’s.',
  keyFeatures: [
    {
      title: 'Performance budgets',
      description: 'Core Web Vitals targets agreed at the start and checked on every pull request with Lighthouse CI.',
    },
    {
      title: 'Accessibility by default',
      description: 'WCAG 2.2 AA built into the design system, verified with automated checks and manual screen-reader testing.',
    },
    {
      title: 'Secure by design',
      description: 'OWASP ASVS controls, dependency scanning in the pipeline and a penetration test before every major release.',
    },
    {
      title: 'Ready for the region',
      description: 'English, Bahasa Indonesia and Bahasa Melayu content, plus local payment gateways such as Midtrans, Xendit and iPay88.',
    },
  ],
  technologies: [
    {
      category: 'Front end',
      tools: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS'],
      description: 'Component-based interfaces with server rendering where it helps first load and search visibility.',
    },
    {
      category: 'Back end',
      tools: ['Node.js', 'NestJS', 'Spring Boot', 'Go'],
      description: 'Chosen by workload and your team’s skills: Node.js for I/O-heavy APIs, Go or Java where raw throughput matters.',
    },
    {
      category: 'Hosting and delivery',
      tools: ['AWS', 'Vercel', 'Cloudflare', 'Docker'],
      description: 'Container-based deployments with edge caching close to users in Jakarta, Kuala Lumpur and Singapore.',
    },
  ],
  subServices: [
    {
      id: 'frontend-development',
      icon: 'code',
      title: 'Front-end Development',
      description: 'Responsive, accessible interfaces in React and Next.js, built on a design system your team can extend.',
      features: [
        {
          name: 'Design systems',
          description: 'Reusable components documented in Storybook and kept in step with the designs in Figma.',
          benefit: 'New screens ship faster and look consistent.',
        },
        {
          name: 'Server rendering and static generation',
          description: 'Next.js rendering strategies chosen page by page for speed and search visibility.',
          benefit: 'Better Core Web Vitals and more organic traffic.',
        },
        {
          name: 'Accessibility engineering',
          description: 'Semantic markup, keyboard navigation and colour contrast checked against WCAG 2.2 AA.',
          benefit: 'Usable by more customers and ready for accessibility audits.',
        },
        {
          name: 'Progressive web apps',
          description: 'Offline support, home-screen installation and push notifications from a single web codebase.',
          benefit: 'An app-like experience without app-store overheads.',
        },
      ],
      tools: [
        { name: 'React', category: 'UI library', useCase: 'Component-based interfaces with a large hiring pool' },
        { name: 'Next.js', category: 'Web framework', useCase: 'Server rendering, routing and image optimisation' },
        { name: 'Storybook', category: 'Component workshop', useCase: 'Documenting and testing design-system components in isolation' },
        { name: 'Playwright', category: 'End-to-end testing', useCase: 'Cross-browser tests of critical user journeys' },
      ],
      applications: [
        { name: 'Customer self-service portal', industry: 'Telecommunications', impact: 'Fewer routine calls to the contact centre' },
        { name: 'E-commerce storefront', industry: 'Retail', impact: 'Faster mobile pages and higher conversion' },
        { name: 'Online booking', industry: 'Hospitality', impact: 'Bookings taken around the clock without manual handling' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Review analytics and user journeys', 'Audit current performance and accessibility', 'Agree success metrics'],
        },
        {
          phase: 'planning',
          steps: ['Define components and design tokens', 'Set performance budgets', 'Plan releases and content migration'],
        },
        {
          phase: 'development',
          steps: ['Build pages in two-week sprints', 'Automate tests in CI', 'Demo working software every sprint'],
        },
        {
          phase: 'deployment',
          steps: ['Launch behind feature flags', 'Monitor real-user metrics', 'Hand over documentation and training'],
        },
      ],
    },
    {
      id: 'backend-development',
      icon: 'server',
      title: 'Back-end Development',
      description: 'APIs, integrations and data services that stay fast and secure as traffic and features grow.',
      features: [
        {
          name: 'API design',
          description: 'REST and GraphQL APIs specified with OpenAPI and versioned so that clients never break unexpectedly.',
          benefit: 'Web, mobile and partner teams integrate in parallel.',
        },
        {
          name: 'Integration with existing systems',
          description: 'Connectors to ERP, CRM, payment gateways and identity providers through APIs or message queues.',
          benefit: 'No more re-keying data between systems.',
        },
        {
          name: 'Scalable architecture',
          description: 'Stateless services, Redis caching and background jobs, scaled horizontally on containers.',
          benefit: 'Peaks such as 11.11 sales handled without permanent over-provisioning.',
        },
        {
          name: 'Security and data protection',
          description: 'OAuth 2.0 and OpenID Connect sign-in, OWASP ASVS controls and tamper-evident audit logs.',
          benefit: 'Helps meet personal-data protection laws in Indonesia, Malaysia and Singapore.',
        },
      ],
      tools: [
        { name: 'Node.js', category: 'Runtime', useCase: 'I/O-heavy APIs and real-time features' },
        { name: 'PostgreSQL', category: 'Database', useCase: 'Transactional data with strong consistency' },
        { name: 'Redis', category: 'Caching', useCase: 'Sessions, rate limiting and caching of frequently read data' },
        { name: 'Keycloak', category: 'Identity and access', useCase: 'Single sign-on and role-based access control' },
      ],
      applications: [
        { name: 'Order and payment APIs', industry: 'E-commerce', impact: 'Checkout stays available during flash sales' },
        { name: 'Shipment tracking platform', industry: 'Logistics', impact: 'Real-time delivery status for customers and partners' },
        { name: 'Online policy quotation', industry: 'Insurance', impact: 'Quotes issued online in minutes instead of days' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Map data flows and integrations', 'Review load and security requirements', 'Identify the systems of record'],
        },
        {
          phase: 'planning',
          steps: ['Design API contracts in OpenAPI', 'Choose hosting and data stores', 'Plan capacity and failover'],
        },
        {
          phase: 'development',
          steps: ['Build services with automated tests', 'Load-test against agreed targets', 'Run security scans in the pipeline'],
        },
        {
          phase: 'support',
          steps: ['Monitor latency and error rates', 'Patch dependencies every month', 'Review capacity each quarter'],
        },
      ],
    },
  ],
};

export default content;
