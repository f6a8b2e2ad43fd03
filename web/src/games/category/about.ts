// What the five category games' rules say alike (the engine composes their English the same way):
// how a turn goes, in the translated languages.
import type { TranslatedLang } from '../about';

export const CATEGORY_TURN: Record<TranslatedLang, string> = {
  'pt-BR': 'Na sua vez, jogue os dados; depois de cada jogada, menos a última, você pode guardar os que quiser e jogar o resto de novo (um dado guardado antes pode voltar a ser jogado depois), ou parar. A vez termina quando você marca os dados numa casa livre da sua cartela. Cada casa é marcada exatamente uma vez; quando todas as cartelas estão cheias, ganha o maior total.',
  'es-AR': 'En tu turno tirá los dados; después de cada tiro menos el último podés guardar los que quieras y tirar el resto de nuevo (un dado guardado antes se puede volver a tirar después), o plantarte. El turno termina cuando anotás los dados en una categoría libre de tu planilla. Cada categoría se anota exactamente una vez; cuando todas las planillas están llenas, gana el mayor total.',
};
