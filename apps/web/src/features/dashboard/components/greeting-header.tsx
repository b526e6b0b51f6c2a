import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { greetingKey } from '../utils/greeting';
import { DASHBOARD_NAMESPACE } from '../utils/namespace';

export type GreetingHeaderProps = { firstName: string; now: Date };

/** Spec 001 §2: greeting by time of day with the first name, and the date in long form. */
export function GreetingHeader({ firstName, now }: GreetingHeaderProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { formatLongDate } = useFormatters();
  return (
    <Stack gap={4} component="header">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t(greetingKey(now), { name: firstName })}
      </Title>
      <Text c="dimmed" component="time" dateTime={now.toISOString().slice(0, 10)}>
        {formatLongDate(now)}
      </Text>
    </Stack>
  );
}
