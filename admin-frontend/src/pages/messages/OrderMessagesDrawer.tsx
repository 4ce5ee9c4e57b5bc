import { useState } from 'react';
import { Button, Drawer, Form, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { type AdminMessageView, MESSAGE_HIDE_REASON_MAX, MESSAGE_TEXTS, type OrderView, orderReference } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { dateText } from '../../app/format';
import { useNotify } from '../../app/notify';
import { LoadError } from '../../components/LoadError';
import { useGetOrderMessagesQuery, useHideMessageMutation } from './messagesApi';

const { Text, Paragraph } = Typography;

function who(m: AdminMessageView): string {
  return m.sender === 'renter'
    ? `${m.renterFirstName} (renter) to ${m.lenderFirstName}`
    : `${m.lenderFirstName} (lender) to ${m.renterFirstName}`;
}

/** An order's messages between the renter and its lenders: the original, what was shown, and Remove with a reason. */
export function OrderMessagesDrawer({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGetOrderMessagesQuery({ orderId: order.id, page });
  const [hiding, setHiding] = useState<AdminMessageView | null>(null);
  const [hide, hideState] = useHideMessageMutation();
  const [form] = Form.useForm<{ reason: string }>();
  const notify = useNotify();
  const reference = `#${orderReference(order.id)}`;

  const remove = async (reason: string) => {
    if (!hiding) return;
    try {
      await hide({ id: hiding.id, orderId: order.id, reason }).unwrap();
      notify.success({ title: 'Message removed', description: `Both sides now see it removed from order ${reference}.` });
      setHiding(null);
      form.resetFields();
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: 'The message was not removed.' }) });
    }
  };

  return (
    <Drawer open title={`Messages of order ${reference}`} onClose={onClose} width={620}>
      {isError ? (
        <LoadError what="messages" onRetry={refetch} />
      ) : data && data.total === 0 ? (
        // Said in the body's own colour: antd's empty text is too faint to read (contrast).
        <Paragraph>No messages on this order.</Paragraph>
      ) : (
        <List<AdminMessageView>
          loading={isFetching}
          dataSource={data?.items ?? []}
          pagination={{ current: page, total: data?.total ?? 0, pageSize: 50, onChange: setPage, hideOnSinglePage: true }}
          renderItem={(m) => (
            <List.Item
              actions={
                m.hiddenAt
                  ? []
                  : [
                      <Button
                        key="hide"
                        size="small"
                        danger
                        onClick={() => setHiding(m)}
                        aria-label={`Remove message of ${dateText(m.createdAt)}`}
                      >
                        Remove
                      </Button>,
                    ]
              }
            >
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <Text strong>{who(m)}</Text>
                <Text type="secondary" style={{ fontSize: 12 }}>
                  {dateText(m.createdAt)}
                </Text>
                <Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{m.originalText}</Paragraph>
                {m.masked ? (
                  <Text type="secondary" style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>
                    Shown as: {m.shownText}
                  </Text>
                ) : null}
                {m.hiddenAt ? (
                  <span>
                    <Tag>Removed</Tag>
                    <Text type="secondary">{m.hiddenReason}</Text>
                  </span>
                ) : null}
              </Space>
            </List.Item>
          )}
        />
      )}
      <Modal
        open={hiding !== null}
        title="Remove this message?"
        okText="Remove"
        okButtonProps={{ danger: true }}
        cancelText="Go back"
        confirmLoading={hideState.isLoading}
        onOk={() =>
          // An empty reason is said under the field; nothing is sent.
          void form.validateFields().then(
            (values) => remove(values.reason),
            () => undefined,
          )
        }
        onCancel={() => setHiding(null)}
      >
        <Paragraph>Both sides will see “Message removed by Designer Wardrobe” instead of it.</Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label="Reason (for the back office)"
            rules={[{ required: true, whitespace: true, message: MESSAGE_TEXTS.hideReasonRequired }]}
          >
            <Input.TextArea maxLength={MESSAGE_HIDE_REASON_MAX} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
