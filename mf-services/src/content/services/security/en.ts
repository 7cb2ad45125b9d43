import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We protect your people, endpoints and cloud workloads with monitored detection and tested incident response, and we measure your security posture against ISO 27001 and the NIST Cybersecurity Framework so that improvements are tracked, not assumed.',
  keyFeatures: [
    {
      title: '24/7 detection and response',
      description:
        'Analysts in our security operations centre triage alerts around the clock and contain confirmed threats within agreed times.',
    },
    {
      title: 'Framework-aligned assessments',
      description: 'Gap analyses against ISO 27001, NIST CSF and PCI DSS, with findings ranked by risk and effort to fix.',
    },
    {
      title: 'Incident response readiness',
      description: 'Playbooks, tabletop exercises and a retained response team, so a breach is handled by people who have rehearsed it.',
    },
    {
      title: 'Regulatory alignment',
      description: 'Controls and evidence mapped to local requirements such as Malaysia’s PDPA, Indonesia’s UU PDP and MAS TRM guidelines.',
    },
  ],
  technologies: [
    {
      category: 'Detection and response',
      tools: ['Microsoft Sentinel', 'Splunk Enterprise Security', 'CrowdStrike Falcon', 'Microsoft Defender for Endpoint'],
      description: 'SIEM and EDR platforms we operate for you, or tune and hand over to your own team.',
    },
    {
      category: 'Assessment and testing',
      tools: ['Tenable Nessus', 'Burp Suite Professional', 'Metasploit', 'BloodHound'],
      description: 'Scanners and offensive tools used by certified testers under a signed rules-of-engagement agreement.',
    },
    {
      category: 'Identity and cloud security',
      tools: ['Microsoft Entra ID', 'Okta', 'Wiz', 'AWS Security Hub'],
      description: 'Identity controls and cloud posture management that close the gaps attackers use most often.',
    },
  ],
  subServices: [
    {
      id: 'threat-protection',
      icon: 'radar',
      title: 'Threat Protection',
      description:
        'Managed detection and response across endpoints, email, identities and cloud, backed by a 24/7 security operations centre.',
      features: [
        {
          name: 'Managed detection and response',
          description: 'EDR telemetry and SIEM alerts triaged by analysts, with confirmed threats isolated on the affected devices.',
          benefit: 'Threats contained in minutes rather than discovered weeks later.',
        },
        {
          name: 'Email and phishing defence',
          description: 'Filtering, link and attachment sandboxing, and regular phishing simulations for staff.',
          benefit: 'Fewer successful phishing attempts and better-trained staff.',
        },
        {
          name: 'Identity threat detection',
          description: 'Monitoring for impossible travel, password spraying and privilege escalation in Entra ID and Active Directory.',
          benefit: 'Compromised accounts caught before they are used to move laterally.',
        },
        {
          name: 'Incident response retainer',
          description: 'Pre-agreed response hours, forensic investigation and recovery support when a serious incident occurs.',
          benefit: 'Experienced responders on call without negotiating a contract mid-crisis.',
        },
      ],
      tools: [
        { name: 'Microsoft Sentinel', category: 'SIEM', useCase: 'Correlating logs from Microsoft 365, firewalls and cloud platforms' },
        {
          name: 'CrowdStrike Falcon',
          category: 'Endpoint detection and response',
          useCase: 'Detecting and isolating compromised laptops and servers',
        },
        {
          name: 'Proofpoint Email Protection',
          category: 'Email security',
          useCase: 'Blocking phishing, malware and business email compromise',
        },
        {
          name: 'Velociraptor',
          category: 'Digital forensics',
          useCase: 'Collecting evidence across many endpoints during an investigation',
        },
      ],
      applications: [
        {
          name: 'Ransomware defence',
          industry: 'Manufacturing',
          impact: 'Encryption attempts stopped before production systems are affected',
        },
        {
          name: 'Account takeover prevention',
          industry: 'Financial services',
          impact: 'Fraudulent logins blocked and customers notified the same day',
        },
        { name: 'Patient data protection', industry: 'Healthcare', impact: 'Clinical systems monitored without disrupting care' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventory endpoints, identities and log sources',
            'Review past incidents and current tooling',
            'Agree response times and escalation contacts',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Select detection use cases by threat profile',
            'Design log collection and retention',
            'Write containment playbooks with your team',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Deploy agents and connect log sources',
            'Tune detection rules to reduce false positives',
            'Run a simulated attack to test response',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Monitor and respond around the clock',
            'Report monthly on incidents and trends',
            'Update detections as new threats emerge',
          ],
        },
      ],
    },
    {
      id: 'security-assessment',
      icon: 'shield-check',
      title: 'Security Assessment',
      description:
        'Penetration tests, vulnerability assessments and compliance gap analyses that show where you are exposed and what to fix first.',
      features: [
        {
          name: 'Penetration testing',
          description: 'Manual testing of web applications, APIs, networks and cloud environments following OWASP and PTES methods.',
          benefit: 'Exploitable weaknesses found by us rather than by attackers.',
        },
        {
          name: 'Vulnerability management',
          description: 'Scheduled authenticated scans with findings prioritised by exploitability and business impact.',
          benefit: 'Patching effort focused on the vulnerabilities that matter.',
        },
        {
          name: 'Compliance gap analysis',
          description: 'Assessment of policies and controls against ISO 27001, NIST CSF or PCI DSS, with a remediation roadmap.',
          benefit: 'A clear, costed path to certification or audit readiness.',
        },
        {
          name: 'Cloud configuration review',
          description: 'Review of AWS, Azure and Google Cloud accounts against CIS Benchmarks and provider best practice.',
          benefit: 'Public buckets and over-privileged roles closed before they leak data.',
        },
      ],
      tools: [
        {
          name: 'Burp Suite Professional',
          category: 'Application testing',
          useCase: 'Testing web applications and APIs for OWASP Top 10 issues',
        },
        {
          name: 'Tenable Nessus',
          category: 'Vulnerability scanning',
          useCase: 'Authenticated scans of servers, network devices and workstations',
        },
        { name: 'BloodHound', category: 'Active Directory analysis', useCase: 'Mapping attack paths to domain administrator privileges' },
        { name: 'Prowler', category: 'Cloud security posture', useCase: 'Checking cloud accounts against CIS Benchmarks' },
      ],
      applications: [
        { name: 'Pre-certification audit', industry: 'Technology', impact: 'ISO 27001 certification achieved on the first audit' },
        {
          name: 'Payment application testing',
          industry: 'Retail and e-commerce',
          impact: 'PCI DSS testing requirements met before the annual assessment',
        },
        {
          name: 'Regulatory readiness review',
          industry: 'Banking',
          impact: 'Findings closed ahead of the regulator’s technology risk inspection',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Define scope, systems and objectives',
            'Identify applicable standards and regulations',
            'Collect architecture diagrams and policies',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Agree rules of engagement and test windows',
            'Arrange test accounts and access',
            'Confirm emergency contacts and stop conditions',
          ],
        },
        {
          phase: 'execution',
          steps: [
            'Run scans and manual testing',
            'Validate findings and remove false positives',
            'Interview control owners for gap analysis',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Present findings to technical and executive audiences',
            'Advise on remediation priorities',
            'Retest fixes and issue a closure report',
          ],
        },
      ],
    },
  ],
};

export default content;
