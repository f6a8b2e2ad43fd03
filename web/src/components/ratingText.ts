// A rating as every page writes it: a whole number without a thousands separator ("1500?", never
// "1.500?"), as chess sites write ratings, with "?" while it is provisional.
export function ratingText(r: { rating: number; provisional: boolean }): string {
  return `${Math.round(r.rating)}${r.provisional ? '?' : ''}`;
}
