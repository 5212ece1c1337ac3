import '../theme-root/theme-root.css';
import { ImagePreview as ImagePreviewComponent } from './image-preview';
import '../internal/overlay.css';
import './image-preview.css';

export type { ImagePreviewLabels, ImagePreviewProps, PreviewImage } from './image-preview';
export { clampZoom, maximumZoom, minimumZoom } from './image-preview';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * Full-screen picture viewer: zoom 1–4× by pinch, double tap, wheel or buttons; previous and next
 * by buttons, arrow keys or a swipe; Escape or the close button leaves.
 */
export const ImagePreview = ImagePreviewComponent;
