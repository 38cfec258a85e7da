// German texts of a round's working and one-line summary (Doppelkopf).

import type { DomainCatalog } from '../../../../messages/message';
import type { round as en } from '../en/round';

type Party = 're' | 'kontra';
const P = (p: Party) => (p === 'kontra' ? 'Kontra' : 'Re');
const bock = (k?: number) => (k ? ` · Bock ×${k}` : '');

export const round: DomainCatalog<typeof en> = {
  'dk.item.won': () => 'gewonnen',
  'dk.item.under': (a) => `unter ${a.line}`,
  'dk.item.schwarz': () => 'schwarz',
  'dk.item.refute': (a) => `${a.points} gegen ${a.level}`,
  'dk.item.announced': (a) => `${P(a.party)} angesagt`,
  'dk.item.level-announced': (a) => `${a.level} abgesagt${a.by ? ` von ${P(a.by)}` : ''}`,
  'dk.item.lost-solo': () => 'gegen das verlorene Solo',
  'dk.item.gegen-die-alten': () => 'gegen die Alten',
  'dk.item.fox': (a) => `Fuchs gefangen von ${P(a.by)}`,
  'dk.item.fox-last': (a) => `Fuchs im letzten Stich gefangen von ${P(a.by)}`,
  'dk.item.doppelkopf': (a) => `Doppelkopf von ${P(a.by)}`,
  'dk.item.karlchen': (a) => `Karlchen von ${P(a.by)}`,
  'dk.item.karlchen-caught': (a) => `Karlchen gefangen von ${P(a.by)}`,
  'dk.item.dulle-caught': (a) => `Dulle gefangen von ${P(a.by)}`,
  'dk.item.fox-wins-last': (a) => `Fuchs am Ende von ${P(a.by)}`,
  'dk.item.clamped': () => 'auf 0 begrenzt (der Gewinner fällt nie unter 0)',
  'dk.item.bock': () => 'Bock',
  'dk.item.solo': () => 'Solo',

  'dk.summary': (a, f) => {
    const game = f.t(a.game);
    const result = a.result === 'none' ? 'kein Gewinner' : a.result === 're' ? 'gewonnen' : 'verloren';
    const duty = a.forced ? ' (Pflichtsolo, vorgeführt)' : a.duty ? ' (Pflichtsolo)' : '';
    return (
      `${game.charAt(0).toUpperCase()}${game.slice(1)}${duty} ${a.re}:${a.kontra} ` +
      `${result}${bock(a.bock)} · ${a.scores}`
    );
  },
  'dk.summary.recorded': (a) => `notiert${bock(a.bock)} · ${a.scores}`,
  'dk.summary.example': (a) => `Stichbeispiel (${a.count === 1 ? 'ein Stich' : `${a.count} Stiche`}), nicht gewertet`,
  'dk.summary.bad-deal': () => 'nicht gewertet: die Stiche ergeben kein gültiges Spiel',
  'dk.summary.unscored': (a) =>
    `nicht gewertet: ${
      a.reason === 'cards'
        ? 'keine Augen'
        : a.reason === 'out'
          ? 'wer aussetzt, fehlt'
          : a.reason === 'parties'
            ? 'die Parteien fehlen'
            : 'siehe die Probleme'
    }${a.scores ? ` · notiert ${a.scores}` : ''}`,
  'dk.summary.empty': () => 'leeres Spiel',
};
