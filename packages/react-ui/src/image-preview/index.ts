import '../theme-root/theme-root.css';
import { ImagePreview as ImagePreviewComponent } from './image-preview';
import '../internal/overlay.css';
import './image-preview.css';

export type { ImagePreviewLabels, ImagePreviewProps, PreviewImage } from './image-preview';
export { clampZoom, maximumZoom, minimumZoom } from './image-preview';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const ImagePreview = ImagePreviewComponent;
