import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import {
  PAYMENT_STATUS_LABELS,
  RECORDED_PAYMENT_METHODS,
  type OrderView,
  type PaymentMovementView,
  type RecordedPaymentMethod,
  formatPence,
  orderReference,
  toPence,
} from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { dateText, moneyText } from '../../app/format';
import { useNotify } from '../../app/notify';
import { OrderLateFees } from '../late-returns/OrderLateFees';
import { useCapturePaymentMutation, useGetMovementsQuery, useRecordPaymentMutation, useRefundPaymentMutation } from './paymentsApi';

type Asking = 'capture' | 'refund' | 'record' | null;

const KIND_LABELS: Record<PaymentMovementView['kind'], string> = {
  authorised: 'Card authorised',
  captured: 'Captured',
  released: 'Released',
  refunded: 'Refunded',
  recorded: 'Payment recorded',
};

/** An order's money: its movements, and Capture / Refund / Record payment, each confirmed first. */
export function OrderPaymentDrawer({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetMovementsQuery({ orderId: order.id, page });
  const [asking, setAsking] = useState<Asking>(null);
  const [capture, capturing] = useCapturePaymentMutation();
  const [refund, refunding] = useRefundPaymentMutation();
  const [record, recording] = useRecordPaymentMutation();
  const notify = useNotify();
  const [refundForm] = Form.useForm<{ amount: string; reason: string }>();
  const [recordForm] = Form.useForm<{ method: RecordedPaymentMethod; reference: string }>();
  const payment = order.payment;
  const refundable = toPence(payment.paid) - toPence(payment.refunded);
  const reference = `#${orderReference(order.id)}`;

  const run = async (what: string, action: () => Promise<unknown>) => {
    try {
      await action();
      setAsking(null);
      notify.success({ title: what, description: `Order ${reference}: done.` });
      onClose();
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: `${what} failed.` }) });
    }
  };

  return (
    <Drawer open title={`Payment of order ${reference}`} onClose={onClose} width={560}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          <Tag>{PAYMENT_STATUS_LABELS[payment.status]}</Tag> {payment.provider === 'stripe' ? 'Card (Stripe)' : 'Bank transfer'}
        </Descriptions.Item>
        <Descriptions.Item label="Order total">{moneyText(order.total)}</Descriptions.Item>
        <Descriptions.Item label="Held on card">{moneyText(payment.authorised)}</Descriptions.Item>
        <Descriptions.Item label="Paid">{moneyText(payment.paid)}</Descriptions.Item>
        <Descriptions.Item label="Refunded">{moneyText(payment.refunded)}</Descriptions.Item>
      </Descriptions>
      <Space style={{ margin: '16px 0' }} wrap>
        {payment.status === 'authorised' ? (
          <Button type="primary" onClick={() => setAsking('capture')}>
            Capture
          </Button>
        ) : null}
        {payment.status === 'awaiting-payment' && order.status !== 'cancelled' ? (
          <Button type="primary" onClick={() => setAsking('record')}>
            Record payment
          </Button>
        ) : null}
        {refundable > 0 ? (
          <Button danger onClick={() => setAsking('refund')}>
            Refund
          </Button>
        ) : null}
      </Space>
      <Typography.Title level={5}>Money movements</Typography.Title>
      <Table<PaymentMovementView>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.items ?? []}
        pagination={{ current: page, total: data?.total ?? 0, pageSize: 20, onChange: setPage, hideOnSinglePage: true }}
        locale={{ emptyText: 'No money has moved on this order yet.' }}
        columns={[
          { title: 'When', key: 'when', render: (_, m) => dateText(m.createdAt) },
          { title: 'What', key: 'kind', render: (_, m) => KIND_LABELS[m.kind] },
          { title: 'Amount', key: 'amount', align: 'right', render: (_, m) => moneyText(m.amount) },
          {
            title: 'Reference',
            key: 'ref',
            render: (_, m) => (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[m.method, m.providerReference, m.reason].filter(Boolean).join(' · ')}
              </Typography.Text>
            ),
          },
        ]}
      />
      {order.lateFees ? <OrderLateFees orderId={order.id} lateFees={order.lateFees} /> : null}
      <Modal
        open={asking === 'capture'}
        title={`Capture ${moneyText(payment.authorised)} on order ${reference}?`}
        okText="Capture"
        cancelText="Go back"
        confirmLoading={capturing.isLoading}
        onOk={() => void run('Payment captured', () => capture({ orderId: order.id }).unwrap())}
        onCancel={() => setAsking(null)}
      >
        The card held for this order is charged now, and {order.customerName} is e-mailed a receipt.
      </Modal>
      <Modal
        open={asking === 'record'}
        title={`Record ${moneyText(order.total)} received for order ${reference}?`}
        okText="Record payment"
        cancelText="Go back"
        confirmLoading={recording.isLoading}
        onOk={() =>
          void recordForm
            .validateFields()
            .then((values) => run('Payment recorded', () => record({ orderId: order.id, amount: order.total, ...values }).unwrap()))
        }
        onCancel={() => setAsking(null)}
      >
        <Form form={recordForm} layout="vertical" initialValues={{ method: 'bank-transfer', reference: orderReference(order.id) }}>
          <Form.Item name="method" label="How it arrived">
            <Select options={RECORDED_PAYMENT_METHODS.map((m) => ({ value: m, label: m.replace('-', ' ') }))} />
          </Form.Item>
          <Form.Item
            name="reference"
            label="Statement line or receipt number"
            rules={[{ required: true, message: 'Say where the money is recorded.' }]}
          >
            <Input maxLength={255} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={asking === 'refund'}
        title={`Refund order ${reference}?`}
        okText="Refund"
        okButtonProps={{ danger: true }}
        cancelText="Go back"
        confirmLoading={refunding.isLoading}
        onOk={() =>
          void refundForm.validateFields().then((values) => run('Refund issued', () => refund({ orderId: order.id, ...values }).unwrap()))
        }
        onCancel={() => setAsking(null)}
      >
        <Form form={refundForm} layout="vertical" initialValues={{ amount: formatPence(refundable), reason: '' }}>
          <Form.Item name="amount" label={`Amount (at most ${moneyText(formatPence(refundable))})`} rules={[{ required: true }]}>
            <Input inputMode="decimal" prefix="£" />
          </Form.Item>
          <Form.Item name="reason" label="Reason (the renter is told)" rules={[{ required: true, min: 3, message: 'Give the reason.' }]}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
        This cannot be undone; the lenders’ earnings move with the refund.
      </Modal>
    </Drawer>
  );
}
