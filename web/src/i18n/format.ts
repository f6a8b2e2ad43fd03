// Filling texts: placeholders, plurals, numbers as each language writes them, and people's names set
// safely inside sentences.
import type { Lang } from './langs';

/** Fills {name} placeholders; a missing parameter stays visible rather than vanishing. */
export function fmt(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole);
}

export type Plural = { one: string; other: string };

export function plural(forms: Plural, n: number, params: Record<string, string | number> = {}): string {
  return fmt(n === 1 ? forms.one : forms.other, { n, ...params });
}

/** Numbers as the language writes them (10.000 in Portuguese and Spanish, 10,000 in English). */
export function number(lang: Lang, n: number, digits = 0): string {
  return n.toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
// presentation forms).
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** A person's text set inside a sentence: a name in a right-to-left script is isolated (U+2068 …
 * U+2069), so it does not reorder the words and brackets around it; other text is left as it is. */
export function isolated(text: string): string {
  return RTL.test(text) ? `\u2068${text}\u2069` : text;
}
