<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PassRate</name>
    <message>
        <location filename="../model/scoreprose.cpp" line="+70"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 pp</source>
        <translation>%1 Pp.</translation>
    </message>
</context>
<context>
    <name>claimscope</name>
    <message>
        <location filename="../metrics/nodeverdicts.cpp" line="+29"/>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, node %2</source>
        <translation>%1, Knoten %2</translation>
    </message>
    <message>
        <location filename="../metrics/windowscoring.cpp" line="+23"/>
        <source>Window %1 · exchange %2</source>
        <translation>Fenster %1 · Austausch %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window %1 · exchanges %2–%3</source>
        <translation>Fenster %1 · Austausche %2–%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exchange %1 alone</source>
        <translation>Wechsel %1 allein</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The score is 1.00 because the conversation has no complete user → assistant exchange to evaluate.</source>
        <translation>Der Score ist 1.00, weil das Gespräch keinen vollständigen Austausch Benutzer → Assistent enthält, der sich bewerten ließe.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>needs a conversational test case (use %1 for single turns)</source>
        <translation>braucht einen Gesprächs-Testfall (für Single-Turns %1 verwenden)</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>The score is 1.00 because nothing in this window needs explaining.</source>
        <translation>Der Score ist 1.00, weil in diesem Fenster nichts einer Erklärung bedarf.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The score is 1.00 because every window was skipped: none had retrieval context.</source>
        <translation>Der Score ist 1.00, weil jedes Fenster übersprungen wurde: keines hatte Retrieval-Kontext.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The score is 1.00 because every window scored 1.</source>
        <translation>Der Score ist 1.00, weil jedes Fenster 1 erreicht hat.</translation>
    </message>
    <message>
        <location filename="../model/labelledscores.cpp" line="+40"/>
        <source>%1 was skipped: %2</source>
        <translation>%1 wurde übersprungen: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no score</source>
        <translation>%1 hat keinen Score</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 judged alone has no score: %2</source>
        <translation>%1 allein beurteilt hat keinen Score: %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the result has no exchange to compare with %1</source>
        <translation>das Ergebnis hat keinen Wechsel, der mit %1 verglichen werden kann</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the result has %1 exchange(s), none for %2</source>
        <translation>das Ergebnis hat %1 Wechsel, keinen für %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this metric scores the whole test case only</source>
        <translation>diese Metrik bewertet nur den ganzen Testfall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its window also holds earlier exchanges, and this run did not judge %1 alone: run the metric again with these labels and it does</source>
        <translation>sein Fenster enthält auch frühere Wechsel, und dieser Lauf hat %1 nicht allein beurteilt: Führen Sie die Metrik mit diesen Labels erneut aus, dann geschieht das</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>last answer alone: no score (%1) — not compared with the human label</source>
        <translation>letzte Antwort allein: kein Score (%1) — nicht mit dem menschlichen Label verglichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange %1 alone: no score (%2) — not compared with the human label</source>
        <translation>Wechsel %1 allein: kein Score (%2) — nicht mit dem menschlichen Label verglichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last answer alone: %1 — compared with the human label</source>
        <translation>letzte Antwort allein: %1 — mit dem menschlichen Label verglichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange %1 alone: %2 — compared with the human label</source>
        <translation>Wechsel %1 allein: %2 — mit dem menschlichen Label verglichen</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>only its last window is judged on one answer, the last</source>
        <translation>nur ihr letztes Fenster wird nach einer Antwort beurteilt, der letzten</translation>
    </message>
    <message>
        <location filename="../experiments/labelledcomparison.cpp" line="+151"/>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>B did not run the %n labelled test case(s) of the held-out part (a try runs the tuning part only), so this comparison cannot say whether the change holds on cases the tuning did not look at: run them with &quot;Run the … held-out case(s) and compare&quot; above the case list, and the same verdict is given on them.</source>
        <translation>
            <numerusform>B hat den %n gelabelten Testfall des zurückgehaltenen Teils nicht ausgeführt (ein Versuch führt nur den Tuning-Teil aus), daher kann dieser Vergleich nicht sagen, ob die Änderung auf Fällen hält, die das Tuning nicht gesehen hat: führen Sie ihn mit „Die … zurückgehaltenen Fälle ausführen und vergleichen“ über der Fallliste aus, dann wird dasselbe Urteil auf ihm gefällt.</numerusform>
            <numerusform>B hat die %n gelabelten Testfälle des zurückgehaltenen Teils nicht ausgeführt (ein Versuch führt nur den Tuning-Teil aus), daher kann dieser Vergleich nicht sagen, ob die Änderung auf Fällen hält, die das Tuning nicht gesehen hat: führen Sie sie mit „Die … zurückgehaltenen Fälle ausführen und vergleichen“ über der Fallliste aus, dann wird dasselbe Urteil auf ihnen gefällt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../experiments/regressiongate.cpp" line="+48"/>
        <source>%1 on %2: %3 → error</source>
        <translation>%1 bei %2: %3 → Fehler</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: mean %2 → %3 (%4, tolerance %5; %6 % interval of the change %7 to %8)</source>
        <translation>%1: Mittelwert %2 → %3 (%4, Toleranz %5; %6-%-Intervall der Änderung %7 bis %8)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 test case(s) pass → fail, %3 fail → pass (McNemar p %4 &lt; %5)</source>
        <translation>%1: %2 Testfall/Testfälle bestanden → nicht bestanden, %3 nicht bestanden → bestanden (McNemar p %4 &lt; %5)</translation>
    </message>
    <message>
        <location filename="../stats/changeverdict.cpp" line="+96"/>
        <source>No labelled case moved: the judge passes and fails each of the %1 case(s) as before, so Δ%2 is 0.</source>
        <translation>Kein gelabelter Fall hat sich bewegt: Der Judge lässt jeden der %1 Fall/Fälle wie zuvor bestehen oder durchfallen, also ist Δ%2 gleich 0.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no interval on these cases: %2 human-pass and %3 human-fail case(s). %4</source>
        <translation>%1 hat auf diesen Fällen kein Intervall: %2 Fall/Fälle mit menschlichem Bestanden und %3 mit menschlichem Nicht bestanden. %4</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Δ%1 %2</source>
        <translation>Δ%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 % interval %3 to %4)</source>
        <translation>%1 (%2-%-Intervall %3 bis %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 case(s) now agree with the person, %2 no longer do (McNemar p %3).</source>
        <translation>%1 Fall/Fälle stimmen jetzt mit der Person überein, %2 nicht mehr (McNemar p %3).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The flips alone (%1 toward, %2 away) are significant at %3 (p %4), but they weigh accuracy; the interval of %5, which uses every case, includes 0 and decides.</source>
        <translation>Die Wechsel allein (%1 zur Person hin, %2 weg) sind auf dem Niveau %3 signifikant (p %4), wiegen aber die Genauigkeit; das Intervall von %5, das jeden Fall nutzt, enthält 0 und entscheidet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The flips (%1 toward, %2 away) lean the other way (p %3); the interval of %4, which uses every case, decides.</source>
        <translation>Die Wechsel (%1 zur Person hin, %2 weg) weisen in die andere Richtung (p %3); das Intervall von %4, das jeden Fall nutzt, entscheidet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The flips alone (%1 toward, %2 away) are not significant at %3 (p %4); the interval of %5, which uses every case, decides.</source>
        <translation>Die Wechsel allein (%1 zur Person hin, %2 weg) sind auf dem Niveau %3 nicht signifikant (p %4); das Intervall von %5, das jeden Fall nutzt, entscheidet.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no labelled case moved</source>
        <translation>kein gelabelter Fall hat sich bewegt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no interval on these cases</source>
        <translation>%1 hat auf diesen Fällen kein Intervall</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Δ%1&apos;s %2 % interval lies above 0</source>
        <translation>Das %2-%-Intervall von Δ%1 liegt über 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lies above 0, so the change is more than noise. %2</source>
        <translation>%1 liegt über 0, die Änderung ist also mehr als Rauschen. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 lies below 0, so the change is more than noise. %2</source>
        <translation>%1 liegt unter 0, die Änderung ist also mehr als Rauschen. %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Δ%1&apos;s %2 % interval lies below 0</source>
        <translation>Das %2-%-Intervall von Δ%1 liegt unter 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>with %1 human-fail case(s) a Δ%2 below about %3 cannot be told from noise</source>
        <translation>bei %1 Fall/Fällen mit menschlichem Nicht bestanden ist ein Δ%2 unter etwa %3 nicht von Rauschen zu unterscheiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with %1 human-pass case(s) a Δ%2 below about %3 cannot be told from noise</source>
        <translation>bei %1 Fall/Fällen mit menschlichem Bestanden ist ein Δ%2 unter etwa %3 nicht von Rauschen zu unterscheiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ%1&apos;s %2 % interval includes 0: %3</source>
        <translation>Das %2-%-Intervall von Δ%1 enthält 0: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 includes 0: %2. %3</source>
        <translation>%1 enthält 0: %2. %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no detectable change</source>
        <translation>keine erkennbare Änderung</translation>
    </message>
</context>
<context>
    <name>claimscope::AboutDialog</name>
    <message>
        <location filename="../ui/shell/aboutdialog.cpp" line="+34"/>
        <source>About Claimscope</source>
        <translation>Über Claimscope</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h2&gt;Claimscope %1&lt;/h2&gt;&lt;p&gt;A workbench for LLM-as-a-judge evaluation of RAG conversations: DeepEval, promptfoo and TrustifAI metrics computed from editable judge prompts, with every claim, verdict and judge call shown.&lt;/p&gt;&lt;p&gt;The built-in offline judge works without a network or a key; any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp, LM Studio …) can judge instead. The same engine runs headless as &lt;code&gt;claimscope-cli&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Claimscope %1&lt;/h2&gt;&lt;p&gt;Eine Werkbank für die Bewertung von RAG-Gesprächen mit LLM-as-a-Judge: Metriken von DeepEval, promptfoo und TrustifAI, berechnet aus bearbeitbaren Judge-Prompts, wobei jede Behauptung, jedes Urteil und jeder Judge-Aufruf sichtbar ist.&lt;/p&gt;&lt;p&gt;Der eingebaute Offline-Judge arbeitet ohne Netzwerk und ohne Schlüssel; stattdessen kann auch jeder OpenAI-kompatible Endpunkt (OpenAI, Ollama, vLLM, llama.cpp, LM Studio …) bewerten. Dieselbe Engine läuft ohne Oberfläche als &lt;code&gt;claimscope-cli&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>application framework</source>
        <translation>Anwendungs-Framework</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON reading and writing</source>
        <translation>Lesen und Schreiben von JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promptfoo YAML test files</source>
        <translation>YAML-Testdateien von promptfoo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stemming in the offline judge</source>
        <translation>Stammformbildung im Offline-Judge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key in the system keychain</source>
        <translation>API-Schlüssel im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>example conversations with human ratings</source>
        <translation>Beispielgespräche mit menschlichen Bewertungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;Claimscope is built on these components:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Claimscope baut auf diesen Komponenten auf:&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;Qt is used under the LGPL v3: you may replace the Qt libraries this program links to with your own build.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt wird unter der LGPL v3 verwendet: Sie dürfen die Qt-Bibliotheken, gegen die dieses Programm gelinkt ist, durch einen eigenen Build ersetzen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The MTRAG notice is missing from this build.</source>
        <translation>Der MTRAG-Hinweis fehlt in diesem Build.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MTRAG data notice</source>
        <translation>Hinweis zu den MTRAG-Daten</translation>
    </message>
</context>
<context>
    <name>claimscope::AgreementView</name>
    <message>
        <location filename="../ui/agreement/agreementview.cpp" line="+46"/>
        <location line="+594"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location line="-559"/>
        <source>accuracy %1, κ %2, n %3</source>
        <translation>Genauigkeit %1, κ %2, n %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>✓ pass</source>
        <translation>✓ bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ fail</source>
        <translation>✗ nicht bestanden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No labelled results yet. Label a result in the results table (P pass, F fail, or its context menu) or import labels with Edit › Import Human Labels, then run the metric.</source>
        <translation>Noch keine gelabelten Ergebnisse. Labeln Sie ein Ergebnis in der Ergebnistabelle (P bestanden, F nicht bestanden, oder über sein Kontextmenü) oder importieren Sie Labels mit Bearbeiten › Menschliche Labels importieren, und führen Sie dann die Metrik aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+18"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of labelled test cases to tune on</source>
        <translation>Anteil der bewerteten Testfälle zum Abstimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Labelled test cases are split by name into a tuning part, which a threshold is fit on, and a held-out part that checks it on cases the tuning never looked at</source>
        <translation>Bewertete Testfälle werden nach Namen in einen Abstimmungsteil, an den ein Schwellenwert angepasst wird, und einen zurückgehaltenen Teil geteilt, der ihn an Fällen prüft, die die Abstimmung nie gesehen hat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human
pass</source>
        <translation>Mensch:
bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human
fail</source>
        <translation>Mensch:
nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge pass</source>
        <translation>Judge: bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judge fail</source>
        <translation>Judge: nicht bestanden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Test case</source>
        <translation>Testfall</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;Disagreements&lt;/b&gt;, most wrong first</source>
        <translation>&lt;b&gt;Abweichungen&lt;/b&gt;, die größten zuerst</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tune on:</source>
        <translation>&amp;Abstimmen auf:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⟳ updating…</source>
        <translation>⟳ wird aktualisiert…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New results came in: the figures below do not count them yet and follow in a moment.</source>
        <translation>Neue Ergebnisse sind eingetroffen: Die Zahlen unten zählen sie noch nicht und folgen gleich.</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>%1 (n %2)</source>
        <translation>%1 (n %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Counts the %1 labelled result(s) compared: %2 tuning + %3 held-out. The Summary counts every result of %4: %n.</source>
        <translation>
            <numerusform>Zählt die %1 verglichenen gelabelten Ergebnisse: %2 Tuning + %3 zurückgehalten. Die Übersicht zählt jedes Ergebnis von %4: %n.</numerusform>
            <numerusform>Zählt die %1 verglichenen gelabelten Ergebnisse: %2 Tuning + %3 zurückgehalten. Die Übersicht zählt jedes Ergebnis von %4: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Judge pass/fail here is on %1&apos;s score, which the labels rate; the Summary&apos;s is on the whole conversation&apos;s.</source>
        <translation>Bestanden/Nicht bestanden des Judges bezieht sich hier auf den Score von %1, den die Labels bewerten; in der Übersicht auf den des ganzen Gesprächs.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>⟳ partly</source>
        <translation>⟳ teilweise</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>out of date</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>⟳ run %1</source>
        <translation>⟳ Lauf %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is from an older run than %2, so All mixes two setups.</source>
        <translation>%1 stammt aus einem älteren Lauf als %2, daher mischt „Alle“ zwei Einstellungen.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>⟳ %n label(s) added since the run: press F5 to score %1 alone; until then they are not compared.</source>
        <translation>
            <numerusform>⟳ %n Label seit dem Lauf hinzugefügt: F5 drücken, um %1 allein zu bewerten; bis dahin wird es nicht verglichen.</numerusform>
            <numerusform>⟳ %n Labels seit dem Lauf hinzugefügt: F5 drücken, um %1 allein zu bewerten; bis dahin werden sie nicht verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>tuning</source>
        <translation>Tuning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>held-out</source>
        <translation>zurückgehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tuning and held-out</source>
        <translation>Tuning und zurückgehalten</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>⟳ mixed</source>
        <translation>⟳ gemischte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>⚠ These labels rate %1; %2 scores the whole conversation, so each label is compared with the score of %1 alone.</source>
        <translation>⚠ Diese Labels bewerten %1; %2 bewertet die ganze Unterhaltung, daher wird jedes Label mit dem Score von %1 allein verglichen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n result(s) cannot score %1 alone and are not compared: %2</source>
        <translation>
            <numerusform>%n Ergebnis(se) können %1 nicht allein bewerten und werden nicht verglichen: %2</numerusform>
            <numerusform>%n Ergebnis(se) können %1 nicht allein bewerten und werden nicht verglichen: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>&lt;b&gt;Claims you judged&lt;/b&gt;: %1, agreement %2, κ %3.&lt;br&gt;Mean score of their %n result(s): %4; had the judge agreed with your verdicts: &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;Von Ihnen beurteilte Behauptungen&lt;/b&gt;: %1, Übereinstimmung %2, κ %3.&lt;br&gt;Mittlerer Score ihres %n Ergebnisses: %4; hätte der Judge Ihre Urteile geteilt: &lt;b&gt;%5&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;Von Ihnen beurteilte Behauptungen&lt;/b&gt;: %1, Übereinstimmung %2, κ %3.&lt;br&gt;Mittlerer Score ihrer %n Ergebnisse: %4; hätte der Judge Ihre Urteile geteilt: &lt;b&gt;%5&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No result of this metric has a pass/fail label yet.</source>
        <translation>Noch kein Ergebnis dieser Metrik hat ein Label bestanden/nicht bestanden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No labelled result of this metric can be compared yet.</source>
        <translation>Noch kann kein gelabeltes Ergebnis dieser Metrik verglichen werden.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No advice on the threshold while the run goes on: its figures are not all in yet.</source>
        <translation>Keine Empfehlung zum Schwellenwert, solange der Lauf läuft: seine Zahlen sind noch nicht alle da.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>On the held-out part at %1, the current threshold: %2.</source>
        <translation>Auf dem zurückgehaltenen Teil bei %1, dem aktuellen Schwellenwert: %2.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1
⟳ From run %2, out of date — press F5: %3.</source>
        <translation>%1
⟳ Aus Lauf %2, veraltet — F5 drücken: %3.</translation>
    </message>
    <message>
        <location line="-285"/>
        <location line="+76"/>
        <source>Tuning</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <location line="-444"/>
        <source>Where the judge&apos;s pass/fail differs from yours, the farthest from the threshold first; double-click one (or press Enter) to see it in Results with its breakdown</source>
        <translation>Wo das Bestanden/Nicht bestanden des Judges von Ihrem abweicht, das am weitesten von der Schwelle entfernte zuerst; Doppelklick (oder Eingabetaste) zeigt es in den Ergebnissen mit seiner Aufschlüsselung</translation>
    </message>
    <message>
        <location line="+347"/>
        <source>No advice on the threshold yet: the held-out figures are from %1, before your edit. Press F5 (or &quot;Run the … held-out case(s) and compare&quot; in the try&apos;s comparison) to weigh the threshold on them.</source>
        <translation>Noch kein Rat zum Schwellenwert: Die zurückgehaltenen Zahlen stammen aus %1, vor Ihrer Änderung. Drücken Sie F5 (oder „Die … zurückgehaltenen Fälle ausführen und vergleichen“ im Vergleich des Versuchs), um den Schwellenwert auf ihnen zu wägen.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>⟳ %n of its results out of date — press F5: these figures are from %1, before your edit.</source>
        <translation>
            <numerusform>⟳ %n seiner Ergebnisse veraltet — F5 drücken: Diese Zahlen stammen aus %1, vor Ihrer Änderung.</numerusform>
            <numerusform>⟳ %n seiner Ergebnisse veraltet — F5 drücken: Diese Zahlen stammen aus %1, vor Ihrer Änderung.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+76"/>
        <source>Held-out</source>
        <translation>Zurückgehalten</translation>
    </message>
    <message numerus="yes">
        <location line="-46"/>
        <source>%n %1 score(s) of %2 re-decided for %3 without a new run: the judge&apos;s verdicts are kept and the setting applied to them exactly, so these figures are current.</source>
        <translation>
            <numerusform>%n Wert (%1) aus %2 ohne neuen Lauf für %3 neu entschieden: Die Urteile des Richters bleiben, die Einstellung wird exakt auf sie angewandt, daher sind diese Zahlen aktuell.</numerusform>
            <numerusform>%n Werte (%1) aus %2 ohne neuen Lauf für %3 neu entschieden: Die Urteile des Richters bleiben, die Einstellung wird exakt auf sie angewandt, daher sind diese Zahlen aktuell.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs %1 and %2</source>
        <translation>Läufen %1 und %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Labelled results</source>
        <translation>Bewertete Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human pass / fail</source>
        <translation>Mensch bestanden / nicht bestanden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cohen&apos;s κ</source>
        <translation>Cohens κ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one class only: κ undefined</source>
        <translation>nur eine Klasse: κ nicht definiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ROC-AUC</source>
        <translation>ROC-AUC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Under each figure its 95 % interval (bootstrap over test cases).</source>
        <translation>Unter jeder Kennzahl ihr 95-%-Intervall (Bootstrap über Testfälle).</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Best balanced accuracy on the tuning part: %1 at threshold %2.</source>
        <translation>Beste balancierte Genauigkeit im Abstimmungsteil: %1 bei Schwellenwert %2.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No best threshold: the tuning part needs both a human pass and a human fail.</source>
        <translation>Kein bester Schwellenwert: Der Abstimmungsteil braucht ein menschliches Bestanden und ein Nicht bestanden.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>judge pass / human pass</source>
        <translation>Judge bestanden / Mensch bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>judge pass / human fail</source>
        <translation>Judge bestanden / Mensch nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>judge fail / human pass</source>
        <translation>Judge nicht bestanden / Mensch bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>judge fail / human fail</source>
        <translation>Judge nicht bestanden / Mensch nicht bestanden</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>On the held-out part: at %1 %2; at the current %3 %4.</source>
        <translation>Im zurückgehaltenen Teil: bei %1 %2; beim aktuellen %3 %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use %1 anyway</source>
        <translation>%1 trotzdem verwenden</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <source>Use threshold %1</source>
        <translation>Schwellenwert %1 verwenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The metric already uses this threshold.</source>
        <translation>Die Metrik verwendet diesen Schwellenwert bereits.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set %1&apos;s threshold to %2, though it does no better than the current one on the held-out cases (undo takes it back)</source>
        <translation>Schwelle von %1 auf %2 setzen, obwohl sie auf den zurückgehaltenen Fällen nicht besser abschneidet als die aktuelle (Rückgängig nimmt es zurück)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %1&apos;s threshold to %2 (undo takes it back)</source>
        <translation>Den Schwellenwert von %1 auf %2 setzen (Rückgängig nimmt es zurück)</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+42"/>
        <source>Use threshold</source>
        <translation>Schwellenwert verwenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>⟳ %1</source>
        <translation>⟳ %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 from the threshold %2, on the wrong side</source>
        <translation>%1 vom Schwellenwert %2 entfernt, auf der falschen Seite</translation>
    </message>
</context>
<context>
    <name>claimscope::AnswerParser</name>
    <message>
        <location filename="../metrics/judge/answerparser.cpp" line="+106"/>
        <source>the answer needs a list &quot;%1&quot;</source>
        <translation>die Antwort braucht eine Liste „%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every item of &quot;%1&quot; must be a string</source>
        <translation>jeder Eintrag von „%1“ muss ein String sein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>each verdict needs a &quot;verdict&quot; string</source>
        <translation>jedes Urteil braucht einen String „verdict“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>verdict &quot;%1&quot; is not one of %2</source>
        <translation>das Urteil „%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a verdict&apos;s &quot;reason&quot; must be a string or null</source>
        <translation>das „reason“ eines Urteils muss ein String oder null sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each verdict needs its &quot;statement&quot; as a string</source>
        <translation>jedes Urteil braucht sein „statement“ als String</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the answer needs a list &quot;verdicts&quot;</source>
        <translation>die Antwort braucht eine Liste „verdicts“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every item of &quot;verdicts&quot; must be an object</source>
        <translation>jeder Eintrag von „verdicts“ muss ein Objekt sein</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>expected exactly %n verdict(s), one per item in order, but got %1</source>
        <translation>
            <numerusform>erwartet wurde genau %n Urteil, eines pro Eintrag in derselben Reihenfolge, erhalten wurden aber %1</numerusform>
            <numerusform>erwartet wurden genau %n Urteile, eines pro Eintrag in derselben Reihenfolge, erhalten wurden aber %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the answer needs a list &quot;spans&quot;</source>
        <translation>die Antwort braucht eine Liste „spans“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every item of &quot;spans&quot; must be an object</source>
        <translation>jeder Eintrag von „spans“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each span needs an integer &quot;index&quot;</source>
        <translation>jeder Abschnitt braucht eine ganze Zahl „index“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each span needs &quot;supported&quot;</source>
        <translation>jeder Abschnitt braucht „supported“</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>the text is longer than %n character(s)</source>
        <translation>
            <numerusform>der Text ist länger als %n Zeichen</numerusform>
            <numerusform>der Text ist länger als %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer contains no JSON object that parses</source>
        <translation>die Antwort enthält kein JSON-Objekt, das sich lesen lässt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the answer needs a &quot;reason&quot; string</source>
        <translation>die Antwort braucht einen String „reason“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown answer kind</source>
        <translation>unbekannte Antwortart</translation>
    </message>
</context>
<context>
    <name>claimscope::ApiKeyStore</name>
    <message>
        <location filename="../ui/settings/apikeystore.cpp" line="+29"/>
        <source>from $%1</source>
        <translation>aus $%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no key configured</source>
        <translation>kein Schlüssel eingerichtet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$%1 is not set</source>
        <translation>$%1 ist nicht gesetzt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>from the system keychain</source>
        <translation>aus dem Schlüsselbund des Systems</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no key in the system keychain for this endpoint</source>
        <translation>kein Schlüssel im Schlüsselbund des Systems für diesen Endpunkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system keychain failed: %1</source>
        <translation>der Schlüsselbund des Systems ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::BatchApi</name>
    <message>
        <location filename="../metrics/batch/batchapi.cpp" line="+51"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1: &quot;%2&quot; is not a valid id (an id of a batch or file is one part of a URL path: it cannot be empty, &quot;.&quot; or &quot;..&quot;); nothing was sent to %3</source>
        <translation>%1: „%2“ ist keine gültige Kennung (die Kennung eines Batches oder einer Datei ist ein Teil eines URL-Pfads: sie darf nicht leer, „.“ oder „..“ sein); an %3 wurde nichts gesendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 named it &quot;%3&quot;, which cannot be part of a URL path: it cannot be checked, read or cancelled from here</source>
        <translation>%1: %2 vergab die Kennung „%3“, die kein Teil eines URL-Pfads sein kann: von hier aus lässt sich das weder abfragen noch lesen oder abbrechen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 — does this endpoint offer the Batch API (…/files, …/batches)? Run without batch mode otherwise</source>
        <translation>%1: %2 — bietet dieser Endpunkt die Batch-API an (…/files, …/batches)? Andernfalls ohne Batch-Modus ausführen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 — check the API key in the environment variable %3</source>
        <translation>%1: %2 — prüfen Sie den API-Schlüssel in der Umgebungsvariable %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>uploading the batch file %1</source>
        <translation>Hochladen der Batch-Datei %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the answer has no file id: %2</source>
        <translation>%1: die Antwort enthält keine Datei-ID: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the answer is not a batch object: %2</source>
        <translation>%1: die Antwort ist kein Batch-Objekt: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>creating the batch</source>
        <translation>Anlegen des Batches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>checking the batch %1</source>
        <translation>Abfragen des Batches %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>downloading the batch file %1</source>
        <translation>Herunterladen der Batch-Datei %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cancelling the batch %1</source>
        <translation>Abbrechen des Batches %1</translation>
    </message>
</context>
<context>
    <name>claimscope::BatchJudge</name>
    <message>
        <location filename="../metrics/batch/batchjudge.cpp" line="+152"/>
        <source>resuming</source>
        <translation>wird fortgesetzt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>uploading</source>
        <translation>wird hochgeladen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>creating</source>
        <translation>wird angelegt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the batch %1 cannot be resumed after the program is closed: %2</source>
        <translation>der Batch %1 lässt sich nach dem Schließen des Programms nicht fortsetzen: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the kept batch %1 is unknown to the endpoint; its requests were submitted again</source>
        <translation>der aufbewahrte Batch %1 ist dem Endpunkt unbekannt; seine Anfragen wurden erneut eingereicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (the batch %2 stays pending at the provider: run again in batch mode to resume it)</source>
        <translation>%1 (der Batch %2 bleibt beim Anbieter offen: erneut im Batch-Modus ausführen, um ihn fortzusetzen)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 (the batch %2 stays pending: run again in batch mode to read it)</source>
        <translation>%1 (der Batch %2 bleibt offen: erneut im Batch-Modus ausführen, um ihn zu lesen)</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>the batch %1 answered this request on %n lines (%2), and a request takes exactly one answer: none of them is used (run again to ask anew)</source>
        <translation>
            <numerusform>der Batch %1 hat diese Anfrage in %n Zeile beantwortet (%2), eine Anfrage braucht aber genau eine Antwort: keine davon wird verwendet (starten Sie erneut, um neu zu fragen)</numerusform>
            <numerusform>der Batch %1 hat diese Anfrage in %n Zeilen beantwortet (%2), eine Anfrage braucht aber genau eine Antwort: keine davon wird verwendet (starten Sie erneut, um neu zu fragen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the batch %1 answered this request with an error: %2</source>
        <translation>der Batch %1 hat diese Anfrage mit einem Fehler beantwortet: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>batch expired: the batch %1 reached the end of its 24 h window before this request was answered</source>
        <translation>Batch abgelaufen (batch expired): der Batch %1 hat das Ende seines 24-h-Fensters erreicht, bevor diese Anfrage beantwortet wurde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the batch %1 was cancelled before this request was answered</source>
        <translation>der Batch %1 wurde abgebrochen, bevor diese Anfrage beantwortet wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the batch %1 failed: %2</source>
        <translation>der Batch %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the provider gave no reason</source>
        <translation>der Anbieter nannte keinen Grund</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the batch %1 completed without an answer for this request</source>
        <translation>der Batch %1 wurde ohne eine Antwort auf diese Anfrage abgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the batch %1 completed without an answer for this request (perhaps on a line it could not use: %2)</source>
        <translation>der Batch %1 wurde ohne eine Antwort auf diese Anfrage abgeschlossen (vielleicht in einer unbrauchbaren Zeile: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>the batch %1 kept from an earlier run ended %2 with %n request(s) unanswered; they were submitted again</source>
        <translation>
            <numerusform>der aus einem früheren Lauf aufbewahrte Batch %1 endete %2 mit %n unbeantworteten Anfrage; sie wurde erneut eingereicht</numerusform>
            <numerusform>der aus einem früheren Lauf aufbewahrte Batch %1 endete %2 mit %n unbeantworteten Anfragen; sie wurden erneut eingereicht</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>stopped submitting a batch: should the provider create it anyway, it is cancelled at once</source>
        <translation>Einreichen eines Batches abgebrochen: legt der Anbieter ihn trotzdem an, wird er sofort abgebrochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>asked the provider to cancel the batch %1 (what it answered already is billed)</source>
        <translation>den Anbieter gebeten, den Batch %1 abzubrechen (bereits Beantwortetes wird berechnet)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the batch %1 stays at the provider: run again in batch mode to resume it</source>
        <translation>der Batch %1 bleibt beim Anbieter: erneut im Batch-Modus ausführen, um ihn fortzusetzen</translation>
    </message>
</context>
<context>
    <name>claimscope::BatchResultReader</name>
    <message numerus="yes">
        <location filename="../metrics/batch/batchresults.cpp" line="+37"/>
        <source>… and %n more unusable line(s) in %1</source>
        <translation>
            <numerusform>… und %n weitere unbrauchbare Zeile in %1</numerusform>
            <numerusform>… und %n weitere unbrauchbare Zeilen in %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>line %1 of the batch file %2 is not a result line with a custom_id: %3</source>
        <translation>Zeile %1 der Batch-Datei %2 ist keine Ergebniszeile mit custom_id: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1 of the batch file %2 names the custom_id %3, which no request of the batch has: the line is ignored</source>
        <translation>Zeile %1 der Batch-Datei %2 nennt die custom_id %3, die zu keiner Anfrage des Batches gehört: die Zeile wird übergangen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1 of %2</source>
        <translation>Zeile %1 von %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the line has neither a response nor an error</source>
        <translation>die Zeile enthält weder eine Antwort noch einen Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no error text</source>
        <translation>kein Fehlertext</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unspecified error</source>
        <translation>nicht näher bezeichneter Fehler</translation>
    </message>
</context>
<context>
    <name>claimscope::BatchStateFile</name>
    <message>
        <location filename="../metrics/batch/batchstate.cpp" line="+43"/>
        <source>cannot read the pending batches in %1: %2</source>
        <translation>die offenen Batches in %1 lassen sich nicht lesen: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a pending-batch file: %2; move it aside (or delete it) to start afresh</source>
        <translation>%1 ist keine Datei offener Batches: %2; verschieben (oder löschen) Sie sie, um neu zu beginnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it is not JSON (line %1: %2)</source>
        <translation>sie ist kein JSON (Zeile %1: %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it holds a JSON array, not an object {&quot;batches&quot;: […]}</source>
        <translation>sie enthält ein JSON-Array statt eines Objekts {&quot;batches&quot;: […]}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;batches&quot; is not a list</source>
        <translation>&quot;batches&quot; ist keine Liste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entry %1 of &quot;batches&quot; is not an object</source>
        <translation>Eintrag %1 von &quot;batches&quot; ist kein Objekt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 of &quot;batches&quot; has no batch_id</source>
        <translation>Eintrag %1 von &quot;batches&quot; hat keine batch_id</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>cannot keep the pending batches: %1</source>
        <translation>die ausstehenden Batches können nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::BreakdownModel</name>
    <message>
        <location filename="../results/breakdownmodel.cpp" line="+45"/>
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truth</source>
        <translation>Tatsache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statement</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Span</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>windows %1–%2</source>
        <translation>Fenster %1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>windows %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ yes</source>
        <translation>✓ ja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✗ no</source>
        <translation>✗ nein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>? idk</source>
        <translation>? unklar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ best</source>
        <translation>★ bester Treffer</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Window / item</source>
        <translation>Fenster / Eintrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⊘ skipped</source>
        <translation>⊘ übersprungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Truths from the context</source>
        <translation>Tatsachen aus dem Kontext</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n Tatsache</numerusform>
            <numerusform>%n Tatsachen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · you: %2</source>
        <translation>%1 · Sie: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 was skipped: %2</source>
        <translation>%1 wurde übersprungen: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The facts the judge read in this window&apos;s context; each claim is checked against them.</source>
        <translation>Die Tatsachen, die der Judge im Kontext dieses Fensters gelesen hat; jede Behauptung wird an ihnen geprüft.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Verdict: %2</source>
        <translation>%1
Urteil: %2</translation>
    </message>
</context>
<context>
    <name>claimscope::BreakdownView</name>
    <message>
        <location filename="../ui/results/breakdownview.cpp" line="+47"/>
        <source>turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turns %1–%2</source>
        <translation>Turns %1–%2</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Failing only</source>
        <translation>Nur Fehlschläge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show only the items judged ✗ no or ? idk, with their reasons</source>
        <translation>Nur die mit ✗ nein oder ? unklar bewerteten Einträge mit ihren Begründungen zeigen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Select a result to see why it scored as it did.</source>
        <translation>Wählen Sie ein Ergebnis, um zu sehen, wie sein Score zustande kam.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Human: —</source>
        <translation>Mensch: —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human: ✓ Pass</source>
        <translation>Mensch: ✓ Bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human: ✗ Fail</source>
        <translation>Mensch: ✗ Nicht bestanden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your verdict on this result, kept in the project and compared with the judge&apos;s in the Agreement view</source>
        <translation>Ihr Urteil über dieses Ergebnis, im Projekt gespeichert und in der Ansicht Übereinstimmung mit dem des Judges verglichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human label</source>
        <translation>Menschliches Label</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Your verdict: ✓ &amp;yes</source>
        <translation>Ihr Urteil: ✓ &amp;ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your verdict: ✗ &amp;no</source>
        <translation>Ihr Urteil: ✗ &amp;nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your verdict: ? &amp;idk</source>
        <translation>Ihr Urteil: ? &amp;unklar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear your verdict</source>
        <translation>Ihr Urteil &amp;entfernen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&lt;b&gt;Breakdown&lt;/b&gt; — select a result above.</source>
        <translation>&lt;b&gt;Aufschlüsselung&lt;/b&gt; — wählen Sie oben ein Ergebnis.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>⇅ The verdict flipped — %1. The breakdown below is the last repetition&apos;s.</source>
        <translation>⇅ Das Urteil kippte — %1. Die Aufschlüsselung unten ist die der letzten Wiederholung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeated — %1. The breakdown below is the last repetition&apos;s.</source>
        <translation>Wiederholt — %1. Die Aufschlüsselung unten ist die der letzten Wiederholung.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>⟳ Out of date — press F5: %1. The breakdown below is from the last run.</source>
        <translation>⟳ Veraltet — F5 drücken: %1. Die Aufschlüsselung unten stammt vom letzten Lauf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Test case id: %1</source>
        <translation>Testfall-ID: %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Failing step:&lt;/b&gt; &lt;code&gt;%1&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fehlgeschlagener Schritt:&lt;/b&gt; &lt;code&gt;%1&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;i&gt;The judge sent no answer for this step.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Der Judge hat für diesen Schritt keine Antwort geschickt.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;The judge&apos;s raw answer:&lt;/b&gt;&lt;/p&gt;&lt;pre&gt;%1&lt;/pre&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Rohantwort des Judge:&lt;/b&gt;&lt;/p&gt;&lt;pre&gt;%1&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Label:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Label:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Judge: %1 · %n call(s)</source>
        <translation>
            <numerusform>Judge: %1 · %n Aufruf</numerusform>
            <numerusform>Judge: %1 · %n Aufrufe</numerusform>
        </translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+26"/>
        <source>&lt;p&gt;&lt;b&gt;Skipped:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Übersprungen:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>%4&amp;nbsp;&lt;b&gt;%1&lt;/b&gt; — score %2, threshold %3</source>
        <translation>%4&amp;nbsp;&lt;b&gt;%1&lt;/b&gt; — Score %2, Schwellenwert %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%5&amp;nbsp;&lt;b&gt;%1&lt;/b&gt; on %2 — score %3, threshold %4</source>
        <translation>%5&amp;nbsp;&lt;b&gt;%1&lt;/b&gt; für %2 — Score %3, Schwellenwert %4</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;p&gt;&lt;b&gt;Verdict:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Urteil:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Your verdict:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ihr Urteil:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your verdict: press Y (yes), N (no) or I (idk) in the tree, or right-click the claim</source>
        <translation>Ihr Urteil: Y (ja), N (nein) oder I (weiß nicht) im Baum drücken oder die Aussage rechts anklicken</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;&lt;b&gt;Value:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Wert:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Why:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Warum:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn %1 · the window covers %2</source>
        <translation>Turn %1 · das Fenster umfasst %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::CallLogModel</name>
    <message>
        <location filename="../results/calllogmodel.cpp" line="+47"/>
        <source>✓ ok</source>
        <translation>✓ ok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>● cached</source>
        <translation>● aus dem Cache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>↻ repaired</source>
        <translation>↻ repariert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⚠ error</source>
        <translation>⚠ Fehler</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test case</source>
        <translation>Testfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scope</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens in/out</source>
        <translation>Tokens ein/aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2
Error: %3</source>
        <translation>%1 · %2
Fehler: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Run %1 · %2 · step %3</source>
        <translation>Lauf %1 · %2 · Schritt %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>

--- request body ---
%1</source>
        <translation>

--- Anfrage-Body ---
%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt; 1 ms</source>
        <translation>&lt; 1 ms</translation>
    </message>
</context>
<context>
    <name>claimscope::CallLogView</name>
    <message>
        <location filename="../ui/results/calllogview.cpp" line="+61"/>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All metrics</source>
        <translation>Alle Metriken</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Copy prompt and answer</source>
        <translation>Prompt und Antwort kopieren</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No answer (or no call selected).</source>
        <translation>Keine Antwort (oder kein Aufruf ausgewählt).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Select a call to see what it asked: the prompt and the whole request.</source>
        <translation>Einen Aufruf auswählen, um zu sehen, was er gefragt hat: den Prompt und die ganze Anfrage.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole text to the clipboard</source>
        <translation>Den ganzen Text in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1

--- answer ---
%2</source>
        <translation>%1

--- Antwort ---
%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>

--- error ---
%1</source>
        <translation>

--- Fehler ---
%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n Aufruf</numerusform>
            <numerusform>%n Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>over %n run(s), %1 of them by the newest</source>
        <translation>
            <numerusform>aus %n Lauf, %1 davon vom neuesten</numerusform>
            <numerusform>aus %n Läufen, %1 davon vom neuesten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>claimscope::CaseChanges</name>
    <message>
        <location filename="../model/casechanges.cpp" line="+20"/>
        <source>the test case was replaced by another kind</source>
        <translation>der Testfall wurde durch einen Testfall anderer Art ersetzt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>turn %1 changed role</source>
        <translation>Turn %1 hat die Rolle gewechselt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn %1 edited</source>
        <translation>Turn %1 bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the retrieval context of turn %1 edited</source>
        <translation>der Retrieval-Kontext von Turn %1 bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the samples of turn %1 edited</source>
        <translation>die Stichproben von Turn %1 bearbeitet</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n turn(s) added</source>
        <translation>
            <numerusform>%n Turn(s) hinzugefügt</numerusform>
            <numerusform>%n Turn(s) hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n turn(s) removed</source>
        <translation>
            <numerusform>%n Turn(s) entfernt</numerusform>
            <numerusform>%n Turn(s) entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the scenario edited</source>
        <translation>das Szenario bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expected outcome edited</source>
        <translation>das erwartete Ergebnis bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the chatbot role edited</source>
        <translation>die Chatbot-Rolle bearbeitet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the input edited</source>
        <translation>die Eingabe bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the actual output edited</source>
        <translation>die tatsächliche Ausgabe bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expected output edited</source>
        <translation>die erwartete Ausgabe bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the retrieval context edited</source>
        <translation>der Retrieval-Kontext bearbeitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the samples edited</source>
        <translation>die Stichproben bearbeitet</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n more change(s)</source>
        <translation>
            <numerusform>%n weitere Änderung(en)</numerusform>
            <numerusform>%n weitere Änderung(en)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseDeltaModel</name>
    <message>
        <location filename="../ui/runs/casedeltamodel.cpp" line="+134"/>
        <source>▲ higher</source>
        <translation>▲ höher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▼ lower</source>
        <translation>▼ niedriger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (whole case)</source>
        <translation>%1 (ganzer Fall)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Test case id: %1</source>
        <translation>Testfall-ID: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The change of %1&apos;s score, which the person&apos;s label rates</source>
        <translation>Die Änderung des Scores von %1, den das Label der Person bewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, compared with the person&apos;s label
Whole test case: %3</source>
        <translation>%1: %2, verglichen mit dem Label der Person
Ganzer Testfall: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ pass</source>
        <translation>✓ bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ fail</source>
        <translation>✗ nicht bestanden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>▲ toward</source>
        <translation>▲ näher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▼ away</source>
        <translation>▼ entfernt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>B agrees with the person&apos;s label and A did not</source>
        <translation>B stimmt mit dem Label der Person überein, A nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A agreed with the person&apos;s label and B does not</source>
        <translation>A stimmte mit dem Label der Person überein, B nicht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The score %1 is compared with did not change; the whole test case&apos;s did (%2 → %3), and the metric&apos;s pass rate and mean follow the whole test case.</source>
        <translation>Die Bewertung, mit der %1 verglichen wird, blieb gleich; die des ganzen Testfalls änderte sich (%2 → %3), und Bestehensquote und Mittelwert der Metrik folgen dem ganzen Testfall.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The score moved; whether that is better shows in &quot;vs human&quot;: toward or away from the person&apos;s label.</source>
        <translation>Die Bewertung hat sich bewegt; ob das besser ist, zeigt „vs. Mensch“: zum Label der Person hin oder von ihm weg.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A labelled row shows the score its label is compared with: the last answer&apos;s for a label on the last answer, the exchange&apos;s for a label on one exchange; its change and toward/away follow that score. Other rows show the whole test case&apos;s score.</source>
        <translation>Eine gelabelte Zeile zeigt den Score, mit dem ihr Label verglichen wird: den der letzten Antwort bei einem Label auf die letzte Antwort, den des Austauschs bei einem Label auf einen Austausch; ihre Änderung und hin/weg folgen diesem Score. Andere Zeilen zeigen den Score des ganzen Testfalls.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test case</source>
        <translation>Testfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test case · %1</source>
        <translation>Testfall · %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A, as labelled</source>
        <translation>A, wie gelabelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B, as labelled</source>
        <translation>B, wie gelabelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vs human</source>
        <translation>ggü. Mensch</translation>
    </message>
</context>
<context>
    <name>claimscope::CaseEditor</name>
    <message>
        <location filename="../ui/editor/caseeditor.cpp" line="+42"/>
        <source>Test case name</source>
        <translation>Name des Testfalls</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+131"/>
        <source>The name shown in the test-case list and in the results</source>
        <translation>Der Name, der in der Testfall-Liste und in den Ergebnissen erscheint</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>No test case selected.

Pick one on the left, add one with Test Case › New, or open an example from Help › Examples.</source>
        <translation>Kein Testfall ausgewählt.

Wählen Sie links einen aus, legen Sie über das Menü „Testfall“ einen neuen an oder öffnen Sie ein Beispiel über Hilfe › Beispiele.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rename test case</source>
        <translation>Testfall umbenennen</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Test case id, shown in the list and the results as %1</source>
        <translation>Testfall-ID, in der Liste und den Ergebnissen angezeigt als %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Test case id: %1
Double-click to edit it.</source>
        <translation>Id des Testfalls: %1
Zum Bearbeiten doppelklicken.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Conversation · %n turn(s)</source>
        <translation>
            <numerusform>Gespräch · %n Turn</numerusform>
            <numerusform>Gespräch · %n Turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n exchange(s) scored</source>
        <translation>
            <numerusform>%n Austausch bewertet</numerusform>
            <numerusform>%n Austausche bewertet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Single turn · %n context item(s)</source>
        <translation>
            <numerusform>Single-Turn · %n Kontexteintrag</numerusform>
            <numerusform>Single-Turn · %n Kontexteinträge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseFingerprints</name>
    <message>
        <location filename="../experiments/casefingerprints.cpp" line="+121"/>
        <source>%1 edited</source>
        <translation>%1 bearbeitet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn %1 of %2 edited</source>
        <translation>Turn %1 von %2 bearbeitet</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n turn(s) added to %1</source>
        <translation>
            <numerusform>%n Turn(s) zu %1 hinzugefügt</numerusform>
            <numerusform>%n Turn(s) zu %1 hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n turn(s) removed from %1</source>
        <translation>
            <numerusform>%n Turn(s) aus %1 entfernt</numerusform>
            <numerusform>%n Turn(s) aus %1 entfernt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseListModel</name>
    <message>
        <location filename="../ui/document/caselistmodel.cpp" line="+66"/>
        <source>Test case id: %1</source>
        <translation>Testfall-ID: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Single turn · %n context item(s)</source>
        <translation>
            <numerusform>Single-Turn · %n Kontexteintrag</numerusform>
            <numerusform>Single-Turn · %n Kontexteinträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Conversation · %n turn(s)</source>
        <translation>
            <numerusform>Gespräch · %n Turn</numerusform>
            <numerusform>Gespräch · %n Turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseParser</name>
    <message>
        <location filename="../model/caseparser.cpp" line="+41"/>
        <source>expected a test case object {…}, got %1</source>
        <translation>erwartet wurde ein Testfall-Objekt {…}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a single-turn test case needs the question (&quot;input&quot;); a conversation needs &quot;turns&quot; instead</source>
        <translation>ein Single-Turn-Testfall braucht die Frage („input“); ein Gespräch braucht stattdessen „turns“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer to judge</source>
        <translation>die zu bewertende Antwort</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a conversation (it has &quot;turns&quot;) takes no &quot;input&quot;; put the question in a user turn</source>
        <translation>ein Gespräch (es hat „turns“) nimmt kein „input“; schreiben Sie die Frage in einen User-Turn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a conversation (it has &quot;turns&quot;) takes no &quot;actual_output&quot;; put the answer in an assistant turn</source>
        <translation>ein Gespräch (es hat „turns“) nimmt kein „actual_output“; schreiben Sie die Antwort in einen Assistant-Turn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a conversation keeps &quot;retrieval_context&quot; on its assistant turns; move it to the turn it supports</source>
        <translation>ein Gespräch führt „retrieval_context“ an seinen Assistant-Turns; verschieben Sie ihn in den Turn, den er stützt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a list of turns [{&quot;role&quot;, &quot;content&quot;}, …], got %1</source>
        <translation>erwartet wurde eine Liste von Turns [{&quot;role&quot;, &quot;content&quot;}, …], gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>is empty: a conversation needs at least one turn; add turns or remove the test case</source>
        <translation>ist leer: ein Gespräch braucht mindestens einen Turn; fügen Sie Turns hinzu oder entfernen Sie den Testfall</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected a turn object {&quot;role&quot;, &quot;content&quot;}, got %1</source>
        <translation>erwartet wurde ein Turn-Objekt {&quot;role&quot;, &quot;content&quot;}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing: every turn needs &quot;role&quot;: &quot;user&quot; or &quot;assistant&quot;</source>
        <translation>fehlt: jeder Turn braucht „role“: „user“ oder „assistant“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &quot;user&quot; or &quot;assistant&quot;, got %1</source>
        <translation>erwartet wurde „user“ oder „assistant“, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>change the role or remove the turn</source>
        <translation>ändern Sie die Rolle oder entfernen Sie den Turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roles are written in lower case</source>
        <translation>Rollen werden kleingeschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>put a system prompt in the test case&apos;s &quot;chatbot_role&quot;</source>
        <translation>schreiben Sie einen System-Prompt in „chatbot_role“ des Testfalls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected &quot;user&quot; or &quot;assistant&quot;, got %1; %2</source>
        <translation>erwartet wurde „user“ oder „assistant“, gefunden: %1; %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every turn needs the text that was said (&quot;content&quot;)</source>
        <translation>jeder Turn braucht den gesagten Text („content“)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a TrustifAI record needs the question (&quot;query&quot;)</source>
        <translation>ein TrustifAI-Datensatz braucht die Frage („query“)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a TrustifAI record needs the answer to judge (&quot;answer&quot;)</source>
        <translation>ein TrustifAI-Datensatz braucht die zu bewertende Antwort („answer“)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing: a TrustifAI record needs its retrieved documents (&quot;documents&quot;: [ … ])</source>
        <translation>fehlt: ein TrustifAI-Datensatz braucht seine abgerufenen Dokumente („documents“: [ … ])</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is empty: TrustifAI metrics judge the answer against at least one document; add the retrieved documents</source>
        <translation>ist leer: TrustifAI-Metriken bewerten die Antwort anhand mindestens eines Dokuments; fügen Sie die abgerufenen Dokumente hinzu</translation>
    </message>
</context>
<context>
    <name>claimscope::ChartsView</name>
    <message>
        <location filename="../ui/charts/chartsview.cpp" line="+53"/>
        <source>Test case:</source>
        <translation>Testfall:</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>⟳ Out of date — press F5: %1 would come out differently now (%2); the charts show the last run.</source>
        <translation>⟳ Veraltet – F5 drücken: %1 käme jetzt anders heraus (%2); die Diagramme zeigen den letzten Lauf.</translation>
    </message>
</context>
<context>
    <name>claimscope::ChatImportParser</name>
    <message>
        <location filename="../model/chatimportparser.cpp" line="+23"/>
        <source>expected a list of chat messages [{&quot;role&quot;, &quot;content&quot;}, …], got %1</source>
        <translation>erwartet wurde eine Liste von Chat-Nachrichten [{&quot;role&quot;, &quot;content&quot;}, …], gefunden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a message object {&quot;role&quot;, &quot;content&quot;}, got %1</source>
        <translation>erwartet wurde ein Nachrichten-Objekt {&quot;role&quot;, &quot;content&quot;}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>missing: every message needs a &quot;role&quot;: &quot;system&quot;, &quot;user&quot; or &quot;assistant&quot;</source>
        <translation>fehlt: jede Nachricht braucht eine „role“: „system“, „user“ oder „assistant“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &quot;system&quot;, &quot;user&quot; or &quot;assistant&quot;, got %1</source>
        <translation>erwartet wurde „system“, „user“ oder „assistant“, gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a &quot;%1&quot; message cannot be judged; remove tool and function messages (and the assistant tool calls) or move their results into retrieval_context</source>
        <translation>eine „%1“-Nachricht lässt sich nicht bewerten; entfernen Sie Tool- und Function-Nachrichten (und die Tool-Aufrufe des Assistenten) oder verschieben Sie ihre Ergebnisse in retrieval_context</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected &quot;system&quot;, &quot;user&quot; or &quot;assistant&quot;, got %1; change the role or remove the message</source>
        <translation>erwartet wurde „system“, „user“ oder „assistant“, gefunden: %1; ändern Sie die Rolle oder entfernen Sie die Nachricht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>is blank: no judge can rate an empty message; write the text or remove the message</source>
        <translation>ist leer: kein Judge kann eine leere Nachricht bewerten; schreiben Sie den Text oder entfernen Sie die Nachricht</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>holds no user or assistant message; a conversation needs at least one turn</source>
        <translation>enthält keine User- oder Assistant-Nachricht; ein Gespräch braucht mindestens einen Turn</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this message only calls tools, which no judge can rate; remove it</source>
        <translation>diese Nachricht ruft nur Tools auf, was kein Judge bewerten kann; entfernen Sie sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every message needs its text (&quot;content&quot;)</source>
        <translation>jede Nachricht braucht ihren Text („content“)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing: %1</source>
        <translation>fehlt: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a string or a list of text parts, got %1</source>
        <translation>erwartet wurde ein String oder eine Liste von Textteilen, gefunden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a &quot;%1&quot; part</source>
        <translation>ein „%1“-Teil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a text part {&quot;type&quot;: &quot;text&quot;, &quot;text&quot;}, got %1; only text can be judged</source>
        <translation>erwartet wurde ein Textteil {&quot;type&quot;: &quot;text&quot;, &quot;text&quot;}, gefunden: %1; nur Text lässt sich bewerten</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>variables loaded from another file are not followed; write them inline</source>
        <translation>Variablen aus einer anderen Datei werden nicht nachgeladen; schreiben Sie sie direkt hinein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write the variables as key: value pairs</source>
        <translation>schreiben Sie die Variablen als Paare key: value</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected an object of variables, got %1; %2</source>
        <translation>erwartet wurde ein Objekt mit Variablen, gefunden: %1; %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a promptfoo test needs vars._conversation, or vars.input (or vars.query) with vars.output: Claimscope judges recorded answers and does not run prompts</source>
        <translation>ein promptfoo-Test braucht vars._conversation oder vars.input (bzw. vars.query) mit vars.output: Claimscope bewertet aufgezeichnete Antworten und führt keine Prompts aus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a promptfoo test without vars._conversation needs the recorded answer (vars.output)</source>
        <translation>ein promptfoo-Test ohne vars._conversation braucht die aufgezeichnete Antwort (vars.output)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a list of {input, output} pairs, got %1</source>
        <translation>erwartet wurde eine Liste von {input, output}-Paaren, gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an {input, output} pair, got %1</source>
        <translation>erwartet wurde ein {input, output}-Paar, gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every pair needs what the user said (&quot;input&quot;)</source>
        <translation>jedes Paar braucht, was der Benutzer gesagt hat („input“)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every pair needs the answer given (&quot;output&quot;)</source>
        <translation>jedes Paar braucht die gegebene Antwort („output“)</translation>
    </message>
</context>
<context>
    <name>claimscope::ClaimLabels</name>
    <message>
        <location filename="../model/claimlabels.cpp" line="+102"/>
        <source>expected {&quot;claim&quot;: &quot;yes&quot;, &quot;no&quot; or &quot;idk&quot;}</source>
        <translation>erwartet wurde {&quot;claim&quot;: &quot;yes&quot;, &quot;no&quot; oder &quot;idk&quot;}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a claim&apos;s verdict must be &quot;yes&quot;, &quot;no&quot; or &quot;idk&quot;</source>
        <translation>das Urteil über eine Behauptung muss &quot;yes&quot;, &quot;no&quot; oder &quot;idk&quot; sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
</context>
<context>
    <name>claimscope::ComparisonExport</name>
    <message>
        <location filename="../experiments/comparisonexport.cpp" line="+111"/>
        <source>✗ pass → fail</source>
        <translation>✗ bestanden → nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⚠ new error</source>
        <translation>⚠ neuer Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▼ worse</source>
        <translation>▼ schlechter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ fail → pass</source>
        <translation>✓ nicht bestanden → bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ error fixed</source>
        <translation>✓ Fehler behoben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▲ better</source>
        <translation>▲ besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only in A</source>
        <translation>nur in A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only in B</source>
        <translation>nur in B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>= same</source>
        <translation>= gleich</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>claims κ %1 → %2, agreement %3 → %4 (n %5 → %6)</source>
        <translation>Aussagen κ %1 → %2, Übereinstimmung %3 → %4 (n %5 → %6)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>all labelled test cases</source>
        <translation>allen bewerteten Testfällen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tuning part</source>
        <translation>dem Abstimmungsteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the held-out part</source>
        <translation>dem zurückgehaltenen Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>agreement with humans on %1, n %2 (%3 human pass, %4 human fail): κ %5, accuracy %6, ROC-AUC %7 (Δ with its paired %8 % interval)
%9 case(s) now agree with the person, %10 no longer do (McNemar p %11)
verdict: %12 (%13)</source>
        <translation>Übereinstimmung mit Menschen auf %1, n %2 (%3 Mensch bestanden, %4 Mensch nicht bestanden): κ %5, Genauigkeit %6, ROC-AUC %7 (Δ mit seinem gepaarten %8-%-Intervall)
%9 Fall/Fälle stimmen jetzt mit der Person überein, %10 nicht mehr (McNemar p %11)
Urteil: %12 (%13)</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>Claimscope comparison: #%1 %2 → #%3 %4</source>
        <translation>Claimscope-Vergleich: #%1 %2 → #%3 %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Same setup.</source>
        <translation>Gleiche Einstellungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed: %1</source>
        <translation>Geändert: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Per metric</source>
        <translation>Je Metrik</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+31"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Mean A</source>
        <translation>Mittelwert A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean B</source>
        <translation>Mittelwert B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ mean</source>
        <translation>Δ Mittelwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass rate A</source>
        <translation>Bestehensquote A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass rate B</source>
        <translation>Bestehensquote B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ pass rate</source>
        <translation>Δ Bestehensquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agreement with humans</source>
        <translation>Übereinstimmung mit Menschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>κ %1 → %2, ROC-AUC %3 → %4 (n %5)</source>
        <translation>κ %1 → %2, ROC-AUC %3 → %4 (n %5)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Changed test cases, regressions first</source>
        <translation>Geänderte Testfälle, Verschlechterungen zuerst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test case</source>
        <translation>Testfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n unchanged result(s).</source>
        <translation>
            <numerusform>%n unverändertes Ergebnis.</numerusform>
            <numerusform>%n unveränderte Ergebnisse.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Written by Claimscope %1</source>
        <translation>Geschrieben von Claimscope %1</translation>
    </message>
</context>
<context>
    <name>claimscope::ComparisonScatterChart</name>
    <message>
        <location filename="../ui/charts/comparisonscatterchart.cpp" line="+26"/>
        <source>Score in A against score in B</source>
        <translation>Score in A gegen Score in B</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+56"/>
        <source>Score in A</source>
        <translation>Score in A</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Score in B</source>
        <translation>Score in B</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>B = A (no change)</source>
        <translation>B = A (keine Änderung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threshold A</source>
        <translation>Schwellenwert A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threshold B</source>
        <translation>Schwellenwert B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test case</source>
        <translation>Testfall</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pass/fail flipped</source>
        <translation>Bestanden/Nicht bestanden gekippt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>each whole test case&apos;s score</source>
        <translation>der Score jedes ganzen Testfalls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as labelled: %1&apos;s score</source>
        <translation>wie gelabelt: der Score von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>as labelled (%1&apos;s score) for %n labelled case(s), else the whole test case&apos;s</source>
        <translation>
            <numerusform>wie gelabelt (Score von %1) für %n gelabelten Fall, sonst der des ganzen Testfalls</numerusform>
            <numerusform>wie gelabelt (Score von %1) für %n gelabelte Fälle, sonst der des ganzen Testfalls</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: score in A against B</source>
        <translation>%1: Score in A gegen B</translation>
    </message>
</context>
<context>
    <name>claimscope::ComparisonView</name>
    <message>
        <location filename="../ui/runs/comparisonview.cpp" line="+183"/>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean A</source>
        <translation>Mittelwert A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean B</source>
        <translation>Mittelwert B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ mean</source>
        <translation>Δ Mittelwert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass rate A</source>
        <translation>Bestehensquote A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass rate B</source>
        <translation>Bestehensquote B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Δ pass rate</source>
        <translation>Δ Bestehensquote</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>&lt;b&gt;A&lt;/b&gt; #%1 %2 &amp;nbsp;→&amp;nbsp; &lt;b&gt;B&lt;/b&gt; #%3 %4</source>
        <translation>&lt;b&gt;A&lt;/b&gt; #%1 %2 &amp;nbsp;→&amp;nbsp; &lt;b&gt;B&lt;/b&gt; #%3 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changed from A to B: what B&apos;s name says, nothing more.</source>
        <translation>Von A zu B geändert: was der Name von B sagt, nicht mehr.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Held-out check of try #%1: B #%2 ran its labelled metrics on the held-out part, A #%3 had run those cases; the verdicts on top marked Held-out are on them alone.</source>
        <translation>Prüfung des Versuchs #%1 auf dem zurückgehaltenen Teil: B #%2 lief mit seinen gelabelten Metriken auf dem zurückgehaltenen Teil, A #%3 hatte diese Fälle gerechnet; die oben mit „Zurückgehalten“ markierten Urteile gelten nur für sie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A #%1 ran them with the setup of run #%2, which never ran them itself.</source>
        <translation>A #%1 rechnete sie mit dem Setup von Lauf #%2, der sie selbst nie gerechnet hat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The command line gives the same with: claimscope-cli compare %1 %2 --split held-out</source>
        <translation>Die Kommandozeile liefert dasselbe mit: claimscope-cli compare %1 %2 --split held-out</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keep Try #%1 as Baseline</source>
        <translation>Versuch #%1 als Baseline behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make try #%1 the baseline of its dataset (B ran only its held-out cases): the next tries are compared with it</source>
        <translation>Versuch #%1 zur Baseline seines Datensatzes machen (B rechnete nur seine zurückgehaltenen Fälle): Die nächsten Versuche werden mit ihm verglichen</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Compare on the %n held-out case(s)</source>
        <translation>
            <numerusform>Auf dem %n zurückgehaltenen Fall vergleichen</numerusform>
            <numerusform>Auf den %n zurückgehaltenen Fällen vergleichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Run #%1 ran the %n held-out case(s) with the try&apos;s setup, and %2: nothing runs, the two are compared on those cases: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>Lauf #%1 rechnete den %n zurückgehaltenen Fall mit dem Setup des Versuchs, und %2: Nichts läuft, die beiden werden darauf verglichen: dasselbe Urteil, auf einem Fall, den das Tuning nicht gesehen hat.</numerusform>
            <numerusform>Lauf #%1 rechnete die %n zurückgehaltenen Fälle mit dem Setup des Versuchs, und %2: Nichts läuft, die beiden werden darauf verglichen: dasselbe Urteil, auf Fällen, die das Tuning nicht gesehen hat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A #%1 ran them too</source>
        <translation>A #%1 rechnete sie auch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run #%1 ran them with A&apos;s setup</source>
        <translation>Lauf #%1 rechnete sie mit dem Setup von A</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Run #%1 ran the %n held-out case(s) with the try&apos;s setup, but A #%2 never ran them: they run once, with A&apos;s setup as it was kept, and are compared with #%1 on them: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>Lauf #%1 rechnete den %n zurückgehaltenen Fall mit dem Setup des Versuchs, aber A #%2 hat ihn nie gerechnet: Er läuft einmal, mit dem Setup von A, wie es behalten wurde, und wird darauf mit #%1 verglichen: dasselbe Urteil, auf einem Fall, den das Tuning nicht gesehen hat.</numerusform>
            <numerusform>Lauf #%1 rechnete die %n zurückgehaltenen Fälle mit dem Setup des Versuchs, aber A #%2 hat sie nie gerechnet: Sie laufen einmal, mit dem Setup von A, wie es behalten wurde, und werden darauf mit #%1 verglichen: dasselbe Urteil, auf Fällen, die das Tuning nicht gesehen hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>A #%1 never ran the %n held-out case(s), but run #%2 ran them with A&apos;s setup: they run once, with the setup as it is now (the try&apos;s, unless you edited since), and are compared with #%2 on them: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>A #%1 hat den %n zurückgehaltenen Fall nie gerechnet, aber Lauf #%2 rechnete ihn mit dem Setup von A: Er läuft einmal, mit dem Setup wie es jetzt ist (dem des Versuchs, sofern Sie seither nichts geändert haben), und wird darauf mit #%2 verglichen: dasselbe Urteil, auf einem Fall, den das Tuning nicht gesehen hat.</numerusform>
            <numerusform>A #%1 hat die %n zurückgehaltenen Fälle nie gerechnet, aber Lauf #%2 rechnete sie mit dem Setup von A: Sie laufen einmal, mit dem Setup wie es jetzt ist (dem des Versuchs, sofern Sie seither nichts geändert haben), und werden darauf mit #%2 verglichen: dasselbe Urteil, auf Fällen, die das Tuning nicht gesehen hat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+102"/>
        <source>%1 has no κ in either run (n %2: the labels or the judge&apos;s verdicts are all one way)</source>
        <translation>%1 hat in keinem Lauf ein κ (n %2: die Labels oder die Urteile des Judges fallen alle gleich aus)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(the claim verdicts kept with run #%1; this project has none)</source>
        <translation>(die mit Lauf #%1 behaltenen Urteile über Aussagen; dieses Projekt hat keine)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mean and pass rate above: each whole test case&apos;s score. κ, ROC-AUC, the verdict and the case list&apos;s ▲/▼ use the score each label rates (as labelled — %1); a case whose whole score alone changed is listed with &quot;(whole case)&quot;.</source>
        <translation>Mittelwert und Bestehensquote oben: die Bewertung jedes ganzen Testfalls. κ, ROC-AUC, das Urteil und die ▲/▼ der Fallliste verwenden die Bewertung, die jedes Label beurteilt (wie gelabelt — %1); ein Fall, bei dem sich nur die Gesamtbewertung änderte, steht mit „(ganzer Fall)“ in der Liste.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Figures of %1: %2</source>
        <translation>Zahlen von %1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>⊘ skipped</source>
        <translation>⊘ übersprungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skipped in both runs: %1 applies to none of their test cases.</source>
        <translation>In beiden Läufen übersprungen: %1 gilt für keinen ihrer Testfälle.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: no verdict — B #%2 did not run it.</source>
        <translation>%1: kein Urteil — B #%2 hat sie nicht ausgeführt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no verdict — A #%2 did not run it, so there is nothing to set B&apos;s agreement beside.</source>
        <translation>%1: kein Urteil — A #%2 hat sie nicht ausgeführt, daher gibt es nichts, neben das sich die Übereinstimmung von B stellen ließe.</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>A #%1 → B #%2 · %3</source>
        <translation>A #%1 → B #%2 · %3</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Not listed: %1 — choose “Only in one run” to see them.</source>
        <translation>Nicht aufgeführt: %1 — „Nur in einem Lauf“ wählen, um sie zu sehen.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>&lt;p&gt;&lt;b&gt;As labelled, %1&apos;s score, %2 in both, %3 at A&apos;s %4 and at B&apos;s %5: the row is listed for the whole test case&apos;s verdict.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Wie gelabelt: Der Wert von %1, %2 in beiden, %3 bei As %4 und bei Bs %5: Die Zeile steht wegen des Urteils über den ganzen Testfall hier.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, judged alone in a pass of its own (its claims are not kept; the windows below are the whole test case&apos;s)</source>
        <translation>%1, allein in einem eigenen Durchgang beurteilt (seine Aussagen werden nicht aufbewahrt; die Fenster unten sind die des ganzen Testfalls)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the score of %1, shown first below</source>
        <translation>die Bewertung von %1, unten zuerst gezeigt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;This row&apos;s score is %1&apos;s (as labelled): A %2 → B %3.&lt;/b&gt;&lt;br&gt;A: %4&lt;br&gt;B: %5&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Bewertung dieser Zeile ist die von %1 (wie gelabelt): A %2 → B %3.&lt;/b&gt;&lt;br&gt;A: %4&lt;br&gt;B: %5&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;&lt;b&gt;A and B, whole test case&lt;/b&gt; %1 (%2)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A und B, ganzer Testfall&lt;/b&gt; %1 (%2)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;A, whole test case&lt;/b&gt; %1 (%2)&lt;/p&gt;&lt;p&gt;&lt;b&gt;B, whole test case&lt;/b&gt; %3 (%4)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A, ganzer Testfall&lt;/b&gt; %1 (%2)&lt;/p&gt;&lt;p&gt;&lt;b&gt;B, ganzer Testfall&lt;/b&gt; %3 (%4)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;A and B&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A und B&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A and B: %1</source>
        <translation>A und B: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fails</source>
        <translation>fällt durch</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>(as labelled)</source>
        <translation>(wie gelabelt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="-625"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <location line="-435"/>
        <source>The edited template %1 was used by 0 requests: the judge found no claims, so the edit could not change anything.</source>
        <translation>Die bearbeitete Vorlage %1 wurde von 0 Anfragen verwendet: Der Judge fand keine Aussagen, also konnte die Bearbeitung nichts ändern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The edited template %1 was used by 0 requests: no step asked for it, so the edit could not change anything.</source>
        <translation>Die bearbeitete Vorlage %1 wurde von 0 Anfragen verwendet: Kein Schritt hat sie angefragt, also konnte die Bearbeitung nichts ändern.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+249"/>
        <source>Keep B as Baseline</source>
        <translation>B als Baseline behalten</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>κ with humans</source>
        <translation>κ mit Menschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ROC-AUC</source>
        <translation>ROC-AUC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cohen&apos;s κ of each run&apos;s pass/fail against the human labels, A → B</source>
        <translation>Cohens κ von Bestanden/Nicht bestanden jedes Laufs gegen die menschlichen Labels, A → B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ROC-AUC of each run&apos;s score against the human labels, A → B</source>
        <translation>ROC-AUC des Scores jedes Laufs gegen die menschlichen Labels, A → B</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Every change</source>
        <translation>Jede Änderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regressions only</source>
        <translation>Nur Verschlechterungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lower scores only</source>
        <translation>Nur niedrigere Bewertungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass/fail flips</source>
        <translation>Wechsel bestanden/nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toward the human</source>
        <translation>Näher am Menschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away from the human</source>
        <translation>Weiter vom Menschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only in one run</source>
        <translation>Nur in einem Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything, unchanged too</source>
        <translation>Alles, auch Unverändertes</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Test cases:</source>
        <translation>Testfälle:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save this comparison as an HTML page, JSON (as claimscope-cli compare --format json) or CSV</source>
        <translation>Diesen Vergleich als HTML-Seite, JSON (wie claimscope-cli compare --format json) oder CSV speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+189"/>
        <source>Make run B the baseline of its dataset: the next tries are compared with it</source>
        <translation>Lauf B zur Baseline seines Datensatzes machen: Die nächsten Versuche werden mit ihm verglichen</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Breakdown</source>
        <translation>Aufschlüsselung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Changed from A to B: %1</source>
        <translation>Geändert von A zu B: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 #%2 “%3”, changed since the run before it: %4</source>
        <translation>%1 #%2 „%3“, geändert seit dem Lauf davor: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A #%1, the dataset&apos;s baseline, was made %2; run #%3, made since, ran every test case: to compare tries with it, keep #%3 as the baseline (Runs dock) and try again.</source>
        <translation>A #%1, die Basislinie des Datensatzes, entstand %2; Lauf #%3, seither entstanden, hat jeden Testfall ausgeführt: Um Versuche mit ihm zu vergleichen, behalten Sie #%3 als Basislinie (Läufe-Dock) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>⚠ B&apos;s setup is not the try&apos;s: since try #%1, %2.</source>
        <translation>⚠ Die Einrichtung von B ist nicht die des Versuchs: seit Versuch #%1 %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>Run the %n held-out case(s) and compare</source>
        <translation>
            <numerusform>Den %n zurückgehaltenen Fall ausführen und vergleichen</numerusform>
            <numerusform>Die %n zurückgehaltenen Fälle ausführen und vergleichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Runs B&apos;s labelled metrics on the %n held-out case(s) with the setup as it is now (the try&apos;s, unless you edited since), keeps the run and compares it with A #%1, which ran them: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>Führt die gelabelten Metriken von B auf dem %n zurückgehaltenen Fall mit der jetzigen Einrichtung aus (der des Versuchs, sofern Sie seitdem nichts geändert haben), speichert den Lauf und vergleicht ihn mit A #%1, der ihn ausgeführt hat: dasselbe Urteil, auf einem Fall, den das Abstimmen nicht gesehen hat.</numerusform>
            <numerusform>Führt die gelabelten Metriken von B auf den %n zurückgehaltenen Fällen mit der jetzigen Einrichtung aus (der des Versuchs, sofern Sie seitdem nichts geändert haben), speichert den Lauf und vergleicht ihn mit A #%1, der sie ausgeführt hat: dasselbe Urteil, auf Fällen, die das Abstimmen nicht gesehen hat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>comparison-%1-%2.html</source>
        <translation>vergleich-%1-%2.html</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML page (*.html);;JSON (*.json);;CSV (*.csv)</source>
        <translation>HTML-Seite (*.html);;JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Comparison not exported</source>
        <translation>Vergleich nicht exportiert</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Compare runs: #%1 → #%2</source>
        <translation>Läufe vergleichen: #%1 → #%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Same setup.</source>
        <translation>Gleiche Einstellungen.</translation>
    </message>
    <message numerus="yes">
        <location line="+124"/>
        <source>A #%1 never ran the %n held-out case(s): they run twice, first with A&apos;s setup as it was kept, then with the setup as it is now (the try&apos;s, unless you edited since); both runs are kept and compared on those cases: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>A #%1 hat den %n zurückgehaltenen Fall nie ausgeführt: Er läuft zweimal, zuerst mit A&apos;s Setup, wie es gespeichert wurde, dann mit dem aktuellen Setup (dem des Versuchs, sofern Sie seither nichts geändert haben); beide Läufe werden gespeichert und auf diesem Fall verglichen: dasselbe Urteil, auf einem Fall, den das Tuning nicht gesehen hat.</numerusform>
            <numerusform>A #%1 hat die %n zurückgehaltenen Fälle nie ausgeführt: Sie laufen zweimal, zuerst mit A&apos;s Setup, wie es gespeichert wurde, dann mit dem aktuellen Setup (dem des Versuchs, sofern Sie seither nichts geändert haben); beide Läufe werden gespeichert und auf diesen Fällen verglichen: dasselbe Urteil, auf Fällen, die das Tuning nicht gesehen hat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 agrees with humans κ %2 → %3 (n %4)</source>
        <translation>%1 stimmt mit Menschen überein: κ %2 → %3 (n %4)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Agreement: %1</source>
        <translation>Übereinstimmung: %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+1"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n labelled result(s); accuracy %1 → %2</source>
        <translation>
            <numerusform>%n gelabeltes Ergebnis; Genauigkeit %1 → %2</numerusform>
            <numerusform>%n gelabelte Ergebnisse; Genauigkeit %1 → %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+147"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>&lt;p&gt;No test case matches this filter.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Testfall passt zu diesem Filter.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;h3&gt;%1 · %2&lt;/h3&gt;&lt;p&gt;Reading both breakdowns from the run store…&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 · %2&lt;/h3&gt;&lt;p&gt;Beide Aufschlüsselungen werden aus dem Laufspeicher gelesen…&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&lt;h3&gt;%1 · %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 · %2&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;The breakdowns cannot be read: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Aufschlüsselungen können nicht gelesen werden: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Only one of the runs has this result.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nur einer der Läufe hat dieses Ergebnis.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;p&gt;The whole test case&apos;s score, %1 in both, against another threshold: A %2 at %3, B %4 at %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Score des ganzen Testfalls, in beiden %1, gegen einen anderen Schwellenwert: A %2 bei %3, B %4 bei %5.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;The same score, %1, against another threshold: A %2 at %3, B %4 at %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieselbe Bewertung, %1, gegen einen anderen Schwellenwert: A %2 bei %3, B %4 bei %5.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;As labelled, %1&apos;s score, %2 in both, against another threshold: A %3 at %4, B %5 at %6.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Wie gelabelt: Der Wert von %1, %2 in beiden, gegen einen anderen Schwellenwert: A %3 bei %4, B %5 bei %6.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&lt;p&gt;&lt;b&gt;A&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;&lt;b&gt;B&lt;/b&gt; %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;&lt;b&gt;B&lt;/b&gt; %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text and reasons</source>
        <translation>Text und Begründungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(not in A)</source>
        <translation>(nicht in A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not in B)</source>
        <translation>(nicht in B)</translation>
    </message>
</context>
<context>
    <name>claimscope::ConnectionTester</name>
    <message>
        <location filename="../ui/settings/connectiontester.cpp" line="+14"/>
        <source>Connected: %1 answered %2 in %3 ms (HTTP %4).</source>
        <translation>Verbunden: %1 hat %2 in %3 ms beantwortet (HTTP %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The judge did not answer: %1</source>
        <translation>Der Judge hat nicht geantwortet: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The judge&apos;s answer was not usable: %1</source>
        <translation>Die Antwort des Judge war nicht brauchbar: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No request was made.</source>
        <translation>Es wurde keine Anfrage gestellt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The offline judge is built in: there is nothing to connect to.</source>
        <translation>Der Offline-Judge ist eingebaut: Es gibt nichts, womit verbunden werden müsste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection test</source>
        <translation>Verbindungstest</translation>
    </message>
</context>
<context>
    <name>claimscope::ContextItemsEditor</name>
    <message>
        <location filename="../ui/editor/contextitemseditor.cpp" line="+22"/>
        <source>Where the passage comes from. Source Diversity counts distinct ids; items without one are told apart by their text.</source>
        <translation>Woher die Passage stammt. Source Diversity zählt verschiedene IDs; Einträge ohne ID werden an ihrem Text unterschieden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>+ Context item</source>
        <translation>+ Kontexteintrag</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a retrieval-context item (a passage the answer may rely on)</source>
        <translation>Einen Eintrag zum Retrieval-Kontext hinzufügen (eine Passage, auf die sich die Antwort stützen darf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Add context item</source>
        <translation>Kontexteintrag hinzufügen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No retrieval context</source>
        <translation>Kein Retrieval-Kontext</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Retrieval context (%n item(s))</source>
        <translation>
            <numerusform>Retrieval-Kontext (%n Eintrag)</numerusform>
            <numerusform>Retrieval-Kontext (%n Einträge)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>source / id (optional)</source>
        <translation>Quelle / ID (optional)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move this item up</source>
        <translation>Diesen Eintrag nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move this item down</source>
        <translation>Diesen Eintrag nach unten verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove this item</source>
        <translation>Diesen Eintrag entfernen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Passage text</source>
        <translation>Text der Passage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context item %1</source>
        <translation>Kontexteintrag %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit context item %1</source>
        <translation>Kontexteintrag %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit source of context item %1</source>
        <translation>Quelle von Kontexteintrag %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove context item %1</source>
        <translation>Kontexteintrag %1 entfernen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Source id, kept in “%1”. %2</source>
        <translation>Quellen-ID, gespeichert in „%1“. %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move context item %1</source>
        <translation>Kontexteintrag %1 verschieben</translation>
    </message>
</context>
<context>
    <name>claimscope::ContextualRelevancy</name>
    <message>
        <location filename="../metrics/contextualrelevancy.cpp" line="+15"/>
        <source>Contextual Relevancy</source>
        <translation>Contextual Relevancy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of the retrieval context&apos;s statements that are relevant to the input.</source>
        <translation>Anteil der Aussagen des Retrieval-Kontexts, die für die Eingabe relevant sind.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needs a single-turn test case (use turn_contextual_relevancy for conversations)</source>
        <translation>braucht einen Single-Turn-Testfall (für Gespräche turn_contextual_relevancy verwenden)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Retrieval context</source>
        <translation>Retrieval-Kontext</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The score is 0.00 because the retrieval context yields no statements to judge.</source>
        <translation>Der Score ist 0.00, weil der Retrieval-Kontext keine Aussagen liefert, die sich bewerten ließen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score is 1.00 because every statement of the retrieval context is relevant to the input.</source>
        <translation>Der Score ist 1.00, weil jede Aussage des Retrieval-Kontexts für die Eingabe relevant ist.</translation>
    </message>
</context>
<context>
    <name>claimscope::ConversationPane</name>
    <message>
        <location filename="../ui/editor/conversationpane.cpp" line="+32"/>
        <source>+ User turn</source>
        <translation>+ User-Turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ Assistant turn</source>
        <translation>+ Assistant-Turn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Append a user message to the conversation</source>
        <translation>Eine Nachricht des Benutzers an das Gespräch anhängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Append an assistant answer (with its retrieval context) to the conversation</source>
        <translation>Eine Antwort des Assistenten (mit ihrem Retrieval-Kontext) an das Gespräch anhängen</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Edit turn %1</source>
        <translation>Turn %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1: %2</source>
        <translation>Turn %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move turn %1</source>
        <translation>Turn %1 verschieben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete turn %1</source>
        <translation>Turn %1 löschen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add user turn</source>
        <translation>User-Turn hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add assistant turn</source>
        <translation>Assistant-Turn hinzufügen</translation>
    </message>
</context>
<context>
    <name>claimscope::ConversationRelevance</name>
    <message>
        <location filename="../metrics/conversationrelevance.cpp" line="+52"/>
        <source>Conversation Relevance</source>
        <translation>Conversation Relevance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of conversation windows whose last reply is relevant, the earlier exchanges being context.</source>
        <translation>Anteil der Gesprächsfenster, deren letzte Antwort relevant ist; die früheren Austausche dienen als Kontext.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many input/output pairs each window covers.</source>
        <translation>Wie viele Input/Output-Paare jedes Fenster umfasst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>forward: windows pairs[i..i+w) as the product page documents; trailing: one window ending at every pair (promptfoo ≥ 0.118).</source>
        <translation>forward: Fenster pairs[i..i+w), wie auf der Produktseite dokumentiert; trailing: ein Fenster, das an jedem Paar endet (promptfoo ≥ 0.118).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>conversation_relevance needs at least one complete user → assistant exchange; this conversation has none</source>
        <translation>conversation_relevance braucht mindestens einen vollständigen Austausch Benutzer → Assistent; dieses Gespräch hat keinen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Window · pair %1</source>
        <translation>Fenster · Paar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window · pairs %1–%2</source>
        <translation>Fenster · Paare %1–%2</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%1 out of %n conversation window(s) were relevant</source>
        <translation>
            <numerusform>%1 von %n Gesprächsfenster war relevant</numerusform>
            <numerusform>%1 von %n Gesprächsfenstern waren relevant</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::DatasetRef</name>
    <message>
        <location filename="../experiments/datasetref.cpp" line="+36"/>
        <source>These runs are of different datasets (A: %1, B: %2): their test cases do not correspond, so the differences compare unlike things.</source>
        <translation>Diese Läufe gehören zu verschiedenen Datensätzen (A: %1, B: %2): Ihre Testfälle entsprechen einander nicht, die Unterschiede vergleichen also Ungleiches.</translation>
    </message>
</context>
<context>
    <name>claimscope::DeltaBarChart</name>
    <message>
        <location filename="../ui/charts/deltabarchart.cpp" line="+25"/>
        <location line="+81"/>
        <source>Change of the mean score, B − A</source>
        <translation>Änderung des mittleren Scores, B − A</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>▲ better</source>
        <translation>▲ besser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▲ higher</source>
        <translation>▲ höher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▼ worse</source>
        <translation>▼ schlechter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ lower</source>
        <translation>▼ niedriger</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: mean %2 → %3 (%4)</source>
        <translation>%1: Mittel %2 → %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>No metric&apos;s mean score changed (%n metric(s))</source>
        <translation>
            <numerusform>Der Mittelwert keiner Metrik hat sich geändert (%n Metrik)</numerusform>
            <numerusform>Der Mittelwert keiner Metrik hat sich geändert (%n Metriken)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Change of the mean score, B − A; %n unchanged metric(s) left out</source>
        <translation>
            <numerusform>Änderung des Mittelwerts, B − A; %n unveränderte Metrik ausgelassen</numerusform>
            <numerusform>Änderung des Mittelwerts, B − A; %n unveränderte Metriken ausgelassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::DialogPrompts</name>
    <message>
        <location filename="../ui/shell/dialogprompts.cpp" line="+30"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to “%1” first?</source>
        <translation>Die Änderungen an „%1“ zuerst speichern?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without saving, your edits since the last save are lost.</source>
        <translation>Ohne Speichern gehen Ihre Änderungen seit dem letzten Speichern verloren.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Discard unsaved work?</source>
        <translation>Ungespeicherte Arbeit verwerfen?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete the autosaved copy of %n project(s) for good?</source>
        <translation>
            <numerusform>Die automatisch gespeicherte Kopie von %n Projekt endgültig löschen?</numerusform>
            <numerusform>Die automatisch gespeicherten Kopien von %n Projekten endgültig löschen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their changes were never saved to a file and cannot be brought back.</source>
        <translation>Ihre Änderungen wurden nie in einer Datei gespeichert und lassen sich nicht zurückholen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>… and %n more (Show Details).</source>
        <translation>
            <numerusform>… und %n weitere (Details einblenden).</numerusform>
            <numerusform>… und %n weitere (Details einblenden).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Judge Unreachable</source>
        <translation>Judge nicht erreichbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The results scored so far are kept. Retry once the judge answers again, skip the test cases not run yet (each is marked as skipped), or cancel the run.</source>
        <translation>Die bisher berechneten Ergebnisse bleiben erhalten. Erneut versuchen, sobald der Judge wieder antwortet, die noch nicht berechneten Testfälle überspringen (jeder wird als übersprungen markiert) oder den Lauf abbrechen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the Rest</source>
        <translation>Rest überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Run</source>
        <translation>Lauf abbrechen</translation>
    </message>
</context>
<context>
    <name>claimscope::DocumentController</name>
    <message>
        <location filename="../ui/shell/documentcontroller.cpp" line="+29"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hotel concierge (conversation with retrieval context)</source>
        <translation>Hotel-Concierge (Gespräch mit Retrieval-Kontext)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refund policy (single turn)</source>
        <translation>Rückerstattungsregeln (Single-Turn)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support dataset (JSONL, mixed kinds)</source>
        <translation>Support-Datensatz (JSONL, gemischte Arten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MTRAG: three rated conversations (IBM, Apache-2.0)</source>
        <translation>MTRAG: drei bewertete Gespräche (IBM, Apache-2.0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Projects and test cases (*.claimscope.json *.json *.jsonl *.ndjson *.yaml *.yml);;Claimscope projects (*.claimscope.json);;DeepEval / TrustifAI JSON (*.json);;JSON Lines, OpenAI chat (*.jsonl *.ndjson);;promptfoo tests (*.yaml *.yml);;All files (*)</source>
        <translation>Projekte und Testfälle (*.claimscope.json *.json *.jsonl *.ndjson *.yaml *.yml);;Claimscope-Projekte (*.claimscope.json);;DeepEval / TrustifAI JSON (*.json);;JSON Lines, OpenAI-Chat (*.jsonl *.ndjson);;promptfoo-Tests (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New project: add a test case with Test Case › New or import one.</source>
        <translation>Neues Projekt: Legen Sie über das Menü „Testfall“ einen Testfall an oder importieren Sie Testfälle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open project or test cases</source>
        <translation>Projekt oder Testfälle öffnen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Example: %1</source>
        <translation>Beispiel: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import test cases</source>
        <translation>Testfälle importieren</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read %1</source>
        <translation>%1 lässt sich nicht lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was not read: see the message for where and why.</source>
        <translation>%1 wurde nicht gelesen: Wo und warum, steht in der Meldung.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n test case(s)</source>
        <translation>
            <numerusform>%n Testfall</numerusform>
            <numerusform>%n Testfälle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claimscope project</source>
        <translation>Claimscope-Projekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import %1 from %2</source>
        <translation>%1 aus %2 importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported %1 from %2 (%3).</source>
        <translation>%1 aus %2 importiert (%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opened %1: %2.</source>
        <translation>%1 geöffnet: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opened %1 from %2 (%3). Press F5 to run every enabled metric.</source>
        <translation>%1 aus %2 geöffnet (%3). Drücken Sie F5, um jede aktivierte Metrik auszuführen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save project as</source>
        <translation>Projekt speichern unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claimscope projects (*.claimscope.json)</source>
        <translation>Claimscope-Projekte (*.claimscope.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Project not saved</source>
        <translation>Projekt nicht gespeichert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Discarded %n autosaved project(s).</source>
        <translation>
            <numerusform>%n automatisch gespeichertes Projekt verworfen.</numerusform>
            <numerusform>%n automatisch gespeicherte Projekte verworfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Kept %n autosaved project(s): File › Recover Unsaved Work… offers them again.</source>
        <translation>
            <numerusform>%n automatisch gespeichertes Projekt behalten: Datei › Ungespeicherte Arbeit wiederherstellen … bietet es wieder an.</numerusform>
            <numerusform>%n automatisch gespeicherte Projekte behalten: Datei › Ungespeicherte Arbeit wiederherstellen … bietet sie wieder an.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot recover “%1”</source>
        <translation>„%1“ lässt sich nicht wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The autosave %1 cannot be read. It is kept: open it in a text editor to copy what you need, then delete it with Discard in File › Recover Unsaved Work…
%2</source>
        <translation>Die automatische Sicherung %1 ist nicht lesbar. Sie bleibt erhalten: Öffnen Sie sie in einem Texteditor, um das Nötige zu kopieren, und löschen Sie sie dann mit „Verwerfen“ unter Datei › Ungespeicherte Arbeit wiederherstellen …
%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Recovered “%1”: save it to keep it.</source>
        <translation>„%1“ wiederhergestellt: Speichern Sie es, um es zu behalten.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recovered “%1”: save it to keep it. File › Recover Unsaved Work… lists %n more.</source>
        <translation>
            <numerusform>„%1“ wiederhergestellt: Speichern Sie es, um es zu behalten. Datei › Ungespeicherte Arbeit wiederherstellen … zeigt %n weiteres.</numerusform>
            <numerusform>„%1“ wiederhergestellt: Speichern Sie es, um es zu behalten. Datei › Ungespeicherte Arbeit wiederherstellen … zeigt %n weitere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::EpistemicConsistency</name>
    <message>
        <location filename="../metrics/trustifai/epistemicconsistency.cpp" line="+17"/>
        <source>Stable Consistency</source>
        <translation>Stabile Konsistenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fragile Consistency</source>
        <translation>Fragile Konsistenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unreliable</source>
        <translation>Unzuverlässig</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No usable sample: every sample is blank.</source>
        <translation>Keine brauchbare Stichprobe: jede Stichprobe ist leer.</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>The answer&apos;s mean similarity to %n independent sample(s) is %1 (%2).</source>
        <translation>
            <numerusform>Die Ähnlichkeit der Antwort zu %n unabhängigen Stichprobe beträgt %1 (%2).</numerusform>
            <numerusform>Die mittlere Ähnlichkeit der Antwort zu %n unabhängigen Stichproben beträgt %1 (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Epistemic Consistency</source>
        <translation>Epistemic Consistency</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How similar the answer is to independent samples generated from the same documents.</source>
        <translation>Wie ähnlich die Antwort unabhängigen Stichproben ist, die aus denselben Dokumenten erzeugt wurden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Samples to generate (ignored when the test case carries pre-generated samples).</source>
        <translation>Zu erzeugende Stichproben (ignoriert, wenn der Testfall vorab erzeugte Stichproben mitbringt).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sampling temperatures, drawn uniformly with replacement.</source>
        <translation>Sampling-Temperaturen, gleichverteilt mit Zurücklegen gezogen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Makes the temperature draw reproducible (none: random).</source>
        <translation>Macht die Ziehung der Temperaturen reproduzierbar (nicht gesetzt: zufällig).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>k_samples is 0: consistency is assumed stable, nothing was sampled.</source>
        <translation>k_samples ist 0: die Konsistenz gilt als stabil, es wurden keine Stichproben erzeugt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1, sample %2 (temperature %3)</source>
        <translation>%1, Stichprobe %2 (Temperatur %3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the judge cannot write samples (set a generator model) and the test case carries none</source>
        <translation>der Judge kann keine Stichproben schreiben (ein Generator-Modell einstellen) und der Testfall enthält keine</translation>
    </message>
</context>
<context>
    <name>claimscope::EvaluationEngine</name>
    <message>
        <location filename="../metrics/engine/evaluationengine.cpp" line="+195"/>
        <source>cannot open the step cache %1: %2 (move the file aside, or use --no-cache to run without it)</source>
        <translation>der Schritt-Cache %1 lässt sich nicht öffnen: %2 (verschieben Sie die Datei, oder verwenden Sie --no-cache, um ohne ihn zu arbeiten)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the judge redirected %1 to %2 (same server, followed): set the base URL to where the API really is</source>
        <translation>der Judge hat %1 nach %2 umgeleitet (derselbe Server, gefolgt): setzen Sie die Basis-URL auf die tatsächliche Adresse der API</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>out of memory while starting the metrics of test case %1</source>
        <translation>Speicher erschöpft beim Starten der Metriken von Testfall %1</translation>
    </message>
</context>
<context>
    <name>claimscope::EvidenceCoverage</name>
    <message>
        <location filename="../metrics/trustifai/evidencecoverage.cpp" line="+15"/>
        <source>Strong Grounding</source>
        <translation>Starke Fundierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial Grounding</source>
        <translation>Teilweise Fundierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likely Hallucinated Answer</source>
        <translation>Wahrscheinlich halluzinierte Antwort</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Evidence Coverage</source>
        <translation>Evidence Coverage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share of the answer&apos;s sentences that the documents support.</source>
        <translation>Anteil der Sätze der Antwort, die von den Dokumenten gestützt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>%1 of %n answer span(s) are supported by the documents (%2).</source>
        <translation>
            <numerusform>%1 von %n Abschnitt der Antwort wird von den Dokumenten gestützt (%2).</numerusform>
            <numerusform>%1 von %n Abschnitten der Antwort werden von den Dokumenten gestützt (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::FailureWalkPanel</name>
    <message>
        <location filename="../ui/walk/failurewalkpanel.cpp" line="+68"/>
        <source>Failed results only</source>
        <translation>Nur fehlgeschlagene Ergebnisse</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stop only in results that failed, not at the ✗ and ? claims of results that pass</source>
        <translation>Nur in fehlgeschlagenen Ergebnissen anhalten, nicht bei den ✗- und ?-Aussagen bestandener Ergebnisse</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Nothing to walk through: no result has failed. Results that fail (or are partial) appear here claim by claim after a run (F5).</source>
        <translation>Nichts zu zeigen: kein Ergebnis ist fehlgeschlagen. Fehlgeschlagene (oder teilweise) Ergebnisse erscheinen hier nach einem Lauf (F5) Behauptung für Behauptung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to walk through: no result has failed and no claim was judged ✗ or ?. They appear here one by one after a run (F5).</source>
        <translation>Nichts durchzugehen: Kein Ergebnis ist fehlgeschlagen und keine Aussage wurde mit ✗ oder ? beurteilt. Sie erscheinen hier einzeln nach einem Lauf (F5).</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+4"/>
        <location line="+7"/>
        <source>Walk through what went wrong</source>
        <translation>Durch das gehen, was schiefging</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>End of the walk</source>
        <translation>Ende des Durchgangs</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>All %n stop(s) shown. %1 goes back to the last one.</source>
        <translation>
            <numerusform>%n Halt gezeigt. %1 geht zum letzten zurück.</numerusform>
            <numerusform>Alle %n Halte gezeigt. %1 geht zum letzten zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What went wrong: %1, %2 — %3, one per screen with its evidence in the conversation. Press %4 to start.</source>
        <translation>Was schiefging: %1, %2 — %3, einer pro Bildschirm mit seinem Beleg im Gespräch. %4 startet.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n failed result(s)</source>
        <translation>
            <numerusform>%n fehlgeschlagenes Ergebnis</numerusform>
            <numerusform>%n fehlgeschlagene Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n claim(s) judged ✗ or ?</source>
        <translation>
            <numerusform>%n Aussage mit ✗ oder ? beurteilt</numerusform>
            <numerusform>%n Aussagen mit ✗ oder ? beurteilt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stop(s)</source>
        <translation>
            <numerusform>%n Halt</numerusform>
            <numerusform>%n Halte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>failed result</source>
        <translation>fehlgeschlagenes Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 judged %2</source>
        <translation>%1 beurteilt mit %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop %1 of %2 · %3 · %4 · %5</source>
        <translation>Halt %1 von %2 · %3 · %4 · %5</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the result as a whole</source>
        <translation>das Ergebnis als Ganzes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · turn %2</source>
        <translation>%1 · Turn %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · judged %2 in %3</source>
        <translation>%1 · beurteilt mit %2 in %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · ⟳ out of date — press F5: %2</source>
        <translation>%1 · ⟳ veraltet – F5 drücken: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Its score is below the threshold; the metric gave no reason.</source>
        <translation>Der Score liegt unter dem Schwellenwert; die Metrik nennt keinen Grund.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The whole result: %1</source>
        <translation>Das ganze Ergebnis: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::Faithfulness</name>
    <message>
        <location filename="../metrics/faithfulness.cpp" line="+15"/>
        <source>Faithfulness</source>
        <translation>Faithfulness</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of the answer&apos;s claims that the retrieval context does not contradict.</source>
        <translation>Anteil der Behauptungen der Antwort, denen der Retrieval-Kontext nicht widerspricht.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>needs a single-turn test case (use turn_faithfulness for conversations)</source>
        <translation>braucht einen Single-Turn-Testfall (für Gespräche turn_faithfulness verwenden)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>actual_output is empty: there is no answer to check</source>
        <translation>actual_output ist leer: es gibt keine Antwort zu prüfen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The score is 1.00 because no claim of the answer contradicts the retrieval context.</source>
        <translation>Der Score ist 1.00, weil keine Behauptung der Antwort dem Retrieval-Kontext widerspricht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score is 1.00 because the answer makes no factual claims.</source>
        <translation>Der Score ist 1.00, weil die Antwort keine sachlichen Behauptungen aufstellt.</translation>
    </message>
</context>
<context>
    <name>claimscope::FieldReader</name>
    <message>
        <location filename="../model/fieldreader.cpp" line="+53"/>
        <source>missing: %1</source>
        <translation>fehlt: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a string, got %1; put the text in quotes</source>
        <translation>erwartet wurde ein String, gefunden: %1; setzen Sie den Text in Anführungszeichen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is blank: no judge can rate an empty text; write the text or remove the entry</source>
        <translation>ist leer: kein Judge kann einen leeren Text bewerten; schreiben Sie den Text oder entfernen Sie den Eintrag</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a string, got %1</source>
        <translation>erwartet wurde ein String, gefunden: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected a list of strings or objects, got %1; wrap the items in [ ]</source>
        <translation>erwartet wurde eine Liste von Strings oder Objekten, gefunden: %1; setzen Sie die Einträge in [ ]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a list of strings (pre-generated answers), got %1</source>
        <translation>erwartet wurde eine Liste von Strings (vorab erzeugte Antworten), gefunden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a string (one pre-generated answer), got %1</source>
        <translation>erwartet wurde ein String (eine vorab erzeugte Antwort), gefunden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected an object of key/value pairs, got %1</source>
        <translation>erwartet wurde ein Objekt mit Schlüssel/Wert-Paaren, gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+44"/>
        <source>is nested too deeply to be read; flatten it</source>
        <translation>ist zu tief verschachtelt, um gelesen zu werden; verflachen Sie die Struktur</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>expected a string or an object holding the text, got %1</source>
        <translation>erwartet wurde ein String oder ein Objekt, das den Text enthält, gefunden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected the item&apos;s text as a string, got %1</source>
        <translation>erwartet wurde der Text des Eintrags als String, gefunden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the object is empty</source>
        <translation>das Objekt ist leer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>found only %1</source>
        <translation>gefunden wurde nur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object item needs its text under one of %1; %2</source>
        <translation>ein Objekt-Eintrag braucht seinen Text unter einem von %1; %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the number %1</source>
        <translation>die Zahl %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>claimscope::FoldedLabel</name>
    <message>
        <location filename="../ui/walk/foldedlabel.cpp" line="+30"/>
        <source>more</source>
        <translation>mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>%1… %2</source>
        <translation>%1… %2</translation>
    </message>
</context>
<context>
    <name>claimscope::FoldingBrowser</name>
    <message>
        <location filename="../ui/widgets/foldingbrowser.cpp" line="+111"/>
        <source>more</source>
        <translation>mehr</translation>
    </message>
</context>
<context>
    <name>claimscope::HtmlReport</name>
    <message numerus="yes">
        <location filename="../results/htmlreport.cpp" line="+130"/>
        <source>%n result(s):</source>
        <translation>
            <numerusform>%n Ergebnis:</numerusform>
            <numerusform>%n Ergebnisse:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 passed, %2 failed, %n error(s).</source>
        <translation>
            <numerusform>%1 bestanden, %2 nicht bestanden, %n Fehler.</numerusform>
            <numerusform>%1 bestanden, %2 nicht bestanden, %n Fehler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n skipped (the metric does not apply).</source>
        <translation>
            <numerusform>%n übersprungen (die Metrik ist nicht anwendbar).</numerusform>
            <numerusform>%n übersprungen (die Metrik ist nicht anwendbar).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../results/reportcasesection.cpp" line="+292"/>
        <source>Test case</source>
        <translation>Testfall</translation>
    </message>
    <message>
        <location filename="../results/htmlreport.cpp" line="+13"/>
        <location filename="../results/reportsetupsection.cpp" line="+58"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../results/reportcasesection.cpp" line="-232"/>
        <source>claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truth</source>
        <translation>Tatsache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>statement</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>span</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sample</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>%1 (threshold %2)</source>
        <translation>%1 (Schwellenwert %2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>judged %1 in %2</source>
        <translation>beurteilt mit %1 in %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Claims judged ✗ or ? (%n), also in results that pass</source>
        <translation>
            <numerusform>Mit ✗ oder ? beurteilte Aussagen (%n), auch in bestandenen Ergebnissen</numerusform>
            <numerusform>Mit ✗ oder ? beurteilte Aussagen (%n), auch in bestandenen Ergebnissen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>Retrieval context (%n passage(s))</source>
        <translation>
            <numerusform>Abrufkontext (%n Passage)</numerusform>
            <numerusform>Abrufkontext (%n Passagen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>User · turn %1</source>
        <translation>Nutzer · Turn %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant · turn %1</source>
        <translation>Assistent · Turn %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual output</source>
        <translation>Tatsächliche Ausgabe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expected output</source>
        <translation>Erwartete Ausgabe</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Conversation (%n turn(s))</source>
        <translation>
            <numerusform>Gespräch (%n Turn)</numerusform>
            <numerusform>Gespräch (%n Turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Truths from the retrieval context (%n), listed once for every window</source>
        <translation>
            <numerusform>Fakten aus dem Abrufkontext (%n), einmal für alle Fenster aufgeführt</numerusform>
            <numerusform>Fakten aus dem Abrufkontext (%n), einmal für alle Fenster aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n truth(s): listed once above</source>
        <translation>
            <numerusform>%n Fakt: einmal oben aufgeführt</numerusform>
            <numerusform>%n Fakten: einmal oben aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n more with a lower value, not shown (the JSON export has them all)</source>
        <translation>
            <numerusform>%n weiterer mit niedrigerem Wert nicht gezeigt (der JSON-Export enthält alle)</numerusform>
            <numerusform>%n weitere mit niedrigerem Wert nicht gezeigt (der JSON-Export enthält alle)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Failing step:</source>
        <translation>Fehlgeschlagener Schritt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The judge&apos;s raw answer:</source>
        <translation>Die Rohantwort des Judge:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <location filename="../results/htmlreport.cpp" line="-76"/>
        <source>cannot write the report&apos;s temporary file %1 (set TMPDIR to a folder with room): %2</source>
        <translation>die temporäre Datei des Berichts %1 kann nicht geschrieben werden (TMPDIR auf einen Ordner mit freiem Platz setzen): %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Claimscope report</source>
        <translation>Claimscope-Bericht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>en</source>
        <comment>the language of the report&apos;s text, as an HTML lang code</comment>
        <translation>de</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n test case(s),</source>
        <translation>
            <numerusform>%n Testfall,</numerusform>
            <numerusform>%n Testfälle,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n partial (scored, but part of it failed).</source>
        <translation>
            <numerusform>%n teilweise (bewertet, aber ein Teil ist fehlgeschlagen).</numerusform>
            <numerusform>%n teilweise (bewertet, aber ein Teil ist fehlgeschlagen).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generated %1. %2</source>
        <translation>Erstellt am %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claimscope %1. %2</source>
        <translation>Claimscope %1. %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Passed</source>
        <translation>✓ Bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ Failed</source>
        <translation>✗ Durchgefallen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>⚠ Errors</source>
        <translation>⚠ Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass rate</source>
        <translation>Bestehensquote</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>⚠ Partial</source>
        <translation>⚠ Teilweise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores and threshold</source>
        <translation>Scores und Schwellenwert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pass rate and mean count the results with a score. Partial: scored, but part of it failed. Skipped: the metric does not apply (the test case lacks what it reads, or the judge cannot run it). In each chart the line is the threshold; bars at or below it are orange.</source>
        <translation>Bestehensquote und Mittelwert zählen die Ergebnisse mit Score. Teilweise: bewertet, aber ein Teil ist fehlgeschlagen. Übersprungen: Die Metrik ist nicht anwendbar (dem Testfall fehlt, was sie liest, oder der Judge kann sie nicht ausführen). In jedem Diagramm ist die Linie der Schwellenwert; Balken bis zu ihm sind orange.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Test cases</source>
        <translation>Testfälle</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n test case(s) with a failing, erroneous or partial result come first.</source>
        <translation>
            <numerusform>%n Testfall mit durchgefallenem, fehlerhaftem oder teilweisem Ergebnis steht vorn.</numerusform>
            <numerusform>%n Testfälle mit durchgefallenem, fehlerhaftem oder teilweisem Ergebnis stehen vorn.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../results/reportsetupsection.cpp" line="-37"/>
        <source>Claimscope version</source>
        <translation>Claimscope-Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge provider</source>
        <translation>Judge-Anbieter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge URL</source>
        <translation>Judge-URL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge model</source>
        <translation>Judge-Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedding model</source>
        <translation>Embedding-Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generator model</source>
        <translation>Generator-Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Structured output</source>
        <translation>Strukturierte Ausgabe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of date</source>
        <translation>Veraltet</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n result(s) no longer show what a run would give now (%1); each test case shows the text they were computed from.</source>
        <translation>
            <numerusform>%n Ergebnis(se) zeigen nicht mehr, was ein Lauf jetzt ergäbe (%1); jeder Testfall zeigt den Text, aus dem sie berechnet wurden.</numerusform>
            <numerusform>%n Ergebnis(se) zeigen nicht mehr, was ein Lauf jetzt ergäbe (%1); jeder Testfall zeigt den Text, aus dem sie berechnet wurden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every metric param has its default value.</source>
        <translation>Jeder Metrik-Parameter hat seinen Standardwert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Params that differ from their defaults</source>
        <translation>Parameter, die von ihrem Standardwert abweichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Param</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used</source>
        <translation>Verwendet</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Every judge template is the shipped default.</source>
        <translation>Jede Judge-Vorlage ist die mitgelieferte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Templates that differ from the defaults</source>
        <translation>Vorlagen, die von den mitgelieferten abweichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The offline judge does not read templates.</source>
        <translation>Der Offline-Judge liest keine Vorlagen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n line(s) changed against the default</source>
        <translation>
            <numerusform>%n Zeile gegenüber der mitgelieferten geändert</numerusform>
            <numerusform>%n Zeilen gegenüber der mitgelieferten geändert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The setup of these results is not known.</source>
        <translation>Die Einrichtung dieser Ergebnisse ist nicht bekannt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../results/scoredistribution.cpp" line="+59"/>
        <source>%1–%2: %n result(s)</source>
        <translation>
            <numerusform>%1–%2: %n Ergebnis</numerusform>
            <numerusform>%1–%2: %n Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Scores of %n result(s) from 0 to 1; the line is the threshold %1.</source>
        <translation>
            <numerusform>Score von %n Ergebnis von 0 bis 1; die Linie ist der Schwellenwert %1.</numerusform>
            <numerusform>Scores von %n Ergebnissen von 0 bis 1; die Linie ist der Schwellenwert %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::HumanLabel</name>
    <message>
        <location filename="../model/humanlabels.cpp" line="+12"/>
        <source>the whole test case</source>
        <translation>den ganzen Testfall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last answer</source>
        <translation>die letzte Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange %1</source>
        <translation>Wechsel %1</translation>
    </message>
</context>
<context>
    <name>claimscope::JudgeFactory</name>
    <message>
        <location filename="../metrics/engine/judgefactory.cpp" line="+37"/>
        <source>the judge URL &quot;%1&quot; is not an http(s) URL, e.g. http://127.0.0.1:11434/v1</source>
        <translation>die Judge-URL „%1“ ist keine http(s)-URL wie etwa http://127.0.0.1:11434/v1</translation>
    </message>
</context>
<context>
    <name>claimscope::JudgeOutage</name>
    <message>
        <location filename="../metrics/engine/judgeoutage.cpp" line="+8"/>
        <source>the judge at %1 refused the requests: %2 (check the API key)</source>
        <translation>der Judge unter %1 hat die Anfragen abgelehnt: %2 (API-Schlüssel prüfen)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the judge at %1 is not answering: %2 (%n request(s) in a row got no answer)</source>
        <translation>
            <numerusform>der Judge unter %1 antwortet nicht: %2 (%n Anfrage in Folge ohne Antwort)</numerusform>
            <numerusform>der Judge unter %1 antwortet nicht: %2 (%n Anfragen in Folge ohne Antwort)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>skipped: the judge at %1 was unreachable (%2)</source>
        <translation>übersprungen: der Judge unter %1 war nicht erreichbar (%2)</translation>
    </message>
</context>
<context>
    <name>claimscope::JudgeOutagePrompt</name>
    <message>
        <location filename="../ui/run/judgeoutageprompt.cpp" line="+24"/>
        <source>The run is paused because %1.</source>
        <translation>Der Lauf ist angehalten, denn %1.</translation>
    </message>
</context>
<context>
    <name>claimscope::JudgePanel</name>
    <message>
        <location filename="../ui/settings/judgepanel.cpp" line="+28"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Judge settings…</source>
        <translation>Judge-Einstellungen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change the judge, its key source and limits, and test the connection (Ctrl+,)</source>
        <translation>Den Judge, seine Schlüsselquelle und Limits ändern und die Verbindung testen (Strg+,)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI-kompatibler Endpunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline: the built-in lexical judge (no network, no key)</source>
        <translation>Offline: der eingebaute lexikalische Judge (kein Netzwerk, kein Schlüssel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>judge %1 · embeddings %2 · samples %3</source>
        <translation>Judge %1 · Embeddings %2 · Stichproben %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>judge model</source>
        <translation>Judge-Modell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 from $%2</source>
        <translation>%1 aus $%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the system keychain</source>
        <translation>aus dem Schlüsselbund des Systems</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none ($%1 is not set)</source>
        <translation>keiner ($%1 ist nicht gesetzt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 at once · %3 s timeout · %4</source>
        <translation>%1 · %2 gleichzeitig · %3 s Timeout · %4</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n retry/retries</source>
        <translation>
            <numerusform>%n Wiederholung</numerusform>
            <numerusform>%n Wiederholungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::JudgeSettingsDialog</name>
    <message>
        <location filename="../ui/settings/judgesettingsdialog.cpp" line="+44"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Judge settings</source>
        <translation>Judge-Einstellungen</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Offline: built-in lexical judge (no network, no key)</source>
        <translation>Offline: eingebauter lexikalischer Judge (kein Netzwerk, kein Schlüssel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI-kompatibler Endpunkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenAI-compatible covers OpenAI, Ollama, vLLM, llama.cpp server, LM Studio, OpenRouter …</source>
        <translation>OpenAI-kompatibel umfasst OpenAI, Ollama, vLLM, den llama.cpp-Server, LM Studio, OpenRouter …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Base URL; requests go to {base}/chat/completions and {base}/embeddings</source>
        <translation>Basis-URL; Anfragen gehen an {base}/chat/completions und {base}/embeddings</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. gpt-4o-mini, llama3.1</source>
        <translation>z. B. gpt-4o-mini, llama3.1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty: the judge model; “offline”: built-in embedder</source>
        <translation>leer: das Judge-Modell; „offline“: eingebauter Embedder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty: the judge model</source>
        <translation>leer: das Judge-Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes the samples Epistemic Consistency compares the answer with</source>
        <translation>Schreibt die Stichproben, mit denen Epistemic Consistency die Antwort vergleicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge model</source>
        <translation>Judge-Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding model</source>
        <translation>Embedding-Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generator model</source>
        <translation>Generator-Modell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>API key (never saved in settings or projects)</source>
        <translation>API-Schlüssel (wird nie in Einstellungen oder Projekten gespeichert)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name of the environment variable that holds the key</source>
        <translation>Name der Umgebungsvariablen, die den Schlüssel enthält</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look the key up in the system keychain when the variable is not set</source>
        <translation>Den Schlüssel im Schlüsselbund des Systems suchen, wenn die Variable nicht gesetzt ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>paste a key to store it in the keychain</source>
        <translation>Schlüssel einfügen, um ihn im Schlüsselbund zu speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes straight to the system keychain; it is never shown or written anywhere else</source>
        <translation>Geht direkt in den Schlüsselbund des Systems; er wird nirgends sonst angezeigt oder gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store in keychain</source>
        <translation>Im Schlüsselbund speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Environment variable</source>
        <translation>Umgebungsvariable</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Store key in keychain</source>
        <translation>Schlüssel im Schlüsselbund speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JSON schema (strict)</source>
        <translation>JSON-Schema (strikt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON object (servers without schema support)</source>
        <translation>JSON-Objekt (Server ohne Schema-Unterstützung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (prompt only)</source>
        <translation>Keine (nur Prompt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests on the wire at once</source>
        <translation>Gleichzeitig laufende Anfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per attempt, counted from the moment it is sent</source>
        <translation>Je Versuch, gezählt ab dem Absenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retries after timeouts, 429 and 5xx answers</source>
        <translation>Wiederholungen nach Timeouts sowie Antworten 429 und 5xx</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests per minute; 0: no limit</source>
        <translation>Anfragen pro Minute; 0: keine Begrenzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>no limit</source>
        <translation>keine Begrenzung</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Tokens per minute (prompt and answer, estimated before sending); 0: no limit. The endpoint&apos;s own x-ratelimit headers are followed either way</source>
        <translation>Tokens pro Minute (Prompt und Antwort, vor dem Senden geschätzt); 0: keine Grenze. Die eigenen x-ratelimit-Header des Endpunkts werden in jedem Fall befolgt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest answer accepted from the judge; a longer one fails as &quot;answer too large&quot;</source>
        <translation>Die längste Antwort, die vom Judge angenommen wird; eine längere schlägt als „Antwort zu groß“ fehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> unanswered requests</source>
        <translation> unbeantwortete Anfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run pauses and asks what to do once this many requests in a row got no answer (each after its retries), or at once when the key is refused; 0: never</source>
        <translation>Ein Lauf hält an und fragt, wie es weitergeht, sobald so viele Anfragen in Folge ohne Antwort blieben (jede nach ihren Wiederholungen), oder sofort, wenn der Schlüssel abgelehnt wird; 0: nie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Structured output</source>
        <translation>Strukturierte Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retries</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests per minute</source>
        <translation>Anfragen pro Minute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per minute</source>
        <translation>Tokens pro Minute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest answer</source>
        <translation>Längste Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause a run after</source>
        <translation>Lauf anhalten nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per 1,000 prompt tokens of the judge model (unknown: no cost shown)</source>
        <translation>USD pro 1.000 Prompt-Tokens des Judge-Modells (unbekannt: keine Kosten angezeigt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per 1,000 completion tokens of the judge model</source>
        <translation>USD pro 1.000 Completion-Tokens des Judge-Modells</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price per 1K tokens</source>
        <translation>Preis pro 1.000 Tokens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send one tiny judge request with these settings and show what comes back</source>
        <translation>Eine winzige Judge-Anfrage mit diesen Einstellungen senden und zeigen, was zurückkommt</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Testing…</source>
        <translation>Test läuft …</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>⚠ This URL carries a credential. Requests use it until Claimscope closes, but it is never saved: the project keeps “%1”. To keep the key, put it in the environment variable or the system keychain under “API key” below.</source>
        <translation>⚠ Diese URL enthält Zugangsdaten. Anfragen verwenden sie, bis Claimscope geschlossen wird, aber sie werden nie gespeichert: Das Projekt behält „%1“. Um den Schlüssel zu behalten, legen Sie ihn unten unter „API-Schlüssel“ in die Umgebungsvariable oder den Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>$%1 is set: %2</source>
        <translation>$%1 ist gesetzt: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Using the system keychain</source>
        <translation>Der Schlüsselbund des Systems wird verwendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$%1 is not set: using the system keychain</source>
        <translation>$%1 ist nicht gesetzt: Der Schlüsselbund des Systems wird verwendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No key: requests go without one</source>
        <translation>Kein Schlüssel: Anfragen gehen ohne Schlüssel hinaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$%1 is not set: requests go without a key</source>
        <translation>$%1 ist nicht gesetzt: Anfragen gehen ohne Schlüssel hinaus</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Storing the key…</source>
        <translation>Schlüssel wird gespeichert …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ Key stored in the system keychain for this base URL.</source>
        <translation>✓ Schlüssel für diese Basis-URL im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ The keychain refused the key: %1</source>
        <translation>✗ Der Schlüsselbund hat den Schlüssel abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::LabelCollector</name>
    <message>
        <location filename="../experiments/labelcollector.cpp" line="+29"/>
        <source>%1: test case &quot;%2&quot; has %3 exchange(s), so no %4 to rate: label the whole test case or an exchange from 1 to %3</source>
        <translation>%1: Testfall „%2“ hat %3 Wechsel, also kein(e) %4 zu bewerten: den ganzen Testfall oder einen Wechsel von 1 bis %3 labeln</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: test case &quot;%2&quot;, metric %3: %4 here but %5 at %6; the two disagree, keep one of them</source>
        <translation>%1: Testfall „%2“, Metrik %3: hier %4, aber %5 bei %6; die beiden widersprechen sich, behalten Sie eines davon</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: labels for test cases that are not there, left out: %2 (%3); a test case is named as results name it: its name, or #N when it has none</source>
        <translation>%1: Labels für Testfälle, die es nicht gibt, ausgelassen: %2 (%3); ein Testfall heißt, wie die Ergebnisse ihn nennen: sein Name oder #N, wenn er keinen hat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: labels for metrics this run does not compute, left out: %2 (%3)</source>
        <translation>%1: Labels für Metriken, die dieser Lauf nicht berechnet, ausgelassen: %2 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no labels: expected %2</source>
        <translation>%1: keine Labels: erwartet wurde %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no label left to use: every one was left out</source>
        <translation>%1: kein Label bleibt übrig: alle wurden ausgelassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (rating %2)</source>
        <translation>%1 (Bewertung %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2</source>
        <translation>%1 für %2</translation>
    </message>
</context>
<context>
    <name>claimscope::LabelNextDialog</name>
    <message>
        <location filename="../ui/labels/labelnextdialog.cpp" line="+44"/>
        <source>✓ Pass (P)</source>
        <translation>✓ Bestanden (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Fail (F)</source>
        <translation>✗ Nicht bestanden (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip (S)</source>
        <translation>Überspringen (S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label Next</source>
        <translation>Nächstes labeln</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Metric to label</source>
        <translation>Zu labelnde Metrik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose results are asked: one metric at a time, or all of them</source>
        <translation>Wessen Ergebnisse abgefragt werden: eine Metrik nach der anderen oder alle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyboard labels here: P pass · F fail · S skip · Ctrl+Z undo · Esc close</source>
        <translation>Die Tastatur labelt hier: P bestanden · F nicht bestanden · S überspringen · Strg+Z rückgängig · Esc schließen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your verdict on this result: it should pass</source>
        <translation>Ihr Urteil zu diesem Ergebnis: es sollte bestehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your verdict on this result: it should fail</source>
        <translation>Ihr Urteil zu diesem Ergebnis: es sollte nicht bestehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this result unlabelled and ask it again at the end</source>
        <translation>Dieses Ergebnis ohne Label lassen und am Ende erneut fragen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Label Next (Esc)</source>
        <translation>„Nächstes labeln“ schließen (Esc)</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>All metrics</source>
        <translation>Alle Metriken</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 labelled, %2 to go</source>
        <translation>%1 gelabelt, %2 offen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result with a verdict has a label.</source>
        <translation>Jedes Ergebnis mit einem Urteil hat ein Label.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No results yet: run the metrics first (F5).</source>
        <translation>Noch keine Ergebnisse: zuerst die Metriken ausführen (F5).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To judge claims: select a claim in the breakdown and press Y (yes), N (no) or I (idk); Backspace clears. The Agreement tab compares your verdicts with the judge&apos;s.</source>
        <translation>Aussagen beurteilen: eine Aussage in der Aufschlüsselung wählen und Y (ja), N (nein) oder I (weiß nicht) drücken; Rücktaste löscht. Der Tab „Übereinstimmung“ vergleicht Ihre Urteile mit denen des Judges.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Label for %1</source>
        <translation>Label für %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 · score %3 at threshold %4: the judge says %5</source>
        <translation>%1 · %2 · Score %3 bei Schwellenwert %4: der Judge sagt %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fail</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test case id: %1</source>
        <translation>Testfall-ID: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Asked because: %1</source>
        <translation>Gefragt, weil: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1: no labels yet, so no κ.</source>
        <translation>%1: noch keine Labels, daher kein κ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: κ not defined yet (n = %2: the judge or the labels say one thing only).</source>
        <translation>%1: κ noch nicht definiert (n = %2: der Judge oder die Labels sagen nur eines).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: κ %2 (n = %3; too few labels for its 95 % interval)</source>
        <translation>%1: κ %2 (n = %3; zu wenige Labels für sein 95-%-Intervall)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: κ %2 (n = %3; too few of one class for its 95 % interval)</source>
        <translation>%1: κ %2 (n = %3; zu wenige einer Klasse für sein 95-%-Intervall)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: κ %2, 95 % interval %3 to %4 (n = %5)</source>
        <translation>%1: κ %2, 95-%-Intervall %3 bis %4 (n = %5)</translation>
    </message>
</context>
<context>
    <name>claimscope::LabelQueue</name>
    <message>
        <location filename="../experiments/labelqueue.cpp" line="+52"/>
        <source>flips in %1 of %2 repetitions</source>
        <translation>wechselt in %1 von %2 Wiederholungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last two runs disagree</source>
        <translation>die letzten zwei Läufe sind uneins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 from the threshold</source>
        <translation>%1 von der Schwelle entfernt</translation>
    </message>
</context>
<context>
    <name>claimscope::LabelledScores</name>
    <message numerus="yes">
        <location filename="../model/labelledscores.cpp" line="+38"/>
        <source>%1: %n labelled result(s) cannot score %2 alone and are left out of agreement: %3</source>
        <translation>
            <numerusform>%1: %n gelabelte(s) Ergebnis(se) können %2 nicht allein bewerten und bleiben bei der Übereinstimmung außen vor: %3</numerusform>
            <numerusform>%1: %n gelabelte(s) Ergebnis(se) können %2 nicht allein bewerten und bleiben bei der Übereinstimmung außen vor: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::LabelledTry</name>
    <message numerus="yes">
        <location filename="../ui/runs/labelledtry.cpp" line="+26"/>
        <source>This try on %n labelled test case(s) is the baseline now, with the templates and params as they are (edits made before it included): edit a template or a param and try again (Ctrl+Shift+F5) to see whether the judge agrees more with the labels.</source>
        <translation>
            <numerusform>Dieser Versuch auf %n gelabelten Testfall ist jetzt die Baseline, mit den Vorlagen und Parametern, wie sie sind (Bearbeitungen davor eingeschlossen): Bearbeiten Sie eine Vorlage oder einen Parameter und versuchen Sie es erneut (Strg+Umschalt+F5), um zu sehen, ob der Judge den Labels öfter zustimmt.</numerusform>
            <numerusform>Dieser Versuch auf %n gelabelten Testfällen ist jetzt die Baseline, mit den Vorlagen und Parametern, wie sie sind (Bearbeitungen davor eingeschlossen): Bearbeiten Sie eine Vorlage oder einen Parameter und versuchen Sie es erneut (Strg+Umschalt+F5), um zu sehen, ob der Judge den Labels öfter zustimmt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There was no baseline: run #%1, which ran these cases before, is the baseline now, and the try #%2 is compared with it.</source>
        <translation>Es gab keine Baseline: Lauf #%1, der diese Fälle zuvor ausgeführt hat, ist jetzt die Baseline, und der Versuch #%2 wird mit ihm verglichen.</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n Label</numerusform>
            <numerusform>%n Labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>all %n label(s) fail</source>
        <translation>
            <numerusform>das %n Label ist nicht bestanden</numerusform>
            <numerusform>alle %n Labels sind nicht bestanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>all %n label(s) pass</source>
        <translation>
            <numerusform>das %n Label ist bestanden</numerusform>
            <numerusform>alle %n Labels sind bestanden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs the labelled metrics on the tuning part of the labelled test cases; no test case has a human label yet.</source>
        <translation>Führt die gelabelten Metriken auf dem Tuning-Teil der gelabelten Testfälle aus; noch hat kein Testfall ein menschliches Label.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs the labelled metrics on the tuning part of the labelled test cases; none has labels that can give a κ yet (two or more, some pass and some fail).</source>
        <translation>Führt die gelabelten Metriken auf dem Tuning-Teil der gelabelten Testfälle aus; noch keine hat Labels, die ein κ ergeben können (zwei oder mehr, einige bestanden und einige nicht bestanden).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Runs %1, the labelled metric, on %n tuning case(s).</source>
        <translation>
            <numerusform>Führt %1, die gelabelte Metrik, auf %n Tuning-Fall/Tuning-Fällen aus.</numerusform>
            <numerusform>Führt %1, die gelabelte Metrik, auf %n Tuning-Fall/Tuning-Fällen aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Runs %1, the labelled metrics, on %n tuning case(s).</source>
        <translation>
            <numerusform>Führt %1, die gelabelten Metriken, auf %n Tuning-Fall/Tuning-Fällen aus.</numerusform>
            <numerusform>Führt %1, die gelabelten Metriken, auf %n Tuning-Fall/Tuning-Fällen aus.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not tried, as their labels cannot give a κ yet (two or more, some pass and some fail): %1.</source>
        <translation>Nicht versucht, da ihre Labels noch kein κ ergeben können (zwei oder mehr, einige bestanden und einige nicht bestanden): %1.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A run is going on: run the held-out cases when it has finished.</source>
        <translation>Ein Lauf ist im Gange: Führen Sie die zurückgehaltenen Fälle aus, wenn er beendet ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No labelled test case falls in the held-out part: there is nothing to check the try on.</source>
        <translation>Kein gelabelter Testfall liegt im zurückgehaltenen Teil: Es gibt nichts, woran der Versuch geprüft werden kann.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Comparing run #%1, the setup of try #%2 on the held-out cases, with %3: nothing runs.</source>
        <translation>Lauf #%1, das Setup von Versuch #%2 auf den zurückgehaltenen Fällen, wird mit %3 verglichen: Nichts läuft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>run #%1, the setup of #%2 on them</source>
        <translation>Lauf #%1, dem Setup von #%2 darauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run #%1</source>
        <translation>Lauf #%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Run #%1 ran none of the labelled metrics: there is no setup of A&apos;s to check the try against on the held-out cases.</source>
        <translation>Lauf #%1 hat keine der gelabelten Metriken ausgeführt: Es gibt keine Einstellung von A, gegen die der Versuch auf den zurückgehaltenen Fällen geprüft werden kann.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Running the %n held-out case(s) with the setup of run #%1, which never ran them; the comparison with run #%2, the setup of try #%3 on them, opens when it is kept.</source>
        <translation>
            <numerusform>Der %n zurückgehaltene Fall läuft mit dem Setup von Lauf #%1, der ihn nie gerechnet hat; der Vergleich mit Lauf #%2, dem Setup von Versuch #%3 darauf, öffnet sich, sobald er behalten ist.</numerusform>
            <numerusform>Die %n zurückgehaltenen Fälle laufen mit dem Setup von Lauf #%1, der sie nie gerechnet hat; der Vergleich mit Lauf #%2, dem Setup von Versuch #%3 darauf, öffnet sich, sobald er behalten ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Running the %n held-out case(s) with the setup of try #%1; the comparison with run #%2, the setup of #%3 on them, opens when it is kept.</source>
        <translation>
            <numerusform>Der %n zurückgehaltene Fall läuft mit dem Setup von Versuch #%1; der Vergleich mit Lauf #%2, dem Setup von #%3 darauf, öffnet sich, sobald er behalten ist.</numerusform>
            <numerusform>Die %n zurückgehaltenen Fälle laufen mit dem Setup von Versuch #%1; der Vergleich mit Lauf #%2, dem Setup von #%3 darauf, öffnet sich, sobald er behalten ist.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>held-out cases with the setup of #%1</source>
        <translation>zurückgehaltene Fälle mit dem Setup von #%1</translation>
    </message>
    <message numerus="yes">
        <location line="-23"/>
        <source>Running the %n held-out case(s) twice: first with the setup of run #%1, which never ran them, then with the setup of try #%2; the comparison opens when both are kept.</source>
        <translation>
            <numerusform>Der %n zurückgehaltene Fall läuft zweimal: zuerst mit dem Setup von Lauf #%1, der ihn nie ausgeführt hat, dann mit dem Setup von Versuch #%2; der Vergleich öffnet sich, wenn beide gespeichert sind.</numerusform>
            <numerusform>Die %n zurückgehaltenen Fälle laufen zweimal: zuerst mit dem Setup von Lauf #%1, der sie nie ausgeführt hat, dann mit dem Setup von Versuch #%2; der Vergleich öffnet sich, wenn beide gespeichert sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Running the %n held-out case(s) with the setup of try #%1; the comparison with run #%2 on them opens when it is kept.</source>
        <translation>
            <numerusform>Der %n zurückgehaltene Fall läuft mit der Einrichtung von Versuch #%1; der Vergleich mit Lauf #%2 darauf öffnet sich, sobald er gespeichert ist.</numerusform>
            <numerusform>Die %n zurückgehaltenen Fälle laufen mit der Einrichtung von Versuch #%1; der Vergleich mit Lauf #%2 darauf öffnet sich, sobald er gespeichert ist.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>held-out check of try #%1</source>
        <translation>Prüfung von Versuch #%1 auf den zurückgehaltenen Fällen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>try on %n tuning case(s)</source>
        <translation>
            <numerusform>Versuch auf %n Tuning-Fall</numerusform>
            <numerusform>Versuch auf %n Tuning-Fällen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A run is going on: try on the labelled test cases when it has finished.</source>
        <translation>Ein Lauf ist im Gange: Testen Sie auf den gelabelten Testfällen, wenn er beendet ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No metric has labels that can give a κ yet (two or more, some pass and some fail): %1. Label more results, then try again.</source>
        <translation>Noch keine Metrik hat Labels, die ein κ ergeben können (zwei oder mehr, einige bestanden und einige nicht bestanden): %1. Labeln Sie weitere Ergebnisse und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No test case has a human label yet: import them first (Edit › Import Human Labels…), then try again.</source>
        <translation>Noch kein Testfall hat ein menschliches Label: Importieren Sie sie zuerst (Bearbeiten › Menschliche Labels importieren…) und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None of the labelled test cases falls in the tuning part: label more test cases, then try again.</source>
        <translation>Keiner der gelabelten Testfälle fällt in den Tuning-Teil: Labeln Sie weitere Testfälle und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The run of the held-out cases did not finish, so it is not compared.</source>
        <translation>Der Lauf der zurückgehaltenen Fälle wurde nicht beendet und wird daher nicht verglichen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The try did not finish, so it is not compared with the baseline.</source>
        <translation>Der Versuch wurde nicht beendet und wird daher nicht mit der Baseline verglichen.</translation>
    </message>
</context>
<context>
    <name>claimscope::LabelsImportDialog</name>
    <message>
        <location filename="../ui/agreement/labelsimportdialog.cpp" line="+31"/>
        <source>From the test cases&apos; &amp;metadata</source>
        <translation>Aus den &amp;Metadaten der Testfälle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From a &amp;CSV file (test_case,metric,label)</source>
        <translation>Aus einer &amp;CSV-Datei (test_case,metric,label)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A &amp;rating: pass at or above</source>
        <translation>Eine &amp;Bewertung: bestanden ab</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+195"/>
        <source>Import human labels</source>
        <translation>Menschliche Labels importieren</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>one exchange:</source>
        <translation>ein Wechsel:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>labels.csv</source>
        <translation>labels.csv</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metadata field:</source>
        <translation>Metadatenfeld:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The labels r&amp;ate:</source>
        <translation>Die Labels &amp;bewerten:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message numerus="yes">
        <location line="+95"/>
        <source>each label is compared with the score of %1 alone; where a window also holds earlier exchanges, the run judges %1 of each of the %n labelled test case(s) on its own as well</source>
        <translation>
            <numerusform>jedes Label wird mit dem Score von %1 allein verglichen; wo ein Fenster auch frühere Wechsel enthält, beurteilt der Lauf %1 des %n gelabelten Testfalls zusätzlich für sich</numerusform>
            <numerusform>jedes Label wird mit dem Score von %1 allein verglichen; wo ein Fenster auch frühere Wechsel enthält, beurteilt der Lauf %1 jedes der %n gelabelten Testfälle zusätzlich für sich</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>each label is compared with the last window&apos;s verdict</source>
        <translation>jedes Label wird mit dem Urteil des letzten Fensters verglichen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>only the last answer is judged alone, so %n of %1 label(s) cannot be compared: label the last answer (@last), or compare them with Turn Relevancy</source>
        <translation>
            <numerusform>nur die letzte Antwort wird allein beurteilt, daher kann %n von %1 Label(s) nicht verglichen werden: Labeln Sie die letzte Antwort (@last) oder vergleichen Sie mit Turn Relevancy</numerusform>
            <numerusform>nur die letzte Antwort wird allein beurteilt, daher können %n von %1 Label(s) nicht verglichen werden: Labeln Sie die letzte Antwort (@last) oder vergleichen Sie mit Turn Relevancy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>each label is compared with the score of %1 alone</source>
        <translation>jedes Label wird mit dem Score von %1 allein verglichen</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>each label is compared with the score of %1 alone, but %n of %2 labelled exchange(s) have no retrieval context to judge and cannot be: give those answers their retrieval context</source>
        <translation>
            <numerusform>jedes Label wird mit dem Score von %1 allein verglichen, aber %n von %2 gelabelten Wechseln hat keinen Retrieval-Kontext zum Beurteilen und kann es nicht: Geben Sie diesen Antworten ihren Retrieval-Kontext</numerusform>
            <numerusform>jedes Label wird mit dem Score von %1 allein verglichen, aber %n von %2 gelabelten Wechseln haben keinen Retrieval-Kontext zum Beurteilen und können es nicht: Geben Sie diesen Antworten ihren Retrieval-Kontext</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>⚠ These labels rate %1, but %2 scores the whole conversation: %3.</source>
        <translation>⚠ Diese Labels bewerten %1, aber %2 bewertet die ganze Unterhaltung: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reading %1 …</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No labels found yet.</source>
        <translation>Noch keine Labels gefunden.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n label(s) for %1: %2 pass, %3 fail.</source>
        <translation>
            <numerusform>%n Label für %1: %2 bestanden, %3 nicht bestanden.</numerusform>
            <numerusform>%n Labels für %1: %2 bestanden, %3 nicht bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>They rate %1.</source>
        <translation>Sie bewerten %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n label(s) for %1.</source>
        <translation>
            <numerusform>%n Label für %1.</numerusform>
            <numerusform>%n Labels für %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::LabelsReader</name>
    <message>
        <location filename="../experiments/labelsreader.cpp" line="+30"/>
        <source>rows test_case,metric,label (label pass or fail), one per line, and an optional exchange column (last, a number from 1, or empty for the whole test case)</source>
        <translation>Zeilen test_case,metric,label (label pass oder fail), eine pro Zeile, und eine optionale Spalte exchange (last, eine Zahl ab 1, oder leer für den ganzen Testfall)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>METRIC=METADATA.PATH or METRIC=METADATA.PATH&gt;=N, with @last or @N when the label rates one exchange (e.g. faithfulness=human.faithful@last), or a CSV file test_case,metric,label</source>
        <translation>METRIC=METADATA.PATH oder METRIC=METADATA.PATH&gt;=N, mit @last oder @N, wenn das Label einen Wechsel bewertet (z. B. faithfulness=human.faithful@last), oder eine CSV-Datei test_case,metric,label</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>exchange %1: exchanges count from 1 (write 1 for the first, last for the last one)</source>
        <translation>Wechsel %1: Wechsel zählen ab 1 (1 für den ersten, last für den letzten schreiben)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exchange &quot;%1&quot; is neither last nor a number (write last, a number from 1, or nothing for the whole test case)</source>
        <translation>Wechsel „%1“ ist weder last noch eine Zahl (last, eine Zahl ab 1 oder nichts für den ganzen Testfall schreiben)</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>a quoted field does not end on its line (one row per line)</source>
        <translation>ein Feld in Anführungszeichen endet nicht in seiner Zeile (eine Zeile pro Datensatz)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>text after the closing quote of a field (inside quotes, write a quote twice: &quot;&quot;)</source>
        <translation>Text nach dem schließenden Anführungszeichen eines Felds (innerhalb von Anführungszeichen wird ein Anführungszeichen doppelt geschrieben: &quot;&quot;)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a quote inside an unquoted field (quote the field and write the quote twice: &quot;say &quot;&quot;hi&quot;&quot;&quot;)</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen (das Feld in Anführungszeichen setzen und das Anführungszeichen doppelt schreiben: &quot;sag &quot;&quot;hallo&quot;&quot;&quot;)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: expected test_case,metric,label, got &quot;%2&quot;</source>
        <translation>%1: erwartet wurde test_case,metric,label, gefunden wurde „%2“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 fields, expected 3: test_case,metric,label (further columns need a name in the header)</source>
        <translation>%1: %2 Felder, erwartet wurden 3: test_case,metric,label (weitere Spalten brauchen einen Namen in der Kopfzeile)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no test case: name it as results do (its name, or #N when it has none)</source>
        <translation>%1: kein Testfall: benennen Sie ihn wie die Ergebnisse (sein Name oder #N, wenn er keinen hat)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+44"/>
        <source>%1: unknown metric &quot;%2&quot; (claimscope-cli metrics lists them)</source>
        <translation>%1: unbekannte Metrik „%2“ (claimscope-cli metrics listet sie auf)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1: label &quot;%2&quot; is neither pass nor fail</source>
        <translation>%1: das Label „%2“ ist weder pass noch fail</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+170"/>
        <source>labels &quot;%1&quot;</source>
        <translation>Labels „%1“</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>%1: expected %2</source>
        <translation>%1: erwartet wurde %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: &quot;%2&quot; is not a number; write the pass mark as one, e.g. %3=%4&gt;=3.5</source>
        <translation>%1: „%2“ ist keine Zahl; schreiben Sie die Bestehensgrenze als Zahl, z. B. %3=%4&gt;=3.5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: two @ scopes; write one, e.g. %2=%3@last</source>
        <translation>%1: zwei @-Bereiche; einen schreiben, z. B. %2=%3@last</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>@ without an exchange (write @last or @N, N from 1)</source>
        <translation>@ ohne Wechsel (@last oder @N schreiben, N ab 1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: test case &quot;%2&quot;: metadata.%3 is not a number</source>
        <translation>%1: Testfall „%2“: metadata.%3 ist keine Zahl</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: test case &quot;%2&quot;: metadata.%3 is neither true/false nor pass/fail (add &gt;=N to read it as a rating)</source>
        <translation>%1: Testfall „%2“: metadata.%3 ist weder true/false noch pass/fail (mit &gt;=N wird es als Bewertung gelesen)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no test case has metadata.%2</source>
        <translation>%1: kein Testfall hat metadata.%2</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+6"/>
        <source>%1: cannot read the labels: %2</source>
        <translation>%1: die Labels lassen sich nicht lesen: %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1: %2 MB, more than a labels file can hold (%3 MB)</source>
        <translation>%1: %2 MB, mehr als eine Label-Datei enthalten kann (%3 MB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: more than a labels file can hold (%2 MB)</source>
        <translation>%1: mehr als eine Label-Datei enthalten kann (%2 MB)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1:%2: a NUL byte: this is not a CSV text file in UTF-8 (binary data, or UTF-16 text: save it as CSV UTF-8)</source>
        <translation>%1:%2: ein NUL-Byte: das ist keine CSV-Textdatei in UTF-8 (Binärdaten oder UTF-16-Text: als CSV UTF-8 speichern)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not UTF-8 text: is this a CSV file? (save it as CSV UTF-8)</source>
        <translation>%1: kein UTF-8-Text: ist das eine CSV-Datei? (als CSV UTF-8 speichern)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: the header must begin test_case,metric,label, got &quot;%2&quot;</source>
        <translation>%1: die Kopfzeile muss mit test_case,metric,label beginnen, gefunden wurde „%2“</translation>
    </message>
</context>
<context>
    <name>claimscope::MainActions</name>
    <message>
        <location filename="../ui/shell/mainactions.cpp" line="+24"/>
        <source>&amp;New Project</source>
        <translation>&amp;Neues Projekt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start an empty project</source>
        <translation>Ein leeres Projekt beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a project or a test-case file (JSON, JSONL, YAML)</source>
        <translation>Ein Projekt oder eine Testfall-Datei öffnen (JSON, JSONL, YAML)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Test Cases…</source>
        <translation>Testfälle &amp;importieren …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the test cases of a file to this project</source>
        <translation>Die Testfälle einer Datei zu diesem Projekt hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recover &amp;Unsaved Work…</source>
        <translation>Ungespeicherte Arbeit &amp;wiederherstellen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the autosaved projects that were never saved, to recover or discard them</source>
        <translation>Die automatisch gespeicherten, nie gespeicherten Projekte auflisten, um sie wiederherzustellen oder zu verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the project</source>
        <translation>Das Projekt speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the project under a new name</source>
        <translation>Das Projekt unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Results…</source>
        <translation>Ergebnisse &amp;exportieren …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the results as an HTML report, JSON or CSV</source>
        <translation>Die Ergebnisse als HTML-Bericht, JSON oder CSV speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close Claimscope</source>
        <translation>Claimscope schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find Test Case</source>
        <translation>Testfall &amp;suchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Search the test cases by name</source>
        <translation>Die Testfälle nach Namen durchsuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import Human &amp;Labels…</source>
        <translation>Menschliche &amp;Labels importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add human pass/fail labels from the test cases&apos; metadata or from a CSV file</source>
        <translation>Menschliche Labels (bestanden/nicht bestanden) aus den Metadaten der Testfälle oder aus einer CSV-Datei hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label &amp;Next…</source>
        <translation>&amp;Nächstes labeln…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label the unlabelled results one by one with P, F and S, the most telling first (Ctrl+L)</source>
        <translation>Die ungelabelten Ergebnisse einzeln mit P, F und S labeln, die aufschlussreichsten zuerst (Strg+L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Conversation</source>
        <translation>Neues &amp;Gespräch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a conversational test case</source>
        <translation>Einen Gesprächs-Testfall hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Single-Turn Case</source>
        <translation>Neuer &amp;Single-Turn-Testfall</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a single-turn test case (input, answer, context)</source>
        <translation>Einen Single-Turn-Testfall hinzufügen (Eingabe, Antwort, Kontext)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selected test case</source>
        <translation>Den ausgewählten Testfall kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete the selected test case (undo brings it back)</source>
        <translation>Den ausgewählten Testfall löschen (Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &amp;All</source>
        <translation>&amp;Alle ausführen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run every enabled metric on every test case (F5)</source>
        <translation>Jede aktivierte Metrik auf jeden Testfall anwenden (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run as &amp;Batch</source>
        <translation>Als Ba&amp;tch ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run every enabled metric on every test case through the provider&apos;s Batch API: half price, answers within 24 h, resumed after the program is closed</source>
        <translation>Jede aktivierte Metrik auf jeden Testfall über die Batch-API des Anbieters ausführen: halber Preis, Antworten innerhalb von 24 h, nach dem Schließen des Programms fortgesetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Repeat Run…</source>
        <translation>Me&amp;hrfach ausführen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run every enabled metric on every test case several times, each time asking the judge again, and show how far the scores spread and how often verdicts flip</source>
        <translation>Jede aktivierte Metrik mehrmals auf jedem Testfall ausführen, den Judge jedes Mal neu fragen und zeigen, wie weit die Scores streuen und wie oft Urteile kippen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &amp;Selected Test Case</source>
        <translation>Aus&amp;gewählten Testfall ausführen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run every enabled metric on the selected test case (Ctrl+F5)</source>
        <translation>Jede aktivierte Metrik auf den ausgewählten Testfall anwenden (Strg+F5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try on Labelled Cases</source>
        <translation>Auf gelabelten Fällen t&amp;esten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the labelled metrics on the labelled test cases of the tuning part and compare the run with the baseline (Ctrl+Shift+F5)</source>
        <translation>Die gelabelten Metriken auf den gelabelten Testfällen des Tuning-Teils ausführen und den Lauf mit der Baseline vergleichen (Strg+Umschalt+F5)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>While presenting: the next tab (the walk, the Summary), then the comparison of two runs (Ctrl+PgDown)</source>
        <translation>Beim Präsentieren: der nächste Reiter (der Rundgang, die Übersicht), dann der Vergleich zweier Läufe (Strg+Bild ab)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While presenting: back to the tab before (Ctrl+PgUp)</source>
        <translation>Beim Präsentieren: zurück zum vorigen Reiter (Strg+Bild auf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Next Stop of the Walk</source>
        <translation>&amp;Nächster Halt des Durchgangs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the next claim judged ✗ or ? (or failed result) with its evidence (F8)</source>
        <translation>Die nächste mit ✗ oder ? beurteilte Aussage (oder das fehlgeschlagene Ergebnis) mit ihrem Beleg zeigen (F8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious Stop of the Walk</source>
        <translation>&amp;Vorheriger Halt des Durchgangs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the previous stop of the walk (Shift+F8)</source>
        <translation>Den vorigen Halt des Durchgangs zeigen (Umschalt+F8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next Stop</source>
        <translation>Nächster Halt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Stop</source>
        <translation>Vorheriger Halt</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Cancel Run</source>
        <translation>Lauf a&amp;bbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop the run: requests in flight are aborted (Esc)</source>
        <translation>Den Lauf anhalten: laufende Anfragen werden abgebrochen (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Judge Settings…</source>
        <translation>&amp;Judge-Einstellungen …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the judge: offline, or an OpenAI-compatible endpoint</source>
        <translation>Den Judge wählen: offline oder ein OpenAI-kompatibler Endpunkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the chat and the results, larger and in high contrast; Esc leaves (F11)</source>
        <translation>Nur Chat und Ergebnisse, größer und kontrastreich; Esc beendet (F11)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Larger type in the chat, the breakdown and the tables (Ctrl+=)</source>
        <translation>Größere Schrift im Chat, in der Aufschlüsselung und in den Tabellen (Strg+=)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Smaller type (Ctrl+-)</source>
        <translation>Kleinere Schrift (Strg+-)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actual Size</source>
        <translation>Normale Grö&amp;ße</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The type at its normal size on this screen (Ctrl+0)</source>
        <translation>Die Schrift in ihrer normalen Größe auf diesem Bildschirm (Strg+0)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next &amp;Slide</source>
        <translation>Nächste F&amp;olie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;vious Slide</source>
        <translation>Vorherige Fol&amp;ie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Lock Layout</source>
        <translation>Layout &amp;sperren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the panels in place: unlocked, a panel&apos;s title drags it elsewhere or out of the window</source>
        <translation>Die Bereiche bleiben an ihrem Platz: entsperrt zieht der Titel eines Bereichs ihn woandershin oder aus dem Fenster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;eset Layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put every panel back where it starts, sized for this screen</source>
        <translation>Jeden Bereich an seinen Ausgangsplatz zurücksetzen, bemessen für diesen Bildschirm</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;About Claimscope</source>
        <translation>&amp;Über Claimscope</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version, licences and the MTRAG data notice</source>
        <translation>Version, Lizenzen und der Hinweis zu den MTRAG-Daten</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Labels</source>
        <translation>&amp;Labels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Test Case</source>
        <translation>&amp;Testfall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &amp;Metric</source>
        <translation>&amp;Metrik ausführen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run all</source>
        <translation>Alle ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run case</source>
        <translation>Testfall ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present</source>
        <translation>Präsentieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>Die letzte Änderung rückgängig machen (Strg+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
</context>
<context>
    <name>claimscope::MainWindow</name>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+102"/>
        <source>Test cases</source>
        <translation>Testfälle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walk</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge calls</source>
        <translation>Judge-Aufrufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+233"/>
        <source>Nothing was run</source>
        <translation>Es wurde nichts ausgeführt</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 needs a run to show its score without strict mode: press F5 (unchanged steps come from the cache).</source>
        <translation>%1 muss erneut laufen, damit der Score ohne Strict-Modus erscheint: Drücken Sie F5 (unveränderte Schritte kommen aus dem Cache).</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Run #%1 is now the baseline of its dataset: the next tries are compared with it.</source>
        <translation>Lauf #%1 ist jetzt die Baseline seines Datensatzes: die nächsten Versuche werden mit ihm verglichen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run #%1 is now the baseline of %2: the next tries are compared with it.</source>
        <translation>Lauf #%1 ist jetzt die Baseline von %2: die nächsten Versuche werden mit ihm verglichen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 Then compares the run with the baseline.</source>
        <translation>%1 Vergleicht den Lauf danach mit der Baseline.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Showing kept run #%1 &quot;%2&quot;.</source>
        <translation>Aufbewahrter Lauf #%1 „%2“ wird angezeigt.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Use threshold %1 for %2</source>
        <translation>Schwellenwert %1 für %2 verwenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tune on %1 % of the labelled test cases</source>
        <translation>Auf %1 % der bewerteten Testfälle abstimmen</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Import %n human label(s)</source>
        <translation>
            <numerusform>%n menschliches Label importieren</numerusform>
            <numerusform>%n menschliche Labels importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Imported %n human label(s); undo takes them back.</source>
        <translation>
            <numerusform>%n menschliches Label importiert; Rückgängig nimmt es zurück.</numerusform>
            <numerusform>%n menschliche Labels importiert; Rückgängig nimmt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Turn %1 was removed after this result was computed: its evidence is gone. Press F5 to run again.</source>
        <translation>Turn %1 wurde entfernt, nachdem dieses Ergebnis berechnet wurde: sein Beleg ist weg. Mit F5 erneut ausführen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Turn %1 was edited after this result was computed: its evidence is not marked in the new text. Press F5 to run again.</source>
        <translation>Turn %1 wurde bearbeitet, nachdem dieses Ergebnis berechnet wurde: sein Beleg ist im neuen Text nicht markiert. Mit F5 erneut ausführen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 was edited after this result was computed; the passage it quotes is still there word for word and is marked. Press F5 to run again.</source>
        <translation>Turn %1 wurde bearbeitet, nachdem dieses Ergebnis berechnet wurde; die zitierte Stelle steht dort noch wörtlich und ist markiert. Drücken Sie F5, um erneut auszuführen.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>A batch run of this project is still at the provider: %1, round %2, %n request(s), submitted %3.

Resume it now? Its answers are read back, nothing is sent again.</source>
        <translation>
            <numerusform>Ein Batch-Lauf dieses Projekts liegt noch beim Anbieter: %1, Runde %2, %n Anfrage, eingereicht %3.

Jetzt fortsetzen? Seine Antworten werden abgeholt, nichts wird erneut gesendet.</numerusform>
            <numerusform>Ein Batch-Lauf dieses Projekts liegt noch beim Anbieter: %1, Runde %2, %n Anfragen, eingereicht %3.

Jetzt fortsetzen? Seine Antworten werden abgeholt, nichts wird erneut gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resume Batch Run</source>
        <translation>Batch-Lauf fortsetzen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Repeat Run</source>
        <translation>Mehrfach ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run every enabled metric on every test case this many times. Each repetition asks the judge again (the offline judge always answers the same); the results show the spread and how often each verdict flipped.</source>
        <translation>Jede aktivierte Metrik so oft auf jedem Testfall ausführen. Jede Wiederholung fragt den Judge neu (der Offline-Judge antwortet immer gleich); die Ergebnisse zeigen die Streuung und wie oft jedes Urteil kippte.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Change judge settings</source>
        <translation>Judge-Einstellungen ändern</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1[*] — Claimscope</source>
        <translation>%1[*] — Claimscope</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Judge: offline (lexical)</source>
        <translation>Judge: offline (lexikalisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge: %1</source>
        <translation>Judge: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in judge: no network, no key. Change it in Run › Judge Settings.</source>
        <translation>Der eingebaute Judge: kein Netzwerk, kein Schlüssel. Ändern lässt er sich unter Ausführen › Judge-Einstellungen.</translation>
    </message>
</context>
<context>
    <name>claimscope::MetricCard</name>
    <message>
        <location filename="../ui/metrics/metriccard.cpp" line="+36"/>
        <source>Show all parameters of %1</source>
        <translation>Alle Parameter von %1 zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Include %1 in runs (F5)</source>
        <translation>%1 in Läufe einbeziehen (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follows %1&apos;s definition (see METRICS.md)</source>
        <translation>Folgt der Definition von %1 (siehe METRICS.md)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run only %1 on every test case it applies to</source>
        <translation>Nur %1 ausführen, auf allen Testfällen, für die die Metrik gilt</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Not for the selected test case: %1</source>
        <translation>Nicht für den ausgewählten Testfall: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::MetricCounts</name>
    <message numerus="yes">
        <location filename="../results/metriccounts.cpp" line="+10"/>
        <source>%n metric(s)</source>
        <translation>
            <numerusform>%n Metrik</numerusform>
            <numerusform>%n Metriken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 of %n metric(s) enabled</source>
        <translation>
            <numerusform>%1 von %n Metrik aktiviert</numerusform>
            <numerusform>%1 von %n Metriken aktiviert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 of %Ln result(s)</source>
        <translation>
            <numerusform>%1 von %Ln Ergebnis</numerusform>
            <numerusform>%1 von %Ln Ergebnissen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::MetricRegistry</name>
    <message>
        <location filename="../metrics/registry.cpp" line="+72"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> from %1 to %2</source>
        <translation> von %1 bis %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ≥ %1</source>
        <translation> ≥ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ≤ %1</source>
        <translation> ≤ %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected true or false, got %1</source>
        <translation>erwartet wurde true oder false, gefunden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a whole number%1, got %2</source>
        <translation>erwartet wurde eine ganze Zahl%1, gefunden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a number%1, got %2</source>
        <translation>erwartet wurde eine Zahl%1, gefunden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected one of %1, got %2</source>
        <translation>erwartet wurde einer der Werte %1, gefunden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a non-empty list of numbers%1, got %2</source>
        <translation>erwartet wurde eine nicht leere Liste von Zahlen%1, gefunden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an object of weights (%1), got %2</source>
        <translation>erwartet wurde ein Objekt mit Gewichten (%1), gefunden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown weight &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Gewicht „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weight &quot;%1&quot; must be a number%2, got %3</source>
        <translation>das Gewicht „%1“ muss eine Zahl%2 sein, gefunden: %3</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1.%2: no such parameter (known: %3)</source>
        <translation>%1.%2: diesen Parameter gibt es nicht (bekannt: %3)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Minimum score that passes.</source>
        <translation>Mindest-Score zum Bestehen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Binary scoring: anything below 1 becomes 0 and the threshold becomes 1.</source>
        <translation>Binäre Bewertung: alles unter 1 wird 0, und der Schwellenwert wird 1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ask the judge to explain the score (no reason calls when off).</source>
        <translation>Den Judge den Score begründen lassen (ausgeschaltet: keine Begründungsaufrufe).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How many truths to ask for per document (prompt wording only; none: all).</source>
        <translation>Wie viele Fakten pro Dokument erfragt werden (betrifft nur die Formulierung des Prompts; nicht gesetzt: alle).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Count claims the context neither supports nor contradicts (idk) as unfaithful.</source>
        <translation>Behauptungen, die der Kontext weder stützt noch widerlegt (idk), als untreu zählen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How many exchanges (user → assistant units) each sliding window covers.</source>
        <translation>Wie viele Austausche (Einheiten Benutzer → Assistent) jedes gleitende Fenster umfasst.</translation>
    </message>
</context>
<context>
    <name>claimscope::MetricRun</name>
    <message>
        <location filename="../metrics/engine/metricrun.cpp" line="+44"/>
        <source>out of memory while computing %1 on this test case: its texts need more memory than there is; shorten them, or free some memory</source>
        <translation>Speicher erschöpft beim Berechnen von %1 für diesen Testfall: Seine Texte brauchen mehr Speicher, als vorhanden ist; kürzen Sie sie oder geben Sie Speicher frei</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>step %1 failed: %2</source>
        <translation>Schritt %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>claimscope::MetricSummaryCard</name>
    <message>
        <location filename="../ui/summary/metricsummarycard.cpp" line="+37"/>
        <source>%1 &lt;span style=&quot;color:gray&quot;&gt;· %2&lt;/span&gt;</source>
        <translation>%1 &lt;span style=&quot;color:gray&quot;&gt;· %2&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click a bar to see the results with those scores</source>
        <translation>Auf einen Balken klicken, um die Ergebnisse mit diesen Werten zu sehen</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n Ergebnis</numerusform>
            <numerusform>%n Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, all test cases</source>
        <translation>, alle Testfälle</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>✓ %n passed (%1 %)</source>
        <translation>
            <numerusform>✓ %n bestanden (%1 %)</numerusform>
            <numerusform>✓ %n bestanden (%1 %)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>✗ %n failed</source>
        <translation>
            <numerusform>✗ %n nicht bestanden</numerusform>
            <numerusform>✗ %n nicht bestanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>⚠ %n error(s)</source>
        <translation>
            <numerusform>⚠ %n Fehler</numerusform>
            <numerusform>⚠ %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>⚠ %n partial</source>
        <translation>
            <numerusform>⚠ %n teilweise</numerusform>
            <numerusform>⚠ %n teilweise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>⊘ %n skipped</source>
        <translation>
            <numerusform>⊘ %n übersprungen</numerusform>
            <numerusform>⊘ %n übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>⟳ %n waiting</source>
        <translation>
            <numerusform>⟳ %n wartet</numerusform>
            <numerusform>⟳ %n warten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean %1</source>
        <translation>Mittelwert %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no scores</source>
        <translation>keine Werte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every result of this metric, labelled or not, passed or failed on its own score (the whole test case&apos;s). The Agreement dock counts only the labelled results, on the score each label rates.
Click a count to see those results</source>
        <translation>Jedes Ergebnis dieser Metrik, gelabelt oder nicht, bestanden oder nicht nach seinem eigenen Score (dem des ganzen Testfalls). Das Übereinstimmungs-Panel zählt nur die gelabelten Ergebnisse, nach dem Score, den jedes Label bewertet.
Eine Zahl anklicken, um diese Ergebnisse zu sehen</translation>
    </message>
</context>
<context>
    <name>claimscope::MetricsPanel</name>
    <message>
        <location filename="../ui/metrics/metricspanel.cpp" line="+30"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enable every metric</source>
        <translation>Jede Metrik aktivieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disable every metric</source>
        <translation>Jede Metrik deaktivieren</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enable %1</source>
        <translation>%1 aktivieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disable %1</source>
        <translation>%1 deaktivieren</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%n not for this test case</source>
        <translation>
            <numerusform>%n nicht für diesen Testfall</numerusform>
            <numerusform>%n nicht für diesen Testfall</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Enable all metrics</source>
        <translation>Alle Metriken aktivieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disable all metrics</source>
        <translation>Alle Metriken deaktivieren</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>claimscope::OfflineAnswers</name>
    <message>
        <location filename="../metrics/judge/offline/offlineanswers.cpp" line="+156"/>
        <source>Not a factual statement; nothing to check.</source>
        <translation>Keine Tatsachenaussage; nichts zu prüfen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Supported by document %1: &quot;%2&quot;</source>
        <translation>Gestützt durch Dokument %1: „%2“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supported by document %1.</source>
        <translation>Gestützt durch Dokument %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not supported by the documents: %1</source>
        <translation>Von den Dokumenten nicht gestützt: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The offline judge does not know the step &quot;%1&quot;.</source>
        <translation>Der Offline-Judge kennt den Schritt „%1“ nicht.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>This step hands the offline judge %L1 characters of text; it reads at most %L2 per step. Shorten the answer or its context, split the conversation, or use a model judge.</source>
        <translation>Dieser Schritt übergibt dem Offline-Judge %L1 Zeichen Text; er liest höchstens %L2 pro Schritt. Kürzen Sie die Antwort oder ihren Kontext, teilen Sie die Konversation auf oder verwenden Sie einen Modell-Judge.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Epistemic Consistency needs a generator model or pre-generated samples; the offline judge cannot write samples.</source>
        <translation>Epistemic Consistency braucht ein Generator-Modell oder vorab erzeugte Stichproben; der Offline-Judge kann keine Stichproben schreiben.</translation>
    </message>
</context>
<context>
    <name>claimscope::OfflineEmbedder</name>
    <message>
        <location filename="../metrics/judge/offline/offlineembedder.cpp" line="+18"/>
        <source>Offline (lexical)</source>
        <translation>Offline (lexikalisch)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>These texts hand the offline embedder %L1 characters; it reads at most %L2 at once. Shorten the answer or its context, or use an embedding model.</source>
        <translation>Diese Texte übergeben dem Offline-Embedder %L1 Zeichen; er liest höchstens %L2 auf einmal. Kürzen Sie die Antwort oder ihren Kontext oder verwenden Sie ein Embedding-Modell.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>out of memory while the offline embedder read these texts</source>
        <translation>Speicher erschöpft, während der Offline-Embedder diese Texte las</translation>
    </message>
</context>
<context>
    <name>claimscope::OfflineJudge</name>
    <message>
        <location filename="../metrics/judge/offline/offlinejudge.cpp" line="+21"/>
        <source>Offline (lexical)</source>
        <translation>Offline (lexikalisch)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>out of memory while the offline judge answered %1</source>
        <translation>Speicher erschöpft, während der Offline-Judge %1 beantwortete</translation>
    </message>
</context>
<context>
    <name>claimscope::OpenAiEmbedder</name>
    <message>
        <location filename="../metrics/judge/openaiembedder.cpp" line="+81"/>
        <source>the embeddings endpoint at %1 has no request scheduler</source>
        <translation>der Embeddings-Endpunkt unter %1 hat keinen Request-Scheduler</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 — check the API key in the environment variable %2</source>
        <translation>%1 — prüfen Sie den API-Schlüssel in der Umgebungsvariablen %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+50"/>
        <source>the embeddings endpoint at %1 returned vectors of %2 and %3 dimensions</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte Vektoren mit %2 und mit %3 Dimensionen</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>the embeddings endpoint at %1 answered with HTML, not JSON: is the base URL right (…/v1)?</source>
        <translation>der Embeddings-Endpunkt unter %1 antwortete mit HTML statt JSON: stimmt die Basis-URL (…/v1)?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the embeddings endpoint at %1 answered with something that is not JSON: %2</source>
        <translation>der Embeddings-Endpunkt unter %1 antwortete mit etwas, das kein JSON ist: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the embeddings endpoint at %1 returned %2 for %3</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte %2 für %3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n vector(s)</source>
        <translation>
            <numerusform>%n Vektor</numerusform>
            <numerusform>%n Vektoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n input(s)</source>
        <translation>
            <numerusform>%n Eingabe</numerusform>
            <numerusform>%n Eingaben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the embeddings endpoint at %1 returned a vector without a valid index</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte einen Vektor ohne gültigen Index</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the embeddings endpoint at %1 returned index %2 twice</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte den Index %2 zweimal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embeddings endpoint at %1 returned no embedding at index %2</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte kein Embedding für Index %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the embeddings endpoint at %1 returned a non-numeric value at index %2</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte bei Index %2 einen nicht numerischen Wert</translation>
    </message>
</context>
<context>
    <name>claimscope::OpenAiJudge</name>
    <message>
        <location filename="../metrics/judge/openaijudge.cpp" line="+118"/>
        <source>the judge at %1 has no request scheduler</source>
        <translation>der Judge unter %1 hat keinen Request-Scheduler</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the judge at %1 answered HTTP %2 with an HTML page, not JSON: is the base URL right (…/v1)?</source>
        <translation>der Judge unter %1 antwortete mit HTTP %2 und einer HTML-Seite statt JSON: stimmt die Basis-URL (…/v1)?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — no API key is set: put it in the environment variable %2</source>
        <translation>%1 — es ist kein API-Schlüssel gesetzt: hinterlegen Sie ihn in der Umgebungsvariablen %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — check the API key in the environment variable %2</source>
        <translation>%1 — prüfen Sie den API-Schlüssel in der Umgebungsvariablen %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — is the base URL right (…/v1) and does the model &quot;%2&quot; exist there?</source>
        <translation>%1 — stimmt die Basis-URL (…/v1), und gibt es dort das Modell „%2“?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the judge at %1 answered with HTML, not JSON: is the base URL right (…/v1)?</source>
        <translation>der Judge unter %1 antwortete mit HTML statt JSON: stimmt die Basis-URL (…/v1)?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the judge at %1 answered with something that is not JSON: %2</source>
        <translation>der Judge unter %1 antwortete mit etwas, das kein JSON ist: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the judge at %1 answered without any choices: %2</source>
        <translation>der Judge unter %1 antwortete ohne choices: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the judge at %1 answered without choices[0].message.content</source>
        <translation>der Judge unter %1 antwortete ohne choices[0].message.content</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the judge at %1 refused to answer: %2</source>
        <translation>der Judge unter %1 hat die Antwort verweigert: %2</translation>
    </message>
</context>
<context>
    <name>claimscope::OutputFile</name>
    <message>
        <location filename="../model/outputfile.cpp" line="+41"/>
        <source>standard output</source>
        <translation>Standardausgabe</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+52"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+26"/>
        <source>not open</source>
        <translation>nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>claimscope::OversizedTexts</name>
    <message>
        <location filename="../model/oversizedtexts.cpp" line="+57"/>
        <source>[%1 MiB of text left out: longer than a text may be]</source>
        <translation>[%1 MiB Text ausgelassen: länger, als ein Text sein darf]</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>is %1 MiB long, more than the %2 MiB a text may have (about a million tokens, more than a judge reads at once); this test case is not judged: shorten the text to the part to be judged, or split it over several test cases</source>
        <translation>ist %1 MiB lang, mehr als die %2 MiB, die ein Text haben darf (etwa eine Million Tokens, mehr als ein Judge auf einmal liest); dieser Testfall wird nicht bewertet: Kürzen Sie den Text auf den zu bewertenden Teil oder teilen Sie ihn auf mehrere Testfälle auf</translation>
    </message>
</context>
<context>
    <name>claimscope::PackedResult</name>
    <message>
        <location filename="../results/packedresult.cpp" line="+102"/>
        <source>Details unavailable</source>
        <translation>Details nicht verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The windows and verdicts of this result could not be read back from the temporary file that holds them. Run the metric again to see them.</source>
        <translation>Die Fenster und Urteile dieses Ergebnisses konnten nicht aus der temporären Datei gelesen werden, die sie enthält. Führen Sie die Metrik erneut aus, um sie zu sehen.</translation>
    </message>
</context>
<context>
    <name>claimscope::ParamEditor</name>
    <message>
        <location filename="../ui/metrics/parameditor.cpp" line="+75"/>
        <source>Range: %1 to %2.</source>
        <translation>Bereich: %1 bis %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At least %1.</source>
        <translation>Mindestens %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>none</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Default: %1.</source>
        <translation>Standard: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameter: %1</source>
        <translation>Parameter: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No value: %1</source>
        <translation>Kein Wert: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>e.g. 0.7, 0.8, 0.9</source>
        <translation>z. B. 0.7, 0.8, 0.9</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Sum %1</source>
        <translation>Summe %1</translation>
    </message>
</context>
<context>
    <name>claimscope::ParamNames</name>
    <message>
        <location filename="../metrics/paramnames.cpp" line="+32"/>
        <location line="+3"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>claimscope::PlaceholderHighlighter</name>
    <message>
        <location filename="../ui/templates/placeholderhighlighter.cpp" line="+38"/>
        <source>This step offers no such placeholder</source>
        <translation>Diesen Platzhalter bietet dieser Schritt nicht</translation>
    </message>
</context>
<context>
    <name>claimscope::PlanningEmbedder</name>
    <message>
        <location filename="../metrics/judge/planningjudge.cpp" line="+91"/>
        <source>%1 (dry run)</source>
        <translation>%1 (Probelauf)</translation>
    </message>
</context>
<context>
    <name>claimscope::PlanningJudge</name>
    <message>
        <location line="-64"/>
        <source>%1 (dry run)</source>
        <translation>%1 (Probelauf)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(known after the run)</source>
        <translation>(nach dem Lauf bekannt)</translation>
    </message>
</context>
<context>
    <name>claimscope::PresentationSlides</name>
    <message>
        <location filename="../ui/shell/presentationslides.cpp" line="+28"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide %1 of %2: %3</source>
        <translation>Folie %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · next: %2 (Ctrl+PgDown)</source>
        <translation>%1 · als Nächstes: %2 (Strg+Bild ab)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · last: Comparison</source>
        <translation>%1 · zuletzt: Vergleich</translation>
    </message>
</context>
<context>
    <name>claimscope::ProjectDocument</name>
    <message>
        <location filename="../ui/document/projectdocument.cpp" line="+46"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Delete “%1”</source>
        <translation>„%1“ löschen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Clear the human label of %1 on %2</source>
        <translation>Das menschliche Label von %1 für %2 entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label %1 on %2 as pass</source>
        <translation>%1 für %2 als bestanden labeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label %1 on %2 as fail</source>
        <translation>%1 für %2 als nicht bestanden labeln</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your verdict on the claim “%1”: %2</source>
        <translation>Ihr Urteil über die Behauptung „%1“: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear your verdict on the claim “%1”</source>
        <translation>Ihr Urteil über die Behauptung „%1“ entfernen</translation>
    </message>
</context>
<context>
    <name>claimscope::ProjectFile</name>
    <message>
        <location filename="../model/projectfile.cpp" line="+37"/>
        <source>missing; a Claimscope project starts with &quot;version&quot;: %1</source>
        <translation>fehlt; ein Claimscope-Projekt beginnt mit &quot;version&quot;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a whole number, got %1</source>
        <translation>erwartet wurde eine ganze Zahl, gefunden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a version ≥ 1, got %1</source>
        <translation>erwartet wurde eine Version ≥ 1, gefunden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the project was written by a newer Claimscope (file version %1, this one reads up to %2); update Claimscope to open it</source>
        <translation>das Projekt wurde von einem neueren Claimscope geschrieben (Dateiversion %1, dieses liest bis %2); aktualisieren Sie Claimscope, um es zu öffnen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>expected {&quot;metric&quot;: {&quot;test case&quot;: {&quot;pass&quot;: true or false}}}</source>
        <translation>erwartet wurde {&quot;metric&quot;: {&quot;test case&quot;: {&quot;pass&quot;: true oder false}}}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected {&quot;pass&quot;: true or false}</source>
        <translation>erwartet wurde {&quot;pass&quot;: true oder false}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected &quot;last&quot; or an exchange number from 1</source>
        <translation>erwartet „last“ oder eine Wechselnummer ab 1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>is larger than %1 MiB</source>
        <translation>ist größer als %1 MiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be opened: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a Claimscope project: an object with &quot;version&quot; and &quot;test_cases&quot;; open test-case files with File › Import</source>
        <translation>erwartet wurde ein Claimscope-Projekt: ein Objekt mit &quot;version&quot; und &quot;test_cases&quot;; öffnen Sie Testfall-Dateien mit Datei › Testfälle importieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a list of test cases ([] for none)</source>
        <translation>erwartet wurde eine Liste von Testfällen ([] für keine)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected {&quot;metric&quot;: {&quot;test case&quot;: {&quot;claim&quot;: &quot;yes&quot;, &quot;no&quot; or &quot;idk&quot;}}}</source>
        <translation>erwartet wurde {&quot;metric&quot;: {&quot;test case&quot;: {&quot;claim&quot;: &quot;yes&quot;, &quot;no&quot; oder &quot;idk&quot;}}}</translation>
    </message>
</context>
<context>
    <name>claimscope::ProjectSettings</name>
    <message>
        <location filename="../model/projectsettings.cpp" line="+38"/>
        <source>expected a string</source>
        <translation>erwartet wurde ein String</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a whole number ≥ %1</source>
        <translation>erwartet wurde eine ganze Zahl ≥ %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected &quot;offline&quot; or &quot;openai-compatible&quot;, got &quot;%1&quot;</source>
        <translation>erwartet wurde „offline“ oder „openai-compatible“, gefunden: „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected json_schema, json_object or none</source>
        <translation>erwartet wurde json_schema, json_object oder none</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; needs input_per_1k and output_per_1k as numbers ≥ 0</source>
        <translation>„%1“ braucht input_per_1k und output_per_1k als Zahlen ≥ 0</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>expected an object</source>
        <translation>erwartet wurde ein Objekt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected an object of parameters</source>
        <translation>erwartet wurde ein Objekt mit Parametern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected true or false</source>
        <translation>erwartet wurde true oder false</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an object of metric id → parameters</source>
        <translation>erwartet wurde ein Objekt Metrik-ID → Parameter</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected the template text</source>
        <translation>erwartet wurde der Text der Vorlage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an object of step → template text</source>
        <translation>erwartet wurde ein Objekt Schritt → Vorlagentext</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a number from 0 to 1, the share of labelled test cases to tune on (e.g. 0.6), got %1</source>
        <translation>erwartet eine Zahl von 0 bis 1, den Anteil der bewerteten Testfälle zum Abstimmen (z. B. 0.6), erhalten: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an object such as {&quot;tuning_share&quot;: 0.6}</source>
        <translation>erwartet ein Objekt wie {&quot;tuning_share&quot;: 0.6}</translation>
    </message>
</context>
<context>
    <name>claimscope::PromptPreviewer</name>
    <message>
        <location filename="../ui/templates/promptpreviewer.cpp" line="+71"/>
        <source>This step is not reached for the selected test case (for example, there is no retrieval context to judge).</source>
        <translation>Dieser Schritt wird für den ausgewählten Testfall nicht erreicht (zum Beispiel, weil es keinen Retrieval-Kontext zu bewerten gibt).</translation>
    </message>
</context>
<context>
    <name>claimscope::ReadDiagnostics</name>
    <message>
        <location filename="../model/readdiagnostics.cpp" line="+63"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>line %1, %2</source>
        <translation>Zeile %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>stopped after %n error(s); fix these and read the file again</source>
        <translation>
            <numerusform>nach %n Fehler abgebrochen; beheben Sie ihn und lesen Sie die Datei erneut</numerusform>
            <numerusform>nach %n Fehlern abgebrochen; beheben Sie diese und lesen Sie die Datei erneut</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>claimscope::ReasonWriter</name>
    <message numerus="yes">
        <location filename="../metrics/judge/offline/reasonwriter.cpp" line="+26"/>
        <location line="+109"/>
        <source>(and %n more)</source>
        <translation>
            <numerusform>(und %n weitere)</numerusform>
            <numerusform>(und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-68"/>
        <source>The score is %1: no claim of the output contradicts the retrieval context, but claims it neither backs nor contradicts count against the score.</source>
        <translation>Der Score ist %1: Keine Aussage der Ausgabe widerspricht dem Abrufkontext, aber Aussagen, die er weder stützt noch widerlegt, zählen gegen den Score.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The score is %1 because no claim of the output contradicts the retrieval context.</source>
        <translation>Der Score ist %1, weil keine Behauptung der Ausgabe dem Retrieval-Kontext widerspricht.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The score is %1 because %n claim(s) of the output are contradicted or not backed by the retrieval context: %2%3.</source>
        <translation>
            <numerusform>Der Score ist %1, weil %n Behauptung der Ausgabe vom Retrieval-Kontext widerlegt oder nicht gedeckt wird: %2%3.</numerusform>
            <numerusform>Der Score ist %1, weil %n Behauptungen der Ausgabe vom Retrieval-Kontext widerlegt oder nicht gedeckt werden: %2%3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The score is %1.</source>
        <translation>Der Score ist %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n statement(s) of the retrieval context relate to the input, such as %1%2.</source>
        <translation>
            <numerusform>%n Aussage des Retrieval-Kontexts bezieht sich auf die Eingabe, etwa %1%2.</numerusform>
            <numerusform>%n Aussagen des Retrieval-Kontexts beziehen sich auf die Eingabe, etwa %1%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n statement(s) do not, such as %1%2.</source>
        <translation>
            <numerusform>%n Aussage tut das nicht, etwa %1%2.</numerusform>
            <numerusform>%n Aussagen tun das nicht, etwa %1%2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The retrieval context gave no statements to judge.</source>
        <translation>Der Retrieval-Kontext lieferte keine Aussagen zum Bewerten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The score is %1 because every reply addresses what was asked.</source>
        <translation>Der Score ist %1, weil jede Antwort auf das Gefragte eingeht.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The score is %1 because %n reply/replies did not address the conversation: %2%3.</source>
        <translation>
            <numerusform>Der Score ist %1, weil %n Antwort nicht auf das Gespräch einging: %2%3.</numerusform>
            <numerusform>Der Score ist %1, weil %n Antworten nicht auf das Gespräch eingingen: %2%3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The final score is %1.</source>
        <translation>Der endgültige Score ist %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The final score is %1, the mean of %n window(s).</source>
        <translation>
            <numerusform>Der endgültige Score ist %1, der Mittelwert aus %n Fenster.</numerusform>
            <numerusform>Der endgültige Score ist %1, der Mittelwert aus %n Fenstern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>There were no windows to judge.</source>
        <translation>Es gab keine Fenster zu bewerten.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n other window(s) also lost points: %1</source>
        <translation>
            <numerusform>Auch %n weiteres Fenster verlor Punkte: %1</numerusform>
            <numerusform>Auch %n weitere Fenster verloren Punkte: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RecoveryDialog</name>
    <message>
        <location filename="../ui/shell/recoverydialog.cpp" line="+19"/>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Claimscope closed without saving %n project(s). Their autosaved copies are still on disk:</source>
        <translation>
            <numerusform>Claimscope wurde beendet, ohne %n Projekt zu speichern. Die automatisch gespeicherte Kopie ist noch vorhanden:</numerusform>
            <numerusform>Claimscope wurde beendet, ohne %n Projekte zu speichern. Ihre automatisch gespeicherten Kopien sind noch vorhanden:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autosaved</source>
        <translation>Automatisch gespeichert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Autosave: %1</source>
        <translation>Automatische Sicherung: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The window holds one project at a time: recover one now and save it. The others stay on disk and are offered again at the next start and from the File menu (Recover Unsaved Work…). Only Discard deletes an autosave.</source>
        <translation>Das Fenster zeigt jeweils ein Projekt: Stellen Sie jetzt eines wieder her und speichern Sie es. Die anderen bleiben erhalten und werden beim nächsten Start und im Menü Datei (Ungespeicherte Arbeit wiederherstellen …) wieder angeboten. Nur „Verwerfen“ löscht eine automatische Sicherung.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard…</source>
        <translation>&amp;Verwerfen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep for Later</source>
        <translation>Für &amp;später behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected project; its autosave stays until you save it</source>
        <translation>Das ausgewählte Projekt öffnen; seine automatische Sicherung bleibt, bis Sie es speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected autosaves for good</source>
        <translation>Die ausgewählten automatischen Sicherungen endgültig löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave every autosave on disk and offer it again later</source>
        <translation>Alle automatischen Sicherungen behalten und später wieder anbieten</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not saved; opened from %1</source>
        <translation>nicht gespeichert; geöffnet aus %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none since it was opened</source>
        <translation>keine seit dem Öffnen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n edit(s)</source>
        <translation>
            <numerusform>%n Änderung</numerusform>
            <numerusform>%n Änderungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n edit(s), the last: %1</source>
        <translation>
            <numerusform>%n Änderung, zuletzt: %1</numerusform>
            <numerusform>%n Änderungen, zuletzt: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RelevanceRules</name>
    <message>
        <location filename="../metrics/judge/offline/relevancerules.cpp" line="+41"/>
        <source>It speaks of %1, which the user&apos;s questions ask about.</source>
        <translation>Er spricht von %1, wonach die Fragen des Nutzers fragen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It gives %1, the kind of answer the user&apos;s questions ask for.</source>
        <translation>Er gibt %1, die Art Antwort, nach der die Fragen des Nutzers verlangen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The user&apos;s questions ask for nothing specific that this statement answers.</source>
        <translation>Die Fragen des Nutzers verlangen nichts Bestimmtes, das diese Aussage beantwortet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It says nothing about %1, which the user&apos;s questions ask about.</source>
        <translation>Er sagt nichts über %1, wonach die Fragen des Nutzers fragen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no assistant reply to judge.</source>
        <translation>Es gibt keine Antwort des Assistenten zu bewerten.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The reply opens the conversation; nothing was asked yet.</source>
        <translation>Die Antwort eröffnet das Gespräch; gefragt wurde noch nichts.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The user is wrapping up and the reply acknowledges it.</source>
        <translation>Der Benutzer beendet das Gespräch, und die Antwort geht darauf ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The user&apos;s message asks for nothing specific, so the reply fits it.</source>
        <translation>Die Nachricht des Benutzers fragt nach nichts Bestimmtem, also passt die Antwort.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The reply only offers courtesies; the user asked about %1.</source>
        <translation>Die Antwort besteht nur aus Höflichkeiten; der Benutzer fragte nach %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reply takes up %1 from the user&apos;s message.</source>
        <translation>Die Antwort greift %1 aus der Nachricht des Benutzers auf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reply answers what the user asked (%1) with %2.</source>
        <translation>Die Antwort beantwortet die Frage des Benutzers (%1) mit %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The reply continues the conversation&apos;s topic (%1).</source>
        <translation>Die Antwort setzt das Thema des Gesprächs fort (%1).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reply does not take up what the user asked about (%1).</source>
        <translation>Die Antwort greift nicht auf, wonach der Benutzer gefragt hat (%1).</translation>
    </message>
</context>
<context>
    <name>claimscope::RepeatStats</name>
    <message numerus="yes">
        <location filename="../model/repeatstats.cpp" line="+18"/>
        <source>over %n repetition(s): no score</source>
        <translation>
            <numerusform>über %n Wiederholung: kein Score</numerusform>
            <numerusform>über %n Wiederholungen: kein Score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>over %n repetition(s): mean %1 ± %2, range %3–%4, passed %5 of %6, flip rate %7</source>
        <translation>
            <numerusform>über %n Wiederholung: Mittelwert %1 ± %2, Spanne %3–%4, %5 von %6 bestanden, Kipprate %7</numerusform>
            <numerusform>über %n Wiederholungen: Mittelwert %1 ± %2, Spanne %3–%4, %5 von %6 bestanden, Kipprate %7</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source> (%n without a score)</source>
        <translation>
            <numerusform> (%n ohne Score)</numerusform>
            <numerusform> (%n ohne Score)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2/%3 pass)</source>
        <translation>%1 (%2/%3 bestanden)</translation>
    </message>
</context>
<context>
    <name>claimscope::RequestScheduler</name>
    <message>
        <location filename="../metrics/judge/transport/requestscheduler.cpp" line="+51"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 (gave up after %n attempts)</source>
        <translation>
            <numerusform>%1 (nach %n Versuch aufgegeben)</numerusform>
            <numerusform>%1 (nach %n Versuchen aufgegeben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+158"/>
        <source>the budget of %n request(s) per minute</source>
        <translation>
            <numerusform>das Budget von %n Anfrage pro Minute</numerusform>
            <numerusform>das Budget von %n Anfragen pro Minute</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the budget of %1 tokens per minute</source>
        <translation>das Budget von %1 Tokens pro Minute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no requests left until its limit resets (x-ratelimit-remaining-requests)</source>
        <translation>%1 erlaubt keine weiteren Anfragen, bis sein Limit zurückgesetzt wird (x-ratelimit-remaining-requests)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has too few tokens left until its limit resets (x-ratelimit-remaining-tokens)</source>
        <translation>%1 hat zu wenige Tokens übrig, bis sein Limit zurückgesetzt wird (x-ratelimit-remaining-tokens)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>not sent: %1</source>
        <translation>nicht gesendet: %1</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>answer too large: %1 sent more than %2 MiB; ask for shorter answers or check the base URL</source>
        <translation>Antwort zu groß: %1 sandte mehr als %2 MiB; bitten Sie um kürzere Antworten oder prüfen Sie die Basis-URL</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no answer from %1 within %2 s</source>
        <translation>keine Antwort von %1 innerhalb von %2 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer within %1 s</source>
        <translation>keine Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the answer broke off: %2</source>
        <translation>%1: die Antwort brach ab: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HTTP %1 from %2: %3</source>
        <translation>HTTP %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%1 was redirected more than %n time(s) (last to %2); set the base URL to where the API really is</source>
        <translation>
            <numerusform>%1 wurde mehr als %n Mal umgeleitet (zuletzt nach %2); setzen Sie die Basis-URL auf die Adresse, unter der die API wirklich liegt</numerusform>
            <numerusform>%1 wurde mehr als %n Mal umgeleitet (zuletzt nach %2); setzen Sie die Basis-URL auf die Adresse, unter der die API wirklich liegt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>HTTP %1 from %2: redirects to %3, another server; the API key is never sent there: if that is the judge, set the base URL to it</source>
        <translation>HTTP %1 von %2: leitet um nach %3, auf einen anderen Server; der API-Schlüssel wird nie dorthin gesendet: wenn dort der Judge liegt, setzen Sie die Basis-URL darauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>HTTP %1 from %2: redirects to %3 without the request; check the base URL (…/v1) and set it to where the API really is</source>
        <translation>HTTP %1 von %2: leitet ohne die Anfrage um nach %3; prüfen Sie die Basis-URL (…/v1) und setzen Sie sie auf die Adresse, unter der die API wirklich liegt</translation>
    </message>
</context>
<context>
    <name>claimscope::ResultBasis</name>
    <message>
        <location filename="../results/resultbasis.cpp" line="+18"/>
        <source>the offline judge</source>
        <translation>dem Offline-Judge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 at %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the judge changed from %1 to %2</source>
        <translation>der Judge wechselte von %1 zu %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../results/resultshub.cpp" line="+134"/>
        <source>the template %1 was edited</source>
        <translation>die Vorlage %1 wurde bearbeitet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the test case was removed</source>
        <translation>der Testfall wurde entfernt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>another test case is in its place now</source>
        <translation>an seiner Stelle steht jetzt ein anderer Testfall</translation>
    </message>
</context>
<context>
    <name>claimscope::ResultsExporter</name>
    <message>
        <location filename="../ui/shell/resultsexporter.cpp" line="+67"/>
        <source>Claimscope report</source>
        <translation>Claimscope-Bericht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the metrics first (F5): there are no results yet.</source>
        <translation>Führen Sie zuerst die Metriken aus (F5): Es gibt noch keine Ergebnisse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export Results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;JSON (*.json);;CSV, one row per test case and metric (*.csv)</source>
        <translation>HTML-Bericht (*.html);;JSON (*.json);;CSV, eine Zeile je Testfall und Metrik (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Results exported to %1</source>
        <translation>Ergebnisse nach %1 exportiert</translation>
    </message>
</context>
<context>
    <name>claimscope::ResultsModel</name>
    <message>
        <location filename="../results/resultsmodel.cpp" line="+102"/>
        <location line="+20"/>
        <location line="+123"/>
        <source>✓ Pass</source>
        <translation>✓ Bestanden</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+19"/>
        <location line="+123"/>
        <source>✗ Fail</source>
        <translation>✗ Nicht bestanden</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>⚠ Error</source>
        <translation>⚠ Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⟳ Running</source>
        <translation>⟳ Läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⚠ Partial</source>
        <translation>⚠ Teilweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⊘ Skipped</source>
        <translation>⊘ Übersprungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · out of date</source>
        <translation>%1 · veraltet</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Test case</source>
        <translation>Testfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Flip rate</source>
        <translation>Kipprate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 (strict)</source>
        <translation>%1 (strikt)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 on %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score %1, threshold %2%3</source>
        <translation>Score %1, Schwellenwert %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (strict mode)</source>
        <translation> (Strict-Modus)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The score is %1 before rounding, which decides the label and pass/fail; the score shown is that rounded to two decimals, as TrustifAI reports it</source>
        <translation>Der Score ist vor dem Runden %1; dieser Wert entscheidet über Label und Bestanden/Nicht bestanden; angezeigt wird er auf zwei Nachkommastellen gerundet, wie TrustifAI ihn meldet</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>%1 (last answer)</source>
        <translation>%1 (letzte Antwort)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (exchange %2)</source>
        <translation>%1 (Austausch %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ≠ judge</source>
        <translation>%1 ≠ Judge</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Human (last answer)</source>
        <translation>Mensch (letzte Antwort)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human (exchange %1)</source>
        <translation>Mensch (Austausch %1)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>— press F5</source>
        <translation>— F5 drücken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— not scored</source>
        <translation>— nicht bewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⟳ %1</source>
        <translation>⟳ %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The metric&apos;s own grade of its score (&quot;Strong Grounding&quot;, &quot;RELIABLE&quot; …), not a person&apos;s label</source>
        <translation>Die eigene Einstufung des Scores durch die Metrik („Strong Grounding“, „RELIABLE“ …), kein Label einer Person</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score a human label on one exchange is compared with (that exchange&apos;s own score, not the whole conversation&apos;s) and the judge&apos;s pass/fail on it</source>
        <translation>Der Score, mit dem ein menschliches Label für einen Austausch verglichen wird (der Score dieses Austauschs, nicht der des ganzen Gesprächs), und das Bestanden/Nicht bestanden des Judges darauf</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As labelled</source>
        <translation>Wie gelabelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grade</source>
        <translation>Einstufung</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>The score as computed is %1: it decides the label and pass/fail; TrustifAI reports it rounded to two decimals, %2</source>
        <translation>Der berechnete Score ist %1: Er entscheidet über Label und Bestanden/Nicht bestanden; TrustifAI meldet ihn auf zwei Nachkommastellen gerundet, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Test case id: %1</source>
        <translation>Testfall-ID: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label: %1</source>
        <translation>Label: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human label: pass — the judge says fail</source>
        <translation>Menschliches Label: bestanden — der Judge sagt nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human label: fail — the judge says pass</source>
        <translation>Menschliches Label: nicht bestanden — der Judge sagt bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human label: pass</source>
        <translation>Menschliches Label: bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human label: fail</source>
        <translation>Menschliches Label: nicht bestanden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human rating: %1</source>
        <translation>Menschliche Bewertung: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The label rates %1, compared with its own score %2</source>
        <translation>Das Label bewertet %1, verglichen mit dessen eigenem Score %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The label rates %1, which this result cannot score alone: %2</source>
        <translation>Das Label bewertet %1, was dieses Ergebnis nicht allein bewerten kann: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failing step: %1</source>
        <translation>Fehlgeschlagener Schritt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped: %1</source>
        <translation>Übersprungen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repeated: %1; the rest is the last repetition&apos;s.</source>
        <translation>Wiederholt: %1; alles Übrige stammt aus der letzten Wiederholung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge calls: %1 sent, %2 from the cache</source>
        <translation>Judge-Aufrufe: %1 gesendet, %2 aus dem Cache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost —: not every call had a price (the offline judge and embeddings have none; set the judge model&apos;s price in Judge Settings), or no call was made.</source>
        <translation>Kosten —: nicht jeder Aufruf hatte einen Preis (der Offline-Judge und Embeddings haben keinen; den Preis des Judge-Modells in den Judge-Einstellungen setzen), oder es gab keinen Aufruf.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n call(s) answered in provider batches: the cost is the batch price (half the direct price).</source>
        <translation>
            <numerusform>%n Aufruf in Batches des Anbieters beantwortet: die Kosten sind der Batch-Preis (halber Direktpreis).</numerusform>
            <numerusform>%n Aufrufe in Batches des Anbieters beantwortet: die Kosten sind der Batch-Preis (halber Direktpreis).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of date — press F5: %1.</source>
        <translation>Veraltet — F5 drücken: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⟳ As labelled: from run %1, out of date.</source>
        <translation>⟳ Wie gelabelt: aus Lauf %1, veraltet.</translation>
    </message>
    <message>
        <location line="+367"/>
        <source>strict mode on</source>
        <translation>Strenger Modus an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>strict mode off</source>
        <translation>Strenger Modus aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threshold %1</source>
        <translation>Schwellenwert %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 of this session</source>
        <translation>%1 dieser Sitzung</translation>
    </message>
    <message>
        <location line="-411"/>
        <source>From the previous run; this run has not reached it yet.</source>
        <translation>Aus dem vorigen Lauf; der aktuelle Lauf ist noch nicht so weit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From an earlier run: the run that was to replace it was cancelled.</source>
        <translation>Aus einem früheren Lauf: Der Lauf, der es ersetzen sollte, wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+346"/>
        <source>strict mode was changed on a repeated result, whose earlier repetitions kept only their scores</source>
        <translation>der strenge Modus wurde bei einem wiederholten Ergebnis geändert, dessen frühere Wiederholungen nur ihre Scores behielten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strict mode was switched off on a score it had set to 0</source>
        <translation>der Strict-Modus wurde bei einem Score ausgeschaltet, den er auf 0 gesetzt hatte</translation>
    </message>
</context>
<context>
    <name>claimscope::ResultsView</name>
    <message>
        <location filename="../ui/results/resultsview.cpp" line="+127"/>
        <source>Human label: ✓ &amp;Pass</source>
        <translation>Menschliches Label: ✓ &amp;Bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human label: ✗ &amp;Fail</source>
        <translation>Menschliches Label: ✗ &amp;Nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear human label</source>
        <translation>Menschliches Label &amp;entfernen</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>All metrics</source>
        <translation>Alle Metriken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All results</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only scores at or above this</source>
        <translation>Nur Scores ab diesem Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only scores at or below this</source>
        <translation>Nur Scores bis zu diesem Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by test case, metric, reason or metadata</source>
        <translation>Nach Testfall, Metrik, Begründung oder Metadaten filtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metadata columns</source>
        <translation>Metadaten-Spalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show fields of the test cases&apos; metadata as columns</source>
        <translation>Felder aus den Metadaten der Testfälle als Spalten zeigen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Your verdict on the selected result: it should pass</source>
        <translation>Ihr Urteil über das gewählte Ergebnis: Es sollte bestehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your verdict on the selected result: it should fail</source>
        <translation>Ihr Urteil über das gewählte Ergebnis: Es sollte nicht bestehen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The test cases have no metadata</source>
        <translation>Die Testfälle haben keine Metadaten</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&lt; </source>
        <translation>&lt; </translation>
    </message>
    <message>
        <location line="+148"/>
        <source>No results yet: run some metrics.</source>
        <translation>Noch keine Ergebnisse: Führen Sie Metriken aus.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>&lt;b&gt;%1 of %n result(s) shown&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1 von %n Ergebnissen angezeigt&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%1 von %n Ergebnissen angezeigt&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&lt;b&gt;%n result(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n Ergebnis&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n Ergebnisse&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>✓ %n passed</source>
        <translation>
            <numerusform>✓ %n bestanden</numerusform>
            <numerusform>✓ %n bestanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>✗ %n failed</source>
        <translation>
            <numerusform>✗ %n nicht bestanden</numerusform>
            <numerusform>✗ %n nicht bestanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>⚠ %n partial</source>
        <translation>
            <numerusform>⚠ %n teilweise</numerusform>
            <numerusform>⚠ %n teilweise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>⊘ %n skipped</source>
        <translation>
            <numerusform>⊘ %n übersprungen</numerusform>
            <numerusform>⊘ %n übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>⟳ %n waiting for this run</source>
        <translation>
            <numerusform>⟳ %n in diesem Lauf noch ausstehend</numerusform>
            <numerusform>⟳ %n in diesem Lauf noch ausstehend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>⟳ %n out of date — press F5</source>
        <translation>
            <numerusform>⟳ %n veraltet — F5 drücken</numerusform>
            <numerusform>⟳ %n veraltet — F5 drücken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The selected result, %1 · %2, is hidden by the filter</source>
        <translation>Das ausgewählte Ergebnis, %1 · %2, ist vom Filter ausgeblendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>selected result hidden</source>
        <translation>ausgewähltes Ergebnis ausgeblendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show all</source>
        <translation>Alle anzeigen</translation>
    </message>
    <message numerus="yes">
        <location line="-21"/>
        <source>⚠ %n error(s)</source>
        <translation>
            <numerusform>⚠ %n Fehler</numerusform>
            <numerusform>⚠ %n Fehler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RocChart</name>
    <message>
        <location filename="../ui/charts/rocchart.cpp" line="+38"/>
        <source>ROC curve</source>
        <translation>ROC-Kurve</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>false pass rate</source>
        <translation>Falsch-bestanden-Rate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>true pass rate</source>
        <translation>Richtig-bestanden-Rate</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>score as a ranking</source>
        <translation>Score als Rangfolge</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Each point is a threshold: across, the share of human fails the judge passes; up, the share of human passes it passes (FPR and TPR: false and true pass rate). ● the current threshold, □ the best one, dashed: chance.</source>
        <translation>Jeder Punkt ist ein Schwellenwert: waagerecht der Anteil menschlicher Fails, die der Richter bestehen lässt; senkrecht der Anteil menschlicher Passes, die er bestehen lässt (FPR und TPR: falsche und richtige Bestehensrate). ● der aktuelle Schwellenwert, □ der beste, gestrichelt: Zufall.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>ROC — needs a human pass and a fail</source>
        <translation>ROC — braucht ein menschliches Bestanden und Nicht bestanden</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>FPR</source>
        <comment>false pass rate, abbreviated</comment>
        <translation>FPR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPR</source>
        <comment>true pass rate, abbreviated</comment>
        <translation>TPR</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ROC · AUC %1</source>
        <translation>ROC · AUC %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AUC %1</source>
        <translation>AUC %1</translation>
    </message>
</context>
<context>
    <name>claimscope::RunComparison</name>
    <message>
        <location filename="../experiments/runcomparison.cpp" line="+274"/>
        <source>%1: mean %2 → %3 (%4, tolerance %5)</source>
        <translation>%1: Mittelwert %2 → %3 (%4, Toleranz %5)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2: pass → fail (%3 → %4)</source>
        <translation>%1 bei %2: bestanden → nicht bestanden (%3 → %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2: %3 → error</source>
        <translation>%1 bei %2: %3 → Fehler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⊘ skipped in both</source>
        <translation>⊘ in beiden übersprungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not run in B</source>
        <translation>in B nicht ausgeführt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not run in A</source>
        <translation>in A nicht ausgeführt</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>A&apos;s only, on its %n result(s) for the test cases B ran; %1 left out</source>
        <translation>
            <numerusform>nur die von A, auf seinem %n Ergebnis für die Testfälle, die B lief; %1 ausgelassen</numerusform>
            <numerusform>nur die von A, auf seinen %n Ergebnissen für die Testfälle, die B lief; %1 ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>B&apos;s only, on its %n result(s) for the test cases A ran; %1 left out</source>
        <translation>
            <numerusform>nur die von B, auf seinem %n Ergebnis für die Testfälle, die A lief; %1 ausgelassen</numerusform>
            <numerusform>nur die von B, auf seinen %n Ergebnissen für die Testfälle, die A lief; %1 ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>on the %n result(s) both runs have</source>
        <translation>
            <numerusform>auf dem %n Ergebnis, das beide Läufe haben</numerusform>
            <numerusform>auf den %n Ergebnissen, die beide Läufe haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; %n only in A left out</source>
        <translation>
            <numerusform>; %n nur in A ausgelassen</numerusform>
            <numerusform>; %n nur in A ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; %n only in B left out</source>
        <translation>
            <numerusform>; %n nur in B ausgelassen</numerusform>
            <numerusform>; %n nur in B ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%1: %n test case(s) B did not run</source>
        <translation>
            <numerusform>%1: %n Testfall, den B nicht ausgeführt hat</numerusform>
            <numerusform>%1: %n Testfälle, die B nicht ausgeführt hat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: %n test case(s) A did not run</source>
        <translation>
            <numerusform>%1: %n Testfall, den A nicht ausgeführt hat</numerusform>
            <numerusform>%1: %n Testfälle, die A nicht ausgeführt hat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 not run in B: %n row(s)</source>
        <translation>
            <numerusform>%1 in B nicht ausgeführt: %n Zeile</numerusform>
            <numerusform>%1 in B nicht ausgeführt: %n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 not run in A: %n row(s)</source>
        <translation>
            <numerusform>%1 in A nicht ausgeführt: %n Zeile</numerusform>
            <numerusform>%1 in A nicht ausgeführt: %n Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunController</name>
    <message>
        <location filename="../ui/run/runcontroller.cpp" line="+87"/>
        <source>Select a test case to run.</source>
        <translation>Wählen Sie einen Testfall zum Ausführen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Run #%1 used another judge than the project&apos;s: its setup cannot run again here. Choose its judge in Judge Settings, or compare with a run of this judge.</source>
        <translation>Lauf #%1 nutzte einen anderen Judge als das Projekt: Sein Setup kann hier nicht erneut laufen. Wählen Sie seinen Judge in den Judge-Einstellungen oder vergleichen Sie mit einem Lauf dieses Judges.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run #%1 did not run %2: there is no setup of it to run again.</source>
        <translation>Lauf #%1 hat %2 nicht ausgeführt: Es gibt kein Setup davon, das erneut laufen könnte.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The project has no test cases: add one or open an example.</source>
        <translation>Das Projekt hat keine Testfälle: Legen Sie einen an oder öffnen Sie ein Beispiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No metric is enabled: tick one in the Metrics panel.</source>
        <translation>Keine Metrik ist aktiviert: Haken Sie im Bereich „Metriken“ eine an.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not apply here: %2</source>
        <translation>%1 ist hier nicht anwendbar: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Run as Batch needs an LLM judge with a Batch API (OpenAI-compatible): the offline judge answers at once. Choose one in Judge Settings.</source>
        <translation>Als Batch ausführen braucht einen LLM-Judge mit Batch-API (OpenAI-kompatibel): der Offline-Judge antwortet sofort. Wählen Sie einen in den Judge-Einstellungen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Batch mode: judge steps go to the provider&apos;s Batch API in rounds, at batch price; answers can take up to 24 h. Embeddings and a generator model of its own go direct.</source>
        <translation>Batch-Modus: Judge-Schritte gehen in Runden an die Batch-API des Anbieters, zum Batch-Preis; Antworten können bis zu 24 h dauern. Embeddings und ein eigenes Generator-Modell gehen direkt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The offline judge does not read templates: your edits to %1 change nothing in this run. Choose an LLM judge to use them.</source>
        <translation>Der Offline-Judge liest keine Vorlagen: Ihre Änderungen an %1 ändern an diesem Lauf nichts. Wählen Sie einen LLM-Judge, um sie zu nutzen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No API key (%1): requests go without an Authorization header.</source>
        <translation>Kein API-Schlüssel (%1): Anfragen gehen ohne Authorization-Header hinaus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key %1 %2</source>
        <translation>API-Schlüssel %1 %2</translation>
    </message>
</context>
<context>
    <name>claimscope::RunPlan</name>
    <message numerus="yes">
        <location filename="../metrics/engine/runplan.cpp" line="+76"/>
        <source>%1: not run on %2 of %n test case(s) — %3</source>
        <translation>
            <numerusform>%1: auf %2 von %n Testfall nicht ausgeführt — %3</numerusform>
            <numerusform>%1: auf %2 von %n Testfällen nicht ausgeführt — %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunSnapshot</name>
    <message>
        <location filename="../experiments/runsnapshot.cpp" line="+40"/>
        <location line="+2"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Both runs were judged by the built-in offline judge, which does not read templates: the edit of %1 cannot change its scores — judge with a model to try it.</source>
        <translation>Beide Läufe wurden vom eingebauten Offline-Judge bewertet, der keine Vorlagen liest: die Änderung von %1 kann seine Scores nicht ändern — mit einem Modell bewerten, um sie zu erproben.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>dataset %1 → %2</source>
        <translation>Datensatz %1 → %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>judge %1 %2 → %3</source>
        <translation>Judge %1 %2 → %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>template %1 reverted</source>
        <translation>Vorlage %1 zurückgesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>template %1 edited</source>
        <translation>Vorlage %1 bearbeitet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>metric %1 added</source>
        <translation>Metrik %1 hinzugefügt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1.%2 %3 → %4</source>
        <translation>%1.%2 %3 → %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>metric %1 removed</source>
        <translation>Metrik %1 entfernt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>repetitions %1 → %2</source>
        <translation>Wiederholungen %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimscope %1 → %2</source>
        <translation>Claimscope %1 → %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ran only %1</source>
        <translation>nur %1 ausgeführt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>ran only %n metric(s)</source>
        <translation>
            <numerusform>nur %n Metrik ausgeführt</numerusform>
            <numerusform>nur %n Metriken ausgeführt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>first run</source>
        <translation>erster Lauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same setup</source>
        <translation>gleiche Einstellungen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n more change(s)</source>
        <translation>
            <numerusform>%1 und %n weitere Änderung</numerusform>
            <numerusform>%1 und %n weitere Änderungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunStatusWidget</name>
    <message>
        <location filename="../ui/run/runstatuswidget.cpp" line="+37"/>
        <source>Metric results finished out of those the run computes</source>
        <translation>Fertige Metrik-Ergebnisse von allen, die der Lauf berechnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the run (Esc): requests in flight are aborted, no partial score is kept</source>
        <translation>Den Lauf abbrechen (Esc): laufende Anfragen werden abgebrochen, kein Teil-Score bleibt erhalten</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Run failed: %1</source>
        <translation>Lauf fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finished in %1 · %2 · %3 (%4 cached, %5 failed)</source>
        <translation>Fertig in %1 · %2 · %3 (%4 aus dem Cache, %5 fehlgeschlagen)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n Ergebnis</numerusform>
            <numerusform>%n Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n judge step(s)</source>
        <translation>
            <numerusform>%n Judge-Schritt</numerusform>
            <numerusform>%n Judge-Schritte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>in repetition %1 of %2</source>
        <translation>in Wiederholung %1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%n repetition(s): the results show the last one with the spread of all</source>
        <translation>
            <numerusform>%n Wiederholung: die Ergebnisse zeigen die letzte mit der Streuung aller</numerusform>
            <numerusform>%n Wiederholungen: die Ergebnisse zeigen die letzte mit der Streuung aller</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cancelled after %1 · the metrics still running were dropped</source>
        <translation>Abgebrochen nach %1 · die noch laufenden Metriken wurden verworfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped after %1</source>
        <translation>Angehalten nach %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n metric result(s) not run</source>
        <translation>
            <numerusform>%n Metrik-Ergebnis nicht berechnet</numerusform>
            <numerusform>%n Metrik-Ergebnisse nicht berechnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n metric(s) not run where they do not apply</source>
        <translation>
            <numerusform>%n Metrik(en) nicht ausgeführt, wo sie nicht anwendbar sind</numerusform>
            <numerusform>%n Metrik(en) nicht ausgeführt, wo sie nicht anwendbar sind</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Repetition %1 of %2</source>
        <translation>Wiederholung %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps %1 answered of %2 sent so far · %3 cached · %4 · %5 elapsed · %6</source>
        <translation>Schritte: %1 beantwortet von %2 bisher gesendet · %3 aus dem Cache · %4 · %5 vergangen · %6</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>estimating time left</source>
        <translation>Restzeit wird geschätzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>waiting %n s for the judge&apos;s rate limit</source>
        <translation>
            <numerusform>warte %n s auf das Ratenlimit des Judges</numerusform>
            <numerusform>warte %n s auf das Ratenlimit des Judges</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Paused: %1</source>
        <translation>Angehalten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 elapsed</source>
        <translation>%1 vergangen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the judge at %1 refused the key (%2)</source>
        <translation>der Judge unter %1 hat den Schlüssel abgelehnt (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the judge at %1 is not answering (%2)</source>
        <translation>der Judge unter %1 antwortet nicht (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch mode · preparing the first batch · %1 elapsed</source>
        <translation>Batch-Modus · erster Batch wird vorbereitet · %1 vergangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch %1 of ~%2 · %3 · %4/%5 answered</source>
        <translation>Batch %1 von ~%2 · %3 · %4/%5 beantwortet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>resumed %1</source>
        <translation>%1 fortgesetzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>next check in %1</source>
        <translation>nächste Abfrage in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 elapsed · batch price</source>
        <translation>%1 vergangen · Batch-Preis</translation>
    </message>
</context>
<context>
    <name>claimscope::RunStore</name>
    <message>
        <location filename="../experiments/runstore.cpp" line="+129"/>
        <location line="+174"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>No run store at %1: keep a run first.</source>
        <translation>Kein Laufspeicher unter %1: zuerst einen Lauf aufbewahren.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The run store %1 is read-only: make it and its folder writable, or choose another store (--runs FILE).</source>
        <translation>Der Laufspeicher %1 ist schreibgeschützt: Machen Sie ihn und seinen Ordner beschreibbar, oder wählen Sie einen anderen Speicher (--runs DATEI).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open the run store %1: %2. Check that its folder is writable.</source>
        <translation>Der Laufspeicher %1 lässt sich nicht öffnen: %2. Prüfen Sie, ob sein Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+11"/>
        <source>%1 is not a Claimscope run store (%2). Move it aside, or choose another file.</source>
        <translation>%1 ist kein Claimscope-Laufspeicher (%2). Verschieben Sie die Datei oder wählen Sie eine andere.</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+15"/>
        <location line="+7"/>
        <location line="+4"/>
        <location line="+86"/>
        <source>Cannot write the run store %1: %2</source>
        <translation>Der Laufspeicher %1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+1"/>
        <source>same setup as #%1</source>
        <translation>gleiche Einstellungen wie #%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>%1 (against #%2)</source>
        <translation>%1 (gegenüber #%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+30"/>
        <location line="+18"/>
        <location line="+24"/>
        <source>Cannot keep the run in %1: %2</source>
        <translation>Der Lauf lässt sich nicht in %1 aufbewahren: %2</translation>
    </message>
    <message>
        <location line="+119"/>
        <location line="+40"/>
        <location line="+76"/>
        <location line="+27"/>
        <location line="+35"/>
        <source>Cannot read the run store %1: %2</source>
        <translation>Der Laufspeicher %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>No run %1 in %2 (claimscope-cli runs list shows the kept runs).</source>
        <translation>Kein Lauf %1 in %2 (claimscope-cli runs list zeigt die aufbewahrten Läufe).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Run %1 in %2 is damaged: a result cannot be read. Delete the run (claimscope-cli runs delete %1).</source>
        <translation>Lauf %1 in %2 ist beschädigt: ein Ergebnis lässt sich nicht lesen. Löschen Sie den Lauf (claimscope-cli runs delete %1).</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Run %1 in %2 has no result %3: it was deleted or replaced. Compare the runs again.</source>
        <translation>Lauf %1 in %2 hat kein Ergebnis %3: Es wurde gelöscht oder ersetzt. Vergleichen Sie die Läufe erneut.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&quot;%1&quot; cannot name a run: &quot;latest&quot;, &quot;baseline&quot; and run ids (12 or #12) already refer to runs. Choose another name.</source>
        <translation>„%1“ kann keinen Lauf benennen: „latest“, „baseline“ und Lauf-IDs (12 oder #12) bezeichnen bereits Läufe. Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+39"/>
        <source>Cannot change run %1 in %2: %3</source>
        <translation>Lauf %1 in %2 lässt sich nicht ändern: %3</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+40"/>
        <location line="+26"/>
        <source>No run %1 in %2.</source>
        <translation>Kein Lauf %1 in %2.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Cannot delete run %1 in %2: %3</source>
        <translation>Lauf %1 in %2 lässt sich nicht löschen: %3</translation>
    </message>
</context>
<context>
    <name>claimscope::RunsPanel</name>
    <message>
        <location filename="../ui/runs/runspanel.cpp" line="+33"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+74"/>
        <location line="+180"/>
        <source>Keep as Baseline</source>
        <translation>Als Baseline behalten</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>Open results</source>
        <translation>Ergebnisse öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changed since the run before</source>
        <translation>Geändert seit dem Lauf davor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass rate · mean</source>
        <translation>Bestehensquote · Mittel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One metric: its pass rate and mean score. Several: the pass rate over all their results; each metric&apos;s in the tooltip</source>
        <translation>Eine Metrik: ihre Bestehensquote und ihr mittlerer Score. Mehrere: die Bestehensquote über alle ihre Ergebnisse; die jeder Metrik im Tooltip</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Two runs selected: compare them. One: compare it with the baseline, or with the run before it.</source>
        <translation>Zwei Läufe ausgewählt: sie vergleichen. Einer: ihn mit dem Basislauf oder dem Lauf davor vergleichen.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Every run is kept here: F5 to make one.</source>
        <translation>Jeder Lauf wird hier aufbewahrt: F5 startet einen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the runs of %1…</source>
        <translation>Die Läufe von %1 werden gelesen…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The baseline: comparisons start from it.</source>
        <translation>Der Basislauf: Vergleiche gehen von ihm aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (cancelled)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(the change the name says)</source>
        <translation>(die Änderung, die der Name nennt)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n prompt(s)</source>
        <translation>
            <numerusform>%1: %n Prompt(s)</numerusform>
            <numerusform>%1: %n Prompt(s)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Templates used:
%1</source>
        <translation>Verwendete Vorlagen:
%1</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1: no score, %n error(s)</source>
        <translation>
            <numerusform>%1: keine Bewertung, %n Fehler</numerusform>
            <numerusform>%1: keine Bewertung, %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no score (it applies to none of these test cases)</source>
        <translation>%1: keine Bewertung (sie gilt für keinen dieser Testfälle)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: pass rate %2 of %n result(s), mean %3</source>
        <translation>
            <numerusform>%1: Bestehensquote %2 von %n Ergebnis, Mittel %3</numerusform>
            <numerusform>%1: Bestehensquote %2 von %n Ergebnissen, Mittel %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · mean %2</source>
        <translation>%1 · Mittel %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pass rate over the results of %1:</source>
        <translation>Die Bestehensquote über die Ergebnisse von %1:</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n run(s) of %1 kept in %2 · %3 MB of %4 MB; beyond that the oldest runs are dropped, never a baseline (★).</source>
        <translation>
            <numerusform>%n Lauf von %1 in %2 gespeichert · %3 MB von %4 MB; darüber hinaus werden die ältesten Läufe entfernt, nie eine Baseline (★).</numerusform>
            <numerusform>%n Läufe von %1 in %2 gespeichert · %3 MB von %4 MB; darüber hinaus werden die ältesten Läufe entfernt, nie eine Baseline (★).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Stop Using as Baseline</source>
        <translation>Nicht mehr als Baseline verwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run #%1 stops being the baseline (★) of its dataset: the next try (Ctrl+Shift+F5) makes the latest run of its cases the baseline instead. Run #%1 stays in the list, but like any run that is not a baseline it may be dropped when the store is full.</source>
        <translation>Lauf #%1 ist nicht mehr die Baseline (★) seines Datensatzes: Der nächste Versuch (Strg+Umschalt+F5) macht stattdessen den neuesten Lauf seiner Fälle zur Baseline. Lauf #%1 bleibt in der Liste, kann aber wie jeder Lauf, der keine Baseline ist, entfernt werden, wenn der Speicher voll ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Make the selected run the baseline (★) of its dataset: tries on the labelled test cases (Ctrl+Shift+F5) are compared with it, and it is never dropped when the store is full.</source>
        <translation>Den gewählten Lauf zur Baseline (★) seines Datensatzes machen: Versuche auf den gelabelten Testfällen (Strg+Umschalt+F5) werden mit ihm verglichen, und er wird nie entfernt, wenn der Speicher voll ist.</translation>
    </message>
</context>
<context>
    <name>claimscope::ScoreBarChart</name>
    <message>
        <location filename="../ui/charts/scorebarchart.cpp" line="+32"/>
        <source>%1
⚠ error</source>
        <translation>%1
⚠ Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
⊘ skipped</source>
        <translation>%1
⊘ übersprungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
%2 %3</source>
        <translation>%1
%2 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗</source>
        <translation>✗</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+15"/>
        <source>Scores against thresholds</source>
        <translation>Scores und Schwellenwerte</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Scores against thresholds — no results yet</source>
        <translation>Scores und Schwellenwerte — noch keine Ergebnisse</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>✓ pass</source>
        <translation>✓ bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ fail</source>
        <translation>✗ nicht bestanden</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>┃ threshold</source>
        <translation>┃ Schwellenwert</translation>
    </message>
</context>
<context>
    <name>claimscope::ScoreHistogram</name>
    <message>
        <location filename="../ui/summary/scorehistogram.cpp" line="+34"/>
        <source>✓ pass</source>
        <translation>✓ bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ fail</source>
        <translation>✗ nicht bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⚠ partial</source>
        <translation>⚠ teilweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⟳ waiting</source>
        <translation>⟳ wartet</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>threshold %1</source>
        <translation>Schwellenwert %1</translation>
    </message>
</context>
<context>
    <name>claimscope::SemanticDrift</name>
    <message>
        <location filename="../metrics/trustifai/semanticdrift.cpp" line="+14"/>
        <source>Strong Alignment</source>
        <translation>Starke Übereinstimmung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial Alignment</source>
        <translation>Teilweise Übereinstimmung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likely Hallucinated Answer</source>
        <translation>Wahrscheinlich halluzinierte Antwort</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Semantic Drift</source>
        <translation>Semantic Drift</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How close the answer (or the question) comes to the nearest sentence of the documents.</source>
        <translation>Wie nahe die Antwort (oder die Frage) dem ähnlichsten Satz der Dokumente kommt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Empty Context</source>
        <translation>Leerer Kontext</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The documents contain no sentence to compare the answer with.</source>
        <translation>Die Dokumente enthalten keinen Satz, mit dem sich die Antwort vergleichen ließe.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The closest document sentence has similarity %1 (%2): &quot;%3&quot;</source>
        <translation>Der ähnlichste Satz der Dokumente hat die Ähnlichkeit %1 (%2): „%3“</translation>
    </message>
</context>
<context>
    <name>claimscope::SingleTurnPane</name>
    <message>
        <location filename="../ui/editor/singleturnpane.cpp" line="+21"/>
        <source>The question or request sent to the RAG system</source>
        <translation>Die Frage oder Anfrage an das RAG-System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The answer it gave (what the metrics judge)</source>
        <translation>Die Antwort des Systems (das, was die Metriken bewerten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: the ideal answer (kept with the test case, not scored)</source>
        <translation>Optional: die ideale Antwort (wird mit dem Testfall gespeichert, nicht bewertet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Actual output</source>
        <translation>Tatsächliche Ausgabe</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Expected output</source>
        <translation>Erwartete Ausgabe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit input</source>
        <translation>Eingabe bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit actual output</source>
        <translation>Tatsächliche Ausgabe bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit expected output</source>
        <translation>Erwartete Ausgabe bearbeiten</translation>
    </message>
</context>
<context>
    <name>claimscope::SourceDiversity</name>
    <message>
        <location filename="../metrics/trustifai/sourcediversity.cpp" line="+19"/>
        <source>High Trust</source>
        <translation>Hohes Vertrauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moderate Trust</source>
        <translation>Mittleres Vertrauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Trust</source>
        <translation>Geringes Vertrauen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Source Diversity</source>
        <translation>Source Diversity</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many distinct sources the retrieved documents come from.</source>
        <translation>Aus wie vielen verschiedenen Quellen die abgerufenen Dokumente stammen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cosine between query and document at which a document counts as relevant (decides whether a single source is justified).</source>
        <translation>Kosinus zwischen Anfrage und Dokument, ab dem ein Dokument als relevant gilt (entscheidet, ob eine einzige Quelle gerechtfertigt ist).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Acceptable</source>
        <translation>Akzeptabel</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>All %n document(s) come from one source, which is justified: at most one is relevant to the query.</source>
        <translation>
            <numerusform>Das %n Dokument stammt aus einer Quelle, was gerechtfertigt ist: höchstens eines ist für die Anfrage relevant.</numerusform>
            <numerusform>Alle %n Dokumente stammen aus einer Quelle, was gerechtfertigt ist: höchstens eines ist für die Anfrage relevant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 among %n document(s) (%2).</source>
        <translation>
            <numerusform>%1 unter %n Dokument (%2).</numerusform>
            <numerusform>%1 unter %n Dokumenten (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n distinct source(s)</source>
        <translation>
            <numerusform>%n verschiedene Quelle</numerusform>
            <numerusform>%n verschiedene Quellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::SplitAgreement</name>
    <message>
        <location filename="../experiments/splitagreement.cpp" line="+69"/>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (Δ %1, 95 % interval %2 to %3)</source>
        <translation> (Δ %1, 95-%-Intervall %2 bis %3)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>On the %n held-out case(s) the fit %1 does better than the current %2: %3.</source>
        <translation>
            <numerusform>Auf dem %n zurückgehaltenen Fall schneidet die Anpassung %1 besser ab als die aktuelle %2: %3.</numerusform>
            <numerusform>Auf den %n zurückgehaltenen Fällen schneidet die Anpassung %1 besser ab als die aktuelle %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Keep %1: the fit %2 does worse on the %n held-out case(s): %3.</source>
        <translation>
            <numerusform>%1 behalten: die Anpassung %2 schneidet auf dem %n zurückgehaltenen Fall schlechter ab: %3.</numerusform>
            <numerusform>%1 behalten: die Anpassung %2 schneidet auf den %n zurückgehaltenen Fällen schlechter ab: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Keep %1: on the %n held-out case(s) the fit %2 is no better beyond noise: %3.</source>
        <translation>
            <numerusform>%1 behalten: Auf dem %n zurückgehaltenen Fall ist der angepasste Wert %2 nicht über das Rauschen hinaus besser: %3.</numerusform>
            <numerusform>%1 behalten: Auf den %n zurückgehaltenen Fällen ist der angepasste Wert %2 nicht über das Rauschen hinaus besser: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Keep %1: the fit %2 does no better on the %n held-out case(s): %3.</source>
        <translation>
            <numerusform>%1 behalten: die Anpassung %2 schneidet auf dem %n zurückgehaltenen Fall nicht besser ab: %3.</numerusform>
            <numerusform>%1 behalten: die Anpassung %2 schneidet auf den %n zurückgehaltenen Fällen nicht besser ab: %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::StartupScreenshot</name>
    <message>
        <location filename="../ui/shell/startupscreenshot.cpp" line="+40"/>
        <source>Cannot write the screenshot to %1: check that its folder exists and is writable.</source>
        <translation>Das Bildschirmfoto kann nicht nach %1 geschrieben werden: Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Screenshot of &quot;%1&quot; (%n test case(s)) written to %2</source>
        <translation>
            <numerusform>Bildschirmfoto von „%1“ (%n Testfall) nach %2 geschrieben</numerusform>
            <numerusform>Bildschirmfoto von „%1“ (%n Testfälle) nach %2 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No document loaded within %1 s: no screenshot written.</source>
        <translation>Innerhalb von %1 s wurde kein Dokument geladen: kein Bildschirmfoto geschrieben.</translation>
    </message>
</context>
<context>
    <name>claimscope::StepCache</name>
    <message>
        <location filename="../metrics/engine/stepcache.cpp" line="+79"/>
        <source>%1 is not a step cache (%2) and cannot be moved aside; move or delete it, or run with --no-cache</source>
        <translation>%1 ist kein Schritt-Cache (%2) und lässt sich nicht beiseiteschieben; verschieben oder löschen Sie die Datei, oder arbeiten Sie mit --no-cache</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the step cache %1 was not a database: moved it aside to %2 and started an empty one</source>
        <translation>der Schritt-Cache %1 war keine Datenbank: nach %2 verschoben und ein leerer angelegt</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>the step cache %1 failed (%2): its answers may be neither read nor stored; delete the file or run with --no-cache</source>
        <translation>der Schritt-Cache %1 ist fehlgeschlagen (%2): seine Antworten werden womöglich weder gelesen noch gespeichert; löschen Sie die Datei oder arbeiten Sie mit --no-cache</translation>
    </message>
</context>
<context>
    <name>claimscope::StepRunner</name>
    <message>
        <location filename="../metrics/engine/steprunner.cpp" line="+180"/>
        <source>the judge&apos;s answer was unusable even after a repair request: %1</source>
        <translation>die Antwort des Judges war auch nach einer Korrekturanfrage unbrauchbar: %1</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>the embedder returned %1 for %2</source>
        <translation>der Embedder lieferte %1 für %2</translation>
    </message>
    <message numerus="yes">
        <location line="-58"/>
        <location line="+59"/>
        <source>%n vector(s)</source>
        <translation>
            <numerusform>%n Vektor</numerusform>
            <numerusform>%n Vektoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-289"/>
        <source>%n text(s) to embed:</source>
        <translation>
            <numerusform>%n Text zum Einbetten:</numerusform>
            <numerusform>%n Texte zum Einbetten:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+98"/>
        <source>out of memory while reading the judge&apos;s answer (%1 characters)</source>
        <translation>Speicher erschöpft beim Lesen der Antwort des Judge (%1 Zeichen)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the generated text was unusable: %1</source>
        <translation>der erzeugte Text war unbrauchbar: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1 of %2 dimensions</source>
        <translation>%1 mit %2 Dimensionen</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n text(s)</source>
        <translation>
            <numerusform>%n Text</numerusform>
            <numerusform>%n Texte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::Steps</name>
    <message>
        <location filename="../metrics/judge/steps.cpp" line="+27"/>
        <source>Extract the factual truths stated in the retrieval context.</source>
        <translation>Die im Retrieval-Kontext genannten Fakten extrahieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extract the factual claims made by the answer.</source>
        <translation>Die sachlichen Behauptungen der Antwort extrahieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge each claim against the truths: yes, no (contradicted) or idk.</source>
        <translation>Jede Behauptung anhand der Fakten bewerten: yes, no (widerlegt) oder idk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Explain the faithfulness score from the contradictions.</source>
        <translation>Den Faithfulness-Score aus den Widersprüchen begründen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extract the truths of a window&apos;s retrieval context.</source>
        <translation>Die Fakten aus dem Retrieval-Kontext eines Fensters extrahieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extract the claims the assistant makes in a window.</source>
        <translation>Die Behauptungen extrahieren, die der Assistent in einem Fenster aufstellt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge each claim of a window against the window&apos;s truths.</source>
        <translation>Jede Behauptung eines Fensters anhand der Fakten dieses Fensters bewerten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain one window&apos;s faithfulness score.</source>
        <translation>Den Faithfulness-Score eines Fensters begründen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>Summarise the window reasons into the final reason.</source>
        <translation>Die Begründungen der Fenster zur endgültigen Begründung zusammenfassen.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Split one retrieval node into statements and judge each one&apos;s relevance to the input.</source>
        <translation>Einen Retrieval-Knoten in Aussagen zerlegen und die Relevanz jeder Aussage für die Eingabe bewerten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Explain the contextual relevancy score.</source>
        <translation>Den Contextual-Relevancy-Score begründen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judge the statements of one node against a window&apos;s user messages.</source>
        <translation>Die Aussagen eines Knotens anhand der Benutzernachrichten eines Fensters bewerten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explain one window&apos;s contextual relevancy score.</source>
        <translation>Den Contextual-Relevancy-Score eines Fensters begründen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Is the window&apos;s last assistant message relevant to the conversation so far?</source>
        <translation>Ist die letzte Nachricht des Assistenten im Fenster für das bisherige Gespräch relevant?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Explain the turn relevancy score from the irrelevant exchanges.</source>
        <translation>Den Turn-Relevancy-Score aus den irrelevanten Austauschen begründen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is the last output of the window relevant, the earlier pairs being context?</source>
        <translation>Ist die letzte Ausgabe des Fensters relevant, wobei die früheren Paare als Kontext dienen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Explain the conversation relevance score.</source>
        <translation>Den Conversation-Relevance-Score begründen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split the answer into spans and mark each one supported or not by the documents.</source>
        <translation>Die Antwort in Abschnitte zerlegen und jeden als von den Dokumenten gestützt oder nicht gestützt markieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Generate one answer strictly from the documents (a consistency sample).</source>
        <translation>Eine Antwort streng aus den Dokumenten erzeugen (eine Konsistenz-Stichprobe).</translation>
    </message>
</context>
<context>
    <name>claimscope::SummaryView</name>
    <message>
        <location filename="../ui/summary/summaryview.cpp" line="+69"/>
        <source>No results yet: run some metrics (F5) to see every metric&apos;s pass rate and score distribution here.</source>
        <translation>Noch keine Ergebnisse: Führen Sie Metriken aus (F5), um hier die Bestehensquote und Werteverteilung jeder Metrik zu sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2. Click a count or a bar to see those results.</source>
        <translation>%1 × %2. Auf eine Zahl oder einen Balken klicken, um diese Ergebnisse zu sehen.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n test case(s)</source>
        <translation>
            <numerusform>%n Testfall</numerusform>
            <numerusform>%n Testfälle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>⟳ %n result(s) out of date — press F5 (%1). The figures below are from the last run.</source>
        <translation>
            <numerusform>⟳ %n Ergebnis(se) veraltet – F5 drücken (%1). Die Zahlen unten stammen aus dem letzten Lauf.</numerusform>
            <numerusform>⟳ %n Ergebnis(se) veraltet – F5 drücken (%1). Die Zahlen unten stammen aus dem letzten Lauf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::TemplateEditor</name>
    <message>
        <location filename="../ui/templates/templateeditor.cpp" line="+48"/>
        <source>Template sets (*.templates.json);;JSON files (*.json)</source>
        <translation>Vorlagensätze (*.templates.json);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reset step</source>
        <translation>Schritt zurücksetzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The judge step whose prompt template you edit</source>
        <translation>Der Judge-Schritt, dessen Prompt-Vorlage Sie bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge step</source>
        <translation>Judge-Schritt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The offline judge does not read templates: it answers from the values alone. Edits here count once an LLM judge is chosen (Judge panel).</source>
        <translation>Der Offline-Judge liest keine Vorlagen: Er antwortet allein aus den Werten. Änderungen hier zählen, sobald ein LLM-Judge gewählt ist (Bereich „Judge“).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Template text</source>
        <translation>Vorlagentext</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset all</source>
        <translation>Alle zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load set…</source>
        <translation>Satz laden …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save set…</source>
        <translation>Satz speichern …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the shipped template of this step</source>
        <translation>Zur mitgelieferten Vorlage dieses Schritts zurückkehren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the shipped template of every step</source>
        <translation>Für jeden Schritt zur mitgelieferten Vorlage zurückkehren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace every template with a saved template set (JSON)</source>
        <translation>Jede Vorlage durch einen gespeicherten Vorlagensatz (JSON) ersetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the customised templates as a named set (JSON) to reuse in other projects</source>
        <translation>Die angepassten Vorlagen als benannten Satz (JSON) speichern, um sie in anderen Projekten wiederzuverwenden</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Edit template %1</source>
        <translation>Vorlage %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset template %1</source>
        <translation>Vorlage %1 zurücksetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset all templates</source>
        <translation>Alle Vorlagen zurücksetzen</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Rendered by the last run for %1, with the earlier answers filled in.</source>
        <translation>Vom letzten Lauf für %1 gerendert, mit den früheren Antworten eingesetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rendered by the last run for %1, %2, with the earlier answers filled in.</source>
        <translation>Vom letzten Lauf für %1, %2, gerendert, mit den früheren Antworten eingesetzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sent to the judge by the last run for %1.</source>
        <translation>Vom letzten Lauf für %1 an den Judge gesendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent to the judge by the last run for %1, %2.</source>
        <translation>Vom letzten Lauf für %1, %2, an den Judge gesendet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rendered for %1.</source>
        <translation>Gerendert für %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rendered for %1, %2.</source>
        <translation>Gerendert für %1, %2.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The offline judge answers from the values, not from this text.</source>
        <translation>Der Offline-Judge antwortet aus den Werten, nicht aus diesem Text.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The prompt this template renders for the selected test case</source>
        <translation>Der Prompt, den diese Vorlage für den gewählten Testfall erzeugt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What differs from the default template</source>
        <translation>Was von der Standardvorlage abweicht</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>The last run&apos;s prompt is out of date (%1).</source>
        <translation>Der Prompt des letzten Laufs ist veraltet (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Values that come from earlier judge answers read “(known after the run)”: the run shown has no call at this step to show (a kept run keeps no prompts).</source>
        <translation>Werte aus früheren Antworten des Judge erscheinen als „(nach dem Lauf bekannt)“: Der angezeigte Lauf hat bei diesem Schritt keinen Aufruf zu zeigen (ein aufbewahrter Lauf bewahrt keine Prompts auf).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Values that come from earlier judge answers read “(known after the run)” until a run (F5).</source>
        <translation>Werte aus früheren Antworten des Judge erscheinen bis zu einem Lauf (F5) als „(nach dem Lauf bekannt)“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The offline judge does not read templates: it is never sent this prompt.</source>
        <translation>Der Offline-Judge liest keine Vorlagen: Dieser Prompt wird ihm nie geschickt.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ctrl+Shift+F5 (Run › Try on Labelled Cases) or F5 shows the prompt the judge gets.</source>
        <translation>Strg+Umschalt+F5 (Ausführen › Auf gelabelten Fällen testen) oder F5 zeigt den Prompt, den der Judge erhält.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 read “(known after the run)”: earlier judge answers, which a preview does not ask for (their templates are unchanged).</source>
        <translation>%1 lauten „(nach dem Lauf bekannt)“: frühere Antworten des Judges, die eine Vorschau nicht erfragt (ihre Vorlagen sind unverändert).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: known after the next run (their templates were edited too).</source>
        <translation>%1: nach dem nächsten Lauf bekannt (ihre Vorlagen wurden ebenfalls bearbeitet).</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Placeholders: %1 (bold: required)</source>
        <translation>Platzhalter: %1 (fett: erforderlich)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>✓ The template can be rendered.</source>
        <translation>✓ Die Vorlage lässt sich rendern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Same as the shipped default.</source>
        <translation>Identisch mit der mitgelieferten Standardvorlage.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Changed from the shipped default: %n line(s).</source>
        <translation>
            <numerusform>Gegenüber der mitgelieferten Standardvorlage geändert: %n Zeile.</numerusform>
            <numerusform>Gegenüber der mitgelieferten Standardvorlage geändert: %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a test case to see the prompt this template renders for it.</source>
        <translation>Wählen Sie einen Testfall, um den Prompt zu sehen, den diese Vorlage dafür rendert.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save template set</source>
        <translation>Vorlagensatz speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>my-templates.templates.json</source>
        <translation>meine-vorlagen.templates.json</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Template set not saved</source>
        <translation>Vorlagensatz nicht gespeichert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load template set</source>
        <translation>Vorlagensatz laden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Template set not loaded</source>
        <translation>Vorlagensatz nicht geladen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load template set “%1”</source>
        <translation>Vorlagensatz „%1“ laden</translation>
    </message>
</context>
<context>
    <name>claimscope::TemplateSet</name>
    <message>
        <location filename="../metrics/judge/promptrenderer.cpp" line="+81"/>
        <source>%1: no such judge step</source>
        <translation>%1: diesen Judge-Schritt gibt es nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the template is empty</source>
        <translation>%1: die Vorlage ist leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: unknown placeholder {{%2}} (this step offers: %3)</source>
        <translation>%1: unbekannter Platzhalter {{%2}} (dieser Schritt bietet: %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the template never uses {{%2}}, so the judge would not see it</source>
        <translation>%1: die Vorlage verwendet {{%2}} nirgends, der Judge bekäme es also nicht zu sehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a &quot;{{&quot; or &quot;}}&quot; does not form a placeholder like {{name}}</source>
        <translation>%1: ein „{{“ oder „}}“ bildet keinen Platzhalter wie {{name}}</translation>
    </message>
</context>
<context>
    <name>claimscope::TemplateSetFile</name>
    <message>
        <location filename="../metrics/judge/templatesetfile.cpp" line="+44"/>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: line %2: not valid JSON: %3</source>
        <translation>%1: Zeile %2: kein gültiges JSON: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected a template set: {&quot;name&quot;: …, &quot;templates&quot;: {step: text}}</source>
        <translation>%1: erwartet wurde ein Vorlagensatz: {&quot;name&quot;: …, &quot;templates&quot;: {Schritt: Text}}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: templates.%2: no such judge step</source>
        <translation>%1: templates.%2: diesen Judge-Schritt gibt es nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: templates.%2: expected the template text</source>
        <translation>%1: templates.%2: erwartet wurde der Text der Vorlage</translation>
    </message>
</context>
<context>
    <name>claimscope::TermConflicts</name>
    <message>
        <location filename="../metrics/judge/offline/termconflicts.cpp" line="+150"/>
        <source>a limit of %1</source>
        <translation>eine Obergrenze von %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The context says %1; the claim says %2: &quot;%3&quot;</source>
        <translation>Der Kontext sagt %1; die Behauptung sagt %2: „%3“</translation>
    </message>
</context>
<context>
    <name>claimscope::TestCaseListPanel</name>
    <message>
        <location filename="../ui/shell/testcaselistpanel.cpp" line="+40"/>
        <source>Search test cases (Ctrl+F)</source>
        <translation>Testfälle durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finds test cases by name or by id</source>
        <translation>Findet Testfälle nach Name oder ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search test cases by name</source>
        <translation>Testfälle nach Namen durchsuchen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Test cases</source>
        <translation>Testfälle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a test case</source>
        <translation>Einen Testfall hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single-turn case</source>
        <translation>Single-Turn-Testfall</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selected test case</source>
        <translation>Den ausgewählten Testfall kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete the selected test case (undo brings it back)</source>
        <translation>Den ausgewählten Testfall löschen (Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+2"/>
        <source>New conversation</source>
        <translation>Neues Gespräch</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>New single-turn case</source>
        <translation>Neuer Single-Turn-Testfall</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duplicate “%1”</source>
        <translation>„%1“ duplizieren</translation>
    </message>
</context>
<context>
    <name>claimscope::TestCaseReader</name>
    <message>
        <location filename="../model/testcasereader.cpp" line="+67"/>
        <source>is larger than %1 MiB; split it into smaller files</source>
        <translation>ist größer als %1 MiB; teilen Sie sie in kleinere Dateien auf</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is UTF-16 encoded; save it as UTF-8</source>
        <translation>ist UTF-16-kodiert; speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>invalid UTF-8 byte 0x%1 at byte offset %2; save the file as UTF-8</source>
        <translation>ungültiges UTF-8-Byte 0x%1 an Byte-Position %2; speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is empty; expected test cases as JSON, JSON Lines or YAML</source>
        <translation>ist leer; erwartet wurden Testfälle als JSON, JSON Lines oder YAML</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the text ends before every bracket and quote is closed</source>
        <translation>der Text endet, bevor alle Klammern und Anführungszeichen geschlossen sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check for a missing comma, colon, quote or bracket just before this point</source>
        <translation>prüfen Sie, ob kurz vor dieser Stelle ein Komma, Doppelpunkt, Anführungszeichen oder eine Klammer fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not valid JSON: %1; %2</source>
        <translation>kein gültiges JSON: %1; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>nested more than %n level(s) deep; flatten it</source>
        <translation>
            <numerusform>mehr als %n Ebene tief verschachtelt; verflachen Sie die Struktur</numerusform>
            <numerusform>mehr als %n Ebenen tief verschachtelt; verflachen Sie die Struktur</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>test cases in another file are not followed; open that file instead</source>
        <translation>Testfälle in einer anderen Datei werden nicht nachgeladen; öffnen Sie stattdessen diese Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the test cases as a list [ … ]</source>
        <translation>schreiben Sie die Testfälle als Liste [ … ]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a list of test cases, got %1; %2</source>
        <translation>erwartet wurde eine Liste von Testfällen, gefunden: %1; %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>holds no test cases; add at least one</source>
        <translation>enthält keine Testfälle; fügen Sie mindestens einen hinzu</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a test case object, a list of them, {&quot;test_cases&quot;: [ … ]} or promptfoo&apos;s {&quot;tests&quot;: [ … ]}, got %1</source>
        <translation>erwartet wurde ein Testfall-Objekt, eine Liste davon, {&quot;test_cases&quot;: [ … ]} oder promptfoos {&quot;tests&quot;: [ … ]}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>holds no test cases; expected one JSON object per line</source>
        <translation>enthält keine Testfälle; erwartet wurde ein JSON-Objekt pro Zeile</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>out of memory while reading this file (%1 MiB): free some memory or split the file into smaller ones</source>
        <translation>Speicher erschöpft beim Lesen dieser Datei (%1 MiB): Geben Sie Speicher frei oder teilen Sie die Datei in kleinere auf</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is a folder; choose a test-case file inside it</source>
        <translation>ist ein Ordner; wählen Sie eine Testfall-Datei darin</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot be opened: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot be read: %1</source>
        <translation>lässt sich nicht lesen: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::TextPreview</name>
    <message>
        <location filename="../model/textpreview.cpp" line="+21"/>
        <source>[… %1 of %2 characters left out …]</source>
        <translation>[… %1 von %2 Zeichen ausgelassen …]</translation>
    </message>
</context>
<context>
    <name>claimscope::TrustComponentChart</name>
    <message>
        <location filename="../ui/charts/trustcomponentchart.cpp" line="+60"/>
        <source>Trust score components</source>
        <translation>Komponenten des Trust Score</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Trust score components — no trust score for this test case</source>
        <translation>Komponenten des Trust Score — kein Trust Score für diesen Testfall</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trust score — ⚠ error: %1</source>
        <translation>Trust Score — ⚠ Fehler: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Trust score %1 — %2 %3 (threshold %4)</source>
        <translation>Trust Score %1 — %2 %3 (Schwellenwert %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Trust score %1 %2&lt;br&gt;Σ = %3 before rounding</source>
        <translation>Trust-Score %1 %2&lt;br&gt;Σ = %3 vor dem Runden</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗</source>
        <translation>✗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>component score</source>
        <translation>Score der Komponente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight × score</source>
        <translation>Gewicht × Score</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>  ⚠ failed</source>
        <translation>  ⚠ fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1%2&lt;br&gt;%3 × w %4 = %5</source>
        <translation>%1%2&lt;br&gt;%3 × g %4 = %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>┃ threshold</source>
        <translation>┃ Schwellenwert</translation>
    </message>
</context>
<context>
    <name>claimscope::TrustScore</name>
    <message>
        <location filename="../metrics/trustifai/trustscore.cpp" line="+19"/>
        <source>RELIABLE</source>
        <translation>ZUVERLÄSSIG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ACCEPTABLE (WITH CAUTION)</source>
        <translation>AKZEPTABEL (MIT VORSICHT)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UNRELIABLE</source>
        <translation>UNZUVERLÄSSIG</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>skipped, its weight shared by the others: the judge cannot write samples and the test case carries none</source>
        <translation>übersprungen, sein Gewicht teilen sich die anderen: der Judge kann keine Stichproben schreiben und der Testfall enthält keine</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>weight %1 × %2</source>
        <translation>Gewicht %1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed, counted as 0: %1</source>
        <translation>fehlgeschlagen, als 0 gezählt: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>partial: failed and counted as 0: %1</source>
        <translation>unvollständig: fehlgeschlagen und als 0 gezählt: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weighted trust %1 (%2).</source>
        <translation>Gewichtetes Vertrauen %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weighted trust %1 (%2); failed components counted as 0: %3.</source>
        <translation>Gewichtetes Vertrauen %1 (%2); fehlgeschlagene Komponenten als 0 gezählt: %3.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trust Score</source>
        <translation>Trust Score</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Weighted sum of evidence coverage, semantic drift, epistemic consistency and source diversity.</source>
        <translation>Gewichtete Summe aus Evidence Coverage, Semantic Drift, Epistemic Consistency und Source Diversity.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Component weights (0 disables a component; the rest are renormalised; the sum must not exceed 1).</source>
        <translation>Gewichte der Komponenten (0 schaltet eine Komponente ab; die übrigen werden neu normiert; die Summe darf 1 nicht überschreiten).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>trust_score.weights sum to %1, above 1: lower them (0 disables a component)</source>
        <translation>trust_score.weights ergeben in Summe %1, mehr als 1: verringern Sie sie (0 schaltet eine Komponente ab)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>trust_score.weights are all 0: enable at least one component</source>
        <translation>trust_score.weights sind alle 0: schalten Sie mindestens eine Komponente ein</translation>
    </message>
</context>
<context>
    <name>claimscope::TrustUnits</name>
    <message numerus="yes">
        <location filename="../metrics/trustifai/trustunits.cpp" line="+68"/>
        <source>Mean of %n exchange(s): %1 (%2). %3</source>
        <translation>
            <numerusform>Mittelwert aus %n Austausch: %1 (%2). %3</numerusform>
            <numerusform>Mittelwert aus %n Austauschen: %1 (%2). %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Exchange %1</source>
        <translation>Austausch %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+106"/>
        <source>needs retrieval_context (the documents the answer was based on)</source>
        <translation>braucht retrieval_context (die Dokumente, auf denen die Antwort beruht)</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Scores at or above this get the top label.</source>
        <translation>Scores ab diesem Wert erhalten das oberste Label.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scores at or above this (and below label_high) get the middle label.</source>
        <translation>Scores ab diesem Wert (und unter label_high) erhalten das mittlere Label.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1: the query and the answer must not be blank</source>
        <translation>%1: Anfrage und Antwort dürfen nicht leer sein</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no retrieval context</source>
        <translation>kein Retrieval-Kontext</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+92"/>
        <source>no retrieval context to evaluate: no assistant turn carries retrieval_context</source>
        <translation>kein Retrieval-Kontext zum Bewerten: kein Assistant-Turn führt retrieval_context</translation>
    </message>
</context>
<context>
    <name>claimscope::TurnContextualRelevancy</name>
    <message>
        <location filename="../metrics/turncontextualrelevancy.cpp" line="+17"/>
        <source>Turn Contextual Relevancy</source>
        <translation>Turn Contextual Relevancy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relevance of the retrieved context to what the user asked, per sliding window of exchanges.</source>
        <translation>Relevanz des abgerufenen Kontexts für das, was der Benutzer gefragt hat, je gleitendem Fenster von Austauschen.</translation>
    </message>
</context>
<context>
    <name>claimscope::TurnFaithfulness</name>
    <message>
        <location filename="../metrics/turnfaithfulness.cpp" line="+17"/>
        <source>Turn Faithfulness</source>
        <translation>Turn Faithfulness</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faithfulness of the assistant&apos;s claims to the retrieval context, per sliding window of exchanges.</source>
        <translation>Treue der Behauptungen des Assistenten zum Retrieval-Kontext, je gleitendem Fenster von Austauschen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Leave windows without retrieval context out of the mean (extension; DeepEval scores them).</source>
        <translation>Fenster ohne Retrieval-Kontext beim Mittelwert auslassen (Erweiterung; DeepEval bewertet sie).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no retrieval context in this window</source>
        <translation>kein Retrieval-Kontext in diesem Fenster</translation>
    </message>
</context>
<context>
    <name>claimscope::TurnRelevancy</name>
    <message>
        <location filename="../metrics/turnrelevancy.cpp" line="+30"/>
        <source>Turn Relevancy</source>
        <translation>Turn Relevancy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of assistant replies that are relevant to the conversation at that point.</source>
        <translation>Anteil der Antworten des Assistenten, die an ihrer Stelle für das Gespräch relevant sind.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The score is %1 because every assistant reply is relevant to the conversation.</source>
        <translation>Der Score ist %1, weil jede Antwort des Assistenten für das Gespräch relevant ist.</translation>
    </message>
</context>
<context>
    <name>claimscope::TurnWidget</name>
    <message>
        <location filename="../ui/editor/turnwidget.cpp" line="+43"/>
        <source>turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move this turn up</source>
        <translation>Diesen Turn nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move this turn down</source>
        <translation>Diesen Turn nach unten verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insert a turn below this one</source>
        <translation>Unter diesem Turn einen neuen einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this turn</source>
        <translation>Diesen Turn löschen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>User turn below</source>
        <translation>User-Turn darunter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assistant turn below</source>
        <translation>Assistant-Turn darunter</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the user asks</source>
        <translation>Was der Benutzer fragt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the assistant answers</source>
        <translation>Was der Assistent antwortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User turn %1</source>
        <translation>User-Turn %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assistant turn %1</source>
        <translation>Assistant-Turn %1</translation>
    </message>
</context>
<context>
    <name>claimscope::TypeScale</name>
    <message>
        <location filename="../ui/shell/typescale.cpp" line="+48"/>
        <source>The type is at its largest (zoom step %1).</source>
        <translation>Die Schrift ist so groß wie möglich (Zoomstufe %1).</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No larger type fits this screen: the normal size is its largest</source>
        <translation>Keine größere Schrift passt auf diesen Bildschirm: die normale Größe ist die größte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest type for this screen (zoom step %1); Ctrl+0 resets</source>
        <translation>Größte Schrift für diesen Bildschirm (Zoomstufe %1); Strg+0 setzt zurück</translation>
    </message>
</context>
<context>
    <name>claimscope::VerdictBanner</name>
    <message>
        <location filename="../ui/runs/verdictbanner.cpp" line="+36"/>
        <source>no detectable change in %1, though the flips alone lean away from the person (p %2)</source>
        <translation>keine erkennbare Änderung bei %1, doch die Wechsel allein neigen sich von der Person weg (p %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no detectable change in %1, though the flips alone lean toward the person (p %2)</source>
        <translation>keine erkennbare Änderung bei %1, doch die Wechsel allein neigen sich zur Person hin (p %2)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 — %3 %4 → %5, n = %6 (%7 human pass, %8 human fail). %9</source>
        <translation>%1: %2 — %3 %4 → %5, n = %6 (%7 Mensch bestanden, %8 Mensch durchgefallen). %9</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Held-out:</source>
        <translation>Zurückgehalten:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tuning (the try):</source>
        <translation>Abstimmung (der Versuch):</translation>
    </message>
</context>
<context>
    <name>claimscope::VerdictMixChart</name>
    <message>
        <location filename="../ui/charts/verdictmixchart.cpp" line="+28"/>
        <source>Verdict mix</source>
        <translation>Verteilung der Urteile</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict mix — no judged items yet</source>
        <translation>Verteilung der Urteile — noch keine bewerteten Einträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict mix (number of verdicts, all windows)</source>
        <translation>Verteilung der Urteile (Anzahl der Urteile, alle Fenster)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ yes</source>
        <translation>✓ ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ no</source>
        <translation>✗ nein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>? idk</source>
        <translation>? unklar</translation>
    </message>
</context>
<context>
    <name>claimscope::VerdictRules</name>
    <message>
        <location filename="../metrics/judge/offline/verdictrules.cpp" line="+162"/>
        <source>The context says %1, the claim says %2: &quot;%3&quot;</source>
        <translation>Der Kontext sagt %1, die Behauptung sagt %2: „%3“</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The context says the opposite: &quot;%1&quot;</source>
        <translation>Der Kontext sagt das Gegenteil: „%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The context says &quot;%1&quot; where the claim says &quot;%2&quot;: &quot;%3&quot;</source>
        <translation>Der Kontext sagt „%1“, wo die Behauptung „%2“ sagt: „%3“</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>There is no retrieval context to check this claim against.</source>
        <translation>Es gibt keinen Retrieval-Kontext, an dem sich diese Behauptung prüfen ließe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The context does not mention this.</source>
        <translation>Der Kontext erwähnt das nicht.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The context says: &quot;%1&quot;</source>
        <translation>Der Kontext sagt: „%1“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The context uses these words but never says this; closest: &quot;%1&quot;</source>
        <translation>Der Kontext verwendet diese Wörter, sagt das aber nirgends; am nächsten kommt: „%1“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The context covers this topic but does not say %1; closest: &quot;%2&quot;</source>
        <translation>Der Kontext behandelt dieses Thema, sagt aber nicht %1; am nächsten kommt: „%2“</translation>
    </message>
</context>
<context>
    <name>claimscope::WindowLineChart</name>
    <message>
        <location filename="../ui/charts/windowlinechart.cpp" line="+26"/>
        <location line="+47"/>
        <source>Score per window</source>
        <translation>Score je Fenster</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>window n (ends at exchange n)</source>
        <translation>Fenster n (endet mit Austausch n)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score per window — no turn metrics for this test case</source>
        <translation>Score je Fenster — keine Turn-Metriken für diesen Testfall</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>threshold %1</source>
        <translation>Schwellenwert %1</translation>
    </message>
</context>
<context>
    <name>claimscope::YamlDocumentReader</name>
    <message numerus="yes">
        <location filename="../model/yamldocumentreader.cpp" line="+67"/>
        <source>not valid YAML: nested more than %n level(s) deep; flatten it</source>
        <translation>
            <numerusform>kein gültiges YAML: mehr als %n Ebene tief verschachtelt; verflachen Sie die Struktur</numerusform>
            <numerusform>kein gültiges YAML: mehr als %n Ebenen tief verschachtelt; verflachen Sie die Struktur</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not valid YAML: %1; check the indentation and quoting here</source>
        <translation>kein gültiges YAML: %1; prüfen Sie hier die Einrückung und die Anführungszeichen</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>cannot parse YAML here: a &quot;,&quot; may only separate items inside [ ] or { }; remove it or put the text in quotes</source>
        <translation>YAML lässt sich hier nicht lesen: ein „,“ darf nur Einträge innerhalb von [ ] oder { } trennen; entfernen Sie es oder setzen Sie den Text in Anführungszeichen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>holds no YAML document; expected a list of promptfoo tests</source>
        <translation>enthält kein YAML-Dokument; erwartet wurde eine Liste von promptfoo-Tests</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds more than one YAML document (separated by &quot;---&quot;); put every test in one list</source>
        <translation>enthält mehr als ein YAML-Dokument (getrennt durch „---“); schreiben Sie alle Tests in eine Liste</translation>
    </message>
    <message numerus="yes">
        <location line="-69"/>
        <source>is nested more than %n level(s) deep (or refers to itself); flatten it</source>
        <translation>
            <numerusform>ist mehr als %n Ebene tief verschachtelt (oder verweist auf sich selbst); verflachen Sie die Struktur</numerusform>
            <numerusform>ist mehr als %n Ebenen tief verschachtelt (oder verweist auf sich selbst); verflachen Sie die Struktur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>expands to more than %n value(s) through aliases (*name); write the repeated parts out</source>
        <translation>
            <numerusform>wächst durch Aliasse (*name) auf mehr als %n Wert an; schreiben Sie die wiederholten Teile aus</numerusform>
            <numerusform>wächst durch Aliasse (*name) auf mehr als %n Werte an; schreiben Sie die wiederholten Teile aus</numerusform>
        </translation>
    </message>
    <message>
        <location line="-17"/>
        <source>cannot read this YAML value: %1</source>
        <translation>dieser YAML-Wert lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>expected a plain key, got a list or map as a key; write the key as text</source>
        <translation>erwartet wurde ein einfacher Schlüssel, gefunden wurde eine Liste oder Map als Schlüssel; schreiben Sie den Schlüssel als Text</translation>
    </message>
</context>
<context>
    <name>claimscope::cli</name>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="+31"/>
        <source>none</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>text or json.</source>
        <translation>text oder json.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>error: %1
</source>
        <translation>Fehler: %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--format: expected text or json</source>
        <translation>--format: erwartet wurde text oder json</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>single-turn and conversational</source>
        <translation>Single-Turn und Gespräch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>single-turn</source>
        <translation>Single-Turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversational</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>steps: %1</source>
        <translation>Schritte: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>error: %1 is neither a metric nor a judge step (see claimscope-cli metrics)
</source>
        <translation>Fehler: %1 ist weder eine Metrik noch ein Judge-Schritt (siehe claimscope-cli metrics)
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>placeholders: %1</source>
        <translation>Platzhalter: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/evaluatecommand.cpp" line="+73"/>
        <source>%1 on %2: %3</source>
        <translation>%1 bei %2: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/batchcommands.cpp" line="+52"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+200"/>
        <source>no pending batches in %1
</source>
        <translation>keine ausstehenden Batches in %1
</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n Anfrage</numerusform>
            <numerusform>%n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n pending batch(es) in %1
</source>
        <translation>
            <numerusform>%n ausstehender Batch in %1
</numerusform>
            <numerusform>%n ausstehende Batches in %1
</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>error: %1
The batch %2 stays listed in %3. Check that %4 is the endpoint it was submitted to (--judge-url) and that $%5 holds its API key (--api-key-env), then run claimscope-cli batches cancel %2 again.</source>
        <translation>Fehler: %1
Der Batch %2 bleibt in %3 aufgeführt. Prüfen Sie, ob %4 der Endpunkt ist, bei dem er eingereicht wurde (--judge-url), und ob $%5 seinen API-Schlüssel enthält (--api-key-env), und führen Sie dann claimscope-cli batches cancel %2 erneut aus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>error: %1 still reports the batch %2 as %3; it stays listed in %4 (run claimscope-cli batches cancel %2 again later)</source>
        <translation>Fehler: %1 meldet den Batch %2 weiterhin als %3; er bleibt in %4 aufgeführt (führen Sie claimscope-cli batches cancel %2 später erneut aus)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>error: the batch %1 is %2 at the provider, but %3</source>
        <translation>Fehler: der Batch %1 ist beim Anbieter %2, aber %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (no longer listed in %3)
</source>
        <translation>%1: %2 (nicht mehr in %3 aufgeführt)
</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../app/cli/evaluatecommand.cpp" line="+154"/>
        <location line="+22"/>
        <location line="+67"/>
        <location line="+35"/>
        <location filename="../app/cli/runcommands.cpp" line="+154"/>
        <location line="+276"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>skipped: the batch %1 was submitted to %2, not to the judge configured here (%3); cancel it with --judge-url %2 and the --api-key-env of that endpoint</source>
        <translation>übersprungen: der Batch %1 wurde an %2 gesendet, nicht an den hier eingestellten Judge (%3); mit --judge-url %2 und dem --api-key-env dieses Endpunkts abbrechen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>error: %1 does not say where the batch %2 was submitted: name the endpoint with --judge-url</source>
        <translation>Fehler: %1 sagt nicht, wo der Batch %2 eingereicht wurde: nennen Sie den Endpunkt mit --judge-url</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The batches submitted in batch mode and not yet read back: list them, or cancel them at the provider (each at the endpoint it was submitted to, unless --judge-url names another; the key comes from --api-key-env) and stop listing them.</source>
        <translation>Die im Batch-Modus eingereichten und noch nicht gelesenen Batches: auflisten oder beim Anbieter abbrechen (jeden bei dem Endpunkt, bei dem er eingereicht wurde, sofern --judge-url keinen anderen nennt; der Schlüssel kommt aus --api-key-env) und nicht mehr aufführen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list | cancel ID | cancel --all</source>
        <translation>list | cancel ID | cancel --all</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pending-batch file (default: batches.json in the app data folder).</source>
        <translation>Die Datei der ausstehenden Batches (Standard: batches.json im Datenordner der Anwendung).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list: text or json.</source>
        <translation>list: text oder json.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancel: every pending batch.</source>
        <translation>cancel: alle ausstehenden Batches.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>
Exit codes: 0 done, 2 usage error or no such pending batch, 3 the provider refused or could not be reached (the batch stays listed).
</source>
        <translation>
Exit-Codes: 0 erledigt, 2 Aufruffehler oder kein solcher ausstehender Batch, 3 der Anbieter hat abgelehnt oder war nicht erreichbar (der Batch bleibt aufgeführt).
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>error: unknown action &quot;%1&quot;: expected list or cancel</source>
        <translation>Fehler: unbekannte Aktion „%1“: erwartet wurde list oder cancel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>error: batches list takes no argument, got &quot;%1&quot;</source>
        <translation>Fehler: batches list nimmt kein Argument, erhalten wurde „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error: batches cancel needs one batch id or --all (claimscope-cli batches list shows them)</source>
        <translation>Fehler: batches cancel braucht eine Batch-ID oder --all (claimscope-cli batches list zeigt sie)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>error: no pending batch &quot;%1&quot; in %2 (claimscope-cli batches list shows them)</source>
        <translation>Fehler: kein ausstehender Batch „%1“ in %2 (claimscope-cli batches list zeigt sie)</translation>
    </message>
    <message>
        <location line="-111"/>
        <location line="+62"/>
        <location line="+33"/>
        <location filename="../app/cli/evaluatecommand.cpp" line="-299"/>
        <location line="+122"/>
        <location line="+13"/>
        <location line="+5"/>
        <location line="+38"/>
        <location line="+21"/>
        <location line="+12"/>
        <location line="+49"/>
        <location line="+41"/>
        <location line="+11"/>
        <location filename="../app/cli/runcommands.cpp" line="-355"/>
        <location line="+44"/>
        <location line="+28"/>
        <location line="+31"/>
        <location line="+24"/>
        <location line="+57"/>
        <location line="+84"/>
        <location line="+51"/>
        <location line="+17"/>
        <location line="+7"/>
        <location line="+26"/>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/evaluatecommand.cpp" line="-167"/>
        <source>kept as run %1 &quot;%2&quot; in %3</source>
        <translation>als Lauf %1 „%2“ in %3 aufbewahrt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the run store is over its size cap: dropped the oldest unpinned run(s) %1</source>
        <translation>der Laufspeicher überschreitet seine Größengrenze: die ältesten nicht angehefteten Läufe wurden verworfen: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>error: %1: %2</source>
        <translation>Fehler: %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>error: not kept as a run: all %n result(s) are errors, so it has no score to compare with. Fix the error above (another metric, or other test cases) and run again with --save-run.</source>
        <translation>
            <numerusform>Fehler: nicht als Lauf aufbewahrt: das %n Ergebnis ist ein Fehler, es gibt also keinen Score zum Vergleichen. Beheben Sie den Fehler oben (eine andere Metrik oder andere Testfälle) und führen Sie es erneut mit --save-run aus.</numerusform>
            <numerusform>Fehler: nicht als Lauf aufbewahrt: alle %n Ergebnisse sind Fehler, es gibt also keinen Score zum Vergleichen. Beheben Sie den Fehler oben (eine andere Metrik oder andere Testfälle) und führen Sie ihn erneut mit --save-run aus.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>template error: %1</source>
        <translation>Fehler in der Vorlage: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/resultprinter.cpp" line="+79"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>batch mode: judge steps go to the Batch API of %1, one batch per round of steps that are ready, at batch price; answers can take up to 24 h. Embeddings and a generator model of its own go direct. Interrupted? Run the same command again to resume.</source>
        <translation>Batch-Modus: Judge-Schritte gehen an die Batch-API von %1, ein Batch je Runde bereiter Schritte, zum Batch-Preis; Antworten können bis zu 24 h dauern. Embeddings und ein eigenes Generator-Modell gehen direkt. Unterbrochen? Denselben Befehl erneut ausführen, um fortzusetzen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>error: %1; the run stopped: %2. Start the judge and run again, or pass --keep-going to go on through every test case.</source>
        <translation>Fehler: %1; der Lauf wurde angehalten: %2. Starten Sie den Judge und führen Sie den Lauf erneut aus, oder geben Sie --keep-going an, um alle Testfälle zu durchlaufen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n metric result(s) were not run</source>
        <translation>
            <numerusform>%n Metrik-Ergebnis wurde nicht berechnet</numerusform>
            <numerusform>%n Metrik-Ergebnisse wurden nicht berechnet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing was left to run</source>
        <translation>es war nichts mehr zu berechnen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>error: no metric applies to these test cases</source>
        <translation>Fehler: keine Metrik ist auf diese Testfälle anwendbar</translation>
    </message>
    <message>
        <location filename="../app/cli/evaluateoptions.cpp" line="+64"/>
        <source>--set %1: expected ID.PARAM=VALUE, e.g. --set turn_faithfulness.window_size=3</source>
        <translation>--set %1: erwartet wurde ID.PARAM=WERT, z. B. --set turn_faithfulness.window_size=3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--set %1: unknown metric &quot;%2&quot; (see claimscope-cli metrics)</source>
        <translation>--set %1: unbekannte Metrik „%2“ (siehe claimscope-cli metrics)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Evaluate test cases with judge metrics.</source>
        <translation>Testfälle mit Judge-Metriken bewerten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test case files (JSON, JSONL, YAML).</source>
        <translation>Testfall-Dateien (JSON, JSONL, YAML).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric to run (repeatable).</source>
        <translation>Auszuführende Metrik (wiederholbar).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric parameter (repeatable).</source>
        <translation>Metrik-Parameter (wiederholbar).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Neither read nor write the step cache.</source>
        <translation>Den Schritt-Cache weder lesen noch schreiben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text, json, jsonl or html (a standalone report).</source>
        <translation>text, json, jsonl oder html (ein eigenständiger Bericht).</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../app/cli/runcommands.cpp" line="-385"/>
        <source>The run store file (default: claimscope/runs.sqlite in the user&apos;s data folder, ~/.local/share, shared with the workbench).</source>
        <translation>Die Datei des Laufspeichers (Standard: claimscope/runs.sqlite im Datenordner des Benutzers, ~/.local/share, gemeinsam mit der Workbench).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Send the judge steps through the provider&apos;s Batch API (half price, answers within 24 h), one batch per round of steps; run the same command again to resume.</source>
        <translation>Die Judge-Schritte über die Batch-API des Anbieters senden (halber Preis, Antworten innerhalb von 24 h), ein Batch je Runde von Schritten; denselben Befehl erneut ausführen, um fortzusetzen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seconds before the first batch status check (default 5; later checks wait longer, up to 60).</source>
        <translation>Sekunden bis zur ersten Statusabfrage eines Batches (Standard 5; spätere Abfragen warten länger, bis 60).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pending-batch file that batch mode resumes from (default: batches.json in the app data folder).</source>
        <translation>Die Datei der ausstehenden Batches, die der Batch-Modus fortsetzt (Standard: batches.json im Datenordner der Anwendung).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run the evaluation N times, each repetition with its own step-cache slot so an LLM judge answers again; print per result the mean, standard deviation, range, passes and flip rate over the repetitions.</source>
        <translation>Die Auswertung N-mal ausführen, jede Wiederholung mit eigenem Platz im Schritt-Cache, damit ein LLM-Judge neu antwortet; je Ergebnis Mittelwert, Standardabweichung, Spanne, Bestanden-Anzahl und Kipprate über die Wiederholungen ausgeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go on through every test case when the judge stops answering (by default the run stops after unreachable_after requests in a row get no answer, 5 unless --config says otherwise, or at once on a refused key, and exits with 3).</source>
        <translation>Alle Testfälle durchlaufen, auch wenn der Judge nicht mehr antwortet (sonst hält der Lauf an, sobald unreachable_after Anfragen in Folge ohne Antwort bleiben – 5, sofern --config nichts anderes sagt – oder sofort bei einem abgelehnten Schlüssel, und endet mit 3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human labels: a CSV file test_case,metric,label[,exchange], or METRIC=METADATA.PATH[&gt;=N][@last|@N] (@: the label rates that exchange alone); print the judge&apos;s agreement with them.</source>
        <translation>Menschliche Labels: eine CSV-Datei test_case,metric,label[,exchange] oder METRIC=METADATA.PATH[&gt;=N][@last|@N] (@: das Label bewertet nur diesen Wechsel); die Übereinstimmung des Judges mit ihnen ausgeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --labels: print agreement on the tuning part of the labelled cases, the held-out part or all of them (the default); the share tuned on is --config&apos;s label_split.tuning_share, 0.6 by default.</source>
        <translation>Mit --labels: die Übereinstimmung auf dem Abstimmungsteil der bewerteten Fälle, dem zurückgehaltenen Teil oder allen (Standard) ausgeben; der Abstimmungsanteil ist label_split.tuning_share aus --config, standardmäßig 0.6.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>--split %1: expected tuning, held-out or all</source>
        <translation>--split %1: erwartet tuning, held-out oder all</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--split needs --labels: only labelled test cases are split</source>
        <translation>--split braucht --labels: Nur bewertete Testfälle werden geteilt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--batch-poll %1: expected seconds from 0.001 to 3600</source>
        <translation>--batch-poll %1: erwartet wurden Sekunden von 0.001 bis 3600</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--repeat %1: expected a whole number from 1 to %2</source>
        <translation>--repeat %1: erwartet eine ganze Zahl von 1 bis %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--repeat with --dry-run: a dry run sends nothing, so every repetition would be the same plan (leave out --repeat)</source>
        <translation>--repeat mit --dry-run: ein Probelauf sendet nichts, jede Wiederholung wäre also derselbe Plan (--repeat weglassen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--batch needs an LLM judge (--judge openai-compatible): the offline judge answers at once</source>
        <translation>--batch braucht einen LLM-Judge (--judge openai-compatible): der Offline-Judge antwortet sofort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--batch with --dry-run: a dry run sends nothing (leave out --batch to see the plan)</source>
        <translation>--batch mit --dry-run: ein Probelauf sendet nichts (lassen Sie --batch weg, um den Plan zu sehen)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--format %1: expected text, json, jsonl or html</source>
        <translation>--format %1: erwartet text, json, jsonl oder html</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--format html with --dry-run: a dry run has no results to report (use text or json)</source>
        <translation>--format html mit --dry-run: ein Probelauf hat keine Ergebnisse für einen Bericht (text oder json verwenden)</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Write results to FILE instead of stdout.</source>
        <translation>Ergebnisse in FILE statt auf stdout schreiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show windows, steps and request counts; send nothing.</source>
        <translation>Fenster, Schritte und Anzahl der Anfragen zeigen; nichts senden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --dry-run: print the rendered prompts.</source>
        <translation>Mit --dry-run: die gerenderten Prompts ausgeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text format: print every window, claim and verdict.</source>
        <translation>Textformat: jedes Fenster, jede Behauptung und jedes Urteil ausgeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No progress on stderr.</source>
        <translation>Keinen Fortschritt auf stderr ausgeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the run in the run store (--save-run=NAME names it).</source>
        <translation>Den Lauf im Laufspeicher aufbewahren (--save-run=NAME benennt ihn).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kept run&apos;s name (default: what changed since the last run).</source>
        <translation>Name des aufbewahrten Laufs (Standard: was sich seit dem letzten Lauf geändert hat).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A note kept with the run.</source>
        <translation>Eine Notiz, die mit dem Lauf aufbewahrt wird.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>no test case file given: claimscope-cli evaluate FILE...</source>
        <translation>keine Testfall-Datei angegeben: claimscope-cli evaluate FILE...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the openai-compatible judge needs --judge-url (or CLAIMSCOPE_JUDGE_URL)</source>
        <translation>der Judge openai-compatible braucht --judge-url (oder CLAIMSCOPE_JUDGE_URL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the openai-compatible judge needs --judge-model (or CLAIMSCOPE_JUDGE_MODEL)</source>
        <translation>der Judge openai-compatible braucht --judge-model (oder CLAIMSCOPE_JUDGE_MODEL)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--metric %1: unknown metric (see claimscope-cli metrics)</source>
        <translation>--metric %1: unbekannte Metrik (siehe claimscope-cli metrics)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>--save-run with --dry-run: a dry run sends nothing and has no results to keep</source>
        <translation>--save-run mit --dry-run: ein Probelauf sendet nichts und hat keine Ergebnisse zum Aufbewahren</translation>
    </message>
    <message>
        <location filename="../app/cli/resultprinter.cpp" line="-25"/>
        <source>judge answered: %1</source>
        <translation>Antwort des Judges: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/agreementreport.cpp" line="+18"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>all labelled test cases</source>
        <translation>allen bewerteten Testfällen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tuning part</source>
        <translation>dem Abstimmungsteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the held-out part</source>
        <translation>dem zurückgehaltenen Teil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>n %1 (%2 human pass, %3 human fail), accuracy %4, κ %5, ROC-AUC %6</source>
        <translation>n %1 (%2 Mensch bestanden, %3 Mensch nicht bestanden), Genauigkeit %4, κ %5, ROC-AUC %6</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>    split at %1: tuning part n %2, held-out part n %3
</source>
        <translation>    geteilt bei %1: Abstimmungsteil n %2, zurückgehaltener Teil n %3
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>    threshold %1 fit on the tuning part; on the held-out part: %2
</source>
        <translation>    Schwellenwert %1 am Abstimmungsteil angepasst; im zurückgehaltenen Teil: %2
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Agreement with human labels on %1 (95 % intervals in brackets, bootstrap over test cases):
</source>
        <translation>Übereinstimmung mit menschlichen Bewertungen auf %1 (95-%-Intervalle in Klammern, Bootstrap über Testfälle):
</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>    at threshold %1: judge pass &amp; human pass %2, judge pass &amp; human fail %3, judge fail &amp; human pass %4, judge fail &amp; human fail %5
</source>
        <translation>    bei Schwellenwert %1: Judge bestanden &amp; Mensch bestanden %2, Judge bestanden &amp; Mensch nicht bestanden %3, Judge nicht bestanden &amp; Mensch bestanden %4, Judge nicht bestanden &amp; Mensch nicht bestanden %5
</translation>
    </message>
    <message>
        <location filename="../app/cli/resultprinter.cpp" line="+50"/>
        <source>Claimscope %1 · judge: %2

</source>
        <translation>Claimscope %1 · Judge: %2

</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>
%1 passed, %2 failed, %3 · %4, %5 cached</source>
        <translation>
%1 bestanden, %2 nicht bestanden, %3 · %4, %5 aus dem Cache</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n judge call(s)</source>
        <translation>
            <numerusform>%n Judge-Aufruf</numerusform>
            <numerusform>%n Judge-Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> · %n skipped (the metric does not apply)</source>
        <translation>
            <numerusform> · %n übersprungen (die Metrik ist nicht anwendbar)</numerusform>
            <numerusform> · %n übersprungen (die Metrik ist nicht anwendbar)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · cost unknown (no price for the model)
</source>
        <translation> · Kosten unbekannt (kein Preis für das Modell)
</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · $%1 at batch price (%n call(s) in provider batches)
</source>
        <translation>
            <numerusform> · $%1 zum Batch-Preis (%n Aufruf in Batches des Anbieters)
</numerusform>
            <numerusform> · $%1 zum Batch-Preis (%n Aufrufe in Batches des Anbieters)
</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · $%1
</source>
        <translation> · $%1
</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>cached </source>
        <translation>Cache  </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
%1 · %2: cannot run: %3
</source>
        <translation>
%1 · %2: nicht ausführbar: %3
</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>
A run would send at most %n request(s)</source>
        <translation>
            <numerusform>
Ein Lauf würde höchstens %n Anfrage senden</numerusform>
            <numerusform>
Ein Lauf würde höchstens %n Anfragen senden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> (%n answer(s) cached); nothing was sent.
</source>
        <translation>
            <numerusform> (%n Antwort im Cache); es wurde nichts gesendet.
</numerusform>
            <numerusform> (%n Antworten im Cache); es wurde nichts gesendet.
</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps after the first depend on earlier answers: the count assumes every claim and statement needs judging and every window needs a reason.
</source>
        <translation>Spätere Schritte hängen von früheren Antworten ab: die Zählung nimmt an, dass jede Behauptung und jede Aussage bewertet werden muss und jedes Fenster eine Begründung braucht.
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommands.cpp" line="+3"/>
        <source>text or json (export: json or csv).</source>
        <translation>text oder json (export: json oder csv).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write to FILE instead of stdout.</source>
        <translation>In FILE statt auf stdout schreiben.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>error: no run &quot;%1&quot; in %2 (claimscope-cli runs list shows the kept runs; &quot;latest&quot; and &quot;baseline&quot; name the newest and the pinned one)</source>
        <translation>Fehler: kein Lauf „%1“ in %2 (claimscope-cli runs list zeigt die aufbewahrten Läufe; „latest“ und „baseline“ bezeichnen den neuesten und den angehefteten)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1 %2%3 · %4%5
</source>
        <translation>#%1 %2%3 · %4%5
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> [baseline]</source>
        <translation> [Basislauf]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · cancelled</source>
        <translation> · abgebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>    dataset: %1
</source>
        <translation>    Datensatz: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>    note: %1
</source>
        <translation>    Notiz: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>    changed: %1
</source>
        <translation>    geändert: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>    %1: mean %2, pass rate %3 (%4 passed, %5 failed, %6 errors)
</source>
        <translation>    %1: Mittelwert %2, Bestehensquote %3 (%4 bestanden, %5 nicht bestanden, %6 Fehler)
</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n run(s) in %1, %2 MB of its %3 MB cap (beyond it the oldest unpinned runs are dropped)
</source>
        <translation>
            <numerusform>%n Lauf in %1, %2 MB von höchstens %3 MB (darüber werden die ältesten nicht angehefteten Läufe verworfen)
</numerusform>
            <numerusform>%n Läufe in %1, %2 MB von höchstens %3 MB (darüber werden die ältesten nicht angehefteten Läufe verworfen)
</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>    judge: %1
</source>
        <translation>    Judge: %1
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>    templates: %1 used, %2 edited
</source>
        <translation>    Vorlagen: %1 verwendet, %2 bearbeitet
</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The kept runs: list, show, export, rename, note, pin, unpin, delete.</source>
        <translation>Die aufbewahrten Läufe: auflisten, zeigen, exportieren, umbenennen, Notiz, anheften, lösen, löschen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list | show RUN | export RUN | rename RUN NAME | note RUN TEXT | pin RUN | unpin RUN | delete RUN</source>
        <translation>list | show LAUF | export LAUF | rename LAUF NAME | note LAUF TEXT | pin LAUF | unpin LAUF | delete LAUF</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>error: --format %1: expected text or json (export: json or csv)</source>
        <translation>Fehler: --format %1: erwartet wurde text oder json (export: json oder csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>error: unknown action &quot;%1&quot;: expected %2</source>
        <translation>Fehler: unbekannte Aktion „%1“: erwartet wurde %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>error: runs %1 needs %2</source>
        <translation>Fehler: runs %1 braucht %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run and a value</source>
        <translation>einen Lauf und einen Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a run (id or name)</source>
        <translation>einen Lauf (ID oder Name)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>      %1: %2 → %3%4
</source>
        <translation>      %1: %2 → %3%4
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>only in A (%1)</source>
        <translation>nur in A (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only in B (%1)</source>
        <translation>nur in B (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>        %1 %2: %3
</source>
        <translation>        %1 %2: %3
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Compare two kept runs: per metric, per test case (regressions first), their setups.</source>
        <translation>Zwei aufbewahrte Läufe vergleichen: je Metrik, je Testfall (Verschlechterungen zuerst), ihre Einstellungen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The baseline run (id, name, latest or baseline).</source>
        <translation>Der Basislauf (ID, Name, latest oder baseline).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run compared with it.</source>
        <translation>Der damit verglichene Lauf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exit 1 when a metric&apos;s mean drops by more than TOL or a test case flips from pass to fail.</source>
        <translation>Mit 1 beenden, wenn der Mittelwert einer Metrik um mehr als TOL fällt oder ein Testfall von bestanden zu nicht bestanden kippt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --fail-on-regression: fail only on a regression that is more than noise at level P (e.g. 0.05): a mean&apos;s drop whose paired bootstrap interval lies below zero, more pass → fail than fail → pass flips by McNemar&apos;s exact test, or a new error. Also the level of the verdicts on agreement with human labels (0.05 by default).</source>
        <translation>Mit --fail-on-regression: nur bei einer Regression fehlschlagen, die auf Niveau P (z. B. 0.05) mehr als Rauschen ist: ein Rückgang des Mittelwerts, dessen gepaartes Bootstrap-Intervall unter null liegt, mehr Wechsel bestanden → nicht bestanden als umgekehrt nach McNemars exaktem Test, oder ein neuer Fehler. Auch das Niveau der Urteile über die Übereinstimmung mit menschlichen Bewertungen (Standard 0.05).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare agreement with human labels on the tuning part of the labelled cases, the held-out part or all of them (the default), split at the tuning share kept with B (with A when B has none; 0.6 for runs kept without one).</source>
        <translation>Die Übereinstimmung mit menschlichen Bewertungen auf dem Abstimmungsteil der bewerteten Fälle, dem zurückgehaltenen Teil oder allen (Standard) vergleichen, geteilt beim Tuning-Anteil, der mit B gespeichert ist (mit A, wenn B keinen hat; 0.6 für Läufe ohne gespeicherten Anteil).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Text format: the claims and verdicts that changed, per changed test case.</source>
        <translation>Textformat: die geänderten Behauptungen und Urteile je geändertem Testfall.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>error: compare needs two runs: claimscope-cli compare A B</source>
        <translation>Fehler: compare braucht zwei Läufe: claimscope-cli compare A B</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>  %1: mean %2, pass rate %3 (%4)
</source>
        <translation>  %1: Mittelwert %2, Bestehensrate %3 (%4)
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>  %1  %2 · %3: %4 → %5 (%6)</source>
        <translation>  %1  %2 · %3: %4 → %5 (%6)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> — %1, as labelled
</source>
        <translation> — %1, wie gelabelt
</translation>
    </message>
    <message>
        <location filename="../app/cli/batchcommands.cpp" line="-20"/>
        <location filename="../app/cli/runcommands.cpp" line="-153"/>
        <source>error: --format %1: expected text or json</source>
        <translation>Fehler: --format %1: erwartet wurde text oder json</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommands.cpp" line="+8"/>
        <source>error: --fail-on-regression %1: expected a number ≥ 0, e.g. 0.02</source>
        <translation>Fehler: --fail-on-regression %1: erwartet wurde eine Zahl ≥ 0, z. B. 0.02</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>error: --significance %1: expected a level between 0 and 1, e.g. 0.05</source>
        <translation>Fehler: --significance %1: erwartet ein Niveau zwischen 0 und 1, z. B. 0.05</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>error: --split %1: expected tuning, held-out or all</source>
        <translation>Fehler: --split %1: erwartet tuning, held-out oder all</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>warning: A was split at the tuning share %1, B at %2: both are split at B&apos;s</source>
        <translation>Warnung: A wurde beim Tuning-Anteil %1 geteilt, B bei %2: beide werden bei dem von B geteilt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>warning: %1 (left out of the claim agreement)</source>
        <translation>Warnung: %1 (bei der Übereinstimmung der Aussagen ausgelassen)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>A: #%1 %2
B: #%3 %4
</source>
        <translation>A: #%1 %2
B: #%3 %4
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: the same
</source>
        <translation>Einstellungen: unverändert
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup changes: %1
</source>
        <translation>Geänderte Einstellungen: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning: %1
</source>
        <translation>Warnung: %1
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  template %1:
</source>
        <translation>  Vorlage %1:
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Per metric (A → B):
</source>
        <translation>
Je Metrik (A → B):
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  %1: %2
</source>
        <translation>  %1: %2
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  %1: mean %2 → %3 (%4), pass rate %5 → %6 (%7)
</source>
        <translation>  %1: Mittelwert %2 → %3 (%4), Bestehensquote %5 → %6 (%7)
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>
Per test case (changed ones, regressions first):
</source>
        <translation>
Je Testfall (geänderte, Verschlechterungen zuerst):
</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>  %n unchanged
</source>
        <translation>
            <numerusform>  %n unverändert
</numerusform>
            <numerusform>  %n unverändert
</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
No regression beyond %1 that is more than noise at %2.
</source>
        <translation>
Keine Regression über %1, die bei %2 mehr als Rauschen ist.
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Regressions beyond %1 that are more than noise at %2:
  %3
</source>
        <translation>
Regressionen über %1, die bei %2 mehr als Rauschen sind:
  %3
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>
No regression beyond %1.
</source>
        <translation>
Keine Verschlechterung über %1.
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Regressions beyond %1:
  %2
</source>
        <translation>
Verschlechterungen über %1:
  %2
</translation>
    </message>
</context>
<context>
    <name>claimscope::cli::JudgeOptions</name>
    <message>
        <location filename="../app/cli/judgeoptions.cpp" line="+10"/>
        <source>Judge, metrics and templates from a JSON file.</source>
        <translation>Judge, Metriken und Vorlagen aus einer JSON-Datei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline or openai-compatible.</source>
        <translation>offline oder openai-compatible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL, e.g. http://127.0.0.1:11434/v1.</source>
        <translation>Basis-URL, z. B. http://127.0.0.1:11434/v1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge model name.</source>
        <translation>Name des Judge-Modells.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding model (&quot;offline&quot;: built in).</source>
        <translation>Embedding-Modell („offline“: eingebaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model that writes consistency samples.</source>
        <translation>Modell, das die Konsistenz-Stichproben schreibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment variable holding the API key.</source>
        <translation>Umgebungsvariable mit dem API-Schlüssel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests in flight at most.</source>
        <translation>Höchstzahl gleichzeitig laufender Anfragen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds per request, counted from sending.</source>
        <translation>Sekunden pro Anfrage, ab dem Senden gezählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retries after transient failures.</source>
        <translation>Wiederholungen nach vorübergehenden Fehlern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests per minute at most (0: no limit); overrides --config.</source>
        <translation>Höchstens so viele Anfragen pro Minute (0: keine Grenze); überschreibt --config.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens per minute at most, estimated before sending (0: no limit); overrides --config.</source>
        <translation>Höchstens so viele Tokens pro Minute, vor dem Senden geschätzt (0: keine Grenze); überschreibt --config.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest judge answer accepted, in MiB (default 16); a longer one fails as too large.</source>
        <translation>Längste angenommene Judge-Antwort in MiB (Standard 16); eine längere schlägt als zu groß fehl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>json_schema, json_object or none.</source>
        <translation>json_schema, json_object oder none.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot read the config file %1: %2</source>
        <translation>die Konfigurationsdatei %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not a JSON object (%2 at byte %3)</source>
        <translation>%1: kein JSON-Objekt (%2 bei Byte %3)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--judge %1: expected offline or openai-compatible</source>
        <translation>--judge %1: erwartet wurde offline oder openai-compatible</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--%1 %2: expected a whole number ≥ %3</source>
        <translation>--%1 %2: erwartet wurde eine ganze Zahl ≥ %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--structured-output %1: expected json_schema, json_object or none</source>
        <translation>--structured-output %1: erwartet wurde json_schema, json_object oder none</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no API key in $%1: requests go without an Authorization header</source>
        <translation>kein API-Schlüssel in $%1: Anfragen gehen ohne Authorization-Header hinaus</translation>
    </message>
</context>
<context>
    <name>claimscope::cli::Main</name>
    <message>
        <location filename="../app/cli/main.cpp" line="+19"/>
        <source>Usage: claimscope-cli COMMAND [OPTIONS]

Commands:
  evaluate FILE...   run judge metrics on test cases (see evaluate --help)
  metrics            list metrics, their parameters and defaults
  templates [ID]     print the default judge templates (of a metric or step)
  runs [ACTION]      the kept runs: list, show, export, rename, note, pin, unpin, delete
  compare A B        two kept runs per metric and test case, regressions first
  batches [ACTION]   the pending Batch API batches: list, cancel ID|--all

Exit codes: 0 all passed, 1 some metric below threshold (compare: a regression),
2 usage or input error (batches cancel: no such pending batch), 3 judge or network
error (batches cancel: the provider refused; the batch stays listed).
</source>
        <translation>Aufruf: claimscope-cli BEFEHL [OPTIONEN]

Befehle:
  evaluate DATEI...  Judge-Metriken auf Testfälle anwenden (siehe evaluate --help)
  metrics            Metriken, ihre Parameter und Standardwerte auflisten
  templates [ID]     die Standardvorlagen des Judges ausgeben (einer Metrik oder eines Schritts)
  runs [AKTION]      die aufbewahrten Läufe: list, show, export, rename, note, pin, unpin, delete
  compare A B        zwei aufbewahrte Läufe je Metrik und Testfall, Verschlechterungen zuerst
  batches [AKTION]   die ausstehenden Batches der Batch-API: list, cancel ID|--all

Exit-Codes: 0 alles bestanden, 1 eine Metrik unter dem Schwellenwert (compare: eine Verschlechterung),
2 Aufruf- oder Eingabefehler (batches cancel: kein solcher ausstehender Batch), 3 Judge- oder
Netzwerkfehler (batches cancel: der Anbieter hat abgelehnt; der Batch bleibt aufgeführt).
</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>error: cannot write standard output: %1</source>
        <translation>Fehler: die Standardausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>error: out of memory while running &quot;%1&quot;; free some memory or give it smaller input files</source>
        <translation>Fehler: Speicher erschöpft beim Ausführen von „%1“; geben Sie Speicher frei oder übergeben Sie kleinere Eingabedateien</translation>
    </message>
</context>
<context>
    <name>claimscope::cli::ProgressReporter</name>
    <message>
        <location filename="../app/cli/progressreporter.cpp" line="+33"/>
        <source>repetition %1 of %2
</source>
        <translation>Wiederholung %1 von %2
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>finish not yet known</source>
        <translation>Ende noch nicht absehbar</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>expected to finish in about %n s</source>
        <translation>
            <numerusform>voraussichtlich fertig in etwa %n s</numerusform>
            <numerusform>voraussichtlich fertig in etwa %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>waiting %n s for the judge (its rate limit or a retry): %1; %2
</source>
        <translation>
            <numerusform>warte %n s auf den Judge (sein Ratenlimit oder ein neuer Versuch): %1; %2
</numerusform>
            <numerusform>warte %n s auf den Judge (sein Ratenlimit oder ein neuer Versuch): %1; %2
</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 · %2 cached · %3 failed · %4 · %5 s</source>
        <translation>%1 · %2 aus dem Cache · %3 fehlgeschlagen · %4 · %5 s</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1/%n step(s)</source>
        <translation>
            <numerusform>%1/%n Schritt</numerusform>
            <numerusform>%1/%n Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1/%n metric(s)</source>
        <translation>
            <numerusform>%1/%n Metrik</numerusform>
            <numerusform>%1/%n Metriken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>done: %1 on %2: %3
</source>
        <translation>fertig: %1 bei %2: %3
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2 (%3 cached, %4 failed) in %5 s
</source>
        <translation>%1, %2 (%3 aus dem Cache, %4 fehlgeschlagen) in %5 s
</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n metric result(s)</source>
        <translation>
            <numerusform>%n Metrik-Ergebnis</numerusform>
            <numerusform>%n Metrik-Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n judge step(s)</source>
        <translation>
            <numerusform>%n Judge-Schritt</numerusform>
            <numerusform>%n Judge-Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>batch %1 of ~%2: %n request(s)</source>
        <translation>
            <numerusform>Batch %1 von ~%2: %n Anfrage</numerusform>
            <numerusform>Batch %1 von ~%2: %n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, resumed %1</source>
        <translation>, %1 fortgesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 %2/%3</source>
        <translation>, %1 %2/%3</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> (%n failed)</source>
        <translation>
            <numerusform> (%n fehlgeschlagen)</numerusform>
            <numerusform> (%n fehlgeschlagen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, next check in %n s</source>
        <translation>
            <numerusform>, nächste Abfrage in %n s</numerusform>
            <numerusform>, nächste Abfrage in %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+57"/>
        <source>LLM-as-a-judge workbench for RAG conversations</source>
        <translation>LLM-as-a-Judge-Werkbank für RAG-Gespräche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write a picture of the window to PNG once the file has loaded, then quit.</source>
        <translation>Nach dem Laden der Datei ein Bild des Fensters als PNG schreiben und beenden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A project (*.claimscope.json) or test-case file to open.</source>
        <translation>Ein Projekt (*.claimscope.json) oder eine Testfall-Datei zum Öffnen.</translation>
    </message>
</context>
</TS>
