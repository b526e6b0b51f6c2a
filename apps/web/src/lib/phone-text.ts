/**
 * A stored phone as shown in lists and summaries: its dial code as the dial-code field's options show it
 * (`+49`), a space, the digits; '' when there is no number (the caller shows its own placeholder).
 */
export function phoneText(dialCode: string | null | undefined, number: string | null | undefined): string {
  if (!number) return '';
  return `${dialCode ?? ''} ${number}`.trim();
}
