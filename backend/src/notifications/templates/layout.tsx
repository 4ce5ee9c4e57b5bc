import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

/** The shop's look in e-mail: ivory page, black type, serif headings, generous spacing. */
export const SERIF = "'Cormorant Garamond', 'Cormorant', Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
export const INK = '#111111';
const IVORY = '#faf7f2';
const MUTED = '#5f5a52';

export const styles = {
  heading: { fontFamily: SERIF, fontWeight: 500, fontSize: '30px', lineHeight: '36px', color: INK, margin: '0 0 24px' },
  subheading: { fontFamily: SERIF, fontWeight: 500, fontSize: '22px', lineHeight: '28px', color: INK, margin: '32px 0 12px' },
  text: { fontFamily: SANS, fontSize: '15px', lineHeight: '24px', color: INK, margin: '0 0 16px' },
  muted: { fontFamily: SANS, fontSize: '13px', lineHeight: '20px', color: MUTED, margin: '0 0 8px' },
  button: {
    display: 'inline-block',
    backgroundColor: INK,
    color: IVORY,
    fontFamily: SANS,
    fontSize: '14px',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    textDecoration: 'none',
    padding: '14px 28px',
  },
  cell: { fontFamily: SANS, fontSize: '15px', lineHeight: '22px', color: INK, padding: '6px 0', verticalAlign: 'top' },
} satisfies Record<string, CSSProperties>;

interface LayoutProps {
  preview: string;
  publicUrl: string;
  children: ReactNode;
  /** Why this person gets the message, in the footer. */
  footer?: ReactNode;
}

export function Layout({ preview, publicUrl, children, footer }: LayoutProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: IVORY, margin: 0, padding: '32px 0' }}>
        {/* Narrow padding and wrapping words: the message reads at a phone's 390 px as well as at 600. */}
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', padding: '32px 24px 28px', overflowWrap: 'break-word' }}>
          <Section style={{ textAlign: 'center', paddingBottom: '32px' }}>
            <Link
              href={publicUrl}
              style={{ fontFamily: SERIF, fontSize: '28px', letterSpacing: '0.12em', color: INK, textDecoration: 'none' }}
            >
              Designer Wardrobe
            </Link>
          </Section>
          {children}
          <Hr style={{ borderColor: '#e6e0d6', margin: '40px 0 24px' }} />
          {footer ? <Text style={styles.muted}>{footer}</Text> : null}
          <Text style={styles.muted}>
            Designer Wardrobe · designer dresses to rent, from London ·{' '}
            <Link href={publicUrl}>{publicUrl.replace(/^https?:\/\//, '')}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ padding: '8px 0 24px' }}>
      <Link href={href} style={styles.button}>
        {children}
      </Link>
    </Section>
  );
}

/** A long address (a sign-in link) printed for pasting: it breaks anywhere rather than widen a phone's screen. */
export function PastableLink({ href }: { href: string }) {
  return (
    <Link href={href} style={{ wordBreak: 'break-all', overflowWrap: 'anywhere' }}>
      {href}
    </Link>
  );
}

/** Lines of an address as typed (line breaks or commas), each bounded, drawn one under the other. */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <Text style={styles.text}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}
