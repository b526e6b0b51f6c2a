import { Group, Select, TextInput } from '@mantine/core';
import { PHONE_DIAL_CODES } from '@portal/contract';
import { useMemo } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useDataValues } from '../lib/data-values';

/** One option per dial code (+1, +7 serve several countries), labelled with the first country. */
const DIAL_CODES = [...new Map(PHONE_DIAL_CODES.map((d) => [d.dialCode, d])).values()];

/** The options with the country named in the page language. */
function useDialCodeOptions() {
  const { country } = useDataValues();
  return useMemo(
    () => DIAL_CODES.map((d) => ({ value: d.dialCode, label: `${d.dialCode} (${country(d.country)})` })),
    [country],
  );
}

export type PhoneFieldProps<Values extends FieldValues, Context, Transformed> = {
  control: Control<Values, Context, Transformed>;
  /** The form field of the dial code. */
  codeName: Path<Values>;
  /** `form.register(<number field>)`. */
  number: UseFormRegisterReturn;
  codeLabel: string;
  /** A longer accessible name where the visible label is the same for several phones. */
  codeAriaLabel?: string;
  numberLabel: string;
  /** Translated texts; a code error without its own place shows under the number. */
  codeError?: string;
  numberError?: string;
  disabled?: boolean;
};

/**
 * A phone number with its country dial code (spec 000 §2, §5: mobile and landline on the account
 * page, the add-user wizard and the user-details form): searchable code, digits only, at most
 * PHONE_MAX_DIGITS. The error is shown once, under the number it is about.
 */
export function PhoneField<Values extends FieldValues, Context = unknown, Transformed = Values>({
  control,
  codeName,
  number,
  codeLabel,
  codeAriaLabel,
  numberLabel,
  codeError,
  numberError,
  disabled,
}: PhoneFieldProps<Values, Context, Transformed>) {
  const dialCodeOptions = useDialCodeOptions();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Controller
        control={control}
        name={codeName}
        render={({ field }) => (
          <Select
            label={codeLabel}
            aria-label={codeAriaLabel}
            data={dialCodeOptions}
            searchable
            clearable
            w={150}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={Boolean(codeError)}
            disabled={disabled}
          />
        )}
      />
      <TextInput
        label={numberLabel}
        inputMode="numeric"
        style={{ flex: 1 }}
        disabled={disabled}
        {...number}
        error={numberError ?? codeError}
      />
    </Group>
  );
}
