import { statusText, type AnyStatus, type StatusOf } from './statusColors';
import { ToneTag } from './ToneTag';

export function StatusTag({ of, status }: { of: StatusOf; status: AnyStatus }) {
  const { label, tone } = statusText(of, status);
  return <ToneTag tone={tone}>{label}</ToneTag>;
}
