import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Admin sessions live in the database so every replica sees the same login. */
@Entity('sessions')
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  @Column({ type: 'text' })
  data: string;

  @Index('IDX_sessions_expires_at')
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
