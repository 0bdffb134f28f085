export {
  UploadDesignsDrawer,
  type UploadDesignsDrawerProps,
  type UploadDesignsPrintFile,
  type UploadDesignsSaveValue,
  type UploadDesignsTarget,
  type UploadedDesignFile,
} from './UploadDesignsDrawer';
