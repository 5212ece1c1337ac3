import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe images', () => {
    expect(sanitizeHtml('<p>Fresh <strong>tea</strong></p><img src="https://cdn.example/a.png">')).toBe(
      '<p>Fresh <strong>tea</strong></p><img src="https://cdn.example/a.png" alt="" loading="lazy">',
    );
  });

  it('drops scripts, handlers, links and unsafe sources', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:x()">b</a><img src="javascript:x()"><img src="//evil/x.png"><style>p{}</style>',
    );
    expect(html).toBe('<p>a</p>b');
  });
});
