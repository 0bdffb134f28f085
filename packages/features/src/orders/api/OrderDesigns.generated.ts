/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type CreateFileInput = {
  file_mime: string;
  file_name: string;
  /** checked against the stored bytes */
  file_size: number;
  key: string;
  sku?: string | null | undefined;
  /** ignored: the server records where it stored the bytes */
  source?: string | null | undefined;
};

/** A print area's design to download: the order's print file and the design's address. */
export type NewDesignInput = {
  id: string;
  url: string;
};

/** A print area's design: the order's print file and the uploaded file (createFile) for it. */
export type OrderPrintFileInput = {
  fileID: string;
  id: string;
};

export type OrderDesignsQueryVariables = Exact<{
  id: string;
}>;


export type OrderDesignsQuery = { order: { id: string, status: string, personalized: boolean, custom_order: boolean, label_image_id: string | null, print_files: Array<{ id: string, title: string, width: number | null, height: number | null, note: string | null, fileID: string | null, url: string | null }> } };

export type DesignUploadUrlMutationVariables = Exact<{
  filename: string;
  fileMime: string;
}>;


export type DesignUploadUrlMutation = { createSignedUrl: { key: string, url: string } };

export type RecordDesignFileMutationVariables = Exact<{
  input: Types.CreateFileInput;
}>;


export type RecordDesignFileMutation = { createFile: { id: string, url: string, preview_url: string } };

export type UpdateOrderPrintFilesMutationVariables = Exact<{
  order_id: string;
  print_files: Array<Types.OrderPrintFileInput> | Types.OrderPrintFileInput;
  is_ready?: boolean | null | undefined;
}>;


export type UpdateOrderPrintFilesMutation = { updateOrderPrintFiles: { id: string, status: string, design_status: boolean } };

export type UpdateOrderLabelImageIdMutationVariables = Exact<{
  order_id: string;
  label_image_id?: string | null | undefined;
}>;


export type UpdateOrderLabelImageIdMutation = { updateOrderLabelImageId: { id: string, label_image_id: string | null } };

export type ReDownloadPrintFilesMutationVariables = Exact<{
  orderID: string;
  newDesigns: Array<Types.NewDesignInput> | Types.NewDesignInput;
}>;


export type ReDownloadPrintFilesMutation = { reDownloadPrintFiles: { id: string, status: string } };

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

export const OrderDesignsDocument = new TypedDocumentString(`
    query OrderDesigns($id: ID!) {
  order(id: $id) {
    id
    status
    personalized
    custom_order
    label_image_id
    print_files {
      id
      title
      width
      height
      note
      fileID
      url
    }
  }
}
    `);
export const DesignUploadUrlDocument = new TypedDocumentString(`
    mutation DesignUploadUrl($filename: String!, $fileMime: String!) {
  createSignedUrl(filename: $filename, fileMime: $fileMime) {
    key
    url
  }
}
    `);
export const RecordDesignFileDocument = new TypedDocumentString(`
    mutation RecordDesignFile($input: CreateFileInput!) {
  createFile(input: $input) {
    id
    url
    preview_url
  }
}
    `);
export const UpdateOrderPrintFilesDocument = new TypedDocumentString(`
    mutation UpdateOrderPrintFiles($order_id: ID!, $print_files: [OrderPrintFileInput!]!, $is_ready: Boolean) {
  updateOrderPrintFiles(
    order_id: $order_id
    print_files: $print_files
    is_ready: $is_ready
  ) {
    id
    status
    design_status
  }
}
    `);
export const UpdateOrderLabelImageIdDocument = new TypedDocumentString(`
    mutation UpdateOrderLabelImageId($order_id: ID!, $label_image_id: ID) {
  updateOrderLabelImageId(order_id: $order_id, label_image_id: $label_image_id) {
    id
    label_image_id
  }
}
    `);
export const ReDownloadPrintFilesDocument = new TypedDocumentString(`
    mutation ReDownloadPrintFiles($orderID: ID!, $newDesigns: [NewDesignInput!]!) {
  reDownloadPrintFiles(orderID: $orderID, newDesigns: $newDesigns) {
    id
    status
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    OrderDesigns: build.query<OrderDesignsQuery, OrderDesignsQueryVariables>({
      query: (variables) => ({ document: OrderDesignsDocument as unknown as string, variables })
    }),
    DesignUploadUrl: build.mutation<DesignUploadUrlMutation, DesignUploadUrlMutationVariables>({
      query: (variables) => ({ document: DesignUploadUrlDocument as unknown as string, variables })
    }),
    RecordDesignFile: build.mutation<RecordDesignFileMutation, RecordDesignFileMutationVariables>({
      query: (variables) => ({ document: RecordDesignFileDocument as unknown as string, variables })
    }),
    UpdateOrderPrintFiles: build.mutation<UpdateOrderPrintFilesMutation, UpdateOrderPrintFilesMutationVariables>({
      query: (variables) => ({ document: UpdateOrderPrintFilesDocument as unknown as string, variables })
    }),
    UpdateOrderLabelImageId: build.mutation<UpdateOrderLabelImageIdMutation, UpdateOrderLabelImageIdMutationVariables>({
      query: (variables) => ({ document: UpdateOrderLabelImageIdDocument as unknown as string, variables })
    }),
    ReDownloadPrintFiles: build.mutation<ReDownloadPrintFilesMutation, ReDownloadPrintFilesMutationVariables>({
      query: (variables) => ({ document: ReDownloadPrintFilesDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useOrderDesignsQuery, useLazyOrderDesignsQuery, useDesignUploadUrlMutation, useRecordDesignFileMutation, useUpdateOrderPrintFilesMutation, useUpdateOrderLabelImageIdMutation, useReDownloadPrintFilesMutation } = injectedRtkApi;

