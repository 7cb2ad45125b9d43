import type { Portfolio } from '../types';

const portfolio: Portfolio = {
  title: 'Our Portfolio',
  description:
    'Selected work by Meridian IT Services: more than 200 projects for organisations in financial services, healthcare and manufacturing across Southeast Asia, with our expertise, certifications and results.',
  intro:
    'For more than 15 years we have helped organisations across Southeast Asia modernise their systems, move to the cloud and make better use of their data. Here is an overview of the industries we serve, the technologies we work with, how our projects perform and one of the engagements we are proudest of.',
  stats: [
    { value: '200+', label: 'Projects Delivered' },
    { value: '15+', label: 'Years Experience' },
    { value: '50+', label: 'Enterprise Clients' },
    { value: '98%', label: 'Client Satisfaction' },
  ],
  industriesHeading: 'Industries We Serve',
  industries: [
    {
      name: 'Financial Services',
      projects: 45,
      expertise: [
        { area: 'Core banking modernisation', clients: 6, successRate: '96%', revenueImpact: '+15%' },
        { area: 'Digital banking and payments', clients: 9, successRate: '95%', revenueImpact: '+20%' },
        { area: 'Regulatory reporting and risk', clients: 7, successRate: '98%', revenueImpact: '+8%' },
      ],
      technologies: [
        { name: 'Amazon Web Services', projects: 28, proficiency: 'Expert', efficiencyGain: '+30%' },
        { name: 'Kubernetes', projects: 20, proficiency: 'Expert', efficiencyGain: '+28%' },
        { name: 'Apache Kafka', projects: 12, proficiency: 'Advanced', efficiencyGain: '+25%' },
      ],
      certifications: [
        { name: 'ISO/IEC 27001', status: 'Certified', year: 2019 },
        { name: 'PCI Professional (PCIP)', status: 'Certified', year: 2021 },
        { name: 'ISO 22301', status: 'In progress', year: 2025 },
      ],
      metrics: { revenueImpact: '+18%', efficiencyGain: '+32%', costReduction: '24%', clientSatisfaction: '98%' },
    },
    {
      name: 'Healthcare',
      projects: 38,
      expertise: [
        { area: 'Hospital system integration', clients: 5, successRate: '95%', revenueImpact: '+10%' },
        { area: 'Telehealth and patient apps', clients: 6, successRate: '94%', revenueImpact: '+14%' },
        { area: 'Clinical data and analytics', clients: 4, successRate: '96%', revenueImpact: '+9%' },
      ],
      technologies: [
        { name: 'Microsoft Azure', projects: 16, proficiency: 'Expert', efficiencyGain: '+27%' },
        { name: 'HL7 FHIR', projects: 12, proficiency: 'Advanced', efficiencyGain: '+35%' },
        { name: 'Power BI', projects: 14, proficiency: 'Advanced', efficiencyGain: '+30%' },
      ],
      certifications: [
        { name: 'ISO/IEC 27701', status: 'Certified', year: 2022 },
        { name: 'HL7 FHIR R4 Proficiency', status: 'Certified', year: 2023 },
        { name: 'ISO/IEC 27018', status: 'In progress', year: 2025 },
      ],
      metrics: { revenueImpact: '+12%', efficiencyGain: '+28%', costReduction: '20%', clientSatisfaction: '97%' },
    },
    {
      name: 'Manufacturing',
      projects: 52,
      expertise: [
        { area: 'Predictive maintenance', clients: 7, successRate: '95%', revenueImpact: '+12%' },
        { area: 'Production data and MES integration', clients: 6, successRate: '94%', revenueImpact: '+10%' },
        { area: 'Supply chain analytics', clients: 5, successRate: '93%', revenueImpact: '+9%' },
      ],
      technologies: [
        { name: 'AWS IoT Core', projects: 15, proficiency: 'Expert', efficiencyGain: '+30%' },
        { name: 'Azure IoT Hub', projects: 12, proficiency: 'Advanced', efficiencyGain: '+26%' },
        { name: 'SAP S/4HANA', projects: 10, proficiency: 'Advanced', efficiencyGain: '+22%' },
      ],
      certifications: [
        { name: 'ISO 9001', status: 'Certified', year: 2020 },
        { name: 'ISA/IEC 62443 Cybersecurity Fundamentals Specialist', status: 'Certified', year: 2023 },
        { name: 'ISA/IEC 62443 Cybersecurity Expert', status: 'In progress', year: 2025 },
      ],
      metrics: { revenueImpact: '+14%', efficiencyGain: '+35%', costReduction: '22%', clientSatisfaction: '98%' },
    },
  ],
  expertiseHeading: 'Technology Expertise',
  expertise: [
    {
      category: 'Cloud & Infrastructure',
      skills: [
        { name: 'Amazon Web Services', proficiency: 'Expert', projects: 85, successRate: '97%' },
        { name: 'Microsoft Azure', proficiency: 'Advanced', projects: 48, successRate: '95%' },
        { name: 'Kubernetes', proficiency: 'Expert', projects: 40, successRate: '96%' },
        { name: 'Terraform', proficiency: 'Expert', projects: 60, successRate: '98%' },
      ],
      certifications: [
        { name: 'AWS Certified Solutions Architect – Professional', level: 'Professional' },
        { name: 'Microsoft Certified: Azure Solutions Architect Expert', level: 'Expert' },
        { name: 'HashiCorp Certified: Terraform Associate', level: 'Associate' },
      ],
    },
    {
      category: 'AI & Machine Learning',
      skills: [
        { name: 'Predictive analytics', proficiency: 'Expert', projects: 24, successRate: '95%' },
        { name: 'MLOps and model deployment', proficiency: 'Advanced', projects: 15, successRate: '93%' },
        { name: 'Natural language processing', proficiency: 'Advanced', projects: 12, successRate: '92%' },
        { name: 'Computer vision', proficiency: 'Advanced', projects: 9, successRate: '91%' },
      ],
      certifications: [
        { name: 'AWS Certified Machine Learning – Specialty', level: 'Specialty' },
        { name: 'Microsoft Certified: Azure AI Engineer Associate', level: 'Associate' },
        { name: 'Google Cloud Professional Machine Learning Engineer', level: 'Professional' },
      ],
    },
  ],
  metricsHeading: 'Project Success Metrics',
  metricGroups: [
    {
      category: 'Delivery Performance',
      metrics: [
        { name: 'Projects delivered on time', value: '94%', trend: '+3% YoY' },
        { name: 'Projects delivered within budget', value: '92%', trend: '+2% YoY' },
        { name: 'Average time to first release', value: '10 weeks', trend: '−2 weeks YoY' },
        { name: 'Support tickets resolved within SLA', value: '97%', trend: '+1% YoY' },
      ],
    },
    {
      category: 'Client Impact',
      metrics: [
        { name: 'Client retention rate', value: '91%', trend: '+2% YoY' },
        { name: 'Average operating cost reduction', value: '22%', trend: '+3% YoY' },
        { name: 'Net Promoter Score', value: '52', trend: '+4 YoY' },
        { name: 'Revenue from repeat clients', value: '68%', trend: '+5% YoY' },
      ],
    },
  ],
  caseStudiesHeading: 'Featured Case Studies',
  caseStudy: {
    title: 'Core banking migration to the cloud for a regional bank',
    description:
      "We moved a regional bank's core banking platform and its surrounding systems from an ageing data centre to the cloud, without disruption to customers.",
    imageAlt: 'Engineers reviewing a cloud migration dashboard in a bank operations room',
    challenge:
      "The bank's core banking system ran on hardware that was approaching the end of vendor support. End-of-day processing took around five hours, setting up a test environment took weeks, and launching new products was slow. Any move had to satisfy the regulator's requirements on outsourcing, data residency and resilience.",
    solution:
      "We designed a secure cloud platform in an in-country AWS Region that meets the regulator's requirements, and migrated the core banking system and 40 connected applications in planned waves. The core banking database moved to a managed service, surrounding services were containerised, and the whole environment is defined as code so it can be rebuilt and audited consistently.",
    implementation: [
      "Assessed the application estate and agreed the target design with the bank's IT, risk and compliance teams",
      'Built a secure landing zone with encryption, network segregation and private connectivity to branches and data centres',
      'Migrated test environments and connected applications in five waves, each with rollback plans',
      'Rehearsed the core banking cut-over three times and ran the old and new platforms in parallel',
      'Completed the cut-over over a long weekend, followed by eight weeks of hypercare and handover to managed operations',
    ],
    results: [
      { metric: 'End-of-day batch processing time', value: '2 hours', change: '−60%' },
      { metric: 'Time to set up a test environment', value: '1 day', change: '−95%' },
      { metric: 'Time to launch a new product', value: '6 weeks', change: '−50%' },
      { metric: 'Infrastructure running costs', value: '25% lower', change: '−25%' },
    ],
    technologies: ['Amazon Web Services', 'Amazon RDS for Oracle', 'Amazon EKS', 'AWS Direct Connect', 'Terraform'],
    timeline: '14 months',
    team: [
      { role: 'Cloud architects', count: 3 },
      { role: 'Migration engineers', count: 8 },
      { role: 'Database specialists', count: 2 },
      { role: 'Project and change managers', count: 2 },
    ],
    testimonial: {
      quote:
        'Meridian planned every step with our risk and compliance teams, and the cut-over went exactly as rehearsed. Our customers did not notice a thing, and our teams now deliver changes in days rather than weeks.',
      author: 'Hendra Wijaya',
      position: 'Chief Information Officer',
    },
  },
  cta: {
    heading: 'Ready to Transform Your Business?',
    text: 'Tell us about your plans and challenges. We will listen, share what has worked for similar organisations and suggest practical next steps, with no obligation.',
    button: 'Contact Us',
  },
};

export default portfolio;
