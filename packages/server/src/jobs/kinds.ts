import { orderExportJob } from '../graphql/exports/orderExportJob';
import { trackingExportJob } from '../graphql/trackings/exportJob';
import { trackingImportJob } from '../graphql/trackings/importJob';
import { dtfPushJob } from '../graphql/dtfPush/pushJob';
import { designDownloadJob } from '../graphql/orders/designDownload';
import { TRACKING_SYNC_JOB } from '../trackings';
import { fetchOrdersJob, shopOrderJob } from '../shopOrders/jobs';
import { orderImportJob } from '../graphql/orderImports/importJob';
import { productPushJob } from '../graphql/products/push';
import { productExportJob } from '../graphql/products/exportJob';
import { productMappingJob } from '../graphql/products/mappingJob';
import type { JobKind } from './types';

/**
 * Every kind of background job the server runs: each API process works on all of them. A kind
 * lives in the area whose work it does; adding one means adding it here.
 */
export const JOB_KINDS: readonly JobKind<never>[] = [
  orderExportJob as JobKind<never>,
  trackingImportJob as JobKind<never>,
  trackingExportJob as JobKind<never>,
  TRACKING_SYNC_JOB as JobKind<never>,
  dtfPushJob as JobKind<never>,
  designDownloadJob as JobKind<never>,
  shopOrderJob as JobKind<never>,
  fetchOrdersJob as JobKind<never>,
  orderImportJob as JobKind<never>,
  productPushJob as JobKind<never>,
  productExportJob as JobKind<never>,
  productMappingJob as JobKind<never>,
];
