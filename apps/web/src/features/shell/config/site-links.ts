import type { SocialNetwork } from '../../../lib/brands';

/** The social networks' names as shown to users; each brand's addresses live in lib/brands.ts. */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  flickr: 'Flickr',
  facebook: 'Facebook',
};
