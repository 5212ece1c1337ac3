// DOMPurify needs a DOM it supports: jsdom (happy-dom lets markup through it untouched).
// @vitest-environment jsdom
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

  it('keeps every allowed element, without attributes, and unwraps the rest', () => {
    expect(
      sanitizeHtml(
        '<div class="x" style="color:red" id="a"><h2 title="t">T</h2><ul><li>1</li></ul>' +
          '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
          '<font color="red">f</font><form action="/x"><input value="v"><button>go</button></form><hr></div>',
      ),
    ).toBe(
      '<div><h2>T</h2><ul><li>1</li></ul><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>fgo<hr></div>',
    );
  });

  it('drops frames, objects, SVG, MathML, templates and their content, and comments', () => {
    expect(
      sanitizeHtml(
        'a<iframe src="https://x.example">i</iframe><object data="x">o</object><embed src="x">' +
          '<svg><script>alert(1)</script><text>s</text></svg><math><mi>m</mi></math>' +
          '<template><p>t</p></template><noscript>n</noscript><!-- c -->b',
      ),
    ).toBe('ab');
  });

  it('keeps no data:, javascript:, vbscript: or protocol-relative image, however written', () => {
    const sources = [
      'data:image/svg+xml,<svg onload=alert(1)>',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'vbscript:msgbox(1)',
      '//evil.example/x.png',
      '\\\\evil.example\\x.png',
      'x.png',
    ];
    for (const src of sources) {
      expect(sanitizeHtml(`<p>t</p><img src="${src}" onerror="alert(1)">`)).toBe('<p>t</p>');
    }
    expect(sanitizeHtml('<img src="/uploads/a.png" srcset="javascript:x 1x" onload="x()" style="x">')).toBe(
      '<img src="/uploads/a.png" alt="" loading="lazy" decoding="async">',
    );
  });

  it('does not let markup re-form a script after cleaning (mutation XSS)', () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ];
    for (const payload of payloads) {
      const once = sanitizeHtml(payload);
      const parsed = new DOMParser().parseFromString(once, 'text/html');
      expect(parsed.querySelectorAll('script, style, svg, math, [onerror], [onload]')).toHaveLength(0);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});
