export {
  UploadDrawer,
  type UploadDrawerFile,
  type UploadDrawerProps,
  type UploadStatus,
} from './UploadDrawer';
