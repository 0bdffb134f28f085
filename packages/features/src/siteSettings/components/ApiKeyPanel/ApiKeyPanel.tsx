import { useState } from 'react';
import { Button, ConfirmDialog, FormField, TextInput } from '@podoffice/ui';
import { Actions, Explanation, KeyInput, Panel } from './ApiKeyPanel.styles';

export interface ApiKeyPanelProps {
  /** The site the key belongs to, named in the field's label. */
  siteTitle: string;
  /** The key, or null when the site has none yet (or the viewer may not read it). */
  apiKey: string | null;
  /** Whether the viewer owns the site: only the owner generates a key; others only read it. */
  owned: boolean;
  /** Generates a new key; the button stays busy until the promise settles. */
  onGenerate: () => Promise<unknown>;
}

/**
 * The order API key of an offline site (Generate Api key): an outside system sends
 * orders to the site with it. The owner and Administrators read it (canReadSiteApiKey); only the
 * owner generates a new one, after a confirmation, which stops the old one working.
 */
export function ApiKeyPanel({ siteTitle, apiKey, owned, onGenerate }: ApiKeyPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [generating, setGenerating] = useState(false);

  const keyField = (
    <KeyInput>
      <FormField
        label={`API key of ${siteTitle}`}
        help={apiKey ? undefined : 'This site has no API key yet.'}
      >
        <TextInput readOnly value={apiKey ?? ''} />
      </FormField>
    </KeyInput>
  );

  if (!owned) {
    return (
      <Panel>
        <Explanation>
          Orders reach {siteTitle} through the order API with this key. Only the site&apos;s owner
          can generate a new one.
        </Explanation>
        {keyField}
      </Panel>
    );
  }

  const generate = async () => {
    setGenerating(true);
    try {
      await onGenerate();
    } catch {
      // The failure is already announced (a toast); the current key stays.
    } finally {
      setGenerating(false);
      setConfirming(false);
    }
  };

  return (
    <Panel>
      <Explanation>
        Send orders to {siteTitle} through the order API with this key. Keep it secret: anyone who
        has it can send orders in your name.
      </Explanation>
      {keyField}
      <Actions>
        <Button
          variant="primary"
          loading={generating && !confirming}
          onClick={() => (apiKey ? setConfirming(true) : void generate())}
        >
          {apiKey ? 'Generate a new key' : 'Generate Api key'}
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title="Generate a new API key?"
        message={`The current key of ${siteTitle} stops working at once.`}
        confirmLabel="Generate"
        danger
        loading={generating}
        onConfirm={() => void generate()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
