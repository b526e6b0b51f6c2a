import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { TAuthorityDetails } from '@portal/contract';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../utils/namespace';
import type { OrderFormValues, ShownFields } from '../utils/order-form';

/** What every form section gets: the authority and its shown fields (the form comes from context). */
export type SectionProps = { authority: TAuthorityDetails; shown: ShownFields };

/** One numbered section of the order form (spec 002 §2.1). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The field's §5.1 message in the page's language, with {max} filled in. */
export function useFieldError() {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { formState } = useFormContext<OrderFormValues>();
  return (name: FieldPath<OrderFormValues>, max?: number): string | undefined => {
    const key = (get(formState.errors, name) as { message?: string } | undefined)?.message;
    return key ? t(key, { max }) : undefined;
  };
}

type YesNoProps = {
  name: FieldPath<OrderFormValues>;
  label: string;
  /** Why the choice cannot be changed; the choice is disabled when given. */
  disabledReason?: string;
  onChosen?: (value: 'Y' | 'N') => void;
};

/** A yes/no question of the form (flags Y and N, spec 002 §9). */
export function YesNoField({ name, label, disabledReason, onChosen }: YesNoProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { control } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={label}
          value={String(field.value ?? '')}
          onChange={(value) => {
            field.onChange(value);
            field.onBlur();
            onChosen?.(value as 'Y' | 'N');
          }}
          error={error(name)}
          description={disabledReason}
        >
          <Group mt={6} gap="lg">
            <Radio value="Y" label={t('yes')} disabled={Boolean(disabledReason)} />
            <Radio value="N" label={t('no')} disabled={Boolean(disabledReason)} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** A read-only value with its label. */
export function ReadOnlyValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {value || '\u2014'}
      </Text>
    </Stack>
  );
}
