import { Button, Group } from '@mantine/core';
import { ReasonButton } from '../../../components/reason-button';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';

export type FormActionsProps = {
  submitLabel: string;
  onSubmit: () => void;
  /** Why submitting is not possible now; the button is disabled and says so. */
  disabledReason?: string | null;
  busy?: boolean;
  backLabel?: string;
  onBack?: () => void;
};

/** Back and the step's submit (Next, Save or Create); a disabled submit names its reason. */
export function FormActions({
  submitLabel,
  onSubmit,
  disabledReason,
  busy,
  backLabel,
  onBack,
}: FormActionsProps) {
  // Impersonation is read-only: no step of a profile form goes on (spec 000 §6, issue 15).
  const readOnly = useReadOnlyReason();
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <ReasonButton onClick={onSubmit} reason={readOnly ?? disabledReason} loading={busy}>
        {submitLabel}
      </ReasonButton>
    </Group>
  );
}
