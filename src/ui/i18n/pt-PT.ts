import type { Messages } from './messages.ts';

// European Portuguese (AO90 spelling): "póquer", "telemóvel", "tapadas", "livres" as the sources write them.
export const ptPT: Messages = {
  'app.tagline': 'O póquer da mesa lá de casa.',
  'app.pitch': 'Um telemóvel passado de mão em mão dá as cartas, ou faz as contas das fichas.',
  'home.newGame': 'Novo jogo',
  'language.label': 'Idioma',
  'nav.back': 'Voltar',
  'newGame.title': 'Novo jogo',
  'newGame.chooseProfile': 'Que jogo?',
  'profile.draw5.name': 'Póquer de cinco cartas',
  'profile.draw5.summary': 'Cinco cartas tapadas, uma troca, sem limite, com ante.',
  'profile.brasileiro.name': 'Póquer brasileiro',
  'profile.brasileiro.summary': 'Baralho reduzido, troca antes de apostar, escuro e jacker.',
  'profile.baseball.name': 'Baseball',
  'profile.baseball.summary': 'Stud de sete cartas: os 3 e os 9 são livres, um 4 aberto dá carta.',
  'profile.fechado.name': 'Póquer fechado',
  'profile.fechado.summary': 'Baralho reduzido e uma troca; cada um passa, diz mesa ou abre.',
  'profile.holdem.name': "Texas Hold'em",
  'profile.holdem.summary': 'Duas cartas na mão e cinco na mesa, sem limite, com blinds.',
  'profile.tableComing': 'A mesa de {game} chega com o motor do jogo, que está a ser construído agora.',
  'update.available': 'Nova versão pronta.',
  'update.apply': 'Atualizar',
  'update.later': 'Depois',
};
