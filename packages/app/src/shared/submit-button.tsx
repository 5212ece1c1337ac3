import { Button } from '@mall/react-ui';

interface SubmitButtonProps {
  /** The form is being sent: the button is disabled and says so. */
  busy: boolean;
  label: string;
  /** Shown while busy, e.g. "Saving…". */
  busyLabel: string;
}

/** The one primary, full-width submit button at the foot of a form. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary" size="large" block disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
