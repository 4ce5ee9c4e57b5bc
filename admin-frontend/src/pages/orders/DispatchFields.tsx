import { Form, Input, Select } from 'antd';
import { CARRIERS, CARRIER_IDS, type CarrierId } from '@dw/contracts';

export interface DispatchDraft {
  carrier: CarrierId;
  reference: string;
  /** The reference's problem, shown under it once the admin tried to confirm. */
  error: string | null;
}

/** The parcel a dispatch names: who carries it and, optionally, its reference from the label. */
export function DispatchFields({ draft, onChange }: { draft: DispatchDraft; onChange: (next: DispatchDraft) => void }) {
  return (
    <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
      <Form.Item label="Carrier" htmlFor="dispatch-carrier" style={{ marginBottom: 12 }}>
        <Select<CarrierId>
          id="dispatch-carrier"
          aria-label="Carrier"
          value={draft.carrier}
          onChange={(carrier) => onChange({ ...draft, carrier })}
          options={CARRIER_IDS.map((id) => ({ value: id, label: CARRIERS[id].name }))}
        />
      </Form.Item>
      <Form.Item
        label="Tracking reference (optional)"
        htmlFor="dispatch-reference"
        validateStatus={draft.error ? 'error' : undefined}
        help={draft.error ?? 'As printed on the label; the renter gets a link to follow her parcel.'}
        style={{ marginBottom: 0 }}
      >
        <Input
          id="dispatch-reference"
          value={draft.reference}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. AB 1234 5678 9GB"
          onChange={(e) => onChange({ ...draft, reference: e.target.value, error: null })}
        />
      </Form.Item>
    </Form>
  );
}
