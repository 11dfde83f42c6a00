/**
 * WCAG 2 contrast of the design tokens, computed from their oklch() values in styles.css: oklch to
 * OKLab to linear sRGB (clipped to the gamut, as a browser shows it), gamma-encoded sRGB for
 * blending a translucent tint over its background, then relative luminance and the contrast ratio.
 */

export type Oklch = readonly [lightness: number, chroma: number, hue: number];
export type Rgb = readonly [number, number, number];

/** The oklch() custom properties of one rule of a stylesheet (`:root`, `.dark`), by name without `--`. */
export function oklchTokens(css: string, selector: string): Record<string, Oklch> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no ${selector} rule`);
  const body = css.slice(start, css.indexOf('}', start));
  const tokens: Record<string, Oklch> = {};
  for (const match of body.matchAll(/--([a-z-]+):\s*oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)/g)) {
    tokens[match[1] as string] = [Number(match[2]), Number(match[3]), Number(match[4])];
  }
  return tokens;
}

const clip = (value: number) => Math.min(1, Math.max(0, value));
const encode = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
const decode = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** Gamma-encoded sRGB (0..1 per channel) of an oklch colour. */
export function oklchToRgb([lightness, chroma, hue]: Oklch): Rgb {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    encode(clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s)),
    encode(clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s)),
    encode(clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s)),
  ];
}

/** `colour` at `alpha` over `base`, as Tailwind's `bg-x/10` paints it on an opaque background. */
export function over(colour: Rgb, alpha: number, base: Rgb): Rgb {
  return [0, 1, 2].map(
    (i) => (colour[i] as number) * alpha + (base[i] as number) * (1 - alpha),
  ) as unknown as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function toHex(colour: Rgb): string {
  return `#${colour
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
