import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We modernise the networks and communication tools of organisations spread across many sites, replacing ageing MPLS circuits and on-premises PBXs with SD-WAN, cellular backup and cloud calling that works the same in every office.',
  keyFeatures: [
    {
      title: 'Carrier-neutral sourcing',
      description:
        'We compare offers from local and regional carriers in each country and negotiate links, service levels and contract terms for you.',
    },
    {
      title: 'Phased legacy retirement',
      description: 'PBX, ISDN and leased-line services are retired site by site, with number porting and fallback plans agreed in advance.',
    },
    {
      title: 'Multi-site visibility',
      description: 'One view of circuits, devices and call quality across every branch, with alerts routed to the team that can fix them.',
    },
    {
      title: 'Local regulation in mind',
      description: 'Designs that respect telecoms licensing, number allocation and emergency-calling rules in each country you operate in.',
    },
  ],
  technologies: [
    {
      category: 'Wide-area networking',
      tools: ['Cisco Catalyst SD-WAN', 'Fortinet Secure SD-WAN', 'Palo Alto Networks Prisma SD-WAN'],
      description: 'SD-WAN platforms that combine fibre, broadband and 4G/5G links with application-aware routing.',
    },
    {
      category: 'Unified communications',
      tools: ['Microsoft Teams Phone', 'Zoom Phone', 'Webex Calling', 'Genesys Cloud CX'],
      description: 'Cloud calling, meetings and contact-centre platforms chosen to fit the collaboration tools you already license.',
    },
    {
      category: 'Wireless and private cellular',
      tools: ['Ericsson Private 5G', 'Nokia Digital Automation Cloud', 'HPE Aruba Networking Central'],
      description: 'Private 5G and enterprise Wi-Fi for ports, plants and campuses where coverage and reliability matter.',
    },
  ],
  subServices: [
    {
      id: 'network-modernization',
      icon: 'router',
      title: 'Network Modernisation',
      description:
        'Moving branches off legacy MPLS, copper and TDM services onto SD-WAN, fibre and cellular links without disrupting daily operations.',
      features: [
        {
          name: 'SD-WAN migration',
          description: 'Branches moved from MPLS to SD-WAN over dual fibre or broadband links with 4G/5G failover.',
          benefit: 'Lower circuit costs and new sites connected in weeks rather than months.',
        },
        {
          name: 'Legacy service retirement',
          description: 'ISDN, analogue lines and leased circuits inventoried and replaced with IP services before carriers withdraw them.',
          benefit: 'No surprises when legacy services are switched off.',
        },
        {
          name: 'Private 5G and LTE',
          description: 'Dedicated cellular networks for sites where Wi-Fi struggles: ports, mines, warehouses and large plants.',
          benefit: 'Reliable coverage for vehicles, sensors and handheld devices.',
        },
        {
          name: 'Network observability',
          description: 'Path, latency and application performance measured end to end across carriers and sites.',
          benefit: 'Faults traced to the right carrier or site in minutes.',
        },
      ],
      tools: [
        { name: 'Cisco Catalyst SD-WAN', category: 'SD-WAN', useCase: 'Policy-based routing across mixed carrier links' },
        { name: 'Fortinet FortiGate', category: 'Secure SD-WAN', useCase: 'Branch routing and firewalling in a single appliance' },
        { name: 'Ericsson Private 5G', category: 'Private cellular', useCase: 'Dedicated 5G coverage for industrial sites' },
        {
          name: 'Cisco ThousandEyes',
          category: 'Network monitoring',
          useCase: 'Visibility of carrier and internet paths between sites and cloud services',
        },
      ],
      applications: [
        { name: 'Branch network refresh', industry: 'Banking', impact: 'Branches stay online through single-carrier outages' },
        {
          name: 'Port and terminal connectivity',
          industry: 'Logistics',
          impact: 'Consistent coverage for cranes, trucks and handheld scanners',
        },
        { name: 'Store network roll-out', industry: 'Retail', impact: 'New stores online in weeks instead of months' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventory circuits, contracts and end dates',
            'Measure traffic and application needs per site',
            'Identify legacy services due for withdrawal',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Design the target architecture and carrier mix',
            'Run carrier tenders and compare service levels',
            'Plan cut-over waves and rollback',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Pilot at two or three representative sites',
            'Migrate remaining sites in waves',
            'Decommission old circuits and contracts',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Monitor links and carrier service levels',
            'Manage carrier faults and escalations',
            'Review capacity and costs each quarter',
          ],
        },
      ],
    },
    {
      id: 'unified-communications',
      icon: 'phone',
      title: 'Unified Communications',
      description:
        'Cloud calling, meetings and contact centres on one platform, with the numbers, devices and call quality your staff depend on.',
      features: [
        {
          name: 'Cloud telephony',
          description: 'On-premises PBXs replaced by Microsoft Teams Phone, Zoom Phone or Webex Calling, with existing numbers ported.',
          benefit: 'One phone system for every office and home worker.',
        },
        {
          name: 'Contact centre',
          description: 'Voice, chat, email and WhatsApp routed to the right agent, with call recording and reporting.',
          benefit: 'More customers resolved on first contact.',
        },
        {
          name: 'Meeting rooms',
          description: 'Certified room systems set up and managed centrally, from huddle rooms to boardrooms.',
          benefit: 'Meetings start without a call to IT.',
        },
        {
          name: 'Call quality management',
          description: 'Network readiness checks before go-live and call quality dashboards after it.',
          benefit: 'Poor calls traced to their cause, not guessed at.',
        },
      ],
      tools: [
        { name: 'Microsoft Teams Phone', category: 'Cloud calling', useCase: 'Calling for organisations already on Microsoft 365' },
        { name: 'Webex Calling', category: 'Cloud calling', useCase: 'Enterprise calling with Cisco devices and local PSTN options' },
        { name: 'Genesys Cloud CX', category: 'Contact centre', useCase: 'Omnichannel routing, workforce management and analytics' },
        {
          name: 'AudioCodes Mediant',
          category: 'Session border controller',
          useCase: 'Connecting Teams to local carriers and legacy systems',
        },
      ],
      applications: [
        { name: 'Head office and branch telephony', industry: 'Professional services', impact: 'A single number plan across all offices' },
        { name: 'Customer service centre', industry: 'Insurance', impact: 'Shorter waiting times and full interaction history' },
        { name: 'Patient appointment line', industry: 'Healthcare', impact: 'Fewer abandoned calls at peak hours' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Survey numbers, devices and call flows',
            'Assess network readiness for voice and video',
            'Review licences already owned',
          ],
        },
        {
          phase: 'planning',
          steps: ['Choose the platform and PSTN connectivity', 'Design call flows, queues and dial plans', 'Agree number porting dates'],
        },
        {
          phase: 'implementation',
          steps: [
            'Configure the platform and session border controllers',
            'Build contact-centre flows and reports',
            'Test calls, failover and emergency calling',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Pilot with one department', 'Port numbers and cut over site by site', 'Train users and hand over to support'],
        },
      ],
    },
  ],
};

export default content;
