import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { UPLOADS_PATH_PREFIX } from '@dw/contracts';
import { ImageVariantsService } from './image-variants.service';
import { OBJECT_STORAGE, ObjectStorage } from './storage/object-storage';
import { UploadOwner } from './upload-owner.entity';

/** Owner rows are removed this many at a time. */
const OWNER_BATCH = 500;

/** Removes uploads nothing uses any more (housekeeping runs it; see README "Data retention"). */
@Injectable()
export class UploadRetentionService {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly variants: ImageVariantsService,
    @InjectRepository(UploadOwner) private readonly owners: Repository<UploadOwner>,
  ) {}

  /**
   * Deletes every stored upload last written before `cutoff` whose path (`/objects/uploads/{id}`)
   * is not in `referencedPaths`, with this server's resized copies. Returns how many went; a
   * second call with the same arguments finds nothing more to delete.
   */
  async deleteUnreferencedOlderThan(cutoff: Date, referencedPaths: Iterable<string>): Promise<number> {
    const keep = new Set(referencedPaths);
    const stored = new Set<string>();
    let deleted = 0;
    for await (const object of this.storage.list()) {
      if (object.modifiedAt.getTime() >= cutoff.getTime() || keep.has(`${UPLOADS_PATH_PREFIX}${object.id}`)) {
        stored.add(object.id);
        continue;
      }
      await this.storage.delete(object.id);
      await this.variants.forget(object.id);
      deleted++;
    }
    await this.forgetOwners(cutoff, keep, stored);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} upload(s) no product or listing uses`);
    return deleted;
  }

  /** Owner rows of uploads that are gone (deleted above, or an upload URL never used), issued before `cutoff`. */
  private async forgetOwners(cutoff: Date, keep: ReadonlySet<string>, stored: ReadonlySet<string>): Promise<void> {
    const old = await this.owners.find({ select: { id: true }, where: { createdAt: LessThan(cutoff) } });
    const gone = old.map((o) => o.id).filter((id) => !stored.has(id) && !keep.has(`${UPLOADS_PATH_PREFIX}${id}`));
    for (let i = 0; i < gone.length; i += OWNER_BATCH) await this.owners.delete({ id: In(gone.slice(i, i + OWNER_BATCH)) });
  }
}
