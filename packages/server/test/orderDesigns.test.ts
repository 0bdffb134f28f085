import { and, eq, inArray, sql } from 'drizzle-orm';
import { DESIGN_MESSAGES as D, ORDER_REFUSALS, SERVER_MESSAGES } from '@podoffice/domain';
import { entityLogs, files, orderPrintFiles, orders, sites } from '../src/db/schema';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 24, designs and labels (spec 2 §4 print-file locks, §5, §7 updateOrderPrintFiles,
// updateOrderLabelImageId, §8): the Upload Designs drawer's Save and the label, by role and
// status; a design completes an order waiting for it; files are the caller's and of §5's types.

const SAVE = `mutation Save($order_id: ID!, $print_files: [OrderPrintFileInput!]!, $is_ready: Boolean) {
  updateOrderPrintFiles(order_id: $order_id, print_files: $print_files, is_ready: $is_ready) {
    id status design_status print_files { id fileID }
  }
}`;
const LABEL = `mutation Label($order_id: ID!, $label_image_id: ID) {
  updateOrderLabelImageId(order_id: $order_id, label_image_id: $label_image_id) { id label_image_id }
}`;

let api: TestApi;
let admin: string;
let seller: string;
let sellerId: number;
let adminId: number;

beforeAll(async () => {
  api = await startTestApi();
  [admin, seller] = await Promise.all([
    api.tokenFor(demoEmail('Administrator')),
    api.tokenFor(demoEmail('Seller')),
  ]);
  [sellerId, adminId] = await Promise.all([
    api.idOf(demoEmail('Seller')),
    api.idOf(demoEmail('Administrator')),
  ]);
});
afterAll(() => api?.close());

let fileNumber = 0;
/** A file recorded as the upload of `userId` (createFile's row; its bytes do not matter here). */
async function uploaded(userId: number, fileName = 'front.png') {
  fileNumber += 1;
  const [file] = await api.server.db
    .insert(files)
    .values({
      key: `uploads/test/${fileNumber}-${fileName}`,
      source: 'local',
      fileName,
      fileMime: 'image/png',
      fileSize: 1000,
      userId,
    })
    .returning();
  return file!.id;
}

/** An order in `status` with print areas (of the Seller's sites when `mine`), and its areas. */
async function orderIn(status: string, mine = false) {
  const [row] = await api.server.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(
      and(
        eq(orders.status, status),
        mine ? eq(sites.userId, sellerId) : undefined,
        sql`exists (select 1 from ${orderPrintFiles} where ${orderPrintFiles.orderId} = ${orders.id})`,
        sql`${orders.createdAt} < now() - interval '3 days'`,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  if (!row) throw new Error(`No ${status} order with print files`);
  const areas = await api.server.db
    .select({ id: orderPrintFiles.id })
    .from(orderPrintFiles)
    .where(eq(orderPrintFiles.orderId, row.id));
  return { id: row.id, areas: areas.map((a) => a.id) };
}

type Saved = {
  updateOrderPrintFiles: {
    status: string;
    design_status: boolean;
    print_files: { id: string; fileID: string | null }[];
  };
};

test('a Seller saves the designs of their ready order: every area designed, an Activities line', async () => {
  const order = await orderIn('ready', true);
  const print_files = await Promise.all(
    order.areas.map(async (id) => ({ id, fileID: await uploaded(sellerId) })),
  );
  const { updateOrderPrintFiles } = await api.ok<Saved>(
    SAVE,
    { order_id: order.id, print_files },
    seller,
  );
  expect(updateOrderPrintFiles).toMatchObject({ status: 'ready', design_status: true });
  expect(updateOrderPrintFiles.print_files.map((p) => Number(p.fileID))).toEqual(
    print_files.map((p) => p.fileID),
  );
  const [line] = await api.server.db
    .select()
    .from(entityLogs)
    .where(eq(entityLogs.entityId, order.id))
    .orderBy(sql`${entityLogs.id} desc`)
    .limit(1);
  expect(line!.message).toMatch(/^Print files .*front\.png.* by /);
});

test('an order waiting for its design goes on to processing; with is_ready an Administrator sends it to ready', async () => {
  const waiting = await orderIn('pending_design');
  const files1 = await Promise.all(
    waiting.areas.map(async (id) => ({ id, fileID: await uploaded(adminId) })),
  );
  const first = await api.ok<Saved>(SAVE, { order_id: waiting.id, print_files: files1 }, admin);
  expect(first.updateOrderPrintFiles.status).toBe('processing');

  const other = await orderIn('pending_design');
  const files2 = await Promise.all(
    other.areas.map(async (id) => ({ id, fileID: await uploaded(adminId) })),
  );
  const ready = await api.ok<Saved>(
    SAVE,
    { order_id: other.id, print_files: files2, is_ready: true },
    admin,
  );
  expect(ready.updateOrderPrintFiles).toMatchObject({ status: 'ready', design_status: true });
});

test('print files are locked in production (§4), and the roles without Upload Designs are refused', async () => {
  const locked = await orderIn('in_production');
  const print_files = [{ id: locked.areas[0], fileID: await uploaded(adminId) }];
  expect(await api.refused(SAVE, { order_id: locked.id, print_files }, admin)).toBe(
    ORDER_REFUSALS.wrongStatus('Upload Designs', 'In Production'),
  );
  const ready = await orderIn('ready');
  const supplierId = await api.idOf(demoEmail('Supplier'));
  await api.server.db.update(orders).set({ supplierId }).where(eq(orders.id, ready.id));
  const vars = { order_id: ready.id, print_files: [{ id: ready.areas[0], fileID: 1 }] };
  expect(await api.refused(SAVE, vars, await api.tokenFor(demoEmail('Supplier')))).toBe(
    ORDER_REFUSALS.notAllowed('Upload Designs'),
  );
  for (const role of ['Listing', 'Accounting'] as const) {
    expect(await api.refused(SAVE, vars, await api.tokenFor(demoEmail(role)))).toBe(
      SERVER_MESSAGES.forbidden,
    );
  }
});

test("refuses another user's file, a .gif, another order's print area and an empty list; nothing changes", async () => {
  const order = await orderIn('ready', true);
  const before = await api.server.db
    .select({ id: orderPrintFiles.id, fileId: orderPrintFiles.fileId })
    .from(orderPrintFiles)
    .where(inArray(orderPrintFiles.id, order.areas));
  const other = await orderIn('ready');
  const area = order.areas[0];
  expect(
    await api.refused(
      SAVE,
      { order_id: order.id, print_files: [{ id: area, fileID: await uploaded(adminId) }] },
      seller,
    ),
  ).toBe(D.fileNotFound);
  expect(
    await api.refused(
      SAVE,
      {
        order_id: order.id,
        print_files: [{ id: area, fileID: await uploaded(sellerId, 'a.gif') }],
      },
      seller,
    ),
  ).toBe(D.printFileType);
  expect(
    await api.refused(
      SAVE,
      {
        order_id: order.id,
        print_files: [{ id: other.areas[0], fileID: await uploaded(sellerId) }],
      },
      seller,
    ),
  ).toBe(D.printFileNotFound);
  expect(await api.refused(SAVE, { order_id: order.id, print_files: [] }, seller)).toBe(
    D.printFilesRequired,
  );
  const after = await api.server.db
    .select({ id: orderPrintFiles.id, fileId: orderPrintFiles.fileId })
    .from(orderPrintFiles)
    .where(inArray(orderPrintFiles.id, order.areas));
  expect(after).toEqual(before);
});

test('a label is an image or a .pdf of the caller; it can be removed; locked in production', async () => {
  const order = await orderIn('ready', true);
  const pdf = await uploaded(sellerId, 'label.pdf');
  const { updateOrderLabelImageId } = await api.ok<{
    updateOrderLabelImageId: { label_image_id: string | null };
  }>(LABEL, { order_id: order.id, label_image_id: pdf }, seller);
  expect(Number(updateOrderLabelImageId.label_image_id)).toBe(pdf);
  expect(
    await api.refused(
      LABEL,
      { order_id: order.id, label_image_id: await uploaded(sellerId, 'label.exe') },
      seller,
    ),
  ).toBe(D.labelType);
  const removed = await api.ok<{ updateOrderLabelImageId: { label_image_id: string | null } }>(
    LABEL,
    { order_id: order.id, label_image_id: null },
    seller,
  );
  expect(removed.updateOrderLabelImageId.label_image_id).toBeNull();
  const locked = await orderIn('fulfilled');
  expect(await api.refused(LABEL, { order_id: locked.id, label_image_id: pdf }, admin)).toBe(
    ORDER_REFUSALS.wrongStatus('Upload Designs', 'Fulfilled'),
  );
});
