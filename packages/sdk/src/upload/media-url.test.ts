import { describe, expect, it } from 'vitest';
import { resizeImageUrl, videoSnapshotUrl } from './media-url';

describe('resizeImageUrl', () => {
  it.each([
    ['oss', 'https://b.example/a.png?x-oss-process=image/resize,w_200,h_100'],
    ['cos', 'https://b.example/a.png?imageMogr2/thumbnail/200x100'],
    ['qiniu', 'https://b.example/a.png?imageView2/2/w/200/h/100'],
    ['aws', 'https://b.example/a.png'],
    ['local', 'https://b.example/a.png'],
  ] as const)('%s', (provider, expected) => {
    expect(resizeImageUrl('https://b.example/a.png', provider, { width: 200, height: 100 })).toBe(expected);
  });

  it('resizes by one side and keeps existing query strings', () => {
    expect(resizeImageUrl('https://b.example/a.png?v=2', 'oss', { height: 80 })).toBe(
      'https://b.example/a.png?v=2&x-oss-process=image/resize,h_80',
    );
    expect(resizeImageUrl('https://b.example/a.png', 'cos', { width: 80 })).toBe(
      'https://b.example/a.png?imageMogr2/thumbnail/80x',
    );
    expect(resizeImageUrl('https://b.example/a.png', 'oss', {})).toBe('https://b.example/a.png');
  });
});

describe('videoSnapshotUrl', () => {
  it.each([
    ['oss', 'https://b.example/v.mp4?x-oss-process=video/snapshot,t_1000,f_jpg'],
    ['cos', 'https://b.example/v.mp4?ci-process=snapshot&time=1&format=jpg'],
    ['qiniu', 'https://b.example/v.mp4?vframe/jpg/offset/1'],
    ['local', 'https://b.example/v.mp4'],
    ['aws', 'https://b.example/v.mp4'],
  ] as const)('%s takes a jpg at 1000 ms', (provider, expected) => {
    expect(videoSnapshotUrl('https://b.example/v.mp4', provider)).toBe(expected);
  });
});
