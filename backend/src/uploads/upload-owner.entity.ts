import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { UploadPurpose } from '@dw/contracts';

/**
 * Who asked for each upload URL, written when the URL is issued: a lender's listing may name only
 * photos she uploaded herself (never another lender's, never the admin's), which the stored object
 * alone cannot tell.
 */
@Entity('upload_owners')
@Index('IDX_upload_owners_lender', ['lenderAccountId'])
export class UploadOwner {
  /** The upload's id, as in `/objects/uploads/{id}`. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: UploadPurpose;

  /** The lender who uploaded a listing photo; null for the admin's product images. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  lenderAccountId: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
