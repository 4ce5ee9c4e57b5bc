import { createHash } from 'node:crypto';

/**
 * A conversation's id, derived from its order and lender: the renter's page can name every
 * conversation of her order before any of them has a message (and a row).
 */
export function conversationId(orderId: string, lenderAccountId: string): string {
  const hex = createHash('sha256').update(`conversation:${orderId.toLowerCase()}:${lenderAccountId.toLowerCase()}`).digest('hex');
  // Shaped as a name-based UUID (version 5, RFC variant), so it fits the uuid columns and the id
  // checks. Not version 8: MariaDB's uuid type refuses a version-8 id whose variant byte is 0x80,
  // about one conversation in 64, and the message to it failed with a 500.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The only part of a person's name the other side sees: the first word ("Ada" of "Ada Lovelace"). */
export function firstName(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first.length > 0 ? first.slice(0, 40) : 'Designer Wardrobe member';
}
