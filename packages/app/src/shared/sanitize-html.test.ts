import { describe, expect, it } from 'vitest';
import { contentPicture } from '../features/goods/picture-slots';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe images', () => {
    expect(sanitizeHtml('<p>Fresh <strong>tea</strong></p><img src="https://cdn.example/a.png">')).toBe(
      '<p>Fresh <strong>tea</strong></p><img src="https://cdn.example/a.png" alt="" loading="lazy" decoding="async">',
    );
  });

  it("draws the shop's own pictures at the width of their slot, others as they are", () => {
    const ours = `${window.location.origin}/uploads/seed/goods-01-1.png`;
    const html = sanitizeHtml(
      `<p>Tea</p><img src=" ${ours} " alt="Leaves" width="800"><img src="https://cdn.example/a.png">`,
      { picture: contentPicture },
    );
    const [own, other] = Array.from(
      new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img'),
    );
    expect(own?.getAttribute('src')).toBe(`${ours}?w=640`);
    expect(own?.getAttribute('srcset')).toBe(
      [160, 320, 480, 640, 750, 960, 1280].map((width) => `${ours}?w=${width} ${width}w`).join(', '),
    );
    expect(own?.getAttribute('sizes')).toBe('(min-width: 640px) 640px, 100vw');
    expect(own?.getAttribute('alt')).toBe('Leaves');
    expect(own?.getAttribute('width')).toBe('800');
    expect(own?.getAttribute('loading')).toBe('lazy');
    // An address a `srcset` would split (commas, spaces) is drawn as it is.
    const odd = `${ours}?x 1x, //other.example/p.gif`;
    expect(sanitizeHtml(`<img src="${odd}">`, { picture: contentPicture })).toBe(
      `<img src="${odd}" alt="" loading="lazy" decoding="async">`,
    );
    expect(other?.outerHTML).toBe(
      '<img src="https://cdn.example/a.png" alt="" loading="lazy" decoding="async">',
    );
  });

  it('drops scripts, handlers, links and unsafe sources', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:x()">b</a><img src="javascript:x()"><img src="//evil/x.png"><style>p{}</style>',
    );
    expect(html).toBe('<p>a</p>b');
  });
});
