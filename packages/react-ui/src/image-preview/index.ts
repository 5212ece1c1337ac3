export type { ImagePreviewLabels, ImagePreviewProps, PreviewImage } from './image-preview';
export { clampZoom, ImagePreview, maximumZoom, minimumZoom } from './image-preview';
