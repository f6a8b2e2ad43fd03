// The exact odds the Flores Amarradas view carries (fractions as text, e.g. "2/81"): as numbers
// and percentages for the odds panel.

/** "2/81" -> 0.02469..., "-1/3" -> -0.333..., "0" -> 0. */
export function fractionValue(text: string): number {
  const [num, den = '1'] = text.split('/');
  return Number(num) / Number(den);
}

export function percent(text: string, lang: string, digits = 1): string {
  return `${(100 * fractionValue(text)).toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })}%`;
}
