import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row whose version goes up with every product write, in the same transaction. Each replica
 * compares it with the version of its cached catalogue, so a cache is never stale across replicas.
 */
@Entity('catalog_state')
export class CatalogState {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  version: number;
}

export const CATALOG_STATE_ID = 1;
