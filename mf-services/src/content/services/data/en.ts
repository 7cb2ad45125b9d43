import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We run the databases your business depends on and build the data platforms that sit beside them, so that operational data reaches dashboards and models reliably, securely and on time.',
  keyFeatures: [
    {
      title: 'Database health checks',
      description: 'A structured review of performance, backups, security and licensing, with a prioritised list of fixes.',
    },
    {
      title: 'Modern data platforms',
      description: 'Lakehouse and warehouse designs on the cloud you already use, sized to your data volumes and budget.',
    },
    {
      title: 'Tested pipelines',
      description: 'Ingestion and transformation code under version control, with data-quality tests that run on every change.',
    },
    {
      title: 'Governance and privacy',
      description: 'Access controls, data catalogues and retention rules aligned with Indonesia’s PDP Law and Malaysia’s PDPA.',
    },
  ],
  technologies: [
    {
      category: 'Databases',
      tools: ['PostgreSQL', 'Microsoft SQL Server', 'Oracle Database', 'MongoDB'],
      description: 'The relational and document databases most line-of-business systems run on, self-hosted or managed.',
    },
    {
      category: 'Data platforms',
      tools: ['Snowflake', 'Databricks', 'Google BigQuery', 'Amazon Redshift'],
      description: 'Warehouses and lakehouses chosen by workload, existing skills and cloud commitment.',
    },
    {
      category: 'Pipelines and analytics',
      tools: ['Apache Airflow', 'dbt', 'Apache Kafka', 'Power BI'],
      description: 'Orchestration, transformation, streaming and reporting tools your own team can maintain.',
    },
  ],
  subServices: [
    {
      id: 'database-management',
      icon: 'database',
      title: 'Database Management',
      description: 'Design, tuning, backup and round-the-clock administration of the databases behind your core applications.',
      features: [
        {
          name: 'Performance tuning',
          description: 'Query, index and configuration analysis based on real workload statistics rather than guesswork.',
          benefit: 'Faster reports and screens without new hardware.',
        },
        {
          name: 'Backup and recovery',
          description: 'Automated backups with point-in-time recovery, restored and verified on a regular schedule.',
          benefit: 'Recovery objectives that have actually been tested.',
        },
        {
          name: 'High availability',
          description: 'Replication and failover clusters designed to your uptime targets and budget.',
          benefit: 'Maintenance and failures no longer mean downtime.',
        },
        {
          name: 'Database security',
          description: 'Least-privilege access, encryption at rest and in transit, and audit logging mapped to CIS Benchmarks.',
          benefit: 'Audit findings closed before the auditors arrive.',
        },
      ],
      tools: [
        { name: 'PostgreSQL', category: 'Relational database', useCase: 'Open-source database for new and migrated applications' },
        { name: 'Microsoft SQL Server', category: 'Relational database', useCase: 'ERP and line-of-business systems on Windows estates' },
        { name: 'Amazon RDS', category: 'Managed database', useCase: 'Managed instances with automated patching and backups' },
        {
          name: 'Percona Monitoring and Management',
          category: 'Monitoring',
          useCase: 'Query analytics and alerting across database engines',
        },
      ],
      applications: [
        { name: 'Core banking databases', industry: 'Financial services', impact: 'Month-end batch windows shortened by hours' },
        { name: 'ERP database support', industry: 'Manufacturing', impact: 'Fewer slowdowns during peak production planning' },
        { name: 'E-commerce order databases', industry: 'Retail', impact: 'Stable checkout during seasonal sales campaigns' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventory databases, versions and licences',
            'Collect performance and capacity baselines',
            'Review backups and access rights',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Agree recovery point and time objectives',
            'Prioritise tuning and upgrade work',
            'Define monitoring and escalation rules',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Apply tuning and security fixes', 'Set up replication and tested backups', 'Migrate or upgrade where needed'],
        },
        {
          phase: 'support',
          steps: [
            'Monitor and respond around the clock',
            'Patch on an agreed maintenance calendar',
            'Report monthly on health and capacity',
          ],
        },
      ],
    },
    {
      id: 'big-data',
      icon: 'bar-chart',
      title: 'Big Data',
      description: 'Scalable lakehouse platforms and streaming pipelines that bring data from every system into one trusted place.',
      features: [
        {
          name: 'Lakehouse architecture',
          description: 'Open table formats on low-cost object storage, queried by SQL and machine-learning workloads alike.',
          benefit: 'One copy of the data serves reporting and data science.',
        },
        {
          name: 'Real-time streaming',
          description: 'Change data capture and event streams that keep analytics minutes, not days, behind operations.',
          benefit: 'Decisions based on what is happening today.',
        },
        {
          name: 'Data quality and lineage',
          description: 'Automated tests and lineage tracking from source system to dashboard.',
          benefit: 'Numbers that finance and operations both trust.',
        },
        {
          name: 'Cost-governed compute',
          description: 'Auto-scaling clusters, workload tagging and budgets per team.',
          benefit: 'Platform costs that stay predictable as data grows.',
        },
      ],
      tools: [
        { name: 'Databricks', category: 'Lakehouse platform', useCase: 'Spark processing, Delta tables and shared notebooks' },
        { name: 'Apache Kafka', category: 'Event streaming', useCase: 'Real-time ingestion and change data capture' },
        { name: 'dbt', category: 'Transformation', useCase: 'Tested, documented SQL models in version control' },
        { name: 'Apache Airflow', category: 'Orchestration', useCase: 'Scheduling and monitoring of data pipelines' },
      ],
      applications: [
        { name: 'Customer 360 view', industry: 'Telecommunications', impact: 'One customer record across billing, network and care' },
        { name: 'Transaction monitoring', industry: 'Financial services', impact: 'Suspicious activity flagged within minutes' },
        { name: 'Supply chain visibility', industry: 'Logistics', impact: 'Shipment status updated in near real time' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Map source systems and data volumes', 'Identify priority reports and use cases', 'Assess skills and existing tooling'],
        },
        {
          phase: 'planning',
          steps: ['Design the target architecture', 'Define data ownership and access policies', 'Estimate platform running costs'],
        },
        {
          phase: 'development',
          steps: ['Build ingestion and transformation pipelines', 'Add data-quality tests and lineage', 'Deliver the first dashboards'],
        },
        {
          phase: 'deployment',
          steps: [
            'Promote pipelines through test environments',
            'Train data engineers and analysts',
            'Hand over runbooks and cost reports',
          ],
        },
      ],
    },
  ],
};

export default content;
