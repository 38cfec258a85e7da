// French help of the command line (see en/help.ts); commands, options and their values stay as they are typed.

import type { DomainCatalog } from '../message';
import type { help as en } from '../en/help';
import { gameList, gameTables } from '../gameWords';
import { wrap } from '../../text/wrap';

export const help: DomainCatalog<typeof en> = {
  // Games as nouns in a sentence: belote and coinche are common nouns in French.
  'cli.help.main': (
    a,
    f,
  ) => `scoresheet — compte les points de ${gameList(a.kinds, f, 'game.noun')} à partir de feuilles .score

Utilisation :
  scoresheet check FICHIER…           signale chaque problème (code de sortie 1 en cas d’erreur)
  scoresheet settle FICHIER [--format md|csv] [--json]
                                      totaux, argent et qui paie qui
  scoresheet settle FICHIER… | DOSSIER
                                      chaque soirée et la saison : classement, argent
  scoresheet stats FICHIER… | DOSSIER statistiques par joueur (et par équipe) sur les soirées
  scoresheet sheets DOSSIER --series N
                                      les feuilles de table vierges de la partie N d’un concours
  scoresheet explain FICHIER [--round N]
                                      la marque de chaque donne, poste par poste
  scoresheet fmt FICHIER… [--check]   met en forme comme « Mettre en forme le document » de l’éditeur
  scoresheet lsp                      un serveur de langage sur stdio (autres éditeurs)
  scoresheet import FICHIER… [--out DOSSIER] relevés d’autres outils en fichiers .score
  scoresheet merge A B                les feuilles de deux marqueurs d’une soirée comparées
  scoresheet serve FICHIER [--port N] [--host H]
                                      la feuille en direct pour les téléphones de la table

Options :
  --json        un seul document JSON sur stdout (check, settle, stats)
  --format F    sortie de settle et stats : text (par défaut), md ou csv ; settle
                aussi html (page web), chat (discussion de groupe) ou png (image)
  --round N     explain : seulement la donne N
  --series N    sheets : la partie dont imprimer les feuilles de table
  --rules P     et si : compter avec le jeu de règles P au lieu de celui du fichier (check, settle, explain, stats)
  --set K=V     et si : le réglage K mis à V (répétable ; check, settle, explain, stats)
  --compare K=V settle : totaux et argent selon les règles du fichier et avec K=V, côte à côte
  --fix         check : applique chaque correction rapide préférée et dit ce qui a changé
  --lang L      sortie en en, de ou fr (par défaut : LC_ALL, LC_MESSAGES ou LANG)
${wrap(
  'settle --format csv : le seul tableau que contient le CSV, rounds par défaut ; ceux de chaque jeu : ' +
    `${gameTables(a.tables, f, 'game.noun')} ; de/fr : « ; », virgule décimale, BOM`,
  79,
  '  --table T     ',
  ' '.repeat(16),
)}
  -h, --help    cette aide ; « scoresheet help COMMANDE » pour une commande
  -v, --version la version

Les fichiers Markdown (.md) sont vérifiés bloc par bloc : chaque bloc \`\`\`score est
un document à part, et les positions sont données dans le fichier Markdown.
Codes de sortie : 0 aucune erreur, 1 erreurs trouvées, 2 erreur d’utilisation ou fichier illisible.`,
  'cli.help.check': () => `scoresheet check FICHIER… [--json] [--fix] [--rules RÈGLES] [--set CLÉ=VALEUR]…

Affiche chaque erreur, avertissement et info sous la forme
FICHIER:LIGNE:COLONNE: GRAVITÉ CODE: MESSAGE (comptés à partir de 1) ;
les indications n’apparaissent qu’avec --json.
Code de sortie 1 si un fichier a une erreur, 0 sinon (les avertissements ne comptent pas).

--fix applique chaque correction rapide préférée (celles que l’éditeur applique
avec « Tout corriger » : marques et cumuls calculés, numéros de donne, …), écrit
les fichiers modifiés, affiche chaque correction, puis signale ce qui reste.
Sans --fix, rien n’est écrit.
--rules et --set comptent comme si l’en-tête le disait, sans modifier le fichier.

En Markdown, un bloc \`\`\`score expect=CODE[,CODE...] marque un exemple faux
exprès (exactement ces erreurs attendues), \`\`\`score skip un bloc qui n’est pas
vérifié ; un bloc sans ligne game reprend l’en-tête du bloc précédent.`,
  'cli.help.settle': (a, f) => `scoresheet settle FICHIER [--format text|md|csv] [--json]
                  [--rules RÈGLES] [--set CLÉ=VALEUR]…
scoresheet settle FICHIER --compare CLÉ=VALEUR… [--format text|md] [--json]
scoresheet settle FICHIER… | DOSSIER [--format text|md|csv] [--json]
                  [--rules RÈGLES] [--set CLÉ=VALEUR]…
scoresheet settle FICHIER | DOSSIER --format html|chat|png
                  [-o SORTIE] [--viewer URL]

${wrap(
  'Affiche le règlement : la feuille de marque avec les cumuls, les totaux et, selon le jeu, ' +
    `${a.settles.map((s) => f.t(s)).join(' ; ')}. Code de sortie 1 si le fichier a des erreurs.`,
)}

Plusieurs fichiers, ou un dossier (ses fichiers .score), forment une saison :
chaque soirée est réglée, puis la saison — classement, argent, soirées présentes
et les totaux de chaque soirée, une saison par jeu. Les joueurs sont reconnus
par leur nom (majuscules ou minuscules) ; un joueur absent marque 0. Un fichier
season.score (première ligne « season ») dans le dossier fixe une cagnotte de
saison ; voir docs/seasons.md. Le CSV donne la table de la saison.

Un dossier qui contient un fichier tournament.score (première ligne
« tournament », « turnier » ou « concours ») est un concours : ses autres
fichiers .score (et ceux d’un dossier plus bas) sont les feuilles de table.
settle affiche le classement (rang, numéro, critère, départages, chaque
partie), les tables de chaque partie, les statistiques par joueur et l’argent ;
les contrôles entre feuilles vont sur stderr, et toute erreur donne le code de
sortie 1. Voir docs/tournaments.md.

--compare CLÉ=VALEUR (répétable ; rules=RÈGLES pour le jeu de règles) règle le
fichier deux fois, tel qu’écrit et avec ces règles, et affiche côte à côte le
total et l’argent de chaque joueur (ou équipe), avec la différence.

--rules et --set comptent comme si l’en-tête le disait, sans modifier le
fichier ; dans une saison, ils valent pour chaque soirée des jeux qui ont ce jeu
de règles ou ce réglage (les autres sont réglées telles qu’écrites, avec une
remarque ; un réglage qu’aucun jeu de la saison n’a est une erreur).

--format html écrit la page de « Exporter en page web » de l’éditeur (une soirée,
ou la saison d’un dossier) : hors ligne, recalculée à partir des feuilles à
l’ouverture, avec l’empreinte de la feuille et celle de la soirée précédente,
une impression A4 et un code QR. --viewer URL (une copie hébergée de
viewer.html) fait du code QR un lien qui porte la feuille après le # ; sans lui,
le code QR contient le texte de la feuille s’il y tient. --format chat affiche 5
à 8 lignes pour une discussion de groupe. --format png dessine la carte du
classement dans Chromium ou Chrome (CHROME_PATH ; aucun trouvé : code 2). -o
SORTIE écrit dans un fichier au lieu d’afficher (png l’exige).

Sur le dossier d’un concours, --format html écrit la page du concours : le
classement, les tables de chaque partie, les feuilles encore manquantes, les
problèmes de chaque feuille et les statistiques. Ouverte avec ?projector après
son adresse, elle ne montre que le classement, en grand, page par page, pour
un projecteur.`,
  'cli.help.stats': (a, f) => `scoresheet stats FICHIER… | DOSSIER [--format text|md|csv] [--json]
                 [--rules RÈGLES] [--set CLÉ=VALEUR]…

${wrap(
  `Statistiques sur les soirées, par jeu. ${a.stats.map((s) => f.t(s)).join(' ')} Code de sortie 1 si un fichier ` +
    'a des erreurs. --rules et --set valent pour chaque soirée des jeux qui les ont, comme pour settle.',
)}`,
  'cli.help.sheets': () => `scoresheet sheets DOSSIER --series N

Affiche une feuille de table vierge pour chaque table de la partie N du
concours du DOSSIER (son tournament.score) : les lignes de partie et de table
et les joueurs dans l’ordre des places, prête à imprimer ou à remplir. Si des
feuilles de la partie N sont déjà là, leurs tables et places comptent ; sinon
la partie 1 place les inscrits par numéro et chaque partie suivante selon le
classement après la précédente, quatre (ou cinq) par table, les équipes deux
par table.`,
  'cli.help.explain': () => `scoresheet explain FICHIER [--round N] [--rules RÈGLES] [--set CLÉ=VALEUR]…

Affiche la marque de chaque donne poste par poste : le gagnant, chaque point,
les multiplicateurs et ce que reçoit chaque joueur ou chaque équipe.`,
  'cli.help.fmt': () => `scoresheet fmt FICHIER… [--check]

Met en forme les fichiers .score (et les blocs \`\`\`score des fichiers Markdown)
comme « Mettre en forme le document » de l’éditeur, et les écrit. Avec --check,
rien n’est écrit : code de sortie 1 si un fichier n’est pas mis en forme (pour
les hooks de pre-commit et la CI).`,
  'cli.help.lsp': () => `scoresheet lsp

Sert les fonctions de langage (diagnostics, corrections rapides, survol,
complétion, mise en forme, structure) par le Language Server Protocol sur
stdin/stdout, pour les fichiers .score et les blocs \`\`\`score en Markdown.
Pour Neovim et Helix, voir le README.`,
  'cli.help.serve': () => `scoresheet serve FICHIER [--port N] [--host H]

Une table partagée : sert la feuille du fichier .score en direct aux
téléphones de la table. La première ligne affichée est le lien de la table
avec son jeton (dans un terminal, son code QR suit) ; chaque téléphone qui
l’ouvre voit la feuille, les totaux, qui paie qui et le graphique à mesure
qu’ils changent, et peut ajouter une donne avec le même formulaire que la vue
du règlement de l’éditeur. Chaque donne est vérifiée et ajoutée à FICHIER
(écrit en une fois, dans l’ordre d’arrivée) ; un téléphone qui n’avait pas vu
la dernière donne en est averti et voit la feuille à jour. Sans le jeton,
chaque requête reçoit 403. Ctrl+C termine la table partagée.

  --port N   le port (par défaut : un port libre quelconque)
  --host H   où écouter : cet ordinateur seulement (par défaut), lan (l’adresse
             de cet ordinateur sur le réseau local) ou une adresse`,
};
