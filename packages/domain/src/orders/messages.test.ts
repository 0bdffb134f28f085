import {
  CUSTOMER_INFO_MESSAGES,
  DESIGN_DISPLAY_TEXTS,
  ORDER_MESSAGES,
  ORDER_REFUSALS,
  orderDeletedMessage,
  orderTransferredMessage,
} from './messages';

describe('order messages (spec 2 §4, §5, §8), word for word', () => {
  test.each([
    [ORDER_MESSAGES.printFileDownloaded, 'The print file downloaded successfully'],
    [ORDER_MESSAGES.printFileUploaded, 'Upload order printfile success'],
    [ORDER_MESSAGES.resumed, 'Order has been resumed'],
    [ORDER_MESSAGES.paused, 'Order has been paused'],
    [ORDER_MESSAGES.split, 'Order has been split'],
    [ORDER_MESSAGES.cancelled, 'Order has been cancel'],
    [ORDER_MESSAGES.supplierAssigned, 'Assign supplier successfully'],
    [ORDER_MESSAGES.refreshed, 'Order has been refreshed'],
    [ORDER_MESSAGES.movedToReady, 'Order has been moved to ready'],
    [ORDER_MESSAGES.customerInfoUpdated, 'Customer infor has been updated'],
    [ORDER_MESSAGES.printFilesSaved, 'Print Files saved'],
    [ORDER_MESSAGES.variantChanged, 'Change Variant Success'],
    [ORDER_MESSAGES.mapped, 'Order has been mapped'],
    [ORDER_MESSAGES.variantsFetched, 'Success'],
    [ORDER_MESSAGES.exported, 'Export orders success! Please check your email again'],
    [ORDER_MESSAGES.uploadFailed, 'Could not upload file'],
    [ORDER_MESSAGES.selectCarrier, 'Select Carrier'],
    [orderTransferredMessage('in_production'), 'The order has been transferred to In Production'],
    [orderTransferredMessage('ready'), 'The order has been transferred to Ready'],
    [orderDeletedMessage(42), 'Order #42 has been deleted'],
    [DESIGN_DISPLAY_TEXTS.loading, 'Loading...'],
    [
      DESIGN_DISPLAY_TEXTS.loadingTip,
      'Designs is downloading, you can upload new designs on Ready status',
    ],
    [CUSTOMER_INFO_MESSAGES.firstNameRequired, 'Please input first name'],
    [CUSTOMER_INFO_MESSAGES.countryCodeRequired, 'Please enter country code'],
    [
      ORDER_REFUSALS.notDtfPartnerOrder(7, 'Color Ecommerce'),
      'Order 7 is not from Color Ecommerce.',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
