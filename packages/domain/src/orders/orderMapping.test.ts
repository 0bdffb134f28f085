import {
  ORDER_MAPPING_FIELDS,
  ORDER_MAPPING_MESSAGES as M,
  WOO_TEMPLATE,
  applyTemplate,
  guessOrderMapping,
  mappedOrderRowErrors,
  mappedOrderRows,
  orderCsvOf,
  orderMappingErrors,
  readTemplateValue,
  templateNameError,
} from './orderMapping';
import { ORDER_ROW_MESSAGES } from './orderRows';

// A Shopify order export's headers (what a seller downloads from their admin).
const SHOPIFY = [
  'Name',
  'Email',
  'Lineitem quantity',
  'Lineitem name',
  'Lineitem id',
  'Product Id',
  'Shipping First Name',
  'Shipping Last Name',
  'Shipping Address1',
  'Shipping City',
  'Shipping Zip',
  'Shipping Province',
  'Shipping Country',
];

describe('Mapping Order Fields (spec 2 §5)', () => {
  test('defaults are guessed from the headers, and every required field is then filled', () => {
    const mapping = guessOrderMapping(SHOPIFY);
    expect(mapping).toMatchObject({
      originId: 'Name',
      item: 'Lineitem id',
      quantity: 'Lineitem quantity',
      productId: 'Product Id',
      email: 'Email',
      state: 'Shipping Province',
      productTitle: 'Lineitem name',
    });
    expect(orderMappingErrors(mapping, SHOPIFY)).toEqual([]);
  });

  test("each required field without a column says §5's words, in the spec's order", () => {
    const errors = orderMappingErrors({ quantity: 'Qty' }, ['Qty']).map((e) => e.message);
    expect(errors).toEqual(
      ORDER_MAPPING_FIELDS.filter((f) => f.required && f.key !== 'quantity').map((f) => f.required),
    );
    expect(errors.slice(0, 3)).toEqual([
      'Please select order origin id field!',
      'Please select order item field!',
      'Please select product field!',
    ]);
    expect(orderMappingErrors({ originId: 'Gone' }, ['Name'])[0]).toEqual({
      key: 'originId',
      message: M.columnMissing('Order Id', 'Gone'),
    });
  });

  test('a template overrides the guesses where the file has its columns', () => {
    const headers = [...SHOPIFY, 'Order Ref'];
    const mapping = applyTemplate({ originId: 'order ref', item: 'Not here' }, headers);
    expect(mapping.originId).toBe('Order Ref');
    expect(mapping.item).toBe('Lineitem id');
    expect(
      orderMappingErrors(applyTemplate(WOO_TEMPLATE, ['Order ID']), ['Order ID'])[0]?.message,
    ).toBe('Please select order item field!');
  });

  test('template names: required, unique without case, never Woo', () => {
    expect(templateNameError('  ', [])).toBe('Please input template name');
    expect(templateNameError('woo', [])).toBe('Template already exists');
    expect(templateNameError('Etsy ', ['etsy'])).toBe('Template already exists');
    expect(templateNameError('x'.repeat(61), [])).toBe(M.templateNameTooLong);
    expect(templateNameError('Etsy', ['Shopify'])).toBeNull();
  });

  test('a stored template is read back only when it maps known fields to column names', () => {
    expect(readTemplateValue('{"originId":"Name","item":""}')).toEqual({ originId: 'Name' });
    expect(readTemplateValue('{"price":"Total"}')).toBeNull();
    expect(readTemplateValue('[1]')).toBeNull();
    expect(readTemplateValue('not json')).toBeNull();
  });
});

describe('the mapped rows (§3 Import order payload)', () => {
  const records = [
    SHOPIFY,
    [
      '#1001',
      'a@b.co',
      '2',
      'Tee',
      '11',
      '501',
      'Ada',
      'Byron',
      '1 Road',
      'London',
      'N1',
      'LND',
      'GB',
    ],
    [],
    ['', 'x@y.co'],
    ['#1002', '', '1', 'Mug', '12', '502', 'Alan', '', '2 Road', 'Leeds', 'L1', 'WYK', 'GB'],
  ];

  test('rows without a first cell are skipped; # is taken off the order id; the price is 0', () => {
    const read = mappedOrderRows(records, guessOrderMapping(SHOPIFY));
    expect(read).toMatchObject({ ok: true, skipped: 2 });
    if (!read.ok) return;
    expect(read.rows[0]).toMatchObject({
      row: 2,
      origin_id: '1001',
      item: '11',
      quantity: '2',
      price: '0',
      product_origin_id: '501',
      product_title: 'Tee',
      customer: { email: 'a@b.co', first_name: 'Ada' },
      shipping: { address1: '1 Road', zip: 'N1', state: 'LND', country: 'GB' },
    });
    expect(read.rows[1]!.row).toBe(5);
    expect(mappedOrderRowErrors(read.rows[1]!)).toEqual([
      "The field 'Customer Email' cannot be empty.",
      "The field 'Last Name' cannot be empty.",
    ]);
    expect(mappedOrderRowErrors({ ...read.rows[0]!, quantity: '1.5' })).toEqual([
      ORDER_ROW_MESSAGES.quantity,
    ]);
  });

  test("a file with a 'Variant ID' column is POD's order file; any other a shop's export", () => {
    expect(
      orderCsvOf([
        ['Order Number', 'Variant ID', 'Quantity'],
        ['1', '2', '3'],
      ]),
    ).toMatchObject({
      ok: true,
      format: 'rows',
    });
    expect(orderCsvOf([['Variant ID', 'Last Name']])).toEqual({
      ok: false,
      message: ORDER_ROW_MESSAGES.requiredColumns(['Order Number', 'Quantity']),
    });
    expect(orderCsvOf(records)).toMatchObject({ ok: true, format: 'shop', headers: SHOPIFY });
    expect(orderCsvOf([['Name', 'name']])).toEqual({
      ok: false,
      message: "The column 'name' appears twice: keep one.",
    });
    const many = [['Name'], ...Array.from({ length: 5_001 }, (_, i) => [String(i)])];
    expect(orderCsvOf(many)).toEqual({ ok: false, message: ORDER_ROW_MESSAGES.tooManyRows });
  });
});
