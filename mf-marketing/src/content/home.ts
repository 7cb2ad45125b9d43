/** Headline figures of the home page; labels are keys of the marketing namespace. */
export const homeStats = [
  { value: '200+', labelKey: 'home.stats.clients' },
  { value: '15+', labelKey: 'home.stats.years' },
  { value: '99.9%', labelKey: 'home.stats.uptime' },
  { value: '24/7', labelKey: 'home.stats.support' },
] as const;

/** The home page's service grid: six featured services (copy under home.services.items.{id}), each linking to its page. */
export const featuredServices = ['ai', 'cloud', 'security', 'managed-it', 'software', 'data'] as const;
