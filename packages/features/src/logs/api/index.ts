import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Logs.generated';

/** The log endpoints: read-only lists, refreshed when a screen asks again. */
export const logsApi = api.enhanceEndpoints({
  endpoints: {
    ActivityLogs: { providesTags: [{ type: 'ActivityLog', id: 'LIST' }] },
    ActivityLogTypes: { providesTags: [{ type: 'ActivityLog', id: 'TYPES' }] },
    SystemLogs: { providesTags: [{ type: 'SystemLog', id: 'LIST' }] },
    SystemLogTypes: { providesTags: [{ type: 'SystemLog', id: 'TYPES' }] },
  },
});

// The tables show a failed load in their error state; the type filter then offers only "All".
silenceErrorToasts(
  'ActivityLogs',
  'SystemLogs',
  'ActivityLogTypes',
  'SystemLogTypes',
  'OutboxMails',
);

export const {
  useActivityLogsQuery,
  useSystemLogsQuery,
  useActivityLogTypesQuery,
  useSystemLogTypesQuery,
  useOutboxMailsQuery,
} = logsApi;

export type * from './Logs.generated';
