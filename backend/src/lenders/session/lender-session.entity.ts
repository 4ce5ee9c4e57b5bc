import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A signed-in lender: the cookie carries 32 random bytes, the row only their SHA-256, so a copy of
 * the database opens no session (docs/decisions/0020-lender-sign-in.md).
 */
@Entity('lender_sessions')
export class LenderSession {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  idHash: string;

  @Index('IDX_lender_sessions_account')
  @Column({ type: 'varchar', length: 36 })
  lenderAccountId: string;

  @Index('IDX_lender_sessions_created_at')
  @Column({ type: 'datetime' })
  createdAt: Date;

  @Index('IDX_lender_sessions_last_seen_at')
  @Column({ type: 'datetime' })
  lastSeenAt: Date;

  /** When the link that started it was spent; null for a session started by creating the account. */
  @Column({ type: 'datetime', nullable: true })
  signedInAt: Date | null;
}
