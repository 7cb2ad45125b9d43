import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Principal Cloud Architect',
  introduction:
    "Cloud-native architecture is about more than running workloads in someone else's data centre: it means designing applications to take full advantage of elastic infrastructure, automation and managed services. For organisations in Southeast Asia modernising legacy systems, the approach can shorten release cycles and improve resilience, but only when it is adopted with clear goals and the right operating model. This guide covers the building blocks, the tools we use in practice and a realistic path to adoption.",
  keyPoints: [
    'Containers and Kubernetes provide a consistent way to package and run applications across public clouds, private data centres and edge locations.',
    'Infrastructure as code and GitOps make environments reproducible, auditable and quick to rebuild after a failure.',
    'Observability built on open standards such as OpenTelemetry is essential for understanding distributed systems in production.',
    'Cloud-native success depends as much on platform engineering, team skills and cost discipline as on technology choices.',
  ],
  sections: [
    {
      title: 'Containers and Orchestration',
      content:
        'Packaging applications as containers isolates them from differences between environments, so the same image runs in development, testing and production. Kubernetes schedules those containers, restarts failed instances and scales workloads with demand, whether on Amazon EKS, Azure Kubernetes Service, Google Kubernetes Engine or on-premises platforms such as Red Hat OpenShift. Not every workload needs Kubernetes, however, and serverless or managed container services are often a simpler choice for smaller teams.',
      impact: 'Consistent deployments across environments',
      applications: [
        'Modernising monolithic web applications',
        'Hybrid cloud and on-premises workloads',
        'Scaling for peak events such as 11.11 and 12.12 sales',
      ],
    },
    {
      title: 'Infrastructure as Code and GitOps',
      content:
        'Defining networks, clusters and managed services in code with tools such as Terraform lets teams review infrastructure changes in the same way as application changes and recreate environments on demand. GitOps extends this idea by making a Git repository the single source of truth for what should run in each cluster, with controllers such as Argo CD continuously reconciling the actual state. In our engagements, this approach typically reduces environment provisioning from several days to under an hour.',
      impact: 'Faster, auditable and repeatable changes',
      applications: [
        'Self-service development and test environments',
        'Rebuilding disaster recovery environments',
        'Audit evidence for regulated industries',
      ],
    },
    {
      title: 'Observability and Resilience',
      content:
        'Distributed systems fail in partial and unexpected ways, so teams need metrics, logs and traces that can be correlated across services. OpenTelemetry provides a vendor-neutral way to instrument applications, with data sent to tools such as Prometheus and Grafana or to commercial monitoring platforms. Combining good observability with health checks, circuit breakers and multi-zone deployment helps teams detect and recover from incidents quickly.',
      impact: 'Shorter incident detection and recovery times',
      applications: [
        'Service-level objective dashboards',
        'Distributed tracing of customer transactions',
        'Automated alerting and on-call response',
      ],
    },
    {
      title: 'Platform Engineering and FinOps',
      content:
        'As the number of services grows, many organisations build an internal developer platform that offers approved templates, pipelines and guardrails, so product teams can ship without becoming infrastructure experts. At the same time, elastic infrastructure makes overspending easy, so cost visibility per team and per service must be designed in from the start. Rightsizing, autoscaling and committed-use discounts commonly reduce cloud bills by 20 to 30 percent in the first year of active cost management.',
      impact: 'Higher developer productivity with controlled cloud spend',
      applications: ['Golden-path service templates', 'Cost allocation by team and product', 'Automated rightsizing and autoscaling'],
    },
  ],
  technologies: [
    {
      name: 'Kubernetes',
      description:
        'The open-source container orchestration platform, governed by the Cloud Native Computing Foundation, that automates the deployment, scaling and recovery of containerised applications.',
      applications: 'Running containerised workloads at scale',
    },
    {
      name: 'Terraform',
      description:
        'An infrastructure-as-code tool from HashiCorp that provisions cloud and on-premises resources from declarative configuration files.',
      applications: 'Reproducible multi-cloud infrastructure',
    },
    {
      name: 'Argo CD',
      description:
        'A declarative GitOps continuous delivery tool for Kubernetes that keeps clusters in sync with configuration stored in Git.',
      applications: 'Automated, auditable deployments',
    },
    {
      name: 'OpenTelemetry',
      description: 'A CNCF project that provides vendor-neutral APIs, SDKs and collectors for metrics, logs and traces.',
      applications: 'Unified observability across services',
    },
  ],
  implementation: {
    steps: [
      'Assess the application portfolio and decide for each system whether to retain, rehost, replatform or refactor it, based on business value and technical fit.',
      'Build a landing zone with networking, identity, security controls and cost tagging defined in code.',
      'Set up a minimal platform with a container registry, CI/CD pipelines, GitOps deployment and observability.',
      'Migrate or refactor one or two representative applications and measure deployment frequency, lead time and incident rates.',
      'Expand to further applications in waves, refining platform templates and training teams along the way.',
    ],
    challenges: [
      'Legacy applications with tight coupling, shared databases or licensing restrictions can be difficult and expensive to containerise.',
      'Kubernetes and its surrounding tools have a steep learning curve, and experienced engineers are in short supply across the region.',
      'Without governance, cloud costs and the number of tools in use can grow faster than the business value they deliver.',
    ],
    bestPractices: [
      'Start with stateless services and keep stateful data in managed database services where possible.',
      'Treat the internal platform as a product with its own roadmap, users and feedback loop.',
      'Apply security controls such as image scanning, policy enforcement and least-privilege access in the pipeline rather than after deployment.',
      'Tag every resource by owner and cost centre, and review cloud spending with each team every month.',
    ],
  },
  conclusion:
    'Cloud-native architecture can give organisations faster releases, better resilience and more efficient use of infrastructure, but the benefits come from disciplined engineering practices rather than from any single tool. A phased approach that starts with a solid landing zone, a small platform and a few well-chosen applications keeps risk low while building internal capability. Meridian IT Services supports clients from portfolio assessment through platform build to ongoing operations.',
  tags: ['Cloud-Native', 'Kubernetes', 'DevOps', 'Platform Engineering'],
};

export default body;
