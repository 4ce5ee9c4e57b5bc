import { useState } from 'react';
import { Button, Checkbox, Col, Drawer, Flex, Form, Grid, Input, InputNumber, Radio, Row } from 'antd';
import { PROMO_CODE_MAX_LENGTH, PROMO_DESCRIPTION_MAX_LENGTH, PROMO_PERCENT, type PromotionView } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { EMPTY_PROMOTION, type PromotionDraft, draftOf, inputOf } from './promotionDraft';
import { useCreatePromotionMutation, useUpdatePromotionMutation } from './promotionsApi';

interface Props {
  /** The promotion to edit; null creates one. */
  promotion: PromotionView | null;
  onClosed: () => void;
}

/** Create or edit a promo code. The API checks every rule and answers in words, shown as the toast. */
export function PromotionDrawer({ promotion, onClosed }: Props) {
  const [form] = Form.useForm<PromotionDraft>();
  const [open, setOpen] = useState(true);
  const [initialValues] = useState(() => (promotion ? draftOf(promotion) : EMPTY_PROMOTION));
  const kind = Form.useWatch('kind', form) ?? initialValues.kind;
  const [create, creating] = useCreatePromotionMutation();
  const [update, updating] = useUpdatePromotionMutation();
  const notify = useNotify();
  const screens = Grid.useBreakpoint();
  const busy = creating.isLoading || updating.isLoading;
  const close = () => setOpen(false);

  const save = async () => {
    if (busy) return;
    const input = inputOf({ ...EMPTY_PROMOTION, ...(form.getFieldsValue(true) as Partial<PromotionDraft>) });
    try {
      if (promotion) await update({ id: promotion.id, input }).unwrap();
      else await create(input).unwrap();
      notify.success({ title: promotion ? 'Promotion Updated' : 'Promotion Created', description: `${input.code} has been saved.` });
      close();
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: 'Failed to save the promotion.' }) });
    }
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      title={promotion ? `Edit ${promotion.code}` : 'New promotion'}
      afterOpenChange={(isOpen) => {
        if (!isOpen) onClosed();
      }}
      size={screens.md === false ? '100%' : 560}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {promotion ? 'Save Changes' : 'Create Promotion'}
          </Button>
        </Flex>
      }
    >
      <Form<PromotionDraft>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={initialValues}
        onFinish={() => void save()}
      >
        <Form.Item name="code" label="Code" required extra="Letters, digits, - or _; renters may type it in any case.">
          <Input maxLength={PROMO_CODE_MAX_LENGTH} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input maxLength={PROMO_DESCRIPTION_MAX_LENGTH} placeholder="£10 off your first rental" />
        </Form.Item>
        <Form.Item
          name="kind"
          label="Discount"
          required
          extra="Off the rental fees only, never cleaning or insurance. The shop pays for it."
        >
          <Radio.Group
            optionType="button"
            options={[
              { value: 'fixed', label: 'Fixed amount' },
              { value: 'percent', label: 'Percentage' },
            ]}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            {kind === 'fixed' ? (
              <Form.Item name="amountOff" label="Amount off (£)" required>
                <Input inputMode="decimal" placeholder="10.00" />
              </Form.Item>
            ) : (
              <Form.Item name="percentOff" label="Percent off" required>
                <InputNumber min={PROMO_PERCENT.min} max={PROMO_PERCENT.max} precision={0} style={{ width: '100%' }} suffix="%" />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="minSpend" label="Minimum spend (£)" extra="Rental fees before the discount">
              <Input inputMode="decimal" placeholder="None" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="validFrom" label="Valid from">
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="validTo" label="Valid to (last day)">
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="totalLimit" label="Total redemptions">
              <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="No limit" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="perRenterLimit" label="Per renter (by e-mail)">
              <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="No limit" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="firstOrderOnly" valuePropName="checked">
          <Checkbox>First order only</Checkbox>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
