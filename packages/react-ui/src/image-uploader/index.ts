export type {
  ImageUploaderLabels,
  ImageUploaderProps,
  ImageUploaderState,
  UploadItem,
  UploadStatus,
} from './image-uploader';
export { ImageUploader, maximumUploads } from './image-uploader';
