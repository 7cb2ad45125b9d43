import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We help you decide which emerging technologies deserve your budget: structured assessments of what is ready and what is hype, followed by small, time-boxed pilots that produce evidence rather than slide decks.',
  keyFeatures: [
    {
      title: 'Technology radar',
      description: 'A twice-yearly review of emerging technologies, rated for maturity, relevance and risk to your business.',
    },
    {
      title: 'Time-boxed pilots',
      description: 'Pilots of six to ten weeks with success criteria agreed before any work starts.',
    },
    {
      title: 'Evidence you can present',
      description: 'Every pilot ends with measured results, the cost to scale and a clear recommendation to scale, pivot or stop.',
    },
    {
      title: 'Co-innovation with your teams',
      description: 'Your staff work alongside our engineers, so the knowledge stays in the business after the pilot ends.',
    },
  ],
  technologies: [
    {
      category: 'Generative AI',
      tools: ['Azure OpenAI Service', 'Amazon Bedrock', 'LangChain', 'Llama'],
      description: 'Foundation models and orchestration frameworks for assistants, enterprise search and document workflows.',
    },
    {
      category: 'Prototyping',
      tools: ['Figma', 'Streamlit', 'Node-RED', 'Raspberry Pi'],
      description: 'Tools for turning an idea into something users can try within days, on screen or on the shop floor.',
    },
    {
      category: 'Emerging platforms',
      tools: ['Qiskit', 'NVIDIA Omniverse', 'Hyperledger Fabric', 'Unity'],
      description:
        'Quantum, digital-twin, distributed-ledger and spatial-computing toolkits we use to test what is ready for business use.',
    },
  ],
  subServices: [
    {
      id: 'emerging-tech',
      icon: 'radar',
      title: 'Emerging Technologies',
      description:
        'Independent assessments of technologies such as generative AI, digital twins and quantum computing, judged against your business case rather than the hype cycle.',
      features: [
        {
          name: 'Technology scouting',
          description: 'Tracking of vendors, start-ups, research and standards in the areas that matter to your sector.',
          benefit: 'Fewer surprises from competitors and suppliers.',
        },
        {
          name: 'Maturity assessment',
          description: 'Technologies rated on readiness, vendor stability, skills availability and total cost of ownership.',
          benefit: 'Investment decisions based on evidence, not marketing.',
        },
        {
          name: 'Proof of concept',
          description: 'A narrow technical test that answers the riskiest question first, built in two to four weeks.',
          benefit: 'Feasibility known before budget is committed.',
        },
        {
          name: 'Risk and compliance review',
          description:
            'Security, privacy and regulatory implications assessed, including PDPA in Singapore and Malaysia and the PDP Law in Indonesia.',
          benefit: 'Legal and security teams involved early, not at launch.',
        },
      ],
      tools: [
        {
          name: 'Azure OpenAI Service',
          category: 'Generative AI',
          useCase: 'Testing assistants and document workflows with enterprise data controls',
        },
        { name: 'NVIDIA Omniverse', category: 'Digital twins', useCase: 'Simulating plants and warehouses before changing them' },
        { name: 'Qiskit', category: 'Quantum computing', useCase: 'Exploring optimisation problems on quantum simulators' },
        {
          name: 'Hyperledger Fabric',
          category: 'Distributed ledger',
          useCase: 'Testing shared-record use cases between business partners',
        },
      ],
      applications: [
        {
          name: 'Generative AI readiness review',
          industry: 'Financial services',
          impact: 'A shortlist of use cases with cost and risk estimates',
        },
        { name: 'Digital twin feasibility study', industry: 'Manufacturing', impact: 'A clear business case before capital is spent' },
        { name: 'Route optimisation study', industry: 'Logistics', impact: 'Gains quantified against current planning tools' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Agree business questions and priorities', 'Interview stakeholders and users', 'Review existing initiatives and vendors'],
        },
        {
          phase: 'planning',
          steps: ['Shortlist technologies to assess', 'Define evaluation criteria and weighting', 'Schedule vendor briefings and tests'],
        },
        {
          phase: 'execution',
          steps: ['Research vendors, standards and references', 'Run proof-of-concept tests', 'Score and compare the options'],
        },
        {
          phase: 'support',
          steps: ['Present findings and recommendations', 'Update the technology radar twice a year', 'Advise on vendor selection'],
        },
      ],
    },
    {
      id: 'innovation-lab',
      icon: 'lightbulb',
      title: 'Innovation Lab',
      description:
        'A small cross-functional team that takes your idea from a workshop to a working pilot with real users in six to ten weeks.',
      features: [
        {
          name: 'Design sprints',
          description: 'Five-day workshops that frame the problem, sketch solutions and test a prototype with real users.',
          benefit: 'Weak ideas dropped in a week, not a year.',
        },
        {
          name: 'Rapid prototyping',
          description: 'Clickable designs and working software built in short iterations, with a demo every week.',
          benefit: 'Stakeholders react to something real.',
        },
        {
          name: 'Field pilots',
          description: 'Pilots run with a limited group of customers or staff, with usage and outcomes measured throughout.',
          benefit: 'Decisions to scale backed by real data.',
        },
        {
          name: 'Path to production',
          description: 'Architecture, security and running costs reviewed during the pilot, so a successful result can be scaled.',
          benefit: 'No rewrite from scratch after a successful pilot.',
        },
      ],
      tools: [
        { name: 'Figma', category: 'Design', useCase: 'Interactive prototypes for user testing' },
        { name: 'Miro', category: 'Collaboration', useCase: 'Remote workshops and design sprints' },
        { name: 'Streamlit', category: 'Prototyping', useCase: 'Data and AI prototypes written in Python' },
        { name: 'Firebase', category: 'Back end', useCase: 'Hosted back ends for mobile and web pilots' },
      ],
      applications: [
        { name: 'Self-service claims app', industry: 'Insurance', impact: 'Validated with customers before the full build' },
        { name: 'Field technician assistant', industry: 'Utilities', impact: 'More first-time fixes in the pilot region' },
        { name: 'Smart campus pilot', industry: 'Education', impact: 'Room and energy use measured before a large investment' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Frame the problem with sponsors', 'Interview target users', 'Agree success measures'],
        },
        {
          phase: 'planning',
          steps: ['Form the pilot team', 'Set scope, budget and time box', 'Plan user recruitment and data access'],
        },
        {
          phase: 'development',
          steps: ['Run a design sprint', 'Build in weekly iterations', 'Test with users in every cycle'],
        },
        {
          phase: 'deployment',
          steps: ['Launch the pilot with a limited group', 'Measure results against targets', 'Recommend scale, pivot or stop'],
        },
      ],
    },
  ],
};

export default content;
