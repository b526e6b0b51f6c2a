import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnChooser, type ColumnChooserProps } from './column-chooser';

const texts = {
  title: 'Edit columns',
  selectStep: 'Step 1',
  orderStep: 'Step 2',
  next: 'Next',
  back: 'Back',
  update: 'Update',
  cancel: 'Cancel',
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  tooMany: 'At most 3',
  failed: 'Failed',
};

const props = (selected: string[]): ColumnChooserProps => ({
  opened: true,
  onClose: vi.fn(),
  // New arrays on every call, as a parent re-rendering after a refetch hands in.
  columns: ['a', 'b', 'c', 'd'].map((key) => ({ key, label: key.toUpperCase() })),
  selected,
  maxSelectCount: 3,
  texts,
  onSave: vi.fn(async () => undefined),
});

describe('ColumnChooser', () => {
  it('keeps the ticks of an open dialog when the saved choice arrives again (a refetch)', async () => {
    const view = render(
      <MantineProvider>
        <ColumnChooser {...props(['a'])} />
      </MantineProvider>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'B' }));
    expect(screen.getByRole('checkbox', { name: 'B' })).toBeChecked();
    view.rerender(
      <MantineProvider>
        <ColumnChooser {...props(['a'])} />
      </MantineProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'B' })).toBeChecked();
  });
});
