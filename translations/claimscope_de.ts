<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <location filename="../metrics/windowscoring.cpp" line="+27"/>
        <source>Window %1 · exchange %2</source>
        <translation>Fenster %1 · Austausch %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window %1 · exchanges %2–%3</source>
        <translation>Fenster %1 · Austausche %2–%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The score is 1.00 because the conversation has no complete user → assistant exchange to evaluate.</source>
        <translation>Der Score ist 1.00, weil das Gespräch keinen vollständigen Austausch Benutzer → Assistent enthält, der sich bewerten ließe.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The score is 1.00 because nothing in this window needs explaining.</source>
        <translation>Der Score ist 1.00, weil in diesem Fenster nichts einer Erklärung bedarf.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The score is 1.00 because every window was skipped: none had retrieval context.</source>
        <translation>Der Score ist 1.00, weil jedes Fenster übersprungen wurde: keines hatte Retrieval-Kontext.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The score is 1.00 because every window scored 1.</source>
        <translation>Der Score ist 1.00, weil jedes Fenster 1 erreicht hat.</translation>
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
        <location line="+6"/>
        <source>a verdict&apos;s &quot;reason&quot; must be a string or null</source>
        <translation>das „reason“ eines Urteils muss ein String oder null sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each verdict needs its &quot;statement&quot; as a string</source>
        <translation>jedes Urteil braucht sein „statement“ als String</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the answer needs a list &quot;verdicts&quot;</source>
        <translation>die Antwort braucht eine Liste „verdicts“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every item of &quot;verdicts&quot; must be an object</source>
        <translation>jeder Eintrag von „verdicts“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected exactly %1 verdicts, one per item in order, but got %2</source>
        <translation>erwartet wurden genau %1 Urteile, eines pro Eintrag in derselben Reihenfolge, erhalten wurden aber %2</translation>
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
    <message>
        <location line="+38"/>
        <source>the answer contains no JSON object that parses</source>
        <translation>die Antwort enthält kein JSON-Objekt, das sich lesen lässt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the answer needs a &quot;reason&quot; string</source>
        <translation>die Antwort braucht einen String „reason“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown answer kind</source>
        <translation>unbekannte Antwortart</translation>
    </message>
</context>
<context>
    <name>claimscope::CaseParser</name>
    <message>
        <location filename="../model/caseparser.cpp" line="+46"/>
        <source>expected a test case object {…}, got %1</source>
        <translation>erwartet wurde ein Testfall-Objekt {…}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location line="+2"/>
        <source>a conversation (it has &quot;turns&quot;) takes no &quot;actual_output&quot;; put the answer in an assistant turn</source>
        <translation>ein Gespräch (es hat „turns“) nimmt kein „actual_output“; schreiben Sie die Antwort in einen Assistant-Turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a conversation keeps &quot;retrieval_context&quot; on its assistant turns; move it to the turn it supports</source>
        <translation>ein Gespräch führt „retrieval_context“ an seinen Assistant-Turns; verschieben Sie ihn in den Turn, den er stützt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a list of turns [{&quot;role&quot;, &quot;content&quot;}, …], got %1</source>
        <translation>erwartet wurde eine Liste von Turns [{&quot;role&quot;, &quot;content&quot;}, …], gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is empty: a conversation needs at least one turn; add turns or remove the test case</source>
        <translation>ist leer: ein Gespräch braucht mindestens einen Turn; fügen Sie Turns hinzu oder entfernen Sie den Testfall</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected a turn object {&quot;role&quot;, &quot;content&quot;}, got %1</source>
        <translation>erwartet wurde ein Turn-Objekt {&quot;role&quot;, &quot;content&quot;}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>missing: every turn needs &quot;role&quot;: &quot;user&quot; or &quot;assistant&quot;</source>
        <translation>fehlt: jeder Turn braucht „role“: „user“ oder „assistant“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected &quot;user&quot; or &quot;assistant&quot;, got %1</source>
        <translation>erwartet wurde „user“ oder „assistant“, gefunden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+1"/>
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
    <name>claimscope::ChatImportParser</name>
    <message>
        <location filename="../model/chatimportparser.cpp" line="+23"/>
        <source>expected a list of chat messages [{&quot;role&quot;, &quot;content&quot;}, …], got %1</source>
        <translation>erwartet wurde eine Liste von Chat-Nachrichten [{&quot;role&quot;, &quot;content&quot;}, …], gefunden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a message object {&quot;role&quot;, &quot;content&quot;}, got %1</source>
        <translation>erwartet wurde ein Nachrichten-Objekt {&quot;role&quot;, &quot;content&quot;}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing: every message needs a &quot;role&quot;: &quot;system&quot;, &quot;user&quot; or &quot;assistant&quot;</source>
        <translation>fehlt: jede Nachricht braucht eine „role“: „system“, „user“ oder „assistant“</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+13"/>
        <source>holds no user or assistant message; a conversation needs at least one turn</source>
        <translation>enthält keine User- oder Assistant-Nachricht; ein Gespräch braucht mindestens einen Turn</translation>
    </message>
    <message>
        <location line="+14"/>
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
        <location line="+6"/>
        <source>expected a string or a list of text parts, got %1</source>
        <translation>erwartet wurde ein String oder eine Liste von Textteilen, gefunden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a &quot;%1&quot; part</source>
        <translation>ein „%1“-Teil</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+1"/>
        <source>expected an object of variables, got %1; %2</source>
        <translation>erwartet wurde ein Objekt mit Variablen, gefunden: %1; %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a promptfoo test needs vars._conversation, or vars.input (or vars.query) with vars.output: Claimscope judges recorded answers and does not run prompts</source>
        <translation>ein promptfoo-Test braucht vars._conversation oder vars.input (bzw. vars.query) mit vars.output: Claimscope bewertet aufgezeichnete Antworten und führt keine Prompts aus</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+7"/>
        <source>every pair needs what the user said (&quot;input&quot;)</source>
        <translation>jedes Paar braucht, was der Benutzer gesagt hat („input“)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every pair needs the answer given (&quot;output&quot;)</source>
        <translation>jedes Paar braucht die gegebene Antwort („output“)</translation>
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
    <name>claimscope::ConversationRelevance</name>
    <message>
        <location filename="../metrics/conversationrelevance.cpp" line="+51"/>
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
        <location line="+4"/>
        <source>forward: windows pairs[i..i+w) as the product page documents; trailing: one window ending at every pair (promptfoo ≥ 0.118).</source>
        <translation>forward: Fenster pairs[i..i+w), wie auf der Produktseite dokumentiert; trailing: ein Fenster, das an jedem Paar endet (promptfoo ≥ 0.118).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>conversation_relevance needs at least one complete user → assistant exchange; this conversation has none</source>
        <translation>conversation_relevance braucht mindestens einen vollständigen Austausch Benutzer → Assistent; dieses Gespräch hat keinen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Window · pair %1</source>
        <translation>Fenster · Paar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window · pairs %1–%2</source>
        <translation>Fenster · Paare %1–%2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 out of %2 conversation windows were relevant</source>
        <translation>%1 von %2 Gesprächsfenstern waren relevant</translation>
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
        <location line="+0"/>
        <source>Fragile Consistency</source>
        <translation>Fragile Konsistenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unreliable</source>
        <translation>Unzuverlässig</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No usable sample: every sample is blank.</source>
        <translation>Keine brauchbare Stichprobe: jede Stichprobe ist leer.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The answer&apos;s mean similarity to %1 independent samples is %2 (%3).</source>
        <translation>Die mittlere Ähnlichkeit der Antwort zu %1 unabhängigen Stichproben beträgt %2 (%3).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Epistemic Consistency</source>
        <translation>Epistemic Consistency</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How similar the answer is to independent samples generated from the same documents.</source>
        <translation>Wie ähnlich die Antwort unabhängigen Stichproben ist, die aus denselben Dokumenten erzeugt wurden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples to generate (ignored when the test case carries pre-generated samples).</source>
        <translation>Zu erzeugende Stichproben (ignoriert, wenn der Testfall vorab erzeugte Stichproben mitbringt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sampling temperatures, drawn uniformly with replacement.</source>
        <translation>Sampling-Temperaturen, gleichverteilt mit Zurücklegen gezogen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makes the temperature draw reproducible (none: random).</source>
        <translation>Macht die Ziehung der Temperaturen reproduzierbar (nicht gesetzt: zufällig).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>k_samples is 0: consistency is assumed stable, nothing was sampled.</source>
        <translation>k_samples ist 0: die Konsistenz gilt als stabil, es wurden keine Stichproben erzeugt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1, sample %2 (temperature %3)</source>
        <translation>%1, Stichprobe %2 (Temperatur %3)</translation>
    </message>
</context>
<context>
    <name>claimscope::EvaluationEngine</name>
    <message>
        <location filename="../metrics/engine/evaluationengine.cpp" line="+54"/>
        <source>cannot open the step cache %1: %2 (use --no-cache to run without it)</source>
        <translation>der Schritt-Cache %1 lässt sich nicht öffnen: %2 (mit --no-cache ohne ihn ausführen)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
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
        <location line="+0"/>
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
        <location line="+2"/>
        <source>Share of the answer&apos;s sentences that the documents support.</source>
        <translation>Anteil der Sätze der Antwort, die von den Dokumenten gestützt werden.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 of %2 answer spans are supported by the documents (%3).</source>
        <translation>%1 von %2 Abschnitten der Antwort werden von den Dokumenten gestützt (%3).</translation>
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
        <location line="+5"/>
        <source>How many truths to ask for per document (prompt wording only; none: all).</source>
        <translation>Wie viele Fakten pro Dokument erfragt werden (betrifft nur die Formulierung des Prompts; nicht gesetzt: alle).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count claims the context neither supports nor contradicts (idk) as unfaithful.</source>
        <translation>Behauptungen, die der Kontext weder stützt noch widerlegt (idk), als untreu zählen.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+7"/>
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
        <location line="+4"/>
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
        <location line="+18"/>
        <source>expected a list of strings or objects, got %1; wrap the items in [ ]</source>
        <translation>erwartet wurde eine Liste von Strings oder Objekten, gefunden: %1; setzen Sie die Einträge in [ ]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a list of strings (pre-generated answers), got %1</source>
        <translation>erwartet wurde eine Liste von Strings (vorab erzeugte Antworten), gefunden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a string (one pre-generated answer), got %1</source>
        <translation>erwartet wurde ein String (eine vorab erzeugte Antwort), gefunden: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected an object of key/value pairs, got %1</source>
        <translation>erwartet wurde ein Objekt mit Schlüssel/Wert-Paaren, gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+47"/>
        <source>is nested too deeply to be read; flatten it</source>
        <translation>ist zu tief verschachtelt, um gelesen zu werden; verflachen Sie die Struktur</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>expected a string or an object holding the text, got %1</source>
        <translation>erwartet wurde ein String oder ein Objekt, das den Text enthält, gefunden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected the item&apos;s text as a string, got %1</source>
        <translation>erwartet wurde der Text des Eintrags als String, gefunden: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the object is empty</source>
        <translation>das Objekt ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>found only %1</source>
        <translation>gefunden wurde nur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object item needs its text under one of %1; %2</source>
        <translation>ein Objekt-Eintrag braucht seinen Text unter einem von %1; %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the number %1</source>
        <translation>die Zahl %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>claimscope::JudgeFactory</name>
    <message>
        <location filename="../metrics/engine/judgefactory.cpp" line="+36"/>
        <source>the judge URL &quot;%1&quot; is not an http(s) URL, e.g. http://127.0.0.1:11434/v1</source>
        <translation>die Judge-URL „%1“ ist keine http(s)-URL wie etwa http://127.0.0.1:11434/v1</translation>
    </message>
</context>
<context>
    <name>claimscope::MetricRegistry</name>
    <message>
        <location filename="../metrics/registry.cpp" line="+47"/>
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
        <location line="+17"/>
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
        <location line="+44"/>
        <source>%1.%2: no such parameter (known: %3)</source>
        <translation>%1.%2: diesen Parameter gibt es nicht (bekannt: %3)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Minimum score that passes.</source>
        <translation>Mindest-Score zum Bestehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Binary scoring: anything below 1 becomes 0 and the threshold becomes 1.</source>
        <translation>Binäre Bewertung: alles unter 1 wird 0, und der Schwellenwert wird 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the judge to explain the score (no reason calls when off).</source>
        <translation>Den Judge den Score begründen lassen (ausgeschaltet: keine Begründungsaufrufe).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many exchanges (user → assistant units) each sliding window covers.</source>
        <translation>Wie viele Austausche (Einheiten Benutzer → Assistent) jedes gleitende Fenster umfasst.</translation>
    </message>
</context>
<context>
    <name>claimscope::MetricRun</name>
    <message>
        <location filename="../metrics/engine/metricrun.cpp" line="+186"/>
        <source>step %1 failed: %2</source>
        <translation>Schritt %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>claimscope::OfflineAnswers</name>
    <message>
        <location filename="../metrics/judge/offline/offlineanswers.cpp" line="+140"/>
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
        <location line="+36"/>
        <source>The offline judge does not know the step &quot;%1&quot;.</source>
        <translation>Der Offline-Judge kennt den Schritt „%1“ nicht.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Epistemic Consistency needs a generator model or pre-generated samples; the offline judge cannot write samples.</source>
        <translation>Epistemic Consistency braucht ein Generator-Modell oder vorab erzeugte Stichproben; der Offline-Judge kann keine Stichproben schreiben.</translation>
    </message>
</context>
<context>
    <name>claimscope::OfflineEmbedder</name>
    <message>
        <location filename="../metrics/judge/offline/offlineembedder.cpp" line="+15"/>
        <source>Offline (lexical)</source>
        <translation>Offline (lexikalisch)</translation>
    </message>
</context>
<context>
    <name>claimscope::OfflineJudge</name>
    <message>
        <location filename="../metrics/judge/offline/offlinejudge.cpp" line="+18"/>
        <source>Offline (lexical)</source>
        <translation>Offline (lexikalisch)</translation>
    </message>
</context>
<context>
    <name>claimscope::OpenAiEmbedder</name>
    <message>
        <location filename="../metrics/judge/openaiembedder.cpp" line="+75"/>
        <source>the embeddings endpoint at %1 has no request scheduler</source>
        <translation>der Embeddings-Endpunkt unter %1 hat keinen Request-Scheduler</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 — check the API key in the environment variable %2</source>
        <translation>%1 — prüfen Sie den API-Schlüssel in der Umgebungsvariablen %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+49"/>
        <source>the embeddings endpoint at %1 returned vectors of %2 and %3 dimensions</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte Vektoren mit %2 und mit %3 Dimensionen</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>the embeddings endpoint at %1 answered with HTML, not JSON: is the base URL right (…/v1)?</source>
        <translation>der Embeddings-Endpunkt unter %1 antwortete mit HTML statt JSON: stimmt die Basis-URL (…/v1)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the embeddings endpoint at %1 answered with something that is not JSON: %2</source>
        <translation>der Embeddings-Endpunkt unter %1 antwortete mit etwas, das kein JSON ist: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the embeddings endpoint at %1 returned %2 vectors for %3 inputs</source>
        <translation>der Embeddings-Endpunkt unter %1 lieferte %2 Vektoren für %3 Eingaben</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../metrics/judge/openaijudge.cpp" line="+116"/>
        <source>the judge at %1 has no request scheduler</source>
        <translation>der Judge unter %1 hat keinen Request-Scheduler</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the judge at %1 answered HTTP %2 with an HTML page, not JSON: is the base URL right (…/v1)?</source>
        <translation>der Judge unter %1 antwortete mit HTTP %2 und einer HTML-Seite statt JSON: stimmt die Basis-URL (…/v1)?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — no API key is set: put it in the environment variable %2</source>
        <translation>%1 — es ist kein API-Schlüssel gesetzt: hinterlegen Sie ihn in der Umgebungsvariablen %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — check the API key in the environment variable %2</source>
        <translation>%1 — prüfen Sie den API-Schlüssel in der Umgebungsvariablen %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — is the base URL right (…/v1) and does the model &quot;%2&quot; exist there?</source>
        <translation>%1 — stimmt die Basis-URL (…/v1), und gibt es dort das Modell „%2“?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the judge at %1 answered with HTML, not JSON: is the base URL right (…/v1)?</source>
        <translation>der Judge unter %1 antwortete mit HTML statt JSON: stimmt die Basis-URL (…/v1)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the judge at %1 answered with something that is not JSON: %2</source>
        <translation>der Judge unter %1 antwortete mit etwas, das kein JSON ist: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the judge at %1 answered without any choices: %2</source>
        <translation>der Judge unter %1 antwortete ohne choices: %2</translation>
    </message>
    <message>
        <location line="+9"/>
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
    <name>claimscope::PlanningEmbedder</name>
    <message>
        <location filename="../metrics/judge/planningjudge.cpp" line="+97"/>
        <source>%1 (dry run)</source>
        <translation>%1 (Probelauf)</translation>
    </message>
</context>
<context>
    <name>claimscope::PlanningJudge</name>
    <message>
        <location line="-70"/>
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
    <name>claimscope::ProjectSettings</name>
    <message>
        <location filename="../model/projectsettings.cpp" line="+28"/>
        <source>expected a string</source>
        <translation>erwartet wurde ein String</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a whole number ≥ %1</source>
        <translation>erwartet wurde eine ganze Zahl ≥ %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected &quot;offline&quot; or &quot;openai-compatible&quot;, got &quot;%1&quot;</source>
        <translation>erwartet wurde „offline“ oder „openai-compatible“, gefunden: „%1“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected json_schema, json_object or none</source>
        <translation>erwartet wurde json_schema, json_object oder none</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; needs input_per_1k and output_per_1k as numbers ≥ 0</source>
        <translation>„%1“ braucht input_per_1k und output_per_1k als Zahlen ≥ 0</translation>
    </message>
    <message>
        <location line="+56"/>
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
</context>
<context>
    <name>claimscope::ReadDiagnostics</name>
    <message>
        <location filename="../model/readdiagnostics.cpp" line="+58"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line %1, %2</source>
        <translation>Zeile %1, %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>stopped after %1 errors; fix these and read the file again</source>
        <translation>nach %1 Fehlern abgebrochen; beheben Sie diese und lesen Sie die Datei erneut</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>claimscope::ReasonWriter</name>
    <message numerus="yes">
        <location filename="../metrics/judge/offline/reasonwriter.cpp" line="+24"/>
        <source>(and %n more)</source>
        <translation>
            <numerusform>(und %n weitere)</numerusform>
            <numerusform>(und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
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
        <location line="+8"/>
        <source>The score is %1.</source>
        <translation>Der Score ist %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n statement(s) of the retrieval context relate to the input, such as %1%2.</source>
        <translation>
            <numerusform>%n Aussage des Retrieval-Kontexts bezieht sich auf die Eingabe, etwa %1%2.</numerusform>
            <numerusform>%n Aussagen des Retrieval-Kontexts beziehen sich auf die Eingabe, etwa %1%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n statement(s) do not, such as %1%2.</source>
        <translation>
            <numerusform>%n Aussage tut das nicht, etwa %1%2.</numerusform>
            <numerusform>%n Aussagen tun das nicht, etwa %1%2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+7"/>
        <source>The final score is %1, which passes the threshold.</source>
        <translation>Der endgültige Score ist %1 und erreicht damit den Schwellenwert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The final score is %1, which fails the threshold.</source>
        <translation>Der endgültige Score ist %1 und verfehlt damit den Schwellenwert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There were no windows to judge.</source>
        <translation>Es gab keine Fenster zu bewerten.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>It averages %n window(s).</source>
        <translation>
            <numerusform>Er ist der Mittelwert aus %n Fenster.</numerusform>
            <numerusform>Er ist der Mittelwert aus %n Fenstern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Window %1: %2</source>
        <translation>Fenster %1: %2</translation>
    </message>
</context>
<context>
    <name>claimscope::RelevanceRules</name>
    <message>
        <location filename="../metrics/judge/offline/relevancerules.cpp" line="+41"/>
        <source>It speaks of %1, which the input asks about.</source>
        <translation>Sie spricht von %1, wonach die Eingabe fragt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It gives %1, the kind of answer the input asks for.</source>
        <translation>Sie nennt %1, also die Art Antwort, nach der die Eingabe fragt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The input asks for nothing specific that this statement answers.</source>
        <translation>Die Eingabe fragt nach nichts Bestimmtem, das diese Aussage beantwortet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It says nothing about %1, which the input asks about.</source>
        <translation>Sie sagt nichts über %1, wonach die Eingabe fragt.</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+6"/>
        <source>The reply does not take up what the user asked about (%1).</source>
        <translation>Die Antwort greift nicht auf, wonach der Benutzer gefragt hat (%1).</translation>
    </message>
</context>
<context>
    <name>claimscope::RequestScheduler</name>
    <message>
        <location filename="../metrics/engine/requestscheduler.cpp" line="+36"/>
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
    <message>
        <location line="+190"/>
        <source>no answer from %1 within %2 s</source>
        <translation>keine Antwort von %1 innerhalb von %2 s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>HTTP %1 from %2: %3</source>
        <translation>HTTP %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <location line="+0"/>
        <source>Partial Alignment</source>
        <translation>Teilweise Übereinstimmung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likely Hallucinated Answer</source>
        <translation>Wahrscheinlich halluzinierte Antwort</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Semantic Drift</source>
        <translation>Semantic Drift</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+35"/>
        <source>The closest document sentence has similarity %1 (%2): &quot;%3&quot;</source>
        <translation>Der ähnlichste Satz der Dokumente hat die Ähnlichkeit %1 (%2): „%3“</translation>
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
        <location line="+0"/>
        <source>Moderate Trust</source>
        <translation>Mittleres Vertrauen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Low Trust</source>
        <translation>Geringes Vertrauen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Source Diversity</source>
        <translation>Source Diversity</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many distinct sources the retrieved documents come from.</source>
        <translation>Aus wie vielen verschiedenen Quellen die abgerufenen Dokumente stammen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cosine between query and document at which a document counts as relevant (decides whether a single source is justified).</source>
        <translation>Kosinus zwischen Anfrage und Dokument, ab dem ein Dokument als relevant gilt (entscheidet, ob eine einzige Quelle gerechtfertigt ist).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Acceptable</source>
        <translation>Akzeptabel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All %1 documents come from one source, which is justified: at most one is relevant to the query.</source>
        <translation>Alle %1 Dokumente stammen aus einer Quelle, was gerechtfertigt ist: höchstens eines ist für die Anfrage relevant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 distinct sources among %2 documents (%3).</source>
        <translation>%1 verschiedene Quellen unter %2 Dokumenten (%3).</translation>
    </message>
</context>
<context>
    <name>claimscope::StepRunner</name>
    <message>
        <location filename="../metrics/engine/steprunner.cpp" line="+120"/>
        <source>the judge&apos;s answer was unusable even after a repair request: %1</source>
        <translation>die Antwort des Judges war auch nach einer Korrekturanfrage unbrauchbar: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+98"/>
        <source>%n text(s) to embed</source>
        <translation>
            <numerusform>%n Text zum Einbetten</numerusform>
            <numerusform>%n Texte zum Einbetten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the embedder returned %1 vectors for %2 texts</source>
        <translation>der Embedder lieferte %1 Vektoren für %2 Texte</translation>
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
        <location line="+2"/>
        <source>Explain the faithfulness score from the contradictions.</source>
        <translation>Den Faithfulness-Score aus den Widersprüchen begründen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extract the truths of a window&apos;s retrieval context.</source>
        <translation>Die Fakten aus dem Retrieval-Kontext eines Fensters extrahieren.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+11"/>
        <source>Summarise the window reasons into the final reason.</source>
        <translation>Die Begründungen der Fenster zur endgültigen Begründung zusammenfassen.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Split one retrieval node into statements and judge each one&apos;s relevance to the input.</source>
        <translation>Einen Retrieval-Knoten in Aussagen zerlegen und die Relevanz jeder Aussage für die Eingabe bewerten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the contextual relevancy score.</source>
        <translation>Den Contextual-Relevancy-Score begründen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judge the statements of one node against a window&apos;s user messages.</source>
        <translation>Die Aussagen eines Knotens anhand der Benutzernachrichten eines Fensters bewerten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain one window&apos;s contextual relevancy score.</source>
        <translation>Den Contextual-Relevancy-Score eines Fensters begründen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Is the window&apos;s last assistant message relevant to the conversation so far?</source>
        <translation>Ist die letzte Nachricht des Assistenten im Fenster für das bisherige Gespräch relevant?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the turn relevancy score from the irrelevant exchanges.</source>
        <translation>Den Turn-Relevancy-Score aus den irrelevanten Austauschen begründen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is the last output of the window relevant, the earlier pairs being context?</source>
        <translation>Ist die letzte Ausgabe des Fensters relevant, wobei die früheren Paare als Kontext dienen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the conversation relevance score.</source>
        <translation>Den Conversation-Relevance-Score begründen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Split the answer into spans and mark each one supported or not by the documents.</source>
        <translation>Die Antwort in Abschnitte zerlegen und jeden als von den Dokumenten gestützt oder nicht gestützt markieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generate one answer strictly from the documents (a consistency sample).</source>
        <translation>Eine Antwort streng aus den Dokumenten erzeugen (eine Konsistenz-Stichprobe).</translation>
    </message>
</context>
<context>
    <name>claimscope::TemplateSet</name>
    <message>
        <location filename="../metrics/judge/promptrenderer.cpp" line="+84"/>
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
        <location line="+6"/>
        <source>%1: the template never uses {{%2}}, so the judge would not see it</source>
        <translation>%1: die Vorlage verwendet {{%2}} nirgends, der Judge bekäme es also nicht zu sehen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a &quot;{{&quot; or &quot;}}&quot; does not form a placeholder like {{name}}</source>
        <translation>%1: ein „{{“ oder „}}“ bildet keinen Platzhalter wie {{name}}</translation>
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
        <location line="+46"/>
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
    <message>
        <location line="+12"/>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>test cases in another file are not followed; open that file instead</source>
        <translation>Testfälle in einer anderen Datei werden nicht nachgeladen; öffnen Sie stattdessen diese Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the test cases as a list [ … ]</source>
        <translation>schreiben Sie die Testfälle als Liste [ … ]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a list of test cases, got %1; %2</source>
        <translation>erwartet wurde eine Liste von Testfällen, gefunden: %1; %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds no test cases; add at least one</source>
        <translation>enthält keine Testfälle; fügen Sie mindestens einen hinzu</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected a test case object, a list of them, {&quot;test_cases&quot;: [ … ]} or promptfoo&apos;s {&quot;tests&quot;: [ … ]}, got %1</source>
        <translation>erwartet wurde ein Testfall-Objekt, eine Liste davon, {&quot;test_cases&quot;: [ … ]} oder promptfoos {&quot;tests&quot;: [ … ]}, gefunden: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>holds no test cases; expected one JSON object per line</source>
        <translation>enthält keine Testfälle; erwartet wurde ein JSON-Objekt pro Zeile</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>is a folder; choose a test-case file inside it</source>
        <translation>ist ein Ordner; wählen Sie eine Testfall-Datei darin</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot be opened: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read: %1</source>
        <translation>lässt sich nicht lesen: %1</translation>
    </message>
</context>
<context>
    <name>claimscope::TestCaseWriter</name>
    <message>
        <location filename="../model/testcasewriter.cpp" line="+153"/>
        <source>%1: cannot be saved: %2</source>
        <translation>%1: lässt sich nicht speichern: %2</translation>
    </message>
</context>
<context>
    <name>claimscope::TrustScore</name>
    <message>
        <location filename="../metrics/trustifai/trustscore.cpp" line="+20"/>
        <source>RELIABLE</source>
        <translation>ZUVERLÄSSIG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ACCEPTABLE (WITH CAUTION)</source>
        <translation>AKZEPTABEL (MIT VORSICHT)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>UNRELIABLE</source>
        <translation>UNZUVERLÄSSIG</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>weight %1 × %2</source>
        <translation>Gewicht %1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed, counted as 0: %1</source>
        <translation>fehlgeschlagen, als 0 gezählt: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Weighted trust %1 (%2).</source>
        <translation>Gewichtetes Vertrauen %1 (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weighted trust %1 (%2); failed components counted as 0: %3.</source>
        <translation>Gewichtetes Vertrauen %1 (%2); fehlgeschlagene Komponenten als 0 gezählt: %3.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trust Score</source>
        <translation>Trust Score</translation>
    </message>
    <message>
        <location line="+2"/>
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
    <message>
        <location filename="../metrics/trustifai/trustunits.cpp" line="+60"/>
        <source>Mean of %1 exchanges: %2 (%3). %4</source>
        <translation>Mittelwert aus %1 Austauschen: %2 (%3). %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Exchange %1</source>
        <translation>Austausch %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+72"/>
        <source>needs retrieval_context (the documents the answer was based on)</source>
        <translation>braucht retrieval_context (die Dokumente, auf denen die Antwort beruht)</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Scores at or above this get the top label.</source>
        <translation>Scores ab diesem Wert erhalten das oberste Label.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores at or above this (and below label_high) get the middle label.</source>
        <translation>Scores ab diesem Wert (und unter label_high) erhalten das mittlere Label.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: the query and the answer must not be blank</source>
        <translation>%1: Anfrage und Antwort dürfen nicht leer sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no retrieval context</source>
        <translation>kein Retrieval-Kontext</translation>
    </message>
    <message>
        <location line="+8"/>
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
    <message>
        <location line="+10"/>
        <source>needs a conversational test case (use contextual_relevancy for single turns)</source>
        <translation>braucht einen Gesprächs-Testfall (für Single-Turns contextual_relevancy verwenden)</translation>
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
        <location line="+7"/>
        <source>How many truths to ask for per document (prompt wording only; none: all).</source>
        <translation>Wie viele Fakten pro Dokument erfragt werden (betrifft nur die Formulierung des Prompts; nicht gesetzt: alle).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count claims the context neither supports nor contradicts (idk) as unfaithful.</source>
        <translation>Behauptungen, die der Kontext weder stützt noch widerlegt (idk), als untreu zählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave windows without retrieval context out of the mean (extension; DeepEval scores them).</source>
        <translation>Fenster ohne Retrieval-Kontext beim Mittelwert auslassen (Erweiterung; DeepEval bewertet sie).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needs a conversational test case (use faithfulness for single turns)</source>
        <translation>braucht einen Gesprächs-Testfall (für Single-Turns faithfulness verwenden)</translation>
    </message>
    <message>
        <location line="+23"/>
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
        <location line="+8"/>
        <source>needs a conversational test case (use conversation_relevance for single turns)</source>
        <translation>braucht einen Gesprächs-Testfall (für Single-Turns conversation_relevance verwenden)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The score is %1 because every assistant reply is relevant to the conversation.</source>
        <translation>Der Score ist %1, weil jede Antwort des Assistenten für das Gespräch relevant ist.</translation>
    </message>
</context>
<context>
    <name>claimscope::VerdictRules</name>
    <message>
        <location filename="../metrics/judge/offline/verdictrules.cpp" line="+115"/>
        <source>The context says %1, the claim says %2: &quot;%3&quot;</source>
        <translation>Der Kontext sagt %1, die Behauptung sagt %2: „%3“</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The context says the opposite: &quot;%1&quot;</source>
        <translation>Der Kontext sagt das Gegenteil: „%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The context says &quot;%1&quot; where the claim says &quot;%2&quot;: &quot;%3&quot;</source>
        <translation>Der Kontext sagt „%1“, wo die Behauptung „%2“ sagt: „%3“</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>There is no retrieval context to check this claim against.</source>
        <translation>Es gibt keinen Retrieval-Kontext, an dem sich diese Behauptung prüfen ließe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The context does not mention this.</source>
        <translation>Der Kontext erwähnt das nicht.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The context says: &quot;%1&quot;</source>
        <translation>Der Kontext sagt: „%1“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The context uses these words but never says this; closest: &quot;%1&quot;</source>
        <translation>Der Kontext verwendet diese Wörter, sagt das aber nirgends; am nächsten kommt: „%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The context covers this topic but does not say %1; closest: &quot;%2&quot;</source>
        <translation>Der Kontext behandelt dieses Thema, sagt aber nicht %1; am nächsten kommt: „%2“</translation>
    </message>
</context>
<context>
    <name>claimscope::YamlDocumentReader</name>
    <message>
        <location filename="../model/yamldocumentreader.cpp" line="+43"/>
        <source>not valid YAML: nested more than %1 levels deep; flatten it</source>
        <translation>kein gültiges YAML: mehr als %1 Ebenen tief verschachtelt; verflachen Sie die Struktur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not valid YAML: %1; check the indentation and quoting here</source>
        <translation>kein gültiges YAML: %1; prüfen Sie hier die Einrückung und die Anführungszeichen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds no YAML document; expected a list of promptfoo tests</source>
        <translation>enthält kein YAML-Dokument; erwartet wurde eine Liste von promptfoo-Tests</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds %1 YAML documents separated by &quot;---&quot;; put every test in one list</source>
        <translation>enthält %1 durch „---“ getrennte YAML-Dokumente; schreiben Sie alle Tests in eine Liste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read this YAML value: %1</source>
        <translation>dieser YAML-Wert lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is nested more than %1 levels deep (or refers to itself); flatten it</source>
        <translation>ist mehr als %1 Ebenen tief verschachtelt (oder verweist auf sich selbst); verflachen Sie die Struktur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expands to more than %1 values through aliases (*name); write the repeated parts out</source>
        <translation>wächst durch Aliasse (*name) auf mehr als %1 Werte an; schreiben Sie die wiederholten Teile aus</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected a plain key, got a list or map as a key; write the key as text</source>
        <translation>erwartet wurde ein einfacher Schlüssel, gefunden wurde eine Liste oder Map als Schlüssel; schreiben Sie den Schlüssel als Text</translation>
    </message>
</context>
<context>
    <name>claimscope::cli</name>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="+35"/>
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
        <location line="+0"/>
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
        <location line="+14"/>
        <source>steps: %1</source>
        <translation>Schritte: %1</translation>
    </message>
    <message>
        <location line="+17"/>
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
        <location filename="../app/cli/evaluatecommand.cpp" line="+60"/>
        <source>%1 on %2: %3</source>
        <translation>%1 bei %2: %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+35"/>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>template error: %1</source>
        <translation>Fehler in der Vorlage: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/resultprinter.cpp" line="+60"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>error: no metric applies to these test cases</source>
        <translation>Fehler: keine Metrik ist auf diese Testfälle anwendbar</translation>
    </message>
    <message>
        <location filename="../app/cli/evaluateoptions.cpp" line="+60"/>
        <source>cannot read the config file %1: %2</source>
        <translation>die Konfigurationsdatei %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not a JSON object (%2 at byte %3)</source>
        <translation>%1: kein JSON-Objekt (%2 bei Byte %3)</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
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
        <source>json_schema, json_object or none.</source>
        <translation>json_schema, json_object oder none.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neither read nor write the step cache.</source>
        <translation>Den Schritt-Cache weder lesen noch schreiben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text, json or jsonl.</source>
        <translation>text, json oder jsonl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write results to FILE instead of stdout.</source>
        <translation>Ergebnisse in FILE statt auf stdout schreiben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show windows, steps and request counts; send nothing.</source>
        <translation>Fenster, Schritte und Anzahl der Anfragen zeigen; nichts senden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With --dry-run: print the rendered prompts.</source>
        <translation>Mit --dry-run: die gerenderten Prompts ausgeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text format: print every window, claim and verdict.</source>
        <translation>Textformat: jedes Fenster, jede Behauptung und jedes Urteil ausgeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No progress on stderr.</source>
        <translation>Keinen Fortschritt auf stderr ausgeben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no test case file given: claimscope-cli evaluate FILE...</source>
        <translation>keine Testfall-Datei angegeben: claimscope-cli evaluate FILE...</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--judge %1: expected offline or openai-compatible</source>
        <translation>--judge %1: erwartet wurde offline oder openai-compatible</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--%1 %2: expected a whole number ≥ %3</source>
        <translation>--%1 %2: erwartet wurde eine ganze Zahl ≥ %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--structured-output %1: expected json_schema, json_object or none</source>
        <translation>--structured-output %1: erwartet wurde json_schema, json_object oder none</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the openai-compatible judge needs --judge-url (or CLAIMSCOPE_JUDGE_URL)</source>
        <translation>der Judge openai-compatible braucht --judge-url (oder CLAIMSCOPE_JUDGE_URL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the openai-compatible judge needs --judge-model (or CLAIMSCOPE_JUDGE_MODEL)</source>
        <translation>der Judge openai-compatible braucht --judge-model (oder CLAIMSCOPE_JUDGE_MODEL)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no API key in $%1: requests go without an Authorization header</source>
        <translation>kein API-Schlüssel in $%1: Anfragen gehen ohne Authorization-Header hinaus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--metric %1: unknown metric (see claimscope-cli metrics)</source>
        <translation>--metric %1: unbekannte Metrik (siehe claimscope-cli metrics)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>--format %1: expected text, json or jsonl</source>
        <translation>--format %1: erwartet wurde text, json oder jsonl</translation>
    </message>
    <message>
        <location filename="../app/cli/resultprinter.cpp" line="-16"/>
        <source>judge answered: %1</source>
        <translation>Antwort des Judges: %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Judge: %1

</source>
        <translation>Judge: %1

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>
%1 passed, %2 failed, %3 errors · %4 judge calls, %5 cached</source>
        <translation>
%1 bestanden, %2 nicht bestanden, %3 Fehler · %4 Judge-Aufrufe, %5 aus dem Cache</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · cost unknown (no price for the model)
</source>
        <translation> · Kosten unbekannt (kein Preis für das Modell)
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · $%1
</source>
        <translation> · $%1
</translation>
    </message>
    <message>
        <location line="+50"/>
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
</context>
<context>
    <name>claimscope::cli::Main</name>
    <message>
        <location filename="../app/cli/main.cpp" line="+13"/>
        <source>Usage: claimscope-cli COMMAND [OPTIONS]

Commands:
  evaluate FILE...   run judge metrics on test cases (see evaluate --help)
  metrics            list metrics, their parameters and defaults
  templates [ID]     print the default judge templates (of a metric or step)

Exit codes: 0 all passed, 1 some metric below threshold, 2 usage or input error,
3 judge or network error.
</source>
        <translation>Aufruf: claimscope-cli BEFEHL [OPTIONEN]

Befehle:
  evaluate FILE...   Judge-Metriken auf Testfälle anwenden (siehe evaluate --help)
  metrics            Metriken mit ihren Parametern und Vorgaben auflisten
  templates [ID]     die Standard-Vorlagen des Judges ausgeben (einer Metrik oder eines Schritts)

Exit-Codes: 0 alles bestanden, 1 eine Metrik unter dem Schwellenwert, 2 Aufruf- oder Eingabefehler,
3 Judge- oder Netzwerkfehler.
</translation>
    </message>
</context>
<context>
    <name>claimscope::cli::ProgressReporter</name>
    <message>
        <location filename="../app/cli/progressreporter.cpp" line="+37"/>
        <source>%1/%2 steps · %3 cached · %4 failed · %5/%6 metrics · %7 s</source>
        <translation>%1/%2 Schritte · %3 aus dem Cache · %4 fehlgeschlagen · %5/%6 Metriken · %7 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done: %1 on %2: %3
</source>
        <translation>fertig: %1 bei %2: %3
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 metric results, %2 judge steps (%3 cached, %4 failed) in %5 s
</source>
        <translation>%1 Metrik-Ergebnisse, %2 Judge-Schritte (%3 aus dem Cache, %4 fehlgeschlagen) in %5 s
</translation>
    </message>
</context>
</TS>
