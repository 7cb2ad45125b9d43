import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Head of Software Engineering',
  introduction:
    'Microservices can help organisations release features faster and scale the parts of a system that are under the most load, but they also introduce distributed-systems complexity that many teams underestimate. The difference between success and a "distributed monolith" usually comes down to service boundaries, communication patterns, observability and delivery automation. This article summarises the practices we apply when building and modernising microservice platforms for clients across Southeast Asia.',
  keyPoints: [
    'Service boundaries should follow business capabilities identified through domain-driven design, not technical layers such as database or user interface.',
    'Each service should own its data and communicate through well-defined APIs or asynchronous events, never through a shared database.',
    'Observability with distributed tracing, structured logs and metrics is essential from the first production release, not an afterthought.',
    'Automated CI/CD pipelines, container orchestration and resilience patterns allow teams to deploy independently and recover quickly from failures.',
  ],
  sections: [
    {
      title: 'Designing Service Boundaries',
      content:
        'Well-designed microservices map to bounded contexts in the business domain, such as orders, payments or inventory. Event storming workshops with business and engineering staff are an effective way to discover these boundaries before writing code. Services that are split too finely create chatty communication and coordinated releases, so it is often better to start with fewer, larger services and split them when there is a clear reason.',
      impact: 'Independent teams with fewer coordinated releases',
      applications: [
        'Decomposing legacy monoliths',
        'Aligning teams with business capabilities',
        'Planning incremental modernisation roadmaps',
      ],
    },
    {
      title: 'Communication and Data Management',
      content:
        'Synchronous REST or gRPC calls are simple but create runtime coupling, so long chains of calls between services should be avoided. Asynchronous messaging with event streams decouples services and supports patterns such as event sourcing and the saga pattern for transactions that span several services. The outbox pattern helps ensure that database changes and published events stay consistent.',
      impact: 'Looser coupling and more reliable transactions',
      applications: [
        'Order processing across payment and inventory services',
        'Real-time notifications and status updates',
        'Integration with legacy and third-party systems',
      ],
    },
    {
      title: 'Observability and Resilience',
      content:
        'When a single request passes through many services, teams need distributed tracing to understand where time is spent and where errors occur. Standardising on OpenTelemetry for traces, metrics and logs avoids vendor lock-in and makes dashboards consistent across teams. Resilience patterns such as timeouts, retries with backoff, circuit breakers and bulkheads stop a failure in one service from cascading through the system.',
      impact: 'Faster diagnosis and shorter outages',
      applications: [
        'End-to-end request tracing',
        'Service-level objective monitoring and alerting',
        'Graceful degradation during peak traffic',
      ],
    },
    {
      title: 'Deployment and Delivery Automation',
      content:
        'Microservices only deliver their promised agility when each service can be built, tested and deployed independently through an automated pipeline. Containers and Kubernetes provide a consistent runtime, while GitOps tools and progressive delivery techniques such as canary releases reduce the risk of each change. Consumer-driven contract tests catch breaking API changes before they reach production.',
      impact: 'Faster releases with fewer rollbacks',
      applications: ['Independent service deployment pipelines', 'Canary and blue-green releases', 'Automated API contract testing'],
    },
  ],
  technologies: [
    {
      name: 'Kubernetes',
      description:
        'An open-source container orchestration platform that automates deployment, scaling and self-healing of containerised services.',
      applications: 'Running and scaling microservices',
    },
    {
      name: 'Apache Kafka',
      description: 'A distributed event streaming platform that provides durable, high-throughput messaging between services.',
      applications: 'Asynchronous, event-driven communication',
    },
    {
      name: 'OpenTelemetry',
      description: 'A vendor-neutral CNCF standard and toolkit for collecting traces, metrics and logs from applications.',
      applications: 'Distributed tracing and observability',
    },
    {
      name: 'Istio',
      description:
        'A service mesh that adds mutual TLS, traffic management and telemetry to service-to-service communication without changing application code.',
      applications: 'Secure traffic and canary routing',
    },
  ],
  implementation: {
    steps: [
      'Map the business domain with stakeholders and identify bounded contexts that can become candidate services.',
      'Establish a platform baseline with containers, Kubernetes, CI/CD pipelines and OpenTelemetry-based observability.',
      'Extract the first service from the monolith using the strangler fig pattern, starting with a capability that changes often and has few dependencies.',
      'Introduce asynchronous messaging, API contracts and resilience patterns as more services are separated.',
      'Review service-level objectives, deployment frequency and incident data regularly, and adjust service boundaries where needed.',
    ],
    challenges: [
      'Distributed transactions and data consistency are harder to manage than in a single database.',
      'Operational overhead increases significantly, requiring mature monitoring, on-call practices and platform engineering skills.',
      'Poorly chosen boundaries can produce a distributed monolith in which services must still be released together.',
    ],
    bestPractices: [
      'Give each service a single owning team that is responsible for it from development through to production.',
      "Keep each service's data private and share information only through versioned APIs and events.",
      'Automate testing, security scanning and deployment so that every service can be released independently.',
      'Define service-level objectives for critical user journeys and use error budgets to balance reliability and speed.',
    ],
  },
  conclusion:
    'Microservices are a powerful architecture for organisations that need to scale both their systems and their engineering teams, but they are not the right choice for every application. Success depends on thoughtful domain boundaries, strong automation and a culture of ownership and observability. Meridian IT Services helps clients decide where microservices add value and guides them through a gradual, low-risk migration.',
  tags: ['Microservices', 'Kubernetes', 'DevOps', 'Software Architecture'],
};

export default body;
