import { isPasswordStrongEnough, type TBrandIdentity } from '@portal/contract';
import type { FastifyReply } from 'fastify';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type PageTexts = Record<string, string>;
/** A text of the page, or its key when missing (spec 000 §1). */
const text = (texts: PageTexts, key: string) => escapeHtml(texts[key] ?? key);

/** Footer paragraphs with one link each, the IdP pages' ways on (sign-in, a new link). */
export const footerLinks = (texts: PageTexts, links: [href: string, textKey: string][]) =>
  links.map(([href, key]) => `<p><a href="${escapeHtml(href)}">${text(texts, key)}</a></p>`).join('\n');

const LANGUAGES: [string, string][] = [
  ['en', 'English'],
  ['es', 'Español'],
  ['de', 'Deutsch'],
  ['nl', 'Nederlands'],
  ['pt', 'Português'],
  ['pl', 'Polski'],
];

export type Field = {
  name: string;
  type: string;
  labelKey: string;
  autocomplete: string;
  value?: string;
  isReadOnly?: boolean;
};

export type IdpPageOptions = {
  brand: TBrandIdentity;
  locale: string;
  texts: PageTexts;
  headingKey: string;
  introKey?: string;
  /** A content key, shown as an alert. */
  errorKey?: string;
  noticeKey?: string;
  action?: string;
  fields?: Field[];
  submitKey?: string;
  /** Where the language links point: the same page with ?lng=xx. */
  selfPath: string;
  footerHtml?: string;
};

/** The built-in IdP's own pages (sign-in, account activation): branded, six languages, no script. */
export function renderIdpPage(o: IdpPageOptions): string {
  const { brand, texts } = o;
  const errorId = 'form-error';
  const fields = (o.fields ?? [])
    .map((f, i) =>
      f.type === 'hidden'
        ? `<input type="hidden" name="${f.name}" value="${escapeHtml(f.value ?? '')}">`
        : `<label for="${f.name}">${text(texts, f.labelKey)}</label>
      <input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required
        ${f.value ? `value="${escapeHtml(f.value)}"` : ''} ${f.isReadOnly ? 'readonly' : ''}
        ${o.errorKey ? `aria-describedby="${errorId}" aria-invalid="true"` : ''} ${i === 0 && !f.isReadOnly ? 'autofocus' : ''}>`,
    )
    .join('\n');
  const separator = o.selfPath.includes('?') ? '&' : '?';
  const languages = LANGUAGES.map(([code, name]) =>
    code === o.locale
      ? `<li><span aria-current="true">${name}</span></li>`
      : `<li><a href="${escapeHtml(`${o.selfPath}${separator}lng=${code}`)}" hreflang="${code}" lang="${code}">${name}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${o.locale}" data-brand="${brand.keyword}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(texts, o.headingKey)} – ${escapeHtml(brand.name)}</title>
<link rel="icon" href="${brand.iconUrl}">
<style>
  :root { --primary: ${brand.primaryColor}; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1a1b1e; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f3f5; }
  main { background: #fff; width: min(420px, calc(100vw - 32px)); padding: 32px; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); box-sizing: border-box; }
  .logo { height: 40px; display: block; margin-bottom: 24px; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { color: #495057; line-height: 1.5; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 1rem; border: 1px solid #868e96; border-radius: 6px; }
  input[readonly] { background: #f1f3f5; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
  button { margin-top: 24px; width: 100%; padding: 12px; font-size: 1rem; font-weight: 600; color: #fff; background: var(--primary); border: 0; border-radius: 6px; cursor: pointer; }
  form + p { margin-top: 16px; }
  .alert { padding: 12px; border-radius: 6px; margin: 16px 0 0; }
  .error { background: #fff5f5; color: #a51111; border: 1px solid #f03e3e; }
  .notice { background: #ebfbee; color: #1b5e20; border: 1px solid #40c057; }
  nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 12px; padding: 0; margin: 24px 0 0; font-size: .875rem; }
  nav a { color: var(--primary); }
</style>
</head>
<body>
<main>
  <img class="logo" src="${brand.logoUrl}" alt="${escapeHtml(brand.name)}">
  <h1>${text(texts, o.headingKey)}</h1>
  ${o.introKey ? `<p>${text(texts, o.introKey)}</p>` : ''}
  ${o.errorKey ? `<div id="${errorId}" class="alert error" role="alert">${text(texts, o.errorKey)}</div>` : ''}
  ${o.noticeKey ? `<div class="alert notice" role="status">${text(texts, o.noticeKey)}</div>` : ''}
  ${o.action ? `<form method="post" action="${escapeHtml(o.action)}">${fields}<button type="submit">${text(texts, o.submitKey ?? 'submit')}</button></form>` : ''}
  ${o.footerHtml ?? ''}
  <nav aria-label="${text(texts, 'language_label')}"><ul>${languages}</ul></nav>
</main>
</body>
</html>`;
}

/** Sends one of the pages: HTML, never cached. */
export const sendIdpPage = (reply: FastifyReply, status: number, options: IdpPageOptions) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderIdpPage(options));

/** The fields of a page that sets a password: the account (read only), new, repeat, the link's token. */
export const newPasswordFields = (email: string | undefined, token: string): Field[] => [
  {
    name: 'email',
    type: 'email',
    labelKey: 'email_label',
    autocomplete: 'username',
    value: email,
    isReadOnly: true,
  },
  { name: 'password', type: 'password', labelKey: 'new_password_label', autocomplete: 'new-password' },
  { name: 'confirm', type: 'password', labelKey: 'confirm_password_label', autocomplete: 'new-password' },
  { name: 'token', type: 'hidden', labelKey: '', autocomplete: 'off', value: token },
];

/** What is wrong with a posted new password (the two differ, or the rule is not met), as a text key. */
export function newPasswordError(body: { password?: string; confirm?: string } | undefined) {
  const password = String(body?.password ?? '');
  if (password !== String(body?.confirm ?? '')) return 'error_password_mismatch';
  return isPasswordStrongEnough(password) ? undefined : 'error_password_weak';
}
