import type { CSSProperties } from 'react';
import type { UserRole } from '@podoffice/domain';
import { theme } from '@podoffice/ui';
import { decideAccess, type AccessOutcome } from '../../packages/app/src/routes/access';
import { menuFor, type MenuNode } from '../../packages/app/src/routes/menu';
import { EVERY_ROLE, routeSpecs } from '../../packages/app/src/routes/routeSpecs';

// Computed from the app's route table and its guard (packages/app/src/routes), the same code that
// decides what a signed-in user gets: a row added to routeSpecs.ts appears here on the next build.

const OUTCOME: Record<AccessOutcome, { text: string; color: string }> = {
  render: { text: 'opens', color: theme.statusColors.Approved.fg },
  denied: { text: 'Access denied', color: theme.statusColors.Denied.fg },
  notFound: { text: 'not found', color: theme.colors.textMuted },
  login: { text: 'sign in first', color: theme.colors.textMuted },
  landing: { text: 'landing page', color: theme.colors.textMuted },
};

function menuPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node.path] : menuPaths(node.children)));
}

const cell: CSSProperties = {
  padding: '4px 8px',
  borderBottom: `1px solid ${theme.colors.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
};

type Column = { label: string; roles: UserRole[] | null; special?: boolean };

const columns: Column[] = [
  { label: 'Signed out', roles: null },
  ...EVERY_ROLE.map((role) => ({ label: role, roles: [role] })),
  { label: 'Seller, is_special', roles: ['Seller'], special: true },
];

/** Every route of the app against every role: what opening it leads to, and ☰ when it is in the menu. */
export function RoleMatrix({ includePlanned = true }: { includePlanned?: boolean }) {
  const routes = routeSpecs.filter((route) => includePlanned || !route.planned);
  const menus = columns.map((column) =>
    column.roles
      ? new Set(
          menuPaths(
            menuFor(
              routeSpecs,
              { roles: column.roles, is_special: column.special === true },
              { includePlanned },
            ),
          ),
        )
      : new Set<string>(),
  );
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          <th style={cell}>Path</th>
          <th style={cell}>Screen</th>
          {columns.map((column) => (
            <th key={column.label} style={cell}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {routes.map((route) => (
          <tr key={route.path}>
            <td style={cell}>
              <code>{route.path}</code>
            </td>
            <td style={cell}>
              {route.name}
              {route.planned ? ' (planned)' : ''}
            </td>
            {columns.map((column, i) => {
              const user = column.roles
                ? { roles: column.roles, is_special: column.special === true }
                : null;
              const outcome = OUTCOME[decideAccess(route, user)];
              return (
                <td key={column.label} style={{ ...cell, color: outcome.color }}>
                  {outcome.text}
                  {menus[i]?.has(route.path) ? ' ☰' : ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
