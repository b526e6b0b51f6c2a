// Spec 002 §2.2, §9: which card artwork the confirmation shows. The artwork is our own, drawn in SVG.
import type { TCardOrderResult } from '@portal/contract';

type Image = TCardOrderResult['cardOrderDeliveryType']['image'];

export type Artwork = {
  id: 'nationalPlus' | 'nationalKomfort' | 'plus' | 'bonus' | 'komfortPrepaid' | 'komfort' | 'pulse';
  /** Background gradient stops, stripe colour and text colour. */
  from: string;
  to: string;
  stripe: string;
  ink: string;
  /** The programme's word printed on the card (neutral, ours). */
  label: string;
};

const ART: Record<Artwork['id'], Omit<Artwork, 'id'>> = {
  nationalPlus: { from: '#0b3d2e', to: '#1f7a55', stripe: '#f2c94c', ink: '#ffffff', label: 'PLUS' },
  nationalKomfort: { from: '#2b2d42', to: '#4a4e69', stripe: '#f2c94c', ink: '#ffffff', label: 'KOMFORT' },
  plus: { from: '#00448d', to: '#2a6bc9', stripe: '#9ad1ff', ink: '#ffffff', label: 'PLUS' },
  bonus: { from: '#7a1f3d', to: '#c2185b', stripe: '#ffd1e1', ink: '#ffffff', label: 'BONUS' },
  komfortPrepaid: {
    from: '#e6e9ef',
    to: '#c8ced9',
    stripe: '#00448d',
    ink: '#1b1f27',
    label: 'KOMFORT PREPAID',
  },
  komfort: { from: '#1b1f27', to: '#3a4150', stripe: '#c0c7d4', ink: '#ffffff', label: 'KOMFORT' },
  pulse: { from: '#064631', to: '#2d9a6a', stripe: '#b8f5d6', ink: '#ffffff', label: 'PULSE' },
};

/**
 * §9: card programme 6 and 32 in DE give the two national variants (plus, komfort); otherwise the
 * EV offer is pulse, a prepaid plastic komfort prepaid, and programmes 10, 12, 14 plus, bonus, komfort.
 */
export function artworkOf(image: Image): Artwork {
  const de = image.countryCode.toUpperCase() === 'DE';
  let id: Artwork['id'] = 'plus';
  if (de && image.cardProgramNumber === 6) id = 'nationalPlus';
  else if (de && image.cardProgramNumber === 32) id = 'nationalKomfort';
  else if (image.cardOfferType === 'EV') id = 'pulse';
  else if (image.plasticTypes.includes('PREPAID')) id = 'komfortPrepaid';
  else if (image.cardProgramNumber === 12) id = 'bonus';
  else if (image.cardProgramNumber === 14) id = 'komfort';
  return { id, ...ART[id] };
}
