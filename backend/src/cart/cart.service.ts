import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import {
  AVAILABILITY_MESSAGES,
  CART_QUANTITY,
  CartItemView,
  RentalDuration,
  StartDateProblem,
  bookableStartRange,
  todayInLondon,
} from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { Product } from '../catalog/product.entity';
import { isUuid } from '../catalog/domain/slug';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { CartItem } from './cart-item.entity';
import { mergeProblem, sizeProblem } from './domain/cart-line';
import { SESSION_ID_MESSAGE, isSessionId } from './domain/session-id';
import { CartAddDto } from './dto/cart-add.dto';
import { toCartItemView } from './dto/cart-item.view';

const lineNotFound = () => AppError.notFound('Cart item not found.', 'CART_ITEM_NOT_FOUND');

@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartItem) private readonly lines: Repository<CartItem>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
  ) {}

  /** Oldest line first, so the cart keeps the order things were added in. */
  async list(sessionId: string): Promise<CartItemView[]> {
    assertSessionId(sessionId);
    const lines = await this.lines.find({
      where: { sessionId },
      relations: { product: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return this.views(lines);
  }

  /**
   * The same dress, size, duration and start date again adds to the existing line. Dates that are
   * already taken are refused here, so the bag only fills with what can still be booked.
   */
  async add(input: CartAddDto): Promise<CartItemView> {
    const product = await this.rentableProduct(input.productId, input.size);
    const key = {
      sessionId: input.sessionId,
      productId: product.id,
      size: input.size,
      duration: input.duration,
      startDate: input.startDate,
    };
    const inCart = (await this.lines.findOneBy(key))?.quantity ?? 0;
    const tooMany = mergeProblem(inCart, input.quantity, input.size, input.duration);
    if (tooMany) throw AppError.invalid(tooMany);
    await this.availability.assertBookable({ ...key, quantity: inCart + input.quantity }, product);
    const merge = () =>
      serialTransaction(this.dataSource, async (manager) => {
        const lines = manager.getRepository(CartItem);
        const existing = await lines.findOneBy(key);
        if (!existing) return (await lines.save(lines.create({ ...key, quantity: input.quantity, createdAt: new Date() }))).id;
        // One conditional UPDATE, so two tabs adding at once cannot push a line past the cap.
        const result = await lines
          .createQueryBuilder()
          .update(CartItem)
          .set({ quantity: () => 'quantity + :added' })
          .where('id = :id AND quantity + :added <= :max', { id: existing.id, added: input.quantity, max: CART_QUANTITY.max })
          .execute();
        if (!result.affected) {
          const current = (await lines.findOneBy({ id: existing.id }))?.quantity ?? existing.quantity;
          throw AppError.invalid(mergeProblem(current, input.quantity, input.size, input.duration) ?? 'This cart line is full.');
        }
        return existing.id;
      });
    // Two first adds of one line at once: the unique key lets one insert; the other merges into it.
    const id = await merge().catch((error: unknown) => {
      if (isDuplicateKeyError(error)) return merge();
      throw error;
    });
    return this.view(id);
  }

  /** Only the session that owns a line may change it; anyone else learns nothing about it. */
  async setQuantity(id: string, ownerSession: string | undefined, quantity: number): Promise<CartItemView> {
    const line = await this.ownedLine(id, ownerSession);
    if (quantity > line.quantity && line.startDate) {
      const product = await this.rentableProduct(line.productId, line.size);
      await this.availability.assertBookable(
        { ...line, duration: line.duration as RentalDuration, startDate: line.startDate, quantity },
        product,
      );
    }
    await serialTransaction(this.dataSource, (m) =>
      m.getRepository(CartItem).update({ id: line.id, sessionId: line.sessionId }, { quantity }),
    );
    return this.view(line.id);
  }

  async remove(id: string, ownerSession: string | undefined): Promise<void> {
    assertOwnerHeader(ownerSession);
    if (!isUuid(id)) throw lineNotFound();
    const result = await serialTransaction(this.dataSource, (m) => m.getRepository(CartItem).delete({ id, sessionId: ownerSession }));
    if (!result.affected) throw lineNotFound();
  }

  async clear(sessionId: string): Promise<void> {
    assertSessionId(sessionId);
    await serialTransaction(this.dataSource, (m) => m.getRepository(CartItem).delete({ sessionId }));
  }

  private async rentableProduct(productId: string, size: string): Promise<Product> {
    const product = isUuid(productId) ? await this.products.findOneBy({ id: productId }) : null;
    if (!product) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    const problem = sizeProblem(product.availableSizes, size);
    if (problem) throw AppError.invalid(problem, 'SIZE_UNAVAILABLE');
    return product;
  }

  private async ownedLine(id: string, ownerSession: string | undefined): Promise<CartItem> {
    assertOwnerHeader(ownerSession);
    const line = isUuid(id) ? await this.lines.findOneBy({ id, sessionId: ownerSession }) : null;
    if (!line) throw lineNotFound();
    return line;
  }

  private async view(id: string): Promise<CartItemView> {
    const line = await this.lines.findOne({ where: { id }, relations: { product: true } });
    if (!line) throw lineNotFound();
    return (await this.views([line]))[0];
  }

  /** Each line with whether it can still be booked, earlier lines counting against later ones. */
  private async views(lines: readonly CartItem[]): Promise<CartItemView[]> {
    const dated = lines.filter((l): l is CartItem & { startDate: string } => l.startDate !== null);
    const problems = await this.availability.problems(
      dated.map((l) => ({ ...l, duration: l.duration as RentalDuration })),
      new Map(dated.map((l) => [l.productId, l.product])),
    );
    const reasons = new Map(dated.map((l, i) => [l.id, problems[i]]));
    return lines.map((line) => toCartItemView(line, reasonFor(line.startDate === null ? 'invalid' : (reasons.get(line.id) ?? null))));
  }
}

/** What the cart says under a line it can no longer book. */
function reasonFor(problem: StartDateProblem | null): string | null {
  switch (problem) {
    case null:
      return null;
    case 'unavailable':
      return AVAILABILITY_MESSAGES.lineUnavailable;
    case 'tooSoon':
      return AVAILABILITY_MESSAGES.tooSoon(bookableStartRange(todayInLondon()).from);
    case 'tooFar':
      return AVAILABILITY_MESSAGES.tooFar(bookableStartRange(todayInLondon()).to);
    default:
      return AVAILABILITY_MESSAGES.startDateRequired;
  }
}

function assertSessionId(sessionId: string): void {
  if (!isSessionId(sessionId)) throw AppError.invalid(SESSION_ID_MESSAGE);
}

function assertOwnerHeader(ownerSession: string | undefined): asserts ownerSession is string {
  if (ownerSession === undefined || ownerSession === '') {
    throw AppError.invalid('X-Session-Id header is required.', 'SESSION_REQUIRED');
  }
  assertSessionId(ownerSession);
}
