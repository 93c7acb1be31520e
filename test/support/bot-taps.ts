// The table bot's choice of button by its pt-BR label, for the browser tests
// (test/e2e/support/table-bot.ts) and the component tests (test/screens/support/table-bot.ts).

// In order of preference; every one of them ends in a logged action.
export const COMMITTING: readonly RegExp[] = [
  /^Confirmar$/,
  /^Mesa$/,
  /^Pagar /,
  /^Não trocar nenhuma$/,
  /^Mostrar as cartas$/,
  /^Não comprar$/,
  /^Dar a próxima mão$/,
  /^Dar as cartas$/,
  /^Apostar /,
  /^Aumentar para /,
];
// Screen-only taps: the seat takes the phone, the table has looked at a result.
export const SCREEN_ONLY: readonly RegExp[] = [/^Sou .+: ver minhas cartas$/, /^Continuar$/];
// Never tapped by the bot: leaving, ending the game, folding, backing out of a confirmation.
export const AVOID = /^(Desistir|Encerrar o jogo|Voltar|Voltar ao início|Cancelar|Esconder|Jogar nesta aba)/;
