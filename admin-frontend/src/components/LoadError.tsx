import { Alert, Button } from 'antd';

/** A list that failed to load says so and offers a retry, instead of an empty table. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Could not load ${what}.`}
      description="Check your connection and try again."
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
