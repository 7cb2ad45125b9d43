import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We automate the path from commit to production, with pipelines that test, scan and deploy every change and infrastructure defined in reviewed code, so that releases become routine and any change can be rolled back.',
  keyFeatures: [
    {
      title: 'Delivery assessment',
      description:
        'A baseline of your DORA metrics (deployment frequency, lead time, change failure rate and recovery time) with a plan to improve them.',
    },
    {
      title: 'Security built into pipelines',
      description: 'Dependency, container and code scanning on every build, with findings triaged against OWASP guidance.',
    },
    {
      title: 'Everything as code',
      description: 'Servers, networks, policies and pipelines versioned in Git and changed only through review.',
    },
    {
      title: 'Team enablement',
      description: 'Pairing, templates and documentation so your engineers own the tooling after handover.',
    },
  ],
  technologies: [
    {
      category: 'CI/CD',
      tools: ['GitHub Actions', 'GitLab CI/CD', 'Jenkins', 'Argo CD'],
      description: 'Build and deployment tools chosen to fit your source control and team, not the other way round.',
    },
    {
      category: 'Infrastructure as code',
      tools: ['Terraform', 'Ansible', 'Pulumi', 'AWS CloudFormation'],
      description: 'Declarative provisioning and configuration for cloud and on-premises estates.',
    },
    {
      category: 'Containers and observability',
      tools: ['Kubernetes', 'Docker', 'Prometheus', 'Grafana'],
      description: 'Consistent runtimes from laptop to production, with the metrics to know when something goes wrong.',
    },
  ],
  subServices: [
    {
      id: 'ci-cd-automation',
      icon: 'workflow',
      title: 'CI/CD Automation',
      description:
        'Pipelines that build, test, scan and deploy every change automatically, with approvals where your governance requires them.',
      features: [
        {
          name: 'Automated build and test',
          description: 'Every commit compiled, unit-tested and packaged in a clean, reproducible environment.',
          benefit: 'Defects found minutes after they are written.',
        },
        {
          name: 'Progressive delivery',
          description: 'Blue-green and canary releases with automated health checks and one-click rollback.',
          benefit: 'Releases during business hours without drama.',
        },
        {
          name: 'Pipeline security scanning',
          description: 'Static analysis, dependency checks and container image scanning as quality gates.',
          benefit: 'Known vulnerabilities blocked before they reach production.',
        },
        {
          name: 'Audit-ready approvals',
          description: 'Change records, approvals and deployment logs captured automatically for every release.',
          benefit: 'Evidence for ISO 27001 and regulator audits without manual paperwork.',
        },
      ],
      tools: [
        { name: 'GitHub Actions', category: 'Continuous integration', useCase: 'Build and test workflows next to the code' },
        { name: 'GitLab CI/CD', category: 'Continuous integration', useCase: 'Self-hosted pipelines for regulated environments' },
        { name: 'Argo CD', category: 'GitOps deployment', useCase: 'Declarative, auditable deployments to Kubernetes' },
        { name: 'SonarQube', category: 'Code quality', useCase: 'Static analysis and quality gates on every merge request' },
      ],
      applications: [
        {
          name: 'Mobile banking releases',
          industry: 'Financial services',
          impact: 'From monthly to weekly releases with full audit trails',
        },
        { name: 'E-commerce platform delivery', industry: 'Retail', impact: 'Fewer failed deployments during peak trading' },
        { name: 'SaaS product delivery', industry: 'Software', impact: 'Lead time for changes reduced from weeks to days' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Map the current release process', 'Measure baseline DORA metrics', 'Identify manual steps and bottlenecks'],
        },
        {
          phase: 'planning',
          steps: ['Design pipeline stages and quality gates', 'Agree branching and approval rules', 'Choose a pilot application'],
        },
        {
          phase: 'implementation',
          steps: ['Build pipeline templates', 'Automate tests and security scans', 'Set up progressive deployment and rollback'],
        },
        {
          phase: 'deployment',
          steps: ['Migrate the pilot application', 'Onboard remaining teams in waves', 'Review metrics against the baseline'],
        },
      ],
    },
    {
      id: 'infrastructure-as-code',
      icon: 'file-code',
      title: 'Infrastructure as Code',
      description:
        'Cloud and on-premises infrastructure defined in version-controlled code, reviewed like software and reproducible on demand.',
      features: [
        {
          name: 'Reusable modules',
          description: 'Tested Terraform modules for networks, clusters and databases that follow your standards.',
          benefit: 'New environments in hours instead of weeks.',
        },
        {
          name: 'Policy as code',
          description: 'Guardrails for tagging, encryption and network exposure checked before any change is applied.',
          benefit: 'Misconfigurations stopped at review, not found in an audit.',
        },
        {
          name: 'Drift detection',
          description: 'Scheduled plans compare live infrastructure with code and flag manual changes.',
          benefit: 'What runs in production matches what was approved.',
        },
        {
          name: 'Configuration management',
          description: 'Operating system hardening and software configuration applied consistently with Ansible.',
          benefit: 'Servers built to CIS Benchmarks every time.',
        },
      ],
      tools: [
        { name: 'Terraform', category: 'Provisioning', useCase: 'Multi-cloud infrastructure from reusable modules' },
        { name: 'Ansible', category: 'Configuration management', useCase: 'Server configuration and hardening' },
        { name: 'Open Policy Agent', category: 'Policy as code', useCase: 'Automated checks on planned infrastructure changes' },
        { name: 'Atlantis', category: 'Workflow automation', useCase: 'Terraform plans and applies through pull requests' },
      ],
      applications: [
        {
          name: 'Cloud landing zones',
          industry: 'Financial services',
          impact: 'Consistent, auditable accounts that meet security controls',
        },
        { name: 'Disaster recovery environments', industry: 'Healthcare', impact: 'Recovery site rebuilt from code in a few hours' },
        { name: 'Multi-country rollouts', industry: 'Retail', impact: 'Identical environments for each new market' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Inventory existing infrastructure', 'Review current provisioning practices', 'Identify compliance requirements'],
        },
        {
          phase: 'planning',
          steps: ['Define module and repository structure', 'Plan state management and access', 'Prioritise environments to codify'],
        },
        {
          phase: 'development',
          steps: ['Write and test modules', 'Import existing resources into code', 'Add policy checks to the workflow'],
        },
        {
          phase: 'support',
          steps: ['Monitor for drift', 'Maintain modules as providers change', 'Coach teams on contributing changes'],
        },
      ],
    },
  ],
};

export default content;
