import { MESSAGES } from '@podoffice/domain';

/**
 * What the attribute screens say after a change: the spec's words where it has them,
 * in the same style where it has none.
 */
export const ATTRIBUTE_NOTICES = {
  attributeCreated: MESSAGES.createAttributeSuccess,
  attributeUpdated: 'Update Attribute is successful!',
  attributesDeleted: MESSAGES.deleteAttributeSuccess,
  noneSelected: MESSAGES.noAttributeSelected,
  termCreated: 'Create Attribute Term is successful!',
  termUpdated: 'Update Attribute Term is successful!',
  termDeleted: MESSAGES.deleteSuccess,
} as const;
