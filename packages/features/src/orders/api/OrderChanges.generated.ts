/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
/** Update customer info: the customer's contact and the shipping address. */
export type OrderCustomerInfo = {
  customer: OrderCustomerInfoCustomer;
  shipping: OrderCustomerInfoShipping;
};

export type OrderCustomerInfoCustomer = {
  email?: string | null | undefined;
  /** required ('Please input first name') */
  first_name: string;
  last_name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type OrderCustomerInfoShipping = {
  /** required ('Please enter address') */
  address1: string;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: string | null | undefined;
  /** required ('Please enter country code') */
  country_code: string;
  first_name: string;
  last_name?: string | null | undefined;
  phone?: string | null | undefined;
  state?: string | null | undefined;
  /** required ('Please enter state code') */
  state_code: string;
  /** required ('Please enter zip code') */
  zip: string;
};

export type OrderChangeResultFragment = { id: string, status: string };

export type PauseOrderMutationVariables = Exact<{
  order_id: string;
}>;


export type PauseOrderMutation = { pauseOrder: { id: string, status: string } };

export type ResumeOrderMutationVariables = Exact<{
  order_id: string;
}>;


export type ResumeOrderMutation = { resumeOrder: { id: string, status: string } };

export type CancelOrderMutationVariables = Exact<{
  order_id: string;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, status: string } };

export type SplitOrderPersonalizedMutationVariables = Exact<{
  order_id: string;
}>;


export type SplitOrderPersonalizedMutation = { splitOrderPersonalized: Array<{ id: string, status: string }> };

export type UpdateOrderStatusMutationVariables = Exact<{
  order_id: string;
  status: string;
}>;


export type UpdateOrderStatusMutation = { updateOrderStatus: { id: string, status: string } };

export type AssignOrderSupplierMutationVariables = Exact<{
  order_id?: string | null | undefined;
  order_ids?: Array<string> | string | null | undefined;
  supplier_id: string;
}>;


export type AssignOrderSupplierMutation = { AssignOrderSupplier: Array<{ id: string, supplier: { id: string } | null }> };

export type AssignOrderCarrierMutationVariables = Exact<{
  order_ids: Array<string> | string;
  carrier_id: string;
  price?: number | null | undefined;
}>;


export type AssignOrderCarrierMutation = { assignOrderCarrier: Array<{ id: string, carrier: { id: string } | null }> };

export type RefreshOrderMutationVariables = Exact<{
  order_id: string;
}>;


export type RefreshOrderMutation = { refreshOrder: { id: string, status: string } };

export type EnterPaymentMutationVariables = Exact<{
  order_id: string;
}>;


export type EnterPaymentMutation = { enterPayment: { id: string, status: string } };

export type DeleteOrderMutationVariables = Exact<{
  order_id: string;
}>;


export type DeleteOrderMutation = { deleteOrder: string };

export type DeleteOrderInfoMutationVariables = Exact<{
  order_id: string;
}>;


export type DeleteOrderInfoMutation = { deleteOrderInfo: { id: string, status: string } };

export type UpdateCustomerInfoMutationVariables = Exact<{
  order_id: string;
  customer_info: Types.OrderCustomerInfo;
}>;


export type UpdateCustomerInfoMutation = { updateCustomerInfo: { id: string, status: string } };

export type CreateCommentMutationVariables = Exact<{
  order_id: string;
  comment: string;
}>;


export type CreateCommentMutation = { createComment: { id: string, order_id: string } };

export type ReMapOrderVariantMutationVariables = Exact<{
  orderId: string;
  variantId: string;
}>;


export type ReMapOrderVariantMutation = { reMapOrderVariant: { id: string, status: string } };

export type UpdateOrderQuantityMutationVariables = Exact<{
  orderId: string;
  quantity: number;
}>;


export type UpdateOrderQuantityMutation = { updateOrderQuantity: { id: string, quantity: number } };

export type OrderVariantChoicesQueryVariables = Exact<{
  id: string;
  product_id: string;
}>;


export type OrderVariantChoicesQuery = { order: { id: string, product_type: { id: string, attributes: Array<{ name: string, slug: string, options: Array<{ name: string }> }> }, product_type_variant: { id: string } }, productVariant: Array<{ id: string, sku: string, base_cost: number | null, attributes: Array<{ name: string, slug: string, option: string }> }> };

export type OrderCarrierChoicesQueryVariables = Exact<{
  id: string;
}>;


export type OrderCarrierChoicesQuery = { order: { id: string, carrier: { id: string } | null, product_type: { id: string, product_type_carriers: Array<{ carrier_id: string, price: number, default: boolean, carrier: { id: string, name: string } | null }> }, product_type_variant: { id: string, carrier_costs: Array<{ carrier_id: string, cost: number }> } } };

export type OrderSupplierChoicesQueryVariables = Exact<{
  id: string;
}>;


export type OrderSupplierChoicesQuery = { order: { id: string, supplier: { id: string } | null, product_type: { id: string, suppliers: Array<{ id: string, first_name: string, last_name: string }> } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OrderChangeResultFragmentDoc = new TypedDocumentString(`
    fragment OrderChangeResult on Order {
  id
  status
}
    `, {"fragmentName":"OrderChangeResult"});
export const PauseOrderDocument = new TypedDocumentString(`
    mutation PauseOrder($order_id: ID!) {
  pauseOrder(order_id: $order_id) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const ResumeOrderDocument = new TypedDocumentString(`
    mutation ResumeOrder($order_id: ID!) {
  resumeOrder(order_id: $order_id) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($order_id: ID!) {
  cancelOrder(order_id: $order_id) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const SplitOrderPersonalizedDocument = new TypedDocumentString(`
    mutation SplitOrderPersonalized($order_id: ID!) {
  splitOrderPersonalized(order_id: $order_id) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const UpdateOrderStatusDocument = new TypedDocumentString(`
    mutation UpdateOrderStatus($order_id: ID!, $status: String!) {
  updateOrderStatus(order_id: $order_id, status: $status) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const AssignOrderSupplierDocument = new TypedDocumentString(`
    mutation AssignOrderSupplier($order_id: ID, $order_ids: [ID!], $supplier_id: ID!) {
  AssignOrderSupplier(
    order_id: $order_id
    order_ids: $order_ids
    supplier_id: $supplier_id
  ) {
    id
    supplier {
      id
    }
  }
}
    `);
export const AssignOrderCarrierDocument = new TypedDocumentString(`
    mutation AssignOrderCarrier($order_ids: [ID!]!, $carrier_id: ID!, $price: Float) {
  assignOrderCarrier(
    order_ids: $order_ids
    carrier_id: $carrier_id
    price: $price
  ) {
    id
    carrier {
      id
    }
  }
}
    `);
export const RefreshOrderDocument = new TypedDocumentString(`
    mutation RefreshOrder($order_id: ID!) {
  refreshOrder(order_id: $order_id) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const EnterPaymentDocument = new TypedDocumentString(`
    mutation EnterPayment($order_id: ID!) {
  enterPayment(order_id: $order_id) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const DeleteOrderDocument = new TypedDocumentString(`
    mutation DeleteOrder($order_id: ID!) {
  deleteOrder(order_id: $order_id)
}
    `);
export const DeleteOrderInfoDocument = new TypedDocumentString(`
    mutation DeleteOrderInfo($order_id: ID!) {
  deleteOrderInfo(order_id: $order_id) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const UpdateCustomerInfoDocument = new TypedDocumentString(`
    mutation UpdateCustomerInfo($order_id: ID!, $customer_info: OrderCustomerInfo!) {
  updateCustomerInfo(order_id: $order_id, customer_info: $customer_info) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const CreateCommentDocument = new TypedDocumentString(`
    mutation CreateComment($order_id: ID!, $comment: String!) {
  createComment(order_id: $order_id, comment: $comment) {
    id
    order_id
  }
}
    `);
export const ReMapOrderVariantDocument = new TypedDocumentString(`
    mutation ReMapOrderVariant($orderId: ID!, $variantId: ID!) {
  reMapOrderVariant(orderId: $orderId, variantId: $variantId) {
    ...OrderChangeResult
  }
}
    fragment OrderChangeResult on Order {
  id
  status
}`);
export const UpdateOrderQuantityDocument = new TypedDocumentString(`
    mutation UpdateOrderQuantity($orderId: ID!, $quantity: Int!) {
  updateOrderQuantity(orderId: $orderId, quantity: $quantity) {
    id
    quantity
  }
}
    `);
export const OrderVariantChoicesDocument = new TypedDocumentString(`
    query OrderVariantChoices($id: ID!, $product_id: ID!) {
  order(id: $id) {
    id
    product_type {
      id
      attributes {
        name
        slug
        options {
          name
        }
      }
    }
    product_type_variant {
      id
    }
  }
  productVariant(product_id: $product_id) {
    id
    sku
    base_cost
    attributes {
      name
      slug
      option
    }
  }
}
    `);
export const OrderCarrierChoicesDocument = new TypedDocumentString(`
    query OrderCarrierChoices($id: ID!) {
  order(id: $id) {
    id
    carrier {
      id
    }
    product_type {
      id
      product_type_carriers {
        carrier_id
        price
        default
        carrier {
          id
          name
        }
      }
    }
    product_type_variant {
      id
      carrier_costs {
        carrier_id
        cost
      }
    }
  }
}
    `);
export const OrderSupplierChoicesDocument = new TypedDocumentString(`
    query OrderSupplierChoices($id: ID!) {
  order(id: $id) {
    id
    supplier {
      id
    }
    product_type {
      id
      suppliers {
        id
        first_name
        last_name
      }
    }
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    PauseOrder: build.mutation<PauseOrderMutation, PauseOrderMutationVariables>({
      query: (variables) => ({ document: PauseOrderDocument as unknown as string, variables })
    }),
    ResumeOrder: build.mutation<ResumeOrderMutation, ResumeOrderMutationVariables>({
      query: (variables) => ({ document: ResumeOrderDocument as unknown as string, variables })
    }),
    CancelOrder: build.mutation<CancelOrderMutation, CancelOrderMutationVariables>({
      query: (variables) => ({ document: CancelOrderDocument as unknown as string, variables })
    }),
    SplitOrderPersonalized: build.mutation<SplitOrderPersonalizedMutation, SplitOrderPersonalizedMutationVariables>({
      query: (variables) => ({ document: SplitOrderPersonalizedDocument as unknown as string, variables })
    }),
    UpdateOrderStatus: build.mutation<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>({
      query: (variables) => ({ document: UpdateOrderStatusDocument as unknown as string, variables })
    }),
    AssignOrderSupplier: build.mutation<AssignOrderSupplierMutation, AssignOrderSupplierMutationVariables>({
      query: (variables) => ({ document: AssignOrderSupplierDocument as unknown as string, variables })
    }),
    AssignOrderCarrier: build.mutation<AssignOrderCarrierMutation, AssignOrderCarrierMutationVariables>({
      query: (variables) => ({ document: AssignOrderCarrierDocument as unknown as string, variables })
    }),
    RefreshOrder: build.mutation<RefreshOrderMutation, RefreshOrderMutationVariables>({
      query: (variables) => ({ document: RefreshOrderDocument as unknown as string, variables })
    }),
    EnterPayment: build.mutation<EnterPaymentMutation, EnterPaymentMutationVariables>({
      query: (variables) => ({ document: EnterPaymentDocument as unknown as string, variables })
    }),
    DeleteOrder: build.mutation<DeleteOrderMutation, DeleteOrderMutationVariables>({
      query: (variables) => ({ document: DeleteOrderDocument as unknown as string, variables })
    }),
    DeleteOrderInfo: build.mutation<DeleteOrderInfoMutation, DeleteOrderInfoMutationVariables>({
      query: (variables) => ({ document: DeleteOrderInfoDocument as unknown as string, variables })
    }),
    UpdateCustomerInfo: build.mutation<UpdateCustomerInfoMutation, UpdateCustomerInfoMutationVariables>({
      query: (variables) => ({ document: UpdateCustomerInfoDocument as unknown as string, variables })
    }),
    CreateComment: build.mutation<CreateCommentMutation, CreateCommentMutationVariables>({
      query: (variables) => ({ document: CreateCommentDocument as unknown as string, variables })
    }),
    ReMapOrderVariant: build.mutation<ReMapOrderVariantMutation, ReMapOrderVariantMutationVariables>({
      query: (variables) => ({ document: ReMapOrderVariantDocument as unknown as string, variables })
    }),
    UpdateOrderQuantity: build.mutation<UpdateOrderQuantityMutation, UpdateOrderQuantityMutationVariables>({
      query: (variables) => ({ document: UpdateOrderQuantityDocument as unknown as string, variables })
    }),
    OrderVariantChoices: build.query<OrderVariantChoicesQuery, OrderVariantChoicesQueryVariables>({
      query: (variables) => ({ document: OrderVariantChoicesDocument as unknown as string, variables })
    }),
    OrderCarrierChoices: build.query<OrderCarrierChoicesQuery, OrderCarrierChoicesQueryVariables>({
      query: (variables) => ({ document: OrderCarrierChoicesDocument as unknown as string, variables })
    }),
    OrderSupplierChoices: build.query<OrderSupplierChoicesQuery, OrderSupplierChoicesQueryVariables>({
      query: (variables) => ({ document: OrderSupplierChoicesDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { usePauseOrderMutation, useResumeOrderMutation, useCancelOrderMutation, useSplitOrderPersonalizedMutation, useUpdateOrderStatusMutation, useAssignOrderSupplierMutation, useAssignOrderCarrierMutation, useRefreshOrderMutation, useEnterPaymentMutation, useDeleteOrderMutation, useDeleteOrderInfoMutation, useUpdateCustomerInfoMutation, useCreateCommentMutation, useReMapOrderVariantMutation, useUpdateOrderQuantityMutation, useOrderVariantChoicesQuery, useLazyOrderVariantChoicesQuery, useOrderCarrierChoicesQuery, useLazyOrderCarrierChoicesQuery, useOrderSupplierChoicesQuery, useLazyOrderSupplierChoicesQuery } = injectedRtkApi;

