import type { Resolvers } from '../resolvers-types.generated';
import { parseId } from '../args';
import {
  deleteProduct,
  resetPrintFiles,
  updatePrintFiles,
  updateProduct,
  PRODUCT_EDIT_MESSAGES,
} from './edits';
import { listProducts, readableProduct, toProducts } from './list';
import { startProductPush } from './push';
import { exportProduct } from './exportProduct';
import {
  productCheckOriginID,
  productCheckOriginIDs,
  shopCategories,
  shopProducts,
  shopTags,
  startProductMapping,
  updateProductFromSite,
} from './mapping';

/** Resolvers of schema/products.graphql. */
export const productsResolvers: Resolvers = {
  Query: {
    products: async (_parent, { filter }, ctx) => listProducts(ctx, await ctx.viewer(), filter),
    productByID: async (_parent, { id }, ctx) => {
      const row = await readableProduct(
        ctx.db,
        await ctx.viewer(),
        parseId(id, PRODUCT_EDIT_MESSAGES.notFound),
      );
      return row ? (await toProducts(ctx, [row]))[0]! : null;
    },
    shopCategories: (_parent, { site_id }, ctx) => shopCategories(ctx, site_id),
    shopTags: (_parent, { site_id }, ctx) => shopTags(ctx, site_id),
    shopProducts: (_parent, args, ctx) => shopProducts(ctx, args),
    productCheckOriginIDs: (_parent, { site_id, origin_ids }, ctx) =>
      productCheckOriginIDs(ctx, site_id, origin_ids),
    productCheckOriginID: (_parent, { site_id, origin_id }, ctx) =>
      productCheckOriginID(ctx, site_id, origin_id),
  },
  Mutation: {
    createProduct: (_parent, { input }, ctx) => startProductPush(ctx, input),
    fetchProductFromSite: (_parent, args, ctx) => startProductMapping(ctx, args),
    updateProductFromSite: (_parent, { id }, ctx) => updateProductFromSite(ctx, id),
    exportProduct: (_parent, { filter }, ctx) => exportProduct(ctx, filter),
    updateProduct: (_parent, { id, input }, ctx) => updateProduct(ctx, id, input),
    deleteProduct: (_parent, { product_id, isDelOnStore }, ctx) =>
      deleteProduct(ctx, product_id, isDelOnStore === true),
    resetVariantsPrintFiles: (_parent, { product_id }, ctx) => resetPrintFiles(ctx, product_id),
    updatePrintFiles: (_parent, { product_id, print_files, product_variant_id }, ctx) =>
      updatePrintFiles(ctx, product_id, print_files, product_variant_id),
  },
};
