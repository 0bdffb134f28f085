export {
  PRINT_FILE_ACCEPT,
  UploadDesignsDrawer,
  type UploadDesignsDrawerProps,
  type UploadDesignsPrintFile,
  type UploadDesignsSaveValue,
  type UploadDesignsTarget,
  type UploadedDesignFile,
} from './UploadDesignsDrawer';
export { DOWNLOAD_DESIGNS_MESSAGES, type DesignDownload } from './DownloadDesigns';
