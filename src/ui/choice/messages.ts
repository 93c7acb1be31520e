// The words of a dealer's-choice night at the table (section C): who names the game, the game in
// force and why it holds. In the table's lazy chunk, like the profiles' words: pt-BR is the
// reference, every language has every key and keeps its `{placeholders}` (i18n/catalog.ts;
// test/ui/i18n/catalogs.test.ts).
import { lookup, type Catalogs, type Translation } from '../i18n/index.ts';

const ptBR = {
  'choice.nameTitle': '{name}, escolha o jogo',
  'choice.nameHint': 'Um toque no jogo desta mão; depois, dê as cartas.',
  'choice.nameHintOrbit': 'Um toque no jogo da sua volta: vale até você dar de novo.',
  'choice.namingTitle': '{name} está escolhendo o jogo',
  'choice.namingHint': 'No celular de {name}.',
  'choice.nameHere': 'Escolher neste celular',
  'choice.games': 'Os jogos da noite',
  'choice.namedBy': '{name} escolheu',
  'choice.keptOrbit': '{game} até {name} dar de novo',
  'choice.keptCarried': 'As fichas que ficaram na mesa esperam pelo seu jogo: {game}.',
  'choice.inPlay': 'Jogo desta mão',
  'choice.waiting.jacker': 'jacker esperando',
  'choice.waiting.bomb': 'bomb pot esperando',
} as const;

const ptPT: Translation<typeof ptBR> = {
  'choice.nameTitle': '{name}, escolhe o jogo',
  'choice.nameHint': 'Um toque no jogo desta mão; depois, dá as cartas.',
  'choice.nameHintOrbit': 'Um toque no jogo da tua volta: vale até voltares a dar.',
  'choice.namingTitle': '{name} está a escolher o jogo',
  'choice.namingHint': 'No telemóvel de {name}.',
  'choice.nameHere': 'Escolher neste telemóvel',
  'choice.games': 'Os jogos da noite',
  'choice.namedBy': '{name} escolheu',
  'choice.keptOrbit': '{game} até {name} voltar a dar',
  'choice.keptCarried': 'As fichas que ficaram na mesa esperam pelo seu jogo: {game}.',
  'choice.inPlay': 'Jogo desta mão',
  'choice.waiting.jacker': 'jacker à espera',
  'choice.waiting.bomb': 'bomb pot à espera',
};

const en: Translation<typeof ptBR> = {
  'choice.nameTitle': '{name}, name the game',
  'choice.nameHint': "One tap on this hand's game; then deal.",
  'choice.nameHintOrbit': 'One tap on the game of your orbit: it holds until you deal again.',
  'choice.namingTitle': '{name} is naming the game',
  'choice.namingHint': "On {name}'s phone.",
  'choice.nameHere': 'Name it on this phone',
  'choice.games': "The night's games",
  'choice.namedBy': '{name} named',
  'choice.keptOrbit': '{game} until {name} deals again',
  'choice.keptCarried': 'The chips left on the table wait for their game: {game}.',
  'choice.inPlay': "This hand's game",
  'choice.waiting.jacker': 'a jacker deal waits',
  'choice.waiting.bomb': 'a bomb pot waits',
};

export const choiceCatalogs: Catalogs<typeof ptBR> = { 'pt-BR': ptBR, 'pt-PT': ptPT, en };

/** A message of a dealer's-choice night in the current language, like `t()`. */
export const tc = lookup(choiceCatalogs);
