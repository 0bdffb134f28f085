import { orderExportJob } from '../graphql/exports/orderExportJob';
import type { JobKind } from './types';

/**
 * Every kind of background job the server runs: each API process works on all of them. A kind
 * lives in the area whose work it does; adding one means adding it here.
 */
export const JOB_KINDS: readonly JobKind<never>[] = [orderExportJob as JobKind<never>];
