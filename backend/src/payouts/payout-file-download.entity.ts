import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Each download of a run's bank file: the file holds bank details in clear, so who and when is kept. */
@Entity('payout_file_downloads')
@Index('IDX_payout_file_downloads_run', ['runId', 'downloadedAt'])
export class PayoutFileDownload {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  runId: string;

  /** 'admin:' + a hash of the admin session id (the session id itself would let a reader act as the admin). */
  @Column({ type: 'varchar', length: 64 })
  downloadedBy: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @Column({ type: 'datetime' })
  downloadedAt: Date;
}
