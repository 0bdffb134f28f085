/** Every attribute in one dropdown (spec 1 §9 dropdown loads). */
export const ATTRIBUTE_DROPDOWN_LIMIT = 9999;
