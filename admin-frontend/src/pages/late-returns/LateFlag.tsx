import { type LateFeesView, formatPounds, toPence } from '@dw/contracts';
import { ToneTag } from '../../components/ToneTag';

/** On an order's row: it came back late, or is still out; red while a fee is owed or it is reported not returned. */
export function LateFlag({ lateFees }: { lateFees: LateFeesView }) {
  const owed = toPence(lateFees.owed) + toPence(lateFees.failed);
  const text = lateFees.notReturnedReportedAt ? 'Not returned' : `Late ${lateFees.days}d`;
  return (
    <ToneTag
      tone={owed > 0 || lateFees.notReturnedReportedAt ? 'bad' : 'waiting'}
      title={`Late fees ${formatPounds(toPence(lateFees.total))}, owed ${formatPounds(owed)}`}
    >
      {owed > 0 ? `${text} · ${formatPounds(owed)} owed` : text}
    </ToneTag>
  );
}
