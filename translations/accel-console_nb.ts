<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>Accel::Doc</name>
    <message>
        <source>unexpected text at the start of a line (check the indentation); a new document needs a "---" line</source>
        <translation>uventet tekst i begynnelsen av en linje (sjekk innrykket); et nytt dokument trenger en «---»-linje</translation>
    </message>
    <message>
        <source>alias refers to a node that contains it</source>
        <translation>aliaset viser til en node som inneholder det</translation>
    </message>
    <message>
        <source>mapping keys must be scalars</source>
        <translation>nøkler i en tilordning må være skalarer</translation>
    </message>
    <message>
        <source>aliases expand to more than %1 nodes</source>
        <translation>aliasene utvides til mer enn %1 noder</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>nøsting dypere enn %1 nivåer</translation>
    </message>
    <message>
        <source>duplicate key "%1"</source>
        <translation>duplisert nøkkel «%1»</translation>
    </message>
    <message>
        <source>the merge key &lt;&lt; needs a mapping or a list of mappings</source>
        <translation>flettenøkkelen &lt;&lt; trenger en tilordning eller en liste med tilordninger</translation>
    </message>
    <message>
        <source>"%1" is not a valid !!%2</source>
        <translation>«%1» er ikke en gyldig !!%2</translation>
    </message>
    <message>
        <source>Fix the YAML at the line and column shown.</source>
        <translation>Rett YAML-en på linjen og i kolonnen som vises.</translation>
    </message>
    <message>
        <source>nesting deeper than yaml-cpp allows</source>
        <translation>nøsting dypere enn yaml-cpp tillater</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan ikke lese %1: %2</translation>
    </message>
    <message>
        <source>Check that the file exists and that you may read it.</source>
        <translation>Sjekk at filen finnes og at du har lov til å lese den.</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>en liste</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>en streng</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>et tall</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>en boolsk verdi</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>en tilordning</translation>
    </message>
    <message>
        <source>a second document starts here; one was expected</source>
        <translation>et dokument nummer to starter her; ett var ventet</translation>
    </message>
    <message>
        <source>Keep one document in the file, or remove the "---" line.</source>
        <translation>Behold ett dokument i filen, eller fjern «---»-linjen.</translation>
    </message>
    <message>
        <source>Each document must be a Kubernetes object (a mapping).</source>
        <translation>Hvert dokument må være et Kubernetes-objekt (en tilordning).</translation>
    </message>
    <message>
        <source>document %1 is %2, not a mapping</source>
        <translation>dokument %1 er %2, ikke en tilordning</translation>
    </message>
    <message>
        <source>document %1, item %2 of the %3 is %4, not a mapping</source>
        <translation>dokument %1, element %2 i %3 er %4, ikke en tilordning</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 finnes ikke</translation>
    </message>
    <message>
        <source>%1 does not exist (%2 is not an object or array)</source>
        <translation>%1 finnes ikke (%2 er ikke et objekt eller en tabell)</translation>
    </message>
    <message>
        <source>index "%1" is not a valid position in %2 (size %3)</source>
        <translation>indeksen «%1» er ikke en gyldig posisjon i %2 (størrelse %3)</translation>
    </message>
    <message>
        <source>parent %1 is not an object or array</source>
        <translation>forelderen %1 er ikke et objekt eller en tabell</translation>
    </message>
    <message>
        <source>parent %1 does not exist</source>
        <translation>forelderen %1 finnes ikke</translation>
    </message>
    <message>
        <source>a JSON patch must be an array of operations</source>
        <translation>en JSON-patch må være en tabell med operasjoner</translation>
    </message>
    <message>
        <source>an operation must be an object</source>
        <translation>en operasjon må være et objekt</translation>
    </message>
    <message>
        <source>missing or non-string "op"</source>
        <translation>«op» mangler eller er ikke en streng</translation>
    </message>
    <message>
        <source>missing or non-string "path"</source>
        <translation>«path» mangler eller er ikke en streng</translation>
    </message>
    <message>
        <source>missing "value"</source>
        <translation>«value» mangler</translation>
    </message>
    <message>
        <source>missing or non-string "from"</source>
        <translation>«from» mangler eller er ikke en streng</translation>
    </message>
    <message>
        <source>cannot move %1 into its own child</source>
        <translation>kan ikke flytte %1 inn i sitt eget barn</translation>
    </message>
    <message>
        <source>from location %1 does not exist</source>
        <translation>kildeplasseringen %1 finnes ikke</translation>
    </message>
    <message>
        <source>test failed: the value at %1 differs</source>
        <translation>testen mislyktes: verdien ved %1 er forskjellig</translation>
    </message>
    <message>
        <source>unknown op "%1" (use add, remove, replace, move, copy or test)</source>
        <translation>ukjent op «%1» (bruk add, remove, replace, move, copy eller test)</translation>
    </message>
    <message>
        <source>JSON pointer "%1" does not start with a slash</source>
        <translation>JSON-pekeren «%1» starter ikke med en skråstrek</translation>
    </message>
    <message>
        <source>Write pointers as /key/0/key; "" is the whole document</source>
        <translation>Skriv pekere som /nøkkel/0/nøkkel; «» er hele dokumentet</translation>
    </message>
    <message>
        <source>JSON pointer "%1" has a "~" that is not ~0 or ~1</source>
        <translation>JSON-pekeren «%1» har en «~» som ikke er ~0 eller ~1</translation>
    </message>
    <message>
        <source>Escape ~ as ~0 and / as ~1</source>
        <translation>Skriv ~ som ~0 og / som ~1</translation>
    </message>
    <message>
        <source>hunk %1 (%2) starts outside the text</source>
        <translation>blokk %1 (%2) starter utenfor teksten</translation>
    </message>
    <message>
        <source>hunk %1 (%2) does not match line %3</source>
        <translation>blokk %1 (%2) stemmer ikke med linje %3</translation>
    </message>
    <message>
        <source>the merge patch nests deeper than %1 levels</source>
        <translation>flettepatchen nøster dypere enn %1 nivåer</translation>
    </message>
    <message>
        <source>the jobTemplate nests deeper than %1 levels</source>
        <translation>jobTemplate nøster dypere enn %1 nivåer</translation>
    </message>
    <message>
        <source>unknown directive "$patch: %1" at %2</source>
        <translation>ukjent direktiv «$patch: %1» ved %2</translation>
    </message>
    <message>
        <source>Use $patch: replace, delete or merge</source>
        <translation>Bruk $patch: replace, delete eller merge</translation>
    </message>
    <message>
        <source>the path is deeper than %1 levels</source>
        <translation>stien er dypere enn %1 nivåer</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source> or </source>
        <translation> eller </translation>
    </message>
    <message>
        <source>%1: schema at %2: %3</source>
        <translation>%1: skjema ved %2: %3</translation>
    </message>
    <message>
        <source>Fix the schema; it must be JSON Schema draft-07 with local $refs</source>
        <translation>Rett skjemaet; det må være JSON Schema draft-07 med lokale $ref-referanser</translation>
    </message>
    <message>
        <source>$ref "%1" names another document; only references within this schema (#/...) are supported</source>
        <translation>$ref «%1» peker til et annet dokument; bare referanser innenfor dette skjemaet (#/...) støttes</translation>
    </message>
    <message>
        <source>$ref "%1" is not a JSON pointer fragment</source>
        <translation>$ref «%1» er ikke et JSON Pointer-fragment</translation>
    </message>
    <message>
        <source>$ref "%1" points at nothing</source>
        <translation>$ref «%1» peker ikke på noe</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean, not %1</source>
        <translation>et skjema må være et objekt eller en boolsk verdi, ikke %1</translation>
    </message>
    <message>
        <source>$ref must be a string</source>
        <translation>$ref må være en streng</translation>
    </message>
    <message>
        <source>"%1" must be %2</source>
        <translation>"%1" må være %2</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>et ikke-negativt heltall</translation>
    </message>
    <message>
        <source>a non-empty array of schemas</source>
        <translation>en ikke-tom liste med skjemaer</translation>
    </message>
    <message>
        <source>a type name or an array of type names</source>
        <translation>et typenavn eller en liste med typenavn</translation>
    </message>
    <message>
        <source>unknown type "%1"</source>
        <translation>ukjent type «%1»</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>en liste</translation>
    </message>
    <message>
        <source>an object of schemas</source>
        <translation>et objekt med skjemaer</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>en liste med strenger</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>et objekt</translation>
    </message>
    <message>
        <source>an object of schemas or arrays of property names</source>
        <translation>et objekt med skjemaer eller lister med egenskapsnavn</translation>
    </message>
    <message>
        <source>a schema or an array of schemas</source>
        <translation>et skjema eller en liste med skjemaer</translation>
    </message>
    <message>
        <source>a number greater than 0</source>
        <translation>et tall større enn 0</translation>
    </message>
    <message>
        <source>pattern "%1" is not a valid regular expression: %2 (at offset %3)</source>
        <translation>mønsteret «%1» er ikke et gyldig regulært uttrykk: %2 (ved posisjon %3)</translation>
    </message>
    <message>
        <source>$ref loops back to itself without reaching a schema</source>
        <translation>$ref går i løkke tilbake til seg selv uten å nå et skjema</translation>
    </message>
    <message>
        <source>no value is allowed here (the schema is false)</source>
        <translation>ingen verdi er tillatt her (skjemaet er false)</translation>
    </message>
    <message>
        <source>schema evaluation nested deeper than %1 levels (a recursive schema?)</source>
        <translation>skjemaevalueringen er nøstet dypere enn %1 nivåer (et rekursivt skjema?)</translation>
    </message>
    <message>
        <source>expected %1, found %2 %3</source>
        <translation>forventet %1, fant %2 %3</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 er ikke en av %2</translation>
    </message>
    <message>
        <source>%1 must be %2</source>
        <translation>%1 må være %2</translation>
    </message>
    <message>
        <source>%1 is less than the minimum %2</source>
        <translation>%1 er mindre enn minimumet %2</translation>
    </message>
    <message>
        <source>%1 is greater than the maximum %2</source>
        <translation>%1 er større enn maksimumet %2</translation>
    </message>
    <message>
        <source>%1 must be greater than %2</source>
        <translation>%1 må være større enn %2</translation>
    </message>
    <message>
        <source>%1 must be less than %2</source>
        <translation>%1 må være mindre enn %2</translation>
    </message>
    <message>
        <source>%1 is not a multiple of %2</source>
        <translation>%1 er ikke et multiplum av %2</translation>
    </message>
    <message numerus="yes">
        <source>is %n character(s) long, at least %1 required</source>
        <translation>
            <numerusform>er %n tegn lang, minst %1 kreves</numerusform><numerusform>er %n tegn lang, minst %1 kreves</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>is %n character(s) long, at most %1 allowed</source>
        <translation>
            <numerusform>er %n tegn lang, høyst %1 er tillatt</numerusform><numerusform>er %n tegn lang, høyst %1 er tillatt</numerusform></translation>
    </message>
    <message>
        <source>%1 does not match the pattern %2</source>
        <translation>%1 samsvarer ikke med mønsteret %2</translation>
    </message>
    <message numerus="yes">
        <source>has %n item(s), at least %1 required</source>
        <translation>
            <numerusform>har %n element, minst %1 kreves</numerusform><numerusform>har %n elementer, minst %1 kreves</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>has %n item(s), at most %1 allowed</source>
        <translation>
            <numerusform>har %n element, høyst %1 er tillatt</numerusform><numerusform>har %n elementer, høyst %1 er tillatt</numerusform></translation>
    </message>
    <message>
        <source>items %1 and %2 are equal (%3); items must be unique</source>
        <translation>elementene %1 og %2 er like (%3); elementene må være unike</translation>
    </message>
    <message>
        <source>must be an empty array</source>
        <translation>må være en tom liste</translation>
    </message>
    <message>
        <source>no item matches the "contains" schema</source>
        <translation>ingen elementer samsvarer med "contains"-skjemaet</translation>
    </message>
    <message>
        <source>required property "%1" is missing</source>
        <translation>den påkrevde egenskapen "%1" mangler</translation>
    </message>
    <message numerus="yes">
        <source>has %n property(s), at least %1 required</source>
        <translation>
            <numerusform>har %n egenskap, minst %1 kreves</numerusform><numerusform>har %n egenskaper, minst %1 kreves</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>has %n property(s), at most %1 allowed</source>
        <translation>
            <numerusform>har %n egenskap, høyst %1 er tillatt</numerusform><numerusform>har %n egenskaper, høyst %1 er tillatt</numerusform></translation>
    </message>
    <message>
        <source>property "%1" requires property "%2"</source>
        <translation>egenskapen "%1" krever egenskapen "%2"</translation>
    </message>
    <message>
        <source>property name "%1": %2</source>
        <translation>egenskapsnavn "%1": %2</translation>
    </message>
    <message>
        <source>property "%1" is not allowed</source>
        <translation>egenskapen "%1" er ikke tillatt</translation>
    </message>
    <message>
        <source>matches alternatives %1 and %2, but oneOf allows exactly one</source>
        <translation>samsvarer med alternativ %1 og %2, men oneOf tillater nøyaktig ett</translation>
    </message>
    <message>
        <source>must not match the schema under "not"</source>
        <translation>må ikke samsvare med skjemaet under "not"</translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n alternative(s) (%1)</source>
        <translation>
            <numerusform>passer ikke med det ene alternativet (%1)</numerusform><numerusform>passer ikke med noen av de %n alternativene (%1)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n alternative(s); the closest, number %1, fails as follows</source>
        <translation>
            <numerusform>passer ikke med det ene alternativet; nummer %1 feiler slik</numerusform><numerusform>passer ikke med noen av de %n alternativene; det nærmeste, nummer %1, feiler slik</numerusform></translation>
    </message>
    <message>
        <source>%1: a schema must be an object or a boolean, not %2</source>
        <translation>%1: et skjema må være et objekt eller en boolsk verdi, ikke %2</translation>
    </message>
    <message>
        <source>Load a JSON Schema draft-07 document</source>
        <translation>Last inn et JSON Schema draft-07-dokument</translation>
    </message>
    <message>
        <source>(root)</source>
        <extracomment>Stands for the empty JSON pointer (the whole document) in validation messages.</extracomment>
        <translation>(rot)</translation>
    </message>
</context>
<context>
    <name>Accel::Dra</name>
    <message>
        <source>unknown (query failed)</source>
        <extracomment>A GPU whose media capability query failed: its capabilities are unknown.</extracomment>
        <translation>ukjent (spørringen mislyktes)</translation>
    </message>
    <message>
        <source>pool %1 of driver %2 is incomplete: %3 of %4 slices at generation %5</source>
        <translation>pool %1 for driveren %2 er ufullstendig: %3 av %4 slices i generasjon %5</translation>
    </message>
    <message>
        <source>slice %1: %2 attributes in a form this version does not read were skipped</source>
        <translation>slice %1: %2 attributter i en form denne versjonen ikke leser, ble hoppet over</translation>
    </message>
</context>
<context>
    <name>Accel::Host</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan ikke lese %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2; controller %3 was skipped</source>
        <translation>Kan ikke lese %1: %2; kontroller %3 ble hoppet over</translation>
    </message>
    <message>
        <source>NETINT controller %1 has no namespace node %2; it is not counted as a card (is the namespace attached?)</source>
        <translation>NETINT-kontroller %1 har ingen navneromsnode %2; den telles ikke som et kort (er navnerommet tilkoblet?)</translation>
    </message>
    <message>
        <source>Cannot read %1/model: %2</source>
        <translation>Kan ikke lese %1/model: %2</translation>
    </message>
    <message>
        <source>Cannot read /etc/group: %1; the disk group is unknown</source>
        <translation>Kan ikke lese /etc/group: %1; disk-gruppen er ukjent</translation>
    </message>
    <message>
        <source>/etc/group has a disk entry with a malformed gid "%1"</source>
        <translation>/etc/group har en disk-oppføring med ugyldig gid «%1»</translation>
    </message>
    <message>
        <source>NORSK_CTL_GPU_MODE is "%1", which is neither legacy nor cdi</source>
        <translation>NORSK_CTL_GPU_MODE er «%1», som verken er legacy eller cdi</translation>
    </message>
    <message>
        <source>Set NORSK_CTL_GPU_MODE=legacy or NORSK_CTL_GPU_MODE=cdi, or unset it to detect the wiring from docker info</source>
        <translation>Sett NORSK_CTL_GPU_MODE=legacy eller NORSK_CTL_GPU_MODE=cdi, eller fjern den for å lese koblingen fra docker info</translation>
    </message>
    <message>
        <source>%1; legacy is the fallback</source>
        <extracomment>%1 says why docker info could not decide the GPU wiring</extracomment>
        <translation>%1; legacy brukes som reserve</translation>
    </message>
    <message>
        <source>docker info output is not JSON (%1 at offset %2)</source>
        <translation>utdata fra docker info er ikke JSON (%1 ved posisjon %2)</translation>
    </message>
    <message>
        <source>docker info output is not a JSON object</source>
        <translation>utdata fra docker info er ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>docker info has no engine data</source>
        <translation>docker info har ingen data fra motoren</translation>
    </message>
    <message>
        <source>docker engine unreachable: %1</source>
        <translation>docker-motoren kan ikke nås: %1</translation>
    </message>
    <message>
        <source>docker has the nvidia runtime installed</source>
        <translation>docker har nvidia-kjøremiljøet installert</translation>
    </message>
    <message>
        <source>no nvidia runtime, but docker advertises the CDI device %1</source>
        <translation>ikke noe nvidia-kjøremiljø, men docker tilbyr CDI-enheten %1</translation>
    </message>
    <message>
        <source>docker info lists no runtimes</source>
        <translation>docker info viser ingen kjøremiljøer</translation>
    </message>
    <message>
        <source>docker has no nvidia runtime and advertises no nvidia.com/gpu CDI device</source>
        <translation>docker har ikke nvidia-kjøremiljøet og tilbyr ingen nvidia.com/gpu CDI-enhet</translation>
    </message>
    <message>
        <source>cannot read docker info file %1: %2</source>
        <translation>kan ikke lese docker info-filen %1: %2</translation>
    </message>
    <message>
        <source>docker was not found (%1)</source>
        <translation>fant ikke docker (%1)</translation>
    </message>
    <message>
        <source>docker did not start: %1</source>
        <translation>docker startet ikke: %1</translation>
    </message>
    <message>
        <source>docker info did not answer within %1 ms</source>
        <translation>docker info svarte ikke innen %1 ms</translation>
    </message>
    <message>
        <source>docker info failed (exit %1): %2</source>
        <translation>docker info mislyktes (avslutningskode %1): %2</translation>
    </message>
    <message>
        <source>forced by NORSK_CTL_GPU_MODE=%1</source>
        <translation>tvunget av NORSK_CTL_GPU_MODE=%1</translation>
    </message>
</context>
<context>
    <name>Accel::Kube</name>
    <message>
        <source>cannot read cluster snapshot %1: %2</source>
        <translation>kan ikke lese klyngeøyeblikksbildet %1: %2</translation>
    </message>
    <message>
        <source>Check the path given to --snapshot.</source>
        <translation>Kontroller stien som ble gitt til --snapshot.</translation>
    </message>
    <message>
        <source>cluster snapshot %1 is not valid YAML or JSON: %2</source>
        <translation>klyngeøyeblikksbildet %1 er ikke gyldig YAML eller JSON: %2</translation>
    </message>
    <message>
        <source>Write the snapshot with `kubectl get nodes,resourceslices,deviceclasses,pods -A -o yaml` or `-o json`.</source>
        <translation>Skriv øyeblikksbildet med `kubectl get nodes,resourceslices,deviceclasses,pods -A -o yaml` eller `-o json`.</translation>
    </message>
    <message>
        <source>cannot read the embedded demo cluster %1</source>
        <translation>kan ikke lese den innebygde demoklyngen %1</translation>
    </message>
    <message>
        <source>This build lacks its resources; rebuild accelcore.</source>
        <translation>Denne bygningen mangler ressursene sine; bygg accelcore på nytt.</translation>
    </message>
    <message>
        <source>cluster snapshot %1: object %2 has no %3</source>
        <translation>klyngeøyeblikksbildet %1: objekt %2 har ingen %3</translation>
    </message>
    <message>
        <source>Every object needs apiVersion and kind, as kubectl prints them.</source>
        <translation>Hvert objekt trenger apiVersion og kind, slik kubectl skriver dem ut.</translation>
    </message>
    <message>
        <source>kubeconfig %1: `%2` is not a list</source>
        <translation>kubeconfig %1: `%2` er ikke en liste</translation>
    </message>
    <message>
        <source>Check the file with `kubectl config view --kubeconfig FILE`.</source>
        <translation>Sjekk fila med `kubectl config view --kubeconfig FIL`.</translation>
    </message>
    <message>
        <source>kubeconfig %1: entry %2 of `%3` needs a `name` and a `%4` mapping</source>
        <translation>kubeconfig %1: oppføring %2 i `%3` må ha `name` og en `%4`-tilordning</translation>
    </message>
    <message>
        <source>`%1` of context "%2" is not valid base64</source>
        <translation>`%1` i konteksten «%2» er ikke gyldig base64</translation>
    </message>
    <message>
        <source>Encode the PEM file with `base64 -w0`, or name the file with the field without `-data`.</source>
        <translation>Kod PEM-fila med `base64 -w0`, eller oppgi fila med feltet uten `-data`.</translation>
    </message>
    <message>
        <source>kubeconfig %1 does not exist</source>
        <translation>kubeconfig %1 finnes ikke</translation>
    </message>
    <message>
        <source>Check the path given to --kubeconfig.</source>
        <translation>Sjekk stien som ble gitt til --kubeconfig.</translation>
    </message>
    <message>
        <source>cannot read kubeconfig: %1</source>
        <translation>kan ikke lese kubeconfig: %1</translation>
    </message>
    <message>
        <source>Check the file's permissions.</source>
        <translation>Sjekk tilgangsrettighetene til fila.</translation>
    </message>
    <message>
        <source>kubeconfig is not valid YAML: %1</source>
        <translation>kubeconfig er ikke gyldig YAML: %1</translation>
    </message>
    <message>
        <source>kubeconfig %1 is not a mapping</source>
        <translation>kubeconfig %1 er ikke en tilordning</translation>
    </message>
    <message>
        <source>Fix the entry in the kubeconfig, or check it with `kubectl config view`.</source>
        <translation>Rett oppføringen i kubeconfig, eller sjekk den med `kubectl config view`.</translation>
    </message>
    <message>
        <source>no kubeconfig found</source>
        <translation>fant ingen kubeconfig</translation>
    </message>
    <message>
        <source>Pass --kubeconfig FILE, set KUBECONFIG, or create ~/.kube/config.</source>
        <translation>Oppgi --kubeconfig FIL, sett KUBECONFIG eller opprett ~/.kube/config.</translation>
    </message>
    <message>
        <source>no current-context is set in %1 and no --context was given</source>
        <translation>ingen current-context er satt i %1, og ingen --context ble gitt</translation>
    </message>
    <message>
        <source>Pass --context NAME or run `kubectl config use-context NAME`.</source>
        <translation>Oppgi --context NAVN eller kjør `kubectl config use-context NAVN`.</translation>
    </message>
    <message>
        <source>context "%1" is not in the kubeconfig; known contexts: %2</source>
        <translation>konteksten «%1» finnes ikke i kubeconfig; kjente kontekster: %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>Stands for an empty list of kubeconfig contexts.</extracomment>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>Pass one of the known contexts with --context.</source>
        <translation>Oppgi en av de kjente kontekstene med --context.</translation>
    </message>
    <message>
        <source>context "%1" names cluster "%2", which is not in the kubeconfig</source>
        <translation>konteksten «%1» viser til klyngen «%2», som ikke finnes i kubeconfig</translation>
    </message>
    <message>
        <source>cluster "%1" of context "%2" has no server</source>
        <translation>klyngen «%1» i konteksten «%2» har ingen server</translation>
    </message>
    <message>
        <source>context "%1" does not verify the TLS certificate of %2 (insecure-skip-tls-verify is set in the kubeconfig)</source>
        <translation>konteksten «%1» kontrollerer ikke TLS-sertifikatet til %2 (insecure-skip-tls-verify er satt i kubeconfig)</translation>
    </message>
    <message>
        <source>context "%1" names user "%2", which is not in the kubeconfig</source>
        <translation>konteksten «%1» viser til brukeren «%2», som ikke finnes i kubeconfig</translation>
    </message>
    <message>
        <source>user "%1" of context "%2" uses a legacy auth-provider, which is not supported</source>
        <translation>brukeren «%1» i konteksten «%2» bruker en foreldet auth-provider, som ikke støttes</translation>
    </message>
    <message>
        <source>Switch the user to an exec credential plugin (for GKE gke-gcloud-auth-plugin, for AKS kubelogin).</source>
        <translation>Bytt brukeren over til et exec-tillegg for legitimasjon (for GKE gke-gcloud-auth-plugin, for AKS kubelogin).</translation>
    </message>
    <message>
        <source>the exec plugin of context "%1" uses apiVersion "%2"; supported are %3 and %4</source>
        <translation>exec-tillegget i konteksten «%1» bruker apiVersion «%2»; støttet er %3 og %4</translation>
    </message>
    <message>
        <source>Update the plugin and the kubeconfig entry that calls it.</source>
        <translation>Oppdater tillegget og oppføringen i kubeconfig som kaller det.</translation>
    </message>
    <message>
        <source>the exec plugin of context "%1" has no command</source>
        <translation>exec-tillegget i konteksten «%1» har ingen kommando</translation>
    </message>
    <message>
        <source>Check that %1 is installed and works when run by hand.</source>
        <translation>Sjekk at %1 er installert og virker når det kjøres for hånd.</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context "%2" needs an interactive terminal, which the console does not have</source>
        <translation>exec-tillegget %1 i konteksten «%2» trenger en interaktiv terminal, som konsollen ikke har</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context "%2" did not finish in %3 s</source>
        <translation>exec-tillegget %1 i konteksten «%2» ble ikke ferdig innen %3 s</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context "%2" could not be started: %3</source>
        <translation>exec-tillegget %1 i konteksten «%2» kunne ikke startes: %3</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context "%2" failed (exit code %3): %4</source>
        <translation>exec-tillegget %1 i konteksten «%2» feilet (avslutningskode %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <extracomment>The exec plugin wrote nothing to stderr.</extracomment>
        <translation>ingen melding</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context "%2" did not print an ExecCredential of apiVersion %3</source>
        <translation>exec-tillegget %1 i konteksten «%2» skrev ikke ut en ExecCredential med apiVersion %3</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context "%2" returned neither a token nor a client certificate and key</source>
        <translation>exec-tillegget %1 i konteksten «%2» returnerte verken et token eller et klientsertifikat med nøkkel</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context "%2" returned an expirationTimestamp that is not RFC 3339: %3</source>
        <translation>exec-tillegget %1 i konteksten «%2» returnerte en expirationTimestamp som ikke er RFC 3339: %3</translation>
    </message>
</context>
<context>
    <name>Accel::Launch</name>
    <message>
        <source>--shm-size %1 is ignored on the quadra profile: the media service shares the host's /dev/shm</source>
        <translation>--shm-size %1 ignoreres i quadra-profilen: medietjenesten deler vertens /dev/shm</translation>
    </message>
    <message>
        <source>docker could not be run: %1</source>
        <translation>docker kunne ikke kjøres: %1</translation>
    </message>
    <message>
        <source>Install Docker Engine with the compose plugin, or put docker on PATH</source>
        <translation>Installer Docker Engine med compose-tillegget, eller legg docker i PATH</translation>
    </message>
    <message>
        <source>docker compose could not select device driver "nvidia": this host is CDI-only and was classified as legacy</source>
        <translation>docker compose kunne ikke velge enhetsdriveren «nvidia»: denne verten støtter bare CDI og ble klassifisert som legacy</translation>
    </message>
    <message>
        <source>Set NORSK_CTL_GPU_MODE=cdi and relaunch</source>
        <translation>Sett NORSK_CTL_GPU_MODE=cdi og start på nytt</translation>
    </message>
    <message>
        <source>the Docker daemon is not running or not reachable</source>
        <translation>Docker-daemonen kjører ikke eller kan ikke nås</translation>
    </message>
    <message>
        <source>Start it (sudo systemctl start docker) and check that you may use its socket (the docker group)</source>
        <translation>Start den (sudo systemctl start docker) og kontroller at du har tilgang til socketen (docker-gruppen)</translation>
    </message>
    <message>
        <source>the docker compose plugin is not installed</source>
        <translation>compose-tillegget til docker er ikke installert</translation>
    </message>
    <message>
        <source>Install docker-compose-plugin</source>
        <translation>Installer docker-compose-plugin</translation>
    </message>
    <message>
        <source>docker compose exited with %1: %2</source>
        <translation>docker compose avsluttet med %1: %2</translation>
    </message>
    <message>
        <source>See the full docker output above or in the launch log</source>
        <translation>Se alle utdata fra docker ovenfor eller i oppstartsloggen</translation>
    </message>
    <message>
        <source>the launch was cancelled</source>
        <translation>oppstarten ble avbrutt</translation>
    </message>
    <message>
        <source>docker compose may have started some containers; check with docker compose ps</source>
        <translation>docker compose kan ha startet noen containere; sjekk med docker compose ps</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Check the free space and permissions of the state directory</source>
        <translation>Kontroller ledig plass og tillatelser for tilstandskatalogen</translation>
    </message>
    <message>
        <source>%1: cannot tell which media image to read the bundle manifest from (image "%2")</source>
        <translation>%1: kan ikke avgjøre hvilket medie-image pakkemanifestet skal leses fra (image «%2»)</translation>
    </message>
    <message>
        <source>Set images.media in product.yaml, or pass --sideload-manifest FILE</source>
        <translation>Angi images.media i product.yaml, eller bruk --sideload-manifest FILE</translation>
    </message>
    <message>
        <source>the media image names no gpu-video bundle: NVENC/NVDEC libraries will be missing unless the image carries them</source>
        <translation>medie-imaget angir ingen gpu-video-pakke: NVENC/NVDEC-bibliotekene vil mangle med mindre imaget inneholder dem</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>kan ikke opprette %1</translation>
    </message>
    <message>
        <source>Check the permissions of the state directory, or pass --state-dir</source>
        <translation>Kontroller tillatelsene for tilstandskatalogen, eller bruk --state-dir</translation>
    </message>
    <message>
        <source>quadra was selected but the probe found no NETINT NVMe controller</source>
        <translation>quadra ble valgt, men sonderingen fant ingen NETINT NVMe-kontroller</translation>
    </message>
    <message>
        <source>The product requires (or the operator asked for) an accelerator the host lacks</source>
        <translation>Produktet krever (eller operatøren ba om) en akselerator som verten mangler</translation>
    </message>
    <message>
        <source>The operator asked for a different accelerator than the product's fixed one</source>
        <translation>Operatøren ba om en annen akselerator enn den produktet har låst</translation>
    </message>
    <message>
        <source>The product leaves the choice to the operator and none was made</source>
        <translation>Produktet overlater valget til operatøren, og ingen valg ble gjort</translation>
    </message>
    <message>
        <source>Check ls /sys/class/nvme and each controller's device/vendor; the card should show 0x1d82. A missing driver leaves the card unseen</source>
        <translation>Sjekk ls /sys/class/nvme og device/vendor for hver kontroller; kortet skal vise 0x1d82. Uten driver forblir kortet usynlig</translation>
    </message>
    <message>
        <source>Launch on a host that has it, or, for a default declaration, pick none</source>
        <translation>Start på en vert som har den, eller velg none for en default-deklarasjon</translation>
    </message>
    <message>
        <source>Drop the --hardware flag; the product decides</source>
        <translation>Fjern --hardware-flagget; produktet bestemmer</translation>
    </message>
    <message>
        <source>Pass --hardware &lt;profile&gt; (or none)</source>
        <translation>Bruk --hardware &lt;profile&gt; (eller none)</translation>
    </message>
    <message>
        <source>the product</source>
        <translation>produktet</translation>
    </message>
    <message>
        <source>%1: quadra was chosen and this host has no NETINT card</source>
        <translation>%1: quadra ble valgt, og denne verten har ikke noe NETINT-kort</translation>
    </message>
    <message>
        <source>%1 fixes the accelerator to %2; %3 was asked for</source>
        <translation>%1 låser akseleratoren til %2; %3 ble bedt om</translation>
    </message>
    <message>
        <source>%1 forbids an accelerator (fixed none)</source>
        <translation>%1 forbyr akselerator (fixed none)</translation>
    </message>
    <message>
        <source>%1 needs %2 and this host has none</source>
        <translation>%1 trenger %2, og denne verten har ingen</translation>
    </message>
    <message>
        <source>%1 fixes %2</source>
        <translation>%1 låser %2</translation>
    </message>
    <message>
        <source>%1 prefers no accelerator</source>
        <translation>%1 foretrekker ingen akselerator</translation>
    </message>
    <message>
        <source>%1 prefers %2 and this host has it</source>
        <translation>%1 foretrekker %2, og denne verten har den</translation>
    </message>
    <message>
        <source>%1 prefers %2, which this host lacks: falling back to no reservation</source>
        <translation>%1 foretrekker %2, som denne verten mangler: faller tilbake til ingen reservasjon</translation>
    </message>
    <message>
        <source>none was asked for</source>
        <translation>none ble bedt om</translation>
    </message>
    <message>
        <source>%1 was asked for and this host has none</source>
        <translation>%1 ble bedt om, og denne verten har ingen</translation>
    </message>
    <message>
        <source>%1 was asked for</source>
        <translation>%1 ble bedt om</translation>
    </message>
    <message>
        <source>%1 needs the operator to choose an accelerator</source>
        <translation>%1 krever at operatøren velger en akselerator</translation>
    </message>
    <message>
        <source>none was chosen</source>
        <translation>none ble valgt</translation>
    </message>
    <message>
        <source>%1 was chosen and this host has none</source>
        <translation>%1 ble valgt, og denne verten har ingen</translation>
    </message>
    <message>
        <source>%1 was chosen</source>
        <translation>%1 ble valgt</translation>
    </message>
    <message>
        <source>%1 declares no accelerator and none was asked for</source>
        <translation>%1 deklarerer ingen akselerator, og ingen ble bedt om</translation>
    </message>
    <message>
        <source>nvidia was asked for (not probed: no declaration)</source>
        <translation>nvidia ble bedt om (ikke sondert: ingen deklarasjon)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan ikke lese %1: %2</translation>
    </message>
    <message>
        <source>A product is a folder with compose.yaml and product.yaml</source>
        <translation>Et produkt er en mappe med compose.yaml og product.yaml</translation>
    </message>
    <message>
        <source>See the product template format in README.md</source>
        <translation>Se malformatet for produkter i README.md</translation>
    </message>
    <message>
        <source>product.yaml must be a mapping</source>
        <translation>product.yaml må være en tilordning</translation>
    </message>
    <message>
        <source>%1: services: a Compose file needs a services mapping</source>
        <translation>%1: services: en Compose-fil trenger en services-tilordning</translation>
    </message>
    <message>
        <source>every product needs a name</source>
        <translation>hvert produkt trenger et navn</translation>
    </message>
    <message>
        <source>"%1" is not a service in compose.yaml (it has: %2)</source>
        <translation>«%1» er ikke en tjeneste i compose.yaml (den har: %2)</translation>
    </message>
    <message>
        <source>must be a mapping {mode, value}</source>
        <translation>må være en tilordning {mode, value}</translation>
    </message>
    <message>
        <source>"%1" is not fixed, default or required</source>
        <translation>«%1» er ikke fixed, default eller required</translation>
    </message>
    <message>
        <source>required leaves the choice to the operator: remove value</source>
        <translation>required overlater valget til operatøren: fjern value</translation>
    </message>
    <message>
        <source>%1 needs a value: nvidia, quadra or none</source>
        <translation>%1 trenger en verdi: nvidia, quadra eller none</translation>
    </message>
    <message>
        <source>"%1" is not nvidia, quadra or none</source>
        <translation>«%1» er ikke nvidia, quadra eller none</translation>
    </message>
    <message>
        <source>no product folder or sample named "%1"</source>
        <translation>ingen produktmappe eller eksempel med navnet «%1»</translation>
    </message>
    <message>
        <source>Give a folder with compose.yaml and product.yaml, or a sample: %1</source>
        <translation>Oppgi en mappe med compose.yaml og product.yaml, eller et eksempel: %1</translation>
    </message>
</context>
<context>
    <name>Accel::Sideload</name>
    <message>
        <source>unknown libarchive error</source>
        <translation>ukjent libarchive-feil</translation>
    </message>
    <message>
        <source>The bundle was refused and must not be used; fetch it again from the published index, and report it to its publisher if it is refused again</source>
        <translation>Pakken ble avvist og må ikke brukes; hent den på nytt fra den publiserte indeksen, og meld fra til utgiveren hvis den avvises igjen</translation>
    </message>
    <message>
        <source>A partial download or a damaged mirror does this; fetch the bundle again</source>
        <translation>Dette skyldes en ufullstendig nedlasting eller et skadet speil; hent pakken på nytt</translation>
    </message>
    <message>
        <source>If the bundle really is that large, raise the sideload extraction limits</source>
        <translation>Hvis pakken virkelig er så stor, må du heve grensene for utpakking av sideload</translation>
    </message>
    <message>
        <source>Check free space and permissions under the daemon's state directory</source>
        <translation>Kontroller ledig plass og tillatelser under tjenestens tilstandskatalog</translation>
    </message>
    <message>
        <source>Extraction of %1 was cancelled</source>
        <extracomment>%1 is the bundle's file path</extracomment>
        <translation>Utpakkingen av %1 ble avbrutt</translation>
    </message>
    <message>
        <source>%1 is not a tar archive compressed with gzip, xz or zstd (or uncompressed): %2</source>
        <extracomment>%1 is the bundle's file path, %2 libarchive's reason</extracomment>
        <translation>%1 er ikke et tar-arkiv komprimert med gzip, xz eller zstd (eller ukomprimert): %2</translation>
    </message>
    <message>
        <source>%1 is truncated or damaged at or after member "%2": %3</source>
        <extracomment>%1 is the bundle's file path, %2 the last member read, %3 libarchive's reason</extracomment>
        <translation>%1 er avkortet eller skadet ved eller etter medlemmet «%2»: %3</translation>
    </message>
    <message>
        <source>%1 holds no tar data</source>
        <extracomment>%1 is the bundle's file path</extracomment>
        <translation>%1 inneholder ingen tar-data</translation>
    </message>
    <message>
        <source>%1 stops after member "%2" without the tar end-of-archive marker; it is truncated</source>
        <extracomment>%1 is the bundle's file path, %2 the last member</extracomment>
        <translation>%1 slutter etter medlemmet «%2» uten tar-markøren for arkivslutt; arkivet er avkortet</translation>
    </message>
    <message>
        <source>%1: member "%2" is past the limit of %3 members</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the limit</extracomment>
        <translation>%1: medlemmet «%2» overskrider grensen på %3 medlemmer</translation>
    </message>
    <message>
        <source>%1: cannot set the permissions and times of extracted directories: %2</source>
        <extracomment>%1 is the bundle's file path, %2 libarchive's reason</extracomment>
        <translation>%1: kan ikke angi tillatelser og tidsstempler for utpakkede kataloger: %2</translation>
    </message>
    <message>
        <source>Cannot extract %1: %2 is not a directory</source>
        <extracomment>%1 is the bundle's file path, %2 the destination directory</extracomment>
        <translation>Kan ikke pakke ut %1: %2 er ikke en katalog</translation>
    </message>
    <message>
        <source>Cannot extract %1: %2 is not empty</source>
        <extracomment>%1 is the bundle's file path, %2 the destination directory</extracomment>
        <translation>Kan ikke pakke ut %1: %2 er ikke tom</translation>
    </message>
    <message>
        <source>Cannot extract %1: out of memory</source>
        <translation>Kan ikke pakke ut %1: tomt for minne</translation>
    </message>
    <message>
        <source>Cannot read %1: no such file</source>
        <extracomment>%1 is the bundle's file path</extracomment>
        <translation>Kan ikke lese %1: filen finnes ikke</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the bundle's file path</extracomment>
        <translation>%1 er tom</translation>
    </message>
    <message>
        <source>Cannot read %1: out of memory</source>
        <translation>Kan ikke lese %1: tomt for minne</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <extracomment>%1 is the bundle's file path, %2 libarchive's reason</extracomment>
        <translation>Kan ikke lese %1: %2</translation>
    </message>
    <message>
        <source>%1: a member has a name that cannot be read</source>
        <extracomment>%1 is the bundle's file path</extracomment>
        <translation>%1: et medlem har et navn som ikke kan leses</translation>
    </message>
    <message>
        <source>%1: a member has an empty name</source>
        <extracomment>%1 is the bundle's file path</extracomment>
        <translation>%1: et medlem har et tomt navn</translation>
    </message>
    <message>
        <source>%1: member "%2" has an absolute path</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har en absolutt sti</translation>
    </message>
    <message>
        <source>%1: member "%2" has a ".." component</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har en «..»-komponent</translation>
    </message>
    <message>
        <source>%1: member "%2" names the bundle's top directory but is not a directory</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» angir pakkens toppkatalog, men er ikke en katalog</translation>
    </message>
    <message>
        <source>%1: member "%2" has a path too long to extract</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har en sti som er for lang til å pakkes ut</translation>
    </message>
    <message>
        <source>%1: member "%2" (%3 bytes) would take the bundle past its limit of %4 bytes uncompressed</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 its size, %4 the limit</extracomment>
        <translation>%1: medlemmet «%2» (%3 byte) ville få pakken til å overskride grensen på %4 byte ukomprimert</translation>
    </message>
    <message>
        <source>%1: member "%2" would be written through the symlink "%3"</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 a symlink in the bundle</extracomment>
        <translation>%1: medlemmet «%2» ville blitt skrevet via den symbolske lenken «%3»</translation>
    </message>
    <message>
        <source>%1: member "%2" is a character device</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en tegnenhet</translation>
    </message>
    <message>
        <source>%1: member "%2" is a block device</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en blokkenhet</translation>
    </message>
    <message>
        <source>%1: member "%2" is a FIFO</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en FIFO</translation>
    </message>
    <message>
        <source>%1: member "%2" is a socket</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en socket</translation>
    </message>
    <message>
        <source>%1: member "%2" has the unsupported file type 0%3</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the tar type number in octal</extracomment>
        <translation>%1: medlemmet «%2» har den ustøttede filtypen 0%3</translation>
    </message>
    <message>
        <source>%1: member "%2" would replace a directory the bundle already holds</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» ville erstattet en katalog som pakken allerede inneholder</translation>
    </message>
    <message>
        <source>%1: member "%2" would replace a symlink with a directory</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» ville erstattet en symbolsk lenke med en katalog</translation>
    </message>
    <message>
        <source>%1: member "%2" is a hardlink to "%3", outside the bundle</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the hardlink's target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til «%3», utenfor pakken</translation>
    </message>
    <message>
        <source>%1: member "%2" is a hardlink to itself</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til seg selv</translation>
    </message>
    <message>
        <source>%1: member "%2" is a hardlink to the symlink "%3", whose target "%4" leaves the bundle from the new place</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 a symlink, %4 its target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til den symbolske lenken «%3», der målet «%4» peker ut av pakken fra den nye plasseringen</translation>
    </message>
    <message>
        <source>%1: member "%2" is a hardlink to the directory "%3"</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the hardlink's target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til katalogen «%3»</translation>
    </message>
    <message>
        <source>%1: member "%2" is a hardlink to "%3", which the bundle has not extracted before it</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the hardlink's target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til «%3», som pakken ikke har pakket ut før det</translation>
    </message>
    <message>
        <source>%1: member "%2" is a symlink with an empty target</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke med tomt mål</translation>
    </message>
    <message>
        <source>%1: member "%2" is a symlink to the absolute path "%3"</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the symlink's target</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke til den absolutte stien «%3»</translation>
    </message>
    <message>
        <source>%1: member "%2" is a symlink to "%3", outside the bundle</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the symlink's target</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke til «%3», utenfor pakken</translation>
    </message>
    <message>
        <source>%1: member "%2" is a symlink to "%3", which climbs with ".." after a name; another symlink could take it outside the bundle</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the symlink's target</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke til «%3», som går opp med «..» etter et navn; en annen symbolsk lenke kan føre den ut av pakken</translation>
    </message>
    <message>
        <source>%1: cannot write member "%2": %3</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 libarchive's reason</extracomment>
        <translation>%1: kan ikke skrive medlemmet «%2»: %3</translation>
    </message>
    <message>
        <source>%1: member "%2" was refused by libarchive's safety checks: %3</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 libarchive's reason</extracomment>
        <translation>%1: medlemmet «%2» ble avvist av sikkerhetskontrollene i libarchive: %3</translation>
    </message>
    <message>
        <source>%1: member "%2" has data at an impossible offset</source>
        <extracomment>%1 is the bundle's file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har data på en umulig forskyvning</translation>
    </message>
    <message>
        <source>%1: member "%2" takes the bundle past its limit of %3 bytes uncompressed</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 the limit</extracomment>
        <translation>%1: medlemmet «%2» får pakken til å overskride grensen på %3 byte ukomprimert</translation>
    </message>
    <message>
        <source>%1: cannot finish writing member "%2": %3</source>
        <extracomment>%1 is the bundle's file path, %2 the member, %3 libarchive's reason</extracomment>
        <translation>%1: kan ikke fullføre skrivingen av medlemmet «%2»: %3</translation>
    </message>
    <message>
        <source>the fetch was cancelled</source>
        <translation>hentingen ble avbrutt</translation>
    </message>
    <message>
        <source>GET %1 answered %2 %3</source>
        <translation>GET %1 svarte %2 %3</translation>
    </message>
    <message>
        <source>The index lists a bundle the server does not have; check the mirror</source>
        <translation>Indeksen oppgir en pakke som serveren ikke har; kontroller speilet</translation>
    </message>
    <message>
        <source>Try again later, or check the server's logs</source>
        <translation>Prøv igjen senere, eller kontroller serverens logger</translation>
    </message>
    <message>
        <source>the TLS certificate of %1 was not accepted: %2</source>
        <translation>TLS-sertifikatet til %1 ble ikke godtatt: %2</translation>
    </message>
    <message>
        <source>For a mirror with a private CA, pass its CA certificate with --ca-file (certificate verification is never switched off)</source>
        <translation>For et speil med privat CA oppgir du CA-sertifikatet med --ca-file (sertifikatkontroll slås aldri av)</translation>
    </message>
    <message>
        <source>%1 sent nothing for %2 s</source>
        <translation>%1 sendte ingenting på %2 s</translation>
    </message>
    <message>
        <source>Check the network path to the server, then retry; the download resumes where it stopped</source>
        <translation>Kontroller nettverksveien til serveren og prøv igjen; nedlastingen fortsetter der den stoppet</translation>
    </message>
    <message>
        <source>%1 redirected more than %2 times</source>
        <translation>%1 omdirigerte mer enn %2 ganger</translation>
    </message>
    <message>
        <source>The server's redirects loop; fix the mirror's configuration</source>
        <translation>Serverens omdirigeringer går i løkke; rett opp konfigurasjonen av speilet</translation>
    </message>
    <message>
        <source>%1 redirected from HTTPS to plain HTTP</source>
        <translation>%1 omdirigerte fra HTTPS til ukryptert HTTP</translation>
    </message>
    <message>
        <source>Serve the bundle over HTTPS</source>
        <translation>Lever pakken over HTTPS</translation>
    </message>
    <message>
        <source>cannot fetch %1: %2</source>
        <translation>kan ikke hente %1: %2</translation>
    </message>
    <message>
        <source>Check the URL and the network, then retry</source>
        <translation>Kontroller URL-en og nettverket, og prøv igjen</translation>
    </message>
    <message>
        <source>no PEM certificate could be read from the CA file %1</source>
        <translation>ingen PEM-sertifikater kunne leses fra CA-filen %1</translation>
    </message>
    <message>
        <source>Pass the mirror's CA certificate in PEM form</source>
        <translation>Oppgi speilets CA-sertifikat i PEM-format</translation>
    </message>
    <message>
        <source>cannot create the lock file %1</source>
        <translation>kan ikke opprette låsefilen %1</translation>
    </message>
    <message>
        <source>Check the permissions of %1</source>
        <translation>Kontroller tillatelsene for %1</translation>
    </message>
    <message>
        <source>another process has been fetching %1 for over %2 minutes</source>
        <translation>en annen prosess har hentet %1 i over %2 minutter</translation>
    </message>
    <message>
        <source>Wait for it, or remove %1 if no fetch is running</source>
        <translation>Vent på den, eller fjern %1 hvis ingen henting pågår</translation>
    </message>
    <message>
        <source>the sideload index at %1 is larger than %2 MiB</source>
        <translation>sideload-indeksen på %1 er større enn %2 MiB</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Free some space in %1, or prune the cache (accelctl sideload prune)</source>
        <translation>Frigjør plass i %1, eller rydd i hurtiglageret (accelctl sideload prune)</translation>
    </message>
    <message>
        <source>%1 from %2 is %3 bytes, the index says %4</source>
        <translation>%1 fra %2 er %3 byte, indeksen oppgir %4</translation>
    </message>
    <message>
        <source>The mirror serves a different file than its index lists; nothing was mounted</source>
        <translation>Speilet leverer en annen fil enn indeksen oppgir; ingenting ble montert</translation>
    </message>
    <message>
        <source>%1 from %2 has sha256 %3, expected %4; it was deleted and not mounted</source>
        <translation>%1 fra %2 har sha256 %3, forventet %4; filen ble slettet og ikke montert</translation>
    </message>
    <message>
        <source>The bundle's libraries must match the engine build exactly; check that the mirror (%1) serves the bundle the image names</source>
        <translation>Pakkens biblioteker må samsvare nøyaktig med motorbygget; kontroller at speilet (%1) leverer pakken som bildet angir</translation>
    </message>
    <message>
        <source>%1: the bundle manifest is not an object</source>
        <translation>%1: pakkemanifestet er ikke et objekt</translation>
    </message>
    <message>
        <source>Expected {"bundles": [{"name", "sha256", "mountPath"}]}</source>
        <translation>Forventet {"bundles": [{"name", "sha256", "mountPath"}]}</translation>
    </message>
    <message>
        <source>%1: "bundles" is not a list</source>
        <translation>%1: "bundles" er ikke en liste</translation>
    </message>
    <message>
        <source>%1 has no "name"</source>
        <translation>%1 har ingen "name"</translation>
    </message>
    <message>
        <source>%1 (%2): "sha256" must be 64 hex digits, got "%3"</source>
        <translation>%1 (%2): "sha256" må være 64 heksadesimale sifre, fikk «%3»</translation>
    </message>
    <message>
        <source>%1 (%2): "mountPath" must be an absolute path, got "%3"</source>
        <translation>%1 (%2): "mountPath" må være en absolutt sti, fikk «%3»</translation>
    </message>
    <message>
        <source>cannot run docker to read the bundle manifest of %1: %2</source>
        <translation>kan ikke kjøre docker for å lese pakkemanifestet til %1: %2</translation>
    </message>
    <message>
        <source>Install docker, or pass --sideload-manifest FILE</source>
        <translation>Installer docker, eller oppgi --sideload-manifest FILE</translation>
    </message>
    <message>
        <source>docker image inspect %1 did not answer within %2 s</source>
        <translation>docker image inspect %1 svarte ikke innen %2 s</translation>
    </message>
    <message>
        <source>docker image inspect %1 failed: %2</source>
        <translation>docker image inspect %1 mislyktes: %2</translation>
    </message>
    <message>
        <source>Pull the image first (docker pull %1)</source>
        <translation>Hent bildet først (docker pull %1)</translation>
    </message>
    <message>
        <source>image %1, label %2</source>
        <translation>bilde %1, etikett %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan ikke lese %1: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>avbrutt</translation>
    </message>
    <message>
        <source>cannot create the cache directory %1</source>
        <translation>kan ikke opprette hurtiglagerkatalogen %1</translation>
    </message>
    <message>
        <source>Check the permissions of %1, or choose another with --state-dir</source>
        <translation>Kontroller tillatelsene for %1, eller velg en annen med --state-dir</translation>
    </message>
    <message>
        <source>cannot create a temporary directory in %1</source>
        <translation>kan ikke opprette en midlertidig katalog i %1</translation>
    </message>
    <message>
        <source>cannot move the extracted bundle into %1</source>
        <translation>kan ikke flytte den utpakkede pakken til %1</translation>
    </message>
    <message>
        <source>Check the free space and permissions of %1</source>
        <translation>Kontroller ledig plass og tillatelser for %1</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>kan ikke fjerne %1</translation>
    </message>
    <message>
        <source>the sideload index at %1 is not valid: %2</source>
        <translation>sideload-indeksen på %1 er ugyldig: %2</translation>
    </message>
    <message>
        <source>expected {"bundles": [...]}</source>
        <translation>forventet {"bundles": [...]}</translation>
    </message>
    <message>
        <source>Check %1 (it can be overridden with %2)</source>
        <translation>Kontroller %1 (den kan overstyres med %2)</translation>
    </message>
    <message>
        <source>the sideload index at %1: bundles[%2] (%3) needs a 64-digit "sha256" and a "url"</source>
        <translation>sideload-indeksen på %1: bundles[%2] (%3) må ha en "sha256" på 64 sifre og en "url"</translation>
    </message>
    <message>
        <source>bundle %1 is not listed in the sideload index at %2%3</source>
        <translation>pakken %1 er ikke oppført i sideload-indeksen på %2%3</translation>
    </message>
    <message>
        <source> (it lists other builds of %1: %2)</source>
        <translation> (den oppfører andre bygg av %1: %2)</translation>
    </message>
    <message>
        <source>Publish the bundle to the index, or point %1 at a mirror that has it</source>
        <translation>Publiser pakken i indeksen, eller pek %1 mot et speil som har den</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::HardwareModel</name>
    <message>
        <source>NVIDIA GPU</source>
        <translation>NVIDIA-GPU</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <extracomment>%n is how many GPUs the NVIDIA driver reports</extracomment>
        <translation>
            <numerusform>%n GPU</numerusform><numerusform>%n GPU-er</numerusform></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <extracomment>One GPU in the hardware tree; %1 is its index</extracomment>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>ukjent modell</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>NETINT Quadra</source>
        <translation>NETINT Quadra</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>%n is how many Quadra transcoder cards the probe found</extracomment>
        <translation>
            <numerusform>%n kort</numerusform><numerusform>%n kort</numerusform></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Akselerator</translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation>PCI-adresse</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::HardwarePanel</name>
    <message>
        <source>This host</source>
        <translation>Denne verten</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Oppdater</translation>
    </message>
    <message>
        <source>Probe this host again (F5)</source>
        <translation>Undersøk denne verten på nytt (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Stop waiting for the running probe</source>
        <translation>Slutt å vente på undersøkelsen som kjører</translation>
    </message>
    <message>
        <source>Profile:</source>
        <extracomment>The accelerator profile that wins on this host (nvidia beats quadra)</extracomment>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Accelerators:</source>
        <translation>Akseleratorer:</translation>
    </message>
    <message>
        <source>GPU wiring:</source>
        <translation>GPU-kobling:</translation>
    </message>
    <message>
        <source>Suggested container user:</source>
        <translation>Foreslått containerbruker:</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advarsler</translation>
    </message>
    <message>
        <source>Probe cancelled; the previous result is still shown.</source>
        <translation>Undersøkelsen ble avbrutt; forrige resultat vises fortsatt.</translation>
    </message>
    <message>
        <source>Probing this host…</source>
        <translation>Undersøker denne verten …</translation>
    </message>
    <message>
        <source>The probe failed: %1</source>
        <translation>Undersøkelsen mislyktes: %1</translation>
    </message>
    <message>
        <source>NVIDIA GPU (nvidia)</source>
        <translation>NVIDIA-GPU (nvidia)</translation>
    </message>
    <message>
        <source>NETINT Quadra (quadra)</source>
        <translation>NETINT Quadra (quadra)</translation>
    </message>
    <message>
        <source>none (software pipeline)</source>
        <translation>ingen (programvarebasert)</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>ingen funnet</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1 is legacy or cdi, %2 the reason the console chose it</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::LaunchPanel</name>
    <message>
        <source>NVIDIA GPU (nvidia)</source>
        <extracomment>An accelerator choice; "nvidia" is the profile name and stays untranslated</extracomment>
        <translation>NVIDIA-GPU (nvidia)</translation>
    </message>
    <message>
        <source>NETINT Quadra (quadra)</source>
        <extracomment>An accelerator choice; "quadra" is the profile name and stays untranslated</extracomment>
        <translation>NETINT Quadra (quadra)</translation>
    </message>
    <message>
        <source>none (software pipeline)</source>
        <extracomment>An accelerator choice: no accelerator, the software pipeline</extracomment>
        <translation>ingen (programvarebasert)</translation>
    </message>
    <message>
        <source>an NVIDIA GPU</source>
        <translation>en NVIDIA-GPU</translation>
    </message>
    <message>
        <source>a NETINT Quadra card</source>
        <translation>et NETINT Quadra-kort</translation>
    </message>
    <message>
        <source>%1: this product runs in software and forbids an accelerator</source>
        <extracomment>%1 is the declaration as written, e.g. "fixed none"</extracomment>
        <translation>%1: dette produktet kjører i programvare og forbyr akselerator</translation>
    </message>
    <message>
        <source>%1: this product needs %2</source>
        <extracomment>%1 is the declaration as written ("fixed nvidia"), %2 e.g. "an NVIDIA GPU"</extracomment>
        <translation>%1: dette produktet trenger %2</translation>
    </message>
    <message>
        <source>%1: this product prefers the software pipeline</source>
        <translation>%1: dette produktet foretrekker programvarepipelinen</translation>
    </message>
    <message>
        <source>%1: this product prefers %2 and can run without one</source>
        <extracomment>%1 is the declaration as written ("default nvidia"), %2 e.g. "an NVIDIA GPU"</extracomment>
        <translation>%1: dette produktet foretrekker %2 og kan kjøre uten</translation>
    </message>
    <message>
        <source>%1: you choose the accelerator for each launch</source>
        <translation>%1: du velger akselerator for hver oppstart</translation>
    </message>
    <message>
        <source>%1: nothing is reserved unless you choose an accelerator</source>
        <extracomment>%1 is "absent": the product declares nothing</extracomment>
        <translation>%1: ingenting reserveres med mindre du velger en akselerator</translation>
    </message>
    <message>
        <source>Launch a product</source>
        <extracomment>Title of the Launch panel</extracomment>
        <translation>Start et produkt</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Oppdater</translation>
    </message>
    <message>
        <source>Probe this host again and replan</source>
        <translation>Sonder denne verten på nytt og planlegg på nytt</translation>
    </message>
    <message>
        <source>Host not probed yet</source>
        <translation>Verten er ikke sondert ennå</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produkt</translation>
    </message>
    <message>
        <source>Choose a product…</source>
        <extracomment>Shown in the product picker when no product is selected</extracomment>
        <translation>Velg et produkt …</translation>
    </message>
    <message>
        <source>Product:</source>
        <translation>Produkt:</translation>
    </message>
    <message>
        <source>Declares:</source>
        <extracomment>Label of the product's accelerator declaration ("fixed nvidia: …")</extracomment>
        <translation>Deklarerer:</translation>
    </message>
    <message>
        <source>Launch settings</source>
        <translation>Oppstartsinnstillinger</translation>
    </message>
    <message>
        <source>Choose…</source>
        <extracomment>Placeholder of the accelerator choice when the operator must choose</extracomment>
        <translation>Velg …</translation>
    </message>
    <message>
        <source>None, or an accelerator this host carries: the form never offers one it lacks</source>
        <translation>Ingen, eller en akselerator denne verten har: valglisten tilbyr aldri en den mangler</translation>
    </message>
    <message>
        <source>The docker compose project name: lower case letters, digits, '-' and '_'; anything else is replaced</source>
        <translation>Prosjektnavnet for docker compose: små bokstaver, sifre, '-' og '_'; alt annet erstattes</translation>
    </message>
    <message>
        <source>e.g. 2gb</source>
        <extracomment>Placeholder of the shared memory size field; keep "2gb" as is (docker syntax)</extracomment>
        <translation>f.eks. 2gb</translation>
    </message>
    <message>
        <source>Size of the media service's private /dev/shm (optional). On the quadra profile the host's /dev/shm is shared instead</source>
        <translation>Størrelsen på medietjenestens private /dev/shm (valgfritt). I quadra-profilen deles vertens /dev/shm i stedet</translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation>Akselerator:</translation>
    </message>
    <message>
        <source>Project:</source>
        <extracomment>The docker compose project name</extracomment>
        <translation>Prosjekt:</translation>
    </message>
    <message>
        <source>Shared memory:</source>
        <extracomment>Size of /dev/shm in the media container</extracomment>
        <translation>Delt minne:</translation>
    </message>
    <message>
        <source>This launch</source>
        <translation>Denne oppstarten</translation>
    </message>
    <message>
        <source>Reserves:</source>
        <extracomment>What the launch reserves: an accelerator or nothing</extracomment>
        <translation>Reserverer:</translation>
    </message>
    <message>
        <source>GPU wiring:</source>
        <translation>GPU-kobling:</translation>
    </message>
    <message>
        <source>Container user:</source>
        <translation>Containerbruker:</translation>
    </message>
    <message>
        <source>Bundles:</source>
        <extracomment>Sideload bundles the launch mounts</extracomment>
        <translation>Pakker:</translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Stop the bundle fetch or docker compose</source>
        <translation>Stopp pakkehentingen eller docker compose</translation>
    </message>
    <message>
        <source>Compose overlay</source>
        <extracomment>Title of the generated Compose overlay preview</extracomment>
        <translation>Compose-overlegg</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>Copy the overlay to the clipboard</source>
        <translation>Kopier overlegget til utklippstavlen</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Lagre …</translation>
    </message>
    <message>
        <source>Save the overlay to a file</source>
        <translation>Lagre overlegget i en fil</translation>
    </message>
    <message>
        <source>The overlay appears here once the host is probed.</source>
        <translation>Overlegget vises her når verten er sondert.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advarsler</translation>
    </message>
    <message>
        <source>docker compose output appears here when you launch.</source>
        <translation>Utdata fra docker compose vises her når du starter.</translation>
    </message>
    <message>
        <source>Output</source>
        <extracomment>Title of the view that streams docker compose's output</extracomment>
        <translation>Utdata</translation>
    </message>
    <message>
        <source>A sample product shipped with Accel Console</source>
        <translation>Et eksempelprodukt som følger med Accel Console</translation>
    </message>
    <message>
        <source>Open product folder…</source>
        <extracomment>Last entry of the product picker; opens a folder dialog</extracomment>
        <translation>Åpne produktmappe …</translation>
    </message>
    <message>
        <source>Open a product folder (compose.yaml and product.yaml)</source>
        <translation>Åpne en produktmappe (compose.yaml og product.yaml)</translation>
    </message>
    <message>
        <source>Version %1 · sample shipped with Accel Console</source>
        <extracomment>%1 is the product's version</extracomment>
        <translation>Versjon %1 · eksempel som følger med Accel Console</translation>
    </message>
    <message>
        <source>Version %1 · %2</source>
        <extracomment>%1 is the product's version, %2 the folder it was loaded from</extracomment>
        <translation>Versjon %1 · %2</translation>
    </message>
    <message>
        <source>Probing this host…</source>
        <translation>Undersøker denne verten …</translation>
    </message>
    <message>
        <source>This host: no accelerator</source>
        <translation>Denne verten: ingen akselerator</translation>
    </message>
    <message>
        <source>This host: %1</source>
        <translation>Denne verten: %1</translation>
    </message>
    <message>
        <source>Waiting for the host probe…</source>
        <translation>Venter på sondering av verten …</translation>
    </message>
    <message>
        <source>No product selected</source>
        <translation>Ikke noe produkt valgt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, set by the product</source>
        <extracomment>%1 is the accelerator, e.g. "NVIDIA GPU (nvidia)"</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;, satt av produktet</translation>
    </message>
    <message>
        <source>This host cannot meet it: %1</source>
        <extracomment>%1 is a refusal code such as HARDWARE_UNAVAILABLE</extracomment>
        <translation>Denne verten kan ikke oppfylle det: %1</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Planlegger …</translation>
    </message>
    <message>
        <source>Nothing yet: choose an accelerator</source>
        <translation>Ingenting ennå: velg en akselerator</translation>
    </message>
    <message>
        <source>Nothing: the launch would be refused</source>
        <translation>Ingenting: oppstarten ville blitt avvist</translation>
    </message>
    <message>
        <source>Not planned yet</source>
        <translation>Ikke planlagt ennå</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1 is the accelerator, %2 why it was chosen
----------
%1 is legacy or cdi, %2 the reason
----------
%1 is a bundle ("gpu-video 1.4.2 (sha256 1a2b…)"), %2 "cached" or "to fetch"</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>no accelerator</source>
        <translation>ingen akselerator</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>i hurtiglageret</translation>
    </message>
    <message>
        <source>to fetch</source>
        <translation>skal hentes</translation>
    </message>
    <message>
        <source>Choose an accelerator in the form: none, or one this host carries</source>
        <translation>Velg en akselerator i valglisten: none, eller en som denne verten har</translation>
    </message>
    <message>
        <source>Fix:</source>
        <extracomment>Precedes what fixes a refused or failed launch</extracomment>
        <translation>Tiltak:</translation>
    </message>
    <message>
        <source>A launch is running</source>
        <translation>En oppstart pågår</translation>
    </message>
    <message>
        <source>Choose a product first</source>
        <translation>Velg et produkt først</translation>
    </message>
    <message>
        <source>Waiting for the host probe</source>
        <translation>Venter på sondering av verten</translation>
    </message>
    <message>
        <source>This product needs an accelerator choice first</source>
        <translation>Dette produktet krever et akseleratorvalg først</translation>
    </message>
    <message>
        <source>This launch would be refused: see the message above</source>
        <translation>Denne oppstarten ville blitt avvist: se meldingen ovenfor</translation>
    </message>
    <message>
        <source>Fetch the bundles, write the overlay and run docker compose up</source>
        <translation>Hent pakkene, skriv overlegget og kjør docker compose up</translation>
    </message>
    <message>
        <source>Copied to the clipboard</source>
        <translation>Kopiert til utklippstavlen</translation>
    </message>
    <message>
        <source>Save the Compose overlay</source>
        <translation>Lagre Compose-overlegget</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML-filer (*.yaml *.yml);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Lagret i %1</translation>
    </message>
    <message>
        <source>Launching %1 as project %2
</source>
        <extracomment>%1 is the product, %2 the docker compose project</extracomment>
        <translation>Starter %1 som prosjekt %2
</translation>
    </message>
    <message>
        <source>Fetching bundles…</source>
        <translation>Henter pakker …</translation>
    </message>
    <message>
        <source>%1: waiting for another fetch of it</source>
        <extracomment>%1 is a bundle</extracomment>
        <translation>%1: venter på en annen pågående henting av den</translation>
    </message>
    <message>
        <source>%1: reading the sideload index</source>
        <translation>%1: leser sideload-indeksen</translation>
    </message>
    <message>
        <source>%1: downloading, %2 of %3</source>
        <extracomment>%1 is a bundle, %2 and %3 sizes ("12.3 MB of 120 MB")</extracomment>
        <translation>%1: laster ned, %2 av %3</translation>
    </message>
    <message>
        <source>%1: downloading, %2</source>
        <translation>%1: laster ned, %2</translation>
    </message>
    <message>
        <source>%1: extracting</source>
        <translation>%1: pakker ut</translation>
    </message>
    <message>
        <source>%1: ready</source>
        <translation>%1: klar</translation>
    </message>
    <message>
        <source>Bundle %1: %2
</source>
        <extracomment>%1 is a bundle, %2 "from the cache" or "fetched"</extracomment>
        <translation>Pakke %1: %2
</translation>
    </message>
    <message>
        <source>from the cache</source>
        <translation>fra hurtiglageret</translation>
    </message>
    <message>
        <source>fetched</source>
        <translation>hentet</translation>
    </message>
    <message>
        <source>Running docker compose up…</source>
        <translation>Kjører docker compose up …</translation>
    </message>
    <message>
        <source>Cancelling the fetch…</source>
        <translation>Avbryter hentingen …</translation>
    </message>
    <message>
        <source>Stopping docker compose…</source>
        <translation>Stopper docker compose …</translation>
    </message>
    <message>
        <source>Launched as project %1. Log: %2</source>
        <extracomment>%1 is the docker compose project, %2 the log file</extracomment>
        <translation>Startet som prosjekt %1. Logg: %2</translation>
    </message>
    <message>
        <source>The launch failed (%1).</source>
        <extracomment>%1 is an error code such as GPU_MODE_MISMATCH</extracomment>
        <translation>Oppstarten mislyktes (%1).</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::MainWindow</name>
    <message>
        <source>Accel Console</source>
        <translation>Accel Console</translation>
    </message>
    <message>
        <source>Hardware</source>
        <extracomment>Tab title of the panel that shows this host's accelerators</extracomment>
        <translation>Maskinvare</translation>
    </message>
    <message>
        <source>Probing this host…</source>
        <translation>Undersøker denne verten …</translation>
    </message>
    <message>
        <source>Host probed.</source>
        <translation>Verten er undersøkt.</translation>
    </message>
    <message>
        <source>The host probe failed.</source>
        <translation>Undersøkelsen av verten mislyktes.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Oppdater</translation>
    </message>
    <message>
        <source>&amp;Hardware</source>
        <translation>&amp;Maskinvare</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;About Accel Console</source>
        <translation>&amp;Om Accel Console</translation>
    </message>
    <message>
        <source>About Accel Console</source>
        <translation>Om Accel Console</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Accel Console %1&lt;/h3&gt;&lt;p&gt;An operator console for media and AI workloads on GPUs and transcoder cards: this host's accelerators next to the cluster's, launches that only go where the hardware is, and a preview of what will be applied.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Accel Console %1&lt;/h3&gt;&lt;p&gt;En operatørkonsoll for medie- og KI-arbeidslaster på GPU-er og transkoderkort: denne vertens akseleratorer ved siden av klyngens, oppstarter som bare går dit maskinvaren finnes, og en forhåndsvisning av det som blir tatt i bruk.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Launch</source>
        <extracomment>Tab title of the panel that launches a product with docker compose</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>Launched.</source>
        <translation>Startet.</translation>
    </message>
    <message>
        <source>The launch failed.</source>
        <translation>Oppstarten mislyktes.</translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation>&amp;Start</translation>
    </message>
</context>
</TS>
