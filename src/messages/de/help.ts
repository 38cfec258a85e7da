// German help of the command line (see en/help.ts); commands, options and their values stay as they are typed.

import type { DomainCatalog } from '../message';
import type { help as en } from '../en/help';
import { gameList, gameTables } from '../gameWords';
import { wrap } from '../../text/wrap';

export const help: DomainCatalog<typeof en> = {
  'cli.help.main': (a, f) => `scoresheet — wertet ${gameList(a.kinds, f)} aus .score-Listen aus

Aufruf:
  scoresheet check DATEI…             jedes Problem melden (Exit-Code 1 bei Fehlern)
  scoresheet settle DATEI [--format md|csv] [--json]
                                      Stand, Geld und wer wem zahlt
  scoresheet settle DATEI… | ORDNER   jeder Abend und die Saison: Tabelle, Geld
  scoresheet stats DATEI… | ORDNER    Statistik pro Spieler (und Team) über die Abende
  scoresheet sheets ORDNER --series N leere Tischlisten der Serie N eines Turniers
  scoresheet explain DATEI [--round N]
                                      die Wertung jedes Spiels, Posten für Posten
  scoresheet fmt DATEI… [--check]     formatieren wie „Dokument formatieren“ im Editor
  scoresheet lsp                      ein Language Server über stdio (andere Editoren)
  scoresheet import DATEI… [--out ORDNER] Aufzeichnungen anderer Programme als .score-Dateien
  scoresheet merge A B                die Listen zweier Schreiber eines Abends verglichen
  scoresheet serve DATEI [--port N] [--host H]
                                      die Liste live für die Handys am Tisch

Optionen:
  --json        ein JSON-Dokument auf stdout (check, settle, stats)
  --format F    Ausgabe von settle und stats: text (Standard), md oder csv; settle
                auch html (Webseite), chat (Gruppenchat) oder png (Bild)
  --round N     explain nur für Spiel N
  --series N    sheets: die Serie, deren Tischlisten ausgegeben werden
  --rules P     was wäre, wenn: mit dem Regelsatz P statt dem der Datei werten (check, settle, explain, stats)
  --set K=V     was wäre, wenn: Regelschalter K auf V (mehrfach möglich; check, settle, explain, stats)
  --compare K=V settle: Stand und Geld nach den Regeln der Datei und mit K=V, nebeneinander
  --fix         check: jede bevorzugte Schnellkorrektur anwenden und sagen, was sich geändert hat
  --lang L      Ausgabe auf en, de oder fr (Standard: LC_ALL, LC_MESSAGES oder LANG)
${wrap(
  `settle --format csv: die eine Tabelle, die die CSV-Datei enthält, rounds als Standard; die jedes Spiels: ` +
    `${gameTables(a.tables, f)}; de/fr: „;“, Dezimalkomma, BOM`,
  79,
  '  --table T     ',
  ' '.repeat(16),
)}
  -h, --help    diese Hilfe; „scoresheet help BEFEHL“ für einen Befehl
  -v, --version die Version

Markdown-Dateien (.md) werden Block für Block geprüft: jeder \`\`\`score-Block ist
ein eigenes Dokument, und die Positionen beziehen sich auf die Markdown-Datei.
Exit-Codes: 0 keine Fehler, 1 Fehler gefunden, 2 Aufruffehler oder unlesbare Datei.`,
  'cli.help.check': () => `scoresheet check DATEI… [--json] [--fix] [--rules REGELSATZ] [--set SCHALTER=WERT]…

Gibt jeden Fehler, jede Warnung und jede Info aus als DATEI:ZEILE:SPALTE: SCHWERE CODE: MELDUNG
(ab 1 gezählt); Hinweise erscheinen nur mit --json.
Exit-Code 1, wenn eine Datei einen Fehler hat, sonst 0 (Warnungen zählen nicht).

--fix wendet jede bevorzugte Schnellkorrektur an (die, die der Editor mit „Alle
beheben“ anwendet: berechnete Punkte und Stände, Spielnummern, …), schreibt die
geänderten Dateien, nennt jede Korrektur und meldet dann, was übrig bleibt.
Ohne --fix wird nichts geschrieben.
--rules und --set werten, als stünde es im Kopf der Datei, ohne sie zu ändern.

In Markdown markiert ein Block \`\`\`score expect=CODE[,CODE...] ein Beispiel, das
absichtlich falsch ist (genau diese Fehler werden erwartet), \`\`\`score skip einen,
der nicht geprüft wird; ein Block ohne Zeile game übernimmt den Kopf des Blocks darüber.`,
  'cli.help.settle': (a, f) => `scoresheet settle DATEI [--format text|md|csv] [--json]
                  [--rules REGELSATZ] [--set SCHALTER=WERT]…
scoresheet settle DATEI --compare SCHALTER=WERT… [--format text|md] [--json]
scoresheet settle DATEI… | ORDNER [--format text|md|csv] [--json]
                  [--rules REGELSATZ] [--set SCHALTER=WERT]…
scoresheet settle DATEI | ORDNER --format html|chat|png
                  [-o ZIEL] [--viewer URL]

${wrap(
  'Gibt die Abrechnung aus: den Spielzettel mit laufendem Stand, den Endstand und, je Spiel, ' +
    `${a.settles.map((s) => f.t(s)).join('; ')}. Exit-Code 1, wenn die Datei Fehler hat.`,
)}

Mehrere Dateien oder ein Ordner (seine .score-Dateien) sind eine Saison: jeder
Abend wird abgerechnet, dann die Saison — Tabelle, Geld, besuchte Abende und der
Stand jedes Abends, eine Saison pro Spiel. Spieler werden über den Namen
zugeordnet (Groß-/Kleinschreibung egal); wer fehlt, bekommt 0. Eine Datei
season.score (erste Zeile „season“) im Ordner legt eine Saisonkasse fest; siehe
docs/seasons.md. CSV gibt die Saisontabelle aus.

Ein Ordner mit einer Datei tournament.score (erste Zeile „tournament“,
„turnier“ oder „concours“) ist ein Turnier: seine übrigen .score-Dateien (und
die einen Ordner tiefer) sind die Tischlisten. settle gibt die Rangliste aus
(Platz, Startnummer, Wertung, Feinwertungen, jede Serie), die Tische jeder
Serie, die Statistik pro Spieler und das Geld; die Prüfungen über die Listen
hinweg gehen auf stderr, und jeder Fehler setzt den Exit-Code 1. Siehe
docs/tournaments.md.

--compare SCHALTER=WERT (mehrfach möglich; rules=REGELSATZ für den Regelsatz)
rechnet die Datei zweimal ab, wie geschrieben und mit diesen Regeln, und zeigt
Stand und Geld jedes Spielers (oder Teams) nebeneinander, mit dem Unterschied.

--rules und --set werten, als stünde es im Kopf der Datei, ohne sie zu ändern; in
einer Saison gelten sie für jeden Abend der Spiele, die diesen Regelsatz oder
Schalter kennen (die anderen werden wie geschrieben abgerechnet, mit einem
Hinweis; einer, den kein Spiel der Saison kennt, ist ein Fehler).

--format html schreibt die Seite von „Als Webseite exportieren“ im Editor (ein
Abend oder die Saison eines Ordners): offline, beim Öffnen aus den Listen neu
berechnet, mit dem Fingerabdruck der Liste und dem des vorigen Abends, einem
A4-Ausdruck und einem QR-Code. --viewer URL (eine gehostete Kopie von
viewer.html) macht den QR-Code zu einem Link, der die Liste hinter dem # trägt;
ohne ihn enthält der QR-Code den Text der Liste, wenn er hineinpasst.
--format chat gibt 5 bis 8 Zeilen für den Gruppenchat aus. --format png zeichnet
die Ergebniskarte in Chromium oder Chrome (CHROME_PATH; keiner gefunden: Exit-Code
2). -o ZIEL schreibt in eine Datei statt auszugeben (png braucht es).

Auf einem Turnierordner schreibt --format html die Seite des Turniers: die
Rangliste, die Tische jeder Serie, die noch fehlenden Listen, die Probleme
jeder Liste und die Statistik. Mit ?projector hinter der Adresse geöffnet,
zeigt sie nur die Rangliste, groß und seitenweise, für einen Beamer.`,
  'cli.help.stats': (a, f) => `scoresheet stats DATEI… | ORDNER [--format text|md|csv] [--json]
                 [--rules REGELSATZ] [--set SCHALTER=WERT]…

${wrap(
  `Statistik über die Abende, pro Spiel. ${a.stats.map((s) => f.t(s)).join(' ')} Exit-Code 1, wenn eine Datei ` +
    'Fehler hat. --rules und --set gelten für jeden Abend der Spiele, die sie kennen, wie bei settle.',
)}`,
  'cli.help.sheets': () => `scoresheet sheets ORDNER --series N

Gibt für jeden Tisch der Serie N des Turniers in ORDNER (seiner
tournament.score) eine leere Tischliste aus: die Zeilen für Serie und Tisch
und die Spieler in Sitzreihenfolge, zum Drucken oder Ausfüllen. Gibt es schon
Listen der Serie N, gelten deren Tische und Plätze; sonst setzt Serie 1 die
Teilnehmer nach Startnummer und jede weitere Serie nach der Rangliste nach der
vorigen, vier (oder fünf) an einen Tisch, Teams zwei an einen Tisch.`,
  'cli.help.explain': () => `scoresheet explain DATEI [--round N] [--rules REGELSATZ] [--set SCHALTER=WERT]…

Gibt die Wertung jedes Spiels Posten für Posten aus: den Sieger, jeden Punkt,
die Vervielfacher und was jeder Spieler oder jedes Team bekommt.`,
  'cli.help.fmt': () => `scoresheet fmt DATEI… [--check]

Formatiert .score-Dateien (und die \`\`\`score-Blöcke von Markdown-Dateien) wie
„Dokument formatieren“ im Editor und schreibt sie. Mit --check wird nichts
geschrieben: Exit-Code 1, wenn eine Datei nicht formatiert ist (für
Pre-Commit-Hooks und CI).`,
  'cli.help.lsp': () => `scoresheet lsp

Stellt die Sprachfunktionen (Diagnosen, Schnellkorrekturen, Hover, Vervollständigung,
Formatierung, Gliederung) über das Language Server Protocol auf stdin/stdout bereit,
für .score-Dateien und \`\`\`score-Blöcke in Markdown. Zu Neovim und Helix siehe
die README.`,
  'cli.help.serve': () => `scoresheet serve DATEI [--port N] [--host H]

Eine Tischrunde: zeigt die Liste der .score-Datei live auf den Handys am
Tisch. Die erste Zeile der Ausgabe ist der Link zur Tischrunde mit seinem
Token (im Terminal folgt sein QR-Code); jedes Handy, das ihn öffnet, sieht die
Liste, den Stand, wer wem zahlt und das Diagramm, sobald sie sich ändern, und
kann ein Spiel mit demselben Formular eintragen wie in der Abrechnung des
Editors. Jedes Spiel wird geprüft und an DATEI angefügt (in einem Schritt
geschrieben, in der Reihenfolge, in der sie kommen); ein Handy, das das letzte
Spiel noch nicht kannte, erfährt es und sieht die aktuelle Liste. Ohne das
Token bekommt jede Anfrage 403. Strg+C beendet die Tischrunde.

  --port N   der Port (Standard: ein beliebiger freier)
  --host H   wo gelauscht wird: nur dieser Computer (Standard), lan (die
             Adresse dieses Computers im lokalen Netz) oder eine Adresse`,
};
