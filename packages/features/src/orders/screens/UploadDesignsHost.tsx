import { useCallback, useState } from 'react';
import { ORDER_MESSAGES, hasRole, isOrderStatus } from '@podoffice/domain';
import {
  Alert,
  JobProgress,
  UploadDesignsDrawer,
  type DesignDownload,
  type UploadDesignsSaveValue,
  type UploadDesignsTarget,
  type UploadedDesignFile,
} from '@podoffice/ui';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { uploadFile } from '../../shared/uploadFile';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  invalidateOrderList,
  useDesignUploadUrlMutation,
  useOrderDesignsQuery,
  useReDownloadPrintFilesMutation,
  useRecordDesignFileMutation,
  useUpdateOrderLabelImageIdMutation,
  useUpdateOrderPrintFilesMutation,
} from '../api';

const messageOf = (error: unknown) =>
  (error as { message?: string } | undefined)?.message ?? 'The request failed';

/** Print-file upload: locked in production, fulfilled and cancelled. */
const LOCKED = ['in_production', 'fulfilled', 'cancelled'];

export interface UploadDesignsHostProps {
  orderId: string;
  onClose: () => void;
}

/**
 * Upload Designs: the order's print areas and label; each
 * picked file goes up at once (a signed address, the PUT with its progress, the file's record);
 * Save gives every area its design (updateOrderPrintFiles, 'Print Files saved'); a label is the
 * order's as soon as it is up (updateOrderLabelImageId). A failed upload says 'Could not upload
 * file' on its row; nothing is saved until Save.
 */
export function UploadDesignsHost({ orderId, onClose }: UploadDesignsHostProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const order = useOrderDesignsQuery({ id: orderId }, { refetchOnMountOrArgChange: true });
  const [signUpload] = useDesignUploadUrlMutation();
  const [recordFile] = useRecordDesignFileMutation();
  const [savePrintFiles, saving] = useUpdateOrderPrintFilesMutation();
  const [saveLabel] = useUpdateOrderLabelImageIdMutation();
  // Re-download print files: a job downloads the designs; when it is done the order has them.
  const [reDownload, requesting] = useReDownloadPrintFilesMutation();
  const [downloadJob, setDownloadJob] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const onDownloaded = useCallback(
    (job: { status: string; error?: string | null }) => {
      dispatch(invalidateOrderList());
      if (job.status === 'done') {
        dispatch(notify({ type: 'success', message: ORDER_MESSAGES.printFileDownloaded }));
      }
    },
    [dispatch],
  );
  const downloadProgress = useJobProgress(downloadJob, onDownloaded);
  const onDownload = async (designs: DesignDownload[]) => {
    setDownloadError(null);
    const result = await reDownload({
      orderID: orderId,
      newDesigns: designs.map((d) => ({ id: String(d.id), url: d.url })),
    });
    if (result.data) setDownloadJob(result.data.reDownloadPrintFiles.id);
    else setDownloadError(messageOf(result.error));
  };
  const [progress, setProgress] = useState<Record<string, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploaded, setUploaded] = useState<Record<string, UploadedDesignFile>>({});
  const [labelProgress, setLabelProgress] = useState<number | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [uploadedLabel, setUploadedLabel] = useState<UploadedDesignFile | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const upload = (file: File, onProgress: (percent: number) => void) =>
    uploadFile(
      file,
      {
        sign: async (filename, fileMime) =>
          (await signUpload({ filename, fileMime }).unwrap()).createSignedUrl,
        record: async (input) => (await recordFile({ input }).unwrap()).createFile,
      },
      onProgress,
    );

  const onUpload = async (target: UploadDesignsTarget, file: File) => {
    if (target.kind === 'label') {
      setLabelError(null);
      setLabelProgress(0);
      try {
        const done = await upload(file, setLabelProgress);
        await saveLabel({ order_id: orderId, label_image_id: done.fileId }).unwrap();
        setUploadedLabel(done);
      } catch (error) {
        // A refusal of the label itself (its type, the lock) says why; a failed upload, §8's words.
        setLabelError(error instanceof Error ? ORDER_MESSAGES.uploadFailed : messageOf(error));
      } finally {
        setLabelProgress(null);
      }
      return;
    }
    const key = String(target.id);
    setErrors(({ [key]: _gone, ...rest }) => rest);
    setProgress((p) => ({ ...p, [key]: 0 }));
    try {
      const done = await upload(file, (percent) => setProgress((p) => ({ ...p, [key]: percent })));
      setUploaded((u) => ({ ...u, [key]: done }));
    } catch {
      setErrors((e) => ({ ...e, [key]: ORDER_MESSAGES.uploadFailed }));
    } finally {
      setProgress((p) => ({ ...p, [key]: null }));
    }
  };

  const onSave = async ({ printFiles, isReady }: UploadDesignsSaveValue) => {
    setSaveError(null);
    const result = await savePrintFiles({
      order_id: orderId,
      print_files: printFiles.map((p) => ({ id: String(p.id), fileID: p.fileId })),
      is_ready: isReady,
    });
    if ('error' in result && result.error) {
      setSaveError(messageOf(result.error));
      return;
    }
    dispatch(notify({ type: 'success', message: ORDER_MESSAGES.printFilesSaved }));
    onClose();
  };

  const data = order.data?.order;
  const status = data?.status ?? '';
  // Mark the order ready: whoever may Set ready an order of this kind (§4: an Administrator).
  const canMarkReady =
    hasRole(user, 'Administrator') &&
    isOrderStatus(status) &&
    ['pending_design', 'processing', 'error'].includes(status);
  return (
    <UploadDesignsDrawer
      open
      onClose={onClose}
      orderId={Number(orderId)}
      printFiles={(data?.print_files ?? []).map((p) => ({
        id: p.id,
        title: p.title,
        width: p.width,
        height: p.height,
        note: p.note,
        fileId: p.fileID,
        fileUrl: p.url,
      }))}
      personalized={Boolean(data?.personalized || data?.custom_order)}
      locked={LOCKED.includes(status)}
      labelUrl={null}
      onUpload={(target, file) => void onUpload(target, file)}
      progress={progress}
      errors={errors}
      uploaded={uploaded}
      labelProgress={labelProgress}
      labelError={labelError}
      uploadedLabel={uploadedLabel}
      canMarkReady={canMarkReady}
      onSave={(value) => void onSave(value)}
      saving={saving.isLoading}
      saveError={saveError}
      loading={order.isLoading}
      error={order.isError ? messageOf(order.error) : undefined}
      onRetry={() => void order.refetch()}
      onDownload={(designs) => void onDownload(designs)}
      downloading={requesting.isLoading}
      downloadStatus={
        downloadError ? (
          <Alert variant="error">{downloadError}</Alert>
        ) : downloadProgress ? (
          <JobProgress title="Downloading designs" {...downloadProgress} />
        ) : null
      }
    />
  );
}
