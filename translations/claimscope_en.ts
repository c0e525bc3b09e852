<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>claimscope::BreakdownModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
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
    <name>claimscope::DocumentController</name>
    <message numerus="yes">
        <source>%n test case(s)</source>
        <translation>
            <numerusform>%n test case</numerusform>
            <numerusform>%n test cases</numerusform>
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
        <source>The final score is %1, the mean of %n window(s), which passes the threshold.</source>
        <translation>
            <numerusform>The final score is %1, the mean of %n window, which passes the threshold.</numerusform>
            <numerusform>The final score is %1, the mean of %n windows, which passes the threshold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The final score is %1, the mean of %n window(s), which fails the threshold.</source>
        <translation>
            <numerusform>The final score is %1, the mean of %n window, which fails the threshold.</numerusform>
            <numerusform>The final score is %1, the mean of %n windows, which fails the threshold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other window(s) also lost points: %1</source>
        <translation>
            <numerusform>%n other window also lost points: %1</numerusform>
            <numerusform>%n other windows also lost points: %1</numerusform>
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
</context>
<context>
    <name>claimscope::StepRunner</name>
    <message numerus="yes">
        <source>%n text(s) to embed</source>
        <translation>
            <numerusform>%n text to embed</numerusform>
            <numerusform>%n texts to embed</numerusform>
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
</context>
</TS>
