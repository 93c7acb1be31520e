// The words of installing and sharing Mesa (issue 33 item 3): the home screen's "Install Mesa",
// the iPhone's two steps, and Settings' "Share Mesa" with its QR code. pt-BR is the reference,
// every language has every key and keeps its `{placeholders}` (i18n/catalog.ts; test/ui/i18n/catalogs.test.ts).
import { lookup, type Catalogs, type Translation } from '../i18n/index.ts';

const ptBR = {
  'install.button': 'Instalar o Mesa',
  'install.iosSteps': 'Para instalar o Mesa: toque em Compartilhar e depois em Adicionar à Tela de Início.',
  'install.share': 'Compartilhar o Mesa',
  'install.shareHint': 'Um amigo aponta a câmera do celular para este código, abre o Mesa e o instala enquanto há internet. Depois ele funciona sem internet.',
  'install.showCode': 'Mostrar o código',
  'install.hideCode': 'Esconder o código',
  'install.qr': 'QR Code com o endereço do Mesa: {address}',
} as const;

type Catalog = Translation<typeof ptBR>;

const ptPT: Catalog = {
  'install.button': 'Instalar o Mesa',
  'install.iosSteps': 'Para instalar o Mesa: toque em Partilhar e depois em Adicionar ao ecrã principal.',
  'install.share': 'Partilhar o Mesa',
  'install.shareHint': 'Um amigo aponta a câmara do telemóvel para este código, abre o Mesa e instala-o enquanto há internet. Depois funciona sem internet.',
  'install.showCode': 'Mostrar o código',
  'install.hideCode': 'Esconder o código',
  'install.qr': 'Código QR com o endereço do Mesa: {address}',
};

const en: Catalog = {
  'install.button': 'Install Mesa',
  'install.iosSteps': 'To install Mesa: tap Share, then Add to Home Screen.',
  'install.share': 'Share Mesa',
  'install.shareHint': 'A friend points their phone’s camera at this code, opens Mesa and installs it while there is internet. After that it works with no internet.',
  'install.showCode': 'Show the code',
  'install.hideCode': 'Hide the code',
  'install.qr': 'QR code with Mesa’s address: {address}',
};

export const installCatalogs: Catalogs<typeof ptBR> = { 'pt-BR': ptBR, 'pt-PT': ptPT, en };

/** A message of the installing and sharing words in the current language. */
export const tinstall = lookup(installCatalogs);
