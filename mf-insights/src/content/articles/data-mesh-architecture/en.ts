import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Principal Data Architect',
  introduction:
    'Many organisations in Southeast Asia have invested heavily in central data warehouses and data lakes, only to find that a single platform team has become the bottleneck between business questions and trustworthy answers. Data mesh offers a different model: domain teams own, publish and support their data as products, while a shared self-serve platform and federated governance keep everything interoperable. This article explains the four principles of data mesh and how to adopt them pragmatically.',
  keyPoints: [
    'Data mesh moves responsibility for analytical data to the business domains that understand it best, such as sales, logistics or customer service.',
    'Each domain publishes data products with clear owners, documented schemas, quality checks and service-level objectives.',
    'A self-serve data platform gives domain teams standard tooling for storage, pipelines, cataloguing and access control, so they do not rebuild infrastructure.',
    "Federated computational governance applies common policies, including personal data protection rules such as Indonesia's PDP Law and Malaysia's PDPA, automatically across all domains.",
  ],
  sections: [
    {
      title: 'Domain-Oriented Data Ownership',
      content:
        'In a data mesh, the team that runs a business capability also owns the analytical data it produces. A logistics team, for example, publishes shipment and delivery data rather than handing raw tables to a central team to interpret. This shortens feedback loops and places accountability for meaning and quality with the people closest to the source.',
      impact: 'Clear accountability for data quality',
      applications: ['Sales pipeline and revenue reporting', 'Supply chain and delivery tracking', 'Customer service performance analysis'],
    },
    {
      title: 'Data as a Product',
      content:
        'Domain data is treated as a product with consumers, not as a by-product of operational systems. Every data product should be discoverable, addressable, self-describing and trustworthy, with a named owner, versioned schema and published freshness and completeness targets. Data contracts between producers and consumers make breaking changes visible before they reach dashboards or models.',
      impact: 'Trusted, reusable datasets across teams',
      applications: ['Customer 360 views for marketing', 'Feature datasets for machine learning', 'Regulatory and financial reporting'],
    },
    {
      title: 'Self-Serve Data Platform',
      content:
        'Decentralised ownership only works if domain teams do not each have to build their own pipelines, storage and security from scratch. A platform team provides paved paths: templates for ingestion and transformation, a shared catalogue, managed compute and standard access controls. In our projects, good platform templates typically cut the time to publish a new data product from several weeks to a few days.',
      impact: 'Faster delivery of new data products',
      applications: [
        'Templated ingestion and transformation pipelines',
        'Central data catalogue and lineage',
        'Automated provisioning of storage and access',
      ],
    },
    {
      title: 'Federated Computational Governance',
      content:
        'Governance in a data mesh is defined jointly by domain and platform representatives, then enforced as code wherever possible. Policies for classification, masking of personal data, retention and interoperability standards are built into the platform rather than checked manually. This allows organisations to scale the number of data products without scaling compliance risk at the same rate.',
      impact: 'Consistent compliance at scale',
      applications: ['Automatic masking of personal data', 'Policy-based access control', 'Data residency and retention enforcement'],
    },
  ],
  technologies: [
    {
      name: 'Databricks Unity Catalog',
      description:
        'A unified governance layer for data and AI assets that provides fine-grained access control, lineage and auditing across workspaces.',
      applications: 'Central governance for domain data products',
    },
    {
      name: 'Snowflake',
      description:
        'A cloud data platform whose secure data sharing and separate compute warehouses let domains publish and consume data without copying it.',
      applications: 'Cross-domain data sharing',
    },
    {
      name: 'dbt',
      description:
        'An open-source transformation framework that brings version control, testing and documentation to SQL-based data pipelines.',
      applications: 'Tested, documented data product pipelines',
    },
    {
      name: 'DataHub',
      description: 'An open-source metadata platform for data discovery, lineage and ownership, originally developed at LinkedIn.',
      applications: 'Data product catalogue and discovery',
    },
  ],
  implementation: {
    steps: [
      'Assess current data flows, pain points and team structures to identify two or three candidate domains with clear ownership and strong demand.',
      'Define a minimum data product standard covering ownership, schema, documentation, quality checks and service-level objectives.',
      'Build a thin self-serve platform with templates for ingestion, transformation, cataloguing and access control.',
      'Launch pilot data products with the selected domains and measure consumer adoption, freshness and incident rates.',
      'Establish a federated governance council, automate key policies and expand to further domains in planned waves.',
    ],
    challenges: [
      'Domain teams may lack data engineering skills and initially see data ownership as extra work without extra resources.',
      'Existing central data teams can feel their role is threatened and need a clearly redefined mission as platform builders and enablers.',
      'Without strong interoperability standards, decentralisation can produce inconsistent definitions and new data silos.',
    ],
    bestPractices: [
      'Start with a small number of high-value domains rather than reorganising the whole company at once.',
      'Fund data product ownership explicitly, including named product owners and engineering capacity in each domain.',
      'Use data contracts and automated tests so that schema changes are agreed and validated before deployment.',
      'Track platform adoption and data product usage metrics to show value and guide investment.',
    ],
  },
  conclusion:
    'Data mesh is an organisational and architectural shift, not a product that can be bought off the shelf. Companies that start small, invest in a strong self-serve platform and automate governance can give business teams faster access to trustworthy data while staying compliant with regional regulations. Meridian IT Services helps clients assess their readiness and run pilots that prove value before scaling.',
  tags: ['Data Mesh', 'Data Governance', 'Data Products', 'Data Platform'],
};

export default body;
