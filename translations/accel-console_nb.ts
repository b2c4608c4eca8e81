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
</context>
</TS>
