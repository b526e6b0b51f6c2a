import { Alert, Checkbox, Group, Stack, Text } from '@mantine/core';
import { PERMISSION_KEYS } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReasonButton } from '../../../components/reason-button';
import { isImpersonating, useIdentity } from '../../../lib/session/identity-marker';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { CARDS_ORDER_NS } from '../utils/namespace';
import type { OrderFormValues } from '../utils/order-form';

/** Why the order cannot be sent by this user, or null (§6: colleague view; the role's permission). */
export function useOrderRefusal(): string | null {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const identity = useIdentity();
  const { permissions } = useSessionScope();
  if (identity && isImpersonating(identity)) return t('order_colleague_view');
  if (!permissions.has(PERMISSION_KEYS.orderCards)) return t('order_no_permission');
  return null;
}

type ConfirmProps = {
  replacement: boolean;
  isSubmitting: boolean;
  showsSubmitting: boolean;
  errorLines: string[];
  /** The multi-step variant asks for express on its start page instead. */
  withExpress?: boolean;
};

/** Express delivery: mode 2 (spec 002 §9); the order's summary.expediteCard. */
export function ExpressChoice() {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { control } = useFormContext<OrderFormValues>();
  return (
    <Controller
      control={control}
      name="expediteCard"
      render={({ field }) => (
        <Checkbox
          label={t('express_label')}
          description={t('express_hint')}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}

/** Section 13: express delivery (mode 2, §9), the §8 error texts, and the confirm button. */
export function ConfirmSection(props: ConfirmProps) {
  const { replacement, isSubmitting, showsSubmitting, errorLines, withExpress = true } = props;
  const { t } = useTranslation(CARDS_ORDER_NS);
  const refusal = useOrderRefusal();
  return (
    <Stack gap="sm">
      {!replacement && withExpress && <ExpressChoice />}
      {showsSubmitting && (
        <Alert color="blue" role="status">
          {t('submitting')}
        </Alert>
      )}
      {errorLines.length > 0 && (
        <Alert color="red" role="alert" title={t('order_error_title')}>
          <Stack gap={4}>
            {errorLines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <ReasonButton type="submit" loading={isSubmitting} reason={refusal} size="md">
          {t(replacement ? 'confirm_replacement' : 'confirm_order')}
        </ReasonButton>
      </Group>
      {refusal && (
        <Text size="sm" c="dimmed" ta="right" role="note">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
