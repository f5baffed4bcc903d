import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and removes what could run', () => {
    const html = sanitizeHtml('<p onclick="alert(1)">Hi <b>there</b><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a></p>');
    expect(html).toContain('<b>there</b>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('renders no script element and runs no handler', () => {
    (window as unknown as { ran?: boolean }).ran = false;
    const { container } = render(<SafeHtml html={'<img src="x" onerror="window.ran = true"><script>window.ran = true</script><i>ok</i>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('i')?.textContent).toBe('ok');
    expect((window as unknown as { ran?: boolean }).ran).toBe(false);
  });

  it('gives an image without a text alternative an empty one, and keeps the one its author wrote', () => {
    expect(sanitizeHtml('<img src="a.png">')).toBe('<img src="a.png" alt="">');
    expect(sanitizeHtml('<img src="b.png" alt="Shop front">')).toContain('alt="Shop front"');
  });
});
