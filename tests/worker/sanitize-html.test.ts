import { describe, expect, it } from 'vitest';
import { sanitizeHtml, VIDEO_EMBED_PREFIXES } from '../../worker/html/sanitize-html.ts';

const options = { productionHosts: ['kaira.fi', 'www.kaira.fi'] };
const clean = (html: string) => sanitizeHtml(html, options);

/** What a browser would run or fetch from the markup: no script, handler, style or dangerous URL may survive. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<(script|style|svg|math|form|input|button|meta|base|object|embed|textarea|noscript|template)\b/i);
  expect(html).not.toMatch(/\son[a-z]+=|\sstyle=/i);
  expect(html).not.toMatch(/(href|src|srcset)="\s*(javascript|vbscript|data):/i);
}

describe('sanitizeHtml keeps ordinary content', () => {
  it('leaves headings, paragraphs, lists, tables and links as they were', async () => {
    const html = [
      '<h2 id="care">Huolto</h2>',
      '<p>Pese <strong>30 °C</strong> &amp; kuivaa <em>rumpukuivaajassa</em>.<br>Katso <a href="/huolto/?a=1&amp;b=2#pesu" title="Ohjeet">ohjeet</a>.</p>',
      '<ul><li>Gore-Tex</li><li>YKK</li></ul><ol><li>Yksi</li></ol>',
      '<dl><dt>Paino</dt><dd>450 g</dd></dl>',
      '<blockquote><p>Lainaus</p></blockquote><figure><figcaption>Kuva</figcaption></figure><pre><code>x &lt; y</code></pre>',
      '<details><summary>Lisää</summary><p>Teksti</p></details><hr><p><a href="mailto:asiakaspalvelu@kaira.fi">Sähköposti</a> <a href="tel:+358101234567">Puhelin</a></p>',
    ].join('');
    expect(await clean(html)).toBe(html);
  });

  it('puts each table, as it was, in a box that scrolls sideways and takes keyboard focus', async () => {
    const table = '<table><caption>Koot</caption><thead><tr><th scope="col">Koko</th></tr></thead><tbody><tr><td colspan="2">M</td></tr></tbody></table>';
    expect(await clean(`<p>Koot:</p>${table}`)).toBe(`<p>Koot:</p><div class="table-scroll" role="group" tabindex="0">${table}</div>`);
  });

  it('closes the box of a table the source left open', async () => {
    expect(await clean('<div><table><tr><td>1')).toBe('<div><div class="table-scroll" role="group" tabindex="0"><table><tr><td>1</td></tr></table></div></div>');
  });

  it('keeps the text of unknown elements it unwraps', async () => {
    expect(await clean('<p><font color="red">Punainen</font> <blink>ja</blink> <custom-tag data-x="1">sininen</custom-tag></p>'))
      .toBe('<p>Punainen ja sininen</p>');
  });

  it('renders h1 as h2, the page title being the only h1', async () => {
    expect(await clean('<h1 class="big">Otsikko</h1>')).toBe('<h2 class="big">Otsikko</h2>');
  });

  it('keeps entities in other attributes as written and escapes quotes from single-quoted values', async () => {
    expect(await clean(`<p title='sanoi "moi" &auml;iti'>x</p>`)).toBe('<p title="sanoi &quot;moi&quot; &auml;iti">x</p>');
  });

  it('writes a "<" in a kept attribute as an entity, so content never carries the comment React marks a failed part with', async () => {
    expect(await clean('<p title="<!--$!--> a < b">x</p>')).toBe('<p title="&lt;!--$!--> a &lt; b">x</p>');
  });

  it('adds loading=lazy to images and keeps their allowed attributes', async () => {
    expect(await clean('<img src="https://cdn.kaira.fi/a.jpg" alt="Takki" width="640" height="480" loading="eager" srcset="x.jpg 2x">'))
      .toBe('<img src="https://cdn.kaira.fi/a.jpg" alt="Takki" width="640" height="480" loading="lazy">');
  });

  it('keeps picture sources with safe srcsets', async () => {
    expect(await clean('<picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp" media="(min-width: 600px)"><img src="/a.jpg" alt=""></picture>'))
      .toBe('<picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp" media="(min-width: 600px)"><img src="/a.jpg" alt="" loading="lazy"></picture>');
  });
});

describe('sanitizeHtml removes scripts and handlers', () => {
  it('removes script elements with their content', async () => {
    expect(await clean('<p>a</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('leaves a script split by a nested tag as harmless text', async () => {
    const html = await clean('<scr<script>ipt>alert(1)</script>');
    expectInert(html);
    expect(html).not.toContain('<scr');
    expect(html).toBe('ipt>alert(1)');
  });

  it('removes event handler and style attributes', async () => {
    expect(await clean('<p onclick="alert(1)" ONMOUSEOVER=alert(2) style="position:fixed" class="x">t</p>')).toBe('<p class="x">t</p>');
    expect(await clean('<img src=x onerror=alert(1)>')).toBe('<img src="x" loading="lazy">');
  });

  it('removes svg and math with everything inside them', async () => {
    for (const html of ['<svg onload=alert(1)><circle r="1"/></svg>ok', '<svg><style><img src=x onerror=alert(1)></style></svg>ok', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></math>ok']) {
      expect(await clean(html), html).toBe('ok');
    }
  });

  it('removes style, noscript, template, object, embed and raw-text elements with their content', async () => {
    const html = await clean('<style>p{}</style><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><template><img src=x onerror=alert(2)></template><object data="x.swf"><p>fallback</p></object><embed src="x.swf"><xmp><img src=x onerror=alert(3)></xmp><title>t</title>ok');
    expectInert(html);
    expect(html).not.toContain('alert(2)');
    expect(html).not.toContain('alert(3)');
    expect(html).toContain('ok');
  });

  it('removes form elements with their content', async () => {
    expect(await clean('<form action="https://evil.example/"><input name="card"><button>Maksa</button><select><option>1</option></select><textarea>x</textarea></form><p>after</p>'))
      .toBe('<p>after</p>');
  });

  it('removes meta refresh, base href and link elements', async () => {
    expect(await clean('<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>t</p>'))
      .toBe('<p>t</p>');
  });

  it('removes comments, CDATA and processing instructions', async () => {
    expect(await clean('<p>a<!-- secret --><![CDATA[ x ]]><?php echo 1 ?>b</p><!--><img src=x onerror=alert(1)>-->')).toBe('<p>ab</p><img src="x" loading="lazy">-->');
  });

  it('escapes markup-looking text so it stays text', async () => {
    expect(await clean('<p>a &lt;b&gt; < c <3</p>')).toBe('<p>a &lt;b&gt; &lt; c &lt;3</p>');
  });
});

describe('sanitizeHtml URLs', () => {
  it('drops javascript: hrefs however they are spelled', async () => {
    const hrefs = [
      'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
      'java&#x09;script:alert(1)', 'java&#9;script:alert(1)', 'java&Tab;script:alert(1)', 'jav&NewLine;ascript:alert(1)',
      '&#106;avascript:alert(1)', '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)', '&#0000106&#0000097vascript:alert(1)',
      'javascript&colon;alert(1)', '&#x20;javascript:alert(1)', '\u0001javascript:alert(1)', 'vbscript:msgbox(1)',
    ];
    for (const href of hrefs) {
      expect(await clean(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('drops data: URLs from links, images and srcsets', async () => {
    expect(await clean('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>')).toBe('<a>x</a>');
    expect(await clean('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">')).toBe('<img alt="" loading="lazy">');
    expect(await clean('<picture><source srcset="/a.webp 1x, data:image/png;base64,AAAA 2x"></picture>')).toBe('<picture><source></picture>');
  });

  it('keeps relative, hash, http(s), mailto and tel URLs and writes them escaped', async () => {
    expect(await clean('<a href="#koot">a</a><a href="../b">b</a><a href="http://example.com/?q=&quot;x&quot;">c</a>'))
      .toBe('<a href="#koot">a</a><a href="../b">b</a><a href="http://example.com/?q=&quot;x&quot;">c</a>');
  });

  it('makes absolute links to a production host relative', async () => {
    expect(await clean('<a href="https://www.kaira.fi/kampanjat/?sivu=2#tuotteet">a</a><a href="http://kaira.fi">b</a><a href="//kaira.fi/merkit/">c</a>'))
      .toBe('<a href="/kampanjat/?sivu=2#tuotteet">a</a><a href="/">b</a><a href="/merkit/">c</a>');
  });

  it('leaves links to other hosts absolute, including look-alikes', async () => {
    for (const href of ['https://example.com/kaira.fi/', 'https://kaira.fi.evil.example/', 'https://kaira.fi@evil.example/', 'https://kaira.fi:8443/x', 'https://kaira.fi//evil.example/']) {
      expect(await clean(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
  });
});

describe('sanitizeHtml iframes and link targets', () => {
  it('keeps iframes from the video embed paths, lazily loaded and without content', async () => {
    expect(VIDEO_EMBED_PREFIXES).toContain('https://www.youtube-nocookie.com/embed/');
    expect(await clean('<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315" title="Video" allow="autoplay; encrypted-media" allowfullscreen onload="x()">fallback</iframe>'))
      .toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315" title="Video" allow="autoplay; encrypted-media" allowfullscreen="" loading="lazy"></iframe>');
  });

  it('removes iframes from anywhere else, including paths that climb out of the embed path', async () => {
    for (const src of ['https://evil.example/embed/x', 'https://www.youtube.com/watch?v=x', 'https://www.youtube.com/embed/../redirect?q=https://evil.example', 'javascript:alert(1)', '/embed/x', 'https://www.youtube.com.evil.example/embed/x']) {
      expect(await clean(`<iframe src="${src}"><p>inner</p></iframe>ok`), src).toBe('ok');
    }
    expect(await clean('<iframe srcdoc="<script>alert(1)</script>"></iframe>ok')).toBe('ok');
  });

  it('gives target=_blank links rel noopener noreferrer, keeping other rel values', async () => {
    expect(await clean('<a href="https://example.com/" target="_blank">x</a>')).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(await clean('<a href="/x" rel="nofollow" TARGET="_BLANK">x</a>')).toBe('<a href="/x" rel="nofollow noopener noreferrer" target="_blank">x</a>');
  });

  it('removes other link targets', async () => {
    expect(await clean('<a href="/x" target="_top" name="n">x</a>')).toBe('<a href="/x" name="n">x</a>');
  });
});

describe('sanitizeHtml structure', () => {
  it('closes what the input leaves open', async () => {
    expect(await clean('<div><a href="/x"><strong>auki')).toBe('<div><a href="/x"><strong>auki</strong></a></div>');
  });

  it('drops end tags that close nothing it opened, so the page around stays intact', async () => {
    expect(await clean('</div></main></body><p>x</p></div></p>')).toBe('<p>x</p>');
  });

  it('closes paragraphs, list items and cells the way browsers do', async () => {
    expect(await clean('<p>a<div>b</div></p>')).toBe('<p>a</p><div>b</div>');
    expect(await clean('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(await clean('<table><tr><td>1<td>2</table>')).toBe('<div class="table-scroll" role="group" tabindex="0"><table><tr><td>1</td><td>2</td></tr></table></div>');
  });

  it('unwraps nested links and table parts outside tables', async () => {
    expect(await clean('<a href="/a">a<a href="/b">b</a></a>')).toBe('<a href="/a">ab</a>');
    expect(await clean('<div><td>x</td></div>')).toBe('<div>x</div>');
  });

  it('keeps text after an unclosed attribute quote out of any tag', async () => {
    const html = await clean('<p title="x>y</p><img src=x onerror=alert(1)>');
    expectInert(html);
  });
});
