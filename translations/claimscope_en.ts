<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>claimscope</name>
    <message numerus="yes">
        <source>B did not run the %n labelled test case(s) of the held-out part (a try runs the tuning part only), so this comparison cannot say whether the change holds on cases the tuning did not look at: run them with &quot;Run the … held-out case(s) and compare&quot; above the case list, and the same verdict is given on them.</source>
        <translation>
            <numerusform>B did not run the %n labelled test case of the held-out part (a try runs the tuning part only), so this comparison cannot say whether the change holds on cases the tuning did not look at: run them with &quot;Run the … held-out case and compare&quot; above the case list, and the same verdict is given on them.</numerusform>
            <numerusform>B did not run the %n labelled test cases of the held-out part (a try runs the tuning part only), so this comparison cannot say whether the change holds on cases the tuning did not look at: run them with &quot;Run the … held-out cases and compare&quot; above the case list, and the same verdict is given on them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::AgreementView</name>
    <message numerus="yes">
        <source>&lt;b&gt;Claims you judged&lt;/b&gt;: %1, agreement %2, κ %3.&lt;br&gt;Mean score of their %n result(s): %4; had the judge agreed with your verdicts: &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;Claims you judged&lt;/b&gt;: %1, agreement %2, κ %3.&lt;br&gt;Mean score of their %n result: %4; had the judge agreed with your verdicts: &lt;b&gt;%5&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;Claims you judged&lt;/b&gt;: %1, agreement %2, κ %3.&lt;br&gt;Mean score of their %n results: %4; had the judge agreed with your verdicts: &lt;b&gt;%5&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) cannot score %1 alone and are not compared: %2</source>
        <translation>
            <numerusform>%n result cannot score %1 alone and are not compared: %2</numerusform>
            <numerusform>%n results cannot score %1 alone and are not compared: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Counts the %1 labelled result(s) compared: %2 tuning + %3 held-out. The Summary counts every result of %4: %n.</source>
        <translation>
            <numerusform>Counts the %1 labelled result compared: %2 tuning + %3 held-out. The Summary counts every result of %4: %n.</numerusform>
            <numerusform>Counts the %1 labelled results compared: %2 tuning + %3 held-out. The Summary counts every result of %4: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⟳ %n label(s) added since the run: press F5 to score %1 alone; until then they are not compared.</source>
        <translation>
            <numerusform>⟳ %n label added since the run: press F5 to score %1 alone; until then they are not compared.</numerusform>
            <numerusform>⟳ %n labels added since the run: press F5 to score %1 alone; until then they are not compared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⟳ %n of its results out of date — press F5: these figures are from %1, before your edit.</source>
        <translation>
            <numerusform>⟳ %n of its results out of date — press F5: these figures are from %1, before your edit.</numerusform>
            <numerusform>⟳ %n of its results out of date — press F5: these figures are from %1, before your edit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 score(s) of %2 re-decided for %3 without a new run: the judge&apos;s verdicts are kept and the setting applied to them exactly, so these figures are current.</source>
        <translation>
            <numerusform>%n %1 score of %2 re-decided for %3 without a new run: the judge&apos;s verdicts are kept and the setting applied to them exactly, so these figures are current.</numerusform>
            <numerusform>%n %1 scores of %2 re-decided for %3 without a new run: the judge&apos;s verdicts are kept and the setting applied to them exactly, so these figures are current.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::AnswerParser</name>
    <message numerus="yes">
        <source>expected exactly %n verdict(s), one per item in order, but got %1</source>
        <translation>
            <numerusform>expected exactly %n verdict, one per item in order, but got %1</numerusform>
            <numerusform>expected exactly %n verdicts, one per item in order, but got %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the text is longer than %n character(s)</source>
        <translation>
            <numerusform>the text is longer than %n character</numerusform>
            <numerusform>the text is longer than %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::BatchJudge</name>
    <message numerus="yes">
        <source>the batch %1 kept from an earlier run ended %2 with %n request(s) unanswered; they were submitted again</source>
        <translation>
            <numerusform>the batch %1 kept from an earlier run ended %2 with %n request unanswered; it was submitted again</numerusform>
            <numerusform>the batch %1 kept from an earlier run ended %2 with %n requests unanswered; they were submitted again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the batch %1 answered this request on %n lines (%2), and a request takes exactly one answer: none of them is used (run again to ask anew)</source>
        <translation>
            <numerusform>the batch %1 answered this request on %n line (%2), and a request takes exactly one answer: none of them is used (run again to ask anew)</numerusform>
            <numerusform>the batch %1 answered this request on %n lines (%2), and a request takes exactly one answer: none of them is used (run again to ask anew)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::BatchResultReader</name>
    <message numerus="yes">
        <source>… and %n more unusable line(s) in %1</source>
        <translation>
            <numerusform>… and %n more unusable line in %1</numerusform>
            <numerusform>… and %n more unusable lines in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::BreakdownModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n truth</numerusform>
            <numerusform>%n truths</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::BreakdownView</name>
    <message numerus="yes">
        <source>Judge: %1 · %n call(s)</source>
        <translation>
            <numerusform>Judge: %1 · %n call</numerusform>
            <numerusform>Judge: %1 · %n calls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CallLogView</name>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n call</numerusform>
            <numerusform>%n calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>over %n run(s), %1 of them by the newest</source>
        <translation>
            <numerusform>over %n run, %1 of them by the newest</numerusform>
            <numerusform>over %n runs, %1 of them by the newest</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseChanges</name>
    <message numerus="yes">
        <source>%n turn(s) added</source>
        <translation>
            <numerusform>%n turn added</numerusform>
            <numerusform>%n turns added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) removed</source>
        <translation>
            <numerusform>%n turn removed</numerusform>
            <numerusform>%n turns removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more change(s)</source>
        <translation>
            <numerusform>%n more change</numerusform>
            <numerusform>%n more changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseEditor</name>
    <message numerus="yes">
        <source>Conversation · %n turn(s)</source>
        <translation>
            <numerusform>Conversation · %n turn</numerusform>
            <numerusform>Conversation · %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s) scored</source>
        <translation>
            <numerusform>%n exchange scored</numerusform>
            <numerusform>%n exchanges scored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Single turn · %n context item(s)</source>
        <translation>
            <numerusform>Single turn · %n context item</numerusform>
            <numerusform>Single turn · %n context items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseFingerprints</name>
    <message numerus="yes">
        <source>%n turn(s) added to %1</source>
        <translation>
            <numerusform>%n turn added to %1</numerusform>
            <numerusform>%n turns added to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) removed from %1</source>
        <translation>
            <numerusform>%n turn removed from %1</numerusform>
            <numerusform>%n turns removed from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::CaseListModel</name>
    <message numerus="yes">
        <source>Single turn · %n context item(s)</source>
        <translation>
            <numerusform>Single turn · %n context item</numerusform>
            <numerusform>Single turn · %n context items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conversation · %n turn(s)</source>
        <translation>
            <numerusform>Conversation · %n turn</numerusform>
            <numerusform>Conversation · %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ComparisonExport</name>
    <message numerus="yes">
        <source>%n unchanged result(s).</source>
        <translation>
            <numerusform>%n unchanged result.</numerusform>
            <numerusform>%n unchanged results.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ComparisonScatterChart</name>
    <message numerus="yes">
        <source>as labelled (%1&apos;s score) for %n labelled case(s), else the whole test case&apos;s</source>
        <translation>
            <numerusform>as labelled (%1&apos;s score) for %n labelled case, else the whole test case&apos;s</numerusform>
            <numerusform>as labelled (%1&apos;s score) for %n labelled cases, else the whole test case&apos;s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ComparisonView</name>
    <message numerus="yes">
        <source>%n labelled result(s); accuracy %1 → %2</source>
        <translation>
            <numerusform>%n labelled result; accuracy %1 → %2</numerusform>
            <numerusform>%n labelled results; accuracy %1 → %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run the %n held-out case(s) and compare</source>
        <translation>
            <numerusform>Run the %n held-out case and compare</numerusform>
            <numerusform>Run the %n held-out cases and compare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runs B&apos;s labelled metrics on the %n held-out case(s) with the setup as it is now (the try&apos;s, unless you edited since), keeps the run and compares it with A #%1, which ran them: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>Runs B&apos;s labelled metrics on the %n held-out case with the setup as it is now (the try&apos;s, unless you edited since), keeps the run and compares it with A #%1, which ran them: the same verdict, on cases the tuning did not look at.</numerusform>
            <numerusform>Runs B&apos;s labelled metrics on the %n held-out cases with the setup as it is now (the try&apos;s, unless you edited since), keeps the run and compares it with A #%1, which ran them: the same verdict, on cases the tuning did not look at.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A #%1 never ran the %n held-out case(s): they run twice, first with A&apos;s setup as it was kept, then with the setup as it is now (the try&apos;s, unless you edited since); both runs are kept and compared on those cases: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>A #%1 never ran the %n held-out case: they run twice, first with A&apos;s setup as it was kept, then with the setup as it is now (the try&apos;s, unless you edited since); both runs are kept and compared on those cases: the same verdict, on cases the tuning did not look at.</numerusform>
            <numerusform>A #%1 never ran the %n held-out cases: they run twice, first with A&apos;s setup as it was kept, then with the setup as it is now (the try&apos;s, unless you edited since); both runs are kept and compared on those cases: the same verdict, on cases the tuning did not look at.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A #%1 never ran the %n held-out case(s), but run #%2 ran them with A&apos;s setup: they run once, with the setup as it is now (the try&apos;s, unless you edited since), and are compared with #%2 on them: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>A #%1 never ran the %n held-out case, but run #%2 ran them with A&apos;s setup: they run once, with the setup as it is now (the try&apos;s, unless you edited since), and are compared with #%2 on them: the same verdict, on cases the tuning did not look at.</numerusform>
            <numerusform>A #%1 never ran the %n held-out cases, but run #%2 ran them with A&apos;s setup: they run once, with the setup as it is now (the try&apos;s, unless you edited since), and are compared with #%2 on them: the same verdict, on cases the tuning did not look at.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare on the %n held-out case(s)</source>
        <translation>
            <numerusform>Compare on the %n held-out case</numerusform>
            <numerusform>Compare on the %n held-out cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run #%1 ran the %n held-out case(s) with the try&apos;s setup, and %2: nothing runs, the two are compared on those cases: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>Run #%1 ran the %n held-out case with the try&apos;s setup, and %2: nothing runs, the two are compared on those cases: the same verdict, on cases the tuning did not look at.</numerusform>
            <numerusform>Run #%1 ran the %n held-out cases with the try&apos;s setup, and %2: nothing runs, the two are compared on those cases: the same verdict, on cases the tuning did not look at.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run #%1 ran the %n held-out case(s) with the try&apos;s setup, but A #%2 never ran them: they run once, with A&apos;s setup as it was kept, and are compared with #%1 on them: the same verdict, on cases the tuning did not look at.</source>
        <translation>
            <numerusform>Run #%1 ran the %n held-out case with the try&apos;s setup, but A #%2 never ran them: they run once, with A&apos;s setup as it was kept, and are compared with #%1 on them: the same verdict, on cases the tuning did not look at.</numerusform>
            <numerusform>Run #%1 ran the %n held-out cases with the try&apos;s setup, but A #%2 never ran them: they run once, with A&apos;s setup as it was kept, and are compared with #%1 on them: the same verdict, on cases the tuning did not look at.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ContextItemsEditor</name>
    <message numerus="yes">
        <source>Retrieval context (%n item(s))</source>
        <translation>
            <numerusform>Retrieval context (%n item)</numerusform>
            <numerusform>Retrieval context (%n items)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ConversationRelevance</name>
    <message numerus="yes">
        <source>%1 out of %n conversation window(s) were relevant</source>
        <translation>
            <numerusform>%1 out of %n conversation window was relevant</numerusform>
            <numerusform>%1 out of %n conversation windows were relevant</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::DeltaBarChart</name>
    <message numerus="yes">
        <source>No metric&apos;s mean score changed (%n metric(s))</source>
        <translation>
            <numerusform>No metric&apos;s mean score changed (%n metric)</numerusform>
            <numerusform>No metric&apos;s mean score changed (%n metrics)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change of the mean score, B − A; %n unchanged metric(s) left out</source>
        <translation>
            <numerusform>Change of the mean score, B − A; %n unchanged metric left out</numerusform>
            <numerusform>Change of the mean score, B − A; %n unchanged metrics left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::DialogPrompts</name>
    <message numerus="yes">
        <source>… and %n more (Show Details).</source>
        <translation>
            <numerusform>… and %n more (Show Details).</numerusform>
            <numerusform>… and %n more (Show Details).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the autosaved copy of %n project(s) for good?</source>
        <translation>
            <numerusform>Delete the autosaved copy of %n project for good?</numerusform>
            <numerusform>Delete the autosaved copies of %n projects for good?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::DocumentController</name>
    <message numerus="yes">
        <source>%n test case(s)</source>
        <translation>
            <numerusform>%n test case</numerusform>
            <numerusform>%n test cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded %n autosaved project(s).</source>
        <translation>
            <numerusform>Discarded %n autosaved project.</numerusform>
            <numerusform>Discarded %n autosaved projects.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept %n autosaved project(s): File › Recover Unsaved Work… offers them again.</source>
        <translation>
            <numerusform>Kept %n autosaved project: File › Recover Unsaved Work… offers it again.</numerusform>
            <numerusform>Kept %n autosaved projects: File › Recover Unsaved Work… offers them again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recovered “%1”: save it to keep it. File › Recover Unsaved Work… lists %n more.</source>
        <translation>
            <numerusform>Recovered “%1”: save it to keep it. File › Recover Unsaved Work… lists %n more.</numerusform>
            <numerusform>Recovered “%1”: save it to keep it. File › Recover Unsaved Work… lists %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::EpistemicConsistency</name>
    <message numerus="yes">
        <source>The answer&apos;s mean similarity to %n independent sample(s) is %1 (%2).</source>
        <translation>
            <numerusform>The answer&apos;s similarity to %n independent sample is %1 (%2).</numerusform>
            <numerusform>The answer&apos;s mean similarity to %n independent samples is %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::EvidenceCoverage</name>
    <message numerus="yes">
        <source>%1 of %n answer span(s) are supported by the documents (%2).</source>
        <translation>
            <numerusform>%1 of %n answer span is supported by the documents (%2).</numerusform>
            <numerusform>%1 of %n answer spans are supported by the documents (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::FailureWalkPanel</name>
    <message numerus="yes">
        <source>All %n stop(s) shown. %1 goes back to the last one.</source>
        <translation>
            <numerusform>All %n stop shown. %1 goes back to the last one.</numerusform>
            <numerusform>All %n stops shown. %1 goes back to the last one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed result(s)</source>
        <translation>
            <numerusform>%n failed result</numerusform>
            <numerusform>%n failed results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s) judged ✗ or ?</source>
        <translation>
            <numerusform>%n claim judged ✗ or ?</numerusform>
            <numerusform>%n claims judged ✗ or ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stop(s)</source>
        <translation>
            <numerusform>%n stop</numerusform>
            <numerusform>%n stops</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::HtmlReport</name>
    <message numerus="yes">
        <source>%n result(s):</source>
        <translation>
            <numerusform>%n result:</numerusform>
            <numerusform>%n results:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 passed, %2 failed, %n error(s).</source>
        <translation>
            <numerusform>%1 passed, %2 failed, %n error.</numerusform>
            <numerusform>%1 passed, %2 failed, %n errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped (the metric does not apply).</source>
        <translation>
            <numerusform>%n skipped (the metric does not apply).</numerusform>
            <numerusform>%n skipped (the metric does not apply).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s),</source>
        <translation>
            <numerusform>%n test case,</numerusform>
            <numerusform>%n test cases,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test case(s) with a failing, erroneous or partial result come first.</source>
        <translation>
            <numerusform>%n test case with a failing, erroneous or partial result comes first.</numerusform>
            <numerusform>%n test cases with a failing, erroneous or partial result come first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retrieval context (%n passage(s))</source>
        <translation>
            <numerusform>Retrieval context (%n passage)</numerusform>
            <numerusform>Retrieval context (%n passages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conversation (%n turn(s))</source>
        <translation>
            <numerusform>Conversation (%n turn)</numerusform>
            <numerusform>Conversation (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Truths from the retrieval context (%n), listed once for every window</source>
        <translation>
            <numerusform>Truths from the retrieval context (%n), listed once for every window</numerusform>
            <numerusform>Truths from the retrieval context (%n), listed once for every window</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s): listed once above</source>
        <translation>
            <numerusform>%n truth: listed once above</numerusform>
            <numerusform>%n truths: listed once above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more with a lower value, not shown (the JSON export has them all)</source>
        <translation>
            <numerusform>%n more with a lower value, not shown (the JSON export has them all)</numerusform>
            <numerusform>%n more with a lower value, not shown (the JSON export has them all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) changed against the default</source>
        <translation>
            <numerusform>%n line changed against the default</numerusform>
            <numerusform>%n lines changed against the default</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%2: %n result(s)</source>
        <translation>
            <numerusform>%1–%2: %n result</numerusform>
            <numerusform>%1–%2: %n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores of %n result(s) from 0 to 1; the line is the threshold %1.</source>
        <translation>
            <numerusform>Score of %n result from 0 to 1; the line is the threshold %1.</numerusform>
            <numerusform>Scores of %n results from 0 to 1; the line is the threshold %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) no longer show what a run would give now (%1); each test case shows the text they were computed from.</source>
        <translation>
            <numerusform>%n result no longer shows what a run would give now (%1); its test case shows the text it was computed from.</numerusform>
            <numerusform>%n results no longer show what a run would give now (%1); each test case shows the text they were computed from.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partial (scored, but part of it failed).</source>
        <translation>
            <numerusform>%n partial (scored, but part of it failed).</numerusform>
            <numerusform>%n partial (scored, but part of it failed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claims judged ✗ or ? (%n), also in results that pass</source>
        <translation>
            <numerusform>Claims judged ✗ or ? (%n), also in results that pass</numerusform>
            <numerusform>Claims judged ✗ or ? (%n), also in results that pass</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::JudgeOutage</name>
    <message numerus="yes">
        <source>the judge at %1 is not answering: %2 (%n request(s) in a row got no answer)</source>
        <translation>
            <numerusform>the judge at %1 is not answering: %2 (%n request in a row got no answer)</numerusform>
            <numerusform>the judge at %1 is not answering: %2 (%n requests in a row got no answer)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::JudgePanel</name>
    <message numerus="yes">
        <source>%n retry/retries</source>
        <translation>
            <numerusform>%n retry</numerusform>
            <numerusform>%n retries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::LabelledScores</name>
    <message numerus="yes">
        <source>%1: %n labelled result(s) cannot score %2 alone and are left out of agreement: %3</source>
        <translation>
            <numerusform>%1: %n labelled result cannot score %2 alone and are left out of agreement: %3</numerusform>
            <numerusform>%1: %n labelled results cannot score %2 alone and are left out of agreement: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::LabelledTry</name>
    <message numerus="yes">
        <source>Runs %1, the labelled metric, on %n tuning case(s).</source>
        <translation>
            <numerusform>Runs %1, the labelled metric, on %n tuning case.</numerusform>
            <numerusform>Runs %1, the labelled metric, on %n tuning cases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runs %1, the labelled metrics, on %n tuning case(s).</source>
        <translation>
            <numerusform>Runs %1, the labelled metrics, on %n tuning case.</numerusform>
            <numerusform>Runs %1, the labelled metrics, on %n tuning cases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This try on %n labelled test case(s) is the baseline now, with the templates and params as they are (edits made before it included): edit a template or a param and try again (Ctrl+Shift+F5) to see whether the judge agrees more with the labels.</source>
        <translation>
            <numerusform>This try on %n labelled test case is the baseline now, with the templates and params as they are (edits made before it included): edit a template or a param and try again (Ctrl+Shift+F5) to see whether the judge agrees more with the labels.</numerusform>
            <numerusform>This try on %n labelled test cases is the baseline now, with the templates and params as they are (edits made before it included): edit a template or a param and try again (Ctrl+Shift+F5) to see whether the judge agrees more with the labels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running the %n held-out case(s) with the setup of try #%1; the comparison with run #%2 on them opens when it is kept.</source>
        <translation>
            <numerusform>Running the %n held-out case with the setup of try #%1; the comparison with run #%2 on them opens when it is kept.</numerusform>
            <numerusform>Running the %n held-out cases with the setup of try #%1; the comparison with run #%2 on them opens when it is kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running the %n held-out case(s) twice: first with the setup of run #%1, which never ran them, then with the setup of try #%2; the comparison opens when both are kept.</source>
        <translation>
            <numerusform>Running the %n held-out case twice: first with the setup of run #%1, which never ran them, then with the setup of try #%2; the comparison opens when both are kept.</numerusform>
            <numerusform>Running the %n held-out cases twice: first with the setup of run #%1, which never ran them, then with the setup of try #%2; the comparison opens when both are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>try on %n tuning case(s)</source>
        <translation>
            <numerusform>try on %n tuning case</numerusform>
            <numerusform>try on %n tuning cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running the %n held-out case(s) with the setup of try #%1; the comparison with run #%2, the setup of #%3 on them, opens when it is kept.</source>
        <translation>
            <numerusform>Running the %n held-out case with the setup of try #%1; the comparison with run #%2, the setup of #%3 on them, opens when it is kept.</numerusform>
            <numerusform>Running the %n held-out cases with the setup of try #%1; the comparison with run #%2, the setup of #%3 on them, opens when it is kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n label(s) fail</source>
        <translation>
            <numerusform>all %n label fail</numerusform>
            <numerusform>all %n labels fail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n label(s) pass</source>
        <translation>
            <numerusform>all %n label pass</numerusform>
            <numerusform>all %n labels pass</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running the %n held-out case(s) with the setup of run #%1, which never ran them; the comparison with run #%2, the setup of try #%3 on them, opens when it is kept.</source>
        <translation>
            <numerusform>Running the %n held-out case with the setup of run #%1, which never ran them; the comparison with run #%2, the setup of try #%3 on them, opens when it is kept.</numerusform>
            <numerusform>Running the %n held-out cases with the setup of run #%1, which never ran them; the comparison with run #%2, the setup of try #%3 on them, opens when it is kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::LabelsImportDialog</name>
    <message numerus="yes">
        <source>%n label(s) for %1: %2 pass, %3 fail.</source>
        <translation>
            <numerusform>%n label for %1: %2 pass, %3 fail.</numerusform>
            <numerusform>%n labels for %1: %2 pass, %3 fail.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) for %1.</source>
        <translation>
            <numerusform>%n label for %1.</numerusform>
            <numerusform>%n labels for %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each label is compared with the score of %1 alone; where a window also holds earlier exchanges, the run judges %1 of each of the %n labelled test case(s) on its own as well</source>
        <translation>
            <numerusform>each label is compared with the score of %1 alone; where a window also holds earlier exchanges, the run judges %1 of each of the %n labelled test case on its own as well</numerusform>
            <numerusform>each label is compared with the score of %1 alone; where a window also holds earlier exchanges, the run judges %1 of each of the %n labelled test cases on its own as well</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only the last answer is judged alone, so %n of %1 label(s) cannot be compared: label the last answer (@last), or compare them with Turn Relevancy</source>
        <translation>
            <numerusform>only the last answer is judged alone, so %n of %1 label cannot be compared: label the last answer (@last), or compare them with Turn Relevancy</numerusform>
            <numerusform>only the last answer is judged alone, so %n of %1 labels cannot be compared: label the last answer (@last), or compare them with Turn Relevancy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each label is compared with the score of %1 alone, but %n of %2 labelled exchange(s) have no retrieval context to judge and cannot be: give those answers their retrieval context</source>
        <translation>
            <numerusform>each label is compared with the score of %1 alone, but %n of %2 labelled exchange have no retrieval context to judge and cannot be: give those answers their retrieval context</numerusform>
            <numerusform>each label is compared with the score of %1 alone, but %n of %2 labelled exchanges have no retrieval context to judge and cannot be: give those answers their retrieval context</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::MainWindow</name>
    <message numerus="yes">
        <source>A batch run of this project is still at the provider: %1, round %2, %n request(s), submitted %3.

Resume it now? Its answers are read back, nothing is sent again.</source>
        <translation>
            <numerusform>A batch run of this project is still at the provider: %1, round %2, %n request, submitted %3.

Resume it now? Its answers are read back, nothing is sent again.</numerusform>
            <numerusform>A batch run of this project is still at the provider: %1, round %2, %n requests, submitted %3.

Resume it now? Its answers are read back, nothing is sent again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n human label(s)</source>
        <translation>
            <numerusform>Import %n human label</numerusform>
            <numerusform>Import %n human labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n human label(s); undo takes them back.</source>
        <translation>
            <numerusform>Imported %n human label; undo takes them back.</numerusform>
            <numerusform>Imported %n human labels; undo takes them back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::MetricCounts</name>
    <message numerus="yes">
        <source>%n metric(s)</source>
        <translation>
            <numerusform>%n metric</numerusform>
            <numerusform>%n metrics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n metric(s) enabled</source>
        <translation>
            <numerusform>%1 of %n metric enabled</numerusform>
            <numerusform>%1 of %n metrics enabled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln result(s)</source>
        <translation>
            <numerusform>%1 of %Ln result</numerusform>
            <numerusform>%1 of %Ln results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::MetricSummaryCard</name>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n passed (%1 %)</source>
        <translation>
            <numerusform>✓ %n passed (%1 %)</numerusform>
            <numerusform>✓ %n passed (%1 %)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %n failed</source>
        <translation>
            <numerusform>✗ %n failed</numerusform>
            <numerusform>✗ %n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n error(s)</source>
        <translation>
            <numerusform>⚠ %n error</numerusform>
            <numerusform>⚠ %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n partial</source>
        <translation>
            <numerusform>⚠ %n partial</numerusform>
            <numerusform>⚠ %n partial</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⟳ %n waiting</source>
        <translation>
            <numerusform>⟳ %n waiting</numerusform>
            <numerusform>⟳ %n waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⊘ %n skipped</source>
        <translation>
            <numerusform>⊘ %n skipped</numerusform>
            <numerusform>⊘ %n skipped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::MetricsPanel</name>
    <message numerus="yes">
        <source>%n not for this test case</source>
        <translation>
            <numerusform>%n not for this test case</numerusform>
            <numerusform>%n not for this test case</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::OpenAiEmbedder</name>
    <message numerus="yes">
        <source>%n vector(s)</source>
        <translation>
            <numerusform>%n vector</numerusform>
            <numerusform>%n vectors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n input(s)</source>
        <translation>
            <numerusform>%n input</numerusform>
            <numerusform>%n inputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ReadDiagnostics</name>
    <message numerus="yes">
        <source>stopped after %n error(s); fix these and read the file again</source>
        <translation>
            <numerusform>stopped after %n error; fix it and read the file again</numerusform>
            <numerusform>stopped after %n errors; fix these and read the file again</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ReasonWriter</name>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(and %n more)</numerusform>
            <numerusform>(and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The score is %1 because %n claim(s) of the output are contradicted or not backed by the retrieval context: %2%3.</source>
        <translation>
            <numerusform>The score is %1 because %n claim of the output is contradicted or not backed by the retrieval context: %2%3.</numerusform>
            <numerusform>The score is %1 because %n claims of the output are contradicted or not backed by the retrieval context: %2%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) of the retrieval context relate to the input, such as %1%2.</source>
        <translation>
            <numerusform>%n statement of the retrieval context relates to the input, such as %1%2.</numerusform>
            <numerusform>%n statements of the retrieval context relate to the input, such as %1%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) do not, such as %1%2.</source>
        <translation>
            <numerusform>%n statement does not, such as %1%2.</numerusform>
            <numerusform>%n statements do not, such as %1%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The score is %1 because %n reply/replies did not address the conversation: %2%3.</source>
        <translation>
            <numerusform>The score is %1 because %n reply did not address the conversation: %2%3.</numerusform>
            <numerusform>The score is %1 because %n replies did not address the conversation: %2%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other window(s) also lost points: %1</source>
        <translation>
            <numerusform>%n other window also lost points: %1</numerusform>
            <numerusform>%n other windows also lost points: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The final score is %1, the mean of %n window(s).</source>
        <translation>
            <numerusform>The final score is %1, the mean of %n window.</numerusform>
            <numerusform>The final score is %1, the mean of %n windows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RecoveryDialog</name>
    <message numerus="yes">
        <source>Claimscope closed without saving %n project(s). Their autosaved copies are still on disk:</source>
        <translation>
            <numerusform>Claimscope closed without saving %n project. Its autosaved copy is still on disk:</numerusform>
            <numerusform>Claimscope closed without saving %n projects. Their autosaved copies are still on disk:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s)</source>
        <translation>
            <numerusform>%n edit</numerusform>
            <numerusform>%n edits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s), the last: %1</source>
        <translation>
            <numerusform>%n edit, the last: %1</numerusform>
            <numerusform>%n edits, the last: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RepeatStats</name>
    <message numerus="yes">
        <source>over %n repetition(s): no score</source>
        <translation>
            <numerusform>over %n repetition: no score</numerusform>
            <numerusform>over %n repetitions: no score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>over %n repetition(s): mean %1 ± %2, range %3–%4, passed %5 of %6, flip rate %7</source>
        <translation>
            <numerusform>over %n repetition: mean %1 ± %2, range %3–%4, passed %5 of %6, flip rate %7</numerusform>
            <numerusform>over %n repetitions: mean %1 ± %2, range %3–%4, passed %5 of %6, flip rate %7</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n without a score)</source>
        <translation>
            <numerusform> (%n without a score)</numerusform>
            <numerusform> (%n without a score)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RequestScheduler</name>
    <message numerus="yes">
        <source>%1 (gave up after %n attempts)</source>
        <translation>
            <numerusform>%1 (gave up after %n attempt)</numerusform>
            <numerusform>%1 (gave up after %n attempts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was redirected more than %n time(s) (last to %2); set the base URL to where the API really is</source>
        <translation>
            <numerusform>%1 was redirected more than %n time (last to %2); set the base URL to where the API really is</numerusform>
            <numerusform>%1 was redirected more than %n times (last to %2); set the base URL to where the API really is</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the budget of %n request(s) per minute</source>
        <translation>
            <numerusform>the budget of %n request per minute</numerusform>
            <numerusform>the budget of %n requests per minute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ResultsModel</name>
    <message numerus="yes">
        <source>%n call(s) answered in provider batches: the cost is the batch price (half the direct price).</source>
        <translation>
            <numerusform>%n call answered in provider batches: the cost is the batch price (half the direct price).</numerusform>
            <numerusform>%n calls answered in provider batches: the cost is the batch price (half the direct price).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::ResultsView</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n result(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n result&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n results&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n error(s)</source>
        <translation>
            <numerusform>⚠ %n error</numerusform>
            <numerusform>⚠ %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n passed</source>
        <translation>
            <numerusform>✓ %n passed</numerusform>
            <numerusform>✓ %n passed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %n failed</source>
        <translation>
            <numerusform>✗ %n failed</numerusform>
            <numerusform>✗ %n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⟳ %n waiting for this run</source>
        <translation>
            <numerusform>⟳ %n waiting for this run</numerusform>
            <numerusform>⟳ %n waiting for this run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⟳ %n out of date — press F5</source>
        <translation>
            <numerusform>⟳ %n out of date — press F5</numerusform>
            <numerusform>⟳ %n out of date — press F5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n partial</source>
        <translation>
            <numerusform>⚠ %n partial</numerusform>
            <numerusform>⚠ %n partial</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⊘ %n skipped</source>
        <translation>
            <numerusform>⊘ %n skipped</numerusform>
            <numerusform>⊘ %n skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 of %n result(s) shown&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1 of %n result shown&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%1 of %n results shown&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunComparison</name>
    <message numerus="yes">
        <source>on the %n result(s) both runs have</source>
        <translation>
            <numerusform>on the %n result both runs have</numerusform>
            <numerusform>on the %n results both runs have</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n only in A left out</source>
        <translation>
            <numerusform>; %n only in A left out</numerusform>
            <numerusform>; %n only in A left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n only in B left out</source>
        <translation>
            <numerusform>; %n only in B left out</numerusform>
            <numerusform>; %n only in B left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n test case(s) B did not run</source>
        <translation>
            <numerusform>%1: %n test case B did not run</numerusform>
            <numerusform>%1: %n test cases B did not run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n test case(s) A did not run</source>
        <translation>
            <numerusform>%1: %n test case A did not run</numerusform>
            <numerusform>%1: %n test cases A did not run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 not run in B: %n row(s)</source>
        <translation>
            <numerusform>%1 not run in B: %n row</numerusform>
            <numerusform>%1 not run in B: %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 not run in A: %n row(s)</source>
        <translation>
            <numerusform>%1 not run in A: %n row</numerusform>
            <numerusform>%1 not run in A: %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A&apos;s only, on its %n result(s) for the test cases B ran; %1 left out</source>
        <translation>
            <numerusform>A&apos;s only, on its %n result for the test cases B ran; %1 left out</numerusform>
            <numerusform>A&apos;s only, on its %n results for the test cases B ran; %1 left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B&apos;s only, on its %n result(s) for the test cases A ran; %1 left out</source>
        <translation>
            <numerusform>B&apos;s only, on its %n result for the test cases A ran; %1 left out</numerusform>
            <numerusform>B&apos;s only, on its %n results for the test cases A ran; %1 left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunPlan</name>
    <message numerus="yes">
        <source>%1: not run on %2 of %n test case(s) — %3</source>
        <translation>
            <numerusform>%1: not run on %2 of %n test case — %3</numerusform>
            <numerusform>%1: not run on %2 of %n test cases — %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunSnapshot</name>
    <message numerus="yes">
        <source>ran only %n metric(s)</source>
        <translation>
            <numerusform>ran only %n metric</numerusform>
            <numerusform>ran only %n metrics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more change(s)</source>
        <translation>
            <numerusform>%1 and %n more change</numerusform>
            <numerusform>%1 and %n more changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunStatusWidget</name>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge step(s)</source>
        <translation>
            <numerusform>%n judge step</numerusform>
            <numerusform>%n judge steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waiting %n s for the judge&apos;s rate limit</source>
        <translation>
            <numerusform>waiting %n s for the judge&apos;s rate limit</numerusform>
            <numerusform>waiting %n s for the judge&apos;s rate limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s): the results show the last one with the spread of all</source>
        <translation>
            <numerusform>%n repetition: the results show the last one with the spread of all</numerusform>
            <numerusform>%n repetitions: the results show the last one with the spread of all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metric result(s) not run</source>
        <translation>
            <numerusform>%n metric result not run</numerusform>
            <numerusform>%n metric results not run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metric(s) not run where they do not apply</source>
        <translation>
            <numerusform>%n metric not run where they do not apply</numerusform>
            <numerusform>%n metrics not run where they do not apply</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::RunsPanel</name>
    <message numerus="yes">
        <source>%1: %n prompt(s)</source>
        <translation>
            <numerusform>%1: %n prompt</numerusform>
            <numerusform>%1: %n prompts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: pass rate %2 of %n result(s), mean %3</source>
        <translation>
            <numerusform>%1: pass rate %2 of %n result, mean %3</numerusform>
            <numerusform>%1: pass rate %2 of %n results, mean %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: no score, %n error(s)</source>
        <translation>
            <numerusform>%1: no score, %n error</numerusform>
            <numerusform>%1: no score, %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of %1 kept in %2 · %3 MB of %4 MB; beyond that the oldest runs are dropped, never a baseline (★).</source>
        <translation>
            <numerusform>%n run of %1 kept in %2 · %3 MB of %4 MB; beyond that the oldest runs are dropped, never a baseline (★).</numerusform>
            <numerusform>%n runs of %1 kept in %2 · %3 MB of %4 MB; beyond that the oldest runs are dropped, never a baseline (★).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::SourceDiversity</name>
    <message numerus="yes">
        <source>All %n document(s) come from one source, which is justified: at most one is relevant to the query.</source>
        <translation>
            <numerusform>The %n document comes from one source, which is justified: at most one is relevant to the query.</numerusform>
            <numerusform>All %n documents come from one source, which is justified: at most one is relevant to the query.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 among %n document(s) (%2).</source>
        <translation>
            <numerusform>%1 among %n document (%2).</numerusform>
            <numerusform>%1 among %n documents (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct source(s)</source>
        <translation>
            <numerusform>%n distinct source</numerusform>
            <numerusform>%n distinct sources</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::SplitAgreement</name>
    <message numerus="yes">
        <source>On the %n held-out case(s) the fit %1 does better than the current %2: %3.</source>
        <translation>
            <numerusform>On the %n held-out case the fit %1 does better than the current %2: %3.</numerusform>
            <numerusform>On the %n held-out cases the fit %1 does better than the current %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %1: the fit %2 does worse on the %n held-out case(s): %3.</source>
        <translation>
            <numerusform>Keep %1: the fit %2 does worse on the %n held-out case: %3.</numerusform>
            <numerusform>Keep %1: the fit %2 does worse on the %n held-out cases: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %1: the fit %2 does no better on the %n held-out case(s): %3.</source>
        <translation>
            <numerusform>Keep %1: the fit %2 does no better on the %n held-out case: %3.</numerusform>
            <numerusform>Keep %1: the fit %2 does no better on the %n held-out cases: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %1: on the %n held-out case(s) the fit %2 is no better beyond noise: %3.</source>
        <translation>
            <numerusform>Keep %1: on the %n held-out case the fit %2 is no better beyond noise: %3.</numerusform>
            <numerusform>Keep %1: on the %n held-out cases the fit %2 is no better beyond noise: %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::StartupScreenshot</name>
    <message numerus="yes">
        <source>Screenshot of &quot;%1&quot; (%n test case(s)) written to %2</source>
        <translation>
            <numerusform>Screenshot of &quot;%1&quot; (%n test case) written to %2</numerusform>
            <numerusform>Screenshot of &quot;%1&quot; (%n test cases) written to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::StepRunner</name>
    <message numerus="yes">
        <source>%n vector(s)</source>
        <translation>
            <numerusform>%n vector</numerusform>
            <numerusform>%n vectors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n text(s)</source>
        <translation>
            <numerusform>%n text</numerusform>
            <numerusform>%n texts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) to embed:</source>
        <translation>
            <numerusform>%n text to embed:</numerusform>
            <numerusform>%n texts to embed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::SummaryView</name>
    <message numerus="yes">
        <source>%n test case(s)</source>
        <translation>
            <numerusform>%n test case</numerusform>
            <numerusform>%n test cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⟳ %n result(s) out of date — press F5 (%1). The figures below are from the last run.</source>
        <translation>
            <numerusform>⟳ %n result out of date — press F5 (%1). The figures below are from the last run.</numerusform>
            <numerusform>⟳ %n results out of date — press F5 (%1). The figures below are from the last run.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::TemplateEditor</name>
    <message numerus="yes">
        <source>Changed from the shipped default: %n line(s).</source>
        <translation>
            <numerusform>Changed from the shipped default: %n line.</numerusform>
            <numerusform>Changed from the shipped default: %n lines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::TestCaseReader</name>
    <message numerus="yes">
        <source>nested more than %n level(s) deep; flatten it</source>
        <translation>
            <numerusform>nested more than %n level deep; flatten it</numerusform>
            <numerusform>nested more than %n levels deep; flatten it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::TrustUnits</name>
    <message numerus="yes">
        <source>Mean of %n exchange(s): %1 (%2). %3</source>
        <translation>
            <numerusform>Mean of %n exchange: %1 (%2). %3</numerusform>
            <numerusform>Mean of %n exchanges: %1 (%2). %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::YamlDocumentReader</name>
    <message numerus="yes">
        <source>not valid YAML: nested more than %n level(s) deep; flatten it</source>
        <translation>
            <numerusform>not valid YAML: nested more than %n level deep; flatten it</numerusform>
            <numerusform>not valid YAML: nested more than %n levels deep; flatten it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is nested more than %n level(s) deep (or refers to itself); flatten it</source>
        <translation>
            <numerusform>is nested more than %n level deep (or refers to itself); flatten it</numerusform>
            <numerusform>is nested more than %n levels deep (or refers to itself); flatten it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expands to more than %n value(s) through aliases (*name); write the repeated parts out</source>
        <translation>
            <numerusform>expands to more than %n value through aliases (*name); write the repeated parts out</numerusform>
            <numerusform>expands to more than %n values through aliases (*name); write the repeated parts out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::cli</name>
    <message numerus="yes">
        <source>
A run would send at most %n request(s)</source>
        <translation>
            <numerusform>
A run would send at most %n request</numerusform>
            <numerusform>
A run would send at most %n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n answer(s) cached); nothing was sent.
</source>
        <translation>
            <numerusform> (%n answer cached); nothing was sent.
</numerusform>
            <numerusform> (%n answers cached); nothing was sent.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge call(s)</source>
        <translation>
            <numerusform>%n judge call</numerusform>
            <numerusform>%n judge calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) in %1, %2 MB of its %3 MB cap (beyond it the oldest unpinned runs are dropped)
</source>
        <translation>
            <numerusform>%n run in %1, %2 MB of its %3 MB cap (beyond it the oldest unpinned runs are dropped)
</numerusform>
            <numerusform>%n runs in %1, %2 MB of its %3 MB cap (beyond it the oldest unpinned runs are dropped)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %n unchanged
</source>
        <translation>
            <numerusform>  %n unchanged
</numerusform>
            <numerusform>  %n unchanged
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n skipped (the metric does not apply)</source>
        <translation>
            <numerusform> · %n skipped (the metric does not apply)</numerusform>
            <numerusform> · %n skipped (the metric does not apply)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · $%1 at batch price (%n call(s) in provider batches)
</source>
        <translation>
            <numerusform> · $%1 at batch price (%n call in provider batches)
</numerusform>
            <numerusform> · $%1 at batch price (%n calls in provider batches)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pending batch(es) in %1
</source>
        <translation>
            <numerusform>%n pending batch in %1
</numerusform>
            <numerusform>%n pending batches in %1
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metric result(s) were not run</source>
        <translation>
            <numerusform>%n metric result was not run</numerusform>
            <numerusform>%n metric results were not run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>error: not kept as a run: all %n result(s) are errors, so it has no score to compare with. Fix the error above (another metric, or other test cases) and run again with --save-run.</source>
        <translation>
            <numerusform>error: not kept as a run: all %n result are errors, so it has no score to compare with. Fix the error above (another metric, or other test cases) and run again with --save-run.</numerusform>
            <numerusform>error: not kept as a run: all %n results are errors, so it has no score to compare with. Fix the error above (another metric, or other test cases) and run again with --save-run.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>claimscope::cli::ProgressReporter</name>
    <message numerus="yes">
        <source>%1/%n step(s)</source>
        <translation>
            <numerusform>%1/%n step</numerusform>
            <numerusform>%1/%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1/%n metric(s)</source>
        <translation>
            <numerusform>%1/%n metric</numerusform>
            <numerusform>%1/%n metrics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metric result(s)</source>
        <translation>
            <numerusform>%n metric result</numerusform>
            <numerusform>%n metric results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judge step(s)</source>
        <translation>
            <numerusform>%n judge step</numerusform>
            <numerusform>%n judge steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected to finish in about %n s</source>
        <translation>
            <numerusform>expected to finish in about %n s</numerusform>
            <numerusform>expected to finish in about %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waiting %n s for the judge (its rate limit or a retry): %1; %2
</source>
        <translation>
            <numerusform>waiting %n s for the judge (its rate limit or a retry): %1; %2
</numerusform>
            <numerusform>waiting %n s for the judge (its rate limit or a retry): %1; %2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>batch %1 of ~%2: %n request(s)</source>
        <translation>
            <numerusform>batch %1 of ~%2: %n request</numerusform>
            <numerusform>batch %1 of ~%2: %n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n failed)</source>
        <translation>
            <numerusform> (%n failed)</numerusform>
            <numerusform> (%n failed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, next check in %n s</source>
        <translation>
            <numerusform>, next check in %n s</numerusform>
            <numerusform>, next check in %n s</numerusform>
        </translation>
    </message>
</context>
</TS>
