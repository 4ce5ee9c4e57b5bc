import { Inject, Injectable, Logger } from '@nestjs/common';
import { UPLOADS_PATH_PREFIX } from '@dw/contracts';
import { ImageVariantsService } from './image-variants.service';
import { OBJECT_STORAGE, ObjectStorage } from './storage/object-storage';

/** Removes uploads nothing uses any more (housekeeping runs it; see README "Data retention"). */
@Injectable()
export class UploadRetentionService {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly variants: ImageVariantsService,
  ) {}

  /**
   * Deletes every stored upload last written before `cutoff` whose path (`/objects/uploads/{id}`)
   * is not in `referencedPaths`, with this server's resized copies. Returns how many went; a
   * second call with the same arguments finds nothing more to delete.
   */
  async deleteUnreferencedOlderThan(cutoff: Date, referencedPaths: Iterable<string>): Promise<number> {
    const keep = new Set(referencedPaths);
    let deleted = 0;
    for await (const object of this.storage.list()) {
      if (object.modifiedAt.getTime() >= cutoff.getTime() || keep.has(`${UPLOADS_PATH_PREFIX}${object.id}`)) continue;
      await this.storage.delete(object.id);
      await this.variants.forget(object.id);
      deleted++;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} upload(s) no product or listing uses`);
    return deleted;
  }
}
