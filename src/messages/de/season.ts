// German texts of the season settings file.

import type { DomainCatalog } from '../message';
import type { season as en } from '../en/season';

export const season: DomainCatalog<typeof en> = {
  'season.duplicate': (a) => `„${a.word}“ steht hier zweimal; es gilt die zweite Angabe.`,
  'season.bad-game': (a, f) => `Schreibe das Spiel, für das die folgenden Zeilen gelten: ${f.list(a.games, 'or')}.`,
  'season.unknown-directive': (a) =>
    `„${a.word}“ ist keine Saison-Einstellung; eine Saisondatei hat Zeilen \`season\`, \`game\`, \`pot\` ` +
    'und `split`.',
  'season.split-without-pot': () =>
    'Dieses `split` wirkt nicht ohne eine Zeile `pot`: jeder Abend wird mit seinem eigenen Einsatz abgerechnet.',
  'season.bad-pot': (a, f) =>
    `${
      a.why === 'missing'
        ? 'Der Betrag für die Kasse fehlt'
        : a.why === 'zero'
          ? 'Der Betrag für die Kasse ist 0'
          : `Die Kasse: ${f.t(a.why)}`
    }. Schreibe den Betrag pro verlorenem Punkt, etwa \`pot 0,10 €\`, oder \`pot none\`.`,
  'season.pot-args': () => '`pot` nimmt einen Betrag und wahlweise eine Währung.',
  'season.split-mode': () =>
    'Schreibe `split standings` (wahlweise mit Prozenten nach Platz, z. B. `split standings 50 30 20`) ' +
    'oder `split attendance`.',
  'season.not-percent': (a) => `„${a.text}“ ist keine Prozentzahl; schreibe ganze Zahlen wie 50 30 20.`,
  'season.shares-sum': (a) => `Die Anteile ergeben zusammen ${a.sum} %, nicht 100 %: ${a.shares.join(' + ')}.`,
};
