import type { CodegenConfig } from '@graphql-codegen/cli';

// The schema files are the contract. Server: resolver types. Client: one typed RTK Query file next
// to each feature's operations, injected into the one base API (features/src/api/baseApi.ts).
const config: CodegenConfig = {
  overwrite: true,
  schema: 'packages/server/schema/*.graphql',
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    'packages/server/src/graphql/resolvers-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: './context#Context',
        useIndexSignature: true,
        enumsAsTypes: true,
        scalars: { ID: { input: 'string', output: 'string | number' } },
        // users_read_only depends on the server's settings, so User.users_read_only resolves it.
        // PartnerFulfillment keeps its supplier's id: its credentials are that supplier's.
        mappers: {
          User: './accounts/users#UserModel',
          PartnerFulfillment: './accounts/partnerModel#PartnerModel',
          // Nested lists of a product type come from DataLoaders (a page of 50 is a few queries).
          ProductType: './productTypes/model#ProductTypeModel',
          ProductTypeCarrier: './productTypes/model#ProductTypeCarrierModel',
          ProductTypeVariant: './productTypes/model#ProductTypeVariantModel',
          // An order's relations (site, customer, addresses, type, variant...) come from DataLoaders.
          Order: './orders/model#OrderModel',
          // A tracking's order and carrier come from DataLoaders too.
          Tracking: './trackings/model#TrackingModel',
          // The supplier dashboard's product types are loaded per bucket from their id.
          SupplierStatsProductTypeBucket: './supplierDashboard/model#ProductTypeBucketModel',
        },
      },
    },
    'packages/features/src/api/types.generated.ts': {
      plugins: ['typescript'],
      config: { enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    'packages/features/src/': {
      documents: 'packages/features/src/**/*.graphql',
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'api/types.generated.ts' },
      plugins: ['typescript-operations', 'typescript-rtk-query'],
      config: {
        enumsAsTypes: true,
        scalars: { ID: 'string' },
        importBaseApiFrom: '../../api/baseApi',
        importBaseApiAlternateName: 'baseApi',
        exportHooks: true,
      },
    },
  },
};

export default config;
