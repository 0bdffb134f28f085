import type { Resolvers } from '../resolvers-types.generated';

/**
 * The order edits of spec 2 §7 Orders: updateCustomerInfo, createComment, reMapOrderVariant,
 * updateOrderQuantity, AssignOrderSupplier, assignOrderCarrier, deleteOrderInfo and the
 * productVariant read of the Change variant modal.
 */
export const orderEditResolvers: Resolvers = {
  Mutation: {},
};
