import { useMemo } from 'react';
import {
  MESSAGES,
  readTemplateValue,
  templateNameOf,
  templateSettingName,
  type OrderFieldMapping,
} from '@podoffice/domain';
import type { MappingOrderFieldsModalProps, OrderImportTemplate } from '@podoffice/ui';
import { errorMessage } from '../../../api/baseApi';
import { useOrderImportTemplatesQuery, useSaveOrderImportTemplateMutation } from '../../api';

/**
 * A site's order import templates for Mapping Order Fields: its settings named
 * order_import_setting_<name> whose value reads as a mapping, and Add item's save.
 */
export function useOrderImportTemplates(
  siteId: string,
): Pick<
  MappingOrderFieldsModalProps,
  | 'templates'
  | 'templatesLoading'
  | 'templatesError'
  | 'onSaveTemplate'
  | 'savingTemplate'
  | 'saveTemplateError'
> {
  const list = useOrderImportTemplatesQuery({ site_id: siteId });
  const [save, saving] = useSaveOrderImportTemplateMutation();
  const templates = useMemo(
    () =>
      (list.data?.getSiteSettings ?? []).flatMap((setting): OrderImportTemplate[] => {
        const name = templateNameOf(setting.name);
        const mapping = name === null ? null : readTemplateValue(setting.value);
        return name !== null && mapping ? [{ name, mapping }] : [];
      }),
    [list.data],
  );
  return {
    templates,
    templatesLoading: list.isFetching,
    templatesError: list.isError
      ? `Error: ${errorMessage(list.error, MESSAGES.somethingWrong)}`
      : undefined,
    onSaveTemplate: (name: string, mapping: OrderFieldMapping) =>
      void save({
        input: { site_id: siteId, name: templateSettingName(name), value: JSON.stringify(mapping) },
      }),
    savingTemplate: saving.isLoading,
    saveTemplateError: saving.isError
      ? errorMessage(saving.error, MESSAGES.somethingWrong)
      : undefined,
  };
}
