export { PrintAreaUploads, type PrintAreaUploadsProps, type UploadArea } from './PrintAreaUploads';
