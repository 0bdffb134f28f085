import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES, type UserRole } from '@podoffice/domain';
import { logsFailure, logsHandlers, logsLoading } from '../mocks';

type LogsOperation = Parameters<typeof logsLoading>[0];

/** Waits until a log's table shows its lines. */
export async function findLogTable(canvasElement: HTMLElement, caption: string) {
  const canvas = within(canvasElement);
  const logs = await canvas.findByRole('table', { name: caption });
  await waitFor(() => expect(within(logs).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, logs: within(logs) };
}

export interface LogScreenStatesOptions {
  /** The table's caption, e.g. 'System log'. */
  caption: string;
  /** The log's query, e.g. 'SystemLogs'. */
  operation: LogsOperation;
  /** What the empty table says. */
  emptyText: string;
  /** A role the server refuses. */
  refusedRole: UserRole;
}

/** The states both log screens show alike: filled, loading, empty, failed, refused. */
export function logScreenStates({
  caption,
  operation,
  emptyText,
  refusedRole,
}: LogScreenStatesOptions): Record<
  'Filled' | 'Loading' | 'Empty' | 'LoadError' | 'RefusedForOtherRoles',
  StoryObj
> {
  return {
    Filled: {
      play: async ({ canvasElement }) => {
        const { logs } = await findLogTable(canvasElement, caption);
        await expect(logs.getAllByRole('row')).toHaveLength(26);
      },
    },
    Loading: {
      beforeEach: ({ msw }) => msw.use(logsLoading(operation)),
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('table', { name: caption })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    Empty: {
      beforeEach: ({ msw }) => msw.use(...logsHandlers([], [])),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(emptyText)).toBeVisible();
      },
    },
    LoadError: {
      beforeEach: ({ msw }) => msw.use(logsFailure(operation, 'Logs are unavailable')),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText('Logs are unavailable')).toBeVisible();
      },
    },
    /** Any other role is refused by the server (the app shows them not-found before this). */
    RefusedForOtherRoles: {
      globals: { role: refusedRole },
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText(SERVER_MESSAGES.forbidden),
        ).toBeVisible();
      },
    },
  };
}
