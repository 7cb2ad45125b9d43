import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We design, migrate and run cloud platforms on AWS, Azure and Google Cloud: secure landing zones defined as code, migrations planned workload by workload, and monthly cost reviews that keep spending in line with actual use.',
  keyFeatures: [
    {
      title: 'Landing zones as code',
      description:
        'Accounts, networks, identity and guardrails defined in Terraform, reviewed like software and reproducible in any region.',
    },
    {
      title: 'Workload-by-workload migration',
      description: 'Every application is assessed and given its own path (rehost, replatform or refactor) and its own rollback plan.',
    },
    {
      title: 'Cost governance',
      description:
        'Tagging policies, budgets and rightsizing reviews based on FinOps practice, with a monthly cost report per business unit.',
    },
    {
      title: 'Data residency and compliance',
      description:
        'Regions and controls chosen to meet local requirements such as the Indonesian PDP Law, the Malaysian PDPA and the MAS TRM Guidelines.',
    },
  ],
  technologies: [
    {
      category: 'Cloud platforms',
      tools: ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud'],
      description:
        'We work on all three and recommend per workload, using in-country regions in Jakarta, Kuala Lumpur and Singapore where available.',
    },
    {
      category: 'Infrastructure as code',
      tools: ['Terraform', 'AWS CloudFormation', 'Bicep', 'Ansible'],
      description: 'Every environment is built from version-controlled code, so changes are reviewed and configuration drift is detected.',
    },
    {
      category: 'Containers and observability',
      tools: ['Kubernetes', 'Amazon EKS', 'Azure Kubernetes Service', 'Datadog'],
      description: 'Managed Kubernetes for containerised workloads, with metrics, logs and alerting in place from the first day.',
    },
  ],
  subServices: [
    {
      id: 'infrastructure',
      icon: 'layers',
      title: 'Cloud Infrastructure',
      description: 'Secure, well-architected foundations on AWS, Azure or Google Cloud, built as code and run with clear cost controls.',
      features: [
        {
          name: 'Landing zone design',
          description:
            'Account or subscription structure, network topology, identity federation and guardrail policies in place before the first workload arrives.',
          benefit: 'New projects get a compliant environment in days, not weeks.',
        },
        {
          name: 'Infrastructure as code',
          description: 'Terraform modules and pipelines for networks, compute, databases and access policies.',
          benefit: 'Repeatable environments and an audit trail for every change.',
        },
        {
          name: 'High availability and disaster recovery',
          description: 'Multi-zone architectures, automated backups and tested recovery runbooks with agreed RPO and RTO targets.',
          benefit: 'Recovery that has been rehearsed rather than assumed.',
        },
        {
          name: 'FinOps and cost optimisation',
          description:
            'Tagging, budgets, rightsizing and commitment planning with Savings Plans and reserved instances, reviewed every month.',
          benefit: 'Typically 15–25% lower cloud spend after the first review cycle.',
        },
      ],
      tools: [
        { name: 'Terraform', category: 'Infrastructure as code', useCase: 'Provisioning landing zones and shared services across clouds' },
        {
          name: 'AWS Control Tower',
          category: 'Account governance',
          useCase: 'Multi-account set-up with preventive and detective guardrails',
        },
        { name: 'Azure Policy', category: 'Compliance', useCase: 'Enforcing tagging, region and encryption rules across subscriptions' },
        { name: 'Datadog', category: 'Observability', useCase: 'Infrastructure metrics, logs and alerts in one place' },
      ],
      applications: [
        {
          name: 'Regulated workload hosting',
          industry: 'Banking and financial services',
          impact: 'Controls mapped to MAS TRM and OJK requirements before go-live',
        },
        { name: 'E-commerce platform scaling', industry: 'Retail', impact: 'Auto-scaling absorbs peaks such as 11.11 and Ramadan sales' },
        {
          name: 'Shared services platform',
          industry: 'Manufacturing',
          impact: 'New plant systems provisioned in days from standard templates',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Review current environments and operating model',
            'Capture security, compliance and residency requirements',
            'Baseline current costs and performance',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Design account structure, network and identity',
            'Define guardrails and tagging policy',
            'Agree RPO, RTO and support model',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Build the landing zone in Terraform', 'Set up monitoring, logging and backups', 'Test failover and recovery runbooks'],
        },
        {
          phase: 'support',
          steps: [
            'Patch, monitor and respond to alerts',
            'Monthly cost and rightsizing review',
            'Quarterly review against the Well-Architected Framework',
          ],
        },
      ],
    },
    {
      id: 'migration',
      icon: 'cloud-upload',
      title: 'Cloud Migration',
      description:
        'Planned moves of applications and data from on-premises data centres to the cloud, with tested cut-overs and minimal downtime.',
      features: [
        {
          name: 'Portfolio assessment',
          description:
            'Discovery of servers, dependencies and licences, with each application assigned a path: rehost, replatform, refactor, retain or retire.',
          benefit: 'A migration plan based on measured usage, not guesswork.',
        },
        {
          name: 'Migration waves',
          description:
            'Applications grouped into waves by dependency and business risk, starting with low-risk workloads to prove the process.',
          benefit: 'Early wins and fewer surprises in later waves.',
        },
        {
          name: 'Database and data migration',
          description: 'Continuous replication of Oracle, SQL Server, MySQL and PostgreSQL databases to managed database services.',
          benefit: 'Cut-over windows of an hour or less for most databases.',
        },
        {
          name: 'Post-migration optimisation',
          description:
            'Rightsizing, adoption of managed services and a licence review once workloads have run in the cloud for a few weeks.',
          benefit: 'Running costs that fall after the move instead of creeping up.',
        },
      ],
      tools: [
        {
          name: 'AWS Application Migration Service',
          category: 'Rehosting',
          useCase: 'Block-level replication of servers to AWS with tested cut-over',
        },
        {
          name: 'Azure Migrate',
          category: 'Assessment and migration',
          useCase: 'Discovery, dependency mapping and migration of VMware and Hyper-V servers',
        },
        {
          name: 'AWS Database Migration Service',
          category: 'Database migration',
          useCase: 'Continuous replication for low-downtime database moves',
        },
        {
          name: 'Google Cloud Migration Center',
          category: 'Assessment',
          useCase: 'Inventory and cost estimates for moves to Google Cloud',
        },
      ],
      applications: [
        {
          name: 'Data centre exit',
          industry: 'Manufacturing',
          impact: 'Hardware refresh avoided and data centre lease closed on schedule',
        },
        { name: 'ERP migration', industry: 'Distribution and logistics', impact: 'ERP moved within a single planned weekend outage' },
        {
          name: 'Student and learning systems',
          industry: 'Education',
          impact: 'Capacity scales for enrolment and exam periods without new hardware',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventory servers, applications and dependencies',
            'Measure utilisation over several weeks',
            'Classify data and residency needs',
          ],
        },
        {
          phase: 'planning',
          steps: ['Assign a migration path to each application', 'Group workloads into waves', 'Write cut-over and rollback plans'],
        },
        {
          phase: 'execution',
          steps: ['Prepare the target landing zone', 'Replicate servers and databases', 'Run test migrations with application owners'],
        },
        {
          phase: 'deployment',
          steps: ['Cut over in agreed windows', 'Verify with business acceptance tests', 'Decommission source systems'],
        },
      ],
    },
  ],
};

export default content;
