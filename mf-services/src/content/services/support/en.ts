import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We run your IT service desk and watch your systems around the clock, with response and resolution times written into the contract and reported against every month.',
  keyFeatures: [
    {
      title: '24/7 service desk',
      description: 'Phone, email, chat and portal support in English, Bahasa Indonesia and Bahasa Melayu, staffed day and night.',
    },
    {
      title: 'Contracted service levels',
      description: 'Response and resolution targets for each priority, measured by the ticketing system and backed by service credits.',
    },
    {
      title: 'Proactive monitoring',
      description: 'Servers, networks, cloud services and applications watched continuously, so many faults are fixed before users notice.',
    },
    {
      title: 'ITIL 4 processes',
      description: 'Incident, problem, change and knowledge management run to ITIL 4 practice, in a service desk you can see into.',
    },
  ],
  technologies: [
    {
      category: 'Service management',
      tools: ['ServiceNow', 'Jira Service Management', 'Freshservice'],
      description: 'Ticketing, SLA timers and a self-service portal, on your platform or ours.',
    },
    {
      category: 'Monitoring and observability',
      tools: ['Datadog', 'Zabbix', 'Prometheus', 'Grafana'],
      description: 'Infrastructure, application and synthetic monitoring with thresholds tuned to your environment.',
    },
    {
      category: 'Remote management and on-call',
      tools: ['Microsoft Intune', 'NinjaOne', 'TeamViewer', 'PagerDuty'],
      description: 'Patching, remote fixes and escalation to the right engineer at any hour.',
    },
  ],
  subServices: [
    {
      id: 'managed-support',
      icon: 'headset',
      title: 'Managed Support',
      description: 'A multilingual service desk and field engineers that resolve incidents and requests within contracted response times.',
      features: [
        {
          name: 'Multilingual service desk',
          description: 'First-line support by phone, email, chat and portal in English, Bahasa Indonesia and Bahasa Melayu.',
          benefit: 'Users get help in the language they work in.',
        },
        {
          name: 'Tiered escalation',
          description: 'First-, second- and third-line teams with clear hand-offs, plus escalation to vendors such as Microsoft and Cisco.',
          benefit: 'Complex issues reach a specialist without the user repeating the story.',
        },
        {
          name: 'Contracted response times',
          description:
            'Priority-based targets, such as a 15-minute response to critical incidents at any hour, timed by the ticketing system.',
          benefit: 'Service levels you can hold us to, with credits if we miss them.',
        },
        {
          name: 'Problem management',
          description: 'Recurring incidents analysed for root cause and fixed permanently, following ITIL 4 practice.',
          benefit: 'Fewer repeat tickets month after month.',
        },
      ],
      tools: [
        { name: 'ServiceNow', category: 'IT service management', useCase: 'Ticketing, SLA tracking and self-service portal' },
        {
          name: 'Jira Service Management',
          category: 'IT service management',
          useCase: 'Service desk for teams already working in Atlassian tools',
        },
        {
          name: 'Microsoft Intune',
          category: 'Endpoint management',
          useCase: 'Remote fixes, patching and device policies for laptops and phones',
        },
        { name: 'TeamViewer', category: 'Remote access', useCase: 'Secure remote sessions, started only with the consent of the user' },
      ],
      applications: [
        { name: 'Branch and head-office support', industry: 'Retail', impact: 'Same-day fixes for point-of-sale and network faults' },
        {
          name: 'Clinical system support',
          industry: 'Healthcare',
          impact: 'Round-the-clock cover for systems that cannot wait until morning',
        },
        { name: 'Outsourced service desk', industry: 'Professional services', impact: 'In-house IT team freed for project work' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Review current ticket volumes and categories', 'Interview users and IT staff', 'Inventory systems, devices and vendors'],
        },
        {
          phase: 'planning',
          steps: ['Agree priorities and service levels', 'Write runbooks and escalation paths', 'Plan handover from the current provider'],
        },
        {
          phase: 'implementation',
          steps: [
            'Configure the service desk and SLA timers',
            'Transfer knowledge and documentation',
            'Run a parallel period with the outgoing team',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Resolve incidents and requests around the clock',
            'Report monthly against each service level',
            'Hold a quarterly service review and improvement plan',
          ],
        },
      ],
    },
    {
      id: 'proactive-monitoring',
      icon: 'activity',
      title: 'Proactive Monitoring',
      description:
        'Continuous monitoring of servers, networks, cloud and applications, with alerts triaged by engineers before they become outages.',
      features: [
        {
          name: 'Infrastructure monitoring',
          description: 'Health, capacity and performance of servers, storage, network devices and cloud resources, checked every minute.',
          benefit: 'Full disks and expiring certificates caught in time.',
        },
        {
          name: 'Application and synthetic monitoring',
          description: 'Scripted checks of logins, checkouts and APIs from several locations across the region.',
          benefit: 'Slow pages and broken journeys found before customers complain.',
        },
        {
          name: 'Alert triage',
          description: 'Engineers filter, correlate and act on alerts around the clock, and wake your team only when needed.',
          benefit: 'Less alert noise and faster response to real incidents.',
        },
        {
          name: 'Capacity and trend reporting',
          description: 'Monthly reports on utilisation trends and forecast headroom for each critical system.',
          benefit: 'Upgrades planned and budgeted rather than rushed.',
        },
      ],
      tools: [
        {
          name: 'Datadog',
          category: 'Observability platform',
          useCase: 'Metrics, logs and traces for cloud and containerised applications',
        },
        {
          name: 'Zabbix',
          category: 'Infrastructure monitoring',
          useCase: 'Agent and SNMP monitoring of on-premises servers and network devices',
        },
        { name: 'Grafana', category: 'Dashboards', useCase: 'Shared views of service health for IT and business teams' },
        { name: 'PagerDuty', category: 'Incident response', useCase: 'On-call scheduling and escalation of critical alerts' },
      ],
      applications: [
        {
          name: 'E-commerce platform monitoring',
          industry: 'Retail',
          impact: 'Checkout problems spotted within minutes during campaign peaks',
        },
        {
          name: 'Core banking availability',
          industry: 'Financial services',
          impact: 'Availability records ready for Bank Negara Malaysia RMiT and OJK reporting',
        },
        {
          name: 'Factory network monitoring',
          industry: 'Manufacturing',
          impact: 'Network faults found before they stop a production line',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Inventory systems and dependencies', 'Review existing alerts and past incidents', 'Identify business-critical services'],
        },
        {
          phase: 'planning',
          steps: ['Define thresholds and alert priorities', 'Agree escalation contacts and hours', 'Design dashboards and reports'],
        },
        {
          phase: 'implementation',
          steps: ['Install agents and configure checks', 'Tune thresholds to remove noise', 'Connect alerts to the service desk'],
        },
        {
          phase: 'support',
          steps: [
            'Triage alerts around the clock',
            'Report monthly on capacity and availability',
            'Review thresholds after every major incident',
          ],
        },
      ],
    },
  ],
};

export default content;
