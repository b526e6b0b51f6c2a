import type { TInvoiceType } from '@portal/contract';

export type ArchiveCountry = { countryCode: string; countryName: string };

/** Spec 001 §3 Archive filters: what the user has added (each part one chip, a chip per country). */
export type ArchiveFilterSet = {
  date?: { from: string; to: string };
  invoiceType?: TInvoiceType;
  invoiceNumber?: string;
  supplyCountries: ArchiveCountry[];
  amount?: { from: number; to: number; currency: string };
};

export const NO_FILTERS: ArchiveFilterSet = { supplyCountries: [] };

export type ArchiveChip =
  | { id: 'date'; kind: 'date'; from: string; to: string }
  | { id: 'invoiceType'; kind: 'invoiceType'; type: TInvoiceType }
  | { id: 'invoiceNumber'; kind: 'invoiceNumber'; number: string }
  | { id: string; kind: 'country'; country: ArchiveCountry }
  | { id: 'amount'; kind: 'amount'; from: number; to: number; currency: string };

/** Spec 001 §4: each filter is a chip, in the order of the modal's controls. */
export function archiveChips(f: ArchiveFilterSet): ArchiveChip[] {
  const chips: ArchiveChip[] = [];
  if (f.date) chips.push({ id: 'date', kind: 'date', ...f.date });
  if (f.invoiceType) chips.push({ id: 'invoiceType', kind: 'invoiceType', type: f.invoiceType });
  if (f.invoiceNumber) chips.push({ id: 'invoiceNumber', kind: 'invoiceNumber', number: f.invoiceNumber });
  for (const country of f.supplyCountries)
    chips.push({ id: `country:${country.countryCode}`, kind: 'country', country });
  if (f.amount) chips.push({ id: 'amount', kind: 'amount', ...f.amount });
  return chips;
}

export const hasArchiveFilters = (f: ArchiveFilterSet) => archiveChips(f).length > 0;

/** Spec 001 §4: removing a chip clears that filter only. */
export function withoutChip(f: ArchiveFilterSet, chipId: string): ArchiveFilterSet {
  switch (chipId) {
    case 'date':
      return { ...f, date: undefined };
    case 'invoiceType':
      return { ...f, invoiceType: undefined };
    case 'invoiceNumber':
      return { ...f, invoiceNumber: undefined };
    case 'amount':
      return { ...f, amount: undefined };
    default:
      return {
        ...f,
        supplyCountries: f.supplyCountries.filter((c) => `country:${c.countryCode}` !== chipId),
      };
  }
}
