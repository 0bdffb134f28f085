/** Every attribute in one dropdown. */
export const ATTRIBUTE_DROPDOWN_LIMIT = 9999;
