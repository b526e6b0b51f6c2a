import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from './icons';
import { useReadOnlyReason } from './use-read-only-reason';

export type ColumnChoice = { key: string; label: string };

export type ColumnChooserTexts = {
  title: string;
  selectStep: string;
  orderStep: string;
  next: string;
  back: string;
  update: string;
  cancel: string;
  moveUp: (label: string) => string;
  moveDown: (label: string) => string;
  /** Shown when one more than the maximum is ticked (spec 001 §5, maxSelectCount). */
  tooMany: string;
  /** Spec 001 §8: 'Failed to update preferences. Please try again.' */
  failed: string;
  /** Accessible name of the dialog's close button. */
  close?: string;
};

export type ColumnChooserProps = {
  opened: boolean;
  onClose: () => void;
  /** Every column the user may choose (callers leave out the ones the spec excludes). */
  columns: ColumnChoice[];
  /** The current choice, in order. */
  selected: string[];
  maxSelectCount: number;
  texts: ColumnChooserTexts;
  /** Saves the preference; a rejection shows the failure alert and keeps the dialog open. */
  onSave: (columns: string[]) => Promise<unknown>;
};

/**
 * Spec 001 §4 column chooser, in two steps: select (at most maxSelectCount), Next; order, Back or
 * Update (saves); Cancel closes. Generic: the texts and the save call come from the page.
 */
export function ColumnChooser(props: ColumnChooserProps) {
  const { opened, columns, selected, maxSelectCount, texts } = props;
  const [step, setStep] = useState<1 | 2>(1);
  const [chosen, setChosen] = useState<string[]>(selected);
  const [warning, setWarning] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const readOnly = useReadOnlyReason();

  // Starts from the saved choice when the dialog opens, not again while it is open: a refetch of the
  // preferences (a token refresh, focus) hands in new arrays and must not undo the user's ticks.
  const wasOpened = useRef(false);
  useEffect(() => {
    if (opened && !wasOpened.current) {
      setStep(1);
      setChosen(selected.filter((key) => columns.some((c) => c.key === key)));
      setWarning(false);
      setFailed(false);
    }
    wasOpened.current = opened;
  }, [opened, selected, columns]);

  const labelOf = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  const toggle = (key: string) => {
    if (chosen.includes(key)) {
      setChosen(chosen.filter((k) => k !== key));
      setWarning(false);
    } else if (chosen.length >= maxSelectCount) {
      setWarning(true);
    } else {
      setChosen([...chosen, key]);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    setChosen(next);
  };
  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await props.onSave(chosen);
      props.onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={texts.title}
      size="md"
      centered
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {step === 1 ? texts.selectStep : texts.orderStep}
        </Text>
        {warning && step === 1 && (
          <Alert color="yellow" role="alert">
            {texts.tooMany}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {texts.failed}
          </Alert>
        )}
        {step === 1 ? (
          <Stack gap={6} role="group" aria-label={texts.selectStep}>
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                label={column.label}
                checked={chosen.includes(column.key)}
                onChange={() => toggle(column.key)}
              />
            ))}
          </Stack>
        ) : (
          <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {chosen.map((key, index) => (
              <Group key={key} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {index + 1}. {labelOf(key)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={texts.moveUp(labelOf(key))}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronDownIcon size={16} style={{ transform: 'rotate(180deg)' }} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={texts.moveDown(labelOf(key))}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronDownIcon size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {readOnly && step === 2 && (
          <Text size="sm" mt="md" id="column-chooser-read-only">
            {readOnly}
          </Text>
        )}
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={props.onClose} disabled={saving}>
            {texts.cancel}
          </Button>
          {step === 1 ? (
            <Button
              onClick={() => setStep(2)}
              disabled={chosen.length === 0}
              rightSection={<ChevronRightIcon size={16} />}
            >
              {texts.next}
            </Button>
          ) : (
            <Group gap="sm">
              <Button variant="default" onClick={() => setStep(1)} disabled={saving}>
                {texts.back}
              </Button>
              {/* The choice is saved in the user's preferences: not while impersonating (read-only). */}
              <Button
                onClick={save}
                loading={saving}
                disabled={Boolean(readOnly)}
                aria-describedby={readOnly ? 'column-chooser-read-only' : undefined}
              >
                {texts.update}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
