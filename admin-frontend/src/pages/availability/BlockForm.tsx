import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { AVAILABILITY_MESSAGES, type BlockInput, formatDayRange } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { useCreateBlockMutation } from './availabilityApi';
import { blockEndOk } from './calendarDays';

/** The API's limit on a block's note. */
const NOTE_MAX = 200;

interface BlockDraft {
  startDate?: string;
  endDate?: string;
  units?: number | null;
  note?: string;
}

interface Props {
  productId: string;
  sizes: readonly string[];
  /** The calendar's size: the form blocks the size on show, and choosing one here shows it. */
  size: string;
  onSizeChange: (size: string) => void;
  stock: number;
  today: string;
  /** The last day a booking can hold a unit: blocking later is pointless. */
  lastDay: string;
}

/** Takes units of one size out for some days (repairs, photography); the API may refuse with a reason. */
export function BlockForm({ productId, sizes, size, onSizeChange, stock, today, lastDay }: Props) {
  const [form] = Form.useForm<BlockDraft>();
  const [createBlock, { isLoading }] = useCreateBlockMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const notify = useNotify();

  const submit = async (values: BlockDraft) => {
    if (isLoading || !values.startDate || !values.endDate) return;
    setRefusal(null);
    const note = values.note?.trim();
    const input: BlockInput = {
      size,
      startDate: values.startDate,
      endDate: values.endDate,
      units: values.units ?? 1,
      ...(note ? { note } : {}),
    };
    try {
      await createBlock({ productId, input }).unwrap();
      notify.success({ title: 'Dates Blocked', description: `UK ${size}: ${formatDayRange(input.startDate, input.endDate)}.` });
      form.resetFields();
    } catch (error) {
      // 400 (bad range) and 409 (no unit free) carry a sentence meant for the admin.
      setRefusal(failureText(error, 'Failed to block dates. Please try again.'));
    }
  };

  return (
    <Form<BlockDraft>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ units: 1 }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setRefusal(null)}
    >
      <Row gutter={12}>
        <Col xs={12} sm={6}>
          <Form.Item label="Size" htmlFor="block-size" required>
            <Select id="block-size" value={size} onChange={onSizeChange} options={sizes.map((s) => ({ value: s, label: `UK ${s}` }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="units"
            label="Units"
            extra={`of ${stock}`}
            rules={[{ required: true, type: 'integer', min: 1, max: stock, message: `1 to ${stock}` }]}
          >
            <InputNumber min={1} max={stock} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="startDate"
            label="From"
            rules={[
              { required: true, message: 'Choose the first day' },
              {
                validator: (_, v?: string) =>
                  !v || v >= today ? Promise.resolve() : Promise.reject(new Error('Blocks start today or later')),
              },
            ]}
          >
            <Input type="date" min={today} max={lastDay} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="endDate"
            label="To"
            dependencies={['startDate']}
            rules={[
              { required: true, message: 'Choose the last day' },
              ({ getFieldValue }) => ({
                validator: (_, v?: string) => {
                  const start = getFieldValue('startDate') as string | undefined;
                  // A start in the past is the From field's error; here only order and length count.
                  return !v || !start || blockEndOk(start, v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(AVAILABILITY_MESSAGES.blockRange));
                },
              }),
            ]}
          >
            <Input type="date" min={today} max={lastDay} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="note" label="Note">
        <Input maxLength={NOTE_MAX} placeholder="Hem repair, photoshoot…" />
      </Form.Item>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="These dates could not be blocked."
          description={refusal}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Block Dates
      </Button>
    </Form>
  );
}
