import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DateRangePicker } from '../components/DateRangePicker';
import { FilterBar } from '../components/FilterBar';
import { FormField } from '../components/FormField';
import { NumberInput } from '../components/NumberInput';
import { PasswordInput } from '../components/PasswordInput';
import { Select } from '../components/Select';
import { Table } from '../components/Table';
import { makeRows, sampleColumns } from '../components/Table/Table.fixtures';
import { TextArea } from '../components/TextArea';
import { TextInput } from '../components/TextInput';

/** A host page's box of a fixed width, as an embedder's column would be. */
function HostColumn({ width, children }: { width: number; children: ReactNode }) {
  return (
    <div data-host-column="" style={{ width }}>
      {children}
    </div>
  );
}

/** The elements inside `container` whose box sticks out past its left or right edge. */
function overflowing(container: Element) {
  const box = container.getBoundingClientRect();
  return [...container.querySelectorAll('*')]
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
}

/** Fails unless the story really renders without the theme's `*{box-sizing:border-box}`. */
async function expectNoGlobalReset(canvasElement: HTMLElement) {
  await expect(getComputedStyle(canvasElement).boxSizing).toBe('content-box');
}

const actionOptions = [
  { value: 'all', label: 'All' },
  { value: 'Deposit', label: 'Deposit' },
];

function BalanceFilters() {
  const [search, setSearch] = useState('');
  return (
    <FilterBar onReset={fn()}>
      <FilterBar.Item label="Date" width={300}>
        <DateRangePicker today="2024-03-15" />
      </FilterBar.Item>
      <FilterBar.Item label="Action" htmlFor="embedded-action" width={140}>
        <Select id="embedded-action" options={actionOptions} defaultValue="all" />
      </FilterBar.Item>
      <FilterBar.Item label="Search" htmlFor="embedded-search" grow>
        <TextInput
          id="embedded-search"
          type="search"
          placeholder="Transaction ID"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FilterBar.Item>
    </FilterBar>
  );
}

const meta = {
  title: 'UI/Embedded without global style',
  // What an embedder's page gives the components: withGlobalStyle={false} and no reset of its own.
  parameters: { globalStyle: false, app: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilterBarWithSearchAndReset: Story = {
  render: () => (
    <HostColumn width={900}>
      <BalanceFilters />
    </HostColumn>
  ),
  play: async ({ canvasElement }) => {
    await expectNoGlobalReset(canvasElement);
    const canvas = within(canvasElement);
    const searchFrame = canvas.getByRole('searchbox', { name: 'Search' }).parentElement;
    const reset = canvas.getByRole('button', { name: 'Reset filters' });
    await expect(searchFrame?.getBoundingClientRect().right).toBeLessThanOrEqual(
      reset.getBoundingClientRect().left,
    );
    const column = canvasElement.querySelector('[data-host-column]');
    await expect(column && overflowing(column)).toEqual([]);
  },
};

export const FormInColumns: Story = {
  render: () => (
    <HostColumn width={560}>
      <form
        aria-label="Add site"
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}
      >
        {[
          <FormField key="name" label="Site name">
            <TextInput defaultValue="My Shopify store" />
          </FormField>,
          <FormField key="platform" label="Platform">
            <Select options={[{ value: 'shopify', label: 'Shopify' }]} defaultValue="shopify" />
          </FormField>,
          <FormField key="amount" label="Amount">
            <NumberInput defaultValue={120} />
          </FormField>,
          <FormField key="password" label="Password">
            <PasswordInput defaultValue="Demo#2026" />
          </FormField>,
          <FormField key="notes" label="Notes">
            <TextArea defaultValue="Ships from the US warehouse." />
          </FormField>,
        ].map((field) => (
          <div key={field.key} data-form-column="">
            {field}
          </div>
        ))}
      </form>
    </HostColumn>
  ),
  play: async ({ canvasElement }) => {
    await expectNoGlobalReset(canvasElement);
    const columns = [...canvasElement.querySelectorAll('[data-form-column]')];
    await expect(columns).toHaveLength(5);
    for (const column of columns) {
      await expect(overflowing(column)).toEqual([]);
    }
  },
};

export const TableInAColumn: Story = {
  render: () => (
    <HostColumn width={720}>
      <Table
        columns={sampleColumns}
        data={makeRows(3)}
        getRowId={(row) => row.id}
        aria-label="Transactions"
      />
    </HostColumn>
  ),
  play: async ({ canvasElement }) => {
    await expectNoGlobalReset(canvasElement);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transactions' });
    const scrollArea = table.parentElement as HTMLElement;
    await expect(scrollArea.scrollWidth).toBeLessThanOrEqual(scrollArea.clientWidth);
    // The ID column asks for 90px: its cells' padding belongs inside that width.
    const idHeader = canvas.getByRole('columnheader', { name: 'ID' });
    await expect(idHeader.getBoundingClientRect().width).toBeCloseTo(90, 0);
    const column = canvasElement.querySelector('[data-host-column]');
    await expect(column && overflowing(column)).toEqual([]);
  },
};
