// A die as every dice game draws it.
import type { Translations } from '../translations';

const en = {
  thrownBy: '{name}\'s throw',
  die: 'Die showing {value}',
  kept: 'kept',
  keepHint: 'Tap the dice to keep; the others are thrown again.',
};

export const DICE: Translations<typeof en> = {
  en,
  'pt-BR': {
    thrownBy: 'Jogada de {name}',
    die: 'Dado com {value}',
    kept: 'guardado',
    keepHint: 'Toque nos dados para guardar; os outros são jogados de novo.',
  },
  'es-AR': {
    thrownBy: 'Tiro de {name}',
    die: 'Dado con {value}',
    kept: 'guardado',
    keepHint: 'Tocá los dados que querés guardar; los otros se tiran de nuevo.',
  },
};
