import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Head of AI Practice',
  introduction:
    'Generative AI has moved quickly from boardroom curiosity to budget line, and by 2025 enterprises in Southeast Asia will be judged less on whether they experiment with AI and more on whether they run it reliably, securely and at a sensible cost. Drawing on our work with clients in Indonesia, Malaysia and Singapore, this article sets out the trends we expect to shape enterprise IT over the next eighteen months and what decision makers should do about them now.',
  keyPoints: [
    "Retrieval-augmented generation, which grounds large language models in a company's own documents and data, is becoming the default pattern for enterprise generative AI.",
    'AI assistants are being built into everyday tools such as office suites, developer environments and service desks, shifting value from standalone pilots to embedded productivity gains.',
    'Smaller and regional language models, including open models tuned for Bahasa Indonesia and Bahasa Melayu, are making local-language use cases cheaper and easier to host in-country.',
    "AI governance is moving from principles to practice, driven by frameworks such as Singapore's Model AI Governance Framework and by data protection laws across the region.",
  ],
  sections: [
    {
      title: 'From Pilots to Production',
      content:
        'Many organisations ran generative AI proofs of concept in 2023, but few have moved them into production with proper monitoring, access control and cost management. In 2025 the focus shifts to LLMOps: versioned prompts, evaluation datasets, guardrails and usage dashboards that make AI services as manageable as any other application. Teams that treat AI features as products with owners and service levels will scale them, while the rest will remain stuck in pilot mode.',
      impact: 'Reliable AI services with predictable costs',
      applications: ['Customer service chat assistants', 'Internal knowledge search', 'Automated document summarisation'],
    },
    {
      title: 'Retrieval-Augmented Generation over Enterprise Data',
      content:
        'Rather than fine-tuning models on sensitive data, most enterprises now connect a general-purpose model to a search index of approved documents and retrieve relevant passages at query time. This keeps answers current, allows citations back to source documents and respects existing permissions when the retrieval layer is integrated with identity systems. The quality of results depends far more on document preparation and access control than on the choice of model.',
      impact: 'Accurate answers grounded in company knowledge',
      applications: [
        'Policy and procedure assistants for staff',
        'Contract and tender document analysis',
        'Technical support knowledge bases',
      ],
    },
    {
      title: 'Local-Language and Smaller Models',
      content:
        "Open models such as Meta's Llama 2 and Mistral 7B, and regional initiatives such as AI Singapore's SEA-LION, give organisations alternatives to large proprietary models for specific tasks. Smaller models can run on modest GPU infrastructure in local data centres or in-country cloud regions, which helps with data residency requirements and reduces the cost per query. For many classification, extraction and summarisation tasks in Bahasa Indonesia or Bahasa Melayu, a well-tuned smaller model performs comparably at a fraction of the cost.",
      impact: 'Lower inference costs and better data residency',
      applications: [
        'Customer messaging in Bahasa Indonesia and Bahasa Melayu',
        'On-premises document classification',
        'Call transcript summarisation',
      ],
    },
    {
      title: 'Responsible AI and Governance',
      content:
        'Regulators in the region are setting clearer expectations: Singapore has published its Model AI Governance Framework and the AI Verify testing toolkit, Indonesia issued a ministerial circular on AI ethics in late 2023, and personal data laws in all three countries apply to AI systems that process customer information. Enterprises need an inventory of AI use cases, risk classification, human review for high-impact decisions and records that can be shown to auditors. Building these controls early is far cheaper than retrofitting them after an incident.',
      impact: 'Lower regulatory and reputational risk',
      applications: [
        'AI use-case registers and risk assessments',
        'Bias and robustness testing before release',
        'Audit trails for AI-assisted decisions',
      ],
    },
  ],
  technologies: [
    {
      name: 'Azure OpenAI Service',
      description:
        "Microsoft's managed service for OpenAI models such as GPT-4, with private networking, content filtering and enterprise data protection commitments.",
      applications: 'Enterprise chat and document assistants',
    },
    {
      name: 'Amazon Bedrock',
      description:
        'A fully managed AWS service that offers foundation models from Anthropic, Meta, Cohere and Amazon through a single API, with options for private customisation.',
      applications: 'Multi-model generative AI applications',
    },
    {
      name: 'LangChain',
      description:
        'An open-source framework for building applications on large language models by combining prompts, retrieval, tools and memory.',
      applications: 'Retrieval-augmented generation pipelines',
    },
    {
      name: 'MLflow',
      description:
        'An open-source platform for experiment tracking, model registry and deployment that now includes evaluation features for large language models.',
      applications: 'Model and prompt lifecycle management',
    },
  ],
  implementation: {
    steps: [
      'Identify five to ten candidate use cases and rank them by business value, data readiness and risk.',
      'Establish an AI governance policy covering approved tools, data classification, human review and incident handling.',
      'Build a shared platform for model access, retrieval, logging and cost monitoring instead of letting each team integrate separately.',
      'Deliver two or three production pilots with clear success measures, such as handling time, accuracy or user satisfaction.',
      'Review results with business owners, retire weak use cases and scale the successful ones across departments.',
    ],
    challenges: [
      'Enterprise documents are often outdated, duplicated or poorly permissioned, which leads to inaccurate or inappropriate AI answers.',
      'Usage-based pricing for large models can make costs unpredictable when adoption grows faster than expected.',
      'Skills in prompt engineering, model evaluation and MLOps are scarce in the regional job market, and competition for them is strong.',
    ],
    bestPractices: [
      'Keep a human in the loop for decisions that affect customers, employees or finances.',
      'Build evaluation datasets from real user questions and test every prompt or model change against them before release.',
      'Enforce existing access permissions in the retrieval layer so that users only receive answers drawn from documents they are allowed to read.',
      'Set budgets, quotas and alerts for model usage from the first day of each pilot.',
    ],
  },
  conclusion:
    'The enterprises that benefit most from AI in 2025 will not necessarily be those with the largest models, but those with clean data, clear governance and a disciplined path from pilot to production. Decision makers should use the coming months to put the platform, policies and skills in place so that each new use case is faster and safer to deliver than the last. Meridian IT Services helps clients across Indonesia, Malaysia and Singapore prioritise use cases and build AI capabilities that last.',
  tags: ['Artificial Intelligence', 'Generative AI', 'AI Governance', 'LLMOps'],
};

export default body;
