import { FIRST_SCREEN_DATA_ID, KEPT_FIRST_BANNER_KEY, type PictureSources } from '@mall/sdk/pictures';
import type { bannerList } from '../services/banner.service';
import type { AppScripts } from './page-inlines';

// The two inline scripts of the served `index.html` that draw the first screen's largest picture
// before the app has run, and the data block that carries the first screen's answers.

/**
 * The first screen's answers written into `index.html`: home's banners as `app/info/banner/list`
 * answers them (`at`: when they were read, in ms since the epoch), so the app draws home's first
 * banner on its first render, without asking. The banners carry no text in the shopper's language;
 * answers that do (the recommendations) are left to the app, which knows that language.
 */
export interface FirstScreenData {
  at: number;
  banners: Awaited<ReturnType<typeof bannerList>>;
  /** Whether `/pictures/goods/N/first` answers (local uploads): a goods link draws it at once. */
  goodsFirstPicture: boolean;
}

/** The chunks a lazy page of the app loads, as named in the build's manifest. */
export interface PageChunks {
  scripts: string[];
  styles: string[];
}

/** A goods link's first picture written into the page: the goods id and a `data:` address. */
export interface GoodsInline {
  id: string;
  inline: string;
}

/** `{id}` in the detail's sources stands for the goods id the page's address names. */
export const GOODS_ID = '{id}';

/** A value as a script literal: JSON, with `<` escaped so that it can never close the script. */
function literal(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/</g, '\\u003c');
}

/**
 * The first screen's answers as a data block for the head of `index.html`: not run (the CSP's
 * `script-src` does not apply), read by the app with `JSON.parse`; `<` is escaped, so no value can
 * close the element.
 */
function firstScreenDataElement(data: FirstScreenData): string {
  return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${literal(data)}</script>`;
}

/**
 * Where the head's script goes: before the page's first script or stylesheet (a script after a
 * stylesheet waits for it, and the picture's fetch with it), after the `viewport` meta (the
 * picture's `sizes` are read against the viewport it sets).
 */
const FIRST_LOADED = /<(?:script|link)\b/i;

/**
 * `html` with the first paint's two scripts (`script`, the head's, from `firstPictureScript`, and
 * `FIRST_PAINT_SCRIPT` at the end of the body) and, when given, the first screen's answers.
 * Replaced by functions, so that `$` in an address is never read as a replacement pattern.
 */
export function withFirstPaint(html: string, script: string, data?: FirstScreenData): string {
  const withScript = html.replace(
    FIRST_LOADED.test(html) ? FIRST_LOADED : '</head>',
    (tag) => `<script>${script}</script>${tag}`,
  );
  const withData = data
    ? withScript.replace('</head>', () => `${firstScreenDataElement(data)}</head>`)
    : withScript;
  return withData.replace('</body>', () => `<script>${FIRST_PAINT_SCRIPT}</script></body>`);
}

/**
 * The banner the shell an installed app's service worker keeps draws first: the one the app last
 * drew on home, as it kept it on the device (`KEPT_FIRST_BANNER_KEY`, the app's
 * `shell/offline-catalogue.ts`); nothing when none is kept or it is not a picture's sources.
 */
export const KEPT_BANNER = { kept: true } as const;

/** Home's first banner as the head's script reads it from the device's storage. */
const KEPT_BANNER_EXPRESSION =
  `(function(){try{var k=JSON.parse(localStorage.getItem(${literal(KEPT_FIRST_BANNER_KEY)}));` +
  'if(k&&typeof k.src==="string"&&k.src){return{src:k.src,srcSet:String(k.srcSet||""),sizes:String(k.sizes||"")}}' +
  '}catch(e){}return null})()';

/**
 * How long a goods link's page chunks wait for its first picture at most: a picture slower than
 * this does not hold them back any longer.
 */
export const FIRST_PICTURE_WAIT_MS = 1_000;

/**
 * The script for the head of `index.html` that starts fetching the first screen's largest picture
 * before any JavaScript of the app has loaded: home's first banner when the page opened is home,
 * the goods' first picture when it is a goods detail (`#/pages/goods/detail?id=N`). It preloads
 * the picture's `srcset` and `sizes` (`imagesrcset`, `imagesizes`), so the browser picks the
 * width the page will ask for.
 *
 * Home's banner may come written into the page (`banner.inline`, a `data:` address of a small
 * picture or of a photograph's preview, `page-inlines.ts`), and so may a goods link's first
 * picture (`goods`, when the page was asked for as `/?goods=N`, the address the app writes for a
 * goods detail, and the hash names the same goods): then it is drawn from it and nothing is
 * fetched for it. Such a page comes without the tags of the app's own scripts (`app`, taken out by
 * `takeAppScripts`): on its picture's page they are asked for once that picture is on screen — a
 * frame after the page arrived, so the picture is drawn before the app's script is fetched and
 * run, at the cost of that frame —, on any other page at once
 * (preloaded from the head, the entry run from the end of the body, where `#root` is parsed, as the
 * build's own module script would run).
 *
 * A shared goods link's page chunks and stylesheets are preloaded once that picture is on screen
 * (`FIRST_PAINT_SCRIPT` calls `window.__mallAfterPicture`), when it fails, or after
 * `FIRST_PICTURE_WAIT_MS`; at once when the page has no first picture. On a slow line the picture
 * then does not share it with a dozen requests; the app's own script, which draws the rest of the
 * page, is not held back for a picture that must be fetched.
 */
export function firstPictureScript(
  banner: (PictureSources & { inline?: string | undefined }) | typeof KEPT_BANNER | undefined,
  detail: PictureSources | undefined,
  detailChunks: PageChunks = { scripts: [], styles: [] },
  app: AppScripts = { entry: '', preloads: [] },
  goods?: GoodsInline,
): string {
  return (
    `(function(){var B=${banner === KEPT_BANNER ? KEPT_BANNER_EXPRESSION : literal(banner)},D=${literal(detail)},I=${literal(goods)},C=${literal(detailChunks)},A=${literal(app)},h=location.hash.split("?"),p=h[0],s=null,m,k,l,L=[],` +
    'a=function(r,f){l=document.createElement("link");l.rel=r;if(f){l.as=f}return l},' +
    // Vite's own links for a lazy page are crossorigin: the preloads match them.
    // A link the app's own loader has added meanwhile is not added twice.
    'n=function(e,x){var u=location.origin+"/"+x;if(e.rel&&document.querySelector(\'link[href="\'+u+\'"]\')){return}' +
    'e.crossOrigin="";e[e.rel?"href":"src"]=u;document.head.appendChild(e)},' +
    'c=function(r,f,x){L.push(function(){n(a(r,f),x)})},' +
    // The app's entry script, once.
    'E=function(){var x=A.entry;A.entry="";if(x){l=document.createElement("script");l.type="module";n(l,x)}},' +
    // Adds what was held back, once.
    'g=function(){var t=L,j;L=[];for(j=0;j<t.length;j++){t[j]()}};' +
    'if(p===""||p==="#/"||p==="#/pages/index/home"){s=B}' +
    'else if(p==="#/pages/goods/detail"&&(m=/(?:^|&)id=([1-9]\\d{0,9})(?:&|$)/.exec(h[1]||""))){' +
    'for(k=0;k<C.scripts.length;k++){c("modulepreload",0,C.scripts[k])}' +
    'for(k=0;k<C.styles.length;k++){c("preload","style",C.styles[k])}' +
    `if(D){s={};for(k in D){s[k]=D[k].split(${literal(GOODS_ID)}).join(m[1])}` +
    // The goods' picture written into the page, when the page was asked for with its id.
    'if(I&&I.id===m[1]){s.inline=I.inline}}}' +
    'if(s&&s.inline){L.unshift(E);for(k=0;k<A.preloads.length;k++){c("modulepreload",0,A.preloads[k])}}' +
    'else{if(A.entry){n(a("modulepreload"),A.entry)}for(k=0;k<A.preloads.length;k++){n(a("modulepreload"),A.preloads[k])}window.__mallRunApp=E}' +
    'window.__mallAfterPicture=g;if(!s||!s.src){g();return}' +
    `setTimeout(g,${FIRST_PICTURE_WAIT_MS});` +
    // A picture written into the page (`inline`, a `data:` address) needs no fetch.
    'window.__mallFirstPicture=[s===B?"banner":"detail",s];if(s.inline){return}l=a("preload","image");l.fetchPriority="high";' +
    'if(s.srcSet){l.setAttribute("imagesrcset",s.srcSet);l.setAttribute("imagesizes",s.sizes)}' +
    'l.href=s.src;document.head.appendChild(l)})()'
  );
}

/**
 * How long after the first picture loaded the page waits for the browser to report it painted
 * before it adds what it held back anyway.
 */
export const LCP_GRACE_MS = 250;

/**
 * The script for the end of the body of `index.html`: draws the picture the head's script preloads
 * (`window.__mallFirstPicture`) at once, in a layer the app's stylesheet places exactly over where
 * the page will draw it (`.app-first-picture` in the app's `shell/shell.css`), so the shopper sees
 * it before the app has run. Once the picture is on screen (the browser reports it as the page's
 * largest contentful paint; where it cannot, the frame after the picture loaded; where it does not,
 * `LCP_GRACE_MS` after the picture loaded: Chromium reports no picture of very few bytes for its
 * size, a flat one), or when it fails, it adds what the head's script held back
 * (`window.__mallAfterPicture`). The app removes the
 * layer once its own picture has loaded; a picture that fails removes itself.
 */
export const FIRST_PAINT_SCRIPT =
  '(function(){var f=window.__mallFirstPicture,g=window.__mallAfterPicture,r=window.__mallRunApp,P=window.PerformanceObserver,d,i,o;if(r){r()}if(!f){return}' +
  'd=document.createElement("div");d.className="app-first-picture app-first-picture--"+f[0];' +
  'd.setAttribute("aria-hidden","true");i=document.createElement("img");i.alt="";i.fetchPriority="high";' +
  'i.onerror=function(){d.remove();g()};' +
  // The browser's own word that the picture is on screen where it gives it; else the frame after it loaded.
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){' +
  'o=new P(function(t){t=t.getEntries();for(var j=0;j<t.length;j++){if(t[j].element===i){o.disconnect();g()}}});' +
  `o.observe({type:"largest-contentful-paint"});i.onload=function(){setTimeout(g,${LCP_GRACE_MS})}}` +
  'else{i.onload=function(){requestAnimationFrame(function(){setTimeout(g)})}}' +
  'if(f[1].inline){i.src=f[1].inline}else{if(f[1].srcSet){i.sizes=f[1].sizes;i.srcset=f[1].srcSet}i.src=f[1].src}' +
  'd.appendChild(i);document.body.appendChild(d)})()';
