import type { PictureSources } from '@mall/sdk/pictures';
import createDOMPurify from 'dompurify';

/**
 * Sanitises a goods description or a document page (rich text from the server) for
 * `dangerouslySetInnerHTML`, with DOMPurify: only text formatting, lists, tables and images
 * survive; every attribute but an image's `src`/`alt`/`width`/`height` is dropped, and only
 * http(s) or same-origin image sources are kept (an image without one goes). Scripts, styles,
 * frames, objects, SVG and MathML go with their content; other elements (links, fonts, forms...)
 * give way to their content. Images load lazily, each at the width its slot needs where `picture`
 * gives sources for it.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];
/** Removed with everything inside them (beside DOMPurify's own list: script, style, svg, ...). */
const DROPPED_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'];
const IMAGE_ATTRIBUTES = new Set(['src', 'alt', 'width', 'height']);

function safeImageSource(value: string): boolean {
  const source = value.trim();
  return /^https?:\/\//i.test(source) || (source.startsWith('/') && !source.startsWith('//'));
}

/** The sources an image of the text is drawn from (its `src`, and `srcset`/`sizes` where sized). */
type PictureOf = (src: string) => PictureSources;

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** DOMPurify on this window, with the rule that only images keep attributes, and only safe sources. */
function purifierOf(): ReturnType<typeof createDOMPurify> {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', (node, data) => {
      const image = node.nodeName.toLowerCase() === 'img';
      if (
        !image ||
        !IMAGE_ATTRIBUTES.has(data.attrName) ||
        (data.attrName === 'src' && !safeImageSource(data.attrValue))
      ) {
        data.keepAttr = false;
      }
    });
  }
  return purifier;
}

/** What DOMPurify left of an image: gone without a source, else sized, lazy and described. */
function finishImage(image: HTMLImageElement, picture: PictureOf | undefined): void {
  const src = image.getAttribute('src')?.trim();
  if (src === undefined) {
    image.remove();
    return;
  }
  // A `srcset` is a list split at commas and spaces: an address holding either stays as it is.
  const sources = /[\s,]/.test(src) ? undefined : picture?.(src);
  if (sources) {
    image.setAttribute('src', sources.src);
    if (sources.srcSet) {
      image.setAttribute('srcset', sources.srcSet);
      image.setAttribute('sizes', sources.sizes ?? '100vw');
    }
  }
  if (!image.hasAttribute('alt')) {
    image.setAttribute('alt', '');
  }
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

export function sanitizeHtml(html: string, { picture }: { picture?: PictureOf } = {}): string {
  const body = purifierOf().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...IMAGE_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: DROPPED_TAGS,
    KEEP_CONTENT: true,
    RETURN_DOM: true,
  });
  for (const image of Array.from(body.querySelectorAll('img'))) {
    finishImage(image, picture);
  }
  return body.innerHTML;
}
