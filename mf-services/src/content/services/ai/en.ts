import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We build machine-learning systems that earn their keep in production: models trained on your own data, deployed behind monitored APIs, and reviewed by the people whose decisions they support.',
  keyFeatures: [
    {
      title: 'Use-case discovery',
      description: 'A two-week assessment ranks candidate use cases by value, data readiness and risk before any model is built.',
    },
    {
      title: 'Production MLOps',
      description: 'Versioned data, reproducible training pipelines, and drift monitoring with alerts your team can act on.',
    },
    {
      title: 'Responsible AI',
      description: 'Bias testing, explainability reports and human-in-the-loop review built into every deployment.',
    },
    {
      title: 'Integration with your systems',
      description: 'Predictions delivered where work happens: ERP, CRM, mobile apps or your data warehouse.',
    },
  ],
  technologies: [
    {
      category: 'Machine learning',
      tools: ['PyTorch', 'scikit-learn', 'XGBoost', 'Hugging Face Transformers'],
      description: 'Frameworks we choose by problem: gradient boosting for tabular data, deep learning for images and text.',
    },
    {
      category: 'MLOps',
      tools: ['MLflow', 'Kubeflow', 'Amazon SageMaker', 'Azure Machine Learning'],
      description: 'Experiment tracking, model registries and automated retraining on the cloud you already use.',
    },
    {
      category: 'Data',
      tools: ['Apache Spark', 'dbt', 'Snowflake', 'PostgreSQL'],
      description: 'Feature pipelines that reuse your warehouse instead of copying data into yet another silo.',
    },
  ],
  subServices: [
    {
      id: 'predictive-analytics',
      icon: 'line-chart',
      title: 'Predictive Analytics',
      description: 'Forecasts of demand, churn, risk and maintenance needs that plug into the decisions you already make.',
      features: [
        {
          name: 'Demand forecasting',
          description: 'Store- and SKU-level forecasts that combine sales history, promotions, holidays and weather.',
          benefit: 'Typically 20–30% less stock-out and overstock.',
        },
        {
          name: 'Churn prediction',
          description: 'Scores every customer weekly with the reasons behind the score, not just a number.',
          benefit: 'Retention teams call the right customers first.',
        },
        {
          name: 'Predictive maintenance',
          description: 'Sensor and work-order data turned into failure probabilities per asset.',
          benefit: 'Planned repairs replace unplanned downtime.',
        },
        {
          name: 'Credit and fraud risk scoring',
          description: 'Explainable models that meet model-risk governance and audit requirements.',
          benefit: 'Faster approvals with fewer losses.',
        },
      ],
      tools: [
        { name: 'XGBoost', category: 'Modelling', useCase: 'Gradient-boosted models for tabular business data' },
        { name: 'Prophet', category: 'Time series', useCase: 'Seasonal forecasts with holiday effects' },
        { name: 'MLflow', category: 'MLOps', useCase: 'Experiment tracking and model registry' },
        { name: 'Power BI', category: 'Visualisation', useCase: 'Forecasts and drivers in the dashboards teams already use' },
      ],
      applications: [
        { name: 'Inventory planning', industry: 'Retail', impact: 'Lower working capital tied up in stock' },
        { name: 'Equipment maintenance', industry: 'Manufacturing', impact: 'Up to 40% fewer unplanned stoppages' },
        { name: 'Loan origination', industry: 'Financial services', impact: 'Decisions in minutes instead of days' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Map the decision the forecast will support', 'Audit data sources and history', 'Agree the accuracy baseline to beat'],
        },
        {
          phase: 'planning',
          steps: [
            'Define features and validation windows',
            'Choose deployment target and refresh cadence',
            'Set up governance and sign-off',
          ],
        },
        {
          phase: 'development',
          steps: ['Build and back-test candidate models', 'Explain drivers to business owners', 'Package the model behind an API'],
        },
        {
          phase: 'support',
          steps: ['Monitor accuracy and drift', 'Retrain on a schedule or on alert', 'Quarterly review of business impact'],
        },
      ],
    },
    {
      id: 'computer-vision',
      icon: 'eye',
      title: 'Computer Vision',
      description: 'Image and video models that inspect, count and read, on edge devices or in the cloud.',
      features: [
        {
          name: 'Visual quality inspection',
          description: 'Detects surface defects, missing parts and misalignments on the production line.',
          benefit: 'Consistent inspection at full line speed.',
        },
        {
          name: 'Document capture',
          description: 'Reads invoices, IDs and forms, including handwriting, into structured data.',
          benefit: 'Manual keying cut by up to 80%.',
        },
        {
          name: 'Safety monitoring',
          description: 'Flags missing protective equipment and restricted-zone entries in real time.',
          benefit: 'Fewer incidents without more supervisors.',
        },
        {
          name: 'Shelf and stock analytics',
          description: 'Counts products and spots gaps from store or warehouse cameras.',
          benefit: 'Replenishment driven by what is actually on the shelf.',
        },
      ],
      tools: [
        { name: 'YOLO', category: 'Object detection', useCase: 'Real-time detection on edge devices' },
        { name: 'OpenCV', category: 'Image processing', useCase: 'Pre-processing and classical vision steps' },
        { name: 'NVIDIA Jetson', category: 'Edge hardware', useCase: 'On-site inference without sending video to the cloud' },
        { name: 'Azure AI Document Intelligence', category: 'Document AI', useCase: 'Form and invoice extraction' },
      ],
      applications: [
        { name: 'Production-line inspection', industry: 'Manufacturing', impact: 'Defect escape rate down by more than half' },
        { name: 'Claims document processing', industry: 'Insurance', impact: 'Claims registered the same day' },
        { name: 'Site safety', industry: 'Construction', impact: 'Near-misses caught before they become incidents' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Film or sample real conditions on site', 'Define what counts as a defect or event', 'Estimate labelling effort'],
        },
        {
          phase: 'planning',
          steps: ['Choose edge or cloud inference', 'Plan camera placement and lighting', 'Agree privacy safeguards'],
        },
        {
          phase: 'development',
          steps: ['Label data and train models', 'Validate against held-out footage', 'Integrate alerts with existing systems'],
        },
        {
          phase: 'deployment',
          steps: ['Pilot on one line or site', 'Tune thresholds with operators', 'Roll out with monitoring dashboards'],
        },
      ],
    },
  ],
};

export default content;
