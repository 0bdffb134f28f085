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
  },
  Mutation: {
    createProduct: (_parent, { input }, ctx) => startProductPush(ctx, input),
    exportProduct: (_parent, { filter }, ctx) => exportProduct(ctx, filter),
    updateProduct: (_parent, { id, input }, ctx) => updateProduct(ctx, id, input),
    deleteProduct: (_parent, { product_id, isDelOnStore }, ctx) =>
      deleteProduct(ctx, product_id, isDelOnStore === true),
    resetVariantsPrintFiles: (_parent, { product_id }, ctx) => resetPrintFiles(ctx, product_id),
    updatePrintFiles: (_parent, { product_id, print_files, product_variant_id }, ctx) =>
      updatePrintFiles(ctx, product_id, print_files, product_variant_id),
  },
};
