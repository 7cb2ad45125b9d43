import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Head of Cybersecurity',
  introduction:
    'The traditional security model assumed that anything inside the corporate network could be trusted, an assumption that no longer holds when staff work remotely, applications run across several clouds and attackers routinely log in with stolen credentials. Zero Trust replaces implicit trust with continuous verification of every user, device and request, wherever it comes from. This article explains the core principles, the technologies involved and a phased roadmap that organisations in Southeast Asia can follow.',
  keyPoints: [
    'Zero Trust is a security strategy described in standards such as NIST SP 800-207, not a single product that can be bought and installed.',
    'Strong identity, including phishing-resistant multi-factor authentication, is the foundation of every Zero Trust programme.',
    'Access decisions should take into account user identity, device health, location and the sensitivity of the resource, and should be re-evaluated continuously.',
    'Micro-segmentation and least-privilege access limit how far an attacker can move after compromising a single account or system.',
  ],
  sections: [
    {
      title: 'Identity as the New Perimeter',
      content:
        'A large share of breaches begin with compromised credentials, so verifying identity strongly is the first and most valuable step. A central identity provider with single sign-on, conditional access policies and phishing-resistant authentication such as FIDO2 security keys or passkeys sharply reduces the risk of account takeover. Privileged accounts need additional controls, including just-in-time access and session recording.',
      impact: 'Far fewer account takeover incidents',
      applications: [
        'Single sign-on for cloud and on-premises applications',
        'Phishing-resistant multi-factor authentication',
        'Just-in-time privileged access',
      ],
    },
    {
      title: 'Device Trust and Endpoint Security',
      content:
        'A legitimate user on a compromised laptop is still a risk, so access policies should check device posture before granting access. Endpoint detection and response tools, mobile device management and current patch levels provide signals that the access policy can evaluate in real time. Unmanaged or non-compliant devices can be given limited, browser-only access instead of being blocked outright.',
      impact: 'Access only from healthy, managed devices',
      applications: [
        'Device compliance checks before access',
        'Secure access for contractors and personal devices',
        'Automatic isolation of compromised endpoints',
      ],
    },
    {
      title: 'Micro-Segmentation and Least Privilege',
      content:
        'Flat internal networks allow attackers, including ransomware operators, to move laterally from one compromised machine to critical systems. Micro-segmentation divides networks and workloads into small zones with explicit rules about which services may communicate, while least-privilege access gives users and applications only the permissions they need. In cloud and Kubernetes environments, these rules are increasingly enforced through workload identities and service meshes rather than IP addresses alone.',
      impact: 'Contained breaches with limited lateral movement',
      applications: [
        'Isolating core banking and payment systems',
        'Segmenting operational technology networks',
        'Service-to-service authentication with mutual TLS',
      ],
    },
    {
      title: 'Continuous Monitoring and Response',
      content:
        'Zero Trust assumes that a breach may already have happened, so every access request and session should be logged and analysed. Security information and event management and extended detection and response platforms correlate identity, device, network and application signals to spot anomalies such as impossible travel or unusually large data downloads. Automated playbooks can then revoke sessions, require re-authentication or isolate devices within minutes.',
      impact: 'Faster detection and containment of threats',
      applications: [
        'Detection of anomalous sign-ins',
        'Automated session revocation',
        'Evidence for regulatory audits and incident reports',
      ],
    },
  ],
  technologies: [
    {
      name: 'Microsoft Entra ID',
      description:
        "Microsoft's cloud identity platform, formerly Azure Active Directory, which provides single sign-on, conditional access and passwordless authentication.",
      applications: 'Identity and conditional access',
    },
    {
      name: 'Zscaler Private Access',
      description:
        'A zero trust network access service that connects users to specific private applications without placing them on the corporate network.',
      applications: 'Replacing traditional VPNs',
    },
    {
      name: 'CrowdStrike Falcon',
      description:
        'A cloud-delivered endpoint protection platform that combines next-generation antivirus, endpoint detection and response, and device posture signals.',
      applications: 'Endpoint detection and device trust',
    },
    {
      name: 'Istio',
      description: 'An open-source service mesh for Kubernetes that enforces mutual TLS and fine-grained authorisation between services.',
      applications: 'Workload identity and micro-segmentation',
    },
  ],
  implementation: {
    steps: [
      'Identify your most critical data, applications and services, and map how users and systems access them today.',
      'Consolidate identities in a single identity provider and enforce phishing-resistant multi-factor authentication, starting with administrators.',
      'Introduce device posture checks and conditional access policies for cloud and business-critical applications.',
      'Replace broad VPN access with application-level zero trust network access, and segment the most sensitive networks and workloads.',
      'Centralise logging and monitoring, automate response playbooks and measure progress against a maturity model such as the CISA Zero Trust Maturity Model.',
    ],
    challenges: [
      'Legacy applications that do not support modern authentication protocols may need identity-aware proxies, wrappers or eventual replacement.',
      'Stricter controls can frustrate users and lead to workarounds if changes are poorly communicated or designed without usability in mind.',
      'Zero Trust spans identity, network, endpoint and application teams, which makes ownership and funding harder to coordinate.',
    ],
    bestPractices: [
      'Secure executive sponsorship and treat Zero Trust as a multi-year programme with measurable milestones.',
      'Prioritise quick wins such as multi-factor authentication for all users and the removal of standing administrator rights.',
      "Align controls with regional requirements such as Bank Negara Malaysia's RMiT policy, the MAS Technology Risk Management Guidelines and Indonesia's Personal Data Protection Law.",
      'Review access rights and policies regularly, and remove accounts and permissions that are no longer needed.',
    ],
  },
  conclusion:
    'Zero Trust is a practical response to the way organisations now work, with distributed teams, cloud applications and persistent attackers who target credentials. Progress comes from steady, prioritised steps, starting with identity and extending to devices, networks, applications and data. Meridian IT Services helps clients assess their current maturity, build a realistic roadmap and implement the controls that reduce risk the most.',
  tags: ['Zero Trust', 'Cybersecurity', 'Identity Management', 'Network Security'],
};

export default body;
