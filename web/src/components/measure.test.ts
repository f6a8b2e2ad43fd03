// The end report's legend says what the number in brackets beside each choice is.
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n';
import { bracketsLegend, chanceMeasure, pointsMeasure } from './measure';

describe('the numbers in brackets of the end report', () => {
  it('are named by the measure', () => {
    const pt = CATALOGUES['pt-BR'];
    expect(bracketsLegend(pointsMeasure(pt, 'pt-BR'), pt))
      .toBe('Entre parênteses, ao lado de cada escolha: total esperado, jogando sem erros dali em diante.');
    expect(bracketsLegend(chanceMeasure(pt, 'pt-BR', pt.hint.title), pt))
      .toBe('Entre parênteses, ao lado de cada escolha: a chance de vencer que ela deixava, jogando sem erros dali em diante.');
    const es = CATALOGUES['es-AR'];
    expect(bracketsLegend(pointsMeasure(es, 'es-AR'), es)).toMatch(/^Entre paréntesis, al lado de cada decisión: total esperado/);
  });
});
