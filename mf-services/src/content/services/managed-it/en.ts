import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We run your servers, networks, end-user devices and security controls day to day under agreed service levels, with a named service manager, monthly reporting and a change process you can audit.',
  keyFeatures: [
    {
      title: 'Agreed service levels',
      description: 'Response and resolution targets by priority, written into the contract and reported against every month.',
    },
    {
      title: 'Named service manager',
      description: 'One accountable person who knows your environment, chairs the monthly review and escalates on your behalf.',
    },
    {
      title: 'ITIL-based processes',
      description: 'Incident, problem, change and asset management run through a shared service desk with a full audit trail.',
    },
    {
      title: 'Security as routine work',
      description:
        'Patching, endpoint protection, backups and log monitoring handled as part of daily operations, not as separate projects.',
    },
  ],
  technologies: [
    {
      category: 'Monitoring and management',
      tools: ['Zabbix', 'Datadog', 'Microsoft Intune', 'NinjaOne'],
      description: 'Remote monitoring of servers, networks and end-user devices, with automated patching and alerting.',
    },
    {
      category: 'Service management',
      tools: ['ServiceNow', 'Jira Service Management', 'Freshservice'],
      description: 'Tickets, change approvals and asset records in a tool you can see into, whether ours or yours.',
    },
    {
      category: 'Security and resilience',
      tools: ['Microsoft Defender for Endpoint', 'Microsoft Sentinel', 'Tenable Nessus', 'Veeam'],
      description: 'Endpoint protection, security monitoring, vulnerability scanning and backups managed as one service.',
    },
  ],
  subServices: [
    {
      id: 'infrastructure-management',
      icon: 'server',
      title: 'Infrastructure Management',
      description:
        'Day-to-day operation of servers, storage, networks and end-user devices, on premises and in the cloud, against agreed service levels.',
      features: [
        {
          name: '24/7 monitoring and alerting',
          description: 'Health, capacity and availability checks on servers, storage, network devices and cloud resources.',
          benefit: 'Most issues are found and fixed before users notice them.',
        },
        {
          name: 'Patch and update management',
          description:
            'Monthly patch cycles for operating systems, firmware and common applications, tested first and scheduled in maintenance windows.',
          benefit: 'Fewer known vulnerabilities and no surprise reboots.',
        },
        {
          name: 'Backup and recovery',
          description: 'Managed backups with off-site or immutable copies and quarterly restore tests.',
          benefit: 'Proven restores, not just successful backup jobs.',
        },
        {
          name: 'Capacity and lifecycle planning',
          description: 'Tracking of hardware warranties, licences and growth trends, with a rolling 12-month plan.',
          benefit: 'Refreshes budgeted in advance instead of emergency purchases.',
        },
      ],
      tools: [
        { name: 'Zabbix', category: 'Monitoring', useCase: 'Availability and performance monitoring for servers and network devices' },
        {
          name: 'Microsoft Intune',
          category: 'Endpoint management',
          useCase: 'Configuration, patching and compliance for laptops and mobile devices',
        },
        {
          name: 'Veeam Backup & Replication',
          category: 'Backup',
          useCase: 'Image-level backups with immutable copies and restore testing',
        },
        { name: 'ServiceNow', category: 'IT service management', useCase: 'Incidents, changes and asset records with SLA tracking' },
      ],
      applications: [
        {
          name: 'Multi-site server and network operations',
          industry: 'Manufacturing',
          impact: 'Plant systems maintained without adding in-house IT staff',
        },
        {
          name: 'Branch IT management',
          industry: 'Banking and financial services',
          impact: 'Consistent configuration and patching across every branch',
        },
        { name: 'Clinic and hospital infrastructure', industry: 'Healthcare', impact: 'Clinical systems kept available around the clock' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventory assets, licences and contracts',
            'Review recent incidents and pain points',
            'Assess monitoring and backup coverage',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Agree service levels and priorities',
            'Define escalation paths and change windows',
            'Plan onboarding and knowledge transfer',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Deploy monitoring agents and management tools', 'Document runbooks and configurations', 'Take over service desk queues'],
        },
        {
          phase: 'support',
          steps: [
            'Handle incidents and requests against SLAs',
            'Run monthly patching and restore tests',
            'Monthly service review with your service manager',
          ],
        },
      ],
    },
    {
      id: 'security-management',
      icon: 'shield-check',
      title: 'Security Management',
      description:
        'Ongoing management of endpoint protection, identity, vulnerabilities and security monitoring, aligned with ISO 27001 and the CIS Controls.',
      features: [
        {
          name: 'Managed endpoint detection and response',
          description: 'EDR deployed and tuned on servers and laptops, with alerts triaged by our analysts.',
          benefit: 'Suspicious devices isolated quickly, before a threat spreads.',
        },
        {
          name: 'Vulnerability management',
          description: 'Monthly authenticated scans, risk-ranked findings and remediation tracked against agreed deadlines.',
          benefit: 'A shrinking, visible list of open vulnerabilities.',
        },
        {
          name: 'Identity and access management',
          description: 'Multi-factor authentication, conditional access, privileged access reviews and prompt removal of leavers.',
          benefit: 'A stolen password alone is no longer enough to get in.',
        },
        {
          name: 'Security monitoring and reporting',
          description: 'Log collection into a SIEM, correlation rules and monthly reports mapped to ISO 27001 controls.',
          benefit: 'Evidence ready for auditors and regulators.',
        },
      ],
      tools: [
        {
          name: 'Microsoft Defender for Endpoint',
          category: 'Endpoint detection and response',
          useCase: 'Detection, investigation and device isolation on Windows, macOS and Linux',
        },
        {
          name: 'Microsoft Sentinel',
          category: 'SIEM',
          useCase: 'Central log collection and correlation across cloud and on-premises sources',
        },
        {
          name: 'Tenable Nessus',
          category: 'Vulnerability scanning',
          useCase: 'Authenticated scans of servers, endpoints and network devices',
        },
        { name: 'Microsoft Entra ID', category: 'Identity', useCase: 'Multi-factor authentication, conditional access and access reviews' },
      ],
      applications: [
        {
          name: 'ISO 27001 readiness',
          industry: 'Technology and SaaS',
          impact: 'Controls operating and evidenced before the certification audit',
        },
        {
          name: 'Regulatory compliance',
          industry: 'Financial services',
          impact: 'Reporting aligned with OJK and Bank Negara Malaysia RMiT requirements',
        },
        {
          name: 'Ransomware resilience',
          industry: 'Professional services',
          impact: 'Lower ransomware risk through MFA, EDR and immutable backups',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Assess current controls against the CIS Controls',
            'Identify critical assets and data',
            'Review past incidents and audit findings',
          ],
        },
        {
          phase: 'planning',
          steps: ['Prioritise gaps by risk', 'Agree alert triage and escalation rules', 'Define reporting for management and auditors'],
        },
        {
          phase: 'implementation',
          steps: [
            'Deploy EDR, MFA and log collection',
            'Tune detection rules to reduce false positives',
            'Run a tabletop incident exercise',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Triage and respond to alerts',
            'Monthly vulnerability scans and remediation tracking',
            'Quarterly security posture review',
          ],
        },
      ],
    },
  ],
};

export default content;
