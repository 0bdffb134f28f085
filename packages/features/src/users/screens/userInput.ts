import { EMPTY_PARTNER_FULFILLMENT, partnerFulfillmentState } from '@podoffice/domain';
import type { CreateUserInput, UpdateUserInput, UserDetailFragment } from '../api';
import { EMPTY_USER_FORM, type UserFormValues } from '../components/UserForm';

function supplierFields(values: UserFormValues) {
  const supplier = values.roles.includes('Supplier');
  const partner = partnerFulfillmentState(values.partner_fulfillment);
  return {
    partner_fulfillment: supplier && partner === 'complete' ? values.partner_fulfillment : null,
    template_id: supplier ? values.template_id : null,
  };
}

/** What createUser takes from the Add user form. */
export function toCreateUserInput(values: UserFormValues): CreateUserInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    pass: values.pass,
    phone: values.phone.trim(),
    roles: values.roles,
    is_special: values.roles.includes('Seller') && values.is_special,
    ...supplierFields(values),
  };
}

/** What updateUser takes from the Account Detail form (an emptied partner fulfillment removes it). */
export function toUpdateUserInput(values: UserFormValues): UpdateUserInput {
  const supplier = supplierFields(values);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim() || null,
    roles: values.roles,
    is_special: values.roles.includes('Seller') && values.is_special,
    template_id: supplier.template_id,
    partner_fulfillment: supplier.partner_fulfillment ?? EMPTY_PARTNER_FULFILLMENT,
  };
}

/** The Account Detail form filled from a user. */
export function userFormValues(user: UserDetailFragment): UserFormValues {
  const partner = user.partner_fulfillment;
  return {
    ...EMPTY_USER_FORM,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    roles: user.roles.map((r) => r.name).filter((r) => r !== 'Authenticated'),
    is_special: user.is_special,
    template_id: user.template_id,
    partner_fulfillment: partner
      ? {
          name: partner.name,
          domain: partner.domain,
          api_key: partner.api_key,
          api_signature: partner.api_signature,
        }
      : EMPTY_PARTNER_FULFILLMENT,
  };
}
