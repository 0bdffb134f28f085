// The host's development build (React's development build, StrictMode on, as every React
// template starts): StrictMode mounts, unmounts and mounts again, which once closed POD Office's
// dialogs as soon as they opened. The tarball layer opens and closes each one here in Chromium.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfirmDialog, Drawer, Modal, PodThemeProvider } from '@podoffice/ui';

let effectRuns = 0;

function Dialogs() {
  const [open, setOpen] = useState<'drawer' | 'modal' | 'confirm' | null>(null);
  const close = () => setOpen(null);
  // StrictMode's second run in development shows here as 2 (1 in a production build).
  useEffect(() => {
    effectRuns += 1;
    document.body.dataset.effectRuns = String(effectRuns);
  }, []);
  return (
    <PodThemeProvider>
      <Button onClick={() => setOpen('drawer')}>Open drawer</Button>
      <Button onClick={() => setOpen('modal')}>Open modal</Button>
      <Button onClick={() => setOpen('confirm')}>Open confirm</Button>
      <Drawer open={open === 'drawer'} onClose={close} title="Make a Deposit">
        <p>Deposit form</p>
      </Drawer>
      <Modal open={open === 'modal'} onClose={close} title="Delete site">
        <p>Delete the site?</p>
      </Modal>
      <ConfirmDialog
        open={open === 'confirm'}
        title="Fetch the variants?"
        onConfirm={close}
        onCancel={close}
      />
    </PodThemeProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <Dialogs />
  </StrictMode>,
);
