import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { installNativeDialog } from '../../test/nativeDialog';
import { renderWithTheme } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { Drawer } from './Drawer';
import { FilterBar } from './FilterBar';
import { Modal } from './Modal';
import { OrderTable } from './OrderTable';
import { Pagination } from './Pagination';
import { StatusTabs } from './StatusTabs';
import { Table, createColumnHelper } from './Table';
import type { WidgetRootProps } from './widgetRoot';

installNativeDialog();

const column = createColumnHelper<{ id: string }>();
const columns = [column.accessor('id', { header: 'Id' })];
const none = () => undefined;

const widgets: [string, (root: Required<WidgetRootProps>) => ReactElement][] = [
  ['FilterBar', (root) => <FilterBar {...root}>{null}</FilterBar>],
  [
    'Table',
    (root) => <Table {...root} columns={columns} data={[{ id: '1' }]} getRowId={(row) => row.id} />,
  ],
  ['OrderTable', (root) => <OrderTable {...root} orders={[]} />],
  [
    'StatusTabs',
    (root) => (
      <StatusTabs {...root} tabs={[{ key: 'all', label: 'All' }]} value="all" onChange={none} />
    ),
  ],
  [
    'Pagination',
    (root) => <Pagination {...root} page={1} pageSize={20} total={40} onChange={none} />,
  ],
  ['Drawer', (root) => <Drawer {...root} open title="Add Site" onClose={none} />],
  ['Modal', (root) => <Modal {...root} open title="Delete site" onClose={none} />],
  [
    'ConfirmDialog',
    (root) => <ConfirmDialog {...root} open title="Delete?" onConfirm={none} onCancel={none} />,
  ],
];

describe.each(widgets)('%s', (name, render) => {
  it("puts the host's className, style and id on its outermost element", () => {
    renderWithTheme(
      render({ id: `host-${name}`, className: 'host-layout', style: { marginTop: '7px' } }),
    );
    const root = document.getElementById(`host-${name}`);
    expect(root).toHaveClass('host-layout');
    expect(root).toHaveStyle({ marginTop: '7px' });
    // The outermost element: every text of the widget is inside it.
    expect(screen.queryAllByText(/./).every((element) => root?.contains(element))).toBe(true);
  });
});
