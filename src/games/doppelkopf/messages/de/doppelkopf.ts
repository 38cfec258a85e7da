// German texts of the Doppelkopf engine (see en/doppelkopf.ts for what each id is for).

import { wordOf, type VocabularyEntry } from '../../../../words/vocabulary';
import type { DomainCatalog } from '../../../../messages/message';
import type { doppelkopf as en } from '../en/doppelkopf';
import { SOLO_KIND_WORDS, soloName } from './terms';

const players = (re: readonly string[]) => re.join(', ');
type Party = 're' | 'kontra';
const P = (p: Party | undefined) => (p === 'kontra' ? 'Kontra' : 'Re');
const other = (p: Party) => (p === 're' ? 'Kontra' : 'Re');
const EXTRA_WORDS = {
  foxes: ['Fuchs', 'Füchse'],
  doppelkopf: ['Doppelkopf', 'Doppelköpfe'],
  karlchen: ['Karlchen', 'Karlchen'],
  foxWinsLast: ['Fuchs am Ende', 'Fuchs am Ende'],
  dulleCaught: ['gefangene Dulle', 'gefangene Dullen'],
  karlchenCaught: ['gefangenes Karlchen', 'gefangene Karlchen'],
  heartTrick: ['Herzstich', 'Herzstiche'],
  fox: ['Fuchs', 'Füchse'],
  foxLast: ['Fuchs im letzten Stich', 'Füchse im letzten Stich'],
} as const;
/**
 * The solo kinds as German tables name them (also the season tables' words), with what a season counts as a solo
 * besides: a silent marriage, and a 3:1 row recorded without its kind.
 */
export const KINDS: Record<string, string> = {
  ...SOLO_KIND_WORDS,
  'silent-marriage': 'Stille Hochzeit',
  recorded: 'notiert',
};
/** The same in the dative after „im“: `im Damensolo`, `im Fleischlosen`. */
const inSolo = (k: string) => (k === 'fleshless' ? 'im Fleischlosen' : `im ${soloName(k)}`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The words a German sheet writes (`fuchs`, `damen`), for the lists of what to write. */
const words = (entries: readonly VocabularyEntry[]) => entries.map((e) => wordOf(e, 'de'));
const sitOut = (n: number) => (n - 4 === 1 ? 'setzt 1 Spieler' : `setzen ${n - 4} Spieler`);

export const doppelkopf: DomainCatalog<typeof en> = {
  'dk.party.not-a-player': (a) => `„${a.name}“ ist eine Partei, kein Spieler: nenne hier einen Spieler.`,
  'dk.party.re-twice': () =>
    'Ein Spieler steht zweimal in „re“: Re sind zwei verschiedene Spieler. Das Spiel wird nicht gewertet.',
  'dk.party.re-count': (a) =>
    `„re“ nennt ${a.count} Spieler; Re sind im Normalspiel genau 2 Spieler (ein Solo schreibt man ` +
    '„solo P ART“). Das Spiel wird nicht gewertet.',
  'dk.party.unknown-solo': (a) => `Unbekannte Soloart „${a.kind}“; gültig: ${words(a.kinds).join(', ')}.`,
  'dk.party.marriage-partner': (a) =>
    `Wer ist der Partner von ${a.player}? Schreibe „hochzeit ${a.player} mit PARTNER“, oder ` +
    `„hochzeit ${a.player} allein“, wenn keiner dazukam. Das Spiel wird nicht gewertet.`,
  'dk.party.marry-self': (a) =>
    `${a.player} kann sich nicht selbst heiraten: der Partner ist ein anderer Spieler ` +
    `(oder schreibe „hochzeit ${a.player} allein“).`,
  'dk.party.poverty-off': () =>
    'Armut ist kein DDV-Spiel; füge „set poverty on“ in den Kopf ein, wenn eure Runde sie spielt. ' +
    'Gewertet als Normalspiel mit Re = die beiden Spieler.',
  'dk.party.poverty-self': (a) => `Bei einer Armut gehen die Trümpfe an einen anderen Spieler, nicht an ${a.player}.`,
  'dk.party.two-games': (a, f) =>
    `Dieses Spiel sagt schon, wer spielt: ${f.t(a.first)}. Nur eine Spielart pro Spiel; die erste wird gewertet.`,
  'dk.party.sits-out': (a) =>
    `${a.player} setzt in diesem Spiel aus (out) und kann nicht ${a.soloist ? 'Solist' : 'Re'} sein. ` +
    'Das Spiel wird nicht gewertet.',
  'dk.out.twice': (a) => `${a.player} steht schon in der „out“-Zeile.`,
  'dk.out.four': (a) =>
    `Alle ${a.players} Spieler spielen jedes Spiel; „out“ gibt es nur bei 5 bis 7 Spielern. ` +
    'Das Spiel wird nicht gewertet.',
  'dk.out.count': (a) =>
    `Von den ${a.players} Spielern spielen je Spiel genau 4, also ${sitOut(a.players)} aus; ` +
    `„out“ nennt ${a.named}. Das Spiel wird nicht gewertet.`,
  'dk.missing-parties': () =>
    'Dieses Spiel hat Angaben, sagt aber nicht, wer zusammen spielt: füge „re P1 P2“ hinzu ' +
    '(oder solo, hochzeit, stille-hochzeit). Es wird nicht gewertet.',
  'dk.missing-out': (a) =>
    `Bei ${a.players} Spielern ${sitOut(a.players)} in jedem Spiel aus: füge „out P“ hinzu, damit die ` +
    'Kontra-Partei feststeht. Es wird nicht gewertet.',

  'dk.game.normal': (a) => `Re (${players(a.re)})`,
  'dk.game.solo': (a) => `${players(a.re)} ${soloName(a.kind)}`,
  'dk.game.marriage': (a) => `Hochzeit, Re (${players(a.re)})`,
  'dk.game.marriage-alone': (a) => `${players(a.re)} Hochzeit allein (Karosolo)`,
  'dk.game.silent-marriage': (a) => `${players(a.re)} stille Hochzeit (Solo)`,
  'dk.game.poverty': (a) => `Armut, Re (${players(a.re)})`,

  'dk.bock-mismatch': (a) =>
    `Bock ×${a.marked} markiert, aber die Bock-Auslöser der Spiele darüber ergeben ` +
    `${a.triggered === 1 ? 'hier keinen Bock' : `×${a.triggered}`}; die Markierung gilt.`,

  'dk.duplicate.score': () => 'Eine zweite Zeile „punkte“ in diesem Spiel; nur die erste zählt.',
  'dk.duplicate.score-entry': (a) => `${a.name} steht zweimal in dieser Zeile „punkte“; die erste Zahl zählt.`,
  'dk.duplicate.bock': () => 'Eine zweite Bock-Markierung in diesem Spiel; nur die erste zählt.',
  'dk.duplicate.bock-trigger': () => 'Eine zweite Zeile „bockauslöser“ in diesem Spiel; nur die erste zählt.',
  'dk.bock-trigger.off': () =>
    '„bockauslöser“ zählt nicht: Bockrunden sind in dieser Datei aus (füge „set bock on“ hinzu).',
  'dk.bock-trigger.dropped': (a, f) =>
    `Dieses Spiel erfüllt ${f.plural(a.triggers.length, 'den Bock-Auslöser', 'die Bock-Auslöser')} ` +
    `${f.list(a.triggers)}, aber „bockauslöser 0“ sagt, dass es keine Bockrunde auslöst: es beginnt keine.`,
  'dk.empty-round': () => 'Dieses Spiel hat weder Angaben noch Punkte; es zählt nicht.',
  'dk.trick-example': (a) =>
    `${a.count === 1 ? 'Ein Stich' : `${a.count} Stiche`} von ${a.of}: als Stichbeispiel geprüft; ` +
    'das Spiel wird nicht gewertet und zählt nicht zum Stand.',
  'dk.deal-unscored': () =>
    'Die Stiche ergeben kein gültiges Spiel (siehe die Fehler daran), also wird nichts aus ihnen abgeleitet ' +
    'und das Spiel zählt nicht.',

  'dk.facts.side-out': (a) => `${a.player} setzt in diesem Spiel aus und gehört weder zu Re noch zu Kontra.`,
  'dk.facts.range': (a) =>
    `${P(a.party)} ${a.value} ${a.tricks ? 'Stiche' : 'Augen'}: eine Partei hat 0 bis ${a.max}.` +
    (a.tricks ? ' Die Stichzahlen werden nicht verwendet.' : ' Das Spiel wird erst nach der Korrektur gewertet.'),
  'dk.facts.twice': (a) =>
    `${a.tricks ? 'Die Stiche' : 'Die Augen'} von ${P(a.party)} stehen zweimal da: ${a.first} und ${a.second}.` +
    (a.tricks
      ? ' Die Stichzahlen werden nicht verwendet.'
      : ' Das Spiel wird erst gewertet, wenn eine Angabe entfernt ist.'),
  'dk.facts.tricks-sum': (a) =>
    `Stiche Re ${a.re} + Kontra ${a.kontra} = ${a.re + a.kontra}, aber ein Spiel hat ${a.perGame} Stiche` +
    `${a.perGame === 10 ? ' (ohne Neunen)' : ''}. Die Stichzahlen werden nicht verwendet ` +
    '(schwarz wird nach den Augen beurteilt).',
  'dk.facts.cards-sum': (a) =>
    `Augen Re ${a.re} + Kontra ${a.kontra} = ${a.re + a.kontra}, aber alle Karten zusammen haben 240. ` +
    'Das Spiel wird erst gewertet, wenn die Summe stimmt.',
  'dk.facts.no-trick-cards': (a) =>
    `${P(a.party)} hat keinen Stich (stiche), aber ${a.cards} Augen (augen): eine Partei ohne Stich hat ` +
    `0 Augen. Die Stichzahlen werden nicht verwendet, ${P(a.party)} ist also nicht schwarz.`,
  'dk.facts.unknown-level': (a) =>
    `„${a.level}“ ist keine Absage; schreibe keine90, keine60, keine30 oder schwarz ` +
    `(oder nichts für ein einfaches ${a.party ? P(a.party) : 'Re/Kontra'}).`,
  'dk.missing-cards': () =>
    'Dieses Spiel nennt die Augen nicht: füge „augen re N“ hinzu (Kontra hat 240 − N). Es wird nicht gewertet.',
  'dk.facts.not-schwarz': (a) =>
    `${P(a.party)} hat 0 Augen, aber ${a.tricks} ${a.tricks === 1 ? 'Stich' : 'Stiche'} gemacht: nicht schwarz` +
    (!a.announced
      ? '.'
      : a.ownAbsage
        ? `, also ist die Absage schwarz von ${other(a.party)} verloren; ${P(a.party)} verfehlt auch die eigene ` +
          `Absage, also gibt es keinen Gewinner und ${other(a.party)} bekommt unter 90/60/30.`
        : `, also ist die Absage schwarz von ${other(a.party)} verloren und ${P(a.party)} gewinnt das Spiel.`),
  'dk.facts.unknown-extra': (a, f) => `„${a.item}“ ist kein Sonderpunkt; schreibe ${f.list(words(a.items), 'or')}.`,
  'dk.facts.extra-off': (a, f) => `${f.t(a.reason)}; „${a.item}“ zählt nicht.`,
  'dk.facts.specials-in-solo': (a) =>
    `„${a.item}“ zählt nicht: ein Solo hat nach DDV keine Sonderpunkte ` +
    '(füge „set specials-in-solo on“ hinzu, wenn eure Runde sie zählt).',
  'dk.facts.fox-last-twice': () => 'Nur ein Fuchs kann den letzten Stich gewinnen (fuchs-am-ende zweimal angegeben)',
  'dk.facts.dulle-caught-twice': () => 'Es gibt nur zwei ♥10: dulle-gefangen zählt höchstens einmal im Spiel',
  'dk.facts.too-many-foxes': (a) =>
    `Ein ${a.count}. Fuchs: es gibt nur zwei ♦A, also höchstens 2 gefangene Füchse. Dieser zählt nicht.`,
  'dk.facts.too-many-doppelkopf': (a) =>
    `Ein ${a.count}. Doppelkopf: ein Stich mit 40 Augen oder mehr braucht vier Asse und Zehnen, es gibt also ` +
    'höchstens 4. Dieser zählt nicht.',
  'dk.facts.karlchen-twice': () =>
    'Karlchen ein zweites Mal: nur der ♣J, der den letzten Stich macht, zählt, einmal je Spiel. Dieses zählt nicht.',
  'dk.facts.karlchen-caught-thrice': () =>
    'Karlchen ein drittes Mal gefangen: es gibt nur zwei ♣J. Dieses zählt nicht.',
  'dk.facts.no-fox': (a) =>
    `${cap(inSolo(a.kind))} gibt es keinen Fuchs: ein Fuchs ist ein ♦A als Trumpf, und ♦A ist nur im ` +
    `Normalspiel und im Karosolo Trumpf. „${a.item}“ zählt nicht.`,
  'dk.facts.no-dulle': (a) =>
    `${cap(inSolo(a.kind))} gibt es keine Dulle: ♥10 ist im Damen-, Buben- und Fleischlosen kein Trumpf. ` +
    `„${a.item}“ zählt nicht.`,
  'dk.facts.no-karlchen': (a) =>
    `${cap(inSolo(a.kind))} gibt es kein Karlchen: Karlchen ist der ♣J als Trumpf, und ♣J ist im Damensolo und ` +
    `im Fleischlosen kein Trumpf. „${a.item}“ zählt nicht.`,
  'dk.facts.last-trick-party': (a) =>
    `„${a.item}“ für ${P(a.party)}, aber ${other(a.party)} hat schon einen Punkt aus dem letzten Stich ` +
    `(${a.first}): nur eine Partei macht den letzten Stich. Dieser zählt nicht.`,
  'dk.facts.derived-extra': () =>
    '„gegen die Alten“ wird nicht geschrieben: es ergibt sich (Kontra gewinnt ein Normalspiel) und wird ' +
    'automatisch gezählt.',
  'dk.off.fox': () => 'Füchse sind in dieser Datei abgeschaltet (set fox off)',
  'dk.off.doppelkopf': () => 'Doppelköpfe sind in dieser Datei abgeschaltet (set doppelkopf off)',
  'dk.off.karlchen': () => 'Karlchen ist in dieser Datei abgeschaltet (set karlchen off)',
  'dk.off.fox-last': () =>
    '„Fuchs am Ende“ ist eine Hausregel und hier ausgeschaltet (füge „set fox-last-trick point“ hinzu)',
  'dk.off.dulle-caught': () =>
    '„Dulle gefangen“ ist eine Hausregel und hier ausgeschaltet ' +
    '(füge „set dulle second-wins“ und „set dulle-caught on“ hinzu)',
  'dk.off.karlchen-caught': () =>
    '„Karlchen gefangen“ ist eine Hausregel und hier ausgeschaltet (füge „set karlchen-caught on“ hinzu)',
  'dk.off.heart-trick': () =>
    'Ein Herzstich zählt nur als Bock-Auslöser, und diese Datei nutzt ihn nicht ' +
    '(set bock on, set bock-triggers … heart-trick)',

  'dk.derived.cards': (a) => `angegebene Augen ${P(a.party)} ${a.stated}, die Stiche ergeben ${a.proven}`,
  'dk.derived.tricks': (a) => `angegebene Stiche ${P(a.party)} ${a.stated}, die Stiche ergeben ${a.proven}`,
  'dk.derived.extras': (a) =>
    `angegebene Sonderpunkte ${P(a.party)} ${a.stated} ${EXTRA_WORDS[a.kind][a.stated === 1 ? 0 : 1]}, ` +
    `die Stiche ergeben ${a.proven}`,
  'dk.derived.left-out': (a) =>
    `Die Stiche ergeben für ${P(a.party)} außerdem ${a.missing} ${EXTRA_WORDS[a.kind][a.missing === 1 ? 0 : 1]}, ` +
    `die diese Sonderpunkte-Zeile auslässt; es ${a.proven === 1 ? 'zählt' : 'zählen'} die ${a.proven} ` +
    `${EXTRA_WORDS[a.kind][a.proven === 1 ? 0 : 1]} der Stiche.`,
};
