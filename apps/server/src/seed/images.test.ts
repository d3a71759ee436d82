import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue.ts';
import { renderProductSvg, type ArtKind, type ArtView } from './images.ts';

/** Checks what an XML parser would reject here: unbalanced tags, bare ampersands and '<' in text. */
function findXmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const tokens = xml.split(/(<[^>]*>)/).filter(Boolean);
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(token) || token.includes('>')) return `bad text: ${token}`;
      continue;
    }
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(token)) return `bad attribute: ${token}`;
    const name = /^<\/?([A-Za-z][\w:-]*)/.exec(token)?.[1];
    if (!name) return `bad tag: ${token}`;
    if (token.startsWith('</')) {
      if (stack.pop() !== name) return `unexpected </${name}>`;
    } else if (!token.endsWith('/>')) {
      stack.push(name);
    }
  }
  return stack.length ? `unclosed <${stack.join('>, <')}>` : null;
}

const views: ArtView[] = ['front', 'pair', 'closeup'];

describe('renderProductSvg', () => {
  it('draws every catalogue product in every view as a small, self-contained SVG', () => {
    for (const product of demoProducts) {
      for (const view of views) {
        const svg = renderProductSvg(product.art, { title: product.name, view });
        const where = `${product.slug} (${view})`;
        expect(findXmlProblem(svg), where).toBeNull();
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"'), where).toBe(true);
        expect(Buffer.byteLength(svg), where).toBeLessThan(6 * 1024);
        expect(svg, where).not.toMatch(/<script|<image|<foreignObject|\son[a-z]+=/i);
        // The only URLs are the namespace and fragment references to the picture's own defs.
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), where).not.toMatch(/https?:|href="[^#]|url\([^#]/);
      }
    }
  });

  it('escapes the title and labels', () => {
    const svg = renderProductSvg(
      { kind: 'gift-box', primary: '#5c1f2e', secondary: '#d4af37', label: 'A&B', sublabel: '<24>' },
      { title: 'Dates & "Nuts" <gift>' },
    );
    expect(findXmlProblem(svg)).toBeNull();
    expect(svg).toContain('<title id="title">Dates &amp; &quot;Nuts&quot; &lt;gift&gt;</title>');
    expect(svg).toContain('A&amp;B');
  });

  it('is deterministic', () => {
    const spec = {
      kind: 'jar' as ArtKind,
      primary: '#2b2b2b',
      secondary: '#c9a227',
      detail: 'seeds' as const,
      label: 'Pepper',
    };
    expect(renderProductSvg(spec, { title: 'Pepper' })).toBe(renderProductSvg(spec, { title: 'Pepper' }));
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => renderProductSvg({ kind: 'soap', primary: 'red', secondary: '#ffffff', label: 'X' }, { title: 'X' })).toThrow(
      /#rrggbb/,
    );
  });
});
