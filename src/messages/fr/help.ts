// French texts of `scoresheet --help` (commands, options and values stay as typed).

import type { DomainCatalog } from '../catalog';
import type { help as en } from '../en/help';

export const help: DomainCatalog<typeof en> = {
  'help.main': () => `scoresheet — compte les points du Doppelkopf, de la belote et de la coinche (fichiers .score)

Utilisation :
  scoresheet check FICHIER…           signale chaque problème (code 1 s’il y a une erreur)
  scoresheet settle FICHIER [--format md|csv] [--json]
                                      cumuls, argent et qui paie qui
  scoresheet settle FICHIER… | DOSSIER chaque soirée et la saison : classement, argent
  scoresheet stats FICHIER… | DOSSIER statistiques par joueur (et équipe) sur les soirées
  scoresheet explain FICHIER [--round N] les points de chaque donne, poste par poste

Options :
  --json        un document JSON sur stdout (check, settle, stats)
  --format F    sortie de settle et stats : text (par défaut), md ou csv
  --round N     explain pour la donne N seulement
  --lang L      sortie en en, de ou fr (par défaut : LC_ALL, LC_MESSAGES ou LANG)
  --table T     settle --format csv : la seule table du CSV : rounds (par défaut),
                transfers, games, teams, money (de/fr : « ; », virgule décimale, BOM)
  -h, --help    cette aide ; « scoresheet help COMMANDE » pour une commande
  -v, --version la version

Les fichiers Markdown (.md) sont vérifiés bloc par bloc : chaque bloc \`\`\`score est
un document à part, et les positions se rapportent au fichier Markdown.
Codes de sortie : 0 aucune erreur, 1 erreurs trouvées, 2 mauvais appel ou fichier illisible.`,
  'help.check': () => `scoresheet check FICHIER… [--json]

Affiche chaque erreur, avertissement et info sous la forme
FICHIER:LIGNE:COL: GRAVITÉ CODE: MESSAGE (à partir de 1) ; les indices n’apparaissent qu’avec --json.
Code 1 si un fichier a une erreur, 0 sinon (les avertissements ne font pas échouer).`,
  'help.settle': () => `scoresheet settle FICHIER [--format text|md|csv] [--json]
scoresheet settle FICHIER… | DOSSIER [--format text|md|csv] [--json]

Affiche le règlement : la feuille avec les cumuls, les totaux, l’argent à la mise
et qui paie qui (Doppelkopf), ou chaque partie avec son gagnant (belote, coinche).
Code 1 si le fichier a des erreurs.

Plusieurs fichiers, ou un dossier (ses fichiers .score), forment une saison : chaque
soirée est réglée, puis la saison — classement, argent, soirées présentes et les
totaux de chaque soirée, une saison par jeu. Les joueurs sont reconnus par leur nom
(majuscules ou non) ; un absent marque 0. Un fichier season.score (première ligne
« season ») dans le dossier fixe une cagnotte de saison ; voir docs/seasons.md.
Le CSV donne le tableau de la saison.`,
  'help.stats': () => `scoresheet stats FICHIER… | DOSSIER [--format text|md|csv] [--json]

Statistiques sur les soirées, par jeu. Doppelkopf, par joueur : parties, victoires,
taux de victoire, en Re et en Kontra, solos par sorte et gagnés, Pflichtsolos,
moyenne par partie, meilleure et pire soirée, et qui gagne avec qui. Belote et coinche,
par équipe et par joueur : contrats pris, faits, chutés, litiges, coinchés, capots,
moyenne par donne. Code 1 si un fichier a des erreurs.`,
  'help.explain': () => `scoresheet explain FICHIER [--round N]

Affiche les points de chaque donne poste par poste : le gagnant, chaque point,
les multiplicateurs et ce que reçoit chaque joueur ou chaque équipe.`,
};
