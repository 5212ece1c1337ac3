import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { imagePreviewLabels } from '../story-support/image-preview-labels';
import { sampleGoods } from '../story-support/sample-images';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { ThemeRoot } from '../theme-root';
import { ImageUploader, type ImageUploaderLabels, type UploadItem } from './image-uploader';

function labels(localeCopy: StoryCopy): ImageUploaderLabels {
  return {
    ...imagePreviewLabels(localeCopy),
    add: localeCopy.t('upload.add'),
    remove: localeCopy.t('upload.remove'),
    retry: localeCopy.t('common.retry'),
    uploading: localeCopy.t('upload.uploading'),
    failed: localeCopy.t('upload.failed'),
  };
}

function photo(index: number, status: UploadItem['status'], progress?: number): UploadItem {
  const goods = sampleGoods[index % sampleGoods.length] ?? sampleGoods[0];
  return { id: `photo-${index}`, src: goods.image, alt: `Photo ${index + 1}`, status, progress };
}

const words = localeArgs(ImageUploader, (copy) => ({ labels: labels(copy) }));

const meta = {
  title: 'Media/ImageUploader',
  component: ImageUploader,
  parameters: { localeArgs: words },
  args: {
    items: [],
    ...words(defaultCopy),
    onAdd: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = { args: { items: [photo(0, 'done'), photo(1, 'uploading', 0.42)] } };
export const Failed: Story = { args: { items: [photo(0, 'done'), photo(1, 'error')] } };
export const Full: Story = { args: { items: [0, 1, 2, 3, 4, 5].map((index) => photo(index, 'done')) } };
export const Disabled: Story = { args: { disabled: true } };
/** Inside `ThemeRoot locale="bn-BD"`: the count and the progress in Bengali digits. */
export const Bengali: Story = {
  globals: { locale: 'bn' },
  args: { items: [photo(0, 'error'), photo(1, 'uploading', 0.42)] },
  decorators: [
    (Story) => (
      <ThemeRoot locale="bn-BD">
        <Story />
      </ThemeRoot>
    ),
  ],
};
export const Uzbek: Story = { globals: { locale: 'uz' }, args: { items: [photo(0, 'uploading', 0.7)] } };

/** Stands in for the app: files added become tiles, "upload" on retry, and can be removed. */
function UploaderHarness(args: Parameters<typeof ImageUploader>[0]) {
  const [items, setItems] = useState<UploadItem[]>([photo(0, 'done'), photo(1, 'error')]);
  return (
    <ImageUploader
      {...args}
      items={items}
      onAdd={(files) => {
        args.onAdd(files);
        setItems((current) => [
          ...current,
          ...files.map((file, index) => ({
            id: `${file.name}-${current.length + index}`,
            src: sampleGoods[(current.length + index) % sampleGoods.length]?.image ?? '',
            alt: file.name,
            status: 'uploading' as const,
            progress: 0.3,
          })),
        ]);
      }}
      onRetry={(id) => {
        args.onRetry(id);
        setItems((current) =>
          current.map((item) => (item.id === id ? { ...item, status: 'uploading', progress: 0 } : item)),
        );
      }}
      onRemove={(id) => {
        args.onRemove(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }}
    />
  );
}

export const Interactive: Story = { render: (args) => <UploaderHarness {...args} /> };
