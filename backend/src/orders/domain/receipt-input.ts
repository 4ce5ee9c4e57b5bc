import { CLAIM_MESSAGES, OrderStatus, ReturnCondition } from '@dw/contracts';

/** What the admin may send about the dresses with a status move (checked by the DTO). */
export interface ConditionInput {
  receivedOn?: string;
  condition?: ReturnCondition;
  note?: string;
  photos?: string[];
}

/**
 * The fields as the service takes them: an optional field sent as null (the validators let it
 * through) is the same as one left out, so no rule below ever reads a null.
 */
export function conditionInputOf(body: { [K in keyof ConditionInput]?: ConditionInput[K] | null }): ConditionInput {
  return {
    receivedOn: body.receivedOn ?? undefined,
    condition: body.condition ?? undefined,
    note: body.note ?? undefined,
    photos: body.photos ?? undefined,
  };
}

/**
 * Why these condition fields cannot go with a move to `to`, or null: the day and condition only
 * with the return (`completed`), the note and photos with the dispatch or the return.
 */
export function conditionInputRefusal(to: OrderStatus, input: ConditionInput): string | null {
  const receipt = input.receivedOn !== undefined || input.condition !== undefined;
  const notes = input.note !== undefined || (input.photos !== undefined && input.photos.length > 0);
  if (receipt && to !== 'completed') return CLAIM_MESSAGES.receiptOnlyOnReturn;
  if (notes && to !== 'completed' && to !== 'processing') return CLAIM_MESSAGES.receiptOnlyOnReturn;
  return null;
}
