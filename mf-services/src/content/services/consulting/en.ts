import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We help leadership teams decide where technology should take the business and how to get there, through independent assessments, prioritised roadmaps and vendor-neutral architecture reviews.',
  keyFeatures: [
    {
      title: 'Vendor-neutral recommendations',
      description:
        'Options compared side by side on requirements, risk and total cost of ownership, with no product quota behind the advice.',
    },
    {
      title: 'Business-led roadmaps',
      description: 'Initiatives ranked by value, cost, risk and dependencies, and tied to outcomes the business can measure.',
    },
    {
      title: 'Independent architecture reviews',
      description:
        'Current or proposed systems assessed for security, scalability, cost and maintainability before large commitments are made.',
    },
    {
      title: 'Practical governance',
      description: 'Decision rights, investment gates and KPIs that let leadership track progress long after the engagement ends.',
    },
  ],
  technologies: [
    {
      category: 'Frameworks',
      tools: ['TOGAF', 'COBIT 2019', 'ITIL 4'],
      description: 'Established frameworks used selectively and scaled to the size of your organisation, not applied wholesale.',
    },
    {
      category: 'Architecture modelling',
      tools: ['SAP LeanIX', 'Archi', 'Sparx Systems Enterprise Architect'],
      description: 'Application portfolios and dependencies mapped, so decisions rest on a shared picture of the estate.',
    },
    {
      category: 'Planning and reporting',
      tools: ['Jira', 'Confluence', 'Miro', 'Power BI'],
      description: 'Roadmaps, workshop outputs and KPI dashboards in tools your teams can keep using after we hand over.',
    },
  ],
  subServices: [
    {
      id: 'digital-transformation',
      icon: 'rocket',
      title: 'Digital Transformation Strategy',
      description:
        'Assessments and roadmaps that show which processes to digitise first, what it will cost and how the results will be measured.',
      features: [
        {
          name: 'Digital maturity assessment',
          description: 'Interviews, process walkthroughs and system reviews scored against a structured maturity model.',
          benefit: 'A clear, shared baseline of where the organisation stands today.',
        },
        {
          name: 'Target operating model',
          description: 'How processes, data, people and technology should work together in three to five years.',
          benefit: 'Leadership agrees on the destination before funding the journey.',
        },
        {
          name: 'Prioritised transformation roadmap',
          description:
            'Initiatives sequenced by value, effort and dependency, with budgets and quick wins planned for the first six months.',
          benefit: 'Investment goes first to the changes that pay back soonest.',
        },
        {
          name: 'Business case and benefits tracking',
          description: 'Costs, benefits and KPIs for each initiative, with a method for tracking them once funding is approved.',
          benefit: 'Board approval based on numbers, and evidence of results afterwards.',
        },
      ],
      tools: [
        {
          name: 'COBIT 2019',
          category: 'Governance framework',
          useCase: 'Structuring IT governance and decision rights for the programme',
        },
        {
          name: 'SAP LeanIX',
          category: 'Application portfolio management',
          useCase: 'Mapping applications, owners and lifecycle status to find duplication',
        },
        { name: 'Miro', category: 'Workshop collaboration', useCase: 'Process-mapping and prioritisation workshops across offices' },
        { name: 'Power BI', category: 'KPI reporting', useCase: 'Dashboards that track roadmap progress and realised benefits' },
      ],
      applications: [
        {
          name: 'Digital channel strategy',
          industry: 'Banking and financial services',
          impact: 'Digital onboarding and branch changes sequenced in a board-approved three-year plan',
        },
        {
          name: 'Smart factory roadmap',
          industry: 'Manufacturing',
          impact: 'Industry 4.0 pilots chosen by payback rather than vendor demonstrations',
        },
        {
          name: 'Public service digitisation',
          industry: 'Government and public sector',
          impact: 'Citizen services prioritised by transaction volume and effort saved',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Interview leadership and process owners',
            'Assess digital maturity and current systems',
            'Benchmark against regional peers',
          ],
        },
        {
          phase: 'planning',
          steps: ['Define the target operating model', 'Prioritise initiatives by value and effort', 'Build the business case and budget'],
        },
        {
          phase: 'execution',
          steps: [
            'Launch the quick-win initiatives',
            'Set up a transformation office and governance',
            'Align vendors and internal teams to the roadmap',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Track KPIs and realised benefits',
            'Review the roadmap quarterly with leadership',
            'Adjust priorities as the business changes',
          ],
        },
      ],
    },
    {
      id: 'strategic-planning',
      icon: 'compass',
      title: 'Strategic IT Planning',
      description:
        'Multi-year IT strategies, budgets and architecture reviews that keep technology investment aligned with business plans.',
      features: [
        {
          name: 'IT strategy and roadmap',
          description: 'A three-year plan covering applications, infrastructure, security, data and people, linked to business goals.',
          benefit: 'Technology spending explained in business terms.',
        },
        {
          name: 'Architecture review',
          description:
            'Vendor-neutral review of current or proposed architectures against security, scalability, cost and maintainability criteria.',
          benefit: 'Costly design problems caught before contracts are signed.',
        },
        {
          name: 'IT cost and sourcing review',
          description: 'Analysis of spend, contracts and licences, with options for consolidation, renegotiation or outsourcing.',
          benefit: 'Savings of 10–15% of running costs are often identified in the first review.',
        },
        {
          name: 'Vendor selection support',
          description: 'Requirements, RFP documents, scoring models and reference checks for major technology purchases.',
          benefit: 'A defensible choice, documented for auditors and the board.',
        },
      ],
      tools: [
        { name: 'TOGAF', category: 'Enterprise architecture', useCase: 'Structuring current and target architecture views' },
        { name: 'Archi', category: 'Architecture modelling', useCase: 'ArchiMate models of applications, data and infrastructure' },
        { name: 'ITIL 4', category: 'Service management', useCase: 'Assessing operational processes and support models' },
        { name: 'IBM Apptio', category: 'IT financial management', useCase: 'Modelling IT costs by service and business unit' },
      ],
      applications: [
        { name: 'Three-year IT strategy', industry: 'Healthcare', impact: 'Board-approved plan linking IT investment to patient services' },
        {
          name: 'Post-merger IT integration plan',
          industry: 'Financial services',
          impact: 'Duplicate systems and contracts identified within the first 100 days',
        },
        { name: 'ERP vendor selection', industry: 'Manufacturing', impact: 'Decision reached in eight weeks with a full scoring record' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Review business strategy and plans',
            'Assess current architecture, costs and contracts',
            'Interview business and IT stakeholders',
          ],
        },
        {
          phase: 'planning',
          steps: ['Define target architecture and principles', 'Evaluate options and sourcing models', 'Draft the roadmap and budget'],
        },
        {
          phase: 'implementation',
          steps: [
            'Present recommendations to leadership',
            'Set up governance and investment gates',
            'Support vendor selection and negotiation',
          ],
        },
        {
          phase: 'support',
          steps: ['Quarterly progress reviews', 'Architecture review of major new projects', 'Annual strategy refresh'],
        },
      ],
    },
  ],
};

export default content;
