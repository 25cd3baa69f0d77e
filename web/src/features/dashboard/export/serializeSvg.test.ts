import { describe, expect, it } from 'vitest';
import { findChartSvg, serializeSvg } from './serializeSvg';

function chart() {
  const host = document.createElement('div');
  host.innerHTML = `
    <button><svg width="16" height="16" viewBox="0 0 24 24"><path d="M0 0h24"/></svg></button>
    <div style="font-family: Arial, sans-serif">
      <svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" role="img">
        <g transform="translate(40,10)">
          <path d="M0 100L50 80L100 90" fill="none" stroke="#3182ce" stroke-width="2"></path>
          <path d="M0 120L50 110L100 95" fill="none" stroke="#a0aec0" stroke-dasharray="4 4"></path>
          <text>Måler</text>
        </g>
      </svg>
    </div>`;
  document.body.append(host);
  return host;
}

describe('serializeSvg', () => {
  it('finds the chart rather than an icon beside it', () => {
    const host = chart();
    expect(findChartSvg(host)?.getAttribute('width')).toBe('400');
    host.remove();
  });

  it('keeps the paths, adds xmlns, the size and a white background, and inlines inherited styles', () => {
    const host = chart();
    const { markup, width, height, element } = serializeSvg(findChartSvg(host)!);
    expect([width, height]).toEqual([400, 200]);
    expect(element.isConnected).toBe(false);

    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    const root = parsed.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root.getAttribute('viewBox')).toBe('0 0 400 200');
    expect(root.getElementsByTagName('path')).toHaveLength(2);
    expect(root.getElementsByTagName('path')[0]!.getAttribute('d')).toBe('M0 100L50 80L100 90');
    const background = root.firstElementChild!;
    expect(background.tagName).toBe('rect');
    expect(background.getAttribute('fill')).toBe('#ffffff');
    // The page's font reaches the text only by inheritance, which a standalone file loses.
    expect(root.getElementsByTagName('text')[0]!.getAttribute('style')).toMatch(/font-family: Arial, sans-serif/);
    expect(root.getElementsByTagName('text')[0]!.textContent).toBe('Måler');
    host.remove();
  });
});
