import { Link } from '@react-email/components';
import { Action, Layout, Paragraph, Title } from './layout';

export function NewsletterSubscribed({ publicUrl, unsubscribeUrl }: { publicUrl: string; unsubscribeUrl: string }) {
  return (
    <Layout
      publicUrl={publicUrl}
      preview="You are on the Designer Wardrobe list"
      footer={
        <>
          You receive this because this address subscribed at Designer Wardrobe. <Link href={unsubscribeUrl}>Unsubscribe</Link> at any time.
        </>
      }
    >
      <Title>You are on the list</Title>
      <Paragraph>
        Thank you for subscribing. Expect new arrivals, styling notes and the occasional invitation, never more than a few times a month.
      </Paragraph>
      <Action href={`${publicUrl}/whats-new`}>See what is new</Action>
      <Paragraph>
        Changed your mind? <Link href={unsubscribeUrl}>Unsubscribe here</Link>
      </Paragraph>
    </Layout>
  );
}
