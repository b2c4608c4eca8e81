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
