import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { isLocale, type TPreferenceOptions, type TPreferences } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { useUpdatePreferences } from '../api/update-preferences';
import { ACCOUNT_NAMESPACE } from '../content';

type Values = Record<(typeof FIELDS)[number]['name'], string>;

/** The six preferences of spec 000 §2, each with its option list from the preferences call. */
const FIELDS = [
  { name: 'dateFormat', options: 'dateFormate', label: 'date_format_label' },
  { name: 'cSVDelimiter', options: 'csvDelimiter', label: 'csv_delimiter_label' },
  { name: 'numberFormat', options: 'numberFormate', label: 'number_format_label' },
  { name: 'measurement', options: 'measurement', label: 'measurement_label' },
  { name: 'languageCode', options: 'languageCodes', label: 'language_label' },
  { name: 'emediaAttachSize', options: 'emediaAttachSize', label: 'emedia_attach_size_label' },
] as const satisfies readonly {
  name: keyof TPreferences;
  options: keyof TPreferenceOptions;
  label: string;
}[];

/**
 * Option descriptions come from the server in English; the ones that are words (not patterns, sizes or
 * language names) are shown from the account content page, the server's text when a key is missing.
 */
const OPTION_TEXT_KEYS: Partial<Record<keyof TPreferenceOptions, Record<string, string>>> = {
  csvDelimiter: {
    ',': 'option_csv_comma',
    ';': 'option_csv_semicolon',
    '\t': 'option_csv_tab',
    '|': 'option_csv_pipe',
  },
  measurement: { '1': 'option_measurement_1', '2': 'option_measurement_2', '3': 'option_measurement_3' },
};

/** A stored value that is an option's description (older data) counts as that option's value. */
export function normaliseValues(values: Values, options: TPreferenceOptions | undefined): Values {
  if (!options) return values;
  const next = { ...values };
  for (const field of FIELDS) {
    const list = options[field.options];
    const value = values[field.name];
    if (value && !list.some((o) => o.value === value))
      next[field.name] = list.find((o) => o.description === value)?.value ?? value;
  }
  return next;
}

export const preferenceValuesOf = (p: TPreferences): Values => ({
  dateFormat: p.dateFormat ?? '',
  cSVDelimiter: p.cSVDelimiter ?? '',
  numberFormat: p.numberFormat ?? '',
  measurement: p.measurement === undefined ? '' : String(p.measurement),
  languageCode: p.languageCode ?? '',
  emediaAttachSize: p.emediaAttachSize === undefined ? '' : String(p.emediaAttachSize),
});

/** Only the chosen values, typed as the server stores them. */
export const preferencesBody = (v: Values): TPreferences => ({
  ...(v.dateFormat ? { dateFormat: v.dateFormat } : {}),
  ...(v.cSVDelimiter ? { cSVDelimiter: v.cSVDelimiter } : {}),
  ...(v.numberFormat ? { numberFormat: v.numberFormat } : {}),
  ...(v.measurement ? { measurement: Number(v.measurement) as 1 | 2 | 3 } : {}),
  ...(v.languageCode ? { languageCode: v.languageCode } : {}),
  ...(v.emediaAttachSize ? { emediaAttachSize: Number(v.emediaAttachSize) } : {}),
});

export type PreferencesFormProps = {
  preferences: TPreferences;
  options: TPreferenceOptions | undefined;
  readOnly: boolean;
  onResult: (result: 'success' | 'error', languageCode?: string) => void;
};

/** Account preferences (spec 000 §2, §4): save disabled until a value changed. */
export function PreferencesForm({ preferences, options, readOnly, onResult }: PreferencesFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const saved = useMemo(
    () => normaliseValues(preferenceValuesOf(preferences), options),
    [preferences, options],
  );
  const [values, setValues] = useState<Values>(saved);
  const [savedFor, setSavedFor] = useState(saved);
  if (savedFor !== saved) {
    // New details from the server (after a save): start again from them.
    setSavedFor(saved);
    setValues(saved);
  }
  const mutation = useUpdatePreferences();
  const changed = FIELDS.some((f) => values[f.name] !== saved[f.name]);

  const save = () =>
    mutation.mutate(preferencesBody(values), {
      onSuccess: () =>
        onResult(
          'success',
          values.languageCode !== saved.languageCode && isLocale(values.languageCode)
            ? values.languageCode
            : undefined,
        ),
      onError: () => onResult('error'),
    });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FIELDS.map((field) =>
          options ? (
            <Select
              key={field.name}
              label={t(field.label)}
              data={options[field.options].map((o) => {
                const key = OPTION_TEXT_KEYS[field.options]?.[o.value];
                return {
                  value: o.value,
                  label: key ? t(key, { defaultValue: o.description }) : o.description,
                };
              })}
              value={values[field.name] || null}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) => setValues((v) => ({ ...v, [field.name]: value ?? '' }))}
            />
          ) : (
            <Skeleton key={field.name} height={60} />
          ),
        )}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={save} disabled={readOnly || !changed} loading={mutation.isPending}>
          {t('save_preferences_button')}
        </Button>
      </Group>
    </Stack>
  );
}
