import { useState, type ComponentProps } from 'react';
import { Button, Checkbox, Col, Drawer, Flex, Form, Grid, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import {
  AVAILABILITY_MESSAGES,
  BOOKING_RULE_LIMITS,
  CATEGORIES,
  fourDayPence,
  MAX_PRICE_POUNDS,
  NOTICES,
  OCCASIONS,
  PRODUCT_IMAGES,
  MAX_UPLOAD_BYTES,
  MB,
  sortSizes,
  STOCK_UNITS,
  TEXT_LIMITS,
  toPence,
  UK_SIZES,
  type ProductView,
  formatPounds,
} from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { ImagePicker } from './ImagePicker';
import { badStockSizes, draftFromProduct, draftToInput, emptyDraft, missingFields, ruleProblems, type ProductDraft } from './productDraft';
import { useCreateProductMutation, useUpdateProductMutation } from './productsApi';

/**
 * Notice and the first and last start date: optional; the shop refuses other start dates for this
 * dress. Each item runs the shared rule over the whole form, so the last date is checked against the first.
 */
function BookingRuleInputs() {
  const { min, max } = BOOKING_RULE_LIMITS.minNoticeDays;
  const check =
    (field: 'minNoticeDays' | 'availableFrom' | 'availableUntil') =>
    ({ getFieldsValue }: { getFieldsValue: (all: true) => unknown }) => ({
      validator: () => {
        const problem = ruleProblems({ ...emptyDraft(), ...(getFieldsValue(true) as Partial<ProductDraft>) })[field];
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    });
  return (
    <Row gutter={16}>
      <Col xs={24} sm={8}>
        <Form.Item
          name="minNoticeDays"
          label="Notice (days)"
          extra={`Empty: the standard two days; else ${min} to ${max}.`}
          rules={[check('minNoticeDays')]}
        >
          <InputNumber min={min} max={max} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="availableFrom" label="First start date" rules={[check('availableFrom')]}>
          <Input type="date" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="availableUntil" label="Last start date" dependencies={['availableFrom']} rules={[check('availableUntil')]}>
          <Input type="date" />
        </Form.Item>
      </Col>
    </Row>
  );
}

interface Props {
  /** The product being edited, or null to create one. */
  product: ProductView | null;
  /** Called once the drawer has finished closing, so the parent can unmount it. */
  onClosed: () => void;
}

const categoryOptions = CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));
const occasionOptions = OCCASIONS.map((o) => ({ value: o.slug, label: o.label }));
const sizeOptions = UK_SIZES.map((s) => ({ value: s, label: s }));

type SizeChecksProps = Omit<ComponentProps<typeof Checkbox.Group<string>>, 'options'> & { 'aria-required'?: unknown };

/** Form.Item marks required controls aria-required, which a group of checkboxes may not carry (axe). */
function SizeChecks({ 'aria-required': _required, ...props }: SizeChecksProps) {
  return <Checkbox.Group<string> {...props} options={sizeOptions} role="group" aria-label="Sizes (UK)" />;
}

/**
 * One units field per ticked size; a newly ticked size starts at the default. A size
 * the form was opened with keeps its stored units (the Form's initialValues already hold them).
 */
function StockInputs({ sizes, initial }: { sizes: readonly string[]; initial: ProductDraft['stock'] }) {
  if (sizes.length === 0) return null;
  return (
    <div role="group" aria-label="Stock (units per size)">
      <div style={{ marginBottom: 8 }}>Stock (units per size)</div>
      <Row gutter={[12, 0]}>
        {sortSizes(sizes).map((size) => (
          <Col key={size} xs={8} sm={6}>
            <Form.Item
              name={['stock', size]}
              label={`UK ${size}`}
              initialValue={size in initial ? undefined : STOCK_UNITS.default}
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min: STOCK_UNITS.min,
                  max: STOCK_UNITS.max,
                  message: `${STOCK_UNITS.min} to ${STOCK_UNITS.max}`,
                },
              ]}
            >
              <InputNumber min={STOCK_UNITS.min} max={STOCK_UNITS.max} precision={0} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: -12, marginBottom: 16, fontSize: 13 }}>
        <Typography.Text type="secondary">
          A lender&apos;s piece is one of a kind; house stock can have up to {STOCK_UNITS.max} units of a size.
        </Typography.Text>
      </div>
    </div>
  );
}

/** Mounted per edit, so every opening starts from a fresh form. */
export function ProductDrawer({ product, onClosed }: Props) {
  const [form] = Form.useForm<ProductDraft>();
  const [open, setOpen] = useState(true);
  const [initialValues] = useState(() => (product ? draftFromProduct(product) : emptyDraft()));
  const onClose = () => setOpen(false);
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const notify = useNotify();
  const screens = Grid.useBreakpoint();
  const basePrice = Form.useWatch('basePrice', form);
  const sizes = Form.useWatch('availableSizes', form) ?? initialValues.availableSizes;

  const busy = creating.isLoading || updating.isLoading;

  const save = async () => {
    // Enter in a field submits too; one save at a time.
    if (busy) return;
    const draft: ProductDraft = { ...emptyDraft(), ...(form.getFieldsValue(true) as Partial<ProductDraft>) };
    const missing = missingFields(draft);
    if (missing.length > 0) {
      notify.error(NOTICES.productMissing);
      form.validateFields(missing).catch(() => undefined);
      return;
    }
    const badStock = badStockSizes(draft);
    if (badStock.length > 0) {
      notify.error({ title: 'Check Stock', description: AVAILABILITY_MESSAGES.stock });
      form.validateFields(badStock.map((size) => ['stock', size])).catch(() => undefined);
      return;
    }
    const rules = ruleProblems(draft);
    if (Object.keys(rules).length > 0) {
      notify.error({ title: 'Check Booking Rules', description: Object.values(rules)[0] });
      form.validateFields(Object.keys(rules)).catch(() => undefined);
      return;
    }
    const input = draftToInput(draft);
    try {
      if (product) {
        await updateProduct({ id: product.id, input }).unwrap();
        notify.success({ title: 'Product Updated', description: `${input.name} has been saved.` });
      } else {
        await createProduct(input).unwrap();
        notify.success({ title: 'Product Created', description: `${input.name} is now in the catalogue.` });
      }
      onClose();
    } catch (error) {
      const base = product ? 'Failed to update product.' : 'Failed to create product.';
      notify.error({ title: 'Error', description: failureText(error, { lead: base }) });
    }
  };

  const fourDay =
    typeof basePrice === 'number' && basePrice > 0 && basePrice <= MAX_PRICE_POUNDS ? formatPounds(fourDayPence(toPence(basePrice))) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={product ? `Edit ${product.name}` : 'New product'}
      afterOpenChange={(isOpen) => {
        if (!isOpen) onClosed();
      }}
      size={screens.md === false ? '100%' : 640}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {product ? 'Save Changes' : 'Create Product'}
          </Button>
        </Flex>
      }
    >
      <Form<ProductDraft> form={form} layout="vertical" requiredMark="optional" initialValues={initialValues} onFinish={() => void save()}>
        <Form.Item
          name="imageUrls"
          label="Images"
          required
          extra={`Up to ${PRODUCT_IMAGES.max} images: JPEG, PNG, WebP or AVIF, ${MAX_UPLOAD_BYTES.product / MB} MB each. The first is the main image.`}
          rules={[
            {
              validator: (_, v: string[] | undefined) =>
                v && v.length > 0 ? Promise.resolve() : Promise.reject(new Error('Add at least one image')),
            },
          ]}
        >
          <ImagePicker />
        </Form.Item>
        <Form.Item name="name" label="Name" required rules={[{ required: true, whitespace: true, message: 'Enter the dress name' }]}>
          <Input maxLength={TEXT_LIMITS.productName.max} />
        </Form.Item>
        <Form.Item name="brand" label="Brand">
          <Input maxLength={TEXT_LIMITS.brand.max} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          required
          rules={[{ required: true, whitespace: true, message: 'Describe the dress' }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={TEXT_LIMITS.productDescription.max} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="category" label="Category" required rules={[{ required: true, message: 'Choose a category' }]}>
              <Select options={categoryOptions} placeholder="Choose a category" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="occasions" label="Occasions">
              <Select mode="multiple" options={occasionOptions} placeholder="Any that suit" allowClear />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="basePrice"
              label="Base price (2-day rental)"
              required
              extra={fourDay ? `4-day rental: ${fourDay}` : 'A 4-day rental costs 1.7 times this, rounded to whole pounds.'}
              rules={[{ required: true, type: 'number', min: 0.01, message: 'Enter the rental price' }]}
            >
              <InputNumber prefix="£" min={0.01} max={MAX_PRICE_POUNDS} step={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="retailPrice" label="Retail price" extra="The original price shown on the product card.">
              <InputNumber prefix="£" min={0.01} max={MAX_PRICE_POUNDS} step={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="availableSizes"
          label="Sizes (UK)"
          required
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one size' }]}
        >
          <SizeChecks />
        </Form.Item>
        <StockInputs sizes={sizes} initial={initialValues.stock} />
        <BookingRuleInputs />
        <Form.Item
          name="requiresApproval"
          label="Each booking needs my approval"
          valuePropName="checked"
          extra="Off: bookings of this dress are confirmed at once. On: each one waits for you to accept or decline it in Orders."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
