// P7 on a player's page of the book: his Pix key with the name and city its code carries, and a
// note for other currencies. The engine reads and checks what is typed (readPayDetails); a
// problem is said under its own field, and nothing is saved until every field is right.
import { useState } from 'preact/hooks';
import { MAX_PAY_NOTE, MAX_PIX_CITY, MAX_PIX_NAME, pixKey, pixTextSent, readPayDetails, type PayProblem, type PixKeyType, type TypedPayDetails } from '../../engine/index.ts';
import { setPlayerPay, type PlayerRecord } from '../../app/index.ts';
import { tpay } from './messages.ts';
import './pix.css';

type Field = keyof TypedPayDetails;

const KIND = { phone: 'pay.kind.phone', email: 'pay.kind.email', cpf: 'pay.kind.cpf', cnpj: 'pay.kind.cnpj', random: 'pay.kind.random' } as const satisfies Record<PixKeyType, string>;

function problemText(problem: PayProblem): string {
  if (problem === 'pixName') return tpay('pay.problem.pixName', { max: MAX_PIX_NAME });
  if (problem === 'pixCity') return tpay('pay.problem.pixCity', { max: MAX_PIX_CITY });
  if (problem === 'noteTooLong') return tpay('pay.problem.noteTooLong', { max: MAX_PAY_NOTE });
  return tpay(`pay.problem.${problem}`);
}

const typedOf = (record: PlayerRecord): TypedPayDetails => ({
  key: record.pay?.pix?.key ?? '',
  name: record.pay?.pix?.name ?? record.name,
  city: record.pay?.pix?.city ?? '',
  note: record.pay?.note ?? '',
});

export function PayForm({ record, onSaved }: { record: PlayerRecord; onSaved: () => Promise<void> }) {
  const [typed, setTyped] = useState<TypedPayDetails>(() => typedOf(record));
  const [problem, setProblem] = useState<{ readonly field: Field; readonly text: string } | null>(null);
  const [answer, setAnswer] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const reading = typed.key.trim() === '' ? null : pixKey(typed.key);
  // P3: the name and city as the code will carry them, seen before saving when they differ from what was typed.
  const sent = (text: string, max: number) => {
    const carried = pixTextSent(text, max);
    return carried === null ? null : tpay('pay.sent', { text: carried });
  };
  const set = (field: Field) => (event: Event) => {
    setTyped({ ...typed, [field]: (event.currentTarget as HTMLInputElement).value });
    setAnswer(null);
    if (problem?.field === field) setProblem(null);
  };
  const save = async () => {
    const read = readPayDetails(typed);
    if ('problem' in read) {
      setProblem({ field: read.field, text: problemText(read.problem) });
      return;
    }
    setBusy(true);
    try {
      await setPlayerPay(record.id, read.details);
      await onSaved();
      setAnswer({ ok: true, text: tpay(read.details.pix || read.details.note ? 'pay.saved' : 'pay.removed') });
    } catch {
      setAnswer({ ok: false, text: tpay('pay.failed') });
    } finally {
      setBusy(false);
    }
  };
  const input = (field: Field, label: string, hint: string | null, attrs: Record<string, unknown> = {}) => {
    const id = `pay-${field}`;
    const wrong = problem?.field === field;
    return (
      <label class="field" for={id}>
        <span class="field-label">{label}</span>
        <input
          id={id}
          class="text-input"
          type="text"
          autoComplete="off"
          value={typed[field]}
          aria-invalid={wrong}
          aria-describedby={[hint ? `${id}-hint` : '', wrong ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined}
          onInput={set(field)}
          {...attrs}
        />
        {hint ? (
          <span class="field-help" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
        {wrong ? (
          <span class="field-problem" id={`${id}-problem`} role="alert">
            {problem.text}
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <form
      class="book-form pay-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p class="setup-hint">{tpay('pay.hint')}</p>
      {input('key', tpay('pay.key'), reading && 'key' in reading ? tpay(KIND[reading.type], { key: reading.key }) : tpay('pay.keyHint'), { spellcheck: false, autoCapitalize: 'none' })}
      <div class="pay-place">
        {input('name', tpay('pay.name'), sent(typed.name, MAX_PIX_NAME))}
        {input('city', tpay('pay.city'), sent(typed.city, MAX_PIX_CITY))}
      </div>
      <p class="field-help">{tpay('pay.textHint', { max: MAX_PIX_NAME })}</p>
      {input('note', tpay('pay.note'), tpay('pay.noteHint', { max: MAX_PAY_NOTE }))}
      <button type="submit" class="button secondary" disabled={busy}>
        {tpay('pay.save')}
      </button>
      {answer ? (
        <p class={answer.ok ? 'games-notice' : 'field-problem'} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </p>
      ) : null}
    </form>
  );
}
