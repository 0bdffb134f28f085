import { DESIGN_MESSAGES, ORDER_MESSAGES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadDesignsDrawer, type UploadDesignsPrintFile } from './UploadDesignsDrawer';
import { openDialog } from '../../../../../.storybook/play';

// A 16 × 16 PNG (a dot on a light ground), inline so the stories need no network.
const DESIGN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAATElEQVR42mP48OkbSYgBjf9/CwMawqcBUzWmHgZM1fJx/+EIUw8DsmpkpZjaEBqwmo3LHgaCxqNZMqg1kOBpkoOVnIgjJ2mQk/iIQQA+TRRjE4YpOQAAAABJRU5ErkJggg==';

const FRONT: UploadDesignsPrintFile = {
  id: '41',
  title: 'Front',
  width: 4200,
  height: 4800,
  note: 'Centre the design, 300 dpi',
  fileId: 'file-front',
  fileUrl: DESIGN,
};
const BACK: UploadDesignsPrintFile = { id: '42', title: 'Back', width: 4200, height: 4800 };
const BACK_DESIGNED: UploadDesignsPrintFile = { ...BACK, fileId: 'file-back', fileUrl: DESIGN };

const meta = {
  title: 'UI/Orders/UploadDesignsDrawer',
  component: UploadDesignsDrawer,
  args: {
    open: true,
    onClose: fn(),
    orderId: 123,
    printFiles: [FRONT, BACK],
    onUpload: fn(),
    onSave: fn(),
  },
  argTypes: {
    printFiles: { control: false },
    progress: { control: false },
    errors: { control: false },
    uploaded: { control: false },
    uploadedLabel: { control: false },
    error: { control: 'text' },
    saveError: { control: 'text' },
    labelError: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof UploadDesignsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = (body: ReturnType<typeof within>) => body.getByRole('button', { name: 'Save' });

/** Two print areas, one with a design: Save waits for the other. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Upload Designs N000123' })).toBeVisible();
    await expect(body.getByRole('button', { name: /^Upload design for Front/ })).toBeVisible();
    await expect(body.getByRole('button', { name: /^Upload design for Back/ })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Design for Front' })).toBeVisible();
    await expect(body.getByText('No design yet')).toBeVisible();
    await expect(saveButton(body)).toBeDisabled();
  },
};

/** Every area has a design: Save sends them. */
export const AllDesigned: Story = {
  args: { printFiles: [FRONT, BACK_DESIGNED] },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(saveButton(body));
    await expect(args.onSave).toHaveBeenCalledWith({
      printFiles: [
        { id: '41', fileId: 'file-front' },
        { id: '42', fileId: 'file-back' },
      ],
      isReady: false,
    });
  },
};

/** A design just uploaded for Back completes the order; Mark the order ready goes with Save. */
export const NewDesignMarkedReady: Story = {
  args: {
    uploaded: { '42': { fileId: 'file-back-new', fileName: 'back-v2.png', previewUrl: DESIGN } },
    canMarkReady: true,
  },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText('New: back-v2.png')).toBeVisible();
    await userEvent.click(body.getByRole('checkbox', { name: 'Mark the order ready' }));
    await userEvent.click(saveButton(body));
    await expect(args.onSave).toHaveBeenCalledWith({
      printFiles: [
        { id: '41', fileId: 'file-front' },
        { id: '42', fileId: 'file-back-new' },
      ],
      isReady: true,
    });
  },
};

/** Back's design is on its way: its own progress bar. */
export const Uploading: Story = {
  args: { progress: { '42': 45 } },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(
      body.getByRole('progressbar', { name: 'Upload design for Back: progress' }),
    ).toHaveAttribute('value', '45');
    await expect(saveButton(body)).toBeDisabled();
  },
};

export const UploadFailed: Story = {
  args: { errors: { '42': ORDER_MESSAGES.uploadFailed } },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.uploadFailed);
    await expect(
      body.getByRole('button', { name: /^Upload design for Back/ }),
    ).toHaveAccessibleDescription(ORDER_MESSAGES.uploadFailed);
  },
};

/** A personalized or custom order: its designs are its own. */
export const Personalized: Story = {
  args: { personalized: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(
      body.getByRole('heading', { name: 'Personalized order: designs for this order only' }),
    ).toBeVisible();
  },
};

/** In production, fulfilled or cancelled: nothing can be uploaded or saved. */
export const Locked: Story = {
  args: { locked: true, printFiles: [FRONT, BACK_DESIGNED], labelUrl: DESIGN },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status')).toHaveTextContent(
      'Print files are locked once the order is in production, fulfilled or cancelled.',
    );
    for (const name of [/^Upload design for Front/, /^Upload design for Back/, /^Upload label/]) {
      await expect(body.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(saveButton(body)).toBeDisabled();
  },
};

/** The order has a label; a new one is being uploaded. */
export const WithLabel: Story = {
  args: { labelUrl: DESIGN, labelProgress: 70 },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('link', { name: 'View label' })).toHaveAttribute('href', DESIGN);
    await expect(body.getByRole('progressbar', { name: 'Upload label: progress' })).toBeVisible();
  },
};

export const Saving: Story = {
  args: { printFiles: [FRONT, BACK_DESIGNED], canMarkReady: true, saving: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(saveButton(body)).toHaveAttribute('aria-busy', 'true');
  },
};

export const SaveError: Story = {
  args: {
    printFiles: [FRONT, BACK_DESIGNED],
    saveError: 'Print files can no longer be changed: the order is in production.',
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('alert')).toHaveTextContent('the order is in production');
    await expect(saveButton(body)).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loading: true, printFiles: [] },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading print files' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { printFiles: [], error: 'Could not load the order', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('alert')).toHaveTextContent('Could not load the order');
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A .png picked for Front goes to the screen's upload, named for Front's print file. */
export const PickADesign: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const file = new File([new Uint8Array(64)], 'front.png', { type: 'image/png' });
    await userEvent.upload(body.getByLabelText('Upload design for Front: file'), file);
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith({ kind: 'printFile', id: '41' }, file),
    );
  },
};

/**
 * Every type §5 names gets through, whatever type the browser gives the file (none for a .psd or
 * a .dxf on many systems); the label also takes a .pdf.
 */
export const AcceptsEachType: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const back = body.getByLabelText('Upload design for Back: file');
    const files = [
      new File(['x'], 'back.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'back.tiff', { type: 'image/tiff' }),
      new File(['x'], 'back.psd', { type: '' }),
      new File(['x'], 'back.dxf', { type: '' }),
      new File(['x'], 'back.dxf', { type: 'application/dxf' }),
    ];
    for (const [index, file] of files.entries()) {
      await userEvent.upload(back, file);
      await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(index + 1));
      await expect(args.onUpload).toHaveBeenLastCalledWith({ kind: 'printFile', id: '42' }, file);
    }
    const label = new File(['x'], 'label.pdf', { type: 'application/pdf' });
    await userEvent.upload(body.getByLabelText('Upload label: file'), label);
    await waitFor(() => expect(args.onUpload).toHaveBeenLastCalledWith({ kind: 'label' }, label));
  },
};

/** A .gif is refused on its row with the reason; nothing is uploaded. */
export const RejectAGif: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const gif = new File([new Uint8Array(64)], 'front.gif', { type: 'image/gif' });
    // As a drop would bring it: the picker's own filter (the input's accept) is not in the way.
    await userEvent.upload(body.getByLabelText('Upload design for Front: file'), gif, {
      applyAccept: false,
    });
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'This type of file is not accepted',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** On a phone the drawer takes the screen's width and each row stacks. */
export const Phone: Story = {
  args: { canMarkReady: true },
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    // The test-runner's window (the drawer is a top-layer dialog: only the window sizes it).
    testViewport: { width: 390, height: 844 },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(
      Math.round(body.getByRole('dialog').getBoundingClientRect().width),
    ).toBeLessThanOrEqual(view.innerWidth);
    const link = body.getByRole('link', { name: 'Design for Front' }).getBoundingClientRect();
    const zone = body.getByRole('button', { name: /^Upload design for Front/ });
    if (view.innerWidth <= 600) {
      await expect(zone.getBoundingClientRect().top).toBeGreaterThan(link.bottom);
    }
  },
};

/**
 * Re-download print files (§5): a design's address per area; anything but an http(s) address says
 * 'File design is not url.' and nothing is sent; a good one is sent with its area.
 */
export const DownloadFromAddresses: Story = {
  args: { onDownload: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const front = body.getByRole('textbox', { name: 'Address of the Front design' });
    await userEvent.type(front, 'designs/front.png');
    await userEvent.click(body.getByRole('button', { name: 'Download' }));
    await expect(await body.findByText(DESIGN_MESSAGES.notUrl)).toBeVisible();
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.clear(front);
    await userEvent.type(front, 'https://cdn.example.com/front.png');
    await userEvent.click(body.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith([
      { id: '41', url: 'https://cdn.example.com/front.png' },
    ]);
  },
};
