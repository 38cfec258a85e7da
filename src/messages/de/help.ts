// German texts of `scoresheet --help` (commands, options and values stay as typed).

import type { DomainCatalog } from '../catalog';
import type { help as en } from '../en/help';

export const help: DomainCatalog<typeof en> = {
  'help.main': () => `scoresheet — wertet Doppelkopf, Belote und Coinche aus .score-Protokollen aus

Verwendung:
  scoresheet check DATEI…             meldet jedes Problem (Exit 1 bei einem Fehler)
  scoresheet settle DATEI [--format md|csv] [--json]
                                      Stand, Geld und wer wem zahlt
  scoresheet settle DATEI… | ORDNER   jeder Abend und die Saison: Tabelle, Geld
  scoresheet stats DATEI… | ORDNER    Statistik je Spieler (und Team) über die Abende
  scoresheet explain DATEI [--round N] die Punkte jedes Spiels, Posten für Posten

Optionen:
  --json        ein JSON-Dokument auf stdout (check, settle, stats)
  --format F    Ausgabe von settle und stats: text (Standard), md oder csv
  --round N     explain nur für Spiel N
  --lang L      Ausgabe auf en, de oder fr (Standard: LC_ALL, LC_MESSAGES oder LANG)
  --table T     settle --format csv: die eine Tabelle der CSV-Datei: rounds (Standard),
                transfers, games, teams, money (de/fr: „;“, Dezimalkomma, BOM)
  -h, --help    diese Hilfe; „scoresheet help BEFEHL“ für einen Befehl
  -v, --version die Version

Markdown-Dateien (.md) werden Block für Block geprüft: jeder \`\`\`score-Block ist
ein eigenes Dokument, und Positionen beziehen sich auf die Markdown-Datei.
Exit-Codes: 0 keine Fehler, 1 Fehler gefunden, 2 falscher Aufruf oder Datei nicht lesbar.`,
  'help.check': () => `scoresheet check DATEI… [--json]

Gibt jeden Fehler, jede Warnung und jede Info aus als DATEI:ZEILE:SPALTE: SCHWERE CODE: MELDUNG
(ab 1 gezählt); Hinweise erscheinen nur mit --json.
Exit 1, wenn eine Datei einen Fehler hat, sonst 0 (Warnungen zählen nicht als Fehler).`,
  'help.settle': () => `scoresheet settle DATEI [--format text|md|csv] [--json]
scoresheet settle DATEI… | ORDNER [--format text|md|csv] [--json]

Gibt die Abrechnung aus: das Blatt mit laufendem Stand, Endstand, Geld zum
Einsatz und wer wem zahlt (Doppelkopf), oder jede Partie mit ihrem Gewinner
(Belote/Coinche). Exit 1, wenn die Datei Fehler hat.

Mehrere Dateien oder ein Ordner (seine .score-Dateien) sind eine Saison: jeder
Abend wird abgerechnet, dann die Saison — Tabelle, Geld, besuchte Abende und der
Stand jedes Abends, eine Saison je Spiel. Spieler werden über den Namen erkannt
(Groß-/Kleinschreibung egal); wer fehlt, bekommt 0. Eine Datei season.score
(erste Zeile „season“) im Ordner legt einen Saisontopf fest; siehe docs/seasons.md.
CSV gibt die Saisontabelle aus.`,
  'help.stats': () => `scoresheet stats DATEI… | ORDNER [--format text|md|csv] [--json]

Statistik über die Abende, je Spiel. Doppelkopf, je Spieler: Spiele, Siege,
Siegquote, als Re und als Kontra, Soli nach Art und gewonnen, Pflichtsoli,
Schnitt pro Spiel, bester und schlechtester Abend, und wer mit wem gewinnt.
Belote/Coinche, je Team und je Spieler: Kontrakte genommen, erfüllt, verloren,
litiges, mit coinche, capots, Schnitt pro Spiel. Exit 1, wenn eine Datei Fehler hat.`,
  'help.explain': () => `scoresheet explain DATEI [--round N]

Zeigt die Punkte jedes Spiels Posten für Posten: den Gewinner, jeden Punkt,
die Faktoren und was jeder Spieler oder jedes Team bekommt.`,
};
