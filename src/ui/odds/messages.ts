// The words of the all-in odds (RULES.md O1–O9), in the table's lazy chunk like the profiles' and
// the ledger's: pt-BR is the reference, every language has every key and keeps its
// `{placeholders}` (i18n/catalog.ts; test/ui/i18n/catalogs.test.ts).
import { language, lookup, type Catalogs, type Translation } from '../i18n/index.ts';

const ptBR = {
  'odds.title': 'Chances',
  'odds.runoutTitle': 'Como as chances andaram',
  'odds.run': 'Corrida {run}',
  'odds.tieLegend': 'Em cinza, a chance de empate.',
  'odds.tie': 'empate {percent}',
  'odds.working': 'Calculando as chances…',
  'odds.failed': 'Não foi possível calcular as chances.',
  'odds.exact': 'Exato: todas as {count} possibilidades.',
  'odds.exactAll': 'Exato: todas as possibilidades contadas.',
  'odds.sampled': '± {error} pontos: {count} distribuições sorteadas.',
  'odds.street.preflop': 'Pré-flop',
  'odds.street.flop': 'Flop',
  'odds.street.turn': 'Turn',
  'odds.cards': '{count} cartas',
  'odds.player': 'Jogador',
  'odds.winOf': '{name}: {percent} de ganhar',
  'odds.offer': 'Ver as chances: digitar as cartas mostradas',
  'odds.typeHand': 'Cartas de {name}',
  'odds.typeBoard': 'Board ({count} cartas)',
  'odds.typeDone': 'Pronto',
  'odds.nextFlop': 'Digitar o flop',
  'odds.nextTurn': 'Digitar o turn',
  'odds.nextRiver': 'Digitar o river',
  'odds.typeFlop': 'O flop',
  'odds.typeTurn': 'O turn',
  'odds.typeRiver': 'O river',
  'odds.allOut': 'O board está completo: escolha quem ganhou.',
} as const;

type Catalog = Translation<typeof ptBR>;

const ptPT: Catalog = {
  'odds.title': 'Probabilidades',
  'odds.runoutTitle': 'Como evoluíram as probabilidades',
  'odds.run': 'Corrida {run}',
  'odds.tieLegend': 'A cinzento, a probabilidade de empate.',
  'odds.tie': 'empate {percent}',
  'odds.working': 'A calcular as probabilidades…',
  'odds.failed': 'Não foi possível calcular as probabilidades.',
  'odds.exact': 'Exato: todas as {count} possibilidades.',
  'odds.exactAll': 'Exato: todas as possibilidades contadas.',
  'odds.sampled': '± {error} pontos: {count} distribuições ao acaso.',
  'odds.street.preflop': 'Pré-flop',
  'odds.street.flop': 'Flop',
  'odds.street.turn': 'Turn',
  'odds.cards': '{count} cartas',
  'odds.player': 'Jogador',
  'odds.winOf': '{name}: {percent} de ganhar',
  'odds.offer': 'Ver as probabilidades: escrever as cartas mostradas',
  'odds.typeHand': 'Cartas de {name}',
  'odds.typeBoard': 'Board ({count} cartas)',
  'odds.typeDone': 'Pronto',
  'odds.nextFlop': 'Escrever o flop',
  'odds.nextTurn': 'Escrever o turn',
  'odds.nextRiver': 'Escrever o river',
  'odds.typeFlop': 'O flop',
  'odds.typeTurn': 'O turn',
  'odds.typeRiver': 'O river',
  'odds.allOut': 'O board está completo: escolha quem ganhou.',
};

const en: Catalog = {
  'odds.title': 'Odds',
  'odds.runoutTitle': 'How the odds went',
  'odds.run': 'Run {run}',
  'odds.tieLegend': 'In grey, the chance of a tie.',
  'odds.tie': 'tie {percent}',
  'odds.working': 'Working out the odds…',
  'odds.failed': 'The odds could not be worked out.',
  'odds.exact': 'Exact: all {count} ways the cards can come.',
  'odds.exactAll': 'Exact: every way the cards could come.',
  'odds.sampled': '± {error} points: {count} random deals.',
  'odds.street.preflop': 'Pre-flop',
  'odds.street.flop': 'Flop',
  'odds.street.turn': 'Turn',
  'odds.cards': '{count} cards',
  'odds.player': 'Player',
  'odds.winOf': '{name}: {percent} to win',
  'odds.offer': 'See the odds: type the cards shown',
  'odds.typeHand': "{name}'s cards",
  'odds.typeBoard': 'Board ({count} cards)',
  'odds.typeDone': 'Done',
  'odds.nextFlop': 'Type the flop',
  'odds.nextTurn': 'Type the turn',
  'odds.nextRiver': 'Type the river',
  'odds.typeFlop': 'The flop',
  'odds.typeTurn': 'The turn',
  'odds.typeRiver': 'The river',
  'odds.allOut': 'Every card is out: choose who won.',
};

export const oddsCatalogs: Catalogs<typeof ptBR> = { 'pt-BR': ptBR, 'pt-PT': ptPT, en };

/** An odds message in the current language, like `t()`. */
export const to = lookup(oddsCatalogs);

const formats = new Map<string, Intl.NumberFormat>();
/** One decimal, as a percentage or a plain number, in the current language. */
function oneDecimal(style: 'percent' | 'decimal'): Intl.NumberFormat {
  const key = `${language.value} ${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(language.value, { style, minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format;
}

/**
 * A chance as the table reads it: to a tenth of a percent (O4); "< 0.1%" for a sliver that is not
 * nothing, and a certainty as a whole "100%" or "0%".
 */
export function percent(chance: number): string {
  const format = oneDecimal('percent');
  if (chance === 0 || chance === 1) return new Intl.NumberFormat(language.value, { style: 'percent' }).format(chance);
  if (chance > 0 && chance < 0.0005) return `< ${format.format(0.001)}`;
  if (chance < 1 && chance > 0.9995) return `> ${format.format(0.999)}`;
  return format.format(chance);
}

/** Percentage points, for the Monte Carlo error: one decimal. */
export const points = (error: number): string => oneDecimal('decimal').format(error * 100);
