// The table's words for looking at one's own cards again (G16) and for the pot's chips still in
// front of the seats. Kept here, in the table's lazy chunk, like the profiles' and the ledger's
// words: pt-BR is the reference, every language has every key and keeps its `{placeholders}`
// (i18n/catalog.ts; test/ui/i18n/catalogs.test.ts).
import { lookup, type Catalogs, type Translation } from '../i18n/index.ts';

const ptBR = {
  'peek.whoHint': 'Só quem está com o celular olha as próprias cartas. A mesa verá quem olhou.',
  'peek.public': 'Quem olhar as próprias cartas fica no histórico da mão: a mesa verá.',
  'peek.sureHint': 'A mesa verá no histórico da mão que {name} olhou as próprias cartas.',
  'peek.log': '{name} olhou as próprias cartas',
  'peek.seen': 'Olharam as próprias cartas durante a mão: {names}',
  'pot.inFront': '{amount} ainda na frente dos jogadores',
  'cover.countdown': 'As cartas se escondem em {seconds} s. Toque na tela para continuar vendo.',
  'drawn.title': '{name}: suas cartas depois da troca',
  'drawn.hint': 'Veja as cartas novas antes de passar o celular.',
  'drawn.done': 'Esconder e passar o celular',
  'log.antes': 'Ante de {amount} de cada um',
  'log.ante': '{name} pôs {amount} de ante',
  'log.smallBlind': '{name} pôs o small blind ({amount})',
  'log.bigBlind': '{name} pôs o big blind ({amount})',
  'log.blind': '{name} pôs {amount} de blind',
} as const;

type Catalog = Translation<typeof ptBR>;

const ptPT: Catalog = {
  'peek.whoHint': 'Só quem tem o telemóvel olha para as suas cartas. A mesa verá quem olhou.',
  'peek.public': 'Quem olhar para as suas cartas fica no histórico da mão: a mesa verá.',
  'peek.sureHint': 'A mesa verá no histórico da mão que {name} olhou para as suas cartas.',
  'peek.log': '{name} olhou para as suas cartas',
  'peek.seen': 'Olharam para as suas cartas durante a mão: {names}',
  'pot.inFront': '{amount} ainda à frente dos jogadores',
  'cover.countdown': 'As cartas escondem-se daqui a {seconds} s. Toque no ecrã para continuar a vê-las.',
  'drawn.title': '{name}: as suas cartas depois da troca',
  'drawn.hint': 'Veja as cartas novas antes de passar o telemóvel.',
  'drawn.done': 'Esconder e passar o telemóvel',
  'log.antes': 'Ante de {amount} de cada um',
  'log.ante': '{name} pôs {amount} de ante',
  'log.smallBlind': '{name} pôs o small blind ({amount})',
  'log.bigBlind': '{name} pôs o big blind ({amount})',
  'log.blind': '{name} pôs {amount} de blind',
};

const en: Catalog = {
  'peek.whoHint': 'Only whoever holds the phone looks at their own cards. The table will see who looked.',
  'peek.public': "Whoever looks at their cards is named in the hand's log: the table will see.",
  'peek.sureHint': "The table will see in the hand's log that {name} looked at their cards.",
  'peek.log': '{name} looked at their cards',
  'peek.seen': 'Looked at their own cards during the hand: {names}',
  'pot.inFront': '{amount} still in front of the players',
  'cover.countdown': 'Your cards hide in {seconds} s. Touch the screen to keep them showing.',
  'drawn.title': '{name}: your cards after the exchange',
  'drawn.hint': 'Look at your new cards before passing the phone.',
  'drawn.done': 'Hide them and pass the phone',
  'log.antes': 'Everyone anted {amount}',
  'log.ante': '{name} anted {amount}',
  'log.smallBlind': '{name} posted the small blind ({amount})',
  'log.bigBlind': '{name} posted the big blind ({amount})',
  'log.blind': '{name} posted a blind of {amount}',
};

export const tableCatalogs: Catalogs<typeof ptBR> = { 'pt-BR': ptBR, 'pt-PT': ptPT, en };

/** A table message in the current language, like `t()`. */
export const ttable = lookup(tableCatalogs);
