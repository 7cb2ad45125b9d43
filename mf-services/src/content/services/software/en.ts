import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We design, build and maintain business software meant to last a decade: clear architecture, automated tests and documentation that let your own team or any future supplier take over without a rewrite.',
  keyFeatures: [
    {
      title: 'Maintainable architecture',
      description: 'Modular designs, agreed coding standards and peer review that keep the cost of change low as the system grows.',
    },
    {
      title: 'Automated quality checks',
      description: 'Unit, integration and end-to-end tests in CI, with SonarQube static analysis on every merge.',
    },
    {
      title: 'Transparent agile delivery',
      description: 'Two-week sprints ending in a working demo, and a backlog you can reprioritise at any point.',
    },
    {
      title: 'Support for the whole life cycle',
      description: 'Service-level agreements covering fixes, security patches and framework upgrades for as long as the application runs.',
    },
  ],
  technologies: [
    {
      category: 'Languages and frameworks',
      tools: ['Java', 'Spring Boot', '.NET', 'Python'],
      description:
        'Mainstream platforms with long-term support and deep local talent pools, so your system never depends on a niche skill.',
    },
    {
      category: 'Quality and delivery',
      tools: ['GitHub Actions', 'GitLab CI/CD', 'SonarQube', 'Jira'],
      description: 'Pipelines that build, test and scan every change, with traceability from requirement to release.',
    },
    {
      category: 'Data and integration',
      tools: ['PostgreSQL', 'Microsoft SQL Server', 'Apache Kafka', 'RabbitMQ'],
      description: 'Reliable storage and messaging for transactional systems and the integrations between them.',
    },
  ],
  subServices: [
    {
      id: 'enterprise-applications',
      icon: 'boxes',
      title: 'Enterprise Applications',
      description: 'Line-of-business systems for operations, finance and HR that integrate with your ERP and scale across business units.',
      features: [
        {
          name: 'Workflow and approvals',
          description: 'Configurable multi-step approvals with delegation, escalation and a complete audit trail.',
          benefit: 'Paper forms and email approvals retired.',
        },
        {
          name: 'ERP and CRM integration',
          description: 'Two-way integration with SAP, Oracle, Microsoft Dynamics 365 and Salesforce.',
          benefit: 'One version of the truth across departments.',
        },
        {
          name: 'Role-based access and audit',
          description: 'Single sign-on through Microsoft Entra ID and fine-grained permissions per role and legal entity.',
          benefit: 'Smoother internal and external audits.',
        },
        {
          name: 'Operational reporting',
          description: 'Dashboards and scheduled reports built on the application’s own data.',
          benefit: 'Managers see status without chasing spreadsheets.',
        },
      ],
      tools: [
        { name: 'Spring Boot', category: 'Application framework', useCase: 'Robust back ends for transactional enterprise systems' },
        { name: 'Microsoft Entra ID', category: 'Identity', useCase: 'Single sign-on and conditional access' },
        { name: 'Apache Kafka', category: 'Event streaming', useCase: 'Reliable integration between ERP and line-of-business systems' },
        { name: 'Camunda', category: 'Workflow engine', useCase: 'Modelling and running approval processes in BPMN' },
      ],
      applications: [
        { name: 'Procurement and vendor management', industry: 'Manufacturing', impact: 'Purchase approvals in days instead of weeks' },
        { name: 'Branch operations system', industry: 'Banking', impact: 'The same controlled process in every branch' },
        { name: 'Field workforce scheduling', industry: 'Utilities', impact: 'More jobs completed per technician each day' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Map current processes and pain points', 'Inventory the systems to integrate', 'Agree scope and success measures'],
        },
        {
          phase: 'planning',
          steps: ['Design the architecture and data model', 'Plan integrations and data migration', 'Set the release plan and governance'],
        },
        {
          phase: 'implementation',
          steps: ['Build and configure in sprints', 'Integrate with ERP and identity systems', 'Run user acceptance testing'],
        },
        {
          phase: 'deployment',
          steps: ['Migrate data and cut over', 'Train key users and administrators', 'Provide hypercare in the first weeks'],
        },
      ],
    },
    {
      id: 'custom-applications',
      icon: 'wrench',
      title: 'Custom Applications',
      description: 'Bespoke software for processes that no off-the-shelf product fits, from a first prototype to a supported product.',
      features: [
        {
          name: 'Rapid prototyping',
          description: 'Clickable Figma prototypes and a working proof of concept within weeks.',
          benefit: 'Ideas tested with real users before major investment.',
        },
        {
          name: 'Legacy modernisation',
          description: 'Step-by-step replacement of ageing Visual Basic, Delphi or Oracle Forms systems using the strangler-fig pattern.',
          benefit: 'Modernisation without a risky big-bang switch-over.',
        },
        {
          name: 'Cloud-native architecture',
          description: 'Containerised services on Kubernetes or managed platforms, with infrastructure defined in Terraform.',
          benefit: 'Reproducible environments with visible running costs.',
        },
        {
          name: 'Full source-code ownership',
          description: 'You own the code, documentation and pipelines, kept in your own repositories.',
          benefit: 'No lock-in to us or to any other supplier.',
        },
      ],
      tools: [
        { name: 'Figma', category: 'Design and prototyping', useCase: 'Interactive prototypes for user testing' },
        { name: '.NET', category: 'Application framework', useCase: 'Business applications in Microsoft-centred environments' },
        { name: 'Docker', category: 'Containerisation', useCase: 'Identical builds from developer laptops to production' },
        { name: 'SonarQube', category: 'Code quality', useCase: 'Static analysis and security hotspots on every merge' },
      ],
      applications: [
        {
          name: 'Plantation management system',
          industry: 'Agriculture',
          impact: 'Harvest and yield data captured daily instead of monthly',
        },
        { name: 'Claims processing platform', industry: 'Insurance', impact: 'Claims settled faster with fewer manual hand-offs' },
        { name: 'Student information system', industry: 'Education', impact: 'Enrolment and results in one place for staff and parents' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Interview users and observe current work', 'Prototype the riskiest workflows', 'Estimate scope and budget'],
        },
        {
          phase: 'planning',
          steps: ['Prioritise a minimum viable release', 'Choose architecture and hosting', 'Define the test strategy'],
        },
        {
          phase: 'development',
          steps: ['Build in two-week sprints', 'Review code and run automated tests', 'Demo to stakeholders every sprint'],
        },
        {
          phase: 'support',
          steps: ['Fix defects within agreed SLAs', 'Apply security patches and upgrades', 'Plan enhancements in quarterly reviews'],
        },
      ],
    },
  ],
};

export default content;
