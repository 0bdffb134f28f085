/**
 * A partner fulfillment as the resolvers pass it on: the GraphQL fields and the supplier who owns
 * it, whose credentials (api_key, api_signature) only that supplier and Administrators read.
 */
export interface PartnerModel {
  id: number;
  ownerId: number;
  name: string;
  domain: string;
  api_key: string;
  api_signature: string;
  print_areas: string | null;
}
