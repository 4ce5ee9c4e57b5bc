import { Form, Input, Modal, Typography } from 'antd';
import { REJECTION_MESSAGES, REJECTION_REASON_MAX } from '@dw/contracts';

interface Props {
  /** Open while the admin is rejecting; null closes it. */
  subject: string | null;
  /** The action's label, on the title and the button ('Reject'). */
  label: string;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

interface ReasonForm {
  reason: string;
}

/**
 * A rejection asks why (docs/decisions/0021-lender-listings-and-bookings.md): the reason is
 * required, bounded as the API bounds it, and shown to the lender and e-mailed.
 */
export function RejectReasonModal({ subject, label, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<ReasonForm>();
  const reason = Form.useWatch('reason', form) ?? '';
  const submit = async () => {
    const { reason } = await form.validateFields();
    onSubmit(reason.trim());
    form.resetFields();
  };
  return (
    <Modal
      open={subject !== null}
      title={`${label} ${subject ?? ''}?`}
      okText={label}
      okButtonProps={{ danger: true }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      forceRender
    >
      <Form<ReasonForm> form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="reason"
          label="Reason (shown to the lender and e-mailed)"
          rules={[{ required: true, whitespace: true, message: REJECTION_MESSAGES.required }]}
          // The count sits in the flow under the error, never on top of it (antd's showCount overlays it).
          extra={
            <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right' }} aria-live="polite">
              {reason.length} / {REJECTION_REASON_MAX}
            </Typography.Text>
          }
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={REJECTION_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
