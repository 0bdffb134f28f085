import { useParams } from 'react-router-dom';
import { MESSAGES } from '@podoffice/domain';
import { Alert, Button, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useCatalogProductTypeQuery } from '../api';
import { CatalogDetail } from '../components/CatalogDetail/CatalogDetail';
import { useCatalogExport } from './useCatalogExport';

/**
 * A catalog product type (/catalog/:id; users flagged is_special): its variant picker, costs,
 * shipping info and design guideline, with Export (the type's variants as a CSV download).
 */
export function CatalogDetailScreen() {
  const { id = '' } = useParams();
  const type = useCatalogProductTypeQuery({ id });
  const exporter = useCatalogExport();

  if (type.error) {
    return (
      <Alert
        variant="error"
        title="The product type could not be loaded"
        action={<Button onClick={() => void type.refetch()}>Retry</Button>}
      >
        {errorMessage(type.error, MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  if (!type.currentData) return <Skeleton lines={8} label="Loading the product type" />;
  return (
    <CatalogDetail
      type={type.currentData.productTypeById}
      onExport={() => void exporter.run([id])}
      exporting={exporter.exporting}
    />
  );
}
