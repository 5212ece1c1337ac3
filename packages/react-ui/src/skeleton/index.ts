export type { SkeletonLayout, SkeletonProps, SkeletonScreenProps, SkeletonShape } from './skeleton';
export { Skeleton, SkeletonScreen } from './skeleton';
