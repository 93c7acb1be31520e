// fechado at the table (F5–F13): passo / mesa / abro in the first round, repique and
// contra-repique, the openers this deal needs, the chips of deals nobody opened, the escuro
// variant's chain of posts, and the 0–4 exchange.
import { handFacts, type Carried, type FechadoPart, type HandView, type Openers, type Seat, type TableView } from '../../engine/index.ts';
import { chips } from '../components/chips.ts';
import { anteLines } from '../components/ante-lines.ts';
import type { BetWord, ProfileUi, SaidWords } from '../components/profile-extras.tsx';
import { ttable } from '../components/table-messages.ts';
import { InfoLines } from './info-lines.tsx';
import { tp } from './messages.ts';
import './profiles.css';

const openersText = (openers: Openers) => tp(`fechado.openers.${openers}`);

function word(view: HandView, _seat: Seat, type: BetWord, amount: string): string | null {
  const facts = handFacts(view);
  const second = facts.afterExchange;
  switch (type) {
    case 'fold':
      return !second && facts.currentBet === 0 ? tp('fechado.passo') : tp('fechado.sai');
    case 'check':
      return tp('fechado.mesa');
    case 'call':
      return tp('fechado.acompanha', { amount });
    case 'bet':
      return second ? null : tp('fechado.abro', { amount });
    case 'raise':
      if (second) return null;
      return facts.raises === 0 ? tp('fechado.repique', { amount }) : tp('fechado.contraRepique', { amount });
  }
}

/**
 * F5: passo and mesa sit side by side before anyone opened, and neither word says what it does to
 * a newcomer: passo leaves the deal, mesa stays in without betting. Once the deal is opened the
 * fold is sair, a word that says itself.
 */
function hint(view: HandView, type: BetWord): string | null {
  const facts = handFacts(view);
  if (type === 'fold') return !facts.afterExchange && facts.currentBet === 0 ? tp('fechado.hint.passo') : null;
  return type === 'check' ? tp('fechado.hint.mesa') : null;
}

/** The hand log in the table's words (F5, F8): passo before anyone opened, mesa, abriu, acompanhou, repique. */
const said: SaidWords = (_view, round, event, step, name, amount) => {
  const second = round.afterExchange;
  switch (event.type) {
    case 'fold':
      return !second && step.facing === 0 ? tp('fechado.log.passo', { name }) : tp('fechado.log.sai', { name });
    case 'check':
      return tp('fechado.log.mesa', { name });
    case 'call':
      return tp('fechado.log.acompanha', { name, amount: amount(step.added) });
    case 'bet':
      return second ? null : tp('fechado.log.abro', { name, amount: amount(event.to) });
    case 'raise':
      if (second) return null;
      return tp(round.raises === 0 ? 'fechado.log.repique' : 'fechado.log.contraRepique', { name, amount: amount(event.to) });
  }
};

/** F4's pingos, or F13's chain of posts from the dealer's 1 to the escurante's. */
function posts(view: HandView, amount: (chips: number) => string): string[] {
  const name = (seat: Seat) => view.seats[seat]?.name ?? '?';
  const pingos = anteLines(view.posts, (each) => tp('fechado.log.pingo', { amount: amount(each) }), (post) => ttable('log.ante', { name: name(post.seat), amount: amount(post.ante) }));
  const chain = view.posts.filter((p) => p.blind > 0).sort((a, b) => a.blind - b.blind);
  return [...pingos, ...chain.map((post) => tp('fechado.log.escuro', { name: name(post.seat), amount: amount(post.blind) }))];
}

/** The opener of the round that had to be opened, as the engine recorded him, or the round's first bettor. */
const openerOf = (view: HandView): Seat | null => view.opened?.seat ?? (handFacts(view).afterExchange ? null : handFacts(view).opener);

/** F13: "Ana 1 · Bia 2 · Caio 4 (escurante)". */
const escuroPosts = (view: HandView, { posts, escurante }: NonNullable<FechadoPart['escuro']>): string =>
  posts.map(({ seat, post }) => `${view.seats[seat].name} ${chips(post)}${seat === escurante ? ` (${tp('fechado.escurante')})` : ''}`).join(' · ');

/** F7: the chips of the deals nobody opened, still on the table. */
const carriedLine = ({ chips: amount, deals }: Carried) =>
  deals === 1 ? tp('fechado.carriedOne', { amount: chips(amount) }) : tp('fechado.carried', { deals, amount: chips(amount) });

function Info({ table, view }: { table: TableView; view: HandView }) {
  const part = table.profile.fechado;
  if (!part) return null;
  const lines: string[] = [];
  const chain = part.escuro;
  if (chain) {
    lines.push(tp('fechado.escuroPosts', { posts: escuroPosts(view, chain) }));
    const top = chain.posts.find((p) => p.seat === chain.escurante);
    if (!handFacts(view).afterExchange && top) lines.push(tp('fechado.escuroRule', { name: view.seats[top.seat].name, amount: chips(top.post) }));
  } else {
    const need = part.openers;
    const opener = openerOf(view);
    if (opener !== null) lines.push(tp('fechado.opened', { name: view.seats[opener].name }));
    else if (need === null) lines.push(tp('fechado.freeOpening'));
    else lines.push(tp('fechado.openers', { openers: openersText(need) }));
  }
  if (view.carried && view.carried.chips > 0) lines.push(carriedLine(view.carried));
  return <InfoLines lines={lines} />;
}

/** Why a button the seat might look for is not there (F8, F12), and the size of the exchange (F9). */
function Note({ table, view, seat }: { table: TableView; view: HandView; seat: Seat }) {
  const actions = view.legal?.actions ?? [];
  const has = (type: string) => actions.some((a) => a.type === type);
  const draw = actions.find((a) => a.type === 'draw');
  if (draw) return <p class="profile-note">{tp('fechado.exchange', { max: draw.max })}</p>;
  const facts = handFacts(view);
  if (facts.afterExchange || view.pending.kind !== 'bet') return null;
  let text: string | null = null;
  const need = table.profile.fechado?.openers ?? null;
  if (facts.currentBet === 0 && !has('bet') && need) text = tp('fechado.noOpeners', { openers: openersText(need) });
  else if (facts.currentBet > 0 && !has('raise') && has('call')) {
    if (facts.mesa.includes(seat)) text = tp('fechado.mesaOnly');
    else if (openerOf(view) === seat) text = tp('fechado.openerNoRaise');
  }
  return text ? <p class="profile-note">{text}</p> : null;
}

function badges(view: HandView, seat: Seat): string[] {
  return openerOf(view) === seat ? [tp('fechado.badge.opened')] : [];
}

/** A deal nobody opened or won (an opener without openers): the chips stay, and the next deal needs better openers (F7, F12). */
function Result({ table, view }: { table: TableView; view: HandView }) {
  const left = view.result?.leftOnTable ?? 0;
  if (left === 0) return null;
  const failed = view.opened?.shown === false ? view.opened.seat : null;
  const line = failed === null ? tp('fechado.deadDeal', { amount: chips(left) }) : tp('fechado.failedOpener', { name: view.seats[failed].name, amount: chips(left) });
  return <InfoLines lines={[line, ...nextOpeners(table)]} />;
}

function nextOpeners(table: TableView): string[] {
  const need = table.profile.fechado?.nextOpeners;
  return need ? [tp('fechado.nextOpeners', { openers: openersText(need) })] : [];
}

function Session({ table }: { table: TableView }) {
  const { carried } = table.session;
  if (carried.chips === 0) return null;
  return <InfoLines lines={[carriedLine(carried), ...nextOpeners(table)]} />;
}

export const fechadoUi: ProfileUi = { word, hint, said, posts, Info, Note, badges, Result, Session };
