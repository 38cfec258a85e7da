// French texts of the Doppelkopf engine (see en/doppelkopf.ts for what each id is for). The game's own
// terms stay German, as French tables say them: Re, Kontra, Fuchs, Karlchen, Bock, Hochzeit, Armut, Pflichtsolo.

import { wordOf, type VocabularyEntry } from '../../../../words/vocabulary';
import type { DomainCatalog } from '../../../../messages/message';
import type { doppelkopf as en } from '../en/doppelkopf';
import { SOLO_KIND_WORDS, soloName } from './terms';

const players = (re: readonly string[]) => re.join(', ');
type Party = 're' | 'kontra';
const P = (p: Party | undefined) => (p === 'kontra' ? 'Kontra' : 'Re');
const other = (p: Party) => (p === 're' ? 'Kontra' : 'Re');
const EXTRA_WORDS = {
  foxes: ['Fuchs', 'Fuchs'],
  doppelkopf: ['Doppelkopf', 'Doppelkopf'],
  karlchen: ['Karlchen', 'Karlchen'],
  foxWinsLast: ['Fuchs am Ende', 'Fuchs am Ende'],
  dulleCaught: ['Dulle prise', 'Dulles prises'],
  karlchenCaught: ['Karlchen pris', 'Karlchen pris'],
  heartTrick: ['pli de cœur', 'plis de cœur'],
  fox: ['Fuchs', 'Fuchs'],
  foxLast: ['Fuchs au dernier pli', 'Fuchs au dernier pli'],
} as const;
const kind = (k: string) => SOLO_KIND_WORDS[k] ?? k;
const sitOut = (n: number) => (n - 4 === 1 ? '1 joueur ne joue pas' : `${n - 4} joueurs ne jouent pas`);
/** The words to write for `cls`: the Doppelkopf's own, German ones (`fuchs`, `damen`, `keine90`), as the table says. */
const words = (entries: readonly VocabularyEntry[]) => entries.map((e) => wordOf(e, 'de'));

export const doppelkopf: DomainCatalog<typeof en> = {
  'dk.party.not-a-player': (a) => `« ${a.name} » est un camp, pas un joueur : nommez ici un joueur.`,
  'dk.party.re-twice': () =>
    'Un joueur est nommé deux fois dans « re » : Re, ce sont deux joueurs différents. La donne n’est pas comptée.',
  'dk.party.re-count': (a) =>
    `« re » nomme ${a.count} joueur${a.count > 1 ? 's' : ''} ; dans un jeu normal, Re compte exactement ` +
    '2 joueurs (un solo s’écrit « solo P SORTE »). La donne n’est pas comptée.',
  'dk.party.unknown-solo': (a) => `Sorte de solo « ${a.kind} » inconnue ; valables : ${words(a.kinds).join(', ')}.`,
  'dk.party.marriage-partner': (a) =>
    `Qui est le partenaire de ${a.player} ? Écrivez « hochzeit ${a.player} mit PARTENAIRE », ou ` +
    `« hochzeit ${a.player} allein » si personne ne l’a rejoint. La donne n’est pas comptée.`,
  'dk.party.marry-self': (a) =>
    `${a.player} ne peut pas s’épouser : le partenaire est un autre joueur ` +
    `(ou écrivez « hochzeit ${a.player} allein »).`,
  'dk.party.poverty-off': () =>
    'L’Armut n’est pas un jeu DDV ; ajoutez « set poverty on » à l’en-tête si votre table la joue. ' +
    'Comptée comme un jeu normal avec Re = les deux joueurs.',
  'dk.party.poverty-self': (a) => `Dans une Armut, les atouts vont à un autre joueur, pas à ${a.player}.`,
  'dk.party.two-games': (a, f) =>
    `Cette donne dit déjà qui joue : ${f.t(a.first)}. Un seul jeu par donne ; le premier est compté.`,
  'dk.party.sits-out': (a) =>
    `${a.player} ne joue pas cette donne (out) et ne peut pas être ${a.soloist ? 'le soliste' : 'du côté Re'}. ` +
    'La donne n’est pas comptée.',
  'dk.out.twice': (a) => `${a.player} est déjà nommé parmi ceux qui ne jouent pas.`,
  'dk.out.four': (a) =>
    `Les ${a.players} joueurs jouent toutes les donnes ; « out » ne sert qu’aux tables de 5 à 7. ` +
    'La donne n’est pas comptée.',
  'dk.out.count': (a) =>
    `Sur les ${a.players} joueurs, exactement 4 jouent chaque donne, donc ${sitOut(a.players)} ; ` +
    `« out » en nomme ${a.named}. La donne n’est pas comptée.`,
  'dk.missing-parties': () =>
    'Cette donne a des faits mais ne dit pas qui joue ensemble : ajoutez « re P1 P2 » ' +
    '(ou solo, hochzeit, stille-hochzeit). Elle n’est pas comptée.',
  'dk.missing-out': (a) =>
    `À ${a.players} joueurs, ${sitOut(a.players)} à chaque donne : ajoutez « out P » pour que le camp Kontra ` +
    'soit connu. Elle n’est pas comptée.',

  'dk.game.normal': (a) => `Re (${players(a.re)})`,
  'dk.game.solo': (a) => `${players(a.re)} ${soloName(a.kind)}`,
  'dk.game.marriage': (a) => `Hochzeit, Re (${players(a.re)})`,
  'dk.game.marriage-alone': (a) => `${players(a.re)} Hochzeit sans partenaire (solo carreau)`,
  'dk.game.silent-marriage': (a) => `${players(a.re)} stille Hochzeit (solo)`,
  'dk.game.poverty': (a) => `Armut, Re (${players(a.re)})`,

  'dk.bock-mismatch': (a) =>
    `Bock ×${a.marked} noté, mais les déclencheurs de Bock des donnes précédentes donnent ` +
    `${a.triggered === 1 ? 'aucun Bock ici' : `×${a.triggered}`} ; la marque est retenue.`,

  'dk.duplicate.score': () => 'Une deuxième ligne « marque » dans cette donne ; seule la première compte.',
  'dk.duplicate.score-entry': (a) =>
    `${a.name} figure deux fois sur cette ligne « marque » ; le premier nombre compte.`,
  'dk.duplicate.bock': () => 'Une deuxième marque « bock » dans cette donne ; seule la première compte.',
  'dk.duplicate.bock-trigger': () => 'Une deuxième ligne « bock-trigger » dans cette donne ; seule la première compte.',
  'dk.bock-trigger.off': () =>
    '« bock-trigger » ne compte pas : les tours de Bock sont désactivés dans ce fichier (ajoutez « set bock on »).',
  'dk.bock-trigger.dropped': (a, f) =>
    `Cette donne remplit ${f.plural(a.triggers.length, 'le déclencheur', 'les déclencheurs')} de Bock ` +
    `${f.list(a.triggers)}, mais « bock-trigger 0 » dit qu’elle n’en déclenche aucun : aucun tour de Bock ne ` +
    'commence.',
  'dk.empty-round': () => 'Cette donne n’a ni faits ni marque ; elle n’est pas comptée.',
  'dk.trick-example': (a) =>
    `${a.count === 1 ? 'Un pli' : `${a.count} plis`} sur ${a.of} : vérifié comme exemple de pli ; ` +
    'la donne n’est pas comptée et n’entre pas dans les totaux.',
  'dk.deal-unscored': () =>
    'Les plis ne forment pas une donne valable (voir leurs erreurs), rien n’en est donc déduit ' +
    'et la donne n’est pas comptée.',

  'dk.facts.side-out': (a) => `${a.player} ne joue pas cette donne et n’appartient ni à Re ni à Kontra.`,
  'dk.facts.range': (a) =>
    `${P(a.party)} ${a.value} ${a.tricks ? 'plis' : 'points de cartes'} : un camp en a de 0 à ${a.max}.` +
    (a.tricks ? ' Les nombres de plis ne sont pas utilisés.' : ' La donne ne sera comptée qu’une fois corrigée.'),
  'dk.facts.twice': (a) =>
    `${a.tricks ? 'Les plis' : 'Les points de cartes'} de ${P(a.party)} sont donnés deux fois : ` +
    `${a.first} et ${a.second}.` +
    (a.tricks
      ? ' Les nombres de plis ne sont pas utilisés.'
      : ' La donne ne sera comptée qu’une fois l’un des deux supprimé.'),
  'dk.facts.tricks-sum': (a) =>
    `Plis Re ${a.re} + Kontra ${a.kontra} = ${a.re + a.kontra}, mais une donne compte ${a.perGame} plis` +
    `${a.perGame === 10 ? ' (sans les neuf)' : ''}. Les nombres de plis ne sont pas utilisés ` +
    '(le schwarz se juge aux points de cartes).',
  'dk.facts.cards-sum': (a) =>
    `Points de cartes Re ${a.re} + Kontra ${a.kontra} = ${a.re + a.kontra}, mais le jeu en contient 240. ` +
    'La donne ne sera comptée que lorsque la somme sera juste.',
  'dk.facts.no-trick-cards': (a) =>
    `${P(a.party)} n’a fait aucun pli (plis) mais a ${a.cards} points de cartes (cartes) : un camp sans pli a ` +
    `0 point. Les nombres de plis ne sont pas utilisés, ${P(a.party)} n’est donc pas schwarz.`,
  'dk.facts.unknown-level': (a) =>
    `« ${a.level} » n’est pas un niveau d’annonce ; écrivez keine90, keine60, keine30 ou schwarz ` +
    `(ou rien pour un simple ${a.party ? P(a.party) : 'Re/Kontra'}).`,
  'dk.missing-cards': () =>
    'Cette donne ne donne pas les points de cartes : ajoutez « cartes re N » (Kontra a 240 − N). ' +
    'Elle n’est pas comptée.',
  'dk.facts.not-schwarz': (a) =>
    `${P(a.party)} a 0 point de cartes mais a fait ${a.tricks} pli${a.tricks > 1 ? 's' : ''} : pas schwarz` +
    (!a.announced
      ? '.'
      : a.ownAbsage
        ? `, l’annonce schwarz de ${other(a.party)} est donc perdue ; ${P(a.party)} manque aussi sa propre ` +
          `annonce, il n’y a donc pas de gagnant et ${other(a.party)} marque les niveaux moins de 90/60/30.`
        : `, l’annonce schwarz de ${other(a.party)} est donc perdue et ${P(a.party)} gagne la donne.`),
  'dk.facts.unknown-extra': (a, f) =>
    `« ${a.item} » n’est pas un point spécial ; écrivez ${f.list(words(a.items), 'or')}.`,
  'dk.facts.extra-off': (a, f) => `${f.t(a.reason)} ; « ${a.item} » ne compte pas.`,
  'dk.facts.specials-in-solo': (a) =>
    `« ${a.item} » ne compte pas : un solo n’a pas de points spéciaux selon la DDV ` +
    '(ajoutez « set specials-in-solo on » si votre table les compte).',
  'dk.facts.fox-last-twice': () => 'Un seul Fuchs peut gagner le dernier pli (fox-last indiqué deux fois)',
  'dk.facts.dulle-caught-twice': () => 'Il n’existe que deux ♥10 : dulle-caught compte au plus une fois par donne',
  'dk.facts.too-many-foxes': (a) =>
    `Un ${a.count}e Fuchs : il n’y a que deux ♦A, on peut donc prendre au plus 2 Fuchs. Celui-ci ne compte pas.`,
  'dk.facts.too-many-doppelkopf': (a) =>
    `Un ${a.count}e Doppelkopf : un pli de 40 points ou plus demande quatre as et dix, il y en a donc au plus 4. ` +
    'Celui-ci ne compte pas.',
  'dk.facts.karlchen-twice': () =>
    'Karlchen une deuxième fois : seul le ♣J qui remporte le dernier pli le marque, une fois par donne. ' +
    'Celui-ci ne compte pas.',
  'dk.facts.karlchen-caught-thrice': () =>
    'Karlchen pris une troisième fois : il n’y a que deux ♣J. Celui-ci ne compte pas.',
  'dk.facts.no-fox': (a) =>
    `Il n’y a pas de Fuchs dans un solo ${kind(a.kind)} : un Fuchs est un ♦A d’atout, et le ♦A n’est atout que ` +
    `dans un jeu normal et le solo carreau. « ${a.item} » ne compte pas.`,
  'dk.facts.no-dulle': (a) =>
    `Il n’y a pas de Dulle dans un solo ${kind(a.kind)} : le ♥10 n’est pas atout dans les solos de dames, ` +
    `de valets et sans atout. « ${a.item} » ne compte pas.`,
  'dk.facts.no-karlchen': (a) =>
    `Il n’y a pas de Karlchen dans un solo ${kind(a.kind)} : Karlchen est le ♣J d’atout, et le ♣J n’est pas ` +
    `atout dans les solos de dames et sans atout. « ${a.item} » ne compte pas.`,
  'dk.facts.last-trick-party': (a) =>
    `« ${a.item} » pour ${P(a.party)}, mais ${other(a.party)} a déjà un point du dernier pli (${a.first}) : ` +
    'un seul camp remporte le dernier pli. Celui-ci ne compte pas.',
  'dk.facts.derived-extra': () =>
    '« gegen die Alten » ne s’écrit pas : il se déduit (Kontra gagne un jeu normal) et s’ajoute tout seul.',
  'dk.off.fox': () => 'Les Fuchs sont désactivés dans ce fichier (set fox off)',
  'dk.off.doppelkopf': () => 'Les Doppelkopf sont désactivés dans ce fichier (set doppelkopf off)',
  'dk.off.karlchen': () => 'Karlchen est désactivé dans ce fichier (set karlchen off)',
  'dk.off.fox-last': () =>
    'Fuchs am Ende (Fuchs qui gagne le dernier pli) est une règle maison désactivée ' +
    '(ajoutez « set fox-last-trick point »)',
  'dk.off.dulle-caught': () =>
    'Dulle prise est une règle maison désactivée (ajoutez « set dulle second-wins » et « set dulle-caught on »)',
  'dk.off.karlchen-caught': () => 'Karlchen pris est une règle maison désactivée (ajoutez « set karlchen-caught on »)',
  'dk.off.heart-trick': () =>
    'Un pli de cœur ne compte que comme déclencheur de Bock, et ce fichier ne l’utilise pas ' +
    '(set bock on, set bock-triggers … heart-trick)',

  'dk.derived.cards': (a) => `points de cartes notés ${P(a.party)} ${a.stated}, les plis en donnent ${a.proven}`,
  'dk.derived.tricks': (a) => `plis notés ${P(a.party)} ${a.stated}, les plis en donnent ${a.proven}`,
  'dk.derived.extras': (a) =>
    `points spéciaux notés ${P(a.party)} ${a.stated} ${EXTRA_WORDS[a.kind][a.stated > 1 ? 1 : 0]}, ` +
    `les plis en donnent ${a.proven}`,
  'dk.derived.left-out': (a) =>
    `Les plis donnent aussi à ${P(a.party)} ${a.missing} ${EXTRA_WORDS[a.kind][a.missing > 1 ? 1 : 0]} que ` +
    `cette ligne de points spéciaux omet ; ${a.proven > 1 ? 'comptent' : 'compte'} les ${a.proven} ` +
    `${EXTRA_WORDS[a.kind][a.proven > 1 ? 1 : 0]} des plis.`,
};
