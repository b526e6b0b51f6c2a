import { Button, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryFailure } from '../../lib/use-query-failure';
import { BodyCell, BodyRow } from './body-cells';
import classes from './data-table.module.css';

type MessageRowProps = { columns: number; children: ReactNode };

/** One row across the table, its content held in the visible part of a table wider than the screen. */
const MessageRow = ({ columns, children }: MessageRowProps) => (
  <BodyRow>
    <BodyCell colSpan={columns}>
      <Stack align="center" gap="sm" py="lg" className={classes.visiblePart}>
        {children}
      </Stack>
    </BodyCell>
  </BodyRow>
);

export const EmptyRow = ({ columns, text }: { columns: number; text: ReactNode }) => (
  <MessageRow columns={columns}>
    <Text ta="center" c="dimmed">
      {text}
    </Text>
  </MessageRow>
);

/** A failed load (issue 50): the error and, with a query's failure, its retry. */
export function ErrorRow({
  columns,
  text,
  failure,
}: {
  columns: number;
  text: ReactNode;
  failure?: QueryFailure;
}) {
  const { t } = useTranslation();
  return (
    <MessageRow columns={columns}>
      {/* red.9: red.8 measured 4.28:1 on a table's light grey row (axe, the charger page's load error). */}
      <Text ta="center" c="red.9" role="alert">
        {text}
      </Text>
      {failure && (
        // Never disabled: while a retry runs it says so (spinner, aria-busy), and a click joins it.
        <Button
          variant="default"
          onClick={failure.retry}
          aria-busy={failure.isRetrying || undefined}
          leftSection={failure.isRetrying ? <Loader size={14} /> : undefined}
        >
          {t('table_retry')}
        </Button>
      )}
    </MessageRow>
  );
}
