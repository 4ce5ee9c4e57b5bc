import { Card, Grid, Tabs } from 'antd';
import { ClaimsTab } from '../claims/ClaimsTab';
import { EmailsTab } from '../emails/EmailsTab';
import { LateReturnsTab } from '../late-returns/LateReturnsTab';
import { ReviewsTab } from '../reviews/ReviewsTab';
import { LendersTab } from '../lenders/LendersTab';
import { ListingsTab } from '../listings/ListingsTab';
import { OrdersTab } from '../orders/OrdersTab';
import { PayoutsTab } from '../payouts/PayoutsTab';
import { ProductsTab } from '../products/ProductsTab';
import { PromotionsTab } from '../promotions/PromotionsTab';
import { AdminHeader } from './AdminHeader';
import { SummaryCards } from './SummaryCards';
import { useGetSummaryQuery } from './summaryApi';

export function Dashboard() {
  const summary = useGetSummaryQuery();
  // On a phone the seven tabs only fit with a smaller type size, tighter gaps and two shorter names.
  const phone = Grid.useBreakpoint().xs === true;
  const now = new Date();

  return (
    <div style={{ maxWidth: 1360, margin: '0 auto', padding: 'clamp(20px, 4vw, 40px) clamp(12px, 3vw, 32px) 56px' }}>
      <AdminHeader />
      <SummaryCards summary={summary.data} now={now} compact={phone} loading={summary.isLoading} />
      <Card styles={{ body: { padding: phone ? '0 10px 16px' : '4px clamp(16px, 2.5vw, 24px) 24px' } }}>
        <Tabs
          defaultActiveKey="products"
          size={phone ? 'small' : 'large'}
          tabBarGutter={phone ? 14 : 32}
          items={[
            { key: 'products', label: 'Products', children: <ProductsTab /> },
            { key: 'orders', label: 'Orders', children: <OrdersTab /> },
            { key: 'lenders', label: phone ? 'Lenders' : 'Lender Accounts', children: <LendersTab /> },
            { key: 'listings', label: phone ? 'Listings' : 'Dress Listings', children: <ListingsTab /> },
            { key: 'emails', label: 'Emails', children: <EmailsTab /> },
            { key: 'late-returns', label: phone ? 'Late' : 'Late Returns', children: <LateReturnsTab /> },
            { key: 'reviews', label: 'Reviews', children: <ReviewsTab /> },
            { key: 'payouts', label: 'Payouts', children: <PayoutsTab /> },
            { key: 'claims', label: 'Claims', children: <ClaimsTab /> },
            { key: 'promotions', label: phone ? 'Promos' : 'Promotions', children: <PromotionsTab /> },
          ]}
        />
      </Card>
    </div>
  );
}
