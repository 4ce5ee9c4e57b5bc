import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CONDITION_RECORD_KINDS, ConditionRecordKind, RECORDERS, RETURN_CONDITIONS, Recorder, ReturnCondition } from '@dw/contracts';

/**
 * A dress's condition as it left (dispatch) or came back (return): photos, a note, who recorded it
 * and when. One of each per order line; a line is received back exactly when it has its return record.
 * The line's name and size are copied, as earnings copy them, so the lender's list needs no join.
 */
@Entity('condition_records')
@Index('UQ_condition_records_item_kind', ['orderItemId', 'kind'], { unique: true })
@Index('IDX_condition_records_lender', ['lenderAccountId', 'recordedAt'])
export class ConditionRecord {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_condition_records_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 36 })
  orderItemId: string;

  /** The lender whose dress it is; null for the shop's own stock. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  lenderAccountId: string | null;

  @Column({ type: 'varchar', length: 160 })
  productName: string;

  @Column({ type: 'varchar', length: 4 })
  size: string;

  @Column({ type: 'simple-enum', enum: CONDITION_RECORD_KINDS })
  kind: ConditionRecordKind;

  /** How it came back; null on a dispatch. */
  @Column({ type: 'simple-enum', enum: RETURN_CONDITIONS, nullable: true })
  condition: ReturnCondition | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  /** Upload paths (`/objects/uploads/{id}`), checked to be the recorder's own when written. */
  @Column({ type: 'simple-json' })
  photos: string[];

  @Column({ type: 'simple-enum', enum: RECORDERS })
  recordedBy: Recorder;

  /** The UK day the dress came back, 'YYYY-MM-DD'; null on a dispatch. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  receivedOn: string | null;

  @Column({ type: 'datetime' })
  recordedAt: Date;
}
