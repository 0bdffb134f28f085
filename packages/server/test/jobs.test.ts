import { eq } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  MESSAGES,
  ORDER_EXPORT_MESSAGES,
  SERVER_MESSAGES,
  SETTINGS_MESSAGES,
  type JobStatus,
} from '@podoffice/domain';
import { backgroundJobs, orderExports } from '../src/db/schema';
import { startFakeSmtp } from './fakeSmtp';
import { demoEmail, startTestApi, type TestApi } from './harness';

// Issue 24, durable jobs: the order export (spec 2 §7 exportOrders, supplierExportOrder) is the
// first background job. Who may start one, what is refused (changing nothing), what the starter
// sees of it, one job for the same export asked twice, and Retry of a failed one.

const EXPORT = `mutation Export($filter: OrderFilter, $emails: [String!]!) {
  exportOrders(filter: $filter, emails: $emails) { id kind status }
}`;
const SUPPLIER_EXPORT = `mutation Export($filter: OrderFilter, $emails: [String!]!) {
  supplierExportOrder(filter: $filter, emails: $emails) { id kind status }
}`;
const JOB = `query Job($id: ID!) { job(id: $id) { id kind status done total error attempts result } }`;
const MY_JOBS = `query Mine($limit: Int) { myJobs(limit: $limit) { id status } }`;
const RETRY = `mutation Retry($id: ID!) { retryJob(id: $id) { id status error } }`;
const COUNT = `query Count($filter: OrderFilter) { orders(filter: $filter) { count } }`;
const EXPORTS = `{ orderExports(limit: 100) { hits { id file_name order_ids order_count } } }`;
const DOWNLOAD = `mutation Download($id: ID!) { downloadFile(id: $id) }`;

interface Job {
  id: string;
  kind: string;
  status: JobStatus;
  done: number;
  total: number | null;
  error: string | null;
  attempts: number;
  result: string | null;
}

let api: TestApi;
let admin: string;
let supplier: string;
let seller: string;

beforeAll(async () => {
  api = await startTestApi();
  [admin, supplier, seller] = await Promise.all([
    api.tokenFor(demoEmail('Administrator')),
    api.tokenFor(demoEmail('Supplier')),
    api.tokenFor(demoEmail('Seller')),
  ]);
});
afterAll(() => api?.close());

const READY = { status: ['ready'] };

async function finished(token: string, id: string, within = 20_000): Promise<Job> {
  const deadline = Date.now() + within;
  for (;;) {
    const { job } = await api.ok<{ job: Job }>(JOB, { id }, token);
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`Job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('exportOrders', () => {
  test('an Administrator exports the Ready orders: the job counts them, stores the CSV, lists it and mails its link', async () => {
    const receiver = 'ops-export@example.com';
    const { exportOrders: started } = await api.ok<{ exportOrders: Job }>(
      EXPORT,
      { filter: READY, emails: [receiver] },
      admin,
    );
    expect(started.kind).toBe('order-export');
    expect(['queued', 'running', 'done']).toContain(started.status);

    const job = await finished(admin, started.id);
    const ready = (await api.ok<{ orders: { count: number } }>(COUNT, { filter: READY }, admin))
      .orders.count;
    expect(ready).toBeGreaterThan(0);
    expect(job).toMatchObject({ status: 'done', done: ready, total: ready, attempts: 1 });
    const result = JSON.parse(job.result!) as { export_id: number; file_name: string };
    expect(result).toMatchObject({ orders: ready });

    // Listed on /export-orders with its count, and its first 20 ids (not thousands per row).
    const listed = (
      await api.ok<{
        orderExports: { hits: { id: string; order_ids: string[]; order_count: number }[] };
      }>(EXPORTS, {}, admin)
    ).orderExports.hits.find((h) => h.id === String(result.export_id));
    expect(listed?.order_count).toBe(ready);
    expect(listed?.order_ids).toHaveLength(Math.min(ready, 20));

    // The mailed link downloads the CSV: a header and one line per order.
    const [mail] = await api.outbox(receiver);
    const link = /https?:\/\/\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const csv = await (await fetch(link!)).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Origin number,Origin id,/);
    expect(lines).toHaveLength(ready + 1);
    expect(lines.slice(1).every((line) => /^N\d{6},/.test(line))).toBe(true);
    // The same file through /export-orders' own download.
    const { downloadFile } = await api.ok<{ downloadFile: string }>(
      DOWNLOAD,
      { id: String(result.export_id) },
      admin,
    );
    expect(await (await fetch(new URL(downloadFile, api.server.url))).text()).toBe(csv);
  });

  test('the same export asked twice at once is one job', async () => {
    const ask = () =>
      api.ok<{ exportOrders: Job }>(
        EXPORT,
        { filter: { status: ['fulfilled'] }, emails: ['twice@example.com'] },
        admin,
      );
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.exportOrders.id).toBe(b.exportOrders.id);
    await finished(admin, a.exportOrders.id);
    expect(await api.outbox('twice@example.com')).toHaveLength(1);
  });

  test('a Supplier exports their Ready orders through supplierExportOrder only', async () => {
    const { supplierExportOrder } = await api.ok<{ supplierExportOrder: Job }>(
      SUPPLIER_EXPORT,
      { filter: READY, emails: [demoEmail('Supplier')] },
      supplier,
    );
    const job = await finished(supplier, supplierExportOrder.id);
    const own = (await api.ok<{ orders: { count: number } }>(COUNT, { filter: READY }, supplier))
      .orders.count;
    expect(job).toMatchObject({ status: 'done', done: own });
    expect(await api.refused(EXPORT, { filter: READY, emails: ['a@example.com'] }, supplier)).toBe(
      SERVER_MESSAGES.forbidden,
    );
    expect(
      await api.refused(
        SUPPLIER_EXPORT,
        { filter: { status: ['in_production'] }, emails: ['a@example.com'] },
        supplier,
      ),
    ).toBe(ORDER_EXPORT_MESSAGES.supplierReadyOnly);
  });

  test('a Seller exports their own orders; roles without orders and other callers are refused', async () => {
    const { exportOrders } = await api.ok<{ exportOrders: Job }>(
      EXPORT,
      { filter: READY, emails: ['seller-export@example.com'] },
      seller,
    );
    const own = (await api.ok<{ orders: { count: number } }>(COUNT, { filter: READY }, seller))
      .orders.count;
    expect(await finished(seller, exportOrders.id)).toMatchObject({ status: 'done', done: own });
    // The seller's job is the seller's: another user reads it as missing.
    expect(await api.refused(JOB, { id: exportOrders.id }, admin)).toBe(JOB_MESSAGES.notFound);

    for (const role of ['Listing', 'Accounting'] as const) {
      const token = await api.tokenFor(demoEmail(role));
      expect(await api.refused(EXPORT, { filter: READY, emails: ['a@example.com'] }, token)).toBe(
        SERVER_MESSAGES.forbidden,
      );
    }
    expect(
      await api.refused(SUPPLIER_EXPORT, { filter: READY, emails: ['a@example.com'] }, admin),
    ).toBe(SERVER_MESSAGES.forbidden);
    expect(await api.refused(EXPORT, { filter: READY, emails: ['a@example.com'] })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
  });

  test('bad filters and receivers are refused with their messages and queue nothing', async () => {
    const before = await api.rows(backgroundJobs);
    const refusedWith = (filter: unknown, emails: unknown) =>
      api.refused(EXPORT, { filter, emails }, admin);
    expect(await refusedWith({}, ['a@example.com'])).toBe(ORDER_EXPORT_MESSAGES.noStatus);
    expect(await refusedWith({ status: ['pending', 'ready'] }, ['a@example.com'])).toBe(
      ORDER_EXPORT_MESSAGES.pendingSelected,
    );
    expect(await refusedWith(READY, [])).toBe(MESSAGES.exportEmailsRequired);
    expect(await refusedWith(READY, ['not-an-address'])).toBe(
      SETTINGS_MESSAGES.exportEmailInvalid('not-an-address'),
    );
    expect(await refusedWith(READY, ['a@example.com', 'A@example.com'])).toBe(
      SETTINGS_MESSAGES.exportEmailDuplicate('A@example.com'),
    );
    expect(
      await refusedWith(
        READY,
        Array.from({ length: 6 }, (_, i) => `r${i}@example.com`),
      ),
    ).toBe(SETTINGS_MESSAGES.exportEmailsMax);
    expect(await refusedWith({ status: ['shipped'] }, ['a@example.com'])).toBe(
      'Unknown order status: shipped',
    );
    expect(await api.rows(backgroundJobs)).toBe(before);
  });
});

describe('jobs', () => {
  test('myJobs lists the caller’s own jobs, newest first, 50 at most', async () => {
    const mine = (await api.ok<{ myJobs: { id: string }[] }>(MY_JOBS, {}, admin)).myJobs;
    expect(mine.length).toBeGreaterThan(0);
    const rows = await api.server.db.select().from(backgroundJobs);
    const adminId = Number(await api.idOf(demoEmail('Administrator')));
    const own = new Set(rows.filter((r) => r.startedBy === adminId).map((r) => r.id));
    expect(mine.every((j) => own.has(j.id))).toBe(true);
    expect(await api.refused(MY_JOBS, { limit: 51 }, admin)).toMatch(/50/);
  });

  test('a job id that is no job, or not the caller’s, reads as missing', async () => {
    expect(await api.refused(JOB, { id: 'x' }, admin)).toBe(JOB_MESSAGES.notFound);
    expect(await api.refused(JOB, { id: '00000000-0000-4000-8000-000000000000' }, admin)).toBe(
      JOB_MESSAGES.notFound,
    );
    expect(await api.refused(RETRY, { id: 'x' }, admin)).toBe(JOB_MESSAGES.notFound);
  });

  test('a job that keeps failing is failed with its retries spent; Retry runs it again, once done it cannot be retried', async () => {
    const smtp = await startFakeSmtp();
    const withMail = await startTestApi({ smtpUrl: smtp.url });
    try {
      const token = await withMail.tokenFor(demoEmail('Administrator'));
      smtp.setMode('refuse');
      const { exportOrders } = await withMail.ok<{ exportOrders: Job }>(
        EXPORT,
        { filter: READY, emails: ['refused@example.com'] },
        token,
      );
      const deadline = Date.now() + 20_000;
      let job: Job;
      do {
        job = (await withMail.ok<{ job: Job }>(JOB, { id: exportOrders.id }, token)).job;
        await new Promise((r) => setTimeout(r, 100));
      } while (job.status !== 'failed' && Date.now() < deadline);
      // The first run and three retries; the words are the product's, not the mail server's.
      // Issue 23: a failure that is not a refusal gives the reference its log line names.
      expect(job).toMatchObject({
        status: 'failed',
        attempts: 4,
        error: JOB_MESSAGES.unexpected(exportOrders.id),
      });
      // The file was written once, whatever the retries.
      const files = await withMail.server.db
        .select()
        .from(orderExports)
        .where(eq(orderExports.jobId, exportOrders.id));
      expect(files).toHaveLength(1);

      smtp.setMode('accept');
      const retried = (await withMail.ok<{ retryJob: Job }>(RETRY, { id: exportOrders.id }, token))
        .retryJob;
      expect(retried).toMatchObject({ id: exportOrders.id, status: 'queued', error: null });
      let done: Job;
      do {
        done = (await withMail.ok<{ job: Job }>(JOB, { id: exportOrders.id }, token)).job;
        await new Promise((r) => setTimeout(r, 100));
      } while (done.status !== 'done' && Date.now() < deadline + 20_000);
      expect(done.status).toBe('done');
      expect(smtp.received.filter((m) => m.to.join().includes('refused@example.com'))).toHaveLength(
        1,
      );
      expect(await withMail.refused(RETRY, { id: exportOrders.id }, token)).toBe(
        JOB_MESSAGES.notRetryable,
      );
    } finally {
      await withMail.close();
      await smtp.close();
    }
  });
});
