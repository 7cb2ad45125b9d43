import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'We design and build iOS and Android apps that people keep on their phones: quick on mid-range devices, usable offline, and released through the App Store and Google Play with crash reporting and analytics from day one.',
  keyFeatures: [
    {
      title: 'User-centred design',
      description:
        'Research and usability testing with real users, following Apple’s Human Interface Guidelines and Google’s Material Design.',
    },
    {
      title: 'Native or cross-platform, by fit',
      description: 'A clear recommendation for Swift and Kotlin or for Flutter and React Native, based on features, budget and your team.',
    },
    {
      title: 'Secure by default',
      description: 'Apps built and tested against the OWASP Mobile Application Security Verification Standard (MASVS).',
    },
    {
      title: 'Store release and beyond',
      description: 'App Store and Google Play submission, staged roll-outs, and regular releases for each new iOS and Android version.',
    },
  ],
  technologies: [
    {
      category: 'Native',
      tools: ['Swift', 'SwiftUI', 'Kotlin', 'Jetpack Compose'],
      description: 'Platform languages and UI toolkits for the best performance and full access to device features.',
    },
    {
      category: 'Cross-platform',
      tools: ['Flutter', 'React Native', 'Kotlin Multiplatform'],
      description: 'One codebase for iOS and Android when time to market and budget matter most.',
    },
    {
      category: 'App services and release',
      tools: ['Firebase', 'Fastlane', 'Sentry', 'Bitrise'],
      description: 'Push notifications, automated builds and store releases, and crash monitoring in production.',
    },
  ],
  subServices: [
    {
      id: 'native-development',
      icon: 'smartphone',
      title: 'Native Development',
      description: 'Swift and Kotlin apps that use each platform to the full, for demanding performance, hardware and security needs.',
      features: [
        {
          name: 'Device hardware integration',
          description: 'Camera, NFC, Bluetooth Low Energy, biometrics and GPS accessed through each platform’s own APIs.',
          benefit: 'Features that cross-platform frameworks struggle to deliver reliably.',
        },
        {
          name: 'Offline-first data',
          description: 'Local storage with Core Data or Room, and conflict-aware sync when the connection returns.',
          benefit: 'Field staff keep working where coverage is poor.',
        },
        {
          name: 'Hardened app security',
          description: 'Secrets in the iOS Keychain and Android Keystore, certificate pinning and root and jailbreak detection.',
          benefit: 'Ready for banking and healthcare security reviews.',
        },
        {
          name: 'Performance tuning',
          description: 'Profiling with Xcode Instruments and the Android Studio Profiler to cut start-up time and battery drain.',
          benefit: 'Smooth on the mid-range Android phones most customers use.',
        },
      ],
      tools: [
        { name: 'SwiftUI', category: 'iOS UI framework', useCase: 'Declarative interfaces for iPhone and iPad' },
        { name: 'Jetpack Compose', category: 'Android UI framework', useCase: 'Modern Android interfaces with less code' },
        { name: 'Xcode Instruments', category: 'Profiling', useCase: 'Finding memory leaks and slow rendering on iOS' },
        { name: 'Firebase Crashlytics', category: 'Crash reporting', useCase: 'Real-time crash alerts with stack traces' },
      ],
      applications: [
        { name: 'Mobile banking', industry: 'Financial services', impact: 'Biometric sign-in and fewer calls to support' },
        { name: 'Asset inspection with NFC tags', industry: 'Utilities', impact: 'Inspections recorded on site, even without signal' },
        { name: 'Patient companion app', industry: 'Healthcare', impact: 'Fewer missed appointments thanks to reminders' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Define target users and devices', 'Review security and compliance needs', 'Validate concepts with prototypes'],
        },
        {
          phase: 'planning',
          steps: ['Plan the iOS and Android architecture', 'Design the API and offline data model', 'Set up CI and test devices'],
        },
        {
          phase: 'development',
          steps: [
            'Build features for both platforms in sprints',
            'Test on real devices and OS versions',
            'Run security tests against OWASP MASVS',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Submit to the App Store and Google Play', 'Release in stages to a share of users', 'Monitor crashes and store reviews'],
        },
      ],
    },
    {
      id: 'cross-platform',
      icon: 'layers',
      title: 'Cross-Platform Development',
      description: 'Flutter and React Native apps that ship to iOS and Android from one codebase, with a native look and feel.',
      features: [
        {
          name: 'One shared codebase',
          description: 'Most code shared between iOS and Android, with platform-specific modules only where they are needed.',
          benefit: 'Typically 30–40% lower build cost than two native apps.',
        },
        {
          name: 'Consistent brand experience',
          description: 'One design system rendered the same on every device and adapted to each platform’s conventions.',
          benefit: 'Brand and user experience stay aligned across platforms.',
        },
        {
          name: 'Faster release cycles',
          description: 'Automated builds and store submissions with Fastlane, plus over-the-air updates where store rules allow.',
          benefit: 'Fixes reach users in days, not weeks.',
        },
        {
          name: 'Reuse on web and desktop',
          description: 'The same Flutter or React Native code can extend to web and desktop when you need it.',
          benefit: 'More channels without more teams.',
        },
      ],
      tools: [
        { name: 'Flutter', category: 'UI framework', useCase: 'Pixel-consistent apps with high rendering performance' },
        { name: 'React Native', category: 'UI framework', useCase: 'Apps that share skills and code with React web teams' },
        { name: 'Expo', category: 'Build tooling', useCase: 'Cloud builds, previews and over-the-air updates for React Native' },
        { name: 'Fastlane', category: 'Release automation', useCase: 'Code signing, screenshots and store submissions in one pipeline' },
      ],
      applications: [
        { name: 'Loyalty and rewards app', industry: 'Retail', impact: 'Launched on both app stores on the same day' },
        { name: 'Driver and delivery app', industry: 'Logistics', impact: 'Proof of delivery captured in the app instead of on paper' },
        {
          name: 'Employee self-service app',
          industry: 'Corporate services',
          impact: 'Leave and expense claims submitted from a phone in minutes',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Confirm a cross-platform approach fits', 'Map the device features required', 'Prototype the key screens'],
        },
        {
          phase: 'planning',
          steps: ['Choose Flutter or React Native', 'Define shared and platform-specific modules', 'Set up build and release pipelines'],
        },
        {
          phase: 'development',
          steps: [
            'Build each feature once for both platforms',
            'Automate widget and end-to-end tests',
            'Test on a device farm such as Firebase Test Lab',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Release to both stores together', 'Roll out updates in stages', 'Track adoption and crash-free sessions'],
        },
      ],
    },
  ],
};

export default content;
