import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { CalendarOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CATEGORIES, labelOf, PRODUCT_LIST_SORTS, type ProductListSort, type ProductView } from '@dw/contracts';
import { dateText, moneyText } from '../../app/format';
import { useRowAction } from '../../app/useRowAction';
import { sortOrderOf, useServerTable } from '../../app/useServerTable';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { ServerTable } from '../../components/ServerTable';
import { Thumb } from '../../components/Thumb';
import { AvailabilityDrawer } from '../availability/AvailabilityDrawer';
import { ProductDrawer } from './ProductDrawer';
import { sizesText } from './sizesText';
import { useDeleteProductMutation, useGetProductsQuery } from './productsApi';

const { Text } = Typography;
const small = { fontSize: 13 } as const;

type Editing = { open: false } | { open: true; product: ProductView | null };
const keyOf = (e: Editing) => (e.open ? (e.product?.id ?? 'new') : null);

export function ProductsTab() {
  const table = useServerTable<ProductListSort, never>(PRODUCT_LIST_SORTS);
  const { data, isLoading, isFetching, isError, refetch } = useGetProductsQuery(table.params);
  const total = data?.total ?? 0;
  const [deleteProduct] = useDeleteProductMutation();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [calendarOf, setCalendarOf] = useState<ProductView | null>(null);
  const { busyId, run } = useRowAction();

  const remove = (p: ProductView) =>
    run(p.id, 'Failed to delete product.', async () => {
      await deleteProduct(p.id).unwrap();
      return { title: 'Product Deleted', description: `${p.name} has been removed from the catalogue.` };
    });

  const columns: TableColumnsType<ProductView> = [
    {
      title: 'Image',
      key: 'image',
      render: (_, p) => <Thumb src={p.imageUrls[0] ?? p.imageUrl} alt={p.name} />,
    },
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'name'),
      sortDirections: ['ascend'],
      render: (_, p) => (
        <div style={{ minWidth: 160, maxWidth: 280 }}>
          <Text strong>{p.name}</Text>
          <div style={small}>
            <Text type="secondary">/{p.slug}</Text>
          </div>
        </div>
      ),
    },
    { title: 'Brand', key: 'brand', render: (_, p) => p.brand ?? <Text type="secondary">—</Text> },
    {
      title: 'Category',
      key: 'category',
      render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{labelOf(CATEGORIES, p.category)}</span>,
    },
    {
      title: 'Price',
      key: 'price',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'price'),
      render: (_, p) => (
        <div style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {moneyText(p.basePrice)}{' '}
          <Text type="secondary" style={small}>
            2 days
          </Text>
          <div style={small}>
            <Text type="secondary">{moneyText(p.rentalPrices.find((r) => r.duration === 4)?.price)} 4 days</Text>
          </div>
          {p.retailPrice ? (
            <div style={small}>
              <Text type="secondary">RRP {moneyText(p.retailPrice)}</Text>
            </div>
          ) : null}
        </div>
      ),
    },
    { title: 'Sizes (UK)', key: 'sizes', render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{sizesText(p)}</span> },
    {
      title: 'Created',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'createdAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{dateText(p.createdAt)}</span>,
    },
    {
      title: 'Actions',
      fixed: 'right',
      key: 'actions',
      render: (_, p) => (
        <Space size={8}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit ${p.name}`}
            onClick={() => setEditing({ open: true, product: p })}
          >
            Edit
          </Button>
          <Button
            size="small"
            icon={<CalendarOutlined aria-hidden />}
            aria-label={`Calendar for ${p.name}`}
            onClick={() => setCalendarOf(p)}
          >
            Calendar
          </Button>
          <Popconfirm
            title={`Delete ${p.name}?`}
            description="It will disappear from the catalogue."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => remove(p)}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${p.name}`} loading={busyId === p.id}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  if (isError) return <LoadError what="products" onRetry={refetch} />;
  // A drawer still closing when another opens must not close the new one when it finishes.
  const editingKey = keyOf(editing);

  return (
    <>
      <SectionToolbar title="Catalogue products" count={total} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <Input.Search
          aria-label="Search products"
          placeholder="Search name, brand or category"
          allowClear
          value={table.search}
          onChange={(e) => table.setSearch(e.target.value)}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ open: true, product: null })}>
          Add Product
        </Button>
      </SectionToolbar>
      <ServerTable<ProductView>
        table={table}
        data={data}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={columns}
        emptyText={table.params.q ? 'No products match your search.' : 'No products yet.'}
      />
      {editing.open ? (
        <ProductDrawer
          key={editingKey}
          product={editing.product}
          onClosed={() => setEditing((now) => (keyOf(now) === editingKey ? { open: false } : now))}
        />
      ) : null}
      {calendarOf ? (
        <AvailabilityDrawer
          key={calendarOf.id}
          product={calendarOf}
          onClosed={() => setCalendarOf((now) => (now?.id === calendarOf.id ? null : now))}
        />
      ) : null}
    </>
  );
}
