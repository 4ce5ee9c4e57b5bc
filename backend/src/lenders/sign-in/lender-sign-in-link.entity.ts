import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An e-mailed sign-in link for one lender account: stored only as its token's SHA-256, spent once
 * (usedAt) within its lifetime (docs/decisions/0020-lender-sign-in.md).
 */
@Entity('lender_sign_in_links')
export class LenderSignInLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_lender_sign_in_links_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('IDX_lender_sign_in_links_account')
  @Column({ type: 'varchar', length: 36 })
  lenderAccountId: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Index('IDX_lender_sign_in_links_expires_at')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}
