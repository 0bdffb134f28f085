import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  MESSAGES,
  PRODUCT_TYPE_MESSAGES as M,
  bulkPrice,
  canListPartnerFulfillments,
  canManageProductTypes,
  missingVariants,
  optionKey,
  optionOf,
  validateVariants,
  variantOptions,
  type BulkPriceInput,
  type ProductTypeVariantDraft,
  type VariantSaveError,
} from '@podoffice/domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Skeleton,
  VariantGrid,
  applyVariantChange,
  moveVariant,
  variantRowId,
  type VariantGridChange,
} from '@podoffice/ui';
import { errorMessage, type ApiError } from '../../api/baseApi';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';
import { useLeaveWarning } from '../../shared/useLeaveWarning';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useLazyVariantPartnerCatalogQuery,
  useProductTypeVariantsQuery,
  useSaveProductTypeVariantsMutation,
  useVariantPartnersQuery,
} from '../api/variants';
import { VariantToolbar } from '../components/VariantTools/VariantToolbar';
import type {
  MappingCatalog,
  MappingChoice,
} from '../components/VariantTools/MappingPrintAreasModal';
import type { SelectVariantsAction } from '../components/VariantTools/SelectVariantsModal';
import { Page, Toolbar } from './ProductTypesScreen.styles';
import {
  catalogBlanks,
  colorAttributeOf,
  currentPartnerMapping,
  gridColumnsOf,
  mapPartnerPrintAreas,
  matchPartnerVariants,
  partnerOptionsOf,
  partnerPrintAreas,
  removeRows,
  rulesTypeOf,
  setActive,
  setPrintAreasByOption,
  toSaveInput,
  type VariantGridType,
  type VariantPartner,
} from './variantEdits';

// The modals load on their first opening: the route's chunk carries the grid only (DESIGN.md's
// 50 kB budget per route), and most visits edit cells without opening one.
const BulkPriceModal = lazy(() => import('../components/VariantTools/BulkPriceModal'));
const PrintAreasByColorModal = lazy(
  () => import('../components/VariantTools/PrintAreasByColorModal'),
);
const MappingPrintAreasModal = lazy(
  () => import('../components/VariantTools/MappingPrintAreasModal'),
);
const SelectVariantsModal = lazy(() => import('../components/VariantTools/SelectVariantsModal'));

const LIST_PATH = '/admin/product-types';
const NO_PARTNERS: VariantPartner[] = [];

type Tool = 'price' | 'color' | 'mapping' | 'select';

/**
 * A product type's variants (/admin/product-types/:id/variants; Administrator, Listing): the variant
 * grid with its toolbar — Add print areas by Color attribute, Bulk edit price, Bulk edit
 * mapping print areas, Add all missing variants, Select Variants, Save — over the domain's rules
 * (bulkPrice, missingVariants, validateVariants). The whole grid is saved in one
 * createProductTypeVariant call; unsaved changes are marked and leaving asks first.
 */
export function ProductTypeVariantsScreen() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  // Always fresh on opening: the product type form may have changed its attributes or suppliers.
  const query = useProductTypeVariantsQuery({ id }, { refetchOnMountOrArgChange: true });
  const partners = useVariantPartnersQuery(undefined, {
    skip: !canListPartnerFulfillments(user),
  });

  if (query.error) {
    const error = query.error as ApiError;
    return (
      <Page>
        <PageBreadcrumbs trail={[{ label: 'Product types', to: LIST_PATH }]} current="Variants" />
        {error.code === 'NOT_FOUND' ? (
          <EmptyState
            title={M.notFound}
            description="It may have been deleted. Pick another one from the list."
          />
        ) : (
          <Alert
            variant="error"
            title="The variants could not be loaded"
            action={<Button onClick={() => void query.refetch()}>Retry</Button>}
          >
            {errorMessage(query.error, MESSAGES.somethingWrong)}
          </Alert>
        )}
      </Page>
    );
  }
  if (!query.currentData) {
    return (
      <Page>
        <PageBreadcrumbs trail={[{ label: 'Product types', to: LIST_PATH }]} current="Variants" />
        <Skeleton lines={8} label="Loading the variants" />
      </Page>
    );
  }
  return (
    <VariantsEditor
      key={query.currentData.productTypeById.id}
      type={query.currentData.productTypeById}
      partners={partners.data?.partnerFulfillments ?? NO_PARTNERS}
      canManage={canManageProductTypes(user)}
    />
  );
}

interface VariantsEditorProps {
  type: VariantGridType;
  partners: readonly VariantPartner[];
  canManage: boolean;
}

function VariantsEditor({ type, partners, canManage }: VariantsEditorProps) {
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState<readonly ProductTypeVariantDraft[]>(type.variants);
  const [rows, setRows] = useState<readonly ProductTypeVariantDraft[]>(type.variants);
  const [errors, setErrors] = useState<VariantSaveError[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [tool, setTool] = useState<Tool | null>(null);
  const [changedRows, setChangedRows] = useState(0);
  const [saveVariants, saving] = useSaveProductTypeVariantsMutation();
  const [readCatalog, catalogRead] = useLazyVariantPartnerCatalogQuery();
  // A catalogue is read once a session per partner (the server keeps it for a minute too).
  const onPartnerChange = useCallback(
    (partnerId: string) => void readCatalog({ id: partnerId }, true),
    [readCatalog],
  );
  const catalogHits = catalogRead.currentData?.partnerCatalogs.hits;
  const catalog = useMemo<MappingCatalog>(() => {
    if (catalogRead.isError) {
      return {
        status: 'error',
        message: errorMessage(catalogRead.error, MESSAGES.somethingWrong),
      };
    }
    return catalogHits
      ? { status: 'ready', blanks: catalogBlanks(catalogHits) }
      : { status: 'loading' };
  }, [catalogRead.isError, catalogRead.error, catalogHits]);

  const dirty = rows !== saved && (changedRows > 0 || rows.length !== saved.length);
  // A new load of the type (another tab saved, the cache was refreshed) replaces the grid only
  // while nothing is being edited.
  useEffect(() => {
    if (!dirty) {
      setSaved(type.variants);
      setRows(type.variants);
    }
    // Only a new load is a reason to look again, not an edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type.variants]);

  const rulesType = useMemo(() => rulesTypeOf(type), [type]);
  // The skus saved now pass as they are: one stored before the sku rule is read-only here.
  const storedSkus = useMemo(() => new Set(saved.map((v) => v.sku)), [saved]);
  const columns = useMemo(() => gridColumnsOf(type), [type]);
  const partnerOptions = useMemo(() => partnerOptionsOf(partners), [partners]);
  const colorAttribute = useMemo(() => colorAttributeOf(type.attributes), [type.attributes]);
  const mappingPartners = useMemo(
    () =>
      partners.map((p) => ({
        id: p.id,
        name: p.name,
        printAreas: partnerPrintAreas(p.print_areas),
      })),
    [partners],
  );

  // After a refused save the row messages follow the edits: a fixed row loses its message.
  useEffect(() => {
    if (errors === null) return;
    const result = validateVariants(rows, rulesType, storedSkus);
    setErrors(result.ok ? null : result.errors);
    // Only the rows' edits re-check; the check itself sets the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, rulesType, storedSkus]);

  const say = useCallback(
    (type: 'success' | 'info' | 'warning' | 'error', message: string) =>
      dispatch(notify({ type, message })),
    [dispatch],
  );

  const onChange = useCallback(
    (change: VariantGridChange) => setRows((current) => applyVariantChange(current, change)),
    [],
  );
  const onReorder = useCallback(
    (from: number, to: number) => setRows((current) => moveVariant(current, from, to)),
    [],
  );

  const addMissing = () => {
    const result = missingVariants(rulesType, rows);
    const kind = {
      added: 'success',
      none: 'info',
      noAttribute: 'warning',
      tooMany: 'error',
    } as const;
    say(kind[result.status], result.message);
    if (result.variants.length > 0) setRows((current) => [...current, ...result.variants]);
  };

  /** Keeps a bulk edit to the rows of Select Variants when some are selected. */
  const withinSelection = (next: readonly ProductTypeVariantDraft[]) =>
    selected.size === 0
      ? next
      : next.map((row, i) => (selected.has(variantRowId(rows[i]!)) ? row : rows[i]!));

  const applyBulkPrice = (input: BulkPriceInput): string | null => {
    const result = bulkPrice(rows, input);
    if (result.error) return result.error;
    const next = withinSelection(result.variants);
    const changed = next.filter((row, i) => row !== rows[i]).length;
    setRows(next);
    setTool(null);
    say('info', `Prices applied to ${changed.toLocaleString('en-US')} variant(s)`);
    return null;
  };

  const applyPrintAreas = (areasByOption: Record<string, string[]>) => {
    if (!colorAttribute) return;
    const result = setPrintAreasByOption(
      rows,
      colorAttribute,
      areasByOption,
      columns.printAreas.map((a) => a.id),
    );
    setRows(result.variants);
    setTool(null);
    say('info', `Print areas set on ${result.changed.toLocaleString('en-US')} variant(s)`);
  };

  const applyMapping = (partnerId: string, mapping: MappingChoice[], blank: string | null) => {
    const rowIds = selected.size > 0 ? selected : undefined;
    const mapped = mapPartnerPrintAreas(rows, partnerId, mapping, rowIds);
    setRows(mapped.variants);
    setTool(null);
    say('info', `Print area mapping set on ${mapped.changed.toLocaleString('en-US')} variant(s)`);
    if (blank === null || !catalogHits) return;
    const placements = [...new Set(mapping.map((m) => m.partnerKey).filter(Boolean))];
    const matched = matchPartnerVariants(
      mapped.variants,
      partnerId,
      catalogHits.filter((hit) => hit.blank === blank),
      type.attributes,
      placements,
      rowIds,
    );
    setRows(matched.variants);
    say(
      matched.unmatched > 0 ? 'warning' : 'info',
      `${blank}: partner variants set on ${matched.changed.toLocaleString('en-US')} variant(s)` +
        (matched.unmatched > 0
          ? `, ${matched.unmatched.toLocaleString('en-US')} without a print type of their colour and size`
          : ''),
    );
  };

  const applySelection = (action: SelectVariantsAction, picked: Set<string>) => {
    if (action === 'remove') {
      setRows((current) => removeRows(current, picked));
      setSelected(new Set());
    } else {
      setRows((current) => setActive(current, picked, action === 'activate'));
      setSelected(picked);
    }
    setTool(null);
  };

  const colorInitial = useMemo(() => {
    const initial = new Map<string, string[]>();
    if (tool !== 'color' || !colorAttribute) return initial;
    for (const option of colorAttribute.options) {
      const key = optionKey(option.name);
      const first = rows.find(
        (row) => optionOf(variantOptions(row.attributes), colorAttribute) === key,
      );
      initial.set(option.name, [...(first?.print_area_ids ?? [])]);
    }
    return initial;
  }, [tool, colorAttribute, rows]);

  const save = async () => {
    const result = validateVariants(rows, rulesType, storedSkus);
    if (!result.ok) {
      setErrors(result.errors);
      say('error', result.firstError.message);
      return;
    }
    setErrors(null);
    try {
      const data = await saveVariants({
        input: { productTypeId: type.id, variants: toSaveInput(result.variants) },
      }).unwrap();
      setSaved(data.createProductTypeVariant);
      setRows(data.createProductTypeVariant);
      setSelected(new Set());
      say('success', M.variantsSaved);
    } catch {
      // The failure's own text is already shown: every refused call toasts its first message.
    }
  };

  const leaving = useLeaveWarning(dirty);

  return (
    <Page>
      <PageBreadcrumbs
        trail={[{ label: 'Product types', to: LIST_PATH }]}
        current={`Variants of ${type.title} (${type.sku})`}
      />
      {canManage && (
        <Toolbar>
          <VariantToolbar
            showPrintAreasByColor={colorAttribute !== undefined}
            showMapping={partners.length > 0}
            unsaved={dirty}
            saving={saving.isLoading}
            onPrintAreasByColor={() => setTool('color')}
            onBulkPrice={() => setTool('price')}
            onMapping={() => setTool('mapping')}
            onAddMissing={addMissing}
            onSelectVariants={() => setTool('select')}
            onSave={() => void save()}
          />
        </Toolbar>
      )}
      {selected.size > 0 && (
        <Alert
          variant="info"
          action={<Button onClick={() => setSelected(new Set())}>Clear selection</Button>}
        >
          {`${selected.size.toLocaleString('en-US')} variant(s) selected: Bulk edit price and mapping change these only.`}
        </Alert>
      )}
      {rows.length === 0 ? (
        <EmptyState
          title="No variants yet"
          description="Add all missing variants makes one for every combination of the attributes' options."
          action={
            canManage && (
              <Button variant="primary" onClick={addMissing}>
                Add all missing variants
              </Button>
            )
          }
        />
      ) : (
        <VariantGrid
          aria-label={`Variants of ${type.title}`}
          variants={rows}
          savedVariants={saved}
          suppliers={columns.suppliers}
          carriers={columns.carriers}
          printAreas={columns.printAreas}
          partners={partnerOptions}
          errors={errors ?? undefined}
          onChange={onChange}
          onReorder={onReorder}
          onUnsavedCountChange={setChangedRows}
          // While the grid is saved it stays as sent: the answer replaces it.
          readOnly={!canManage || saving.isLoading}
        />
      )}
      <Suspense fallback={null}>
        {tool === 'price' && (
          <BulkPriceModal
            open
            attributes={type.attributes}
            carriers={columns.carriers}
            hasSuppliers={columns.suppliers.length > 0}
            onApply={applyBulkPrice}
            onClose={() => setTool(null)}
          />
        )}
        {tool === 'color' && colorAttribute && (
          <PrintAreasByColorModal
            open
            attribute={colorAttribute}
            printAreas={columns.printAreas}
            initial={colorInitial}
            onApply={applyPrintAreas}
            onClose={() => setTool(null)}
          />
        )}
        {tool === 'mapping' && (
          <MappingPrintAreasModal
            open
            partners={mappingPartners}
            printAreas={columns.printAreas}
            currentMapping={(partnerId) => currentPartnerMapping(rows, partnerId)}
            selectedCount={selected.size}
            catalog={catalog}
            onPartnerChange={onPartnerChange}
            onApply={applyMapping}
            onClose={() => setTool(null)}
          />
        )}
        {tool === 'select' && (
          <SelectVariantsModal
            open
            variants={rows}
            attributes={type.attributes}
            initial={selected}
            onDone={(picked) => {
              setSelected(picked);
              setTool(null);
            }}
            onAction={applySelection}
            onClose={() => setTool(null)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        {...leaving.dialog}
        title="Leave without saving?"
        message="The changes to these variants are not saved yet; leaving drops them."
        confirmLabel="Leave"
        cancelLabel="Stay"
        danger
      />
    </Page>
  );
}
