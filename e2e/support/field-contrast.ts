import type { Page } from '@playwright/test';

/**
 * Form fields whose edge does not stand out from what is around them at 3:1 (WCAG
 * 1.4.11 non-text contrast), which axe does not check: a text box drawn in pale grey
 * on a pale page is hard to find. The edge is the border when there is one, else the
 * field's own background; it is compared with the nearest opaque background outside.
 */
export function faintFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    // Painting a pixel turns any CSS colour (Tailwind 4 writes oklch) into sRGB.
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const backgroundAround = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const color = rgba(getComputedStyle(parent).backgroundColor);
        if (color[3] === 255) return color;
      }
      return rgba('white');
    };
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), select, textarea, .ql-container',
    );
    const faint: string[] = [];
    for (const field of Array.from(fields)) {
      if (!field.checkVisibility({ visibilityProperty: true }) || field.closest('.sr-only')) continue;
      const style = getComputedStyle(field);
      // Any drawn side: Quill's text box has no top border, its toolbar sits there.
      const side = (['Top', 'Right', 'Bottom', 'Left'] as const).find(
        (name) => parseFloat(style.getPropertyValue(`border-${name.toLowerCase()}-width`)) >= 1,
      );
      const edge = rgba(side ? style.getPropertyValue(`border-${side.toLowerCase()}-color`) : style.backgroundColor);
      const [light, dark] = [luminance(edge), luminance(backgroundAround(field))].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 3) {
        const name =
          field.getAttribute('aria-label') ??
          (field as HTMLInputElement).labels?.[0]?.textContent ??
          field.getAttribute('placeholder') ??
          field.className;
        faint.push(`${field.localName} "${name?.trim().slice(0, 40)}": edge ${ratio.toFixed(2)}:1`);
      }
    }
    return faint;
  });
}
