// The words of hold'em's house options — the straddle (H11), the bomb pot (H12), running the board
// more than once (H13) — and of the all-in run-out the table watches (O7), in the table's lazy
// chunk like the odds' and the ledger's: pt-BR is the reference, every language has every key and
// keeps its `{placeholders}` (test/ui/holdem/messages.test.ts).
import { language, type Language } from '../i18n/index.ts';
import type { Placeholders } from '../i18n/messages.ts';
import { interpolate } from '../i18n/translate.ts';

const ptBR = {
  'straddle.title': '{name}: straddle?',
  'straddle.hint': 'Antes das cartas, {amount} às cegas. Quem dá straddle fala por último antes do flop.',
  'straddle.yes': 'Straddle de {amount}',
  'straddle.no': 'Sem straddle',
  'straddle.badge': 'straddle',
  'straddle.notYet': 'Ainda não dê as cartas: primeiro o straddle.',
  'log.straddle': '{name} deu straddle de {amount}',
  'log.noStraddle': '{name} não deu straddle',
  'log.runOnce': 'A mesa correu o board uma vez',
  'log.runTimes': 'A mesa combinou rodar o board {count} vezes',
  'log.dealRun': 'Board da corrida {run}: {cards}',
  'log.reveal': 'A mesa abriu a próxima carta',
  'log.awardRun': 'Corrida {run}: pote para {names}',
  'log.bombPot': 'Próxima mão: bomb pot',
  'log.bombPotOff': 'Próxima mão sem bomb pot',
  'runIt.title': 'Todos all-in: quantas vezes rodar o board?',
  'runIt.hint': 'Cada vez paga sua parte de cada pote; as cartas de uma vez não voltam para a outra.',
  'runIt.once': 'Uma vez',
  'runIt.twice': 'Duas vezes',
  'runIt.thrice': 'Três vezes',
  'runIt.deal': 'Vire o resto do board {count} vezes, uma corrida depois da outra.',
  'runout.title': 'All-in: cartas na mesa',
  'runout.next': 'Próxima carta',
  'runout.nextFlop': 'Abrir o flop',
  'runout.nextTurn': 'Abrir o turn',
  'runout.nextRiver': 'Abrir o river',
  'runout.auto': 'Abrir sozinho',
  'runout.run': 'Corrida {run} de {times}',
  'bomb.badge': 'Bomb pot',
  'bomb.info': 'Bomb pot: todos puseram {amount}; sem apostas antes do flop.',
  'bomb.next': 'A próxima mão é um bomb pot: todos põem {amount}, sem apostas antes do flop.',
  'bomb.choose': 'Próxima mão: bomb pot ({amount} cada)',
  'bomb.cancel': 'Voltar a uma mão normal',
  'bomb.deal': 'Dar o bomb pot',
  'showdown.run': 'Corrida {run}',
} as const;

type Key = keyof typeof ptBR;
type Catalog = { readonly [K in Key]: string };

const ptPT: Catalog = {
  'straddle.title': '{name}: straddle?',
  'straddle.hint': 'Antes das cartas, {amount} às cegas. Quem faz straddle fala em último antes do flop.',
  'straddle.yes': 'Straddle de {amount}',
  'straddle.no': 'Sem straddle',
  'straddle.badge': 'straddle',
  'straddle.notYet': 'Ainda não dê as cartas: primeiro o straddle.',
  'log.straddle': '{name} fez straddle de {amount}',
  'log.noStraddle': '{name} não fez straddle',
  'log.runOnce': 'A mesa correu o board uma vez',
  'log.runTimes': 'A mesa combinou correr o board {count} vezes',
  'log.dealRun': 'Board da corrida {run}: {cards}',
  'log.reveal': 'A mesa abriu a próxima carta',
  'log.awardRun': 'Corrida {run}: pote para {names}',
  'log.bombPot': 'Próxima mão: bomb pot',
  'log.bombPotOff': 'Próxima mão sem bomb pot',
  'runIt.title': 'Todos all-in: quantas vezes correr o board?',
  'runIt.hint': 'Cada vez paga a sua parte de cada pote; as cartas de uma vez não voltam para a outra.',
  'runIt.once': 'Uma vez',
  'runIt.twice': 'Duas vezes',
  'runIt.thrice': 'Três vezes',
  'runIt.deal': 'Vire o resto do board {count} vezes, uma corrida depois da outra.',
  'runout.title': 'All-in: cartas na mesa',
  'runout.next': 'Próxima carta',
  'runout.nextFlop': 'Abrir o flop',
  'runout.nextTurn': 'Abrir o turn',
  'runout.nextRiver': 'Abrir o river',
  'runout.auto': 'Abrir sozinho',
  'runout.run': 'Corrida {run} de {times}',
  'bomb.badge': 'Bomb pot',
  'bomb.info': 'Bomb pot: todos puseram {amount}; sem apostas antes do flop.',
  'bomb.next': 'A próxima mão é um bomb pot: todos põem {amount}, sem apostas antes do flop.',
  'bomb.choose': 'Próxima mão: bomb pot ({amount} cada)',
  'bomb.cancel': 'Voltar a uma mão normal',
  'bomb.deal': 'Dar o bomb pot',
  'showdown.run': 'Corrida {run}',
};

const en: Catalog = {
  'straddle.title': '{name}: straddle?',
  'straddle.hint': 'Before the cards, {amount} blind. Whoever straddles acts last before the flop.',
  'straddle.yes': 'Straddle {amount}',
  'straddle.no': 'No straddle',
  'straddle.badge': 'straddle',
  'straddle.notYet': 'Do not deal yet: the straddle comes first.',
  'log.straddle': '{name} straddled {amount}',
  'log.noStraddle': '{name} did not straddle',
  'log.runOnce': 'The table ran the board once',
  'log.runTimes': 'The table agreed to run the board {count} times',
  'log.dealRun': 'Board of run {run}: {cards}',
  'log.reveal': 'The table turned the next card',
  'log.awardRun': 'Run {run}: pot to {names}',
  'log.bombPot': 'Next hand: bomb pot',
  'log.bombPotOff': 'Next hand: no bomb pot',
  'runIt.title': 'Everyone all-in: how many times to run the board?',
  'runIt.hint': 'Each run pays its share of every pot; cards of one run do not come back for the next.',
  'runIt.once': 'Once',
  'runIt.twice': 'Twice',
  'runIt.thrice': 'Three times',
  'runIt.deal': 'Turn the rest of the board {count} times, one run after the other.',
  'runout.title': 'All-in: cards on the table',
  'runout.next': 'Next card',
  'runout.nextFlop': 'Deal the flop',
  'runout.nextTurn': 'Deal the turn',
  'runout.nextRiver': 'Deal the river',
  'runout.auto': 'Deal on its own',
  'runout.run': 'Run {run} of {times}',
  'bomb.badge': 'Bomb pot',
  'bomb.info': 'Bomb pot: everyone put in {amount}; no betting before the flop.',
  'bomb.next': 'The next hand is a bomb pot: everyone puts in {amount}, no betting before the flop.',
  'bomb.choose': 'Next hand: bomb pot ({amount} each)',
  'bomb.cancel': 'Back to a normal hand',
  'bomb.deal': 'Deal the bomb pot',
  'showdown.run': 'Run {run}',
};

export const holdemCatalogs: Readonly<Record<Language, Catalog>> = { 'pt-BR': ptBR, 'pt-PT': ptPT, en };

type Params<K extends Key> = [Placeholders<(typeof ptBR)[K]>] extends [never] ? [] : [params: Readonly<Record<Placeholders<(typeof ptBR)[K]>, string | number>>];

/** A message of hold'em's house options in the current language, like `t()`. */
export function th<K extends Key>(key: K, ...params: Params<K>): string {
  return interpolate(holdemCatalogs[language.value][key], params[0] ?? {}, language.value);
}
