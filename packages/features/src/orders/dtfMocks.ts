// The DTF push's calls as the server answers them (server/src/graphql/dtfPush): the mapping
// modal's data of an order of the partner supplier (Front designed, Back not: 'Design not found'),
// dtfPushOrder checked as §5 says and run by a job whose result lists each order number, and the
// partner account's push of all its ready orders.
import { HttpResponse } from 'msw';
import {
  DTF_MESSAGES,
  SERVER_MESSAGES,
  checkOrderAction,
  dtfPushRefusal,
  orderActorOf,
  type DtfOrderMapping,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import type { MockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError } from '../shared/msw';
import type { OrderFixture } from './mocks';
import { orderFacts } from './screens/orderRows';

/** The partner's answer to a push in the stories: made, or refused with its message. */
export const DTF_PARTNER_REFUSAL = 'Blank G5000 Black M is out of stock';

export const DTF_SKU_OPTIONS = [
  { sku: 'G5000-BLK-M', label: 'G5000-BLK-M · Gildan 5000 · Black / M' },
  { sku: 'G5000-WHT-M', label: 'G5000-WHT-M · Gildan 5000 · White / M' },
  { sku: 'BC3001-BLK-M', label: 'BC3001-BLK-M · Bella+Canvas 3001 · Black / M' },
];

export function dtfPushHandlers(
  orders: OrderFixture[],
  jobs: MockJobs,
  { partnerRefuses = false }: { partnerRefuses?: boolean } = {},
) {
  const api = apiLink();
  let made = 1000;
  /**
   * Why the caller may not map (DTF mapping, §4) or push (also the 24-hour hold) `order` now, as
   * the server checks it; null when they may.
   */
  const refusalOf = (request: Request, order: OrderFixture, push: boolean) => {
    const user = userOfRequest(request);
    if (!user) return SERVER_MESSAGES.notSignedIn;
    const facts = orderFacts(order)!;
    const actor = orderActorOf(user);
    if (push) return dtfPushRefusal(facts, actor, new Date());
    const check = checkOrderAction('dtfMapping', facts, actor);
    return check.ok ? null : check.reason;
  };
  const answer = (group: { origin_number: string; orders: { order_id: string }[] }) => {
    for (const { order_id } of group.orders) {
      const order = orders.find((o) => o.id === order_id);
      if (order) Object.assign(order, { status: partnerRefuses ? 'error' : 'in_production' });
    }
    return {
      success: !partnerRefuses,
      origin_number: group.origin_number,
      message: partnerRefuses ? DTF_PARTNER_REFUSAL : DTF_MESSAGES.pushed(`CE-${++made}`),
    };
  };
  return [
    api.query('DtfOrderMapping', ({ variables, request }) => {
      const order = orders.find((o) => o.id === String(variables.order_id));
      if (!order) return graphqlError('Order not found', 'NOT_FOUND');
      const refused = refusalOf(request, order, false);
      if (refused) return graphqlError(refused);
      return HttpResponse.json({
        data: {
          dtfOrderMapping: {
            order_id: order.id,
            origin_number: order.origin_number,
            product_name: order.product_name,
            designs: [
              { id: '71', title: 'Front', url: '/fixtures/orders/mockup.svg' },
              { id: '72', title: 'Back', url: null },
            ],
            sku_options: DTF_SKU_OPTIONS,
            placement_options: ['front', 'back', 'left_sleeve', 'right_sleeve'],
            sku: 'G5000-BLK-M',
            placement: [{ print_file_id: '71', placement: 'front' }],
            shipping_method: 'standard',
          },
        },
      });
    }),
    api.mutation('DtfPushOrder', ({ variables, request }) => {
      const groups = (
        variables.input as { groups: { origin_number: string; orders: DtfOrderMapping[] }[] }
      ).groups;
      for (const mapping of groups.flatMap((g) => g.orders)) {
        const order = orders.find((o) => o.id === mapping.order_id);
        if (!order) return graphqlError('Order not found', 'NOT_FOUND');
        const refused = refusalOf(request, order, true);
        if (refused) return graphqlError(refused);
      }
      const job = jobs.start('dtf-push', groups.length, {
        result: { results: groups.map(answer) },
      });
      return HttpResponse.json({ data: { dtfPushOrder: { id: job.id, status: job.status } } });
    }),
    api.mutation('DtfPushAllOrderReady', ({ request }) => {
      const user = userOfRequest(request);
      if (!user || !orderActorOf(user).isDtfPartner) {
        return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      }
      const ready = orders.filter((o) => o.status === 'ready' && o.supplier?.id === user.id);
      const results = ready.map((o) =>
        answer({ origin_number: o.origin_number ?? o.id, orders: [{ order_id: o.id }] }),
      );
      const job = jobs.start('dtf-push', ready.length, { result: { results } });
      return HttpResponse.json({
        data: { dtfPushAllOrderReady: { id: job.id, status: job.status } },
      });
    }),
  ];
}
