import { useState } from 'react';
import { Descriptions, Table, Typography } from 'antd';
import { type LateFeeView, type LateFeesView, PAGE_SIZE_DEFAULT, formatDay } from '@dw/contracts';
import { dateText, moneyText } from '../../app/format';
import { LateFeeStateTag } from './LateFeeStateTag';
import { useGetLateFeesQuery } from './lateReturnsApi';
import { owedReason } from './owedReason';

/** An overdue order's late fees in its payment drawer: the sums by state, then each day's fee, a page at a time. */
export function OrderLateFees({ orderId, lateFees }: { orderId: string; lateFees: LateFeesView }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetLateFeesQuery({ page, pageSize: PAGE_SIZE_DEFAULT, orderId });
  return (
    <section aria-label="Late return fees" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>Late return fees</Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Late since">{formatDay(lateFees.overdueSince)}</Descriptions.Item>
        <Descriptions.Item label="Fees">{`${moneyText(lateFees.total)} for ${lateFees.days} ${lateFees.days === 1 ? 'day' : 'days'} (at most ${moneyText(lateFees.cap)})`}</Descriptions.Item>
        <Descriptions.Item label="Charged">{moneyText(lateFees.charged)}</Descriptions.Item>
        <Descriptions.Item label="Owed">{moneyText(lateFees.owed)}</Descriptions.Item>
        <Descriptions.Item label="Not yet charged">{moneyText(lateFees.failed)}</Descriptions.Item>
        <Descriptions.Item label="Collected by hand">{moneyText(lateFees.collected)}</Descriptions.Item>
        {lateFees.notReturnedReportedAt ? (
          <Descriptions.Item label="Reported not returned">{dateText(lateFees.notReturnedReportedAt)}</Descriptions.Item>
        ) : null}
      </Descriptions>
      <Table<LateFeeView>
        rowKey="id"
        size="small"
        style={{ marginTop: 12 }}
        loading={isFetching}
        dataSource={data?.items ?? []}
        pagination={{ current: page, total: data?.total ?? 0, pageSize: PAGE_SIZE_DEFAULT, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { title: 'Late day', key: 'day', render: (_, f) => formatDay(f.day) },
          { title: 'Amount', key: 'amount', align: 'right', render: (_, f) => moneyText(f.amount) },
          { title: 'State', key: 'state', render: (_, f) => <LateFeeStateTag state={f.state} /> },
          {
            title: 'Why / reference',
            key: 'why',
            render: (_, f) => (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f.state === 'charged' || f.state === 'collected' ? (f.providerReference ?? '') : owedReason(f.failureCode)}
              </Typography.Text>
            ),
          },
        ]}
      />
    </section>
  );
}
