/** Words as a reader counts them: letters, digits and inner apostrophes or hyphens. */
export function words(text: string): string[] {
  return text.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g) ?? [];
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

/** Lines of a block of text with bullet markers removed; blank lines dropped. */
export function bulletLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-•*▪◦●‣–—]|\d{1,2}[.)])\s+/, '').trim())
    .filter((l) => l.length > 0);
}
