import type { AttributeStatisticsResponse } from '../../../contracts/attributes.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import type { Db } from '../../store/database.ts';
import { refreshStatistics } from './statistics.ts';

/** An administrator's refresh: the figures are recounted now; every property's attributes are derived again in the background. */
export async function recountAttributes(db: Db): Promise<AttributeStatisticsResponse> {
  await enqueue(db, 'attributes-all', { afterId: 0 });
  return refreshStatistics(db);
}
