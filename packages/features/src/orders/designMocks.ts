// The Upload Designs drawer's calls as the server answers them (server/src/graphql/orders/designs.ts
// and files): two print areas, Front designed and Back not; an upload is a signed address, a PUT
// to it and the file's record; Save answers the order with every area designed.
import { HttpResponse, http } from 'msw';
import { DESIGN_MESSAGES, isDesignUrl } from '@podoffice/domain';
import { mockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError } from '../shared/msw';

/** Where the fixture uploads go (a same-origin path msw answers). */
const UPLOAD_BASE = '/__fixture-uploads';

export function designHandlers(options: { uploadFails?: boolean } = {}) {
  const api = apiLink();
  let next = 900;
  const names = new Map<string, string>();
  // Re-download print files: a job of the shared mock jobs (queued, running, done).
  const jobs = mockJobs();
  return [
    ...jobs.handlers,
    api.mutation('ReDownloadPrintFiles', ({ variables }) => {
      const designs = variables.newDesigns as { id: string; url: string }[];
      if (designs.some((d) => !isDesignUrl(d.url))) return graphqlError(DESIGN_MESSAGES.notUrl);
      const job = jobs.start('design-download', designs.length, {
        result: { print_files: designs.length },
      });
      return HttpResponse.json({
        data: { reDownloadPrintFiles: { id: job.id, status: job.status } },
      });
    }),
    api.query('OrderDesigns', ({ variables }) =>
      HttpResponse.json({
        data: {
          order: {
            id: String(variables.id),
            status: 'ready',
            personalized: false,
            custom_order: false,
            label_image_id: null,
            print_files: [
              {
                id: '71',
                title: 'Front',
                width: 4200,
                height: 4800,
                note: 'Centre the design, 300 dpi',
                fileID: '55',
                url: `${globalThis.location?.origin ?? 'http://localhost'}/fixtures/orders/mockup.svg`,
              },
              {
                id: '72',
                title: 'Back',
                width: 4200,
                height: 4800,
                note: null,
                fileID: null,
                url: null,
              },
            ],
          },
        },
      }),
    ),
    api.mutation('DesignUploadUrl', ({ variables }) => {
      const key = `uploads/${next++}/${String(variables.filename)}`;
      names.set(key, String(variables.filename));
      return HttpResponse.json({
        data: { createSignedUrl: { key, url: `${UPLOAD_BASE}/${encodeURIComponent(key)}` } },
      });
    }),
    http.put(`${UPLOAD_BASE}/*`, () =>
      options.uploadFails
        ? new HttpResponse(null, { status: 500 })
        : new HttpResponse(null, { status: 200 }),
    ),
    api.mutation('RecordDesignFile', ({ variables }) => {
      const input = variables.input as { key: string };
      return HttpResponse.json({
        data: {
          createFile: {
            id: String(next++),
            url: `/files/${input.key}`,
            preview_url: `/files/${input.key}?width=200`,
          },
        },
      });
    }),
    api.mutation('UpdateOrderPrintFiles', ({ variables }) => {
      const files = variables.print_files as { id: string; fileID: string }[];
      if (files.length === 0) return graphqlError(DESIGN_MESSAGES.printFilesRequired);
      return HttpResponse.json({
        data: {
          updateOrderPrintFiles: {
            id: String(variables.order_id),
            status: 'ready',
            design_status: true,
          },
        },
      });
    }),
    api.mutation('UpdateOrderLabelImageId', ({ variables }) =>
      HttpResponse.json({
        data: {
          updateOrderLabelImageId: {
            id: String(variables.order_id),
            label_image_id: variables.label_image_id ?? null,
          },
        },
      }),
    ),
  ];
}
