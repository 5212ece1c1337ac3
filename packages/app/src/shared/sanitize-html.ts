import type { PictureSources } from '@mall/sdk/pictures';

/**
 * Sanitises a goods description (rich text from the server) for `dangerouslySetInnerHTML`:
 * only text formatting, lists, tables and images survive; every attribute but an image's
 * `src`/`alt`/`width`/`height` is dropped, and only http(s) or same-origin image sources are kept.
 * Images load lazily, each at the width its slot needs where `picture` gives sources for it.
 */
const ALLOWED_TAGS = new Set([
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
]);
/** Removed with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const IMAGE_ATTRIBUTES = new Set(['src', 'alt', 'width', 'height']);

function safeImageSource(value: string): boolean {
  const source = value.trim();
  return /^https?:\/\//i.test(source) || (source.startsWith('/') && !source.startsWith('//'));
}

/** The sources an image of the text is drawn from (its `src`, and `srcset`/`sizes` where sized). */
type PictureOf = (src: string) => PictureSources;

function clean(node: Node, document: Document, picture: PictureOf | undefined): Node | null {
  if (node.nodeType === Node.TEXT_NODE) {
    return document.createTextNode(node.textContent ?? '');
  }
  if (node.nodeType !== Node.ELEMENT_NODE) {
    return null;
  }
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) {
    return null;
  }
  const children = Array.from(element.childNodes)
    .map((child) => clean(child, document, picture))
    .filter((child): child is Node => child !== null);
  if (!ALLOWED_TAGS.has(tag)) {
    // Unknown wrappers (links, fonts, ...) give way to their content.
    const fragment = document.createDocumentFragment();
    for (const child of children) {
      fragment.append(child);
    }
    return fragment;
  }
  const copy = document.createElement(tag);
  if (tag === 'img') {
    for (const attribute of Array.from(element.attributes)) {
      if (
        IMAGE_ATTRIBUTES.has(attribute.name) &&
        (attribute.name !== 'src' || safeImageSource(attribute.value))
      ) {
        copy.setAttribute(attribute.name, attribute.value);
      }
    }
    const src = copy.getAttribute('src')?.trim();
    if (src === undefined) {
      return null;
    }
    // A `srcset` is a list split at commas and spaces: an address holding either stays as it is.
    const sources = /[\s,]/.test(src) ? undefined : picture?.(src);
    if (sources) {
      copy.setAttribute('src', sources.src);
      if (sources.srcSet) {
        copy.setAttribute('srcset', sources.srcSet);
        copy.setAttribute('sizes', sources.sizes ?? '100vw');
      }
    }
    if (!copy.hasAttribute('alt')) {
      copy.setAttribute('alt', '');
    }
    copy.setAttribute('loading', 'lazy');
    copy.setAttribute('decoding', 'async');
  }
  for (const child of children) {
    copy.append(child);
  }
  return copy;
}

export function sanitizeHtml(html: string, { picture }: { picture?: PictureOf } = {}): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  for (const child of Array.from(parsed.body.childNodes)) {
    const cleaned = clean(child, output, picture);
    if (cleaned) {
      container.append(cleaned);
    }
  }
  return container.innerHTML;
}
