import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, RULE_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { watchForText } from '../../test/watchText';
import type { DiscountInput } from '../api';
import { discountFailure, discountHandlers, emptyDiscountHandlers, makeDiscount } from '../mocks';
import { DiscountFormScreen } from './DiscountFormScreen';
import { DiscountsScreen } from './DiscountsScreen';

setupMockApi();
beforeEach(() => server.use(...discountHandlers()));
afterEach(() => server.events.removeAllListeners());

const location = () => screen.getByTestId('location');

async function rows() {
  const table = await screen.findByRole('table', { name: 'Discounts' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

function renderList(route = '/admin/discount') {
  return renderWithProviders(<DiscountsScreen />, {
    role: 'Administrator',
    route,
    path: '/admin/discount',
  });
}

/** Records the input of every create or update call. */
function recordInputs() {
  const inputs: DiscountInput[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: { input?: DiscountInput };
    };
    if (body.operationName === 'CreateDiscount' || body.operationName === 'UpdateDiscount') {
      inputs.push(body.variables!.input!);
    }
  });
  return inputs;
}

describe('DiscountsScreen', () => {
  it('lists discounts with their percent, type and time', async () => {
    server.use(
      ...discountHandlers([
        makeDiscount({
          id: '2',
          name: 'Welcome offer',
          discount: 5,
          type: 'time_amount',
          effective_time: 30,
          start_time: null,
          end_time: null,
        }),
        makeDiscount({ id: '1' }),
      ]),
    );
    renderList();
    const [welcome, summer] = await rows();
    expect(welcome).toHaveTextContent('Welcome offer5%Time amount30 days');
    expect(summer).toHaveTextContent('Summer sale10%TimelineJun 01, 2024 – Jun 07, 2024');
  });

  it('goes back one page when the last row of a page is deleted (spec 1 §4)', async () => {
    renderList('/admin/discount?page=2');
    expect(await rows()).toHaveLength(3);
    for (const name of ['Welcome offer 3', 'Back to school 2']) {
      await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this discount?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    }
    expect(location()).toHaveTextContent('/admin/discount?page=2');
    expect(await rows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Summer sale 1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this discount?' });
    const empty = watchForText('No discounts yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText(MESSAGES.deleteSuccess)).not.toHaveLength(0);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/discount$/));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Discounts' }))
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(20),
    );
    // The emptied page never flashes the empty state: a skeleton shows until page 1 arrives.
    expect(empty.seen()).toBe(false);
    empty.stop();
  });

  it('shows no discounts and a failed load', async () => {
    server.use(...emptyDiscountHandlers());
    const { unmount } = renderList();
    expect(await screen.findByText('No discounts yet.')).toBeInTheDocument();
    unmount();
    server.use(discountFailure('Discounts', 'Discounts are unavailable'));
    renderList();
    expect(await screen.findByText('Discounts are unavailable')).toBeInTheDocument();
  });

  it('goes to the create form', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Discount' }));
    // A navigation runs as a router transition: the address may change a render later.
    await waitFor(() => expect(location()).toHaveTextContent('/admin/discount/create'));
  });
});

describe('DiscountFormScreen', () => {
  function renderForm(route = '/admin/discount/create', path = '/admin/discount/create') {
    return renderWithProviders(<DiscountFormScreen />, { role: 'Administrator', route, path });
  }

  it('asks for a name, a discount and a date range, or the days of a time amount', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.discountNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.discountRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.discountRangeRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Time amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.discountTimeRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.discountRangeRequired)).toBeNull();
  });

  it('keeps the discount between 1 and 100', async () => {
    renderForm();
    const percent = screen.getByRole('spinbutton', { name: 'Discount (%)' });
    await userEvent.type(percent, '101');
    await userEvent.tab();
    expect(await screen.findByText(RULE_MESSAGES.discountRange)).toBeInTheDocument();
    await userEvent.clear(percent);
    await userEvent.type(percent, '12.345');
    await userEvent.tab();
    expect(await screen.findByText(RULE_MESSAGES.discountRange)).toBeInTheDocument();
  });

  it('creates a timeline discount of 12.5% with its days sent as the start of a UTC day', async () => {
    const inputs = recordInputs();
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring sale');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Discount (%)' }), '12.5');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Create Discount is successful!')).toBeInTheDocument();
    expect(inputs).toEqual([
      {
        name: 'Spring sale',
        discount: 12.5,
        type: 'timeline',
        effective_time: null,
        start_time: '2026-03-01T00:00:00.000Z',
        end_time: '2026-03-31T00:00:00.000Z',
      },
    ]);
    await waitFor(() => expect(location()).toHaveTextContent('/admin/discount'));
  });

  it('edits a discount into a time amount: Update Discount is successful!', async () => {
    const inputs = recordInputs();
    renderForm('/admin/discount/edit/1', '/admin/discount/edit/:id');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Summer sale 1'));
    expect(screen.getByLabelText('Start date')).toHaveValue('2024-01-15');
    await userEvent.click(screen.getByRole('radio', { name: 'Time amount' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Time (days)' }), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.updateDiscountSuccess)).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({
      type: 'time_amount',
      effective_time: 14,
      start_time: null,
      end_time: null,
    });
  });

  it('reports a discount that does not exist', async () => {
    renderForm('/admin/discount/edit/999', '/admin/discount/edit/:id');
    expect(await screen.findByText(RULE_MESSAGES.discountNotFound)).toBeInTheDocument();
  });
});
