import { and, eq, inArray, sql } from 'drizzle-orm';
import { DESIGN_MESSAGES as D, ORDER_REFUSALS, SERVER_MESSAGES } from '@podoffice/domain';
import { entityLogs, files, orderPrintFiles, orders, sites } from '../src/db/schema';
import { DESIGN_PNG, startDesignHost } from './fakes/designHost';
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

const REDOWNLOAD = `mutation ReDownload($orderID: ID!, $newDesigns: [NewDesignInput!]!) {
  reDownloadPrintFiles(orderID: $orderID, newDesigns: $newDesigns) { id status }
}`;
const JOB = `query Job($id: ID!) { job(id: $id) { status error result } }`;
const PRINT_FILES = `query Order($id: ID!) { order(id: $id) { status print_files { id fileID url } } }`;

let designs: Awaited<ReturnType<typeof startDesignHost>>;
let designBase: string;
let api: TestApi;
let admin: string;
let seller: string;
let sellerId: number;
let adminId: number;

beforeAll(async () => {
  designs = await startDesignHost();
  designBase = designs.url;
  // The design host is on this machine, as the fakes are: FILES_DOWNLOAD_PRIVATE=allow.
  api = await startTestApi({ files: { downloadPrivate: true } });
  [admin, seller] = await Promise.all([
    api.tokenFor(demoEmail('Administrator')),
    api.tokenFor(demoEmail('Seller')),
  ]);
  [sellerId, adminId] = await Promise.all([
    api.idOf(demoEmail('Seller')),
    api.idOf(demoEmail('Administrator')),
  ]);
});
afterAll(async () => {
  await api?.close();
  await designs?.close();
});

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

async function finished(id: string, token: string) {
  for (let i = 0; i < 200; i++) {
    const { job } = await api.ok<{ job: { status: string; error: string | null } }>(
      JOB,
      { id },
      token,
    );
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not end`);
}

describe('re-download print files (§5, §7)', () => {
  test('a design is downloaded, stored and saved on its area; the order reads its address', async () => {
    const order = await orderIn('pending_design');
    const { reDownloadPrintFiles } = await api.ok<{ reDownloadPrintFiles: { id: string } }>(
      REDOWNLOAD,
      { orderID: order.id, newDesigns: [{ id: order.areas[0], url: `${designBase}/front.png` }] },
      admin,
    );
    const job = await finished(reDownloadPrintFiles.id, admin);
    expect([job.status, job.error]).toEqual(['done', null]);
    const read = await api.ok<{
      order: { print_files: { id: string; fileID: string | null; url: string | null }[] };
    }>(PRINT_FILES, { id: order.id }, admin);
    const area = read.order.print_files.find((p) => Number(p.id) === order.areas[0])!;
    expect(area.fileID).not.toBeNull();
    expect(area.url).toMatch(/front\.png/);
    const [file] = await api.server.db
      .select()
      .from(files)
      .where(eq(files.id, Number(area.fileID)));
    expect([file!.fileName, file!.fileMime, file!.fileSize, file!.userId]).toEqual([
      'front.png',
      'image/png',
      DESIGN_PNG.length,
      adminId,
    ]);
  });

  test("'File design is not url.' for anything but an http(s) address; a missing design fails the job", async () => {
    const order = await orderIn('ready', true);
    for (const url of [
      'not a url',
      'ftp://designs.example/front.png',
      'javascript:alert(1)',
      `https://x.example/${'a'.repeat(2100)}`,
    ]) {
      expect(
        await api.refused(
          REDOWNLOAD,
          { orderID: order.id, newDesigns: [{ id: order.areas[0], url }] },
          seller,
        ),
      ).toBe(D.notUrl);
    }
    const other = await orderIn('ready');
    expect(
      await api.refused(
        REDOWNLOAD,
        { orderID: order.id, newDesigns: [{ id: other.areas[0], url: `${designBase}/front.png` }] },
        seller,
      ),
    ).toBe(D.printFileNotFound);
    const { reDownloadPrintFiles } = await api.ok<{ reDownloadPrintFiles: { id: string } }>(
      REDOWNLOAD,
      { orderID: order.id, newDesigns: [{ id: order.areas[0], url: `${designBase}/gone.png` }] },
      seller,
    );
    const job = await finished(reDownloadPrintFiles.id, seller);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/answered HTTP 404 for the design/);
  });

  test('locked in production; Supporter, Listing and Accounting are refused', async () => {
    const locked = await orderIn('in_production');
    const vars = {
      orderID: locked.id,
      newDesigns: [{ id: locked.areas[0], url: `${designBase}/front.png` }],
    };
    expect(await api.refused(REDOWNLOAD, vars, admin)).toBe(
      ORDER_REFUSALS.wrongStatus('Upload Designs', 'In Production'),
    );
    for (const role of ['Listing', 'Accounting'] as const) {
      expect(await api.refused(REDOWNLOAD, vars, await api.tokenFor(demoEmail(role)))).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    // §4 gives the upload to the Administrator and the seller only.
    const ready = await orderIn('ready');
    const readyVars = {
      orderID: ready.id,
      newDesigns: [{ id: ready.areas[0], url: `${designBase}/front.png` }],
    };
    expect(
      await api.refused(REDOWNLOAD, readyVars, await api.tokenFor(demoEmail('Supporter'))),
    ).toBe(ORDER_REFUSALS.notAllowed('Upload Designs'));
  });
});
