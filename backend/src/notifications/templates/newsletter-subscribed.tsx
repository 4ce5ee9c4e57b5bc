import { Link } from '@react-email/components';
import { NEWSLETTER_CONFIRM_DAYS } from '@dw/contracts';
import { Action, Layout, Paragraph, PastableLink, Title } from './layout';

export const NEWSLETTER_CONFIRM_SUBJECT = 'Confirm your Designer Wardrobe subscription';

/** Double opt-in: nothing else is ever sent to this address unless the link is followed. */
export function NewsletterConfirm({ publicUrl, confirmUrl }: { publicUrl: string; confirmUrl: string }) {
  return (
    <Layout
      publicUrl={publicUrl}
      preview="One click to confirm your subscription"
      footer="You receive this because this address was entered in the newsletter sign-up at Designer Wardrobe. If it was not you, ignore it: you will not be subscribed and we will forget the address."
    >
      <Title>Confirm your subscription</Title>
      <Paragraph>
        Confirm your address to start receiving new arrivals, styling notes and the occasional invitation. The link works for{' '}
        {NEWSLETTER_CONFIRM_DAYS} days.
      </Paragraph>
      <Action href={confirmUrl}>Confirm my subscription</Action>
      <Paragraph>
        Or paste this address into your browser: <PastableLink href={confirmUrl} />
      </Paragraph>
    </Layout>
  );
}

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
