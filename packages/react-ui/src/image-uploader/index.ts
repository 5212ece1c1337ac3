import '../theme-root/theme-root.css';
import { ImageUploader as ImageUploaderComponent } from './image-uploader';
import './image-uploader.css';

export type {
  ImageUploaderLabels,
  ImageUploaderProps,
  ImageUploaderState,
  UploadItem,
  UploadStatus,
} from './image-uploader';
export { maximumUploads } from './image-uploader';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * Photo picker for feedback, complaints and reviews: up to six tiles with upload progress, retry on
 * failure, remove, and a full-screen preview. The app owns the upload itself (the SDK's queue).
 */
export const ImageUploader = ImageUploaderComponent;
