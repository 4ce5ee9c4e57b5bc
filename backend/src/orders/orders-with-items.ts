import { DataSource, In } from 'typeorm';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

/**
 * Orders by id with their lines in reading order (the schema keeps no line position): two plain
 * reads, which cost TypeORM less than turning a join's rows back into orders. A dress's free backup
 * size comes after that dress's lines.
 */
export async function ordersWithItems(dataSource: DataSource, ids: readonly string[]): Promise<Map<string, Order>> {
  if (ids.length === 0) return new Map();
  const [orders, lines] = await Promise.all([
    dataSource.getRepository(Order).findBy({ id: In([...ids]) }),
    dataSource.getRepository(OrderItem).find({
      where: { orderId: In([...ids]) },
      order: { productName: 'ASC', isBackup: 'ASC', size: 'ASC', duration: 'ASC' },
    }),
  ]);
  const byId = new Map(orders.map((o) => [o.id, Object.assign(o, { items: [] as OrderItem[] })]));
  for (const line of lines) byId.get(line.orderId)?.items.push(line);
  return byId;
}
