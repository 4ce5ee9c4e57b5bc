import { Form, Input, Modal } from 'antd';
import { COLLECTED_REFERENCE_MAX, type OwedItemView, orderReference } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { moneyText } from '../../app/format';
import { useNotify } from '../../app/notify';
import { useMarkCollectedMutation } from './lateReturnsApi';

/** Asks for the transfer's reference before recording an owed amount as collected by hand. */
export function CollectedModal({ item, onClose }: { item: OwedItemView; onClose: () => void }) {
  const [form] = Form.useForm<{ reference: string }>();
  const [markCollected, { isLoading }] = useMarkCollectedMutation();
  const notify = useNotify();
  const order = `#${orderReference(item.orderId)}`;

  const save = async () => {
    const { reference } = await form.validateFields();
    try {
      await markCollected({ kind: item.kind, id: item.id, reference: reference.trim() }).unwrap();
      notify.success({ title: 'Recorded as collected', description: `Order ${order}: ${moneyText(item.amount)}.` });
      onClose();
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: 'Recording it failed.' }) });
    }
  };

  return (
    <Modal
      open
      title={`Record ${moneyText(item.amount)} collected for order ${order}?`}
      okText="Record collected"
      cancelText="Go back"
      confirmLoading={isLoading}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <p>{`${item.description}, owed by ${item.customerName}. It leaves the owed list once recorded.`}</p>
      <Form form={form} layout="vertical" initialValues={{ reference: '' }}>
        <Form.Item
          name="reference"
          label="Bank transfer reference (or how it was paid)"
          rules={[{ required: true, whitespace: true, message: 'Say where the money is recorded.' }]}
        >
          <Input maxLength={COLLECTED_REFERENCE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
