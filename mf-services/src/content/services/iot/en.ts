import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We connect machines, vehicles and buildings to platforms your teams can use: secure device onboarding, reliable telemetry, and edge processing where networks are patchy or decisions must be made in milliseconds.',
  keyFeatures: [
    {
      title: 'Proof of value first',
      description: 'A pilot on a handful of assets proves the data and the business case before any fleet-wide rollout.',
    },
    {
      title: 'Secure by design',
      description: 'Per-device certificates, encrypted transport and signed firmware updates, following IEC 62443 guidance.',
    },
    {
      title: 'Works with existing equipment',
      description: 'Industrial protocols such as Modbus and OPC UA bridged to the cloud without replacing machines.',
    },
    {
      title: 'Fleet operations',
      description: 'Remote monitoring, configuration and over-the-air updates for thousands of devices from one console.',
    },
  ],
  technologies: [
    {
      category: 'IoT platforms',
      tools: ['AWS IoT Core', 'Azure IoT Hub', 'ThingsBoard'],
      description: 'Managed or self-hosted platforms for device identity, messaging and dashboards.',
    },
    {
      category: 'Edge computing',
      tools: ['AWS IoT Greengrass', 'Azure IoT Edge', 'K3s', 'NVIDIA Jetson'],
      description: 'Runtimes and hardware that process data on site and keep working when the link drops.',
    },
    {
      category: 'Protocols and data',
      tools: ['MQTT', 'OPC UA', 'Node-RED', 'InfluxDB'],
      description: 'Standard protocols and time-series storage that avoid lock-in to any single vendor.',
    },
  ],
  subServices: [
    {
      id: 'platform-development',
      icon: 'layers',
      title: 'IoT Platform Development',
      description: 'Cloud platforms that onboard devices securely, collect telemetry and turn it into dashboards, alerts and integrations.',
      features: [
        {
          name: 'Device provisioning and identity',
          description: 'Zero-touch onboarding with X.509 certificates and per-device access policies.',
          benefit: 'New devices go live in minutes without shared passwords.',
        },
        {
          name: 'Telemetry ingestion',
          description: 'MQTT messaging with buffering and retries, stored in a time-series database.',
          benefit: 'No gaps in data when connections are unreliable.',
        },
        {
          name: 'Rules and alerting',
          description: 'Threshold and pattern rules that raise alerts by SMS, email, WhatsApp or work order.',
          benefit: 'The right technician hears about a problem first.',
        },
        {
          name: 'Business system integration',
          description: 'APIs and connectors that feed device data into ERP, maintenance and fleet systems.',
          benefit: 'Sensor data drives work orders, not just dashboards.',
        },
      ],
      tools: [
        { name: 'AWS IoT Core', category: 'IoT platform', useCase: 'Managed MQTT broker, device registry and rules engine' },
        { name: 'Azure IoT Hub', category: 'IoT platform', useCase: 'Device management and messaging for Microsoft-based estates' },
        { name: 'InfluxDB', category: 'Time-series database', useCase: 'High-volume sensor data with retention policies' },
        { name: 'Grafana', category: 'Visualisation', useCase: 'Operational dashboards and alert rules' },
      ],
      applications: [
        { name: 'Cold-chain monitoring', industry: 'Food and logistics', impact: 'Temperature breaches caught before stock is lost' },
        {
          name: 'Smart building energy management',
          industry: 'Commercial property',
          impact: '10–15% lower energy use from tuned schedules',
        },
        { name: 'Fleet telematics', industry: 'Transport', impact: 'Less idling and fuel use across the fleet' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Survey assets, sensors and connectivity', 'Define the measurements that matter', 'Agree success criteria for a pilot'],
        },
        {
          phase: 'planning',
          steps: ['Select platform and device hardware', 'Design the security and data model', 'Plan integrations with business systems'],
        },
        {
          phase: 'development',
          steps: ['Build provisioning and ingestion', 'Create dashboards and alert rules', 'Connect ERP or maintenance systems'],
        },
        {
          phase: 'deployment',
          steps: ['Pilot on a limited set of assets', 'Train operators and technicians', 'Roll out in waves with fleet monitoring'],
        },
      ],
    },
    {
      id: 'edge-computing',
      icon: 'router',
      title: 'Edge Computing',
      description: 'Processing on gateways and industrial PCs next to the equipment, for fast decisions and lower bandwidth costs.',
      features: [
        {
          name: 'Local data processing',
          description: 'Filters, aggregates and analyses sensor data on site before sending only what matters.',
          benefit: 'Bandwidth and cloud costs cut substantially.',
        },
        {
          name: 'Offline operation',
          description: 'Applications keep running and storing data during network outages, then synchronise.',
          benefit: 'Remote sites stay productive without a constant link.',
        },
        {
          name: 'Machine learning at the edge',
          description: 'Vision and anomaly-detection models run on GPU-equipped gateways.',
          benefit: 'Responses in milliseconds, and video never leaves the site.',
        },
        {
          name: 'Remote fleet management',
          description: 'Containerised workloads deployed and updated centrally across all edge nodes.',
          benefit: 'Hundreds of sites managed without site visits.',
        },
      ],
      tools: [
        { name: 'AWS IoT Greengrass', category: 'Edge runtime', useCase: 'Running cloud-managed components on local gateways' },
        { name: 'Azure IoT Edge', category: 'Edge runtime', useCase: 'Container modules managed from Azure IoT Hub' },
        { name: 'K3s', category: 'Lightweight Kubernetes', useCase: 'Orchestrating containers on small edge clusters' },
        { name: 'NVIDIA Jetson', category: 'Edge hardware', useCase: 'GPU inference for cameras and sensors' },
      ],
      applications: [
        { name: 'Machine condition monitoring', industry: 'Manufacturing', impact: 'Early warning of bearing and motor failures' },
        { name: 'Remote site operations', industry: 'Oil, gas and mining', impact: 'Continuous data collection over satellite links' },
        { name: 'In-store video analytics', industry: 'Retail', impact: 'Footfall insights without streaming video off site' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Assess latency and bandwidth constraints', 'Audit site networks and power', 'Identify workloads to run locally'],
        },
        {
          phase: 'planning',
          steps: ['Choose gateway hardware and runtime', 'Design sync and failover behaviour', 'Plan security hardening'],
        },
        {
          phase: 'implementation',
          steps: ['Install and harden edge nodes', 'Deploy containerised workloads', 'Test behaviour during network outages'],
        },
        {
          phase: 'support',
          steps: ['Monitor node health remotely', 'Push updates over the air', 'Replace or expand hardware as sites grow'],
        },
      ],
    },
  ],
};

export default content;
