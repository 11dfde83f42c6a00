/** Spec: the code editor's font sizes (px), its default, and its height. */
export const FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const DEFAULT_FONT_SIZE = 18;
export const EDITOR_HEIGHT = '240px';
