import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We design, build and secure the networks that connect your offices, data centres, branches and cloud platforms: documented LAN, WAN and SD-WAN designs with zero-trust access, delivered without disrupting business hours.',
  keyFeatures: [
    {
      title: 'Vendor-neutral design',
      description:
        'Architectures chosen on requirements and total cost of ownership, with certified engineers across Cisco, Fortinet, Aruba and Juniper.',
    },
    {
      title: 'SD-WAN for branch networks',
      description: 'Centrally managed branch connectivity that combines MPLS, broadband and 4G/5G links with application-aware routing.',
    },
    {
      title: 'Zero-trust network access',
      description: 'Users and devices verified on every connection, with segmentation that limits how far an intruder can move.',
    },
    {
      title: 'Visibility and documentation',
      description: 'Up-to-date diagrams, configuration backups and monitoring dashboards handed over with every project.',
    },
  ],
  technologies: [
    {
      category: 'Switching, routing and wireless',
      tools: ['Cisco Catalyst', 'HPE Aruba Networking', 'Juniper Mist', 'Ubiquiti UniFi'],
      description: 'Campus and data-centre equipment sized for your sites, from a single branch to a multi-floor headquarters.',
    },
    {
      category: 'SD-WAN and security',
      tools: ['Fortinet FortiGate', 'Cisco Catalyst SD-WAN', 'Palo Alto Networks Prisma Access', 'Zscaler Private Access'],
      description: 'Next-generation firewalls, SD-WAN and secure access service edge (SASE) platforms for distributed organisations.',
    },
    {
      category: 'Monitoring and automation',
      tools: ['PRTG Network Monitor', 'NetBox', 'Ansible', 'Cisco ThousandEyes'],
      description: 'Tools that keep inventories accurate, changes repeatable and performance problems visible before users report them.',
    },
  ],
  subServices: [
    {
      id: 'network-infrastructure',
      icon: 'router',
      title: 'Network Infrastructure',
      description: 'Design, installation and upgrade of LAN, Wi-Fi, WAN and SD-WAN networks for offices, factories, campuses and branches.',
      features: [
        {
          name: 'Campus LAN and Wi-Fi',
          description: 'Switching and wireless designed from site surveys and heat maps, with Wi-Fi 6 or 6E where it pays off.',
          benefit: 'Reliable coverage in meeting rooms, warehouses and production floors.',
        },
        {
          name: 'SD-WAN rollout',
          description: 'Branch links combined and managed centrally, with traffic steered by application and link quality.',
          benefit: 'Often 20–30% lower WAN costs than MPLS alone, with better application performance.',
        },
        {
          name: 'Data-centre networking',
          description: 'Spine-leaf fabrics and redundant uplinks for on-premises and colocation data centres.',
          benefit: 'No single device failure takes core systems offline.',
        },
        {
          name: 'Hybrid cloud connectivity',
          description: 'Resilient links to AWS Direct Connect, Azure ExpressRoute and Google Cloud Interconnect.',
          benefit: 'Predictable latency between your offices and cloud workloads.',
        },
      ],
      tools: [
        { name: 'Cisco Catalyst 9000', category: 'Switching', useCase: 'Access and core switching for offices and campuses' },
        { name: 'HPE Aruba Networking', category: 'Wireless', useCase: 'Enterprise Wi-Fi with central management' },
        { name: 'Fortinet Secure SD-WAN', category: 'SD-WAN', useCase: 'Branch connectivity with built-in firewalling' },
        { name: 'Ekahau AI Pro', category: 'Wireless survey', useCase: 'Predictive and on-site Wi-Fi surveys' },
      ],
      applications: [
        { name: 'Branch network consolidation', industry: 'Retail', impact: 'New stores connected in days instead of weeks' },
        { name: 'Factory floor wireless', industry: 'Manufacturing', impact: 'Stable connectivity for scanners, AGVs and sensors' },
        { name: 'Multi-campus network', industry: 'Education', impact: 'Thousands of students online with consistent coverage' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Survey sites and existing equipment', 'Measure traffic and application needs', 'Document pain points and growth plans'],
        },
        {
          phase: 'planning',
          steps: [
            'Produce high- and low-level designs',
            'Prepare bill of materials and budget',
            'Schedule cut-overs outside business hours',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Stage and pre-configure equipment', 'Install and cut over site by site', 'Test failover and performance'],
        },
        {
          phase: 'support',
          steps: ['Hand over diagrams and configurations', 'Monitor links and devices', 'Manage firmware and capacity reviews'],
        },
      ],
    },
    {
      id: 'network-security',
      icon: 'lock',
      title: 'Network Security',
      description:
        'Firewalls, segmentation and zero-trust access that protect users, servers and connected devices wherever they connect from.',
      features: [
        {
          name: 'Next-generation firewalls',
          description: 'Application-aware firewalls with intrusion prevention and TLS inspection, deployed in high-availability pairs.',
          benefit: 'Threats blocked at the edge without slowing legitimate traffic.',
        },
        {
          name: 'Network segmentation',
          description: 'VLANs, VRFs and microsegmentation that separate users, servers, payment systems and operational technology.',
          benefit: 'A compromised device cannot reach the rest of the network.',
        },
        {
          name: 'Zero-trust remote access',
          description: 'ZTNA replacing legacy VPNs, granting access per application based on identity and device health.',
          benefit: 'Remote staff reach what they need and nothing more.',
        },
        {
          name: 'Network access control',
          description: '802.1X authentication and device profiling for wired, wireless and IoT devices.',
          benefit: 'Unknown devices are quarantined automatically.',
        },
      ],
      tools: [
        { name: 'Palo Alto Networks NGFW', category: 'Firewall', useCase: 'Perimeter and data-centre protection with threat prevention' },
        { name: 'Fortinet FortiGate', category: 'Firewall', useCase: 'Branch and mid-size perimeter security' },
        { name: 'Cisco Identity Services Engine', category: 'Network access control', useCase: '802.1X and device posture checks' },
        {
          name: 'Zscaler Private Access',
          category: 'Zero-trust access',
          useCase: 'Application-level access for remote users without a VPN',
        },
      ],
      applications: [
        { name: 'Cardholder data segmentation', industry: 'Retail and hospitality', impact: 'Reduced PCI DSS scope and audit effort' },
        { name: 'OT network isolation', industry: 'Energy and utilities', impact: 'Control systems separated from the corporate network' },
        { name: 'VPN replacement', industry: 'Professional services', impact: 'Faster, safer access for a hybrid workforce' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Review firewall rules and network flows',
            'Identify critical assets and data',
            'Assess against CIS Controls and zero-trust principles',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Define segmentation zones and policies',
            'Design access rules by user and application',
            'Plan phased migration with rollback',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Deploy firewalls and access controls', 'Migrate and clean up rule sets', 'Validate with penetration tests'],
        },
        {
          phase: 'support',
          steps: ['Monitor logs and security events', 'Review rules quarterly', 'Apply updates and threat signatures'],
        },
      ],
    },
  ],
};

export default content;
