// How texts are kept: one set per domain (i18n/strings/) or game (games/<game>/strings.ts), each in
// every language, with English as the reference: `Translations<typeof en>` makes a missing or extra
// key in another language a type error, and i18n.test.ts compares keys held in open records (error
// codes, option labels, card names) and the placeholders of every text.
import type { Lang } from './langs';

export type Translations<T> = Record<Lang, T>;
