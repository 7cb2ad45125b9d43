import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We build blockchain systems where a shared, tamper-evident record genuinely helps, such as supply-chain traceability, asset tokenisation and multi-party settlement, with smart contracts that are tested, independently reviewed and monitored after launch.',
  keyFeatures: [
    {
      title: 'Fit-for-purpose assessment',
      description:
        'We check whether a blockchain is the right tool before building one, and recommend a conventional database when it is not.',
    },
    {
      title: 'Security-first contract engineering',
      description: 'Contracts built on audited libraries, with unit, fuzz and invariant tests and static analysis on every change.',
    },
    {
      title: 'Public or permissioned networks',
      description:
        'Ethereum and EVM-compatible chains for open ecosystems, Hyperledger Fabric or Besu for consortiums of known participants.',
    },
    {
      title: 'Integration with existing systems',
      description: 'On-chain events connected to ERP, payment and identity systems through APIs, so blockchain is not an island.',
    },
  ],
  technologies: [
    {
      category: 'Smart contracts',
      tools: ['Solidity', 'Foundry', 'Hardhat', 'OpenZeppelin Contracts'],
      description: 'The languages, frameworks and audited building blocks behind most production EVM contracts.',
    },
    {
      category: 'Networks and platforms',
      tools: ['Ethereum', 'Polygon', 'Hyperledger Fabric', 'Hyperledger Besu'],
      description: 'Public and permissioned ledgers chosen by who needs to participate, transaction costs and privacy requirements.',
    },
    {
      category: 'Application layer',
      tools: ['ethers.js', 'The Graph', 'Chainlink', 'IPFS'],
      description: 'Libraries and services that connect contracts to users, data feeds, indexes and off-chain storage.',
    },
  ],
  subServices: [
    {
      id: 'smart-contracts',
      icon: 'file-code',
      title: 'Smart Contracts',
      description: 'Design, development and security review of smart contracts for tokens, escrow, settlement and on-chain governance.',
      features: [
        {
          name: 'Contract design and specification',
          description: 'Business rules, roles and failure cases written down and agreed before a line of Solidity is written.',
          benefit: 'Fewer surprises in audit and fewer costly redeployments.',
        },
        {
          name: 'Thorough automated testing',
          description: 'Unit, fuzz and invariant tests with Foundry, aiming for full coverage of critical paths.',
          benefit: 'Edge cases found in testing, not on mainnet.',
        },
        {
          name: 'Security review',
          description:
            'Internal review against the SWC registry and known attack patterns, plus coordination of an independent third-party audit.',
          benefit: 'Reentrancy, access-control and oracle flaws caught before launch.',
        },
        {
          name: 'Upgrade and key management',
          description:
            'Upgradeable proxy patterns where justified, with multi-signature wallets and timelocks controlling administrative actions.',
          benefit: 'No single compromised key can drain funds or change the rules.',
        },
      ],
      tools: [
        { name: 'Foundry', category: 'Development framework', useCase: 'Compiling, testing and fuzzing Solidity contracts' },
        {
          name: 'OpenZeppelin Contracts',
          category: 'Contract library',
          useCase: 'Audited implementations of ERC-20, ERC-721 and access control',
        },
        { name: 'Slither', category: 'Static analysis', useCase: 'Detecting common vulnerabilities on every commit' },
        { name: 'Safe', category: 'Multi-signature wallet', useCase: 'Shared control of contract ownership and treasury funds' },
      ],
      applications: [
        {
          name: 'Tokenised loyalty points',
          industry: 'Retail',
          impact: 'Points redeemable across partner merchants with one shared ledger',
        },
        {
          name: 'Trade finance escrow',
          industry: 'Logistics and trade',
          impact: 'Payment released automatically when shipping documents are confirmed',
        },
        {
          name: 'Carbon credit registry',
          industry: 'Energy',
          impact: 'Each credit traceable from issuance to retirement, preventing double counting',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Confirm a blockchain is the right fit',
            'Identify participants, assets and rules',
            'Assess legal and regulatory constraints',
          ],
        },
        {
          phase: 'planning',
          steps: ['Write the contract specification', 'Choose the network and upgrade model', 'Define the threat model and audit plan'],
        },
        {
          phase: 'development',
          steps: [
            'Implement contracts on audited libraries',
            'Test with unit, fuzz and invariant suites',
            'Fix findings from internal and external audit',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Deploy to testnet for acceptance',
            'Deploy to mainnet with multi-signature control',
            'Set up on-chain monitoring and alerts',
          ],
        },
      ],
    },
    {
      id: 'dapp-development',
      icon: 'layers',
      title: 'dApp Development',
      description: 'Decentralised applications with usable web and mobile front ends, wallet integration and reliable off-chain services.',
      features: [
        {
          name: 'Wallet integration',
          description: 'Support for MetaMask, WalletConnect and embedded wallets, with clear prompts for every signature.',
          benefit: 'Users understand what they are approving.',
        },
        {
          name: 'Indexing and APIs',
          description: 'On-chain events indexed into queryable APIs so screens load quickly without scanning the chain.',
          benefit: 'Responsive applications even with large transaction histories.',
        },
        {
          name: 'Permissioned consortium networks',
          description: 'Hyperledger Fabric or Besu networks for partners who need shared records with private data.',
          benefit: 'Shared processes without exposing commercial data publicly.',
        },
        {
          name: 'Off-chain data and oracles',
          description: 'Documents stored on IPFS or cloud storage with hashes on-chain, and external data delivered through Chainlink.',
          benefit: 'Verifiable records without the cost of storing everything on-chain.',
        },
      ],
      tools: [
        { name: 'Next.js', category: 'Front end', useCase: 'Fast, accessible web interfaces for dApps' },
        { name: 'wagmi', category: 'Wallet connectivity', useCase: 'React hooks for accounts, signatures and transactions' },
        { name: 'The Graph', category: 'Indexing', useCase: 'GraphQL APIs over on-chain events' },
        { name: 'Hyperledger Fabric', category: 'Permissioned ledger', useCase: 'Consortium networks with private data collections' },
      ],
      applications: [
        {
          name: 'Supply-chain traceability',
          industry: 'Agriculture and food',
          impact: 'Batch origin verified by buyers with a QR code scan',
        },
        { name: 'Digital certificate verification', industry: 'Education', impact: 'Employers verify qualifications in seconds' },
        {
          name: 'Inter-company settlement',
          industry: 'Financial services',
          impact: 'Reconciliation between partners reduced from days to hours',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Map users, partners and workflows',
            'Decide what belongs on-chain and off-chain',
            'Review wallet and onboarding options',
          ],
        },
        {
          phase: 'planning',
          steps: ['Design the architecture and data model', 'Prototype key user journeys', 'Plan integrations with existing systems'],
        },
        {
          phase: 'development',
          steps: [
            'Build contracts, indexers and front end',
            'Integrate wallets and back-office systems',
            'Run security and usability testing',
          ],
        },
        {
          phase: 'support',
          steps: ['Monitor contracts, nodes and APIs', 'Handle upgrades through governed processes', 'Review usage and costs each quarter'],
        },
      ],
    },
  ],
};

export default content;
