import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_TYPE_MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { catalogFailure, catalogHandlers, makeCatalogType } from '../mocks';
import { CatalogDetailScreen } from './CatalogDetailScreen';

setupMockApi();
beforeEach(() => server.use(...catalogHandlers()));

const renderDetail = (id = '1') =>
  renderWithProviders(<CatalogDetailScreen />, {
    role: 'Seller',
    route: `/catalog/${id}`,
    path: '/catalog/:id',
  });

describe('CatalogDetailScreen', () => {
  it('shows the type with the lowest costs until a variant is chosen', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Classic T-Shirt' });
    const facts = within(screen.getByLabelText('Product type'));
    expect(facts.getByText('TEE')).toBeInTheDocument();
    expect(facts.getByText('from $8.50')).toBeInTheDocument();
    expect(facts.getByText('from $19.99')).toBeInTheDocument();
    // Shipping info, with a 0 carrier price as Free (spec 2 §9), and the design guideline.
    expect(screen.getByText('USPS $4.50, UPS Free')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'href',
      'https://templates.podoffice.test/tee.psd',
    );
  });

  it('shows an HTML description as sanitised text, not as its markup', async () => {
    server.use(
      ...catalogHandlers(
        undefined,
        makeCatalogType({
          description:
            '<p>Classic T-Shirt in <strong>soft cotton</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        }),
      ),
    );
    const { container } = renderDetail();
    await screen.findByRole('heading', { name: 'Classic T-Shirt' });
    expect(screen.getByText('soft cotton').tagName).toBe('STRONG');
    expect(screen.queryByText(/<p>/)).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('disables options without a variant and shows the chosen variant', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Classic T-Shirt' });
    const color = within(screen.getByRole('group', { name: 'Color' }));
    const size = within(screen.getByRole('group', { name: 'Size' }));
    await userEvent.click(color.getByRole('button', { name: 'Red' }));
    expect(size.getByRole('button', { name: 'L' })).toBeDisabled();
    await userEvent.click(size.getByRole('button', { name: 'M' }));
    const chosen = within(screen.getByLabelText('Chosen variant'));
    expect(chosen.getByText('TEE-RED-M')).toBeInTheDocument();
    expect(chosen.getByText('$11.50')).toBeInTheDocument();
    expect(chosen.getByText('$25.99')).toBeInTheDocument();
    expect(chosen.getByText('$4.50')).toBeInTheDocument();
    expect(chosen.getByText('$2.00')).toBeInTheDocument();
    // Picking the chosen option again clears it.
    await userEvent.click(size.getByRole('button', { name: 'M' }));
    expect(screen.getByLabelText('Product type')).toBeInTheDocument();
  });

  it('leaves inactive variants out of the picker', async () => {
    const type = makeCatalogType();
    server.use(
      ...catalogHandlers(undefined, {
        ...type,
        variants: type.variants.map((v) =>
          v.sku === 'TEE-RED-S' ? { ...v, is_active: false } : v,
        ),
      }),
    );
    renderDetail();
    await screen.findByRole('heading', { name: 'Classic T-Shirt' });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'S' }),
    );
    expect(
      within(screen.getByRole('group', { name: 'Color' })).getByRole('button', { name: 'Red' }),
    ).toBeDisabled();
  });

  it('exports the type from its Export button', async () => {
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.href);
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicks).toEqual([expect.stringMatching(/catalog\/1\.csv$/)]));
  });

  it("shows the server's message when the export is refused", async () => {
    server.use(catalogFailure('ExportCatalog', SERVER_MESSAGES.forbidden));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
  });

  it('shows not found for an unknown id', async () => {
    renderDetail('999');
    expect(await screen.findByText(PRODUCT_TYPE_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    server.use(catalogFailure('CatalogProductType', 'Server unavailable'));
    renderDetail();
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
  });
});
