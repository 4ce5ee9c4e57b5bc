import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LENDER_ACCOUNT_STATUSES, LenderAccountStatus } from '@dw/contracts';

/**
 * A lender. Bank details are stored only as AES-256-GCM ciphertext (docs/decisions/0013-bank-details.md); the token that
 * authorises listings is stored only as its SHA-256.
 */
@Entity('lender_accounts')
@Index('IDX_lender_accounts_status_created_at', ['status', 'createdAt'])
/** The admin list's sort by name, ties by id (its pages never overlap). */
@Index('IDX_lender_accounts_full_name_id', ['fullName', 'id'])
export class LenderAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  fullName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /**
   * The address trimmed and lower-cased, unique: one live account per address (any case), so a
   * sign-in link can only ever open its owner's account. Null once erased, which frees the address.
   */
  @Index('UQ_lender_accounts_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  emailKey: string | null;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ type: 'varchar', length: 120 })
  bankAccountName: string;

  @Column({ type: 'varchar', length: 255 })
  sortCodeEncrypted: string;

  @Column({ type: 'varchar', length: 255 })
  accountNumberEncrypted: string;

  @Index('UQ_lender_accounts_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'simple-enum', enum: LENDER_ACCOUNT_STATUSES, default: 'pending' })
  status: LenderAccountStatus;

  /** Why the admin rejected it, shown to the lender; null unless rejected. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectionReason: string | null;

  @Index('IDX_lender_accounts_created_at')
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** Set when the lender's personal and bank data were erased on request. */
  @Column({ type: 'datetime', nullable: true })
  erasedAt: Date | null;
}
