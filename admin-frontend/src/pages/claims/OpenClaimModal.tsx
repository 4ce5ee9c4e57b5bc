import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { CLAIM_TEXT_MIN, poundsInputToPence, type OrderView } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { Thumb } from '../../components/Thumb';
import { useGetConditionRecordsQuery, useLazyFindOrderQuery, useOpenClaimMutation } from './claimsApi';

/**
 * Opens a claim on a returned rental: the order by its reference, then the dress, what happened,
 * the amount and photos from the dress's condition records. The server refuses it after 48 hours.
 */
export function OpenClaimModal({ onClose }: { onClose: () => void }) {
  const [reference, setReference] = useState('');
  const [order, setOrder] = useState<OrderView | null>(null);
  const [itemId, setItemId] = useState<string | undefined>(undefined);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [findOrder, finding] = useLazyFindOrderQuery();
  const records = useGetConditionRecordsQuery(order?.id ?? '', { skip: !order });
  const [open, opening] = useOpenClaimMutation();
  const notify = useNotify();
  const recordPhotos = (records.data ?? []).filter((r) => r.orderItemId === itemId).flatMap((r) => r.photos);

  const find = async () => {
    setProblem(null);
    const found = await findOrder(reference.trim().replace(/^#/, ''))
      .unwrap()
      .catch(() => null);
    if (!found) return setProblem('No order with that reference.');
    setOrder(found);
    setItemId(found.items[0]?.id);
  };

  const submit = async () => {
    const amountPence = poundsInputToPence(amount);
    if (!order || !itemId) return setProblem('Find the order first.');
    if (description.trim().length < CLAIM_TEXT_MIN) return setProblem(`Say what happened (at least ${CLAIM_TEXT_MIN} characters).`);
    if (amountPence === null || amountPence < 1) return setProblem('Enter the amount asked in pounds, such as 120.00.');
    try {
      await open({ orderItemId: itemId, description: description.trim(), amountPence, photos }).unwrap();
      notify.success({
        title: 'Claim Opened',
        description: `Order #${order.id.slice(-8).toUpperCase()}: the renter is e-mailed and has 72 hours to answer.`,
      });
      onClose();
    } catch (error) {
      setProblem(failureText(error, { lead: 'Failed to open the claim.' }));
    }
  };

  return (
    <Modal
      open
      title="Open a damage claim"
      okText="Open claim"
      okButtonProps={{ loading: opening.isLoading, disabled: !order }}
      cancelText="Go back"
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Order reference" htmlFor="claim-order">
          <Flex gap={8}>
            <Input
              id="claim-order"
              value={reference}
              placeholder="e.g. 3C4D5E6F"
              onChange={(e) => setReference(e.target.value)}
              onPressEnter={() => void find()}
            />
            <Button onClick={() => void find()} loading={finding.isFetching}>
              Find
            </Button>
          </Flex>
        </Form.Item>
        {order ? (
          <>
            <Form.Item label="Dress" htmlFor="claim-line">
              <Select<string>
                id="claim-line"
                aria-label="Dress"
                value={itemId}
                onChange={(next) => (setItemId(next), setPhotos([]))}
                options={order.items.map((i) => ({ value: i.id, label: `${i.productName}, UK ${i.size}` }))}
              />
            </Form.Item>
            <Form.Item label="What happened" htmlFor="claim-description">
              <Input.TextArea
                id="claim-description"
                rows={3}
                maxLength={2000}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            </Form.Item>
            <Form.Item label="Amount asked (£)" htmlFor="claim-amount">
              <Input id="claim-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Form.Item>
            <Form.Item label="Photos from its condition record">
              {recordPhotos.length === 0 ? (
                <Typography.Text type="secondary">No photos were recorded for this dress.</Typography.Text>
              ) : (
                <Checkbox.Group value={photos} onChange={(next) => setPhotos(next)}>
                  <Flex wrap gap={8}>
                    {recordPhotos.map((src, i) => (
                      <Checkbox key={src} value={src} aria-label={`Photo ${i + 1}`}>
                        <Thumb src={src} alt={`Condition photo ${i + 1}`} width={64} />
                      </Checkbox>
                    ))}
                  </Flex>
                </Checkbox.Group>
              )}
            </Form.Item>
          </>
        ) : null}
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
