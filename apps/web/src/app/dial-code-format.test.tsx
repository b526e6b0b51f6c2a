// Issue 15 "one dial-code format everywhere": the one dial-code field of the account page and the user
// forms, and the stored phones shown in lists and summaries.
import { PHONE_DIAL_CODES, type TAccountUser } from '@portal/contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render-app';
import { type ContactFormValues, UserContactFields } from '../features/access/components/user-contact-fields';
import { AccountDetailsForm } from '../features/account/components/account-details-form';
import { phoneText } from '../lib/phone-text';

const DETAILS: TAccountUser = {
  uId: 1,
  uniqueId: 'u-1',
  userName: null,
  firstName: 'Dana',
  lastName: 'Meyer',
  name: 'Dana Meyer',
  jobTitle: null,
  email: 'dana@example.test',
  mobileNumberIsdCode: '+49',
  mobileNumber: '1701234567',
  landlineNumberIsdCode: null,
  landlineNumber: null,
  status: 'Active',
  lastLogin: null,
  role: ['1501'],
  brand: 1,
  preferences: {},
  userPermissions: [],
  isAdmin: false,
  impersonatedUser: null,
  onefleetmigratedstatus: 0,
};

/** `+<digits> (<country>)`: the one label format of a dial-code option. */
const OPTION_FORMAT = /^\+\d{1,4} \([^()]+\)$/;

function ContactFields() {
  const form = useForm<ContactFormValues>({ defaultValues: { firstName: 'Dana', lastName: 'Meyer' } });
  return <UserContactFields form={form} isEmailEditable />;
}

/** Opens the first (mobile) dial-code select of what is rendered and reads its option labels. */
async function mobileDialCodeOptions(container: HTMLElement): Promise<string[]> {
  await waitFor(() => expect(container.querySelector('input[aria-haspopup="listbox"]')).not.toBeNull());
  const select = container.querySelector<HTMLInputElement>('input[aria-haspopup="listbox"]');
  if (!select) throw new Error('no dial-code select');
  await userEvent.setup().click(select);
  // The listbox this select controls (the landline select has its own); hidden to role queries while
  // the dropdown's transition runs in jsdom.
  const listbox = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the dial-code list is not open');
    return found;
  });
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('one dial-code format everywhere (issue 15)', { timeout: 30_000 }, () => {
  it('the account form and the user contact fields offer the same options: +<digits> (<country in the page language>), one per code', async () => {
    mockFetch({});
    const account = renderWithProviders(
      <AccountDetailsForm details={DETAILS} readOnly={false} onResult={() => {}} />,
      { locale: 'de' },
    );
    const accountOptions = await mobileDialCodeOptions(account.container);
    account.unmount();
    const contact = renderWithProviders(<ContactFields />, { locale: 'de' });
    const contactOptions = await mobileDialCodeOptions(contact.container);
    contact.unmount();

    const codes = new Set(PHONE_DIAL_CODES.map((d) => d.dialCode));
    expect(accountOptions).toHaveLength(codes.size);
    for (const label of accountOptions) expect(label).toMatch(OPTION_FORMAT);
    // One option per dial code (+1 and +7 serve several countries).
    const optionCodes = accountOptions.map((label) => label.split(' ')[0]);
    expect(new Set(optionCodes)).toEqual(codes);
    // The country in the page language, not its code or its English name.
    expect(accountOptions).toContain('+49 (Deutschland)');
    expect(accountOptions).toContain('+44 (Vereinigtes Königreich)');
    expect(contactOptions).toEqual(accountOptions);
  });

  it('a stored phone is shown as the option shows its code: +<digits>, a space, the digits', () => {
    expect(phoneText('+49', '1701234567')).toBe('+49 1701234567');
    expect(phoneText('+49', '1701234567').split(' ')[0]).toMatch(/^\+\d{1,4}$/);
    expect(phoneText(null, '1701234567')).toBe('1701234567');
    expect(phoneText('+49', null)).toBe('');
    expect(phoneText('+49', '')).toBe('');
  });
});
