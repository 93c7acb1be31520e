// The scanner's words, and the words for a code that cannot be used or phones that cannot
// connect (the reasons of src/net's SignalError and PeerError). Kept with the network screens'
// lazy chunk, like the table's and the ledger's words: pt-BR is the reference, every language
// has every key and keeps its `{placeholders}` (i18n/catalog.ts; test/ui/i18n/catalogs.test.ts).
import { lookup, type Catalogs, type Translation } from '../i18n/index.ts';

const ptBR = {
  'scan.aim.offer': 'Aponte a câmera para o código da mesa',
  'scan.aim.answer': 'Aponte a câmera para o código no celular do convidado',
  'scan.video': 'Imagem da câmera',
  'scan.starting': 'Abrindo a câmera…',
  'scan.refused': 'O Mesa não tem permissão para usar a câmera. Permita nas configurações do navegador ou cole o código abaixo.',
  'scan.missing': 'Este aparelho não tem uma câmera que o Mesa possa usar. Cole o código abaixo.',
  'scan.busy': 'A câmera está sendo usada por outro aplicativo. Feche-o e tente de novo, ou cole o código abaixo.',
  'scan.retry': 'Tentar a câmera de novo',
  'scan.paste': 'Ou cole o código que você recebeu',
  'scan.use': 'Usar este código',
  'scan.empty': 'Cole o código primeiro.',
  'scan.checking': 'Conferindo o código…',
  'scan.failed': 'Não foi possível usar este código. Tente de novo.',
  'code.not-mesa': 'Este não é um código do Mesa.',
  'code.damaged': 'O código chegou incompleto. Leia de novo ou peça para copiarem o código inteiro.',
  'code.wrong-kind.offer': 'Este é o código de resposta de um convidado. Leia o código do celular que abriu a mesa.',
  'code.wrong-kind.answer': 'Este é o código da mesa. Leia o código que aparece no celular do convidado.',
  'code.old-version': 'Os dois celulares têm versões diferentes do Mesa. Atualize os dois (abra o Mesa com internet) e tente de novo.',
  'peer.unsupported': 'Este navegador não consegue se conectar a outros celulares. Use o Chrome, o Firefox ou o Safari atualizados.',
  'peer.no-network': 'Este celular não está em nenhuma rede. Conecte-se ao mesmo Wi-Fi dos outros (ou ao hotspot de um dos celulares).',
  'peer.unreachable': 'Não foi possível conectar os dois celulares. Confira se estão no mesmo Wi-Fi e leia os códigos de novo.',
  'peer.expired': 'A resposta chegou tarde demais para este código (mais de 30 segundos depois de ele aparecer) e os celulares pararam de se procurar. Um código novo foi feito: leia-o com o outro celular e mostre a resposta aqui logo em seguida.',
  'peer.apart': 'Os celulares não se alcançam: estão em redes diferentes, ou este Wi-Fi isola os aparelhos (redes de visitantes e públicas costumam fazer isso). Ligue o hotspot de um dos celulares, conecte os outros a ele e tente de novo.',
} as const;

type Catalog = Translation<typeof ptBR>;

const ptPT: Catalog = {
  'scan.aim.offer': 'Aponte a câmara para o código da mesa',
  'scan.aim.answer': 'Aponte a câmara para o código no telemóvel do convidado',
  'scan.video': 'Imagem da câmara',
  'scan.starting': 'A abrir a câmara…',
  'scan.refused': 'O Mesa não tem autorização para usar a câmara. Autorize-a nas definições do navegador ou cole o código abaixo.',
  'scan.missing': 'Este aparelho não tem uma câmara que o Mesa possa usar. Cole o código abaixo.',
  'scan.busy': 'A câmara está a ser usada por outra aplicação. Feche-a e tente outra vez, ou cole o código abaixo.',
  'scan.retry': 'Tentar a câmara outra vez',
  'scan.paste': 'Ou cole o código que recebeu',
  'scan.use': 'Usar este código',
  'scan.empty': 'Cole primeiro o código.',
  'scan.checking': 'A verificar o código…',
  'scan.failed': 'Não foi possível usar este código. Tente outra vez.',
  'code.not-mesa': 'Este não é um código do Mesa.',
  'code.damaged': 'O código chegou incompleto. Leia-o outra vez ou peça que copiem o código inteiro.',
  'code.wrong-kind.offer': 'Este é o código de resposta de um convidado. Leia o código do telemóvel que abriu a mesa.',
  'code.wrong-kind.answer': 'Este é o código da mesa. Leia o código que aparece no telemóvel do convidado.',
  'code.old-version': 'Os dois telemóveis têm versões diferentes do Mesa. Atualize os dois (abra o Mesa com internet) e tente outra vez.',
  'peer.unsupported': 'Este navegador não consegue ligar-se a outros telemóveis. Use o Chrome, o Firefox ou o Safari atualizados.',
  'peer.no-network': 'Este telemóvel não está em nenhuma rede. Ligue-se à mesma rede Wi-Fi que os outros (ou ao hotspot de um dos telemóveis).',
  'peer.unreachable': 'Não foi possível ligar os dois telemóveis. Confirme que estão na mesma rede Wi-Fi e leia os códigos outra vez.',
  'peer.expired': 'A resposta chegou tarde demais para este código (mais de 30 segundos depois de ele aparecer) e os telemóveis deixaram de se procurar. Foi feito um código novo: leia-o com o outro telemóvel e mostre a resposta aqui logo a seguir.',
  'peer.apart': 'Os telemóveis não se alcançam: estão em redes diferentes, ou esta rede Wi-Fi isola os aparelhos (as redes de convidados e públicas costumam fazê-lo). Ative o hotspot de um dos telemóveis, ligue os outros a ele e tente outra vez.',
};

const en: Catalog = {
  'scan.aim.offer': "Point the camera at the table's code",
  'scan.aim.answer': "Point the camera at the code on the guest's phone",
  'scan.video': 'Camera view',
  'scan.starting': 'Opening the camera…',
  'scan.refused': "Mesa isn't allowed to use the camera. Allow it in the browser's settings, or paste the code below.",
  'scan.missing': 'This device has no camera Mesa can use. Paste the code below.',
  'scan.busy': 'Another app is using the camera. Close it and try again, or paste the code below.',
  'scan.retry': 'Try the camera again',
  'scan.paste': 'Or paste the code you were sent',
  'scan.use': 'Use this code',
  'scan.empty': 'Paste the code first.',
  'scan.checking': 'Checking the code…',
  'scan.failed': "This code couldn't be used. Try again.",
  'code.not-mesa': "That isn't a Mesa code.",
  'code.damaged': 'The code came through incomplete. Scan it again, or ask for the whole code to be copied.',
  'code.wrong-kind.offer': "That is a guest's reply code. Scan the code on the phone that opened the table.",
  'code.wrong-kind.answer': "That is the table's code. Scan the code showing on the guest's phone.",
  'code.old-version': 'The two phones run different versions of Mesa. Update both (open Mesa once with the internet) and try again.',
  'peer.unsupported': "This browser can't connect to other phones. Use an up-to-date Chrome, Firefox or Safari.",
  'peer.no-network': "This phone isn't on any network. Join the same Wi-Fi as the others (or one phone's hotspot).",
  'peer.unreachable': "The two phones couldn't connect. Check that they are on the same Wi-Fi and scan the codes again.",
  'peer.expired': 'The reply came too late for this code (more than 30 seconds after it showed), and the phones stopped looking for each other. A new code has been made: scan it with the other phone and show its reply here straight away.',
  'peer.apart': "The phones can't reach each other: they are on different networks, or this Wi-Fi keeps its devices apart (guest and public networks often do). Turn on one phone's hotspot, join the other phones to it, and try again.",
};

export const scanCatalogs: Catalogs<typeof ptBR> = { 'pt-BR': ptBR, 'pt-PT': ptPT, en };

/** A scanner message in the current language, like `t()`. */
export const tscan = lookup(scanCatalogs);

/** The words for each reason of src/net's SignalError and PeerError ('wrong-kind' depends on the code awaited). */
const PROBLEMS = {
  'not-mesa': 'code.not-mesa',
  damaged: 'code.damaged',
  'old-version': 'code.old-version',
  unsupported: 'peer.unsupported',
  'no-network': 'peer.no-network',
  unreachable: 'peer.unreachable',
  expired: 'peer.expired',
  apart: 'peer.apart',
} as const;

/** The `reason` a SignalError or PeerError carries (the screens tell them apart by it, never importing src/net). */
export function reasonOf(error: unknown): string | null {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** The words for one of src/net's reasons (a SignalError's or a PeerError's), the code awaited being `expect`; null for any other failure. */
export function reasonText(error: unknown, expect: 'offer' | 'answer'): string | null {
  const reason = reasonOf(error);
  if (reason === 'wrong-kind') return tscan(expect === 'offer' ? 'code.wrong-kind.offer' : 'code.wrong-kind.answer');
  return reason !== null && Object.hasOwn(PROBLEMS, reason) ? tscan(PROBLEMS[reason as keyof typeof PROBLEMS]) : null;
}
