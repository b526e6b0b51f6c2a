import { brandIdentityByCode } from '@portal/contract';
import type { Email } from '../../platform/outbox';
import type { ContentFile } from '../content/repo';
import { pageTexts } from '../content/repo';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');

/** An email from the `emails` content page in the user's language (English when absent). */
export function composeEmail(
  content: Map<string, ContentFile>,
  o: {
    kind: 'activation' | 'invitation' | 'password_reset';
    to: string;
    locale: string;
    brandCode: number;
    values: Record<string, string>;
  },
): Email {
  const texts = pageTexts(content, o.locale, 'emails');
  const english = pageTexts(content, 'en', 'emails');
  const text = (key: string) => texts[key] ?? english[key] ?? key;
  const values = { brand: brandIdentityByCode(o.brandCode).name, ...o.values };
  return {
    to: o.to,
    subject: fill(text(`${o.kind}_subject`), values),
    text: fill(text(`${o.kind}_body`), values),
  };
}
