/**
 * The service catalogue: ids are the public URL segments (/services/{id}); the copy lives in the
 * locale files under `services.{id}`.
 */
export const serviceIds = [
  'ai',
  'cloud',
  'managed-it',
  'consulting',
  'security',
  'network',
  'blockchain',
  'web',
  'software',
  'mobile',
  'data',
  'iot',
  'devops',
  'telecom',
  'research',
  'enterprise',
  'support',
] as const;

export type ServiceId = (typeof serviceIds)[number];
