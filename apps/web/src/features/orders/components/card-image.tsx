import type { TCardOrderResult } from '@portal/contract';
import { useBrand } from '../../../lib/use-brand';
import { artworkOf } from '../utils/card-artwork';

type Delivery = TCardOrderResult['cardOrderDeliveryType'];

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Spec 002 §2.2: the ordered card with its serial number, three embossing lines, expiry month and
 * year and country, on the artwork of its programme (our own drawing; the brand is the portal's).
 */
export function CardImage({ delivery, label }: { delivery: Delivery; label: string }) {
  const brand = useBrand();
  const art = artworkOf(delivery.image);
  const gradient = `card-art-${art.id}`;
  const lines = [
    { key: 'line1', text: delivery.embossingLine1 },
    { key: 'line2', text: delivery.embossingLine2 },
    { key: 'line3', text: delivery.embossingLine3 },
  ];
  return (
    <svg
      viewBox="0 0 340 214"
      role="img"
      aria-label={label}
      style={{ width: '100%', maxWidth: 380, height: 'auto', display: 'block' }}
      data-artwork={art.id}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="340" height="214" rx="14" fill={`url(#${gradient})`} />
      <path
        d="M0 150 C 90 120, 200 190, 340 140 L 340 160 C 200 210, 90 140, 0 170 Z"
        fill={art.stripe}
        opacity="0.55"
      />
      <circle cx="298" cy="44" r="22" fill="none" stroke={art.stripe} strokeWidth="4" />
      <circle cx="298" cy="44" r="10" fill={art.stripe} />
      <text x="20" y="34" fill={art.ink} fontSize="15" fontWeight="700" fontFamily="sans-serif">
        {brand.name.toUpperCase()}
      </text>
      <text
        x="20"
        y="52"
        fill={art.ink}
        fontSize="10"
        letterSpacing="2"
        fontFamily="sans-serif"
        opacity="0.85"
      >
        {art.label}
      </text>
      <rect x="20" y="68" width="40" height="30" rx="5" fill="#d9b45a" />
      <path d="M20 83h40M40 68v30" stroke="#a88a3d" strokeWidth="1" />
      <text x="72" y="90" fill={art.ink} fontSize="13" fontFamily="monospace" letterSpacing="1.5">
        {delivery.serial}
      </text>
      {lines.map((line, i) => (
        <text key={line.key} x="20" y={122 + i * 16} fill={art.ink} fontSize="12" fontFamily="monospace">
          {line.text}
        </text>
      ))}
      <text x="250" y="196" fill={art.ink} fontSize="11" fontFamily="monospace">
        {`${two(delivery.expiryMonth)}/${two(delivery.expiryYear % 100)}`}
      </text>
      <text x="306" y="196" fill={art.ink} fontSize="11" fontWeight="700" fontFamily="sans-serif">
        {delivery.countryCode}
      </text>
    </svg>
  );
}
