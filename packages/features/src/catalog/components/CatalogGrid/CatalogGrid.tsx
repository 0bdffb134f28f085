import { Link } from 'react-router-dom';
import { Alert, Button, Checkbox, EmptyState, Pagination, Skeleton } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import type { CatalogCardFieldsFragment } from '../../api/Catalog.generated';
import { CardRoot, Footer, Grid, Meta, Picture, Row, TagLabel, Title } from './CatalogGrid.styles';

/** A picture the browser can load: the server gives full addresses; anything else shows the sku. */
const pictureOf = (type: CatalogCardFieldsFragment) =>
  [type.mockup, ...type.images].find((src): src is string => Boolean(src && /^https?:/.test(src)));

export interface CatalogCardProps {
  type: CatalogCardFieldsFragment;
  /** The detail page's address. */
  href: string;
  selected: boolean;
  onToggle: (id: string) => void;
}

/** One product type of the catalog: picture, tag, title (to the detail), sku and a select box. */
export function CatalogCard({ type, href, selected, onToggle }: CatalogCardProps) {
  const picture = pictureOf(type);
  return (
    <CardRoot aria-label={type.title}>
      <Picture>{picture ? <img src={picture} alt="" loading="lazy" /> : type.sku}</Picture>
      {type.tag && <TagLabel $tag={type.tag}>{type.tag}</TagLabel>}
      <Title>
        <Link to={href}>{type.title}</Link>
      </Title>
      <Row>
        <Meta>
          SKU {type.sku} · {type.totalVariant} variant{type.totalVariant === 1 ? '' : 's'}
        </Meta>
        <Checkbox
          aria-label={`Select ${type.title}`}
          checked={selected}
          onChange={() => onToggle(type.id)}
        />
      </Row>
    </CardRoot>
  );
}

export interface CatalogGridProps extends PagedTableProps {
  types: readonly CatalogCardFieldsFragment[];
  /** The detail page's address of a type. */
  hrefOf: (id: string) => string;
  /** Ids of the cards selected for export. */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** What the empty state says (no types, or none matching the search). */
  emptyMessage?: string;
}

/** The catalog's card grid, 20 a page, with skeleton cards, an empty state and an error with Retry. */
export function CatalogGrid({
  types,
  hrefOf,
  selected,
  onToggle,
  total,
  page,
  pageSize = 20,
  onPageChange,
  loading,
  error,
  onRetry,
  emptyAction,
  emptyMessage = 'No product types in the catalog yet.',
}: CatalogGridProps) {
  if (error) {
    return (
      <Alert
        variant="error"
        title="The catalog could not be loaded"
        action={onRetry && <Button onClick={onRetry}>Retry</Button>}
      >
        {error}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Grid aria-busy="true" aria-label="Loading the catalog">
        {Array.from({ length: 8 }, (_, i) => (
          <CardRoot key={i}>
            <Skeleton variant="block" height={160} />
            <Skeleton lines={2} />
          </CardRoot>
        ))}
      </Grid>
    );
  }
  if (types.length === 0) return <EmptyState title={emptyMessage} action={emptyAction} />;
  return (
    <>
      <Grid aria-label="Catalog">
        {types.map((type) => (
          <CatalogCard
            key={type.id}
            type={type}
            href={hrefOf(type.id)}
            selected={selected.has(type.id)}
            onToggle={onToggle}
          />
        ))}
      </Grid>
      <Footer>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onChange={onPageChange}
          showTotal
          aria-label="Catalog pages"
        />
      </Footer>
    </>
  );
}
