import { and, eq, like } from 'drizzle-orm';
import {
  ORDER_IMPORT_TEMPLATE_PREFIX,
  ORDER_IMPORT_TEMPLATES_MAX,
  ORDER_MAPPING_MESSAGES as M,
  readTemplateValue,
  templateNameError,
  templateNameOf,
  templateSettingName,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { badInput } from '../errors';

/** Whether createSiteSetting is given an order import template (spec 2 §3 Site setting). */
export const isTemplateSetting = (name: string) => templateNameOf(name) !== null;

/**
 * A new order import template of a site (the New Template modal of Mapping Order Fields, spec 2
 * §5): a name the site has not used ('Template already exists'; never 'Woo', the default that is
 * not saved) and a value that maps known fields to column names. Templates are added, not
 * replaced: the unique (site, name) index keeps two saves of one name at once to one row.
 */
export async function createOrderImportTemplate(
  db: Executor,
  siteId: number,
  settingName: string,
  rawValue: string,
  now: Date,
): Promise<{ site_id: number; name: string; value: string }> {
  const templateName = templateNameOf(settingName) ?? '';
  const existing = await db
    .select({ name: siteSettings.name })
    .from(siteSettings)
    .where(
      and(
        eq(siteSettings.siteId, siteId),
        like(siteSettings.name, `${ORDER_IMPORT_TEMPLATE_PREFIX}%`),
      ),
    );
  const problem = templateNameError(
    templateName,
    existing.map((row) => templateNameOf(row.name) ?? ''),
  );
  if (problem) throw badInput(problem);
  if (existing.length >= ORDER_IMPORT_TEMPLATES_MAX) throw badInput(M.tooManyTemplates);
  const mapping = readTemplateValue(rawValue);
  if (!mapping || Object.keys(mapping).length === 0) throw badInput(M.templateInvalid);
  const name = templateSettingName(templateName);
  const value = JSON.stringify(mapping);
  const saved = await db
    .insert(siteSettings)
    .values({ siteId, name, value, updatedAt: now })
    .onConflictDoNothing({ target: [siteSettings.siteId, siteSettings.name] })
    .returning({ id: siteSettings.id });
  if (saved.length === 0) throw badInput(M.templateExists);
  return { site_id: siteId, name, value };
}
