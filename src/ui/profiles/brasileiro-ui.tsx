// Brasileiro at the table (B3–B10): everything to the right, the dealer's post and the escuro
// with what staying in costs, the re-buy decided before any card is seen, mesa / cobrir /
// aumentar / desistir, the double limit's maximum, the 4-card exchange with its late fourth card,
// the bonuses at the showdown, and jacker mode (chips accumulated, deals, only trips open).
import { handFacts, describeHand, type Card, type HandView, type RoundFacts, type Seat, type TableView } from '../../engine/index.ts';
import { chips } from '../components/chips.ts';
import { anteLines } from '../components/ante-lines.ts';
import type { BetWord, ProfileUi, SaidWords } from '../components/profile-extras.tsx';
import { t } from '../i18n/index.ts';
import { ttable } from '../components/table-messages.ts';
import { language } from '../i18n/index.ts';
import { InfoLines } from './info-lines.tsx';
import { tp } from './messages.ts';
import './profiles.css';

const isJacker = (view: HandView) => view.mode === 'jacker';

/** B10: the passo/abro round before the exchange (`round`: the view's, or the one a logged action found). */
const abertura = (view: HandView, round: RoundFacts = handFacts(view)) => isJacker(view) && !round.afterExchange;

/** B10: the seat that opened this jacker deal. */
const openerOf = (view: HandView): Seat | null => view.opened?.seat ?? null;

function word(view: HandView, _seat: Seat, type: BetWord, amount: string): string | null {
  const call = view.legal?.actions.find((a) => a.type === 'call');
  switch (type) {
    case 'fold':
      return tp('brasileiro.desistir');
    case 'check':
      return abertura(view) ? tp('brasileiro.passo') : tp('brasileiro.mesa');
    case 'call':
      return call?.mesa ? tp('brasileiro.mesaCall', { amount }) : tp('brasileiro.cobrir', { amount });
    case 'bet':
      return abertura(view) ? tp('brasileiro.abro', { amount }) : null;
    case 'raise':
      return tp('brasileiro.aumentar', { amount });
  }
}

/** The hand log in the table's words (B7, B10): passo and abriu in a jacker deal, mesa while nobody raised, cobriu after. */
const said: SaidWords = (view, round, event, step, name, amount) => {
  switch (event.type) {
    case 'check':
      return abertura(view, round) ? tp('brasileiro.log.passo', { name }) : tp('brasileiro.log.mesa', { name });
    case 'call': {
      // B7: a call while nobody has raised above the escuro is mesa.
      const mesa = !isJacker(view) && round.unraised;
      return tp(mesa ? 'brasileiro.log.mesaCall' : 'brasileiro.log.cobriu', { name, amount: amount(step.added) });
    }
    case 'bet':
      return abertura(view, round) ? tp('brasileiro.log.abro', { name, amount: amount(event.to) }) : null;
    default:
      return null;
  }
};

/** B4: the dealer's post and the escuro bought on his right; B10: a jacker deal's equal posts. */
function posts(view: HandView, amount: (chips: number) => string): string[] {
  const name = (seat: Seat) => view.seats[seat]?.name ?? '?';
  const jacker = anteLines(view.posts, (each) => tp('brasileiro.log.jackerPosts', { amount: amount(each) }), (post) => ttable('log.ante', { name: name(post.seat), amount: amount(post.ante) }));
  const escuro = view.posts
    .filter((p) => p.blind > 0)
    .sort((a, b) => a.blind - b.blind)
    .map((post) =>
      post.seat === view.dealer ? tp('brasileiro.dealerPost', { name: name(post.seat), amount: amount(post.blind) }) : t('table.log.rebuy', { name: name(post.seat), amount: amount(post.blind) }),
    );
  return [...jacker, ...escuro];
}

function Info({ table, view }: { table: TableView; view: HandView }) {
  const part = table.profile.brasileiro;
  if (!part) return null;
  const lines = [tp('brasileiro.right')];
  const escuro = view.escuro;
  if (escuro) {
    lines.push(tp('brasileiro.dealerPost', { name: view.seats[view.dealer].name, amount: chips(part.unit) }));
    lines.push(tp('brasileiro.escuro', { name: view.seats[escuro.buyer].name, amount: chips(escuro.amount) }));
    const rebuy = view.legal?.actions.find((a) => a.type === 'rebuy');
    if (view.pending.kind === 'decide' && view.pending.seat !== null && rebuy) {
      lines.push(tp('brasileiro.deciding', { name: view.seats[view.pending.seat].name, amount: chips(rebuy.amount) }));
    }
  } else {
    const run = part.jacker;
    if (run) lines.push(tp('brasileiro.jacker', { amount: chips(run.pot), deals: run.deals }));
    const opener = openerOf(view);
    lines.push(opener === null ? tp('brasileiro.jackerOpeners') : tp('brasileiro.jackerOpener', { name: view.seats[opener].name }));
  }
  for (const seat of handFacts(view).waitingFourth) lines.push(tp('brasileiro.waitingFourth', { name: view.seats[seat].name }));
  return <InfoLines lines={lines} />;
}

/** The acting seat: what staying in costs before a re-buy (B5), the most it may raise to (B8), the 4-card privilege (B6). */
function Note({ view }: { table: TableView; view: HandView; seat: Seat }) {
  const actions = view.legal?.actions ?? [];
  const rebuy = actions.find((a) => a.type === 'rebuy');
  const sized = actions.find((a) => a.type === 'bet' || a.type === 'raise');
  const draw = actions.find((a) => a.type === 'draw');
  const lines: string[] = [];
  if (rebuy && view.escuro) lines.push(tp('brasileiro.stayIn', { amount: chips(view.escuro.amount), double: chips(rebuy.amount) }));
  if (sized) lines.push(tp('brasileiro.max', { max: chips(sized.max) }));
  else if (abertura(view) && view.pending.kind === 'bet' && openerOf(view) === null && actions.some((a) => a.type === 'check')) {
    lines.push(tp('brasileiro.jackerNoOpeners'));
  }
  if (draw && draw.max === 4) lines.push(tp('brasileiro.four'));
  return (
    <>
      {lines.map((line) => (
        <p key={line} class="profile-note">
          {line}
        </p>
      ))}
    </>
  );
}

function badges(view: HandView, seat: Seat): string[] {
  if (view.escuro?.buyer === seat) return [tp('brasileiro.badge.escuro')];
  return isJacker(view) && openerOf(view) === seat ? [tp('brasileiro.badge.opened')] : [];
}

/** B10: a jacker deal nobody opened, or whose opener could not show trips (chip ledger): the chips stay and jacker goes on. */
function deadDeal(view: HandView): string | null {
  const left = view.result?.leftOnTable ?? 0;
  if (left === 0) return null;
  const failed = view.opened?.shown === false ? view.opened.seat : null;
  return failed === null ? tp('brasileiro.deadDeal', { amount: chips(left) }) : tp('brasileiro.failedOpener', { name: view.seats[failed].name, amount: chips(left) });
}

/** B9: "Ana mostrou quadra de reis: +1 de cada", from the hands shown; B10: a jacker deal nobody won. */
function Result({ table, view }: { table: TableView; view: HandView }) {
  const dead = deadDeal(view);
  if (dead) return <InfoLines lines={[dead]} />;
  const bonus = view.result?.bonus;
  const { ranking, brasileiro: part } = table.profile;
  if (!bonus || !ranking || !part) return null;
  const lines = view.seats.flatMap((s) => {
    const each = part.bonusEach[s.seat] ?? 0;
    if (each <= 0) return [];
    const made = describeHand(s.cards as Card[], ranking, language.value).name;
    const said = made.charAt(0).toLocaleLowerCase() + made.slice(1);
    return [tp('brasileiro.bonus', { name: s.name, hand: said, each: chips(each) }), tp('brasileiro.bonusTotal', { name: s.name, amount: chips(bonus[s.seat]) })];
  });
  return <InfoLines lines={lines} />;
}

/** Between deals: the jacker run the next deal plays (B9, B10), a fresh run with what everyone posts. */
function Session({ table }: { table: TableView }) {
  const part = table.profile.brasileiro;
  const run = part?.jacker;
  if (!run || part.jackerPost === null) return null;
  const line = run.pot > 0 ? tp('brasileiro.jackerNext', { amount: chips(run.pot), deals: run.deals }) : tp('brasileiro.jackerNextFresh', { post: chips(part.jackerPost) });
  return <InfoLines lines={[line]} />;
}

export const brasileiroUi: ProfileUi = { word, said, posts, Info, Note, badges, Result, Session };
