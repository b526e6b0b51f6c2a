import { Icon, type IconProps } from '../../../components/icons';
import type { SocialNetwork } from '../../../lib/brands';

/** Plain glyphs drawn for the portal (no brand artwork, no network request); decorative. */
const Glyph = ({ size = 20, ...props }: IconProps) => <Icon size={size} strokeWidth={1.8} {...props} />;

const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  twitter: (
    <path d="M21 6.5c-.7.3-1.4.5-2.1.6a3.7 3.7 0 0 0 1.6-2 7.4 7.4 0 0 1-2.3.9A3.7 3.7 0 0 0 11.9 9 10.5 10.5 0 0 1 4.3 5.1a3.7 3.7 0 0 0 1.1 4.9 3.6 3.6 0 0 1-1.7-.5 3.7 3.7 0 0 0 3 3.7 3.7 3.7 0 0 1-1.7.1 3.7 3.7 0 0 0 3.5 2.6A7.4 7.4 0 0 1 3 17.4 10.5 10.5 0 0 0 19.1 8.5V8c.7-.4 1.4-1 1.9-1.5z" />
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  flickr: (
    <>
      <circle cx="7.5" cy="12" r="3.5" />
      <circle cx="16.5" cy="12" r="3.5" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M13.5 21v-7.5H16M13.5 21v-10a2 2 0 0 1 2-2H17M10.5 13.5h3" />
    </>
  ),
};

export type SocialIconProps = IconProps & { network: SocialNetwork };

export const SocialIcon = ({ network, ...props }: SocialIconProps) => (
  <Glyph {...props}>{GLYPHS[network]}</Glyph>
);
