/**
 * Every outside address the shell links to, in one place. The portal makes no network request to
 * them; until the product owners give real addresses the footer links are in-page placeholders.
 */
export const FOOTER_LINKS = {
  contactUs: '#contact-us',
  legalNotice: '#legal-notice',
  globalSite: '#global-site',
  privacy: '#privacy',
} as const;

export const SOCIAL_NETWORKS = ['twitter', 'linkedin', 'instagram', 'youtube', 'flickr', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LINKS: Record<SocialNetwork, { name: string; href: string }> = {
  twitter: { name: 'Twitter', href: '#twitter' },
  linkedin: { name: 'LinkedIn', href: '#linkedin' },
  instagram: { name: 'Instagram', href: '#instagram' },
  youtube: { name: 'YouTube', href: '#youtube' },
  flickr: { name: 'Flickr', href: '#flickr' },
  facebook: { name: 'Facebook', href: '#facebook' },
};
