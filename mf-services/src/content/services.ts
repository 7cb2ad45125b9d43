import type { IconName } from './icons';

/**
 * The service catalogue: ids are the public URL segments (/services/{id}/{subId}); card copy lives
 * in the locale files under `services.{id}`, page content in content/services/{id}/{language}.ts.
 * `dark` marks the five services drawn as fixed dark pages (dark in both site
 * themes); the rest follow the site theme.
 */
export const catalogue = [
  { id: 'ai', icon: 'brain', dark: false, subServiceIds: ['predictive-analytics', 'computer-vision'] },
  { id: 'cloud', icon: 'cloud', dark: true, subServiceIds: ['infrastructure', 'migration'] },
  { id: 'managed-it', icon: 'server-cog', dark: false, subServiceIds: ['infrastructure-management', 'security-management'] },
  { id: 'consulting', icon: 'compass', dark: true, subServiceIds: ['digital-transformation', 'strategic-planning'] },
  { id: 'security', icon: 'shield', dark: true, subServiceIds: ['threat-protection', 'security-assessment'] },
  { id: 'network', icon: 'network', dark: true, subServiceIds: ['network-infrastructure', 'network-security'] },
  { id: 'blockchain', icon: 'blocks', dark: true, subServiceIds: ['smart-contracts', 'dapp-development'] },
  { id: 'web', icon: 'globe', dark: false, subServiceIds: ['frontend-development', 'backend-development'] },
  { id: 'software', icon: 'code', dark: false, subServiceIds: ['enterprise-applications', 'custom-applications'] },
  { id: 'mobile', icon: 'smartphone', dark: false, subServiceIds: ['native-development', 'cross-platform'] },
  { id: 'data', icon: 'database', dark: false, subServiceIds: ['database-management', 'big-data'] },
  { id: 'iot', icon: 'cpu', dark: false, subServiceIds: ['platform-development', 'edge-computing'] },
  { id: 'devops', icon: 'git-branch', dark: false, subServiceIds: ['ci-cd-automation', 'infrastructure-as-code'] },
  { id: 'telecom', icon: 'radio-tower', dark: false, subServiceIds: ['network-modernization', 'unified-communications'] },
  { id: 'research', icon: 'flask', dark: false, subServiceIds: ['emerging-tech', 'innovation-lab'] },
  { id: 'enterprise', icon: 'building', dark: false, subServiceIds: ['digital-transformation', 'system-integration'] },
  { id: 'support', icon: 'headset', dark: false, subServiceIds: ['managed-support', 'proactive-monitoring'] },
] as const satisfies readonly { id: string; icon: IconName; dark: boolean; subServiceIds: readonly string[] }[];

export type CatalogueEntry = (typeof catalogue)[number];
export type ServiceId = CatalogueEntry['id'];

export const serviceIds: readonly ServiceId[] = catalogue.map((entry) => entry.id);

/** The catalogue entry for a URL segment, or undefined for anything else (never trust the URL). */
export function findService(id: string | undefined): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.id === id);
}
