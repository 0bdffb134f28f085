import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Attributes.generated';

const ATTRIBUTES = { type: 'Attribute', id: 'LIST' } as const;
const TERMS = { type: 'AttributeTerm', id: 'LIST' } as const;

/**
 * The attribute endpoints with cache tags. Terms carry their attribute's name and attributes their
 * number of terms, so a change on either side refreshes both lists.
 */
export const attributesApi = api.enhanceEndpoints({
  endpoints: {
    Attributes: { providesTags: [ATTRIBUTES] },
    AttributeById: { providesTags: (_result, _error, { id }) => [{ type: 'Attribute', id }] },
    AttributeTerms: { providesTags: [TERMS] },
    AttributeTermById: {
      providesTags: (_result, _error, { id }) => [{ type: 'AttributeTerm', id }],
    },
    CreateAttribute: { invalidatesTags: [ATTRIBUTES] },
    UpdateAttribute: {
      invalidatesTags: (_result, _error, { id }) => [ATTRIBUTES, TERMS, { type: 'Attribute', id }],
    },
    DeleteAttributes: { invalidatesTags: [ATTRIBUTES, TERMS] },
    CreateAttributeTerm: { invalidatesTags: [ATTRIBUTES, TERMS] },
    UpdateAttributeTerm: {
      invalidatesTags: (_result, _error, { id }) => [TERMS, { type: 'AttributeTerm', id }],
    },
    DeleteAttributeTerm: { invalidatesTags: [ATTRIBUTES, TERMS] },
  },
});

// Lists show a failed load in their error state and forms in an alert; failed changes get the
// usual toast with the server's message.
silenceErrorToasts('Attributes', 'AttributeById', 'AttributeTerms', 'AttributeTermById');

export const {
  useAttributesQuery,
  useAttributeByIdQuery,
  useAttributeTermsQuery,
  useAttributeTermByIdQuery,
  useCreateAttributeMutation,
  useUpdateAttributeMutation,
  useDeleteAttributesMutation,
  useCreateAttributeTermMutation,
  useUpdateAttributeTermMutation,
  useDeleteAttributeTermMutation,
} = attributesApi;

export type * from './Attributes.generated';
