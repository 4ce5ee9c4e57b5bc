import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ADMIN_LIST_SORTS, type AdminListSort, type PromotionView, formatDay, formatPounds, promotionLabel, toPence } from '@dw/contracts';
import { ToneTag } from '../../components/ToneTag';
import { dateText } from '../../app/format';
import { useRowAction } from '../../app/useRowAction';
import { useServerTable } from '../../app/useServerTable';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { ServerTable } from '../../components/ServerTable';
import { PromotionDrawer } from './PromotionDrawer';
import { useEndPromotionMutation, useGetPromotionsQuery } from './promotionsApi';

const { Text } = Typography;
const small = { fontSize: 13 } as const;

/** The rules of a code in words: '£100.00 minimum · first order · 1 per renter'. */
function rulesText(p: PromotionView): string {
  const rules = [
    p.minSpend ? `${formatPounds(toPence(p.minSpend))} minimum` : null,
    p.firstOrderOnly ? 'first order' : null,
    p.perRenterLimit ? `${p.perRenterLimit} per renter` : null,
  ].filter(Boolean);
  return rules.length ? rules.join(' · ') : 'Any order';
}

function windowText(p: PromotionView): string {
  if (!p.validFrom && !p.validTo) return 'Always';
  if (!p.validTo) return `From ${formatDay(p.validFrom as string)}`;
  if (!p.validFrom) return `Until ${formatDay(p.validTo)}`;
  return `${formatDay(p.validFrom)} – ${formatDay(p.validTo)}`;
}

/** The admin's promo codes: list (paged by the server), create, edit and end. */
export function PromotionsTab() {
  const table = useServerTable<AdminListSort, never>(ADMIN_LIST_SORTS);
  const { data, isLoading, isFetching, isError, refetch } = useGetPromotionsQuery(table.params);
  const [editing, setEditing] = useState<PromotionView | 'new' | null>(null);
  const [endPromotion] = useEndPromotionMutation();
  const { busyId, run } = useRowAction();

  const end = (p: PromotionView) =>
    run(p.id, 'Failed to end the promotion.', async () => {
      await endPromotion(p.id).unwrap();
      return { title: 'Promotion Ended', description: `${p.code} can no longer be used.` };
    });

  const columns: TableColumnsType<PromotionView> = [
    {
      title: 'Code',
      key: 'code',
      render: (_, p) => (
        <div style={{ minWidth: 160 }}>
          <Text strong style={{ letterSpacing: '0.06em' }}>
            {p.code}
          </Text>
          {p.description ? (
            <div style={small}>
              <Text type="secondary">{p.description}</Text>
            </div>
          ) : null}
        </div>
      ),
    },
    { title: 'Discount', key: 'discount', render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{promotionLabel(p)}</span> },
    { title: 'Rules', key: 'rules', render: (_, p) => <span style={small}>{rulesText(p)}</span> },
    { title: 'Valid', key: 'valid', render: (_, p) => <span style={{ ...small, whiteSpace: 'nowrap' }}>{windowText(p)}</span> },
    {
      title: 'Used',
      key: 'redemptions',
      align: 'right',
      render: (_, p) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{p.totalLimit ? `${p.redemptions} of ${p.totalLimit}` : p.redemptions}</span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, p) => (p.endedAt ? <ToneTag tone="quiet">Ended {dateText(p.endedAt)}</ToneTag> : <ToneTag tone="good">Active</ToneTag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, p) => (
        <Space>
          <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.code}`}>
            Edit
          </Button>
          {p.endedAt ? null : (
            <Popconfirm
              title={`End ${p.code}?`}
              description="It is refused from now on; orders that used it keep their discount."
              okText="End"
              onConfirm={() => void end(p)}
            >
              <Button size="small" danger loading={busyId === p.id} aria-label={`End ${p.code}`}>
                End
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  if (isError) return <LoadError what="promotions" onRetry={refetch} />;

  return (
    <>
      <SectionToolbar title="Promo codes" count={data?.total} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <Input.Search
          aria-label="Search promo codes"
          placeholder="Code or description"
          allowClear
          value={table.search}
          onChange={(e) => table.setSearch(e.target.value)}
          style={{ width: 220 }}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          New Promotion
        </Button>
      </SectionToolbar>
      <ServerTable<PromotionView>
        table={table}
        data={data}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={columns}
        emptyText={table.params.q ? 'No promo codes match.' : 'No promo codes yet.'}
      />
      {editing ? <PromotionDrawer promotion={editing === 'new' ? null : editing} onClosed={() => setEditing(null)} /> : null}
    </>
  );
}
