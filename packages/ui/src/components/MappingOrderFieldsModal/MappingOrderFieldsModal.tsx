import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ORDER_MAPPING_FIELDS,
  WOO_TEMPLATE,
  WOO_TEMPLATE_NAME,
  applyTemplate,
  guessOrderMapping,
  orderMappingErrors,
  templateNameError,
  type OrderFieldMapping,
  type OrderMappingKey,
} from '@podoffice/domain';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Modal } from '../Modal';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { Fields, Form, NewTemplate, TemplateRow } from './MappingOrderFieldsModal.styles';

/** A saved order import template: its name and which column fills which field. */
export interface OrderImportTemplate {
  name: string;
  mapping: OrderFieldMapping;
}

export interface MappingOrderFieldsModalProps {
  open: boolean;
  /** Cancel, Escape or the close button: nothing is read. */
  onClose: () => void;
  /** The file's column names, as its first row spells them. */
  headers: readonly string[];
  /** The site's saved templates (the Woo default is always offered besides them). */
  templates: readonly OrderImportTemplate[];
  templatesLoading?: boolean;
  /** The templates could not be loaded (the mapping still works without them). */
  templatesError?: ReactNode;
  /** Save the mapping as it stands under a new name (checked first: required, unique, not Woo). */
  onSaveTemplate: (name: string, mapping: OrderFieldMapping) => void;
  savingTemplate?: boolean;
  /** The server refused the template, e.g. 'Template already exists'. */
  saveTemplateError?: ReactNode;
  /** Called with a mapping whose required fields all have a column of the file. */
  onSubmit: (mapping: OrderFieldMapping) => void;
}

/**
 * "Mapping Order Fields" of a CSV order import: which column of a
 * shop's order export fills each field of an order. The defaults are guessed from the headers; a
 * template (the Woo default, or one the site saved with Add item) overrides them where the file
 * has its columns. Continue refuses until every required field has a column, each with its own
 * message ('Please select order origin id field!' …).
 */
export function MappingOrderFieldsModal(props: MappingOrderFieldsModalProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title="Mapping Order Fields" width={720}>
      {/* A new file starts from its own guesses. */}
      <MappingBody key={props.headers.join('\u0000')} {...props} />
    </Modal>
  );
}

function MappingBody({
  onClose,
  headers,
  templates,
  templatesLoading = false,
  templatesError,
  onSaveTemplate,
  savingTemplate = false,
  saveTemplateError,
  onSubmit,
}: MappingOrderFieldsModalProps) {
  const [mapping, setMapping] = useState<OrderFieldMapping>(() => guessOrderMapping(headers));
  const [template, setTemplate] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<OrderMappingKey, string>>>({});
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const saved = templates.map((t) => t.name);
  // A template just saved is selected once the site's list has it.
  if (savedName && saved.includes(savedName)) {
    setSavedName(null);
    setTemplate(savedName);
    setAdding(false);
    setName('');
  }

  const choose = (next: string | null) => {
    setTemplate(next);
    setErrors({});
    const chosen =
      next === WOO_TEMPLATE_NAME ? WOO_TEMPLATE : templates.find((t) => t.name === next)?.mapping;
    setMapping(chosen ? applyTemplate(chosen, headers) : guessOrderMapping(headers));
  };

  const saveTemplate = () => {
    const problem = templateNameError(name, saved);
    setNameError(problem);
    if (problem) return;
    setSavedName(name.trim());
    onSaveTemplate(name.trim(), mapping);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = orderMappingErrors(mapping, headers);
    setErrors(Object.fromEntries(problems.map((p) => [p.key, p.message])));
    if (problems.length === 0) onSubmit(mapping);
  };

  const columns = headers.filter((h) => h.trim()).map((h) => ({ value: h, label: h }));
  const problemCount = Object.keys(errors).length;
  return (
    <Form onSubmit={submit} noValidate>
      <TemplateRow>
        <FormField label="Template" name="template">
          <Select<string>
            options={[WOO_TEMPLATE_NAME, ...saved].map((n) => ({ value: n, label: n }))}
            value={template}
            clearable
            clearLabel="No template: the guesses from the headers"
            loading={templatesLoading}
            placeholder="Guessed from the headers"
            onChange={choose}
          />
        </FormField>
        <Button type="button" onClick={() => setAdding(true)} disabled={adding}>
          Add item
        </Button>
      </TemplateRow>
      {templatesError ? <Alert variant="warning">{templatesError}</Alert> : null}
      {adding ? (
        <NewTemplate>
          <legend>New Template</legend>
          <FormField label="Template name" name="templateName" required error={nameError}>
            <TextInput
              value={name}
              maxLength={80}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              onKeyDown={(event) => {
                // Enter saves the template, not the whole mapping.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  saveTemplate();
                }
              }}
            />
          </FormField>
          <span>Saves the columns chosen below for this site’s next files.</span>
          {saveTemplateError ? <Alert variant="error">{saveTemplateError}</Alert> : null}
          <TemplateRow>
            <span />
            <Button
              type="button"
              onClick={() => {
                setAdding(false);
                setNameError(null);
                setSavedName(null);
              }}
            >
              Cancel
            </Button>
            <Button type="button" variant="primary" loading={savingTemplate} onClick={saveTemplate}>
              Save template
            </Button>
          </TemplateRow>
        </NewTemplate>
      ) : null}
      <Fields role="group" aria-label="Columns of the file">
        {ORDER_MAPPING_FIELDS.map((field) => (
          <FormField
            key={field.key}
            label={field.label}
            name={field.key}
            required={field.required !== null}
            error={errors[field.key]}
          >
            <Select<string>
              options={columns}
              value={mapping[field.key] ?? null}
              clearable
              clearLabel={`No column for ${field.label}`}
              searchable
              placeholder="Select a column"
              invalid={Boolean(errors[field.key])}
              onChange={(column) => {
                setMapping((m) => ({ ...m, [field.key]: column ?? undefined }));
                setErrors(({ [field.key]: _fixed, ...rest }) => rest);
              }}
            />
          </FormField>
        ))}
      </Fields>
      {problemCount > 0 ? (
        <Alert variant="warning">
          {problemCount === 1 ? 'One field needs' : `${problemCount} fields need`} a column of the
          file.
        </Alert>
      ) : null}
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </Modal.Footer>
    </Form>
  );
}
