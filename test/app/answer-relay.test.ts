// N1: a guest's answer link opened on the host's own device is handed to the hosting tab over a
// BroadcastChannel (src/app/answer-relay.ts). Both tabs here are this thread's channels (Node's
// BroadcastChannel, as the browser's, delivers to every other one of the same name). What comes
// over the channel is hostile: anything but exactly an answer changes nothing and is not answered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerChannelName, listenForAnswers, passAnswer, type Handover } from '../../src/app/answer-relay.ts';
import { answerUsed, handedAnswer } from '../../src/app/answer-handoff.ts';

const ANSWER = 'https://ana.github.io/mesa/#answer=AQEAbc';
let stops: (() => void)[] = [];

beforeEach(() => {
  vi.stubGlobal('location', new URL('https://ana.github.io/mesa/'));
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  answerUsed();
  vi.unstubAllGlobals();
});

/** Another tab's end of the app's channel, keeping every reply it hears. */
function otherTab(): { post(message: unknown): void; heard: unknown[] } {
  const channel = new BroadcastChannel(answerChannelName());
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  stops.push(() => channel.close());
  return { post: (message) => channel.postMessage(message), heard };
}

/** A round trip over the channel: a message posted now has been delivered and answered by then. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The states a passAnswer call went through, as it tells them. */
function passing(code: string): Handover[] {
  const said: Handover[] = [];
  stops.push(passAnswer(code, (state) => said.push(state)));
  return said;
}

describe('N1: an answer link handed to the hosting tab', () => {
  it('N1: a tab showing a table code takes the answer and says so; a tab showing none says it waits for none', async () => {
    let waiting = true;
    stops.push(listenForAnswers(() => waiting));
    const taken = passing(ANSWER);
    await settled();
    expect(taken).toEqual(['passing', 'taken']);
    expect(handedAnswer.value).toEqual({ code: ANSWER });
    answerUsed();
    waiting = false;
    const refused = passing(ANSWER);
    await settled();
    expect(refused).toEqual(['passing', 'not-waiting']);
    expect(handedAnswer.value).toBeNull();
  });

  it('N1: with no Mesa tab listening, the answer link says after a moment that no tab took it', async () => {
    const said = passing(ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(said).toEqual(['passing', 'unheard']);
  });

  it('N1: a malformed broadcast changes nothing and is not answered', async () => {
    stops.push(listenForAnswers(() => true));
    const tab = otherTab();
    const hostile: unknown[] = [
      null,
      'answer',
      42,
      [ANSWER],
      { t: 'answer', code: ANSWER },
      { t: 'answer', id: 7, code: ANSWER },
      { t: 'answer', id: '', code: ANSWER },
      { t: 'answer', id: 'x'.repeat(65), code: ANSWER },
      { t: 'answer', id: 'a1', code: 12 },
      { t: 'answer', id: 'a1', code: '' },
      { t: 'answer', id: 'a1', code: 'x'.repeat(8193) },
      { t: 'taken', id: 'a1', code: ANSWER },
      { t: 'ANSWER', id: 'a1', code: ANSWER },
    ];
    for (const message of hostile) tab.post(message);
    await settled();
    expect(tab.heard).toEqual([]);
    expect(handedAnswer.value).toBeNull();
    // The same channel still hears a well-formed one.
    tab.post({ t: 'answer', id: 'a1', code: ANSWER });
    await settled();
    expect(tab.heard).toEqual([{ t: 'taken', id: 'a1' }]);
  });

  it('N1: a reply that is not for this answer, or not a reply, leaves the answer link waiting', async () => {
    const tab = otherTab();
    const said = passing(ANSWER);
    await settled();
    for (const reply of [{ t: 'taken', id: 'someone-else' }, { t: 'taken' }, { t: 'yes', id: 'x' }, 'taken', null]) tab.post(reply);
    await settled();
    expect(said).toEqual(['passing']);
  });
});
