import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We deliver the programmes that change how your business runs: modernising ERP and CRM, automating manual processes and connecting the systems in between, so data is entered once and trusted everywhere.',
  keyFeatures: [
    {
      title: 'Programme delivery',
      description: 'Fixed-scope phases with a named programme manager, steering-committee reporting and clear acceptance criteria.',
    },
    {
      title: 'ERP and CRM modernisation',
      description: 'Upgrades and migrations to SAP S/4HANA, Microsoft Dynamics 365 and Salesforce, with data cleansed before it moves.',
    },
    {
      title: 'Integration by design',
      description: 'APIs and events connect core systems, replacing fragile file transfers and manual re-keying.',
    },
    {
      title: 'Adoption and change',
      description: 'Training, process documentation and hypercare, so new systems are used the way they were designed to be.',
    },
  ],
  technologies: [
    {
      category: 'ERP and CRM',
      tools: ['SAP S/4HANA', 'Microsoft Dynamics 365', 'Oracle NetSuite', 'Salesforce'],
      description: 'Core business platforms we implement, upgrade and extend without burying them in custom code.',
    },
    {
      category: 'Integration',
      tools: ['MuleSoft Anypoint Platform', 'Azure Integration Services', 'Boomi', 'Apache Kafka'],
      description: 'API management, integration platforms and event streaming that connect cloud and on-premises systems.',
    },
    {
      category: 'Process automation',
      tools: ['Microsoft Power Automate', 'UiPath', 'Camunda', 'ServiceNow'],
      description: 'Workflow and robotic process automation for approvals, back-office tasks and service requests.',
    },
  ],
  subServices: [
    {
      id: 'digital-transformation',
      icon: 'workflow',
      title: 'Digital Transformation',
      description:
        'Delivery of ERP and CRM modernisation and process automation programmes, from process design to hypercare after go-live.',
      features: [
        {
          name: 'ERP modernisation',
          description: 'Migration from ageing or heavily customised ERP to SAP S/4HANA, Dynamics 365 or NetSuite, keeping the core clean.',
          benefit: 'Easier upgrades and less customisation to maintain.',
        },
        {
          name: 'CRM implementation',
          description: 'Sales, service and marketing processes configured in Salesforce or Dynamics 365 around a single customer record.',
          benefit: 'One view of each customer across teams.',
        },
        {
          name: 'Process automation',
          description: 'Approvals, invoice handling and employee onboarding automated with workflow and RPA tools.',
          benefit: 'Shorter cycle times and fewer keying errors.',
        },
        {
          name: 'Data migration',
          description: 'Master data cleansed, mapped and reconciled through repeated trial loads before cut-over.',
          benefit: 'Go-live with figures finance can sign off.',
        },
      ],
      tools: [
        { name: 'SAP S/4HANA', category: 'ERP', useCase: 'Finance, supply chain and manufacturing on a modern SAP core' },
        {
          name: 'Microsoft Dynamics 365',
          category: 'ERP and CRM',
          useCase: 'Integrated business applications for Microsoft-centric organisations',
        },
        { name: 'Salesforce Sales Cloud', category: 'CRM', useCase: 'Pipeline, account and opportunity management' },
        { name: 'UiPath', category: 'Robotic process automation', useCase: 'Automating repetitive tasks in legacy applications' },
      ],
      applications: [
        { name: 'Finance and procurement modernisation', industry: 'Manufacturing', impact: 'Month-end close shortened by several days' },
        {
          name: 'Customer service transformation',
          industry: 'Financial services',
          impact: 'Cases resolved faster with the full customer history at hand',
        },
        { name: 'Invoice processing automation', industry: 'Distribution', impact: 'Most supplier invoices posted without manual keying' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Map current processes and pain points', 'Assess systems, data and customisations', 'Build the business case'],
        },
        {
          phase: 'planning',
          steps: [
            'Design target processes and run a fit-gap analysis',
            'Plan releases, data migration and cut-over',
            'Set up governance and change management',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Configure and extend in iterations', 'Run trial data loads and user acceptance testing', 'Train users and go live'],
        },
        {
          phase: 'support',
          steps: ['Provide hypercare after go-live', 'Track adoption and benefits', 'Plan continuous-improvement releases'],
        },
      ],
    },
    {
      id: 'system-integration',
      icon: 'cable',
      title: 'System Integration',
      description: 'APIs, events and integration platforms that reliably connect ERP, CRM, e-commerce and line-of-business systems.',
      features: [
        {
          name: 'API-led integration',
          description: 'Reusable APIs with versioning, security and documentation, published through an API gateway.',
          benefit: 'New channels connect without new point-to-point links.',
        },
        {
          name: 'Event-driven integration',
          description: 'Business events such as orders and shipments published once and consumed by every system that needs them.',
          benefit: 'Near real-time data across systems.',
        },
        {
          name: 'Legacy connectivity',
          description: 'Adapters for mainframes, on-premises databases, SFTP file exchanges and EDI partners.',
          benefit: 'Older systems take part without being rewritten.',
        },
        {
          name: 'Integration monitoring',
          description: 'End-to-end tracking of messages with alerts, replay and audit trails.',
          benefit: 'Failed transactions found and fixed before users notice.',
        },
      ],
      tools: [
        {
          name: 'MuleSoft Anypoint Platform',
          category: 'Integration platform',
          useCase: 'API-led integration across cloud and on-premises systems',
        },
        {
          name: 'Azure Integration Services',
          category: 'Integration platform',
          useCase: 'Logic Apps, API Management and Service Bus for Azure-based estates',
        },
        { name: 'Apache Kafka', category: 'Event streaming', useCase: 'High-volume business events between systems' },
        { name: 'Boomi', category: 'iPaaS', useCase: 'Ready-made connectors to common SaaS applications' },
      ],
      applications: [
        { name: 'Order-to-cash integration', industry: 'Retail', impact: 'Online orders flow to ERP and warehouse without re-keying' },
        { name: 'Open banking APIs', industry: 'Banking', impact: 'Partners onboarded through secure, documented APIs' },
        { name: 'Supplier EDI', industry: 'Manufacturing', impact: 'Purchase orders and invoices exchanged with suppliers automatically' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Inventory systems and existing interfaces', 'Identify data owners and volumes', 'Find fragile or manual integrations'],
        },
        {
          phase: 'planning',
          steps: ['Choose integration patterns and platform', 'Define API and data contracts', 'Plan security and error handling'],
        },
        {
          phase: 'development',
          steps: ['Build and test integrations', 'Automate deployment pipelines', 'Run end-to-end and load tests'],
        },
        {
          phase: 'deployment',
          steps: ['Cut over interfaces in stages', 'Set up monitoring and alerts', 'Hand over runbooks and documentation'],
        },
      ],
    },
  ],
};

export default content;
