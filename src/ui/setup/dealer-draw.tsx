import { useEffect, useRef } from 'preact/hooks';
import type { DealerDraw } from '../../engine/index.ts';
import { PlayingCard } from '../components/playing-card.tsx';
import './setup.css';
import { ts } from './messages.ts';

interface Props {
  readonly draw: DealerDraw;
  readonly names: readonly string[];
  readonly starting: boolean;
  onStart(): void;
  onCancel(): void;
}

/** F3: the cards everyone drew for the first deal, tie-breaks included, before the game starts. */
export function DealerDrawSheet({ draw, names, starting, onStart, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div class="sheet-backdrop">
      <div class="sheet" role="dialog" aria-modal="true" aria-labelledby="dealer-draw-title">
        <h2 class="sheet-title" id="dealer-draw-title" tabIndex={-1} ref={heading}>
          {ts('setup.draw.title')}
        </h2>
        {draw.rounds.map((round, index) => (
          <div class="draw-round" key={index}>
            {index > 0 ? <p class="setup-hint">{ts('setup.draw.tieBreak')}</p> : null}
            <ul class="plain-list draw-list">
              {round.map(({ seat, card }) => (
                <li key={seat} class={index === draw.rounds.length - 1 && seat === draw.dealer ? 'draw-winner' : undefined}>
                  <span class="draw-name">{names[seat]}</span>
                  <PlayingCard card={card} size="small" />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p class="draw-result">{ts('setup.draw.result', { name: names[draw.dealer] })}</p>
        <div class="actions">
          <button type="button" class="button primary" disabled={starting} onClick={onStart}>
            {ts('setup.start')}
          </button>
          <button type="button" class="button quiet" disabled={starting} onClick={onCancel}>
            {ts('setup.draw.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
