import { Image, Typography, type TableColumnsType } from 'antd';
import {
  ADMIN_LIST_SORTS,
  CATEGORIES,
  CONDITIONS,
  labelOf,
  LISTING_STATUSES,
  OCCASIONS,
  sortSizes,
  type AdminListSort,
  type ListingStatus,
  type ListingView,
} from '@dw/contracts';
import { dateText, moneyText } from '../../app/format';
import { useRowAction } from '../../app/useRowAction';
import { sortOrderOf, useServerTable } from '../../app/useServerTable';
import { ListToolbarFilters } from '../../components/ListToolbarFilters';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { ServerTable } from '../../components/ServerTable';
import { StatusActionButtons } from '../../components/StatusActionButtons';
import { StatusWithReason } from '../../components/StatusWithReason';
import { listingActions, listingOutcome } from './listingActions';
import { useCountListingsQuery, useGetListingsQuery, useSetListingStatusMutation } from './listingsApi';

const { Text } = Typography;
const small = { fontSize: 13 } as const;
const THUMB = { width: 48, height: 64 };

function Photos({ listing }: { listing: ListingView }) {
  const urls = listing.imageUrls;
  if (urls.length === 0) return <Text type="secondary">No photos</Text>;
  return (
    <Image.PreviewGroup items={urls}>
      <div style={{ display: 'flex', gap: 4 }}>
        {urls.slice(0, 3).map((url, i) => (
          <Image
            key={url}
            src={url}
            alt={`${listing.name}, photo ${i + 1} of ${urls.length}`}
            {...THUMB}
            style={{ objectFit: 'cover', borderRadius: 2 }}
          />
        ))}
        {urls.length > 3 ? (
          <Text type="secondary" style={{ alignSelf: 'center', ...small }}>
            +{urls.length - 3}
          </Text>
        ) : null}
      </div>
    </Image.PreviewGroup>
  );
}

export function ListingsTab() {
  const table = useServerTable<AdminListSort, ListingStatus>(ADMIN_LIST_SORTS);
  const { data, isLoading, isFetching, isError, refetch } = useGetListingsQuery(table.params);
  const { data: pending = 0 } = useCountListingsQuery({ status: 'pending' });
  const [setStatus] = useSetListingStatusMutation();
  const { busyId, run } = useRowAction();

  const decide = (listing: ListingView, next: ListingStatus, reason?: string) =>
    run(listing.id, 'Failed to update dress listing status.', async () => {
      await setStatus({ id: listing.id, status: next, reason }).unwrap();
      return { title: 'Dress Listing Updated', description: `${listing.name} ${listingOutcome(next)}.` };
    });

  const columns: TableColumnsType<ListingView> = [
    { title: 'Photos', key: 'photos', render: (_, l) => <Photos listing={l} /> },
    {
      title: 'Dress',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'name'),
      sortDirections: ['ascend'],
      render: (_, l) => (
        <div style={{ minWidth: 180, maxWidth: 260 }}>
          <Text strong>{l.name}</Text>
          <div style={small}>{l.brand}</div>
          <div style={small}>
            <Text type="secondary">
              {labelOf(CATEGORIES, l.category)} · {labelOf(OCCASIONS, l.occasion)}
            </Text>
          </div>
          <div style={small}>
            <Text type="secondary">{labelOf(CONDITIONS, l.condition)}</Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Prices',
      key: 'prices',
      render: (_, l) => (
        <dl
          style={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            columnGap: 10,
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
            ...small,
          }}
        >
          <dt>
            <Text type="secondary">Original</Text>
          </dt>
          <dd style={{ margin: 0 }}>{moneyText(l.originalPrice)}</dd>
          <dt>
            <Text type="secondary">2-day</Text>
          </dt>
          <dd style={{ margin: 0 }}>{moneyText(l.rentalPrice2Day)}</dd>
          <dt>
            <Text type="secondary">4-day</Text>
          </dt>
          <dd style={{ margin: 0 }}>{moneyText(l.rentalPrice4Day)}</dd>
        </dl>
      ),
    },
    { title: 'Sizes (UK)', key: 'sizes', render: (_, l) => <span style={{ whiteSpace: 'nowrap' }}>{sortSizes(l.sizes).join(', ')}</span> },
    {
      title: 'Lender',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'createdAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, l) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {l.lenderName ?? <Text type="secondary">Unknown</Text>}
          <div style={small}>
            <Text type="secondary">{dateText(l.createdAt)}</Text>
          </div>
        </div>
      ),
    },
    { title: 'Status', key: 'status', render: (_, l) => <StatusWithReason of="listing" status={l.status} reason={l.rejectionReason} /> },
    {
      title: 'Actions',
      fixed: 'right',
      key: 'actions',
      render: (_, l) => (
        <StatusActionButtons
          actions={listingActions(l.status)}
          subject={l.name}
          busy={busyId === l.id}
          onRun={(next, reason) => void decide(l, next, reason)}
          reasonFor="rejected"
        />
      ),
    },
  ];

  if (isError) return <LoadError what="dress listings" onRetry={refetch} />;
  const filtered = table.params.status !== undefined || table.params.q !== undefined;

  return (
    <>
      <SectionToolbar title={`Dress listings · ${pending} awaiting review`} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <ListToolbarFilters
          of="listing"
          what="dress listings"
          placeholder="Dress, brand or lender"
          search={table.search}
          onSearch={table.setSearch}
          statuses={LISTING_STATUSES}
          status={table.params.status}
          onStatus={table.setStatus}
        />
      </SectionToolbar>
      <ServerTable<ListingView>
        table={table}
        data={data}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={columns}
        emptyText={filtered ? 'No dress listings match.' : 'No dress listings yet.'}
      />
    </>
  );
}
