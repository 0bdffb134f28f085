/** A product type's bucket before its product_type field is loaded (one DataLoader per request). */
export interface ProductTypeBucketModel {
  key: number;
  doc_count: number;
  revenue: { value: number };
}
