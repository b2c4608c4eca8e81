<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>Accel</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan ikke lese %1: %2</translation>
    </message>
    <message>
        <source>Check that the file exists and that you may read it.</source>
        <translation>Sjekk at filen finnes og at du har lov til å lese den.</translation>
    </message>
    <message>
        <source>the file is %1</source>
        <translation>filen er %1</translation>
    </message>
    <message>
        <source>the file grew while it was read</source>
        <translation>filen vokste mens den ble lest</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>en FIFO (navngitt rør)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>en tegnenhet</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>en blokkenhet</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>en socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>ikke en vanlig fil</translation>
    </message>
    <message>
        <source>%1 is %2; only regular files are read</source>
        <translation>%1 er %2; bare vanlige filer leses</translation>
    </message>
    <message>
        <source>Give the path of a regular file, or &quot;-&quot; to read standard input (a pipe works there).</source>
        <translation>Oppgi stien til en vanlig fil, eller «-» for å lese standard inndata (der fungerer et rør).</translation>
    </message>
    <message>
        <source>Give the path of a regular file.</source>
        <translation>Oppgi stien til en vanlig fil.</translation>
    </message>
    <message>
        <source>standard input</source>
        <extracomment>how standard input is named in messages</extracomment>
        <translation>standard inndata</translation>
    </message>
    <message>
        <source>Run the command with --help to see the options it takes.</source>
        <translation>Kjør kommandoen med --help for å se hvilke valg den tar.</translation>
    </message>
    <message>
        <source>Give the path of a regular file, not a directory or device.</source>
        <translation>Oppgi stien til en vanlig fil, ikke en katalog eller enhet.</translation>
    </message>
    <message>
        <source>Make the input smaller, or raise the limit named in the message.</source>
        <translation>Gjør inndataene mindre, eller øk grensen som meldingen nevner.</translation>
    </message>
    <message>
        <source>Set the limit's environment variable to a positive whole number.</source>
        <translation>Sett grensens miljøvariabel til et positivt heltall.</translation>
    </message>
    <message>
        <source>Free memory or make the input smaller, then try again.</source>
        <translation>Frigjør minne eller gjør inndataene mindre, og prøv igjen.</translation>
    </message>
    <message>
        <source>%1 is a file the kernel makes up as it is read (/proc, /sys), not a file that holds a secret</source>
        <translation>%1 er en fil kjernen lager mens den leses (/proc, /sys), ikke en fil som holder en hemmelighet</translation>
    </message>
    <message>
        <source>Give the path of a regular file that holds the secret.</source>
        <translation>Oppgi stien til en vanlig fil som holder hemmeligheten.</translation>
    </message>
    <message>
        <source>invalid character class</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig tegnklasse</translation>
    </message>
    <message>
        <source>invalid character class range</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig område i tegnklasse</translation>
    </message>
    <message>
        <source>invalid escape sequence</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig escape-sekvens</translation>
    </message>
    <message>
        <source>invalid named capture</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig navngitt gruppe</translation>
    </message>
    <message>
        <source>invalid or unsupported Perl syntax</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig eller ikke støttet Perl-syntaks</translation>
    </message>
    <message>
        <source>invalid nested repetition operator</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig nøstet gjentakelsesoperator</translation>
    </message>
    <message>
        <source>invalid repeat count</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig antall gjentakelser</translation>
    </message>
    <message>
        <source>invalid UTF-8</source>
        <comment>regexp syntax error</comment>
        <translation>ugyldig UTF-8</translation>
    </message>
    <message>
        <source>missing closing ]</source>
        <comment>regexp syntax error</comment>
        <translation>mangler avsluttende ]</translation>
    </message>
    <message>
        <source>missing closing )</source>
        <comment>regexp syntax error</comment>
        <translation>mangler avsluttende )</translation>
    </message>
    <message>
        <source>missing argument to repetition operator</source>
        <comment>regexp syntax error</comment>
        <translation>gjentakelsesoperatoren mangler argument</translation>
    </message>
    <message>
        <source>trailing backslash at end of expression</source>
        <comment>regexp syntax error</comment>
        <translation>omvendt skråstrek på slutten av uttrykket</translation>
    </message>
    <message>
        <source>unexpected )</source>
        <comment>regexp syntax error</comment>
        <translation>uventet )</translation>
    </message>
    <message>
        <source>expression nests too deeply</source>
        <comment>regexp syntax error</comment>
        <translation>uttrykket er nøstet for dypt</translation>
    </message>
    <message>
        <source>error parsing regexp: %1: `%2`</source>
        <extracomment>Go&apos;s regexp error: %1 what is wrong, %2 the part of the pattern (verbatim)</extracomment>
        <translation>feil ved tolking av regexp: %1: `%2`</translation>
    </message>
    <message>
        <source>error parsing regexp: expression too large</source>
        <translation>feil ved tolking av regexp: uttrykket er for stort</translation>
    </message>
    <message>
        <source>its program has %1 instructions</source>
        <extracomment>%1 a count of instructions of a compiled regular expression</extracomment>
        <translation>programmet har %1 instruksjoner</translation>
    </message>
    <message>
        <source>Fix the regular expression (RE2 syntax).</source>
        <translation>Rett det regulære uttrykket (RE2-syntaks).</translation>
    </message>
    <message>
        <source>Remove what the message names, or choose a state directory only you can write with --state-dir.</source>
        <translation>Fjern det meldingen nevner, eller velg en tilstandsmappe bare du kan skrive i med --state-dir.</translation>
    </message>
    <message>
        <source>… [+%1 characters]</source>
        <extracomment>the marker after a cut quotation; %1 how many characters were left out</extracomment>
        <translation>… [+%1 tegn]</translation>
    </message>
    <message>
        <source>… [+%1 bytes]</source>
        <extracomment>the marker after a cut quotation; %1 how many bytes were left out</extracomment>
        <translation>… [+%1 byte]</translation>
    </message>
    <message>
        <source>%1 is not a directory</source>
        <translation>%1 er ikke en mappe</translation>
    </message>
    <message>
        <source>Remove it, or choose another state directory with --state-dir.</source>
        <translation>Fjern den, eller velg en annen tilstandsmappe med --state-dir.</translation>
    </message>
    <message>
        <source>%1 belongs to uid %2, not to you (uid %3): another user could steer what is fetched, mounted and removed there</source>
        <extracomment>%1 a folder, %2 and %3 user ids</extracomment>
        <translation>%1 tilhører uid %2, ikke deg (uid %3): en annen bruker kunne styre hva som hentes, monteres og fjernes der</translation>
    </message>
    <message>
        <source>Choose a state directory you own with --state-dir, or give this one to yourself (chown).</source>
        <translation>Velg en tilstandsmappe du eier med --state-dir, eller gi denne til deg selv (chown).</translation>
    </message>
    <message>
        <source>%1 can be written by other users (mode %2): they could plant links there that a fetch, launch or prune would follow</source>
        <extracomment>%1 a folder, %2 its mode in octal</extracomment>
        <translation>%1 kan skrives av andre brukere (modus %2): de kunne plante lenker der som en henting, oppstart eller opprydding ville fulgt</translation>
    </message>
    <message>
        <source>Run chmod go-w %1 (or chmod +t, for a shared folder you own), or choose another state directory with --state-dir.</source>
        <translation>Kjør chmod go-w %1 (eller chmod +t for en delt mappe du eier), eller velg en annen tilstandsmappe med --state-dir.</translation>
    </message>
    <message>
        <source>%1, above the state directory %2, belongs to uid %3, neither you nor root: that user could replace the state directory</source>
        <extracomment>%1 a folder, %2 the state directory, %3 a user id</extracomment>
        <translation>%1, over tilstandsmappen %2, tilhører uid %3, verken deg eller root: den brukeren kunne bytte ut tilstandsmappen</translation>
    </message>
    <message>
        <source>Choose a state directory in a folder you or root own, with --state-dir.</source>
        <translation>Velg en tilstandsmappe i en mappe du eller root eier, med --state-dir.</translation>
    </message>
    <message>
        <source>%1, above the state directory %2, can be written by other users (mode %3) and is not sticky: they could replace the state directory</source>
        <extracomment>%1 a folder, %2 the state directory, %3 the folder&apos;s mode in octal</extracomment>
        <translation>%1, over tilstandsmappen %2, kan skrives av andre brukere (modus %3) og er ikke «sticky»: de kunne bytte ut tilstandsmappen</translation>
    </message>
    <message>
        <source>Run chmod go-w %1 (or chmod +t), or choose a state directory elsewhere with --state-dir.</source>
        <translation>Kjør chmod go-w %1 (eller chmod +t), eller velg en tilstandsmappe et annet sted med --state-dir.</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>en mappe</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>en fil</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>en symbolsk lenke</translation>
    </message>
    <message>
        <source>a FIFO, socket or device</source>
        <translation>en FIFO, sokkel eller enhet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>mangler</translation>
    </message>
    <message>
        <source>the tree is too deep</source>
        <translation>treet er for dypt</translation>
    </message>
    <message>
        <source>no state directory was given</source>
        <translation>ingen tilstandsmappe ble oppgitt</translation>
    </message>
    <message>
        <source>Pass --state-dir DIR.</source>
        <translation>Oppgi --state-dir MAPPE.</translation>
    </message>
    <message>
        <source>cannot create the state directory %1: %2</source>
        <translation>kan ikke opprette tilstandsmappen %1: %2</translation>
    </message>
    <message>
        <source>Check the permissions of its parent, or choose another with --state-dir.</source>
        <translation>Sjekk rettighetene til foreldermappen, eller velg en annen med --state-dir.</translation>
    </message>
    <message>
        <source>cannot open the state directory %1: %2</source>
        <translation>kan ikke åpne tilstandsmappen %1: %2</translation>
    </message>
    <message>
        <source>Check that it exists and that you may read it, or choose another with --state-dir.</source>
        <translation>Sjekk at den finnes og at du har lov til å lese den, eller velg en annen med --state-dir.</translation>
    </message>
    <message>
        <source>Check that it is a directory you may read, or choose another with --state-dir.</source>
        <translation>Sjekk at det er en mappe du har lov til å lese, eller velg en annen med --state-dir.</translation>
    </message>
    <message>
        <source>%1 is not a plain name inside the state directory</source>
        <translation>%1 er ikke et enkelt navn inne i tilstandsmappen</translation>
    </message>
    <message>
        <source>This is a bug; please report it.</source>
        <translation>Dette er en feil; meld gjerne fra om den.</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>kan ikke opprette %1: %2</translation>
    </message>
    <message>
        <source>Check the permissions of %1, or choose another state directory with --state-dir.</source>
        <translation>Sjekk rettighetene til %1, eller velg en annen tilstandsmappe med --state-dir.</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>kan ikke åpne %1: %2</translation>
    </message>
    <message>
        <source>%1 that belongs to another user</source>
        <extracomment>%1 &quot;a file&quot;, &quot;a directory&quot; ...</extracomment>
        <translation>%1 som tilhører en annen bruker</translation>
    </message>
    <message>
        <source>%1 is %2, not what accelctl made there; it is neither followed, served, mounted nor removed</source>
        <extracomment>%1 a path in the state directory, %2 what it is (&quot;a symbolic link&quot;)</extracomment>
        <translation>%1 er %2, ikke det accelctl lagde der; den blir verken fulgt, brukt, montert eller fjernet</translation>
    </message>
    <message>
        <source>Look at it, and remove it if nobody needs it (rm %1); the next fetch or launch makes what belongs there.</source>
        <translation>Se på den, og fjern den hvis ingen trenger den (rm %1); neste henting eller oppstart lager det som hører hjemme der.</translation>
    </message>
    <message>
        <source>Check the free space and permissions of %1.</source>
        <translation>Sjekk ledig plass og rettighetene til %1.</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes accelctl ever writes there</source>
        <extracomment>%1 a file, %2 a number of bytes</extracomment>
        <translation>%1 er større enn de %2 bytene accelctl noen gang skriver der</translation>
    </message>
    <message>
        <source>Remove it (rm %1); the next fetch or launch writes it again.</source>
        <translation>Fjern den (rm %1); neste henting eller oppstart skriver den på nytt.</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2: %3</source>
        <extracomment>%1 and %2 paths, %3 why</extracomment>
        <translation>kan ikke gi %1 nytt navn til %2: %3</translation>
    </message>
    <message>
        <source>cannot remove %1: %2</source>
        <translation>kan ikke fjerne %1: %2</translation>
    </message>
    <message>
        <source>Check the permissions of %1.</source>
        <translation>Sjekk rettighetene til %1.</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 og %2 til</translation>
    </message>
</context>
<context>
    <name>Accel::Cel</name>
    <message>
        <source>unterminated quoted identifier</source>
        <translation>uavsluttet identifikator i anførselstegn</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>uventet tegn &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid hexadecimal literal</source>
        <translation>ugyldig heksadesimal literal</translation>
    </message>
    <message>
        <source>invalid double literal: %1</source>
        <translation>ugyldig double-literal: %1</translation>
    </message>
    <message>
        <source>unterminated string literal</source>
        <translation>uavsluttet strengliteral</translation>
    </message>
    <message>
        <source>newline in string literal</source>
        <translation>linjeskift i strengliteral</translation>
    </message>
    <message>
        <source>invalid escape sequence &apos;\%1&apos;</source>
        <translation>ugyldig escape-sekvens &apos;\%1&apos;</translation>
    </message>
    <message>
        <source>invalid escape sequence</source>
        <translation>ugyldig escape-sekvens</translation>
    </message>
    <message>
        <source>invalid unicode code point in escape sequence</source>
        <translation>ugyldig Unicode-kodepunkt i escape-sekvens</translation>
    </message>
    <message>
        <source>unexpected token &apos;%1&apos;</source>
        <translation>uventet symbol &apos;%1&apos;</translation>
    </message>
    <message>
        <source>end of expression</source>
        <translation>slutten av uttrykket</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>forventet &apos;%1&apos;, fant &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expression nested too deeply</source>
        <translation>uttrykket er nøstet for dypt</translation>
    </message>
    <message>
        <source>expected a field name after &apos;.&apos;</source>
        <translation>forventet et feltnavn etter &apos;.&apos;</translation>
    </message>
    <message>
        <source>message construction is not supported</source>
        <translation>konstruksjon av meldinger støttes ikke</translation>
    </message>
    <message>
        <source>invalid uint literal: %1</source>
        <translation>ugyldig uint-literal: %1</translation>
    </message>
    <message>
        <source>invalid int literal: %1</source>
        <translation>ugyldig int-literal: %1</translation>
    </message>
    <message>
        <source>expected an identifier after &apos;.&apos;</source>
        <translation>forventet en identifikator etter &apos;.&apos;</translation>
    </message>
    <message>
        <source>reserved identifier: %1</source>
        <translation>reservert identifikator: %1</translation>
    </message>
    <message>
        <source>unsupported expression</source>
        <translation>uttrykket støttes ikke</translation>
    </message>
    <message>
        <source>found no matching overload for &apos;%1&apos; with %2 argument(s)%3</source>
        <translation>fant ingen samsvarende overlasting for &apos;%1&apos; med %2 argument(er)%3</translation>
    </message>
    <message>
        <source> as a method</source>
        <translation> som metode</translation>
    </message>
    <message>
        <source>invalid regular expression &apos;%1&apos;: %2</source>
        <translation>ugyldig regulært uttrykk &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>invalid argument to has() macro</source>
        <translation>ugyldig argument til has()-makroen</translation>
    </message>
    <message>
        <source>%1() takes 2 arguments</source>
        <translation>%1() tar 2 argumenter</translation>
    </message>
    <message>
        <source>no matching overload for &apos;%1&apos; applied to (%2)</source>
        <translation>ingen samsvarende overlasting for &apos;%1&apos; brukt på (%2)</translation>
    </message>
    <message>
        <source>type &apos;%1&apos; does not support field selection</source>
        <translation>typen &apos;%1&apos; støtter ikke feltvalg</translation>
    </message>
    <message>
        <source>no such key: %1</source>
        <translation>nøkkelen finnes ikke: %1</translation>
    </message>
    <message>
        <source>index out of range: %1</source>
        <translation>indeksen er utenfor gyldig område: %1</translation>
    </message>
    <message>
        <source>integer overflow</source>
        <translation>heltallsoverflyt</translation>
    </message>
    <message>
        <source>divide by zero</source>
        <translation>divisjon med null</translation>
    </message>
    <message>
        <source>modulus by zero</source>
        <translation>modulo med null</translation>
    </message>
    <message>
        <source>range error converting value</source>
        <translation>områdefeil ved konvertering av verdien</translation>
    </message>
    <message>
        <source>cannot convert &apos;%1&apos; to int</source>
        <translation>kan ikke konvertere &apos;%1&apos; til int</translation>
    </message>
    <message>
        <source>cannot convert &apos;%1&apos; to uint</source>
        <translation>kan ikke konvertere &apos;%1&apos; til uint</translation>
    </message>
    <message>
        <source>cannot convert &apos;%1&apos; to double</source>
        <translation>kan ikke konvertere &apos;%1&apos; til double</translation>
    </message>
    <message>
        <source>invalid UTF-8 in bytes, cannot convert to string</source>
        <translation>ugyldig UTF-8 i bytes, kan ikke konvertere til string</translation>
    </message>
    <message>
        <source>cannot convert &apos;%1&apos; to bool</source>
        <translation>kan ikke konvertere &apos;%1&apos; til bool</translation>
    </message>
    <message>
        <source>could not parse semver: %1</source>
        <translation>kunne ikke tolke semver: %1</translation>
    </message>
    <message>
        <source>quantities must match the regular expression &apos;^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$&apos;: %1</source>
        <translation>mengder må samsvare med det regulære uttrykket &apos;^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$&apos;: %1</translation>
    </message>
    <message>
        <source>cannot convert value to integer: %1</source>
        <translation>kan ikke konvertere verdien til heltall: %1</translation>
    </message>
    <message>
        <source>no value for variable</source>
        <translation>ingen verdi for variabelen</translation>
    </message>
    <message>
        <source>invalid type for field selection: %1</source>
        <translation>ugyldig type for feltvalg: %1</translation>
    </message>
    <message>
        <source>unsupported key type: %1</source>
        <translation>nøkkeltypen støttes ikke: %1</translation>
    </message>
    <message>
        <source>Failed with repeated key: %1</source>
        <translation>Mislyktes med gjentatt nøkkel: %1</translation>
    </message>
    <message>
        <source>unsupported operation</source>
        <translation>operasjonen støttes ikke</translation>
    </message>
    <message>
        <source>Kubernetes refuses CEL selectors longer than 10 KiB (CELSelectorExpressionMaxLength); shorten the expression.</source>
        <translation>Kubernetes avviser CEL-velgere som er lengre enn 10 KiB (CELSelectorExpressionMaxLength); gjør uttrykket kortere.</translation>
    </message>
    <message>
        <source>no program</source>
        <translation>ikke noe program</translation>
    </message>
    <message>
        <source>The evaluation exceeded the cost budget of %1 steps, as the scheduler&apos;s CELSelectorExpressionMaxCost would; simplify the expression.</source>
        <translation>Evalueringen overskred kostnadsbudsjettet på %1 trinn, slik den også ville gjort med planleggerens CELSelectorExpressionMaxCost; forenkle uttrykket.</translation>
    </message>
    <message>
        <source>unexpected end of expression</source>
        <translation>uventet slutt på uttrykket</translation>
    </message>
    <message>
        <source>the expression is %1 bytes long; the limit is %2</source>
        <translation>uttrykket er %1 byte langt; grensen er %2</translation>
    </message>
    <message>
        <source>must evaluate to bool, not %1</source>
        <translation>må evalueres til bool, ikke %1</translation>
    </message>
    <message>
        <source>A device selector is a condition: compare the value, e.g. device.driver == &quot;x&quot;.</source>
        <translation>En enhetsvelger er en betingelse: sammenlign verdien, f.eks. device.driver == &quot;x&quot;.</translation>
    </message>
    <message>
        <source>string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given %1</source>
        <translation>string-leddet kan bare brukes på strenger, bools, bytes, ints, doubles, maps, lister, typer, varigheter og tidsstempler, fikk %1</translation>
    </message>
    <message>
        <source>decimal clause can only be used on integers, was given %1</source>
        <translation>desimal-leddet kan bare brukes på heltall, fikk %1</translation>
    </message>
    <message>
        <source>fixed-point clause can only be used on doubles, was given %1</source>
        <translation>fastpunkt-leddet kan bare brukes på doubles, fikk %1</translation>
    </message>
    <message>
        <source>scientific clause can only be used on doubles, was given %1</source>
        <translation>vitenskapelig-leddet kan bare brukes på doubles, fikk %1</translation>
    </message>
    <message>
        <source>only integers and bools can be formatted as binary, was given %1</source>
        <translation>bare heltall og bools kan formateres binært, fikk %1</translation>
    </message>
    <message>
        <source>octal clause can only be used on integers, was given %1</source>
        <translation>oktal-leddet kan bare brukes på heltall, fikk %1</translation>
    </message>
    <message>
        <source>only integers, byte buffers, and strings can be formatted as hex, was given %1</source>
        <translation>bare heltall, byte-buffere og strenger kan formateres heksadesimalt, fikk %1</translation>
    </message>
    <message>
        <source>invalid substring range. start: %1, end: %2</source>
        <translation>ugyldig delstrengområde. start: %1, slutt: %2</translation>
    </message>
    <message>
        <source>join: invalid input: %1</source>
        <translation>join: ugyldig inndata: %1</translation>
    </message>
    <message>
        <source>could not parse formatting clause: %1</source>
        <translation>kunne ikke tolke formateringsleddet: %1</translation>
    </message>
    <message>
        <source>index %1 out of range</source>
        <translation>indeks %1 er utenfor området</translation>
    </message>
    <message>
        <source>unexpected end of string</source>
        <translation>uventet slutt på strengen</translation>
    </message>
    <message>
        <source>error while parsing precision: could not find end of precision specifier</source>
        <translation>feil ved tolking av presisjon: fant ikke slutten på presisjonsangivelsen</translation>
    </message>
    <message>
        <source>error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing &quot;%1&quot;: %2</source>
        <translation>feil ved tolking av presisjon: feil ved konvertering av presisjon til heltall: strconv.Atoi: tolker «%1»: %2</translation>
    </message>
    <message>
        <source>error while parsing precision: precision %1 exceeds maximum allowed precision %2</source>
        <translation>feil ved tolking av presisjon: presisjonen %1 overstiger høyeste tillatte presisjon %2</translation>
    </message>
    <message>
        <source>unrecognized formatting clause &quot;%1&quot;</source>
        <translation>ukjent formateringsledd «%1»</translation>
    </message>
    <message>
        <source>error during formatting: %1</source>
        <translation>feil under formatering: %1</translation>
    </message>
    <message>
        <source>IPv4 field has octet with leading zero</source>
        <translation>IPv4-feltet har en oktett med innledende null</translation>
    </message>
    <message>
        <source>IPv4 field has value &gt;255</source>
        <translation>IPv4-feltet har verdi &gt;255</translation>
    </message>
    <message>
        <source>IPv4 field must have at least one digit</source>
        <translation>IPv4-feltet må ha minst ett siffer</translation>
    </message>
    <message>
        <source>IPv4 address too long</source>
        <translation>IPv4-adressen er for lang</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>uventet tegn</translation>
    </message>
    <message>
        <source>IPv4 address too short</source>
        <translation>IPv4-adressen er for kort</translation>
    </message>
    <message>
        <source>zone must be a non-empty string</source>
        <translation>sonen må være en ikke-tom streng</translation>
    </message>
    <message>
        <source>each group must have 4 or less digits</source>
        <translation>hver gruppe må ha 4 eller færre sifre</translation>
    </message>
    <message>
        <source>each colon-separated field must have at least one digit</source>
        <translation>hvert kolonseparerte felt må ha minst ett siffer</translation>
    </message>
    <message>
        <source>embedded IPv4 address must replace the final 2 fields of the address</source>
        <translation>en innebygd IPv4-adresse må erstatte de 2 siste feltene i adressen</translation>
    </message>
    <message>
        <source>too many hex fields to fit an embedded IPv4 at the end of the address</source>
        <translation>for mange heksadesimale felt til at en innebygd IPv4-adresse får plass på slutten av adressen</translation>
    </message>
    <message>
        <source>unexpected character, want colon</source>
        <translation>uventet tegn, ventet kolon</translation>
    </message>
    <message>
        <source>colon must be followed by more characters</source>
        <translation>kolon må følges av flere tegn</translation>
    </message>
    <message>
        <source>multiple :: in address</source>
        <translation>flere :: i adressen</translation>
    </message>
    <message>
        <source>trailing garbage after address</source>
        <translation>overflødige tegn etter adressen</translation>
    </message>
    <message>
        <source>address string too short</source>
        <translation>adressestrengen er for kort</translation>
    </message>
    <message>
        <source>the :: must expand to at least one field of zeros</source>
        <translation>:: må stå for minst ett felt med nuller</translation>
    </message>
    <message>
        <source>ParseAddr(%1): %2</source>
        <translation>ParseAddr(%1): %2</translation>
    </message>
    <message>
        <source>ParseAddr(%1): %2 (at %3)</source>
        <translation>ParseAddr(%1): %2 (ved %3)</translation>
    </message>
    <message>
        <source>missing IPv6 address</source>
        <translation>IPv6-adressen mangler</translation>
    </message>
    <message>
        <source>unable to parse IP</source>
        <translation>kan ikke tolke IP-adressen</translation>
    </message>
    <message>
        <source>netip.ParsePrefix(%1): %2</source>
        <translation>netip.ParsePrefix(%1): %2</translation>
    </message>
    <message>
        <source>no &apos;/&apos;</source>
        <translation>ingen &apos;/&apos;</translation>
    </message>
    <message>
        <source>IPv6 zones cannot be present in a prefix</source>
        <translation>IPv6-soner kan ikke forekomme i et prefiks</translation>
    </message>
    <message>
        <source>bad bits after slash: %1</source>
        <translation>ugyldige bit etter skråstreken: %1</translation>
    </message>
    <message>
        <source>prefix length out of range</source>
        <translation>prefikslengden er utenfor gyldig område</translation>
    </message>
    <message>
        <source>IP Address %1 parse error during conversion from string: %2</source>
        <translation>IP-adressen %1 kunne ikke tolkes ved konvertering fra streng: %2</translation>
    </message>
    <message>
        <source>IP address %1 with zone value is not allowed</source>
        <translation>IP-adressen %1 med soneverdi er ikke tillatt</translation>
    </message>
    <message>
        <source>IPv4-mapped IPv6 address %1 is not allowed</source>
        <translation>IPv4-tilordnet IPv6-adresse %1 er ikke tillatt</translation>
    </message>
    <message>
        <source>network address parse error during conversion from string: %1</source>
        <translation>nettverksadressen kunne ikke tolkes ved konvertering fra streng: %1</translation>
    </message>
    <message>
        <source>duplicate variable name: %1</source>
        <translation>variabelnavnet er brukt to ganger: %1</translation>
    </message>
    <message>
        <source>timestamp out of range</source>
        <translation>tidsstempel utenfor gyldig område</translation>
    </message>
    <message>
        <source>min called on empty list</source>
        <translation>min kalt på en tom liste</translation>
    </message>
    <message>
        <source>max called on empty list</source>
        <translation>max kalt på en tom liste</translation>
    </message>
    <message>
        <source>unsigned integer overflow</source>
        <translation>overflyt i heltall uten fortegn</translation>
    </message>
    <message>
        <source>optional.none() dereference</source>
        <translation>optional.none() har ingen verdi å hente</translation>
    </message>
    <message>
        <source>insert failed: key %1 already exists</source>
        <translation>innsetting mislyktes: nøkkelen %1 finnes allerede</translation>
    </message>
    <message>
        <source>cannot initialize an optional entry from a non-optional value of type %1</source>
        <translation>kan ikke lage en valgfri oppføring av en verdi som ikke er valgfri, av typen %1</translation>
    </message>
    <message>
        <source>duration out of range</source>
        <translation>varighet utenfor gyldig område</translation>
    </message>
    <message>
        <source>cannot parse %1 as a timestamp: RFC 3339 is YYYY-MM-DDTHH:MM:SSZ, with optional fractional seconds and a Z or +HH:MM offset</source>
        <translation>kan ikke tolke %1 som et tidsstempel: RFC 3339 er YYYY-MM-DDTHH:MM:SSZ, med valgfrie brøkdeler av sekunder og Z eller en forskyvning +HH:MM</translation>
    </message>
    <message>
        <source>time: invalid duration %1</source>
        <translation>time: ugyldig varighet %1</translation>
    </message>
    <message>
        <source>time: missing unit in duration %1</source>
        <translation>time: enhet mangler i varigheten %1</translation>
    </message>
    <message>
        <source>time: unknown unit %1 in duration %2</source>
        <translation>time: ukjent enhet %1 i varigheten %2</translation>
    </message>
    <message>
        <source>invalid time zone offset %1</source>
        <translation>ugyldig tidssoneforskyvning %1</translation>
    </message>
    <message>
        <source>unknown time zone %1</source>
        <translation>ukjent tidssone %1</translation>
    </message>
    <message>
        <source>unsupported timestamp field</source>
        <translation>feltet støttes ikke for tidsstempler</translation>
    </message>
    <message>
        <source>unsupported duration field</source>
        <translation>feltet støttes ikke for varigheter</translation>
    </message>
    <message>
        <source>found no matching overload for &apos;%1&apos; applied to &apos;%2&apos;</source>
        <translation>fant ingen samsvarende overlasting for &apos;%1&apos; brukt på &apos;%2&apos;</translation>
    </message>
    <message>
        <source>undefined field &apos;%1&apos;</source>
        <translation>udefinert felt &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expression of type &apos;%1&apos; cannot be range of a comprehension (must be list, map, or dynamic)</source>
        <translation>et uttrykk av typen &apos;%1&apos; kan ikke være området for en comprehension (må være list, map eller dynamisk)</translation>
    </message>
    <message>
        <source>undeclared reference to &apos;%1&apos; (in container &apos;&apos;)</source>
        <translation>udeklarert referanse til &apos;%1&apos; (i container &apos;&apos;)</translation>
    </message>
    <message>
        <source>the estimated cost %1 exceeds the limit of %2 (CELSelectorExpressionMaxCost): too complex, exceeds cost limit</source>
        <translation>den estimerte kostnaden %1 overstiger grensen på %2 (CELSelectorExpressionMaxCost): for komplekst, overstiger kostnadsgrensen</translation>
    </message>
    <message>
        <source>(unbounded)</source>
        <translation>(ubegrenset)</translation>
    </message>
    <message>
        <source>The API server refuses a selector whose worst-case cost it estimates over the limit: bound what the expression iterates (fewer nested loops, shorter lists).</source>
        <translation>API-serveren avviser en velger når den estimerer at kostnaden i verste fall er over grensen: begrens det uttrykket itererer over (færre nøstede løkker, kortere lister).</translation>
    </message>
    <message>
        <source>invalid URL escape %1</source>
        <translation>ugyldig URL-escape %1</translation>
    </message>
    <message>
        <source>invalid character %1 in host name</source>
        <translation>ugyldig tegn %1 i vertsnavnet</translation>
    </message>
    <message>
        <source>missing &apos;]&apos; in host</source>
        <translation>mangler &apos;]&apos; i verten</translation>
    </message>
    <message>
        <source>invalid port %1 after host</source>
        <translation>ugyldig port %1 etter verten</translation>
    </message>
    <message>
        <source>net/url: invalid control character in URL</source>
        <translation>net/url: ugyldig kontrolltegn i URL</translation>
    </message>
    <message>
        <source>empty url</source>
        <translation>tom URL</translation>
    </message>
    <message>
        <source>missing protocol scheme</source>
        <translation>protokollskjema mangler</translation>
    </message>
    <message>
        <source>invalid URI for request</source>
        <translation>ugyldig URI for forespørselen</translation>
    </message>
    <message>
        <source>first path segment in URL cannot contain colon</source>
        <translation>det første stisegmentet i URL-en kan ikke inneholde kolon</translation>
    </message>
    <message>
        <source>net/url: invalid userinfo</source>
        <translation>net/url: ugyldig userinfo</translation>
    </message>
    <message>
        <source>URL parse error during conversion from string: %1</source>
        <translation>feil ved tolking av URL under konvertering fra streng: %1</translation>
    </message>
    <message>
        <source>regular expression &apos;%1&apos;</source>
        <translation>regulært uttrykk &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Fix the CEL expression at the position shown.</source>
        <translation>Rett CEL-uttrykket ved posisjonen som vises.</translation>
    </message>
    <message>
        <source>Fix the CEL expression: it names something the environment does not have.</source>
        <translation>Rett CEL-uttrykket: det nevner noe miljøet ikke har.</translation>
    </message>
    <message>
        <source>Guard the expression against the value that failed (has(), size() checks).</source>
        <translation>Beskytt uttrykket mot verdien som feilet (has()- og size()-sjekker).</translation>
    </message>
    <message>
        <source>Simplify the expression: it ran past the cost limit.</source>
        <translation>Forenkle uttrykket: det gikk over kostnadsgrensen.</translation>
    </message>
    <message>
        <source>Simplify the expression: its worst case is over the cost limit.</source>
        <translation>Forenkle uttrykket: det verste tilfellet er over kostnadsgrensen.</translation>
    </message>
    <message>
        <source>Shorten the expression.</source>
        <translation>Gjør uttrykket kortere.</translation>
    </message>
</context>
<context>
    <name>Accel::Doc</name>
    <message>
        <source>unexpected text at the start of a line (check the indentation); a new document needs a &quot;---&quot; line</source>
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
        <source>duplicate key &quot;%1&quot;</source>
        <translation>duplisert nøkkel «%1»</translation>
    </message>
    <message>
        <source>the merge key &lt;&lt; needs a mapping or a list of mappings</source>
        <translation>flettenøkkelen &lt;&lt; trenger en tilordning eller en liste med tilordninger</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid !!%2</source>
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
        <source>Keep one document in the file, or remove the &quot;---&quot; line.</source>
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
        <source>index &quot;%1&quot; is not a valid position in %2 (size %3)</source>
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
        <source>missing or non-string &quot;op&quot;</source>
        <translation>«op» mangler eller er ikke en streng</translation>
    </message>
    <message>
        <source>missing or non-string &quot;path&quot;</source>
        <translation>«path» mangler eller er ikke en streng</translation>
    </message>
    <message>
        <source>missing &quot;value&quot;</source>
        <translation>«value» mangler</translation>
    </message>
    <message>
        <source>missing or non-string &quot;from&quot;</source>
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
        <source>unknown op &quot;%1&quot; (use add, remove, replace, move, copy or test)</source>
        <translation>ukjent op «%1» (bruk add, remove, replace, move, copy eller test)</translation>
    </message>
    <message>
        <source>JSON pointer &quot;%1&quot; does not start with a slash</source>
        <translation>JSON-pekeren «%1» starter ikke med en skråstrek</translation>
    </message>
    <message>
        <source>Write pointers as /key/0/key; &quot;&quot; is the whole document</source>
        <translation>Skriv pekere som /nøkkel/0/nøkkel; «» er hele dokumentet</translation>
    </message>
    <message>
        <source>JSON pointer &quot;%1&quot; has a &quot;~&quot; that is not ~0 or ~1</source>
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
        <source>unknown directive &quot;$patch: %1&quot; at %2</source>
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
        <source>$ref &quot;%1&quot; names another document; only references within this schema (#/...) are supported</source>
        <translation>$ref «%1» peker til et annet dokument; bare referanser innenfor dette skjemaet (#/...) støttes</translation>
    </message>
    <message>
        <source>$ref &quot;%1&quot; is not a JSON pointer fragment</source>
        <translation>$ref «%1» er ikke et JSON Pointer-fragment</translation>
    </message>
    <message>
        <source>$ref &quot;%1&quot; points at nothing</source>
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
        <source>&quot;%1&quot; must be %2</source>
        <translation>&quot;%1&quot; må være %2</translation>
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
        <source>unknown type &quot;%1&quot;</source>
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
        <source>pattern &quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>mønsteret «%1» er ikke et gyldig regulært uttrykk: %2</translation>
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
            <numerusform>er %n tegn lang, minst %1 kreves</numerusform>
            <numerusform>er %n tegn lang, minst %1 kreves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is %n character(s) long, at most %1 allowed</source>
        <translation>
            <numerusform>er %n tegn lang, høyst %1 er tillatt</numerusform>
            <numerusform>er %n tegn lang, høyst %1 er tillatt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not match the pattern %2</source>
        <translation>%1 samsvarer ikke med mønsteret %2</translation>
    </message>
    <message numerus="yes">
        <source>has %n item(s), at least %1 required</source>
        <translation>
            <numerusform>har %n element, minst %1 kreves</numerusform>
            <numerusform>har %n elementer, minst %1 kreves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n item(s), at most %1 allowed</source>
        <translation>
            <numerusform>har %n element, høyst %1 er tillatt</numerusform>
            <numerusform>har %n elementer, høyst %1 er tillatt</numerusform>
        </translation>
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
        <source>no item matches the &quot;contains&quot; schema</source>
        <translation>ingen elementer samsvarer med &quot;contains&quot;-skjemaet</translation>
    </message>
    <message>
        <source>required property &quot;%1&quot; is missing</source>
        <translation>den påkrevde egenskapen &quot;%1&quot; mangler</translation>
    </message>
    <message numerus="yes">
        <source>has %n property(s), at least %1 required</source>
        <translation>
            <numerusform>har %n egenskap, minst %1 kreves</numerusform>
            <numerusform>har %n egenskaper, minst %1 kreves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has %n property(s), at most %1 allowed</source>
        <translation>
            <numerusform>har %n egenskap, høyst %1 er tillatt</numerusform>
            <numerusform>har %n egenskaper, høyst %1 er tillatt</numerusform>
        </translation>
    </message>
    <message>
        <source>property &quot;%1&quot; requires property &quot;%2&quot;</source>
        <translation>egenskapen &quot;%1&quot; krever egenskapen &quot;%2&quot;</translation>
    </message>
    <message>
        <source>property name &quot;%1&quot;: %2</source>
        <translation>egenskapsnavn &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>property &quot;%1&quot; is not allowed</source>
        <translation>egenskapen &quot;%1&quot; er ikke tillatt</translation>
    </message>
    <message>
        <source>matches alternatives %1 and %2, but oneOf allows exactly one</source>
        <translation>samsvarer med alternativ %1 og %2, men oneOf tillater nøyaktig ett</translation>
    </message>
    <message>
        <source>must not match the schema under &quot;not&quot;</source>
        <translation>må ikke samsvare med skjemaet under &quot;not&quot;</translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n alternative(s) (%1)</source>
        <translation>
            <numerusform>passer ikke med det ene alternativet (%1)</numerusform>
            <numerusform>passer ikke med noen av de %n alternativene (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches none of the %n alternative(s); the closest, number %1, fails as follows</source>
        <translation>
            <numerusform>passer ikke med det ene alternativet; nummer %1 feiler slik</numerusform>
            <numerusform>passer ikke med noen av de %n alternativene; det nærmeste, nummer %1, feiler slik</numerusform>
        </translation>
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
    <message>
        <source>Each document must be a mapping (key: value) at the top level.</source>
        <translation>Hvert dokument må være en tilordning (nøkkel: verdi) på øverste nivå.</translation>
    </message>
    <message>
        <source>Flatten the document: it nests deeper than the engine accepts.</source>
        <translation>Gjør dokumentet flatere: det er nøstet dypere enn motoren godtar.</translation>
    </message>
    <message>
        <source>Fix the JSON Patch operation named in the message (RFC 6902).</source>
        <translation>Rett JSON Patch-operasjonen som meldingen nevner (RFC 6902).</translation>
    </message>
    <message>
        <source>Fix the JSON Pointer: it starts with / and escapes ~ and / as ~0 and ~1.</source>
        <translation>Rett JSON-pekeren: den begynner med / og skriver ~ og / som ~0 og ~1.</translation>
    </message>
    <message>
        <source>The text changed since the diff was made: make the diff again.</source>
        <translation>Teksten er endret siden diffen ble laget: lag diffen på nytt.</translation>
    </message>
    <message>
        <source>Use a patch type the command lists: json, merge or strategic.</source>
        <translation>Bruk en patchtype som kommandoen lister opp: json, merge eller strategic.</translation>
    </message>
    <message>
        <source>Fix the field named in the message so the document matches its schema.</source>
        <translation>Rett feltet som meldingen nevner, så dokumentet følger skjemaet sitt.</translation>
    </message>
    <message>
        <source>Fix the strategic merge patch at the path shown.</source>
        <translation>Rett den strategiske flettepatchen ved stien som vises.</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;</source>
        <translation>nøkkelen «%1»</translation>
    </message>
    <message>
        <source>item %1 of key &quot;%2&quot;</source>
        <extracomment>%1 a 1-based position in a list, %2 the key that holds the list</extracomment>
        <translation>element %1 under nøkkelen «%2»</translation>
    </message>
    <message>
        <source>item %1 of a list</source>
        <extracomment>%1 a 1-based position in a list</extracomment>
        <translation>element %1 i en liste</translation>
    </message>
    <message>
        <source>the number %1 is not finite; JSON and Kubernetes have no infinity or NaN</source>
        <extracomment>%1 the number as written (1e400, .inf), %2 e.g. key &quot;capacity&quot;</extracomment>
        <translation>tallet %1 er ikke endelig; JSON og Kubernetes har verken uendelig eller NaN</translation>
    </message>
    <message>
        <source>%2: the number %1 is not finite; JSON and Kubernetes have no infinity or NaN</source>
        <translation>%2: tallet %1 er ikke endelig; JSON og Kubernetes har verken uendelig eller NaN</translation>
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
    <message>
        <source>capability &quot;%1&quot; belongs to another domain: capabilities are attributes of the %2 device</source>
        <translation>funksjonen «%1» hører til et annet domene: funksjoner er attributter på %2-enheten</translation>
    </message>
    <message>
        <source>Give the bare attribute name, for example decodeHEVCMain10.</source>
        <translation>Oppgi bare attributtnavnet, for eksempel decodeHEVCMain10.</translation>
    </message>
    <message>
        <source>capability &quot;%1&quot; is not an attribute name: it must be a C identifier (letters, digits and _, not starting with a digit) of at most %2 characters</source>
        <translation>funksjonen «%1» er ikke et attributtnavn: den må være en C-identifikator (bokstaver, sifre og _, som ikke starter med et siffer) på høyst %2 tegn</translation>
    </message>
    <message>
        <source>Known capabilities: %1.</source>
        <translation>Kjente funksjoner: %1.</translation>
    </message>
    <message>
        <source>capability &quot;%1&quot; is a CEL reserved word and cannot be selected as an attribute</source>
        <translation>funksjonen «%1» er et reservert ord i CEL og kan ikke velges som attributt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a string attribute of the %2 device, not a capability: a selector term must be a bool</source>
        <translation>«%1» er et strengattributt på %2-enheten, ikke en funksjon: et ledd i velgeren må være en bool</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a valid Kubernetes name: it must be a DNS subdomain (lowercase letters, digits, &apos;-&apos; and &apos;.&apos;, starting and ending with a letter or digit, at most 253 characters)</source>
        <translation>%1 «%2» er ikke et gyldig Kubernetes-navn: det må være et DNS-underdomene (små bokstaver, sifre, &apos;-&apos; og &apos;.&apos;, som starter og slutter med en bokstav eller et siffer, høyst 253 tegn)</translation>
    </message>
    <message>
        <source>For example decode-10bit.</source>
        <translation>For eksempel decode-10bit.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a valid Kubernetes name: it must be a DNS label (lowercase letters, digits and &apos;-&apos;, starting and ending with a letter or digit, at most 63 characters)</source>
        <translation>%1 «%2» er ikke et gyldig Kubernetes-navn: det må være en DNS-etikett (små bokstaver, sifre og &apos;-&apos;, som starter og slutter med en bokstav eller et siffer, høyst 63 tegn)</translation>
    </message>
    <message>
        <source>For example gpu.</source>
        <translation>For eksempel gpu.</translation>
    </message>
    <message>
        <source>ResourceClaimTemplate name</source>
        <translation>ResourceClaimTemplate-navnet</translation>
    </message>
    <message>
        <source>generic DeviceClass name</source>
        <translation>det generiske DeviceClass-navnet</translation>
    </message>
    <message>
        <source>existing render-node class name</source>
        <translation>navnet på den eksisterende render-node-klassen</translation>
    </message>
    <message>
        <source>render-node DeviceClass name</source>
        <translation>DeviceClass-navnet for render-noden</translation>
    </message>
    <message>
        <source>the render-node class and the capability class are both named &quot;%1&quot;: the request %2 would select %3 devices, which are no render nodes</source>
        <translation>render-node-klassen og funksjonsklassen heter begge «%1»: forespørselen %2 ville valgt %3-enheter, som ikke er render-noder</translation>
    </message>
    <message>
        <source>Choose another claim name, or name the render-node class (for example display-render).</source>
        <translation>Velg et annet claim-navn, eller gi render-node-klassen et navn (for eksempel display-render).</translation>
    </message>
    <message>
        <source>request name</source>
        <translation>forespørselsnavnet</translation>
    </message>
    <message>
        <source>both requests are named &quot;%1&quot;: request names must be unique in a claim</source>
        <translation>begge forespørslene heter «%1»: forespørselsnavn må være unike i et claim</translation>
    </message>
    <message>
        <source>pod resource claim name</source>
        <translation>navnet på podens resource claim</translation>
    </message>
    <message>
        <source>container name</source>
        <translation>containernavnet</translation>
    </message>
    <message>
        <source>no capability is required</source>
        <translation>ingen funksjon er påkrevd</translation>
    </message>
    <message>
        <source>Name at least one, for example decodeHEVCMain10 and scale10bit.</source>
        <translation>Angi minst én, for eksempel decodeHEVCMain10 og scale10bit.</translation>
    </message>
    <message>
        <source>capability %1 is named twice; it is required once</source>
        <translation>funksjonen %1 er angitt to ganger; den kreves bare én gang</translation>
    </message>
    <message>
        <source>%1 is not a capability the media.liken.sh agent is known to publish: a device without it fails the selector with a CEL runtime error, and the claim does not allocate there</source>
        <translation>%1 er ikke en funksjon som media.liken.sh-agenten er kjent for å publisere: på en enhet uten den feiler velgeren med en CEL-kjøretidsfeil, og claimet blir ikke allokert der</translation>
    </message>
    <message>
        <source>the selector is %1 characters long; the API server refuses CEL selectors over %2</source>
        <translation>velgeren er %1 tegn lang; API-serveren avviser CEL-velgere over %2</translation>
    </message>
    <message>
        <source>The pod names the claim; the container receives the render node:</source>
        <translation>Poden angir claimet; containeren får render-noden:</translation>
    </message>
    <message>
        <source>%1 %2 (all requests)</source>
        <translation>%1 %2 (alle forespørsler)</translation>
    </message>
    <message>
        <source>%1 %2 (requests %3)</source>
        <translation>%1 %2 (forespørsler %3)</translation>
    </message>
    <message>
        <source>%1: no DeviceClass named &quot;%2&quot; (known: %3)</source>
        <translation>%1: ingen DeviceClass med navnet «%2» (kjente: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Pass the class with --class FILE, or create it in the cluster (kubectl get deviceclasses lists what is there).</source>
        <translation>Oppgi klassen med --class FIL, eller opprett den i klyngen (kubectl get deviceclasses viser hva som finnes).</translation>
    </message>
    <message>
        <source>%1: missing (a selector is {cel: {expression}})</source>
        <translation>%1: mangler (en velger er {cel: {expression}})</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1.deviceClassName: missing</source>
        <translation>%1.deviceClassName: mangler</translation>
    </message>
    <message>
        <source>%1.allocationMode: &quot;%2&quot; is not ExactCount or All</source>
        <translation>%1.allocationMode: «%2» er verken ExactCount eller All</translation>
    </message>
    <message>
        <source>%1.count: must be a positive integer</source>
        <translation>%1.count: må være et positivt heltall</translation>
    </message>
    <message>
        <source>%1 %2 is not a ResourceClaim or ResourceClaimTemplate</source>
        <translation>%1 %2 er verken et ResourceClaim eller et ResourceClaimTemplate</translation>
    </message>
    <message>
        <source>an object without kind</source>
        <translation>et objekt uten kind</translation>
    </message>
    <message>
        <source>Give claims and templates of resource.k8s.io/v1.</source>
        <translation>Oppgi claims og maler fra resource.k8s.io/v1.</translation>
    </message>
    <message>
        <source>a %1 without metadata.name</source>
        <translation>en %1 uten metadata.name</translation>
    </message>
    <message>
        <source>%1.name: missing</source>
        <translation>%1.name: mangler</translation>
    </message>
    <message>
        <source>%1.name: &quot;%2&quot; is used twice</source>
        <translation>%1.name: «%2» er brukt to ganger</translation>
    </message>
    <message>
        <source>%1: needs exactly one of exactly and firstAvailable</source>
        <translation>%1: trenger nøyaktig én av exactly og firstAvailable</translation>
    </message>
    <message>
        <source>%1.firstAvailable: needs 1 to %2 subrequests</source>
        <translation>%1.firstAvailable: trenger 1 til %2 underforespørsler</translation>
    </message>
    <message>
        <source>%1: needs exactly one of matchAttribute and distinctAttribute</source>
        <translation>%1: trenger nøyaktig én av matchAttribute og distinctAttribute</translation>
    </message>
    <message>
        <source>%1.%2: &quot;%3&quot; is not a fully qualified name (domain/name)</source>
        <translation>%1.%2: «%3» er ikke et fullt kvalifisert navn (domene/navn)</translation>
    </message>
    <message>
        <source>Write the domain too, e.g. resource.kubernetes.io/pciBusID.</source>
        <translation>Skriv også domenet, f.eks. resource.kubernetes.io/pciBusID.</translation>
    </message>
    <message>
        <source>%1.requests: &quot;%2&quot; names no request of the claim</source>
        <translation>%1.requests: «%2» angir ingen forespørsel i claimet</translation>
    </message>
    <message>
        <source>request %1 asks for all devices, but pool %2 of driver %3 is incomplete (being updated)</source>
        <translation>forespørselen %1 ber om alle enheter, men pool %2 for driveren %3 er ufullstendig (oppdateres)</translation>
    </message>
    <message>
        <source>CEL runtime error: %1 (the scheduler treats it as an allocation error for this claim on this node, not as a device that does not match)</source>
        <translation>CEL-kjøretidsfeil: %1 (planleggeren behandler den som en allokeringsfeil for dette claimet på denne noden, ikke som en enhet som ikke samsvarer)</translation>
    </message>
    <message>
        <source>%1: the scheduler treats this as an allocation error until the pool is complete</source>
        <translation>%1: planleggeren behandler dette som en allokeringsfeil til poolen er fullstendig</translation>
    </message>
    <message>
        <source>%1: %2 was false</source>
        <translation>%1: %2 var false</translation>
    </message>
    <message>
        <source>the node publishes no devices</source>
        <translation>noden publiserer ingen enheter</translation>
    </message>
    <message>
        <source>request %1: allocationMode All needs at least one matching device; 0 of %2 match (class %3%4)</source>
        <translation>forespørsel %1: allocationMode All trenger minst én samsvarende enhet; 0 av %2 samsvarer (klasse %3%4)</translation>
    </message>
    <message>
        <source>request %1: 0 of %2 devices match (class %3%4)</source>
        <translation>forespørsel %1: 0 av %2 enheter samsvarer (klasse %3%4)</translation>
    </message>
    <message>
        <source>request %1: count %2, but only %3 of %4 devices match (class %5%6)</source>
        <translation>forespørsel %1: count %2, men bare %3 av %4 enheter samsvarer (klasse %5%6)</translation>
    </message>
    <message>
        <source>the search gave up after %1 combinations; the scheduler may still find one</source>
        <translation>søket ga opp etter %1 kombinasjoner; planleggeren kan likevel finne en</translation>
    </message>
    <message>
        <source>not enough devices for all requests at once: a device that does not allow multiple allocations serves one request</source>
        <translation>ikke nok enheter for alle forespørslene samtidig: en enhet som ikke tillater flere allokeringer, betjener bare én forespørsel</translation>
    </message>
    <message>
        <source>the constraints together rule out every combination of matching devices</source>
        <translation>begrensningene utelukker til sammen alle kombinasjoner av samsvarende enheter</translation>
    </message>
    <message>
        <source> and the request&apos;s selectors</source>
        <translation> og forespørselens velgere</translation>
    </message>
    <message>
        <source>%1: the matching devices do not have enough distinct values</source>
        <translation>%1: de samsvarende enhetene har ikke nok forskjellige verdier</translation>
    </message>
    <message>
        <source>%1: no choice of matching devices shares one value</source>
        <translation>%1: ingen utvalg av samsvarende enheter deler én verdi</translation>
    </message>
    <message>
        <source>request %1: %2 has %3 = %4</source>
        <translation>forespørsel %1: %2 har %3 = %4</translation>
    </message>
    <message>
        <source>request %1: %2 has no %3, so it is not chosen (not an error)</source>
        <translation>forespørsel %1: %2 har ingen %3, så den velges ikke (ikke en feil)</translation>
    </message>
    <message>
        <source>GPU %1: its capability query failed (the media.liken.sh device has no vaDriver), so every capability publishes as false; the likely cause. The agent&apos;s log has the failure: kubectl -n liken-system logs ds/media-capabilities</source>
        <translation>GPU %1: funksjonsspørringen mislyktes (media.liken.sh-enheten har ingen vaDriver), så alle funksjoner publiseres som false; den sannsynlige årsaken. Agentens logg har feilen: kubectl -n liken-system logs ds/media-capabilities</translation>
    </message>
    <message numerus="yes">
        <source>Allocation errors on %n node(s) (%1): the scheduler treats them as errors, not as nodes that do not fit, and keeps the pod Pending, even though other nodes qualify.</source>
        <translation>
            <numerusform>Allokeringsfeil på %n node (%1): planleggeren behandler dem som feil, ikke som noder som ikke passer, og holder poden i Pending, selv om andre noder kvalifiserer.</numerusform>
            <numerusform>Allokeringsfeil på %n noder (%1): planleggeren behandler dem som feil, ikke som noder som ikke passer, og holder poden i Pending, selv om andre noder kvalifiserer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allocation errors on %n node(s) (%1): the scheduler treats them as errors, so the pod stays Pending.</source>
        <translation>
            <numerusform>Allokeringsfeil på %n node (%1): planleggeren behandler dem som feil, så poden blir værende i Pending.</numerusform>
            <numerusform>Allokeringsfeil på %n noder (%1): planleggeren behandler dem som feil, så poden blir værende i Pending.</numerusform>
        </translation>
    </message>
    <message>
        <source>A robust selector checks that an attribute exists (has(...) or &quot;name&quot; in ...) before reading it.</source>
        <translation>En robust velger sjekker at et attributt finnes (has(...) eller &quot;name&quot; in ...) før den leser det.</translation>
    </message>
    <message>
        <source>The cluster has no nodes: a pod using %1 %2 would stay Pending.</source>
        <translation>Klyngen har ingen noder: en pod som bruker %1 %2, ville blitt værende i Pending.</translation>
    </message>
    <message>
        <source>No node qualifies: a pod using %1 %2 would stay Pending, and its events (kubectl describe pod) name the claim that cannot allocate.</source>
        <translation>Ingen node kvalifiserer: en pod som bruker %1 %2, ville blitt værende i Pending, og hendelsene dens (kubectl describe pod) nevner claimet som ikke kan allokeres.</translation>
    </message>
    <message>
        <source>Two ways forward: a second claim on any render node, which the workload uses with its own fallback path; or no claim at all, and the work on the CPU. The workload&apos;s controller chooses between them, not the scheduler.</source>
        <translation>To veier videre: et ekstra claim på en hvilken som helst render-node, som arbeidslasten bruker med sin egen reservevei; eller ikke noe claim i det hele tatt, og arbeidet på CPU-en. Det er arbeidslastens kontroller som velger mellom dem, ikke planleggeren.</translation>
    </message>
    <message>
        <source>the selector evaluated to %1 (a %2), not a bool</source>
        <translation>velgeren ble evaluert til %1 (en %2), ikke en bool</translation>
    </message>
    <message>
        <source>A device selector must evaluate to true or false.</source>
        <translation>En enhetsvelger må evalueres til true eller false.</translation>
    </message>
    <message>
        <source>the device document is not an object</source>
        <translation>enhetsdokumentet er ikke et objekt</translation>
    </message>
    <message>
        <source>the device names no driver</source>
        <translation>enheten angir ingen driver</translation>
    </message>
    <message>
        <source>the document has no devices</source>
        <translation>dokumentet har ingen enheter</translation>
    </message>
    <message>
        <source>the ResourceSlice has %1 devices (%2); name one</source>
        <translation>ResourceSlice-en har %1 enheter (%2); angi én</translation>
    </message>
    <message>
        <source>Pass --device-name NAME.</source>
        <translation>Oppgi --device-name NAVN.</translation>
    </message>
    <message>
        <source>no device named %1 (the document has %2)</source>
        <translation>ingen enhet med navnet %1 (dokumentet har %2)</translation>
    </message>
    <message>
        <source>undefined field &apos;%1&apos;</source>
        <translation>udefinert felt &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the scheduler&apos;s allocator finds no allocation here</source>
        <translation>planleggerens allokator finner ingen allokering her</translation>
    </message>
    <message>
        <source>This preview is advisory: the scheduler decides. It models the allocator (devices other claims hold, taints, shared counters and capacity) but not preemption or scoring, nor what changes after it read the cluster.</source>
        <translation>Denne forhåndsvisningen er bare veiledende: planleggeren bestemmer. Den modellerer allokatoren (enheter som andre claims holder, taints, delte tellere og kapasitet), men ikke preemption eller poengsetting, og heller ikke det som endres etter at den leste klyngen.</translation>
    </message>
    <message>
        <source>%1: %2 %3 is no DeviceClass; ignored</source>
        <translation>%1: %2 %3 er ingen DeviceClass; ignoreres</translation>
    </message>
    <message>
        <source>%1: %2 %3 is no claim; ignored</source>
        <translation>%1: %2 %3 er ikke noe claim; ignoreres</translation>
    </message>
    <message>
        <source>no ResourceClaim or ResourceClaimTemplate in %1</source>
        <translation>ingen ResourceClaim eller ResourceClaimTemplate i %1</translation>
    </message>
    <message>
        <source>accelctl claim render writes one.</source>
        <translation>accelctl claim render skriver et.</translation>
    </message>
    <message>
        <source>node %1 is not in %2</source>
        <translation>noden %1 finnes ikke i %2</translation>
    </message>
    <message>
        <source>The cluster has no Node objects.</source>
        <translation>Klyngen har ingen Node-objekter.</translation>
    </message>
    <message>
        <source>Known nodes: %1.</source>
        <translation>Kjente noder: %1.</translation>
    </message>
    <message>
        <source>node %1 has no Node object in %2; its labels are unknown, so slices that select nodes by label do not count</source>
        <translation>noden %1 har ikke noe Node-objekt i %2; etikettene er ukjente, så slices som velger noder etter etikett, telles ikke med</translation>
    </message>
    <message>
        <source>the claims of the cluster could not be read: every device counts as free</source>
        <translation>klyngens claims kunne ikke leses: alle enheter regnes som ledige</translation>
    </message>
    <message>
        <source>--feature-gates: unknown gate &quot;%1&quot;</source>
        <translation>--feature-gates: ukjent feature gate «%1»</translation>
    </message>
    <message>
        <source>Known gates: %1.</source>
        <translation>Kjente feature gates: %1.</translation>
    </message>
    <message>
        <source>--feature-gates: %1 needs =true or =false, not &quot;%2&quot;</source>
        <translation>--feature-gates: %1 trenger =true eller =false, ikke «%2»</translation>
    </message>
    <message>
        <source>Write the gates as kube-scheduler takes them: DRAPrioritizedList=true,DRADeviceTaints=false.</source>
        <translation>Skriv feature gates slik kube-scheduler tar imot dem: DRAPrioritizedList=true,DRADeviceTaints=false.</translation>
    </message>
    <message>
        <source>%1: node selector operator &quot;%2&quot; is not one of %3</source>
        <translation>%1: nodevelger-operatoren «%2» er ikke en av %3</translation>
    </message>
    <message>
        <source>%1, selector #%2: CEL expression empty (unsupported selector type?)</source>
        <translation>%1, velger #%2: CEL-uttrykket er tomt (velgertype som ikke støttes?)</translation>
    </message>
    <message>
        <source>%1: selector #%2: CEL compile error: %3</source>
        <translation>%1: velger #%2: CEL-kompileringsfeil: %3</translation>
    </message>
    <message>
        <source>ResourceSlice %1</source>
        <translation>ResourceSlice %1</translation>
    </message>
    <message>
        <source>%1, device %2</source>
        <translation>%1, enhet %2</translation>
    </message>
    <message>
        <source>DeviceTaintRule %1</source>
        <translation>DeviceTaintRule %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>klasse %1</translation>
    </message>
    <message>
        <source>counter set %1 is defined more than once</source>
        <translation>tellersettet %1 er definert mer enn én gang</translation>
    </message>
    <message>
        <source>device %1 is listed more than once</source>
        <translation>enheten %1 er oppført mer enn én gang</translation>
    </message>
    <message>
        <source>device %1 consumes counter set %2, which the pool does not define</source>
        <translation>enheten %1 bruker tellersettet %2, som poolen ikke definerer</translation>
    </message>
    <message>
        <source>device %1 consumes counter %2 of counter set %3, which has no such counter</source>
        <translation>enheten %1 bruker telleren %2 i tellersettet %3, som ikke har noen slik teller</translation>
    </message>
    <message>
        <source>claim %1, subrequest %2</source>
        <translation>claim %1, underforespørsel %2</translation>
    </message>
    <message>
        <source>claim %1, request %2</source>
        <translation>claim %1, forespørsel %2</translation>
    </message>
    <message>
        <source>%1: admin access is requested, but the feature is disabled</source>
        <translation>%1: administratortilgang er forespurt, men funksjonen er slått av</translation>
    </message>
    <message>
        <source>Turn on DRAAdminAccess (--feature-gates DRAAdminAccess=true) or drop adminAccess.</source>
        <translation>Slå på DRAAdminAccess (--feature-gates DRAAdminAccess=true), eller fjern adminAccess.</translation>
    </message>
    <message>
        <source>%1: missing device class name (unsupported request type?)</source>
        <translation>%1: navnet på enhetsklassen mangler (forespørselstype som ikke støttes?)</translation>
    </message>
    <message>
        <source>%1: could not retrieve device class %2</source>
        <translation>%1: kunne ikke hente enhetsklassen %2</translation>
    </message>
    <message>
        <source>No DeviceClass is known: pass the class with --class FILE or read a cluster that has it.</source>
        <translation>Ingen DeviceClass er kjent: oppgi klassen med --class FILE, eller les en klynge som har den.</translation>
    </message>
    <message>
        <source>Known classes: %1.</source>
        <translation>Kjente klasser: %1.</translation>
    </message>
    <message>
        <source>%1: has capacity requests, but the DRAConsumableCapacity feature is disabled</source>
        <translation>%1: har kapasitetsforespørsler, men funksjonen DRAConsumableCapacity er slått av</translation>
    </message>
    <message>
        <source>Turn on DRAConsumableCapacity or drop capacity.requests.</source>
        <translation>Slå på DRAConsumableCapacity, eller fjern capacity.requests.</translation>
    </message>
    <message>
        <source>%1: capacity request %2: &quot;%3&quot; is not a quantity</source>
        <translation>%1: kapasitetsforespørsel %2: «%3» er ikke en mengde</translation>
    </message>
    <message>
        <source>%1: count must be a positive number</source>
        <translation>%1: count må være et positivt tall</translation>
    </message>
    <message>
        <source>%1: unsupported count mode %2</source>
        <translation>%1: tellemodusen %2 støttes ikke</translation>
    </message>
    <message>
        <source>allocationMode is ExactCount or All.</source>
        <translation>allocationMode er ExactCount eller All.</translation>
    </message>
    <message>
        <source>claim %1, request %2: has subrequests, but the DRAPrioritizedList feature is disabled</source>
        <translation>claim %1, forespørsel %2: har underforespørsler, men funksjonen DRAPrioritizedList er slått av</translation>
    </message>
    <message>
        <source>Turn on DRAPrioritizedList or use exactly.</source>
        <translation>Slå på DRAPrioritizedList, eller bruk exactly.</translation>
    </message>
    <message>
        <source>claim %1, request %2: asks for all devices, but resource pool %3 is currently being updated</source>
        <translation>claim %1, forespørsel %2: ber om alle enheter, men ressurspoolen %3 oppdateres akkurat nå</translation>
    </message>
    <message>
        <source>Wait until the driver has published every slice of the pool, then try again.</source>
        <translation>Vent til driveren har publisert alle slices i poolen, og prøv igjen.</translation>
    </message>
    <message>
        <source>claim %1, request %2: asks for all devices, but resource pool %3 is currently invalid: %4</source>
        <translation>claim %1, forespørsel %2: ber om alle enheter, men ressurspoolen %3 er for øyeblikket ugyldig: %4</translation>
    </message>
    <message>
        <source>claim %1: number of requested devices %2 exceeds the claim limit of %3</source>
        <translation>claim %1: antallet forespurte enheter, %2, overstiger grensen for et claim på %3</translation>
    </message>
    <message>
        <source>A claim holds at most %1 devices: split it into several claims.</source>
        <translation>Et claim kan holde høyst %1 enheter: del det opp i flere claims.</translation>
    </message>
    <message>
        <source>claim %1, constraint #%2: empty constraint (unsupported constraint type?)</source>
        <translation>claim %1, begrensning #%2: tom begrensning (begrensningstype som ikke støttes?)</translation>
    </message>
    <message>
        <source>%1 %2: selector #%3: CEL runtime error on device %4/%5/%6: %7</source>
        <translation>%1 %2: velger #%3: CEL-kjøretidsfeil på enheten %4/%5/%6: %7</translation>
    </message>
    <message>
        <source>request</source>
        <translation>forespørsel</translation>
    </message>
    <message>
        <source>class</source>
        <translation>klasse</translation>
    </message>
    <message>
        <source>A robust selector checks that an attribute exists before reading it (has(...)); the scheduler keeps the pod Pending.</source>
        <translation>En robust velger sjekker at et attributt finnes før den leser det (has(...)); planleggeren holder poden i Pending.</translation>
    </message>
    <message>
        <source>%1: %2 is above the largest allowed, %3</source>
        <translation>%1: %2 er over den største tillatte verdien, %3</translation>
    </message>
    <message>
        <source>%1: no valid value holds %2</source>
        <translation>%1: ingen gyldig verdi rommer %2</translation>
    </message>
    <message>
        <source>capacity %1 exhausted (%2 left, %3 needed)</source>
        <translation>kapasiteten %1 er brukt opp (%2 igjen, %3 trengs)</translation>
    </message>
    <message>
        <source>counters exhausted (%1/%2: %3 left, %4 needed)</source>
        <translation>tellerne er brukt opp (%1/%2: %3 igjen, %4 trengs)</translation>
    </message>
    <message>
        <source>claim %1, request %2: device %3: attribute %4: unsupported attribute value</source>
        <translation>claim %1, forespørsel %2: enhet %3: attributt %4: attributtverdien støttes ikke</translation>
    </message>
    <message>
        <source>claim %1, request %2: cannot add device %3 because a claim constraint would not be satisfied</source>
        <translation>claim %1, forespørsel %2: kan ikke legge til enheten %3 fordi en begrensning i claimet da ikke ville vært oppfylt</translation>
    </message>
    <message>
        <source>allocationMode All takes every matching device: narrow the request&apos;s selectors so that the constraint holds for all.</source>
        <translation>allocationMode All tar alle samsvarende enheter: snevre inn forespørselens velgere slik at begrensningen holder for alle.</translation>
    </message>
    <message>
        <source>invalid resource pools were encountered: %1</source>
        <translation>fant ugyldige ressurspooler: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The driver published a pool the scheduler cannot use; its devices stay unallocatable until the driver republishes it.</source>
        <translation>Driveren publiserte en pool som planleggeren ikke kan bruke; enhetene i den kan ikke allokeres før driveren publiserer den på nytt.</translation>
    </message>
    <message>
        <source>pool %1 is invalid (%2)</source>
        <translation>pool %1 er ugyldig (%2)</translation>
    </message>
    <message>
        <source>pool %1 is incomplete (%2 of %3 slices published)</source>
        <translation>pool %1 er ufullstendig (%2 av %3 slices publisert)</translation>
    </message>
    <message>
        <source>pool %1/%2 is not for this node (its ResourceSlices&apos; node selection leaves the node out)</source>
        <translation>pool %1/%2 er ikke for denne noden (nodevalget i ResourceSlice-ene utelater noden)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: has no capacity %2</source>
        <translation>%1: har ingen kapasitet %2</translation>
    </message>
    <message>
        <source>%1: selector false (%2)</source>
        <translation>%1: velgeren er false (%2)</translation>
    </message>
    <message>
        <source>a selector</source>
        <translation>en velger</translation>
    </message>
    <message>
        <source>%1: in use by %2</source>
        <translation>%1: i bruk av %2</translation>
    </message>
    <message>
        <source>another claim</source>
        <translation>et annet claim</translation>
    </message>
    <message>
        <source>%1: tainted %2</source>
        <translation>%1: har taint %2</translation>
    </message>
    <message>
        <source>%1: has binding conditions and DRADeviceBindingConditions is off</source>
        <translation>%1: har bindingsbetingelser, og DRADeviceBindingConditions er slått av</translation>
    </message>
    <message>
        <source>%1: consumes shared counters and DRAPartitionableDevices is off</source>
        <translation>%1: bruker delte tellere, og DRAPartitionableDevices er slått av</translation>
    </message>
    <message>
        <source>claim %1, request %2: needs all matching devices, %3 of %4 devices on the node usable</source>
        <translation>claim %1, forespørsel %2: trenger alle samsvarende enheter, %3 av %4 enheter på noden er brukbare</translation>
    </message>
    <message>
        <source>claim %1, request %2: needs %3, %4 of %5 devices on the node usable</source>
        <translation>claim %1, forespørsel %2: trenger %3, %4 av %5 enheter på noden er brukbare</translation>
    </message>
    <message>
        <source>claim %1, request %2: no devices on this node</source>
        <translation>claim %1, forespørsel %2: ingen enheter på denne noden</translation>
    </message>
    <message>
        <source> (not together with the other requests and claims: a constraint or devices they share)</source>
        <translation> (ikke sammen med de andre forespørslene og claimene: en begrensning eller enheter de deler)</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n til</numerusform>
            <numerusform>%n til</numerusform>
        </translation>
    </message>
    <message>
        <source>the search stopped after %1 devices tried; the scheduler may still find an allocation</source>
        <translation>søket stoppet etter at %1 enheter var prøvd; planleggeren kan likevel finne en allokering</translation>
    </message>
    <message>
        <source>claim %1: after allocation the pod waits until the driver reports %2 on %3 (kube-scheduler gives up after its binding timeout, 10 minutes by default, or on %4)</source>
        <translation>claim %1: etter allokeringen venter poden til driveren rapporterer %2 på %3 (kube-scheduler gir opp etter tidsavbruddet for binding, som standard 10 minutter, eller ved %4)</translation>
    </message>
    <message>
        <source>a failure condition</source>
        <translation>en feilbetingelse</translation>
    </message>
    <message>
        <source>claim %1 asks for admin access, but namespace %2 lacks the label %3=&quot;true&quot;: the API server refuses such claims there</source>
        <translation>claim %1 ber om administratortilgang, men navnerommet %2 mangler etiketten %3=&quot;true&quot;: API-serveren avviser slike claims der</translation>
    </message>
    <message>
        <source>(all nodes)</source>
        <translation>(alle noder)</translation>
    </message>
    <message>
        <source>(per device)</source>
        <translation>(per enhet)</translation>
    </message>
    <message>
        <source>(node selector)</source>
        <translation>(nodevelger)</translation>
    </message>
    <message>
        <source>%1 could not be listed (%2): %3</source>
        <translation>%1 kunne ikke listes (%2): %3</translation>
    </message>
    <message>
        <source>no claims are shown</source>
        <translation>ingen claims vises</translation>
    </message>
    <message>
        <source>which pods use a claim is unknown</source>
        <translation>hvilke pods som bruker en claim, er ukjent</translation>
    </message>
    <message>
        <source>device %1 is in no ResourceSlice: its driver no longer publishes it</source>
        <translation>enheten %1 er ikke i noen ResourceSlice: driveren publiserer den ikke lenger</translation>
    </message>
    <message>
        <source>device %1 reports %2</source>
        <translation>enheten %1 melder %2</translation>
    </message>
    <message>
        <source>allocated but reserved for no pod and used by none: its devices are held for nothing (delete the claim to free them)</source>
        <translation>allokert, men reservert for ingen pod og brukt av ingen: enhetene holdes for ingenting (slett claimen for å frigjøre dem)</translation>
    </message>
    <message>
        <source>allocated but reserved for no pod (%1 reference it and may not have been scheduled yet)</source>
        <translation>allokert, men reservert for ingen pod (%1 viser til den og er kanskje ikke planlagt ennå)</translation>
    </message>
    <message>
        <source>every device counts as free</source>
        <translation>alle enheter regnes som ledige</translation>
    </message>
    <message>
        <source>no pod can be explained</source>
        <translation>ingen pod kan forklares</translation>
    </message>
    <message>
        <source>pod %1/%2 is not in %3</source>
        <translation>podden %1/%2 finnes ikke i %3</translation>
    </message>
    <message>
        <source>Namespace %1 has no pods here; pass -n NS.</source>
        <translation>Navnerommet %1 har ingen pods her; bruk -n NS.</translation>
    </message>
    <message>
        <source>Pods in %1: %2.</source>
        <translation>Pods i %1: %2.</translation>
    </message>
    <message>
        <source>Pod %1 is in namespace %2: pass -n %3.</source>
        <translation>Podden %1 er i navnerommet %2: bruk -n %3.</translation>
    </message>
    <message>
        <source>Namespace %1 has no pods here.</source>
        <translation>Navnerommet %1 har ingen pods her.</translation>
    </message>
    <message>
        <source>pod %1/%2 references no ResourceClaim (spec.resourceClaims is empty)</source>
        <translation>podden %1/%2 viser ikke til noen ResourceClaim (spec.resourceClaims er tom)</translation>
    </message>
    <message>
        <source>Its scheduling does not depend on DRA: kubectl describe pod shows why it waits.</source>
        <translation>Planleggingen av den avhenger ikke av DRA: kubectl describe pod viser hvorfor den venter.</translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <translation>%1 -&gt; %2</translation>
    </message>
    <message>
        <source>claim %1 does not exist: the pod waits until it is created</source>
        <translation>claim %1 finnes ikke: podden venter til den blir opprettet</translation>
    </message>
    <message>
        <source>%1 -&gt; template %2 (no claim made yet)</source>
        <translation>%1 -&gt; mal %2 (ingen claim laget ennå)</translation>
    </message>
    <message>
        <source>ResourceClaimTemplate %1 is not in %2: its claim cannot be previewed</source>
        <translation>ResourceClaimTemplate %1 finnes ikke i %2: claimen kan ikke forhåndsvises</translation>
    </message>
    <message>
        <source>devices other claims hold count as free</source>
        <translation>enheter som andre claims holder, regnes som ledige</translation>
    </message>
    <message>
        <source>claims made from templates cannot be previewed</source>
        <translation>claims laget fra maler kan ikke forhåndsvises</translation>
    </message>
    <message>
        <source>the pod is bound to node %1 (spec.nodeName)</source>
        <translation>podden er bundet til noden %1 (spec.nodeName)</translation>
    </message>
    <message>
        <source>the pod&apos;s nodeSelector %1=%2 does not match the node</source>
        <translation>poddens nodeSelector %1=%2 passer ikke med noden</translation>
    </message>
    <message>
        <source>claim %1 is allocated to devices this node cannot reach</source>
        <translation>claim %1 er allokert til enheter denne noden ikke når</translation>
    </message>
    <message>
        <source>no node can hold the pod&apos;s claims now: it stays Pending until devices are freed, untainted or added</source>
        <translation>ingen node kan ta poddens claims nå: den blir stående Pending til enheter frigjøres, får taints fjernet eller legges til</translation>
    </message>
    <message numerus="yes">
        <source>the claims fit on %n node(s) now; if the pod still waits, the reason is outside DRA (see the PodScheduled condition)</source>
        <translation>
            <numerusform>claimene får plass på %n node nå; venter podden likevel, ligger årsaken utenfor DRA (se PodScheduled-betingelsen)</numerusform>
            <numerusform>claimene får plass på %n noder nå; venter podden likevel, ligger årsaken utenfor DRA (se PodScheduled-betingelsen)</numerusform>
        </translation>
    </message>
    <message>
        <source>the allocation on every node was cancelled</source>
        <translation>allokeringen på hver node ble avbrutt</translation>
    </message>
    <message>
        <source>%2 already has a DeviceClass %1 with other selectors: applying this YAML replaces it, and a match against this cluster uses this one.</source>
        <extracomment>%1 a DeviceClass name, %2 names the cluster (a context, a file, &quot;demo&quot;)</extracomment>
        <translation>%2 har allerede en DeviceClass %1 med andre selektorer: å bruke denne YAML-en erstatter den, og en matching mot denne klyngen bruker denne.</translation>
    </message>
    <message>
        <source>Run the allocation again to finish.</source>
        <translation>Kjør tildelingen på nytt for å fullføre.</translation>
    </message>
    <message>
        <source>Ask for fewer devices, or relax the selectors.</source>
        <translation>Be om færre enheter, eller løsne på velgerne.</translation>
    </message>
    <message>
        <source>Fix the allocation input named in the message.</source>
        <translation>Rett tildelingsinndataene som meldingen nevner.</translation>
    </message>
    <message>
        <source>Give a device document with a driver and devices.</source>
        <translation>Oppgi et enhetsdokument med en driver og enheter.</translation>
    </message>
    <message>
        <source>Make the selector expression return a bool.</source>
        <translation>La velgeruttrykket returnere en bool.</translation>
    </message>
    <message>
        <source>Tick at least one capability the device class offers.</source>
        <translation>Kryss av for minst én egenskap som enhetsklassen tilbyr.</translation>
    </message>
    <message>
        <source>Fix the claim at the field named in the message.</source>
        <translation>Rett kravet ved feltet som meldingen nevner.</translation>
    </message>
    <message>
        <source>Use a lower-case DNS name: letters, digits and -, at most 63 characters.</source>
        <translation>Bruk et DNS-navn med små bokstaver: bokstaver, sifre og -, høyst 63 tegn.</translation>
    </message>
    <message>
        <source>Use the gates the command lists, as NAME=true or NAME=false.</source>
        <translation>Bruk portene som kommandoen lister opp, som NAVN=true eller NAVN=false.</translation>
    </message>
    <message>
        <source>Use a node the cluster has (accelctl get nodes).</source>
        <translation>Bruk en node som klyngen har (accelctl get nodes).</translation>
    </message>
    <message>
        <source>Check the pod's name and namespace.</source>
        <translation>Sjekk podens navn og navnerom.</translation>
    </message>
    <message>
        <source>Choose a pod that has resource claims.</source>
        <translation>Velg en pod som har ressurskrav.</translation>
    </message>
    <message>
        <source>%1 has no quantity</source>
        <extracomment>%1 names the field, e.g. &quot;capacity memory of device gpu-0&quot;; %2 its text</extracomment>
        <translation>%1 har ingen mengde</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;, not a quantity</source>
        <translation>%1 er «%2», ikke en mengde</translation>
    </message>
    <message>
        <source>capacity %1 of device %2</source>
        <extracomment>%1 the capacity&apos;s name, %2 the device</extracomment>
        <translation>kapasiteten %1 for enheten %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 a field of a capacity&apos;s requestPolicy, %2 &quot;capacity X of device Y&quot;</extracomment>
        <translation>%1 for %2</translation>
    </message>
    <message>
        <source>counter %1 of counter set %2 consumed by device %3</source>
        <extracomment>%1 the counter, %2 its counter set, %3 the device</extracomment>
        <translation>telleren %1 i tellersettet %2 som enheten %3 bruker</translation>
    </message>
    <message>
        <source>counter %1 of counter set %2 in ResourceSlice %3</source>
        <extracomment>%1 the counter, %2 its counter set, %3 the ResourceSlice</extracomment>
        <translation>telleren %1 i tellersettet %2 i ResourceSlice %3</translation>
    </message>
    <message>
        <source>pool %1/%2 is invalid (%3); the scheduler allocates none of its devices</source>
        <extracomment>%1 driver, %2 pool, %3 why it is invalid</extracomment>
        <translation>pool %1/%2 er ugyldig (%3); planleggeren tildeler ingen av enhetene i den</translation>
    </message>
    <message>
        <source>No device in the cluster publishes %1.</source>
        <extracomment>%1 an attribute a selector reads, which no device of the cluster publishes</extracomment>
        <translation>Ingen enhet i klyngen publiserer %1.</translation>
    </message>
    <message>
        <source>The cluster's devices publish %1: %2.</source>
        <extracomment>%1 an attribute a selector reads, %2 the values the cluster's devices have</extracomment>
        <translation>Klyngens enheter publiserer %1: %2.</translation>
    </message>
    <message>
        <source>Ask for what the cluster has: accelctl get gpus -o wide shows what every GPU publishes, accelctl get gpus --summary what is free; or relax the selectors, or free devices that other claims hold.</source>
        <translation>Be om det klyngen har: accelctl get gpus -o wide viser hva hver GPU publiserer, accelctl get gpus --summary hva som er ledig; eller løsne på selektorene, eller frigjør enheter som andre krav holder.</translation>
    </message>
    <message>
        <source>%1 has no DeviceClass %2: a claim naming it cannot allocate until it is created (a driver's classes come with its Helm chart)</source>
        <extracomment>%1 the cluster ("the cluster (demo)"), %2 a DeviceClass name</extracomment>
        <translation>%1 har ingen DeviceClass %2: et krav som navngir den, kan ikke tildeles før den er opprettet (en drivers klasser følger med Helm-chartet dens)</translation>
    </message>
    <message>
        <source>Give one ResourceSlice device entry with a driver field ({driver, name, attributes, capacity}), a ResourceSlice, a List of them or a cluster snapshot.</source>
        <translation>Oppgi én enhetsoppføring fra en ResourceSlice med et driver-felt ({driver, name, attributes, capacity}), en ResourceSlice, en List av dem eller et øyeblikksbilde av klyngen.</translation>
    </message>
    <message>
        <source>the document has no ResourceSlice</source>
        <translation>dokumentet har ingen ResourceSlice</translation>
    </message>
    <message numerus="yes">
        <source>... %n more</source>
        <translation>
            <numerusform>... %n til</numerusform>
            <numerusform>... %n til</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (driver %2, node %3)</source>
        <translation>%1 (driver %2, node %3)</translation>
    </message>
    <message>
        <source>Pass --device-name NAME, with --driver D or --node N when a name is on several drivers or nodes.</source>
        <translation>Oppgi --device-name NAVN, med --driver D eller --node N når et navn finnes på flere drivere eller noder.</translation>
    </message>
    <message>
        <source>no device matches %1 (the document has %2)</source>
        <translation>ingen enhet samsvarer med %1 (dokumentet har %2)</translation>
    </message>
    <message>
        <source>%1 devices match (%2); pick one</source>
        <translation>%1 enheter samsvarer (%2); velg én</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <source>The node the GPU is on</source>
        <translation>Noden GPU-en står på</translation>
    </message>
    <message>
        <source>PCI bus ID</source>
        <translation>PCI-buss-ID</translation>
    </message>
    <message>
        <source>resource.kubernetes.io/pciBusID: joins one GPU's devices across drivers</source>
        <translation>resource.kubernetes.io/pciBusID: knytter sammen enhetene til én GPU på tvers av drivere</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>The name of the device that stands for the GPU in its ResourceSlice</source>
        <translation>Navnet på enheten som representerer GPU-en i dens ResourceSlice</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produkt</translation>
    </message>
    <message>
        <source>The product as its driver names it</source>
        <translation>Produktet slik driveren navngir det</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Minne</translation>
    </message>
    <message>
        <source>The memory capacity the driver publishes, in binary units</source>
        <translation>Minnekapasiteten driveren publiserer, i binære enheter</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Arkitektur</translation>
    </message>
    <message>
        <source>The GPU architecture (Hopper, Ampere, ...)</source>
        <translation>GPU-arkitekturen (Hopper, Ampere, ...)</translation>
    </message>
    <message>
        <source>Compute cap.</source>
        <translation>Beregningsnivå</translation>
    </message>
    <message>
        <source>CUDA compute capability</source>
        <translation>CUDA-beregningsnivå (compute capability)</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Driver</translation>
    </message>
    <message>
        <source>The GPU driver's version (or kernel driver)</source>
        <translation>GPU-driverens versjon (eller kjernedriveren)</translation>
    </message>
    <message>
        <source>MIG / partitions</source>
        <translation>MIG / partisjoner</translation>
    </message>
    <message>
        <source>Partitions of the GPU (NVIDIA MIG devices and the like): free, in use, would not fit in what is left</source>
        <translation>GPU-ens partisjoner (NVIDIA MIG-enheter og lignende): ledige, i bruk, får ikke plass i det som er igjen</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>A partition's profile (MIG 1g.10gb)</source>
        <translation>En partisjons profil (MIG 1g.10gb)</translation>
    </message>
    <message>
        <source>Render node</source>
        <translation>Render-node</translation>
    </message>
    <message>
        <source>The liken.sh device of the GPU's render node</source>
        <translation>liken.sh-enheten for GPU-ens render-node</translation>
    </message>
    <message>
        <source>VA driver</source>
        <translation>VA-driver</translation>
    </message>
    <message>
        <source>The VA-API driver media.liken.sh found</source>
        <translation>VA-API-driveren media.liken.sh fant</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Funksjoner</translation>
    </message>
    <message>
        <source>How many media capabilities the GPU supports</source>
        <translation>Hvor mange mediefunksjoner GPU-en støtter</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Holdes av</translation>
    </message>
    <message>
        <source>The ResourceClaims whose allocation holds the GPU</source>
        <translation>ResourceClaim-ene som har fått GPU-en tildelt</translation>
    </message>
    <message>
        <source>Taints</source>
        <translation>Taints</translation>
    </message>
    <message>
        <source>Device taints: only requests that tolerate them get it</source>
        <translation>Enhetens taints: bare forespørsler som tolererer dem, får den</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Helse</translation>
    </message>
    <message>
        <source>What the driver says of the GPU's health</source>
        <translation>Hva driveren sier om GPU-ens helse</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>The GPU's UUID</source>
        <translation>GPU-ens UUID</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Indeks</translation>
    </message>
    <message>
        <source>The index the driver gives the device on its node</source>
        <translation>Indeksen driveren gir enheten på noden</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>The CUDA version the driver supports</source>
        <translation>CUDA-versjonen driveren støtter</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>The GPU family</source>
        <translation>GPU-familien</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Beregning</translation>
    </message>
    <message>
        <source>Compute units, multiprocessors or millicores, as the driver counts them</source>
        <translation>Beregningsenheter, multiprosessorer eller millikjerner, slik driveren teller dem</translation>
    </message>
    <message>
        <source>NUMA</source>
        <translation>NUMA</translation>
    </message>
    <message>
        <source>The NUMA node of the GPU</source>
        <translation>GPU-ens NUMA-node</translation>
    </message>
    <message>
        <source>Counters left</source>
        <translation>Tellere igjen</translation>
    </message>
    <message>
        <source>A partitionable GPU's shared counters: what is left of each, of its total</source>
        <translation>De delte tellerne til en partisjonerbar GPU: hva som er igjen av hver, av totalen</translation>
    </message>
    <message>
        <source>Drivers</source>
        <translation>Drivere</translation>
    </message>
    <message>
        <source>The DRA drivers that publish devices of the GPU</source>
        <translation>DRA-driverne som publiserer enheter for GPU-en</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attributter</translation>
    </message>
    <message>
        <source>Attributes of drivers this version does not know</source>
        <translation>Attributter fra drivere denne versjonen ikke kjenner</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>MIG device</source>
        <translation>MIG-enhet</translation>
    </message>
    <message>
        <source>GPU (VFIO passthrough)</source>
        <translation>GPU (VFIO-gjennomføring)</translation>
    </message>
    <message>
        <source>IMEX channel</source>
        <translation>IMEX-kanal</translation>
    </message>
    <message>
        <source>IMEX daemon</source>
        <translation>IMEX-daemon</translation>
    </message>
    <message>
        <source>GPU partition</source>
        <translation>GPU-partisjon</translation>
    </message>
    <message>
        <source>partition</source>
        <extracomment>A part of a GPU (a MIG device or the like) of a driver this version does not know</extracomment>
        <translation>partisjon</translation>
    </message>
    <message>
        <source>compute-domain device</source>
        <translation>compute-domain-enhet</translation>
    </message>
    <message>
        <source>Gaudi accelerator</source>
        <translation>Gaudi-akselerator</translation>
    </message>
    <message>
        <source>network device</source>
        <translation>nettverksenhet</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>device</source>
        <translation>enhet</translation>
    </message>
    <message>
        <source>SR-IOV virtual function (NIC)</source>
        <translation>SR-IOV virtuell funksjon (NIC)</translation>
    </message>
    <message>
        <source>network interface</source>
        <translation>nettverksgrensesnitt</translation>
    </message>
    <message>
        <source>%1 device</source>
        <extracomment>A device of a driver this version does not know: %1 is the driver's name</extracomment>
        <translation>%1-enhet</translation>
    </message>
    <message>
        <source>ok</source>
        <extracomment>A GPU's health as its driver states it</extracomment>
        <translation>ok</translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation>usunn</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>A device (a GPU partition) no claim holds and that fits in what is left</extracomment>
        <translation>ledig</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>i bruk</translation>
    </message>
    <message>
        <source>would not fit</source>
        <extracomment>A free partition that asks more of its GPU than the partitions in use leave</extracomment>
        <translation>får ikke plass</translation>
    </message>
    <message numerus="yes">
        <source>%n in use</source>
        <extracomment>Partitions of a GPU: %n of them are in use</extracomment>
        <translation>
            <numerusform>%n i bruk</numerusform>
            <numerusform>%n i bruk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free</source>
        <translation>
            <numerusform>%n ledig</numerusform>
            <numerusform>%n ledige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n would not fit</source>
        <translation>
            <numerusform>%n får ikke plass</numerusform>
            <numerusform>%n får ikke plass</numerusform>
        </translation>
    </message>
    <message>
        <source>partitioned: %1</source>
        <extracomment>A GPU split into partitions (MIG): %1 says how many are in use, free, would not fit</extracomment>
        <translation>partisjonert: %1</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>A shared counter of a GPU: %1 its name, %2 what is left, %3 its total</extracomment>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <extracomment>The product of GPUs whose driver names none</extracomment>
        <translation>(ukjent)</translation>
    </message>
    <message>
        <source>driver %1 publishes no %2 to select on</source>
        <extracomment>%1 a DRA driver, %2 what a claim asks for (Memory, Architecture ...)</extracomment>
        <translation>driveren %1 publiserer ingen %2 å velge etter</translation>
    </message>
    <message>
        <source>Leave that criterion out for this driver.</source>
        <translation>Utelat det kriteriet for denne driveren.</translation>
    </message>
    <message>
        <source>%1 is not a GPU driver this version can build claims for</source>
        <translation>%1 er ikke en GPU-driver denne versjonen kan lage krav for</translation>
    </message>
    <message>
        <source>(no driver)</source>
        <translation>(ingen driver)</translation>
    </message>
    <message>
        <source>Use one of: %1.</source>
        <translation>Bruk en av: %1.</translation>
    </message>
    <message>
        <source>driver %1 publishes no partitions</source>
        <translation>driveren %1 publiserer ingen partisjoner</translation>
    </message>
    <message>
        <source>Ask for a whole GPU of this driver.</source>
        <translation>Be om en hel GPU fra denne driveren.</translation>
    </message>
    <message>
        <source>memory "%1" is not a Kubernetes quantity</source>
        <translation>minnet «%1» er ikke en Kubernetes-mengde</translation>
    </message>
    <message>
        <source>For example 40Gi or 81559Mi.</source>
        <translation>For eksempel 40Gi eller 81559Mi.</translation>
    </message>
    <message>
        <source>compute capability "%1" is not a version</source>
        <translation>beregningsnivået «%1» er ikke en versjon</translation>
    </message>
    <message>
        <source>For example 8.0 or 9.0.</source>
        <translation>For eksempel 8.0 eller 9.0.</translation>
    </message>
    <message>
        <source>a request for %1 devices: the API server takes 1 to 32 per claim</source>
        <translation>en forespørsel om %1 enheter: API-serveren tar 1 til 32 per krav</translation>
    </message>
    <message>
        <source>The pod names the claim; the container receives the devices it claims:</source>
        <extracomment>Above the pod snippet of a claim for a GPU or MIG device by what its driver publishes</extracomment>
        <translation>Poden navngir kravet; containeren får enhetene den krever:</translation>
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
        <source>/etc/group has a disk entry with a malformed gid &quot;%1&quot;</source>
        <translation>/etc/group har en disk-oppføring med ugyldig gid «%1»</translation>
    </message>
    <message>
        <source>NORSK_CTL_GPU_MODE is &quot;%1&quot;, which is neither legacy nor cdi</source>
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
    <message>
        <source>%1 %2 did not answer within %3 s</source>
        <translation>%1 %2 svarte ikke innen %3 s</translation>
    </message>
    <message>
        <source>docker could not be run: %1</source>
        <translation>docker kunne ikke kjøres: %1</translation>
    </message>
    <message>
        <source>Install Docker: sudo apt-get install docker.io docker-compose</source>
        <translation>Installer Docker: sudo apt-get install docker.io docker-compose</translation>
    </message>
    <message>
        <source>Install Docker Engine and put docker on PATH</source>
        <translation>Installer Docker Engine og legg docker i PATH</translation>
    </message>
    <message>
        <source>no Docker Compose was found: %1</source>
        <translation>fant ingen Docker Compose: %1</translation>
    </message>
    <message>
        <source>Install Debian&apos;s docker-compose (sudo apt-get install docker-compose), or the compose plugin (docker-compose-plugin) from Docker&apos;s packages</source>
        <translation>Installer Debians docker-compose (sudo apt-get install docker-compose), eller compose-tillegget (docker-compose-plugin) fra Dockers pakker</translation>
    </message>
    <message>
        <source>Install the Docker Compose plugin (docker-compose-plugin), or a docker-compose binary on PATH</source>
        <translation>Installer Docker Compose-tillegget (docker-compose-plugin), eller et docker-compose-program i PATH</translation>
    </message>
    <message>
        <source>&quot;%1 compose version&quot; said: %2</source>
        <translation>«%1 compose version» svarte: %2</translation>
    </message>
    <message>
        <source>%1 cannot be run (%2)</source>
        <translation>%1 kan ikke kjøres (%2)</translation>
    </message>
    <message>
        <source>&quot;%1 version&quot; said: %2</source>
        <translation>«%1 version» svarte: %2</translation>
    </message>
    <message>
        <source>%1 is not on PATH</source>
        <translation>%1 finnes ikke i PATH</translation>
    </message>
    <message>
        <source>docker could not select device driver &quot;nvidia&quot;: this host is CDI-only and was classified as legacy</source>
        <translation>docker kunne ikke velge enhetsdriveren «nvidia»: denne verten har bare CDI og ble klassifisert som legacy</translation>
    </message>
    <message>
        <source>Set NORSK_CTL_GPU_MODE=cdi and relaunch</source>
        <translation>Sett NORSK_CTL_GPU_MODE=cdi og start på nytt</translation>
    </message>
    <message>
        <source>permission denied on the Docker socket: %1</source>
        <translation>ingen tilgang til Docker-socketen: %1</translation>
    </message>
    <message>
        <source>Add your user to the docker group (sudo usermod -aG docker $USER, then log in again), or run as root</source>
        <translation>Legg brukeren din til i docker-gruppen (sudo usermod -aG docker $USER, og logg inn på nytt), eller kjør som root</translation>
    </message>
    <message>
        <source>Make the socket DOCKER_HOST names (%1) usable by your user (its group, e.g. docker), or run as root</source>
        <translation>Gi brukeren din tilgang til socketen DOCKER_HOST peker på (%1) (gruppen dens, f.eks. docker), eller kjør som root</translation>
    </message>
    <message>
        <source>the Docker daemon is not reachable: %1</source>
        <translation>Docker-tjenesten kan ikke nås: %1</translation>
    </message>
    <message>
        <source>Start it (sudo systemctl start docker), or point DOCKER_HOST or a docker context at a running engine</source>
        <translation>Start den (sudo systemctl start docker), eller la DOCKER_HOST eller en docker-kontekst peke på en motor som kjører</translation>
    </message>
    <message>
        <source>Check that DOCKER_HOST (%1) names a running engine, or unset it to use the local one</source>
        <translation>Sjekk at DOCKER_HOST (%1) peker på en motor som kjører, eller fjern den for å bruke den lokale</translation>
    </message>
    <message>
        <source>image %1 is not on this host and could not be pulled: %2</source>
        <translation>bildet %1 finnes ikke på denne verten og kunne ikke hentes: %2</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(uten navn)</translation>
    </message>
    <message>
        <source>Load it (docker load -i FILE, saved with docker save where it exists), or docker pull %1 on a host that reaches its registry</source>
        <translation>Last det inn (docker load -i FIL, lagret med docker save der det finnes), eller docker pull %1 på en vert som når registeret</translation>
    </message>
    <message>
        <source>%1 has no disk group: the suggested user keeps your own gid %2, which may not open the NETINT devices (/dev/nvme*)</source>
        <translation>%1 har ingen disk-gruppe: den foreslåtte brukeren beholder din egen gid %2, som kanskje ikke kan åpne NETINT-enhetene (/dev/nvme*)</translation>
    </message>
    <message>
        <source>--host-root %1 is not a directory</source>
        <translation>--host-root %1 er ikke en mappe</translation>
    </message>
    <message>
        <source>Give the root of a host tree (with sys/, dev/, proc/ and etc/), or leave --host-root out to probe this machine.</source>
        <translation>Oppgi roten til et vertstre (med sys/, dev/, proc/ og etc/), eller utelat --host-root for å undersøke denne maskinen.</translation>
    </message>
    <message>
        <source>Give a file with `docker info --format &apos;{{json .}}&apos;` output, or leave --docker-info out to ask docker.</source>
        <translation>Oppgi en fil med utdata fra `docker info --format &apos;{{json .}}&apos;`, eller utelat --docker-info for å spørre docker.</translation>
    </message>
    <message>
        <source>--docker-info %1 does not exist</source>
        <translation>--docker-info %1 finnes ikke</translation>
    </message>
    <message>
        <source>Give --host-root a directory that exists.</source>
        <translation>Gi --host-root en katalog som finnes.</translation>
    </message>
    <message>
        <source>Give --docker-info a file that exists (the output of docker info --format json).</source>
        <translation>Gi --docker-info en fil som finnes (utdataene fra docker info --format json).</translation>
    </message>
    <message>
        <source>Install Docker, or put the docker command on PATH.</source>
        <translation>Installer Docker, eller legg docker-kommandoen i PATH.</translation>
    </message>
    <message>
        <source>Check that the Docker daemon answers (docker info), then try again.</source>
        <translation>Sjekk at Docker-tjenesten svarer (docker info), og prøv igjen.</translation>
    </message>
    <message>
        <source>Start the Docker daemon (systemctl start docker) and try again.</source>
        <translation>Start Docker-tjenesten (systemctl start docker) og prøv igjen.</translation>
    </message>
    <message>
        <source>Add your user to the docker group, then log in again.</source>
        <translation>Legg brukeren din til i docker-gruppen, og logg inn på nytt.</translation>
    </message>
    <message>
        <source>Install the Docker Compose plugin (docker compose version).</source>
        <translation>Installer Docker Compose-tillegget (docker compose version).</translation>
    </message>
    <message>
        <source>Pull the image first (docker pull IMAGE), or check its name.</source>
        <translation>Hent avbildningen først (docker pull IMAGE), eller sjekk navnet.</translation>
    </message>
    <message>
        <source>Use one of the GPU modes the command lists.</source>
        <translation>Bruk en av GPU-modusene som kommandoen lister opp.</translation>
    </message>
    <message>
        <source>Choose the GPU mode this host supports, or configure the host for the one you chose.</source>
        <translation>Velg GPU-modusen denne verten støtter, eller sett opp verten for den du valgte.</translation>
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
        <source>Write the snapshot with `accelctl cluster snapshot &gt; FILE`, or with `kubectl get nodes,resourceslices,deviceclasses,resourceclaims,resourceclaimtemplates,devicetaintrules,namespaces,pods -A -o yaml`.</source>
        <translation>Skriv øyeblikksbildet med `accelctl cluster snapshot &gt; FIL`, eller med `kubectl get nodes,resourceslices,deviceclasses,resourceclaims,resourceclaimtemplates,devicetaintrules,namespaces,pods -A -o yaml`.</translation>
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
        <source>`%1` of context &quot;%2&quot; is not valid base64</source>
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
        <source>Check the file&apos;s permissions.</source>
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
        <source>context &quot;%1&quot; is not in the kubeconfig; known contexts: %2</source>
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
        <source>context &quot;%1&quot; names cluster &quot;%2&quot;, which is not in the kubeconfig</source>
        <translation>konteksten «%1» viser til klyngen «%2», som ikke finnes i kubeconfig</translation>
    </message>
    <message>
        <source>cluster &quot;%1&quot; of context &quot;%2&quot; has no server</source>
        <translation>klyngen «%1» i konteksten «%2» har ingen server</translation>
    </message>
    <message>
        <source>context &quot;%1&quot; does not verify the TLS certificate of %2 (insecure-skip-tls-verify is set in the kubeconfig)</source>
        <translation>konteksten «%1» kontrollerer ikke TLS-sertifikatet til %2 (insecure-skip-tls-verify er satt i kubeconfig)</translation>
    </message>
    <message>
        <source>context &quot;%1&quot; names user &quot;%2&quot;, which is not in the kubeconfig</source>
        <translation>konteksten «%1» viser til brukeren «%2», som ikke finnes i kubeconfig</translation>
    </message>
    <message>
        <source>user &quot;%1&quot; of context &quot;%2&quot; uses a legacy auth-provider, which is not supported</source>
        <translation>brukeren «%1» i konteksten «%2» bruker en foreldet auth-provider, som ikke støttes</translation>
    </message>
    <message>
        <source>Switch the user to an exec credential plugin (for GKE gke-gcloud-auth-plugin, for AKS kubelogin).</source>
        <translation>Bytt brukeren over til et exec-tillegg for legitimasjon (for GKE gke-gcloud-auth-plugin, for AKS kubelogin).</translation>
    </message>
    <message>
        <source>the exec plugin of context &quot;%1&quot; uses apiVersion &quot;%2&quot;; supported are %3 and %4</source>
        <translation>exec-tillegget i konteksten «%1» bruker apiVersion «%2»; støttet er %3 og %4</translation>
    </message>
    <message>
        <source>Update the plugin and the kubeconfig entry that calls it.</source>
        <translation>Oppdater tillegget og oppføringen i kubeconfig som kaller det.</translation>
    </message>
    <message>
        <source>the exec plugin of context &quot;%1&quot; has no command</source>
        <translation>exec-tillegget i konteksten «%1» har ingen kommando</translation>
    </message>
    <message>
        <source>Check that %1 is installed and works when run by hand.</source>
        <translation>Sjekk at %1 er installert og virker når det kjøres for hånd.</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; needs an interactive terminal, which the console does not have</source>
        <translation>exec-tillegget %1 i konteksten «%2» trenger en interaktiv terminal, som konsollen ikke har</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; could not be started: %3</source>
        <translation>exec-tillegget %1 i konteksten «%2» kunne ikke startes: %3</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; failed (exit code %3): %4</source>
        <translation>exec-tillegget %1 i konteksten «%2» feilet (avslutningskode %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <extracomment>The exec plugin wrote nothing to stderr.</extracomment>
        <translation>ingen melding</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; did not print an ExecCredential of apiVersion %3</source>
        <translation>exec-tillegget %1 i konteksten «%2» skrev ikke ut en ExecCredential med apiVersion %3</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; returned neither a token nor a client certificate and key</source>
        <translation>exec-tillegget %1 i konteksten «%2» returnerte verken et token eller et klientsertifikat med nøkkel</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; returned an expirationTimestamp that is not RFC 3339: %3</source>
        <translation>exec-tillegget %1 i konteksten «%2» returnerte en expirationTimestamp som ikke er RFC 3339: %3</translation>
    </message>
    <message>
        <source>the proxy %1 of context &quot;%2&quot; has the scheme &quot;%3&quot;; only http, https and socks5 proxies are supported</source>
        <translation>proxyen %1 i konteksten «%2» har skjemaet «%3»; bare http-, https- og socks5-proxyer støttes</translation>
    </message>
    <message>
        <source>Change proxy-url in the kubeconfig.</source>
        <translation>Endre proxy-url i kubeconfig.</translation>
    </message>
    <message>
        <source>the proxy URL of context &quot;%1&quot; is not a valid URL</source>
        <translation>proxy-URL-en i konteksten «%1» er ikke en gyldig URL</translation>
    </message>
    <message>
        <source>Change proxy-url in the kubeconfig, or HTTPS_PROXY.</source>
        <translation>Endre proxy-url i kubeconfig, eller HTTPS_PROXY.</translation>
    </message>
    <message>
        <source>cannot read the CA file %1: %2</source>
        <translation>kan ikke lese CA-filen %1: %2</translation>
    </message>
    <message>
        <source>Check the path given with --ca-file.</source>
        <translation>Sjekk stien som ble gitt med --ca-file.</translation>
    </message>
    <message>
        <source>the CA file %1 holds no PEM certificate</source>
        <translation>CA-filen %1 inneholder ikke noe PEM-sertifikat</translation>
    </message>
    <message>
        <source>Give a PEM file (-----BEGIN CERTIFICATE-----).</source>
        <translation>Oppgi en PEM-fil (-----BEGIN CERTIFICATE-----).</translation>
    </message>
    <message>
        <source>the server &quot;%1&quot; of context &quot;%2&quot; is not an http(s) URL</source>
        <translation>serveren «%1» i konteksten «%2» er ikke en http(s)-URL</translation>
    </message>
    <message>
        <source>Fix the cluster&apos;s server field in the kubeconfig.</source>
        <translation>Rett server-feltet for klyngen i kubeconfig.</translation>
    </message>
    <message>
        <source>cannot read certificate-authority %1 of cluster &quot;%2&quot;: %3</source>
        <translation>kan ikke lese certificate-authority %1 for klyngen «%2»: %3</translation>
    </message>
    <message>
        <source>Check the path in the kubeconfig.</source>
        <translation>Sjekk stien i kubeconfig.</translation>
    </message>
    <message>
        <source>cannot read %1 %2 of user &quot;%3&quot;: %4</source>
        <translation>kan ikke lese %1 %2 for brukeren «%3»: %4</translation>
    </message>
    <message>
        <source>the client certificate or key of user &quot;%1&quot; (context &quot;%2&quot;) is not PEM</source>
        <translation>klientsertifikatet eller nøkkelen til brukeren «%1» (konteksten «%2») er ikke PEM</translation>
    </message>
    <message>
        <source>Check client-certificate and client-key in the kubeconfig.</source>
        <translation>Sjekk client-certificate og client-key i kubeconfig.</translation>
    </message>
    <message>
        <source>the API server %1 did not accept the credentials of user &quot;%2&quot; (context &quot;%3&quot;) for %4 (401 Unauthorized)</source>
        <translation>API-serveren %1 godtok ikke legitimasjonen til brukeren «%2» (konteksten «%3») for %4 (401 Unauthorized)</translation>
    </message>
    <message>
        <source>Log in again or renew the token, then reload.</source>
        <translation>Logg inn på nytt eller forny tokenet, og last deretter inn på nytt.</translation>
    </message>
    <message>
        <source>user &quot;%1&quot; (context &quot;%2&quot;) may not read %3 (403 Forbidden)%4</source>
        <translation>brukeren «%1» (konteksten «%2») har ikke lov til å lese %3 (403 Forbidden)%4</translation>
    </message>
    <message>
        <source>Ask the cluster administrator for list and watch access to %1.</source>
        <translation>Be klyngeadministratoren om list- og watch-tilgang til %1.</translation>
    </message>
    <message>
        <source>the API server %1 does not serve %2 (404 Not Found)</source>
        <translation>API-serveren %1 tilbyr ikke %2 (404 Not Found)</translation>
    </message>
    <message>
        <source>The cluster may be too old for this API.</source>
        <translation>Klyngen kan være for gammel for dette API-et.</translation>
    </message>
    <message>
        <source>the list of %1 expired on the server (410 Gone)%2</source>
        <translation>listen over %1 utløp på serveren (410 Gone)%2</translation>
    </message>
    <message>
        <source>Reload to list again.</source>
        <translation>Last inn på nytt for å hente listen igjen.</translation>
    </message>
    <message>
        <source>the API server %1 answered %2 for %3%4</source>
        <translation>API-serveren %1 svarte %2 for %3%4</translation>
    </message>
    <message>
        <source>Check the API server&apos;s health, then reload.</source>
        <translation>Sjekk tilstanden til API-serveren, og last deretter inn på nytt.</translation>
    </message>
    <message>
        <source>TLS with the API server %1 of context &quot;%2&quot; failed: %3</source>
        <translation>TLS mot API-serveren %1 i konteksten «%2» mislyktes: %3</translation>
    </message>
    <message>
        <source>The server&apos;s certificate must be signed by the cluster&apos;s certificate-authority in the kubeconfig (or a CA given with --ca-file) and name the server (or tls-server-name).</source>
        <translation>Serverens sertifikat må være signert av klyngens certificate-authority i kubeconfig (eller en CA gitt med --ca-file) og angi serveren (eller tls-server-name).</translation>
    </message>
    <message>
        <source>the API server %1 of context &quot;%2&quot; did not answer within %3 s</source>
        <translation>API-serveren %1 i konteksten «%2» svarte ikke innen %3 s</translation>
    </message>
    <message>
        <source>Check the network path to the cluster, then reload.</source>
        <translation>Kontroller nettverksveien til klyngen, og last deretter inn på nytt.</translation>
    </message>
    <message>
        <source>the proxy for %1 (context &quot;%2&quot;) failed: %3</source>
        <translation>proxyen for %1 (konteksten «%2») mislyktes: %3</translation>
    </message>
    <message>
        <source>Check proxy-url in the kubeconfig, or HTTPS_PROXY and NO_PROXY.</source>
        <translation>Sjekk proxy-url i kubeconfig, eller HTTPS_PROXY og NO_PROXY.</translation>
    </message>
    <message>
        <source>cannot reach the API server %1 of context &quot;%2&quot;: %3</source>
        <translation>kan ikke nå API-serveren %1 i konteksten «%2»: %3</translation>
    </message>
    <message>
        <source>Check that the cluster is up and the server address in the kubeconfig is right.</source>
        <translation>Sjekk at klyngen kjører og at serveradressen i kubeconfig er riktig.</translation>
    </message>
    <message>
        <source>the API server %1 sent %2 that is not a JSON object</source>
        <translation>API-serveren %1 sendte %2 som ikke er et JSON-objekt</translation>
    </message>
    <message>
        <source>Check that the kubeconfig&apos;s server is a Kubernetes API server and not a proxy&apos;s error page.</source>
        <translation>Sjekk at serveren i kubeconfig er en Kubernetes API-server og ikke en feilside fra en proxy.</translation>
    </message>
    <message>
        <source>context %1 (%2)</source>
        <translation>konteksten %1 (%2)</translation>
    </message>
    <message>
        <source>the %1 API group</source>
        <translation>API-gruppen %1</translation>
    </message>
    <message>
        <source>the cluster serves %1 only in versions the console does not read (%2); no ResourceSlices are shown</source>
        <translation>klyngen tilbyr %1 bare i versjoner som konsollen ikke leser (%2); ingen ResourceSlices vises</translation>
    </message>
    <message>
        <source>the cluster serves no %1 API (Dynamic Resource Allocation needs Kubernetes 1.32 or later); no ResourceSlices are shown</source>
        <translation>klyngen tilbyr ikke noe %1-API (Dynamic Resource Allocation krever Kubernetes 1.32 eller nyere); ingen ResourceSlices vises</translation>
    </message>
    <message>
        <source>user &quot;%1&quot; (context &quot;%2&quot;) may list neither nodes nor resourceslices, so there is nothing to show</source>
        <translation>brukeren «%1» (konteksten «%2») har verken lov til å liste nodes eller resourceslices, så det er ingenting å vise</translation>
    </message>
    <message>
        <source>Ask the cluster administrator for list and watch access to nodes and resourceslices.resource.k8s.io.</source>
        <translation>Be klyngeadministratoren om list- og watch-tilgang til nodes og resourceslices.resource.k8s.io.</translation>
    </message>
    <message>
        <source>%1; showing no ResourceSlices (nodes stay without devices)</source>
        <translation>%1; viser ingen ResourceSlices (nodene vises uten enheter)</translation>
    </message>
    <message numerus="yes">
        <source>watching the cluster failed (%1); relisting every %n second(s) instead</source>
        <translation>
            <numerusform>overvåkingen av klyngen mislyktes (%1); henter listen på nytt med %n sekunds mellomrom i stedet</numerusform>
            <numerusform>overvåkingen av klyngen mislyktes (%1); henter listen på nytt med %n sekunders mellomrom i stedet</numerusform>
        </translation>
    </message>
    <message>
        <source>certificate-authority %1 of cluster &quot;%2&quot; holds no PEM certificate</source>
        <translation>certificate-authority %1 for klyngen «%2» inneholder ikke noe PEM-sertifikat</translation>
    </message>
    <message>
        <source>Give a PEM file (-----BEGIN CERTIFICATE-----) in the kubeconfig.</source>
        <translation>Oppgi en PEM-fil (-----BEGIN CERTIFICATE-----) i kubeconfig.</translation>
    </message>
    <message>
        <source>certificate-authority-data of cluster &quot;%1&quot; holds no PEM certificate</source>
        <translation>certificate-authority-data for klyngen «%1» inneholder ikke noe PEM-sertifikat</translation>
    </message>
    <message>
        <source>Encode the CA&apos;s PEM file with base64 -w0.</source>
        <translation>Kod PEM-filen til CA-en med base64 -w0.</translation>
    </message>
    <message>
        <source>the API server sent the same continue token twice while listing %1; stopped instead of listing for ever</source>
        <translation>API-serveren sendte det samme continue-tokenet to ganger under listingen av %1; stoppet i stedet for å liste i det uendelige</translation>
    </message>
    <message>
        <source>the watch of %1 sent a line of over %2 MiB without an end</source>
        <translation>overvåkingen av %1 sendte en linje på over %2 MiB uten linjeslutt</translation>
    </message>
    <message>
        <source>Check that the kubeconfig&apos;s server is a Kubernetes API server.</source>
        <translation>Sjekk at serveren i kubeconfig er en Kubernetes API-server.</translation>
    </message>
    <message>
        <source>would create</source>
        <translation>ville bli opprettet</translation>
    </message>
    <message>
        <source>created</source>
        <translation>opprettet</translation>
    </message>
    <message>
        <source>would change</source>
        <translation>ville bli endret</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>endret</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>uendret</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>avvist</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>konflikt</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>ikke tatt i bruk</translation>
    </message>
    <message>
        <source>there is no connection to a cluster to apply to</source>
        <translation>det finnes ingen tilkobling til en klynge der objektene kan tas i bruk</translation>
    </message>
    <message>
        <source>object %1 of the input has no apiVersion, kind or metadata.name</source>
        <translation>objekt %1 i inndataene har ingen apiVersion, kind eller metadata.name</translation>
    </message>
    <message>
        <source>the API server does not serve %1</source>
        <translation>API-serveren tilbyr ikke %1</translation>
    </message>
    <message>
        <source>the API server has no kind %1 in %2</source>
        <translation>API-serveren har ingen kind %1 i %2</translation>
    </message>
    <message>
        <source>exists</source>
        <translation>finnes</translation>
    </message>
    <message>
        <source>the API server&apos;s answer at %1 for %2</source>
        <extracomment>%1 is the URL, %2 the resource asked for</extracomment>
        <translation>svaret fra API-serveren på %1 for %2</translation>
    </message>
    <message>
        <source>the watch of %1 at %2 did not send its answer head or a whole event within %3 s</source>
        <extracomment>%1 is the resource watched, %2 the URL, %3 seconds</extracomment>
        <translation>overvåkingen av %1 på %2 sendte ikke svarhodet eller en hel hendelse innen %3 s</translation>
    </message>
    <message>
        <source>the API server %1 of context &quot;%2&quot; did not send its whole answer within %3 s</source>
        <translation>API-serveren %1 i konteksten «%2» sendte ikke hele svaret innen %3 s</translation>
    </message>
    <message>
        <source>Check the network path to the cluster, then reload; raise --request-timeout if the cluster is large and slow.</source>
        <translation>Sjekk nettverksveien til klyngen, og last inn på nytt; øk --request-timeout hvis klyngen er stor og treg.</translation>
    </message>
    <message>
        <source>the server version</source>
        <translation>serverversjonen</translation>
    </message>
    <message>
        <source>%1; the allocation preview cannot see which devices existing claims hold and treats every device as free</source>
        <translation>%1; allokeringsforhåndsvisningen kan ikke se hvilke enheter eksisterende claims holder, og behandler alle enheter som ledige</translation>
    </message>
    <message>
        <source>%1; the allocation preview cannot see taints from DeviceTaintRules</source>
        <translation>%1; allokeringsforhåndsvisningen kan ikke se taints fra DeviceTaintRules</translation>
    </message>
    <message>
        <source>%1; the allocation preview cannot check the admin-access namespace label</source>
        <translation>%1; allokeringsforhåndsvisningen kan ikke sjekke navneromsetiketten for administratortilgang</translation>
    </message>
    <message>
        <source>(1 line that may hold a credential not shown)</source>
        <extracomment>after the exec plugin&apos;s stderr lines: they may hold the credential</extracomment>
        <translation>(1 linje som kan inneholde legitimasjon, vises ikke)</translation>
    </message>
    <message>
        <source>(%1 lines that may hold a credential not shown)</source>
        <translation>(%1 linjer som kan inneholde legitimasjon, vises ikke)</translation>
    </message>
    <message>
        <source>(1 more line)</source>
        <extracomment>after the exec plugin&apos;s stderr lines</extracomment>
        <translation>(1 linje til)</translation>
    </message>
    <message>
        <source>(%1 more lines)</source>
        <translation>(%1 linjer til)</translation>
    </message>
    <message>
        <source>the stdout of exec plugin %1 of context &quot;%2&quot;</source>
        <translation>stdout fra exec-tillegget %1 i konteksten «%2»</translation>
    </message>
    <message>
        <source>the stderr of exec plugin %1 of context &quot;%2&quot;</source>
        <translation>stderr fra exec-tillegget %1 i konteksten «%2»</translation>
    </message>
    <message>
        <source>the output of exec plugin %1 of context &quot;%2&quot;</source>
        <extracomment>%1 the plugin&apos;s command, %2 the context</extracomment>
        <translation>utdataene fra exec-tillegget %1 i konteksten «%2»</translation>
    </message>
    <message>
        <source>--request-timeout needs a number of seconds from 0 to %1, not &quot;%2&quot;</source>
        <translation>--request-timeout trenger et antall sekunder fra 0 til %1, ikke «%2»</translation>
    </message>
    <message>
        <source>Give the seconds one API request may take, e.g. 30 (0: no limit but the built-in hour).</source>
        <translation>Oppgi hvor mange sekunder én API-forespørsel kan ta, f.eks. 30 (0: ingen grense utover den innebygde timen).</translation>
    </message>
    <message>
        <source>--snapshot needs a FILE</source>
        <translation>--snapshot trenger en FIL</translation>
    </message>
    <message>
        <source>Name the snapshot file, e.g. --snapshot cluster.yaml.</source>
        <translation>Oppgi øyeblikksbildefilen, f.eks. --snapshot cluster.yaml.</translation>
    </message>
    <message>
        <source>--snapshot and --demo exclude each other</source>
        <translation>--snapshot og --demo utelukker hverandre</translation>
    </message>
    <message>
        <source>Give one of them: a snapshot file, or the embedded demo cluster.</source>
        <translation>Oppgi én av dem: en øyeblikksbildefil eller den innebygde demoklyngen.</translation>
    </message>
    <message>
        <source>--kubeconfig and --context read a live cluster; leave them out with --snapshot or --demo</source>
        <translation>--kubeconfig og --context leser en levende klynge; utelat dem med --snapshot eller --demo</translation>
    </message>
    <message>
        <source>Read either a live context or a file, not both.</source>
        <translation>Les enten en levende kontekst eller en fil, ikke begge.</translation>
    </message>
    <message>
        <source>--context needs a NAME</source>
        <translation>--context trenger et NAVN</translation>
    </message>
    <message>
        <source>Name a context of the kubeconfig (kubectl config get-contexts).</source>
        <translation>Oppgi en kontekst fra kubeconfig (kubectl config get-contexts).</translation>
    </message>
    <message>
        <source>--ca-file needs a FILE</source>
        <translation>--ca-file trenger en FIL</translation>
    </message>
    <message>
        <source>Name a PEM file of CA certificates.</source>
        <translation>Oppgi en PEM-fil med CA-sertifikater.</translation>
    </message>
    <message>
        <source>Pass --kubeconfig FILE or set KUBECONFIG and reload (Ctrl+Shift+R), or choose the demo cluster or a snapshot file in the Context picker.</source>
        <translation>Gi --kubeconfig FIL eller sett KUBECONFIG og last inn på nytt (Ctrl+Shift+R), eller velg demoklyngen eller en øyeblikksbildefil i Kontekst-velgeren.</translation>
    </message>
    <message>
        <source>Pass --kubeconfig FILE, set KUBECONFIG, or read a file with --snapshot FILE (--demo shows the embedded demo cluster).</source>
        <translation>Gi --kubeconfig FIL, sett KUBECONFIG, eller les en fil med --snapshot FIL (--demo viser den innebygde demoklyngen).</translation>
    </message>
    <message>
        <source>Pass --kubeconfig FILE, set KUBECONFIG, or read a file with --snapshot FILE.</source>
        <translation>Gi --kubeconfig FIL, sett KUBECONFIG, eller les en fil med --snapshot FIL.</translation>
    </message>
    <message>
        <source>Pass --kubeconfig FILE, set KUBECONFIG, or show the embedded demo cluster with --demo.</source>
        <translation>Gi --kubeconfig FIL, sett KUBECONFIG, eller vis den innebygde demoklyngen med --demo.</translation>
    </message>
    <message>
        <source>Pass --kubeconfig FILE or set KUBECONFIG.</source>
        <translation>Gi --kubeconfig FIL eller sett KUBECONFIG.</translation>
    </message>
    <message>
        <source>no kubeconfig: KUBECONFIG is not set and ~/.kube/config does not exist</source>
        <translation>ingen kubeconfig: KUBECONFIG er ikke satt, og ~/.kube/config finnes ikke</translation>
    </message>
    <message>
        <source>Choose another CA file with the Context picker&apos;s Connection settings…, or check --ca-file.</source>
        <translation>Velg en annen CA-fil under Tilkoblingsinnstillinger … i Kontekst-velgeren, eller sjekk --ca-file.</translation>
    </message>
    <message>
        <source>Set KUBECONFIG or pass --kubeconfig FILE.</source>
        <translation>Sett KUBECONFIG eller oppgi --kubeconfig FIL.</translation>
    </message>
    <message>
        <source>Check that the kubeconfig file exists and that you may read it.</source>
        <translation>Sjekk at kubeconfig-filen finnes og at du har lov til å lese den.</translation>
    </message>
    <message>
        <source>Fix the kubeconfig YAML at the place shown.</source>
        <translation>Rett kubeconfig-YAML-en der det vises.</translation>
    </message>
    <message>
        <source>Pass --context NAME, or set current-context in the kubeconfig.</source>
        <translation>Oppgi --context NAVN, eller sett current-context i kubeconfig-filen.</translation>
    </message>
    <message>
        <source>Use a context the kubeconfig lists (kubectl config get-contexts).</source>
        <translation>Bruk en kontekst som kubeconfig-filen lister opp (kubectl config get-contexts).</translation>
    </message>
    <message>
        <source>Fix the context's cluster entry in the kubeconfig.</source>
        <translation>Rett klyngeoppføringen til konteksten i kubeconfig-filen.</translation>
    </message>
    <message>
        <source>Fix the context's user entry in the kubeconfig.</source>
        <translation>Rett brukeroppføringen til konteksten i kubeconfig-filen.</translation>
    </message>
    <message>
        <source>Fix the base64 data in the kubeconfig field named.</source>
        <translation>Rett base64-dataene i kubeconfig-feltet som nevnes.</translation>
    </message>
    <message>
        <source>Run the credential plugin by hand to see why it fails.</source>
        <translation>Kjør legitimasjonstillegget for hånd for å se hvorfor det feiler.</translation>
    </message>
    <message>
        <source>Use a client certificate, a token or an exec plugin for this user.</source>
        <translation>Bruk et klientsertifikat, et token eller et exec-tillegg for denne brukeren.</translation>
    </message>
    <message>
        <source>Refresh your cluster credentials, then try again.</source>
        <translation>Forny legitimasjonen til klyngen, og prøv igjen.</translation>
    </message>
    <message>
        <source>Log in to the cluster again; the credentials were refused.</source>
        <translation>Logg inn på klyngen på nytt; legitimasjonen ble avvist.</translation>
    </message>
    <message>
        <source>Ask the cluster's administrator for read access to this resource.</source>
        <translation>Be klyngens administrator om lesetilgang til denne ressursen.</translation>
    </message>
    <message>
        <source>Check the name and namespace, or that the cluster has this API.</source>
        <translation>Sjekk navnet og navnerommet, eller at klyngen har dette API-et.</translation>
    </message>
    <message>
        <source>Run the command again; the list changed while it was read.</source>
        <translation>Kjør kommandoen på nytt; listen endret seg mens den ble lest.</translation>
    </message>
    <message>
        <source>Check the API server's address and health.</source>
        <translation>Sjekk adressen til API-tjeneren og at den er frisk.</translation>
    </message>
    <message>
        <source>Check that the API server is reachable, or raise the timeout.</source>
        <translation>Sjekk at API-tjeneren kan nås, eller øk tidsavbruddet.</translation>
    </message>
    <message>
        <source>Check the cluster's CA in the kubeconfig, or pass --ca-file.</source>
        <translation>Sjekk klyngens CA i kubeconfig-filen, eller oppgi --ca-file.</translation>
    </message>
    <message>
        <source>Check the proxy settings (HTTPS_PROXY, NO_PROXY).</source>
        <translation>Sjekk mellomtjenerinnstillingene (HTTPS_PROXY, NO_PROXY).</translation>
    </message>
    <message>
        <source>Check the network and the API server's address in the kubeconfig.</source>
        <translation>Sjekk nettverket og API-tjenerens adresse i kubeconfig-filen.</translation>
    </message>
    <message>
        <source>The API server sent something unexpected; check that it is a Kubernetes API server.</source>
        <translation>API-tjeneren sendte noe uventet; sjekk at det er en Kubernetes API-tjener.</translation>
    </message>
    <message>
        <source>Check that the snapshot file exists and that you may read it.</source>
        <translation>Sjekk at øyeblikksbildet finnes og at du har lov til å lese det.</translation>
    </message>
    <message>
        <source>Fix the snapshot at the place shown (a kubectl get -o yaml List).</source>
        <translation>Rett øyeblikksbildet der det vises (en List fra kubectl get -o yaml).</translation>
    </message>
    <message>
        <source>Give every object in the snapshot an apiVersion, a kind and a name.</source>
        <translation>Gi hvert objekt i øyeblikksbildet apiVersion, kind og navn.</translation>
    </message>
    <message>
        <source>Give apply a file with at least one object.</source>
        <translation>Gi apply en fil med minst ett objekt.</translation>
    </message>
    <message>
        <source>the API server&apos;s answer for %1 is not valid JSON: %2</source>
        <extracomment>%1 the resource asked for, %2 the reader&apos;s message (URL:line:column: why)</extracomment>
        <translation>API-serverens svar for %1 er ikke gyldig JSON: %2</translation>
    </message>
    <message>
        <source>Check that the kubeconfig&apos;s server is a Kubernetes API server and that nothing between rewrites its answers.</source>
        <translation>Sjekk at serveren i kubeconfig er en Kubernetes API-server og at ingenting imellom skriver om svarene.</translation>
    </message>
    <message>
        <source>the credentials of user &quot;%1&quot; (context &quot;%2&quot;) hold a control character, which an HTTP header cannot carry</source>
        <translation>påloggingsopplysningene til brukeren «%1» (konteksten «%2») inneholder et kontrolltegn, som en HTTP-header ikke kan bære</translation>
    </message>
    <message>
        <source>Put the credential on one line, without control characters.</source>
        <translation>Skriv påloggingsopplysningen på én linje, uten kontrolltegn.</translation>
    </message>
    <message>
        <source>the API server&apos;s answer head (its headers) at %1 for %2</source>
        <extracomment>%1 is the URL, %2 the resource asked for</extracomment>
        <translation>hodet (headerne) i API-serverens svar på %1 for %2</translation>
    </message>
    <message>
        <source>the API server&apos;s %1-compressed answer at %2 for %3 cannot be decompressed: %4</source>
        <extracomment>%1 the encoding (gzip), %2 the URL, %3 the resource, %4 zlib&apos;s reason</extracomment>
        <translation>API-serverens %1-komprimerte svar på %2 for %3 kan ikke pakkes ut: %4</translation>
    </message>
    <message>
        <source>The answer was damaged on its way or by the server: check any proxy between you and the API server, then reload.</source>
        <translation>Svaret ble skadet underveis eller av serveren: sjekk eventuelle proxyer mellom deg og API-serveren, og last deretter inn på nytt.</translation>
    </message>
    <message>
        <source>the server %1 of context &quot;%2&quot; did not answer in HTTP: %3</source>
        <extracomment>%1 the URL, %2 the context, %3 what was wrong</extracomment>
        <translation>serveren %1 i konteksten «%2» svarte ikke med HTTP: %3</translation>
    </message>
    <message>
        <source>the list of %1 at %2 did not finish within %3 s (%4 pages read); a whole list may take %5 request timeouts</source>
        <extracomment>%1 the resource, %2 the URL, %3 seconds, %4 pages read</extracomment>
        <translation>listen over %1 på %2 ble ikke ferdig innen %3 s (%4 sider lest); en hel liste kan ta %5 forespørselstidsavbrudd</translation>
    </message>
    <message>
        <source>Check the API server&apos;s health, then reload; raise --request-timeout if the cluster is large and slow.</source>
        <translation>Sjekk API-serverens helse, og last deretter inn på nytt; øk --request-timeout hvis klyngen er stor og treg.</translation>
    </message>
    <message>
        <source>the list of %1 at %2</source>
        <extracomment>%1 the resource, %2 the URL</extracomment>
        <translation>listen over %1 på %2</translation>
    </message>
    <message>
        <source>the server still had more after %1 pages</source>
        <extracomment>%1 pages read</extracomment>
        <translation>serveren hadde fortsatt mer etter %1 sider</translation>
    </message>
    <message>
        <source>the watch of %1 at %2 could not be set up (credentials and connection) within %3 s</source>
        <extracomment>%1 is the resource watched, %2 the URL, %3 seconds</extracomment>
        <translation>overvåkingen av %1 på %2 kunne ikke settes opp (påloggingsopplysninger og tilkobling) innen %3 s</translation>
    </message>
    <message>
        <source>Check the credential plugin and the network path to the cluster, then reload.</source>
        <translation>Sjekk tillegget for påloggingsopplysninger og nettverksveien til klyngen, og last deretter inn på nytt.</translation>
    </message>
    <message>
        <source>the watch of %1 at %2</source>
        <extracomment>%1 is the resource watched, %2 the URL</extracomment>
        <translation>overvåkingen av %1 på %2</translation>
    </message>
    <message>
        <source>a line break</source>
        <extracomment>a control character in a credential</extracomment>
        <translation>et linjeskift</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <extracomment>a control character in a credential</extracomment>
        <translation>en NUL-byte</translation>
    </message>
    <message>
        <source>a control character</source>
        <extracomment>a control character in a credential</extracomment>
        <translation>et kontrolltegn</translation>
    </message>
    <message>
        <source>%1 (%2) at character %3</source>
        <extracomment>%1 is U+000A, %2 &quot;a line break&quot;, %3 the 1-based position in the value</extracomment>
        <translation>%1 (%2) ved tegn %3</translation>
    </message>
    <message>
        <source>the tokenFile %1 of user &quot;%2&quot; in %3 holds no token</source>
        <extracomment>%1 the token file, %2 the kubeconfig&apos;s user entry, %3 the kubeconfig file</extracomment>
        <translation>tokenFile %1 for brukeren «%2» i %3 inneholder ikke noe token</translation>
    </message>
    <message>
        <source>Write the token into the file, or fix tokenFile in the kubeconfig.</source>
        <translation>Skriv tokenet inn i filen, eller rett tokenFile i kubeconfig.</translation>
    </message>
    <message>
        <source>the tokenFile %1 of user &quot;%2&quot; in %3 holds %4, which an HTTP header cannot carry; it is not a token</source>
        <extracomment>%1 the token file, %2 the user entry, %3 the kubeconfig, %4 e.g. &quot;U+000A (a line break) at character 13&quot;</extracomment>
        <translation>tokenFile %1 for brukeren «%2» i %3 inneholder %4, som en HTTP-header ikke kan bære; det er ikke et token</translation>
    </message>
    <message>
        <source>Point tokenFile at a file that holds only the token, on one line.</source>
        <translation>La tokenFile peke på en fil som bare inneholder tokenet, på én linje.</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; did not finish within %3 s; it was stopped with every process it started</source>
        <extracomment>%1 the plugin&apos;s command, %2 the context, %3 seconds</extracomment>
        <translation>exec-tillegget %1 i konteksten «%2» ble ikke ferdig innen %3 s; det ble stoppet sammen med alle prosessene det startet</translation>
    </message>
    <message>
        <source>the exec plugin %1 of context &quot;%2&quot; returned a token that holds %3, which an HTTP header cannot carry; it was not used</source>
        <extracomment>%1 the plugin&apos;s command, %2 the context, %3 e.g. &quot;U+000A (a line break) at character 13&quot;</extracomment>
        <translation>exec-tillegget %1 i konteksten «%2» returnerte et token som inneholder %3, som en HTTP-header ikke kan bære; det ble ikke brukt</translation>
    </message>
    <message>
        <source>the URL %1 is not http or https</source>
        <translation>URL-en %1 er verken http eller https</translation>
    </message>
    <message>
        <source>nothing arrived for %1 s</source>
        <extracomment>%1 seconds</extracomment>
        <translation>ingenting kom på %1 s</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stoppet</translation>
    </message>
    <message>
        <source>the answer head is longer than %1 bytes</source>
        <translation>svarhodet er lengre enn %1 byte</translation>
    </message>
    <message>
        <source>a chunk-size line is longer than %1 bytes</source>
        <translation>en linje med chunk-størrelse er lengre enn %1 byte</translation>
    </message>
    <message>
        <source>a chunk size is not a hexadecimal number</source>
        <translation>en chunk-størrelse er ikke et heksadesimalt tall</translation>
    </message>
    <message>
        <source>a chunk does not end where its size says</source>
        <translation>en chunk slutter ikke der størrelsen sier</translation>
    </message>
    <message>
        <source>the trailers are longer than %1 bytes</source>
        <translation>trailerne er lengre enn %1 byte</translation>
    </message>
    <message>
        <source>the answer is not HTTP/1.x</source>
        <translation>svaret er ikke HTTP/1.x</translation>
    </message>
    <message>
        <source>a header line of the answer has no name</source>
        <translation>en headerlinje i svaret har ikke noe navn</translation>
    </message>
    <message>
        <source>the server switched protocols, which was not asked for</source>
        <translation>serveren byttet protokoll, noe det ikke ble bedt om</translation>
    </message>
    <message>
        <source>the body is compressed with &quot;%1&quot;, which was not offered</source>
        <translation>innholdet er komprimert med «%1», som ikke ble tilbudt</translation>
    </message>
    <message>
        <source>zlib could not start</source>
        <translation>zlib kunne ikke starte</translation>
    </message>
    <message>
        <source>the answer&apos;s Content-Length is not a number</source>
        <translation>Content-Length i svaret er ikke et tall</translation>
    </message>
    <message>
        <source>the body is larger than %1 bytes</source>
        <translation>innholdet er større enn %1 byte</translation>
    </message>
    <message>
        <source>zlib could not restart</source>
        <translation>zlib kunne ikke starte på nytt</translation>
    </message>
    <message>
        <source>zlib error %1</source>
        <translation>zlib-feil %1</translation>
    </message>
    <message>
        <source>the connection closed before the answer came</source>
        <translation>tilkoblingen ble lukket før svaret kom</translation>
    </message>
    <message>
        <source>the connection closed before the answer was complete</source>
        <translation>tilkoblingen ble lukket før svaret var komplett</translation>
    </message>
    <message>
        <source>the compressed body ended before its end</source>
        <translation>det komprimerte innholdet sluttet før slutten</translation>
    </message>
    <message>
        <source>`%1` of user &quot;%2&quot; in %3</source>
        <extracomment>%1 the kubeconfig field, %2 the user entry, %3 the kubeconfig file</extracomment>
        <translation>`%1` for brukeren «%2» i %3</translation>
    </message>
    <message>
        <source>%1 holds %2, which an HTTP header cannot carry</source>
        <extracomment>%1 e.g. &quot;`token` of user &quot;u&quot; in /home/me/.kube/config&quot;, %2 e.g. &quot;U+000A (a line break) at character 13&quot;</extracomment>
        <translation>%1 inneholder %2, som en HTTP-header ikke kan bære</translation>
    </message>
    <message>
        <source>Put the credential on one line, without control characters (a token pasted with its line break is the usual cause).</source>
        <translation>Skriv påloggingsopplysningen på én linje, uten kontrolltegn (et token limt inn med linjeskiftet er den vanlige årsaken).</translation>
    </message>
    <message>
        <source>%1 contains &quot;:&quot;, which basic authentication cannot carry in a username</source>
        <translation>%1 inneholder «:», som basic-autentisering ikke kan bære i et brukernavn</translation>
    </message>
    <message>
        <source>Fix the username in the kubeconfig.</source>
        <translation>Rett brukernavnet i kubeconfig.</translation>
    </message>
    <message>
        <source>user &quot;%1&quot; in %2 has both a token and a username or password; only one authentication method may be set</source>
        <extracomment>%1 the user entry, %2 the kubeconfig file</extracomment>
        <translation>brukeren «%1» i %2 har både et token og et brukernavn eller passord; bare én autentiseringsmetode kan være satt</translation>
    </message>
    <message>
        <source>Keep either token/tokenFile or username/password in the user entry.</source>
        <translation>Behold enten token/tokenFile eller username/password i brukeroppføringen.</translation>
    </message>
    <message>
        <source>cluster &quot;%1&quot; in %2 sets both insecure-skip-tls-verify and %3: &quot;specifying a root certificates file with the insecure flag is not allowed&quot; (kubectl refuses it too)</source>
        <extracomment>%1 the cluster entry, %2 the kubeconfig file, %3 the CA field; the quoted sentence is kubectl&apos;s own error, keep it in English</extracomment>
        <translation>klyngen «%1» i %2 setter både insecure-skip-tls-verify og %3: &quot;specifying a root certificates file with the insecure flag is not allowed&quot; (kubectl avviser det også)</translation>
    </message>
    <message>
        <source>Remove insecure-skip-tls-verify so that the server is checked against the certificate authority (or remove %1 if the server really has no certificate you can verify).</source>
        <translation>Fjern insecure-skip-tls-verify slik at serveren sjekkes mot sertifikatutstederen (eller fjern %1 hvis serveren virkelig ikke har et sertifikat du kan verifisere).</translation>
    </message>
</context>
<context>
    <name>Accel::Launch</name>
    <message>
        <source>this host has a NETINT Quadra; pass --hardware %1 to use it</source>
        <translation>denne verten har et NETINT Quadra-kort; bruk --hardware %1 for å ta det i bruk</translation>
    </message>
    <message>
        <source>this host has a NETINT Quadra; choose %1 under Accelerator to use it</source>
        <translation>denne verten har et NETINT Quadra-kort; velg %1 under Akselerator for å ta det i bruk</translation>
    </message>
    <message>
        <source>this host has an NVIDIA GPU; pass --hardware %1 to use it</source>
        <translation>denne verten har en NVIDIA-GPU; bruk --hardware %1 for å ta den i bruk</translation>
    </message>
    <message>
        <source>this host has an NVIDIA GPU; choose %1 under Accelerator to use it</source>
        <translation>denne verten har en NVIDIA-GPU; velg %1 under Akselerator for å ta den i bruk</translation>
    </message>
    <message>
        <source>--shm-size %1 is ignored on the quadra profile: the media service shares the host&apos;s /dev/shm</source>
        <translation>--shm-size %1 ignoreres i quadra-profilen: medietjenesten deler vertens /dev/shm</translation>
    </message>
    <message>
        <source>See the full docker output above or in the launch log</source>
        <translation>Se alle utdata fra docker ovenfor eller i oppstartsloggen</translation>
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
        <source>%1: cannot tell which media image to read the bundle manifest from (image &quot;%2&quot;)</source>
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
        <source>The operator asked for a different accelerator than the product&apos;s fixed one</source>
        <translation>Operatøren ba om en annen akselerator enn den produktet har låst</translation>
    </message>
    <message>
        <source>The product leaves the choice to the operator and none was made</source>
        <translation>Produktet overlater valget til operatøren, og ingen valg ble gjort</translation>
    </message>
    <message>
        <source>Check ls /sys/class/nvme and each controller&apos;s device/vendor; the card should show 0x1d82. A missing driver leaves the card unseen</source>
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
        <source>&quot;%1&quot; is not a service in compose.yaml (it has: %2)</source>
        <translation>«%1» er ikke en tjeneste i compose.yaml (den har: %2)</translation>
    </message>
    <message>
        <source>must be a mapping {mode, value}</source>
        <translation>må være en tilordning {mode, value}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not fixed, default or required</source>
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
        <source>&quot;%1&quot; is not nvidia, quadra or none</source>
        <translation>«%1» er ikke nvidia, quadra eller none</translation>
    </message>
    <message>
        <source>no product folder or sample named &quot;%1&quot;</source>
        <translation>ingen produktmappe eller eksempel med navnet «%1»</translation>
    </message>
    <message>
        <source>Give a folder with compose.yaml and product.yaml, or a sample: %1</source>
        <translation>Oppgi en mappe med compose.yaml og product.yaml, eller et eksempel: %1</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 avsluttet med %2: %3</translation>
    </message>
    <message>
        <source>%1 was cancelled</source>
        <translation>%1 ble avbrutt</translation>
    </message>
    <message>
        <source>Compose may have started some containers: accelctl launches shows them</source>
        <translation>Compose kan ha startet noen containere: accelctl launches viser dem</translation>
    </message>
    <message>
        <source>%1 was launched with %2, which no longer exists</source>
        <translation>%1 ble startet med %2, som ikke finnes lenger</translation>
    </message>
    <message>
        <source>Launch it again (accelctl launch %1 --project %2) to write its files, or stop it with docker itself</source>
        <translation>Start det på nytt (accelctl launch %1 --project %2) for å skrive filene, eller stopp det med docker selv</translation>
    </message>
    <message>
        <source>%1: field %2 is missing or not of the right type</source>
        <translation>%1: feltet %2 mangler eller har feil type</translation>
    </message>
    <message>
        <source>Launch the project again to rewrite its record</source>
        <translation>Start prosjektet på nytt for å skrive registreringen på nytt</translation>
    </message>
    <message>
        <source>no launch of project %1 is recorded in %2</source>
        <translation>ingen start av prosjektet %1 er registrert i %2</translation>
    </message>
    <message>
        <source>Nothing has been launched with this state directory; accelctl launch PRODUCT starts one</source>
        <translation>Ingenting er startet med denne tilstandsmappen; accelctl launch PRODUKT starter et</translation>
    </message>
    <message>
        <source>Recorded projects: %1</source>
        <translation>Registrerte prosjekter: %1</translation>
    </message>
    <message>
        <source>Check the permissions of the state directory</source>
        <translation>Sjekk tilgangene til tilstandsmappen</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, over the %3-byte limit for a launch record</source>
        <translation>%1 er %2 byte, over grensen på %3 byte for en startregistrering</translation>
    </message>
    <message>
        <source>%1 is not a launch record: %2</source>
        <translation>%1 er ikke en startregistrering: %2</translation>
    </message>
    <message>
        <source>%1 records project %2, not %3</source>
        <translation>%1 registrerer prosjektet %2, ikke %3</translation>
    </message>
    <message>
        <source>docker ps printed more than %1 bytes</source>
        <translation>docker ps skrev ut mer enn %1 byte</translation>
    </message>
    <message>
        <source>docker ps did not answer within %1 s</source>
        <translation>docker ps svarte ikke innen %1 s</translation>
    </message>
    <message>
        <source>Check that the Docker daemon is responsive (docker info)</source>
        <translation>Sjekk at Docker-tjenesten svarer (docker info)</translation>
    </message>
    <message>
        <source>cannot read the launches&apos; status: %1 (%2)</source>
        <translation>kan ikke lese statusen til startene: %1 (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: give a number with an optional unit b, k, m or g, e.g. 64m, 2gb, 1g</source>
        <translation>«%1» er ikke en størrelse: oppgi et tall med valgfri enhet b, k, m eller g, f.eks. 64m, 2gb, 1g</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size above zero</source>
        <translation>«%1» er ikke en størrelse over null</translation>
    </message>
    <message>
        <source>%1 needs %2 (%3), which does not exist</source>
        <translation>%1 trenger %2 (%3), som ikke finnes</translation>
    </message>
    <message>
        <source>Create %1 before launching (compose reads it at start-up)</source>
        <translation>Opprett %1 før start (compose leser den ved oppstart)</translation>
    </message>
    <message>
        <source>--shm-size: %1</source>
        <translation>--shm-size: %1</translation>
    </message>
    <message>
        <source>Give the size of the media service&apos;s /dev/shm, e.g. 2gb</source>
        <translation>Oppgi størrelsen på medietjenestens /dev/shm, f.eks. 2gb</translation>
    </message>
    <message>
        <source>the bundle manifest of %1 cannot be read until the image is on this host (docker pull %1, or pass --sideload-manifest FILE): the image&apos;s bundles are not in this overlay</source>
        <translation>pakkemanifestet til %1 kan ikke leses før bildet finnes på denne verten (docker pull %1, eller oppgi --sideload-manifest FIL): bildets pakker er ikke med i dette overlegget</translation>
    </message>
    <message>
        <source>the bundle manifest of %1 cannot be read (%2): the image&apos;s bundles are not in this overlay</source>
        <translation>pakkemanifestet til %1 kan ikke leses (%2): bildets pakker er ikke med i dette overlegget</translation>
    </message>
    <message>
        <source>the GPU is wired by CDI device name (nvidia.com/gpu=all), which %1 %2 cannot pass to docker: CDI device names need Compose v2 and Docker Engine 25</source>
        <translation>GPU-en kobles til med CDI-enhetsnavn (nvidia.com/gpu=all), som %1 %2 ikke kan sende videre til docker: CDI-enhetsnavn krever Compose v2 og Docker Engine 25</translation>
    </message>
    <message>
        <source>Install the compose plugin (docker-compose-plugin) and Docker Engine 25 or later from Docker&apos;s packages, or install the NVIDIA Container Toolkit&apos;s nvidia runtime and set NORSK_CTL_GPU_MODE=legacy</source>
        <translation>Installer compose-tillegget (docker-compose-plugin) og Docker Engine 25 eller nyere fra Dockers pakker, eller installer nvidia-kjøremiljøet fra NVIDIA Container Toolkit og sett NORSK_CTL_GPU_MODE=legacy</translation>
    </message>
    <message>
        <source>the GPU is wired by CDI device name, which Docker Engine %1 does not support (CDI devices need Docker Engine 25 or later)</source>
        <translation>GPU-en kobles til med CDI-enhetsnavn, som Docker Engine %1 ikke støtter (CDI-enheter krever Docker Engine 25 eller nyere)</translation>
    </message>
    <message>
        <source>Upgrade Docker Engine to 25 or later, or install the NVIDIA Container Toolkit&apos;s nvidia runtime and set NORSK_CTL_GPU_MODE=legacy</source>
        <translation>Oppgrader Docker Engine til 25 eller nyere, eller installer nvidia-kjøremiljøet fra NVIDIA Container Toolkit og sett NORSK_CTL_GPU_MODE=legacy</translation>
    </message>
    <message>
        <source>%1: %2: unknown key (known keys here: %3)</source>
        <translation>%1: %2: ukjent nøkkel (kjente nøkler her: %3)</translation>
    </message>
    <message>
        <source>%1: %2: unknown key; did you mean %3?</source>
        <translation>%1: %2: ukjent nøkkel; mente du %3?</translation>
    </message>
    <message>
        <source>the launch was cancelled before anything ran</source>
        <translation>oppstarten ble avbrutt før noe kjørte</translation>
    </message>
    <message>
        <source>Launch again when ready</source>
        <translation>Start på nytt når du er klar</translation>
    </message>
    <message>
        <source>--allow-insecure-mirror: plain-HTTP mirror URLs are accepted; each bundle is still checked against its sha256</source>
        <translation>--allow-insecure-mirror: speil-URL-er med ren HTTP godtas; hver pakke sjekkes fortsatt mot sin sha256</translation>
    </message>
    <message>
        <source>Update Docker Compose to a version that supports CDI devices.</source>
        <translation>Oppdater Docker Compose til en versjon som støtter CDI-enheter.</translation>
    </message>
    <message>
        <source>Enable CDI in the Docker daemon, or choose another GPU mode.</source>
        <translation>Slå på CDI i Docker-tjenesten, eller velg en annen GPU-modus.</translation>
    </message>
    <message>
        <source>Run accelctl get hardware to see what this host has.</source>
        <translation>Kjør accelctl get hardware for å se hva denne verten har.</translation>
    </message>
    <message>
        <source>Free the device from its other user, or pick another one.</source>
        <translation>Frigjør enheten fra den andre brukeren, eller velg en annen.</translation>
    </message>
    <message>
        <source>Launch with the hardware the product is pinned to.</source>
        <translation>Start med maskinvaren produktet er låst til.</translation>
    </message>
    <message>
        <source>Choose the hardware the product needs.</source>
        <translation>Velg maskinvaren produktet trenger.</translation>
    </message>
    <message>
        <source>Launch again to finish.</source>
        <translation>Start på nytt for å fullføre.</translation>
    </message>
    <message>
        <source>Read the compose output above; fix its cause and launch again.</source>
        <translation>Les compose-utdataene over; rett årsaken og start på nytt.</translation>
    </message>
    <message>
        <source>Launch the product again to write its files.</source>
        <translation>Start produktet på nytt for å skrive filene.</translation>
    </message>
    <message>
        <source>Use a launch the list shows (accelctl launch list).</source>
        <translation>Bruk en oppstart som listen viser (accelctl launch list).</translation>
    </message>
    <message>
        <source>Give the product's service an image.</source>
        <translation>Gi produktets tjeneste en avbildning.</translation>
    </message>
    <message>
        <source>Remove the damaged launch record and launch again.</source>
        <translation>Fjern den skadde oppstartsposten og start på nytt.</translation>
    </message>
    <message>
        <source>Check that the state directory is writable and has free space.</source>
        <translation>Sjekk at tilstandskatalogen er skrivbar og har ledig plass.</translation>
    </message>
    <message>
        <source>Put the file the product names beside its product.yaml.</source>
        <translation>Legg filen produktet nevner ved siden av product.yaml.</translation>
    </message>
    <message>
        <source>Fix product.yaml at the field named in the message.</source>
        <translation>Rett product.yaml ved feltet som meldingen nevner.</translation>
    </message>
    <message>
        <source>Use a product the list shows (accelctl launch --help).</source>
        <translation>Bruk et produkt som listen viser (accelctl launch --help).</translation>
    </message>
    <message>
        <source>Give the shared memory size as a number with a unit, such as 2g.</source>
        <translation>Oppgi størrelsen på delt minne som et tall med enhet, for eksempel 2g.</translation>
    </message>
    <message>
        <source>Keep every file the product&apos;s compose file includes or extends inside the product folder.</source>
        <translation>Hold hver fil produktets compose-fil inkluderer eller utvider, inne i produktmappen.</translation>
    </message>
    <message>
        <source>%1 is not a project name</source>
        <translation>%1 er ikke et prosjektnavn</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a launch&apos;s folder that cannot be used: %1 what is wrong, %2 the fix</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Give a project name of letters, digits, &apos;-&apos; and &apos;_&apos;.</source>
        <translation>Oppgi et prosjektnavn av bokstaver, sifre, &apos;-&apos; og &apos;_&apos;.</translation>
    </message>
    <message>
        <source>%1: %2 is not a path</source>
        <translation>%1: %2 er ikke en sti</translation>
    </message>
    <message>
        <source>%1: %2 names %3, %4; a product&apos;s compose file may only pull in files inside its folder %5</source>
        <extracomment>%1 the product, %2 the compose key, %3 the path, %4 why</extracomment>
        <translation>%1: %2 nevner %3, %4; et produkts compose-fil kan bare hente inn filer inne i mappen %5</translation>
    </message>
    <message>
        <source>Copy the file into the product folder and name it with a relative path there.</source>
        <translation>Kopier filen inn i produktmappen og oppgi den med en relativ sti der.</translation>
    </message>
    <message>
        <source>%1: %2 is an empty path</source>
        <translation>%1: %2 er en tom sti</translation>
    </message>
    <message>
        <source>a remote file</source>
        <translation>en fil et annet sted på nettet</translation>
    </message>
    <message>
        <source>which uses a variable, so where it points cannot be checked</source>
        <translation>som bruker en variabel, så hvor den peker kan ikke sjekkes</translation>
    </message>
    <message>
        <source>which resolves to %1</source>
        <translation>som blir %1</translation>
    </message>
    <message>
        <source>Create %1, or remove %2 from the compose file</source>
        <translation>Opprett %1, eller fjern %2 fra compose-filen</translation>
    </message>
    <message>
        <source>a link to %1</source>
        <translation>en lenke til %1</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>kan ikke opprette %1: %2</translation>
    </message>
</context>
<context>
    <name>Accel::Limits</name>
    <message>
        <source>out of memory: an input is too large for this machine</source>
        <translation>tomt for minne: en av inndataene er for stor for denne maskinen</translation>
    </message>
    <message>
        <source>Check the sizes of the files given and of the cluster read; the limits that bound them are in README &quot;Limits&quot; (ACCEL_MAX_*), and lowering one turns this into an error that names the input.</source>
        <translation>Sjekk størrelsen på filene som er oppgitt, og på klyngen som ble lest; grensene for dem står i README «Limits» (ACCEL_MAX_*), og hvis du senker en av dem, blir dette en feil som navngir inndataene.</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is not a positive number</source>
        <translation>%1=&quot;%2&quot; er ikke et positivt tall</translation>
    </message>
    <message>
        <source>Give a number, optionally with K, M, G or T (binary multiples), e.g. %1=%2; or unset it to keep the default %3.</source>
        <translation>Oppgi et tall, eventuelt med K, M, G eller T (binære multipler), f.eks. %1=%2; eller fjern variabelen for å beholde standardverdien %3.</translation>
    </message>
    <message>
        <source>%1x</source>
        <extracomment>a multiple, e.g. &quot;200x&quot; (extracted bytes per archive byte)</extracomment>
        <translation>%1x</translation>
    </message>
    <message>
        <source>The %1 limit (%2) is fixed; simplify the input.</source>
        <translation>%1-grensen (%2) er fast; forenkle inndataene.</translation>
    </message>
    <message>
        <source>If the input is genuine, raise the limit: set %1 (now %2; README &quot;Limits&quot;).</source>
        <translation>Hvis inndataene er legitime, øk grensen: sett %1 (nå %2; README «Limits»).</translation>
    </message>
    <message>
        <source>%1: more than the %2 limit of %3</source>
        <extracomment>%1 the input (file, URL), %2 the limit&apos;s name, %3 its value</extracomment>
        <translation>%1: over %2-grensen på %3</translation>
    </message>
    <message>
        <source>%1: %2, more than the %3 limit of %4</source>
        <extracomment>%1 the input, %2 what was found, %3 the limit&apos;s name, %4 its value</extracomment>
        <translation>%1: %2, over %3-grensen på %4</translation>
    </message>
</context>
<context>
    <name>Accel::Nvcre</name>
    <message>
        <source>No cluster to detect on</source>
        <translation>Ingen klynge å oppdage på</translation>
    </message>
    <message>
        <source>Give a snapshot (--snapshot FILE), read the live cluster (--dry-run), or render offline (in the window: choose a cluster in the Hardware tab)</source>
        <translation>Oppgi et øyeblikksbilde (--snapshot FILE), les den levende klyngen (--dry-run), eller generer frakoblet (i vinduet: velg en klynge i fanen Maskinvare)</translation>
    </message>
    <message>
        <source>an offline Workflow render needs a platform</source>
        <translation>en frakoblet Workflow-generering trenger en plattform</translation>
    </message>
    <message>
        <source>Pass --platform P (one of %1)</source>
        <translation>Oppgi --platform P (én av %1)</translation>
    </message>
    <message>
        <source>(unnamed Workflow)</source>
        <extracomment>Label of a rendered Workflow that has no name</extracomment>
        <translation>(Workflow uten navn)</translation>
    </message>
    <message>
        <source>cannot resolve the GPU architecture offline: the Workflow's spec.orchestration.target names no %1</source>
        <translation>kan ikke avgjøre GPU-arkitekturen frakoblet: Workflowens spec.orchestration.target nevner ingen %1</translation>
    </message>
    <message>
        <source>Pass --gpu-arch A (in the Overrides panel: pick a GPU architecture); mock nodes exist for %1 on this platform, or detect on nodes with --nodes-file, --snapshot or --dry-run</source>
        <extracomment>%1 the architectures with mock nodes for the platform, or &quot;none&quot;</extracomment>
        <translation>Oppgi --gpu-arch A (i Overstyringer-panelet: velg en GPU-arkitektur); det finnes mock-noder for %1 på denne plattformen, eller oppdag på noder med --nodes-file, --snapshot eller --dry-run</translation>
    </message>
    <message>
        <source>no architecture</source>
        <translation>ingen arkitektur</translation>
    </message>
    <message>
        <source>empty providerID and hostname &quot;%1&quot; (contains &quot;forge&quot;) of node %2</source>
        <translation>tom providerID og vertsnavnet «%1» (inneholder «forge») for noden %2</translation>
    </message>
    <message>
        <source>empty providerID and label %1=%2 of node %3</source>
        <translation>tom providerID og etiketten %1=%2 for noden %3</translation>
    </message>
    <message>
        <source>empty providerID of node %1 (no Forge hostname or NKE site-name label)</source>
        <translation>tom providerID for noden %1 (ingen Forge-vertsnavn eller NKE site-name-etikett)</translation>
    </message>
    <message>
        <source>providerID &quot;%1&quot; of node %2</source>
        <translation>providerID «%1» for noden %2</translation>
    </message>
    <message>
        <source>providerID &quot;%1&quot; and label %2 of node %3</source>
        <translation>providerID «%1» og etiketten %2 for noden %3</translation>
    </message>
    <message>
        <source>providerID &quot;%1&quot; of node %2, without label %3</source>
        <translation>providerID «%1» for noden %2, uten etiketten %3</translation>
    </message>
    <message>
        <source>providerID &quot;%1&quot; of node %2 (metal3:// resolves to mistral, not onprem; pass --platform onprem for a generic on-prem render)</source>
        <translation>providerID «%1» for noden %2 (metal3:// tilsvarer mistral, ikke onprem; oppgi --platform onprem for en generisk on-prem-generering)</translation>
    </message>
    <message>
        <source>providerID &quot;%1&quot; of node %2 (no known prefix)</source>
        <translation>providerID «%1» for noden %2 (ukjent prefiks)</translation>
    </message>
    <message>
        <source>target.matchExpressions: unsupported operator &quot;%1&quot; for key &quot;%2&quot;</source>
        <translation>target.matchExpressions: operatoren «%1» støttes ikke for nøkkelen «%2»</translation>
    </message>
    <message>
        <source>Use In, NotIn, Exists or DoesNotExist.</source>
        <translation>Bruk In, NotIn, Exists eller DoesNotExist.</translation>
    </message>
    <message>
        <source>NCCL image %1, training image %2, tcpxo-daemon %3</source>
        <translation>NCCL-bilde %1, treningsbilde %2, tcpxo-daemon %3</translation>
    </message>
    <message>
        <source>NIC resource auto-detection found multiple candidates allocatable on every target node (%1); no NIC resource is requested. Set nicResourceName to choose one.</source>
        <translation>Automatisk gjenkjenning av NIC-ressurs fant flere kandidater som kan allokeres på alle målnoder (%1); ingen NIC-ressurs blir forespurt. Sett nicResourceName for å velge én.</translation>
    </message>
    <message>
        <source>NIC resource auto-detection found no RDMA extended resource (rdma/* or nvidia.com/mlnxnics) on any target node; no NIC resource is requested. Set nicResourceName to request one.</source>
        <translation>Automatisk gjenkjenning av NIC-ressurs fant ingen utvidet RDMA-ressurs (rdma/* eller nvidia.com/mlnxnics) på noen målnode; ingen NIC-ressurs blir forespurt. Sett nicResourceName for å be om én.</translation>
    </message>
    <message>
        <source>NIC resource auto-detection found candidates (%1), but none is allocatable at the requested count %2 on every target node; no NIC resource is requested. Set nicResourceName to request one, or adjust mlnxPerNode.</source>
        <translation>Automatisk gjenkjenning av NIC-ressurs fant kandidater (%1), men ingen kan allokeres med det forespurte antallet %2 på alle målnoder; ingen NIC-ressurs blir forespurt. Sett nicResourceName for å be om én, eller juster mlnxPerNode.</translation>
    </message>
    <message>
        <source>rendering the default networks gpu-nic0..gpu-nic7 instead; GKE rejects the pods unless Network objects with those names exist.</source>
        <translation>genererer i stedet standardnettverkene gpu-nic0..gpu-nic7; GKE avviser podene med mindre det finnes Network-objekter med disse navnene.</translation>
    </message>
    <message>
        <source>GKE TCPXO network auto-detection found no networking.gke.io.networks/* resource allocatable on every target node, but TCPXO needs %1 GPU NIC networks per node (a3-megagpu-8g); %2</source>
        <translation>Automatisk gjenkjenning av GKE TCPXO-nettverk fant ingen networking.gke.io.networks/*-ressurs som kan allokeres på alle målnoder, men TCPXO trenger %1 GPU-NIC-nettverk per node (a3-megagpu-8g); %2</translation>
    </message>
    <message>
        <source>GKE TCPXO network auto-detection found %1 networks allocatable on every target node (%2), but TCPXO needs exactly %3 GPU NIC networks per node (a3-megagpu-8g); %4</source>
        <translation>Automatisk gjenkjenning av GKE TCPXO-nettverk fant %1 nettverk som kan allokeres på alle målnoder (%2), men TCPXO trenger nøyaktig %3 GPU-NIC-nettverk per node (a3-megagpu-8g); %4</translation>
    </message>
    <message>
        <source>TCPXO plugin version detection %1; rendering the images for %2, the minimum supported release and the one AICR pins (%3). If the plugin is %4 or later, set categories[].options.image to a CUDA 13 image on the GCP H100 NCCL and training categories.</source>
        <translation>Gjenkjenning av TCPXO-pluginversjon %1; genererer bildene for %2, den laveste støttede utgivelsen og den som AICR låser til (%3). Hvis pluginen er %4 eller nyere, sett categories[].options.image til et CUDA 13-bilde i kategoriene GCP H100 NCCL og trening.</translation>
    </message>
    <message>
        <source>had no target nodes to read</source>
        <translation>hadde ingen målnoder å lese</translation>
    </message>
    <message>
        <source>could not list kube-system pods: %1</source>
        <translation>kunne ikke liste kube-system-poder: %1</translation>
    </message>
    <message>
        <source>found no running nccl-tcpxo-installer pod (image %1) on %2 of %3 target nodes: %4</source>
        <translation>fant ingen kjørende nccl-tcpxo-installer-pod (bilde %1) på %2 av %3 målnoder: %4</translation>
    </message>
    <message>
        <source>found different plugin versions across the target nodes (%1)</source>
        <translation>fant ulike pluginversjoner på målnodene (%1)</translation>
    </message>
    <message>
        <source>found a %1 image with no version tag</source>
        <translation>fant et %1-bilde uten versjonstagg</translation>
    </message>
    <message>
        <source>found plugin tag &quot;%1&quot;, which is not a release version</source>
        <translation>fant plugintaggen «%1», som ikke er en utgivelsesversjon</translation>
    </message>
    <message>
        <source>TCPXO plugin version detection found plugin %1, newer than the latest mapped release %2; rendering the %2 images (%3), which are not validated against %1. If they fail, set categories[].options.image on the GCP H100 NCCL and training categories.</source>
        <translation>Gjenkjenning av TCPXO-pluginversjon fant pluginen %1, nyere enn den siste tilordnede utgivelsen %2; genererer %2-bildene (%3), som ikke er validert mot %1. Hvis de feiler, sett categories[].options.image i kategoriene GCP H100 NCCL og trening.</translation>
    </message>
    <message>
        <source>TCPXO plugin version detection found plugin %1, older than the minimum supported release %2; rendering the %2 images (%3). Upgrade the nccl-tcpxo-installer, or set categories[].options.image on the GCP H100 NCCL and training categories.</source>
        <translation>Gjenkjenning av TCPXO-pluginversjon fant pluginen %1, eldre enn den laveste støttede utgivelsen %2; genererer %2-bildene (%3). Oppgrader nccl-tcpxo-installer, eller sett categories[].options.image i kategoriene GCP H100 NCCL og trening.</translation>
    </message>
    <message>
        <source>TCPXO plugin version detection found plugin %1, which has no mapped row; rendering the images of %2, the newest older mapped release (%3), which are not validated against %1. If they fail, set categories[].options.image on the GCP H100 NCCL and training categories.</source>
        <translation>Gjenkjenning av TCPXO-pluginversjon fant pluginen %1, som ikke har noen tilordnet rad; genererer bildene for %2, den nyeste eldre tilordnede utgivelsen (%3), som ikke er validert mot %1. Hvis de feiler, sett categories[].options.image i kategoriene GCP H100 NCCL og trening.</translation>
    </message>
    <message>
        <source>invalid --platform &quot;%1&quot;: must be one of %2</source>
        <translation>ugyldig --platform «%1»: må være en av %2</translation>
    </message>
    <message>
        <source>invalid --gpu-arch &quot;%1&quot;: must be one of %2</source>
        <translation>ugyldig --gpu-arch «%1»: må være en av %2</translation>
    </message>
    <message>
        <source>%1 target node(s) carry no %2 label and listing ResourceSlices was refused, so they stay unlabelled and do not vote on the GPU architecture: %3</source>
        <translation>%1 målnode(r) har ingen %2-etikett, og listing av ResourceSlices ble avvist, så de forblir uten etikett og stemmer ikke over GPU-arkitekturen: %3</translation>
    </message>
    <message>
        <source>Read the %1 label of %2 target node(s) from the productName of their gpu.nvidia.com ResourceSlices: %3</source>
        <translation>Leste %1-etiketten for %2 målnode(r) fra productName i deres gpu.nvidia.com-ResourceSlices: %3</translation>
    </message>
    <message>
        <source>%1 target node(s) carry no %2 label and no gpu.nvidia.com ResourceSlice device of theirs reports a productName (vfio devices are skipped), so they stay unlabelled and do not vote on the GPU architecture: %3</source>
        <translation>%1 målnode(r) har ingen %2-etikett, og ingen av deres gpu.nvidia.com-ResourceSlice-enheter rapporterer et productName (vfio-enheter hoppes over), så de forblir uten etikett og stemmer ikke over GPU-arkitekturen: %3</translation>
    </message>
    <message>
        <source>--platform %1</source>
        <translation>--platform %1</translation>
    </message>
    <message>
        <source>no target nodes (onprem is the fallback)</source>
        <translation>ingen målnoder (onprem er reserven)</translation>
    </message>
    <message>
        <source>heterogeneous platforms detected: map[%1]</source>
        <translation>heterogene plattformer oppdaget: map[%1]</translation>
    </message>
    <message>
        <source>Excluded %1 cordoned node(s) from certification: %2</source>
        <translation>Utelot %1 node(r) med cordon fra sertifiseringen: %2</translation>
    </message>
    <message>
        <source>Filtered %1/%2 nodes to primary GPU architecture %3; excluded: %4</source>
        <translation>Filtrerte %1/%2 noder til den primære GPU-arkitekturen %3; utelatt: %4</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>Each entry is {gpusPerNode: N, mlnxPerNode: N} with whole numbers &gt;= 0.</source>
        <translation>Hver oppføring er {gpusPerNode: N, mlnxPerNode: N} med heltall &gt;= 0.</translation>
    </message>
    <message>
        <source>expected a whole number &gt;= 0</source>
        <translation>forventet et heltall &gt;= 0</translation>
    </message>
    <message>
        <source>expected a mapping with defaults and platformOverrides</source>
        <translation>forventet en tilordning med defaults og platformOverrides</translation>
    </message>
    <message>
        <source>expected a mapping</source>
        <translation>forventet en tilordning</translation>
    </message>
    <message>
        <source>architecture %1 has no entry under defaults</source>
        <translation>arkitekturen %1 har ingen oppføring under defaults</translation>
    </message>
    <message>
        <source>GPU architecture &quot;%1&quot; has no entry in the catalog&apos;s GPU defaults, which fall back to gpusPerNode=%2 mlnxPerNode=%3 for it; this run is sized at gpusPerNode=%4 mlnxPerNode=%5. If the nodes differ, set %6, and file an issue so the architecture can be added to the catalog.</source>
        <translation>GPU-arkitekturen «%1» har ingen oppføring i katalogens GPU-standarder, som for den faller tilbake til gpusPerNode=%2 mlnxPerNode=%3; denne kjøringen er dimensjonert med gpusPerNode=%4 mlnxPerNode=%5. Hvis nodene avviker, sett %6, og meld inn en sak slik at arkitekturen kan legges til i katalogen.</translation>
    </message>
    <message>
        <source>Overrides take a `when` ({platform, gpuArchitecture: {equals, in, notIn}}, workloadKind, topology {mode, domainCount}, expression) and jobTemplate, jobTemplatePatch, dependencies or orchestration.</source>
        <translation>Overstyringer tar en `when` ({platform, gpuArchitecture: {equals, in, notIn}}, workloadKind, topology {mode, domainCount}, expression) og jobTemplate, jobTemplatePatch, dependencies eller orchestration.</translation>
    </message>
    <message>
        <source>expected a list of strings</source>
        <translation>forventet en liste med strenger</translation>
    </message>
    <message>
        <source>expected a mapping {equals, in, notIn}</source>
        <translation>forventet en tilordning {equals, in, notIn}</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>forventet en streng</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>forventet et heltall</translation>
    </message>
    <message>
        <source>expected a mapping {equals, greaterThan, lessThan}</source>
        <translation>forventet en tilordning {equals, greaterThan, lessThan}</translation>
    </message>
    <message>
        <source>compile CEL expression: %1</source>
        <translation>kompilering av CEL-uttrykk: %1</translation>
    </message>
    <message>
        <source>eval CEL expression: %1</source>
        <translation>evaluering av CEL-uttrykk: %1</translation>
    </message>
    <message>
        <source>CEL expression must return bool, got %1</source>
        <translation>CEL-uttrykket må returnere bool, fikk %1</translation>
    </message>
    <message>
        <source>detected %1, wants %2</source>
        <translation>oppdaget %1, krever %2</translation>
    </message>
    <message>
        <source>the workload is %1, wants %2</source>
        <translation>arbeidslasten er %1, krever %2</translation>
    </message>
    <message>
        <source>the mode is %1, wants %2</source>
        <translation>modusen er %1, krever %2</translation>
    </message>
    <message>
        <source>the nodes span %1 domains, wants %2</source>
        <translation>nodene spenner over %1 domener, krever %2</translation>
    </message>
    <message>
        <source>the validation config does not contain it</source>
        <translation>valideringskonfigurasjonen inneholder den ikke</translation>
    </message>
    <message>
        <source>there is no validation config to compare with</source>
        <translation>det finnes ingen valideringskonfigurasjon å sammenligne med</translation>
    </message>
    <message>
        <source>%1 is false (platform=%2, gpuArchitecture=%3, workloadKind=%4, topologyMode=%5, domainCount=%6)</source>
        <translation>%1 er false (platform=%2, gpuArchitecture=%3, workloadKind=%4, topologyMode=%5, domainCount=%6)</translation>
    </message>
    <message>
        <source>%1: failed to %2: %3</source>
        <translation>%1: kunne ikke %2: %3</translation>
    </message>
    <message>
        <source>%1: failed to merge dependency: dependency %2 is not an object</source>
        <translation>%1: kunne ikke flette avhengighet: avhengigheten %2 er ikke et objekt</translation>
    </message>
    <message>
        <source>%1: expected a mapping with a `when` and the patches</source>
        <translation>%1: forventet en tilordning med en `when` og patchene</translation>
    </message>
    <message>
        <source>expected a list of RFC 6902 operations</source>
        <translation>forventet en liste med RFC 6902-operasjoner</translation>
    </message>
    <message>
        <source>expected a list of objects</source>
        <translation>forventet en liste med objekter</translation>
    </message>
    <message>
        <source>spec.overrides: expected a list</source>
        <translation>spec.overrides: forventet en liste</translation>
    </message>
    <message>
        <source>unknown field %1 is ignored</source>
        <translation>det ukjente feltet %1 ignoreres</translation>
    </message>
    <message>
        <source>Override[%1] has unknown fields (%2); they are ignored — check the spelling</source>
        <translation>Override[%1] har ukjente felt (%2); de ignoreres — sjekk stavemåten</translation>
    </message>
    <message>
        <source>%1: evaluating when: %2</source>
        <translation>%1: evaluering av when: %2</translation>
    </message>
    <message>
        <source>merge jobTemplate</source>
        <translation>flette jobTemplate</translation>
    </message>
    <message>
        <source>apply jobTemplatePatch</source>
        <translation>bruke jobTemplatePatch</translation>
    </message>
    <message>
        <source>Override[%1] matched (%2) but produced no changes — check field paths</source>
        <translation>Override[%1] samsvarte (%2), men ga ingen endringer — sjekk feltstiene</translation>
    </message>
    <message>
        <source>Override[%1] matched (%2), patching %3</source>
        <translation>Override[%1] samsvarte (%2), patcher %3</translation>
    </message>
    <message>
        <source>0 of %1 overrides matched (platform=%2, gpuArchitecture=%3)</source>
        <translation>0 av %1 overstyringer samsvarte (platform=%2, gpuArchitecture=%3)</translation>
    </message>
    <message>
        <source>%1: expected a Workflow object (a YAML mapping)</source>
        <translation>%1: forventet et Workflow-objekt (en YAML-tilordning)</translation>
    </message>
    <message>
        <source>%1 holds a %2, not a Workflow</source>
        <translation>%1 inneholder en %2, ikke en Workflow</translation>
    </message>
    <message>
        <source>Render a Certification with `accelctl certification render`.</source>
        <translation>Generer en Certification med `accelctl certification render`.</translation>
    </message>
    <message>
        <source>%1: entry %2 is not a Node mapping</source>
        <translation>%1: oppføring %2 er ikke en Node-tilordning</translation>
    </message>
    <message>
        <source>no mock nodes for %1; available: %2</source>
        <translation>ingen mock-noder for %1; tilgjengelige: %2</translation>
    </message>
    <message>
        <source>Pass one of the available pairs, or describe the nodes in a file with --nodes-file.</source>
        <translation>Oppgi ett av de tilgjengelige parene, eller beskriv nodene i en fil med --nodes-file.</translation>
    </message>
    <message>
        <source>See README.md, &quot;Catalog format&quot;.</source>
        <translation>Se README.md, «Catalog format».</translation>
    </message>
    <message>
        <source>unknown placeholder $(%1); known: %2</source>
        <translation>ukjent plassholder $(%1); kjente: %2</translation>
    </message>
    <message>
        <source>expected only `include: PATH` (a list file below _lib/)</source>
        <translation>forventet bare `include: PATH` (en listefil under _lib/)</translation>
    </message>
    <message>
        <source>include too deep or outside _lib/</source>
        <translation>include er nøstet for dypt eller ligger utenfor _lib/</translation>
    </message>
    <message>
        <source>no such file _lib/%1</source>
        <translation>filen _lib/%1 finnes ikke</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>forventet en liste</translation>
    </message>
    <message>
        <source>unknown requirement &quot;%1&quot;; known: %2</source>
        <translation>ukjent krav «%1»; kjente: %2</translation>
    </message>
    <message>
        <source>expected a mapping with metadata and spec</source>
        <translation>forventet en tilordning med metadata og spec</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>ukjent felt</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; (the folder)</source>
        <translation>forventet «%1» (mappen)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; (the file name)</source>
        <translation>forventet «%1» (filnavnet)</translation>
    </message>
    <message>
        <source>expected a whole number &gt;= 1</source>
        <translation>forventet et heltall &gt;= 1</translation>
    </message>
    <message>
        <source>expected a duration like 1h, 30m or 1h30m (^([0-9]+(h|m|s|ms))+$)</source>
        <translation>forventet en varighet som 1h, 30m eller 1h30m (^([0-9]+(h|m|s|ms))+$)</translation>
    </message>
    <message>
        <source>expected a mapping (a WorkflowSpec)</source>
        <translation>forventet en tilordning (en WorkflowSpec)</translation>
    </message>
    <message>
        <source>unknown placeholder $(%1)</source>
        <translation>ukjent plassholder $(%1)</translation>
    </message>
    <message>
        <source>%1: no such catalog folder</source>
        <translation>%1: katalogmappen finnes ikke</translation>
    </message>
    <message>
        <source>%1: the catalog has no &lt;domain&gt;/&lt;variant&gt;.yaml entries</source>
        <translation>%1: katalogen har ingen &lt;domain&gt;/&lt;variant&gt;.yaml-oppføringer</translation>
    </message>
    <message>
        <source>_lib/workloadrun-overrides.yaml: (top): expected a list</source>
        <translation>_lib/workloadrun-overrides.yaml: (top): forventet en liste</translation>
    </message>
    <message>
        <source>%1: expected a %2 mapping</source>
        <translation>%1: forventet en %2-tilordning</translation>
    </message>
    <message>
        <source>%1: kind is &quot;%2&quot;, expected %3</source>
        <translation>%1: kind er «%2», forventet %3</translation>
    </message>
    <message>
        <source>%1: metadata.name is required</source>
        <translation>%1: metadata.name er påkrevd</translation>
    </message>
    <message>
        <source>invalid rdmaDeviceAccess &quot;%1&quot;; valid values: [hostPath, devicePlugin]</source>
        <translation>ugyldig rdmaDeviceAccess «%1»; gyldige verdier: [hostPath, devicePlugin]</translation>
    </message>
    <message>
        <source>invalid timeoutPerJob &quot;%1&quot;: expected a duration matching ^([0-9]+(h|m|s|ms))+$ (1h, 30m, 1h30m)</source>
        <translation>ugyldig timeoutPerJob «%1»: forventet en varighet som samsvarer med ^([0-9]+(h|m|s|ms))+$ (1h, 30m, 1h30m)</translation>
    </message>
    <message>
        <source>%1: expected a whole number &gt;= 0</source>
        <translation>%1: forventet et heltall &gt;= 0</translation>
    </message>
    <message>
        <source>certification %1: spec.categories: expected 1 to 64 categories</source>
        <translation>sertifisering %1: spec.categories: forventet 1 til 64 kategorier</translation>
    </message>
    <message>
        <source>certification %1: spec.categories[%2]: domain and variant are required</source>
        <translation>sertifisering %1: spec.categories[%2]: domain og variant er påkrevd</translation>
    </message>
    <message>
        <source>cannot resolve the GPU architecture offline: %1 nodes carry no %2 label (GPUs are claimed through DRA) and the target names no product; pass --gpu-arch (one of %3), or use --dry-run to read the cluster&apos;s ResourceSlices</source>
        <translation>kan ikke avgjøre GPU-arkitekturen offline: %1 noder har ingen %2-etikett (GPU-ene reserveres gjennom DRA), og målet angir ikke noe produkt; bruk --gpu-arch (en av %3), eller bruk --dry-run for å lese klyngens ResourceSlices</translation>
    </message>
    <message>
        <source>certification %1: category %2 is not in the catalog; available: %3</source>
        <translation>sertifisering %1: kategorien %2 finnes ikke i katalogen; tilgjengelige: %3</translation>
    </message>
    <message>
        <source>certification %1: category %2: %3</source>
        <translation>sertifisering %1: kategori %2: %3</translation>
    </message>
    <message>
        <source>workloadrun %1: spec.image is required</source>
        <translation>workloadrun %1: spec.image er påkrevd</translation>
    </message>
    <message>
        <source>workloadrun %1: spec.framework: expected exactly one of torch, mpi, exec</source>
        <translation>workloadrun %1: spec.framework: forventet nøyaktig én av torch, mpi, exec</translation>
    </message>
    <message>
        <source>workloadrun %1: %2</source>
        <translation>workloadrun %1: %2</translation>
    </message>
    <message>
        <source>Auto-detected NIC resource &quot;%1&quot; (allocatable at the requested count on every target node)</source>
        <translation>Gjenkjente NIC-ressursen «%1» automatisk (kan allokeres med det forespurte antallet på alle målnoder)</translation>
    </message>
    <message>
        <source>Auto-detected GKE TCPXO networks %1 (allocatable on every target node)</source>
        <translation>Gjenkjente GKE TCPXO-nettverkene %1 automatisk (kan allokeres på alle målnoder)</translation>
    </message>
    <message>
        <source>Auto-detected TCPXO plugin %1 on every target node: NCCL image %2, training image %3, tcpxo-daemon %4</source>
        <translation>Gjenkjente TCPXO-pluginen %1 automatisk på alle målnoder: NCCL-bilde %2, treningsbilde %3, tcpxo-daemon %4</translation>
    </message>
    <message>
        <source>Fix the catalog entry named in the message.</source>
        <translation>Rett katalogoppføringen som meldingen nevner.</translation>
    </message>
    <message>
        <source>Use a category the catalog lists.</source>
        <translation>Bruk en kategori som katalogen lister opp.</translation>
    </message>
    <message>
        <source>Fix the certification named in the message.</source>
        <translation>Rett sertifiseringen som meldingen nevner.</translation>
    </message>
    <message>
        <source>Use a GPU architecture the command lists.</source>
        <translation>Bruk en GPU-arkitektur som kommandoen lister opp.</translation>
    </message>
    <message>
        <source>Pass --gpu-arch, or read the nodes from a cluster.</source>
        <translation>Oppgi --gpu-arch, eller les nodene fra en klynge.</translation>
    </message>
    <message>
        <source>Fix the GPU defaults table at the entry named.</source>
        <translation>Rett tabellen med GPU-standarder ved oppføringen som nevnes.</translation>
    </message>
    <message>
        <source>Use a platform and GPU architecture that have mock nodes.</source>
        <translation>Bruk en plattform og en GPU-arkitektur som har falske noder.</translation>
    </message>
    <message>
        <source>Give a readable nodes file (kubectl get nodes -o yaml).</source>
        <translation>Oppgi en lesbar nodefil (kubectl get nodes -o yaml).</translation>
    </message>
    <message>
        <source>Fix the override named in the message, or remove it.</source>
        <translation>Rett overstyringen som meldingen nevner, eller fjern den.</translation>
    </message>
    <message>
        <source>Fix the override's fields as the message says.</source>
        <translation>Rett feltene i overstyringen slik meldingen sier.</translation>
    </message>
    <message>
        <source>Fix the override's when expression.</source>
        <translation>Rett when-uttrykket i overstyringen.</translation>
    </message>
    <message>
        <source>Use a platform the command lists.</source>
        <translation>Bruk en plattform som kommandoen lister opp.</translation>
    </message>
    <message>
        <source>Give a target the command can render.</source>
        <translation>Oppgi et mål som kommandoen kan gjengi.</translation>
    </message>
    <message>
        <source>Give a workflow document of a kind the command lists.</source>
        <translation>Oppgi et arbeidsflytdokument av en type som kommandoen lister opp.</translation>
    </message>
    <message>
        <source>Connect to a cluster, or pick a platform and GPU architecture.</source>
        <translation>Koble til en klynge, eller velg en plattform og en GPU-arkitektur.</translation>
    </message>
    <message>
        <source>Pass --platform with one of the platforms the command lists.</source>
        <translation>Oppgi --platform med en av plattformene kommandoen lister opp.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a catalog file, %2 the field</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the entry&apos;s includes follow more than %1 include lines</source>
        <translation>oppføringens inkluderinger følger mer enn %1 include-linjer</translation>
    </message>
    <message>
        <source>the entry expands to more than %1 overrides</source>
        <translation>oppføringen utvides til mer enn %1 overstyringer</translation>
    </message>
    <message>
        <source>Check the name and the namespace (-n NS); list the runs with `accelctl certification status -A`.</source>
        <translation>Kontroller navnet og navnerommet (-n NS); list kjøringene med `accelctl certification status -A`.</translation>
    </message>
    <message>
        <source>The node-result ConfigMap named is damaged; delete it and let the controller write it again, or read the Jobs&apos; status.failedNodes.</source>
        <translation>ConfigMap-en med noderesultater som er nevnt, er skadet; slett den og la kontrolleren skrive den på nytt, eller les Jobbenes status.failedNodes.</translation>
    </message>
    <message>
        <source>Write the report to a regular file in a writable folder.</source>
        <translation>Skriv rapporten til en vanlig fil i en mappe du kan skrive i.</translation>
    </message>
    <message>
        <source>ConfigMap %1: binaryData[&quot;%2&quot;] is not base64</source>
        <translation>ConfigMap %1: binaryData[&quot;%2&quot;] er ikke base64</translation>
    </message>
    <message>
        <source>ConfigMap %1: cannot start decompressing %2</source>
        <translation>ConfigMap %1: kan ikke begynne å pakke ut %2</translation>
    </message>
    <message>
        <source>ConfigMap %1: %2 is not valid gzip (%3)</source>
        <translation>ConfigMap %1: %2 er ikke gyldig gzip (%3)</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>avkortet</translation>
    </message>
    <message>
        <source>damaged data</source>
        <translation>skadede data</translation>
    </message>
    <message>
        <source>ConfigMap %1, %2</source>
        <translation>ConfigMap %1, %2</translation>
    </message>
    <message>
        <source>ConfigMap %1: %2 is not a JSON array of failed nodes</source>
        <translation>ConfigMap %1: %2 er ikke en JSON-liste over feilede noder</translation>
    </message>
    <message>
        <source>the %1/v1alpha1 API</source>
        <translation>API-et %1/v1alpha1</translation>
    </message>
    <message>
        <source>ConfigMap %1/%2</source>
        <translation>ConfigMap %1/%2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; not found in namespace &quot;%3&quot;</source>
        <translation>%1 «%2» finnes ikke i navnerommet «%3»</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(alle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>platform detection on the nodes now gives &quot;%1&quot; (%2); the controller detected &quot;%3&quot; when the run started: the nodes' providerIDs or labels changed since</source>
        <translation>plattformgjenkjenningen på nodene gir nå «%1» (%2); kontrolleren gjenkjente «%3» da kjøringen startet: nodenes providerID-er eller etiketter er endret siden</translation>
    </message>
    <message>
        <source>no target node carries nvidia.com/gpu.product now; the controller detected &quot;%1&quot;: the nodes' labels changed since</source>
        <translation>ingen målnode har nvidia.com/gpu.product nå; kontrolleren gjenkjente «%1»: nodenes etiketter er endret siden</translation>
    </message>
    <message>
        <source>the target nodes' nvidia.com/gpu.product labels now vote %1; the controller detected &quot;%2&quot;: the nodes' labels changed since</source>
        <translation>målnodenes nvidia.com/gpu.product-etiketter stemmer nå %1; kontrolleren gjenkjente «%2»: nodenes etiketter er endret siden</translation>
    </message>
    <message numerus="yes">
        <source>the catalog and the run's spec render %n override(s) for this category now, the Workflow the controller ran has %1: the catalog differs</source>
        <translation>
            <numerusform>katalogen og kjøringens spec gir nå %n overstyring for denne kategorien, Workflow-en kontrolleren kjørte har %1: katalogen er en annen</numerusform>
            <numerusform>katalogen og kjøringens spec gir nå %n overstyringer for denne kategorien, Workflow-en kontrolleren kjørte har %1: katalogen er en annen</numerusform>
        </translation>
    </message>
    <message>
        <source>the detected platform or architecture changed (above), and overrides match on them</source>
        <translation>den gjenkjente plattformen eller arkitekturen er endret (over), og overstyringer treffer på dem</translation>
    </message>
    <message>
        <source>override[%1] (%2) no longer matches: %3</source>
        <translation>override[%1] (%2) treffer ikke lenger: %3</translation>
    </message>
    <message>
        <source>override[%1] (%2) matches now but the controller did not apply it</source>
        <translation>override[%1] (%2) treffer nå, men kontrolleren brukte den ikke</translation>
    </message>
    <message>
        <source>override[%1] was applied but the render now has no such override</source>
        <translation>override[%1] ble brukt, men genereringen har nå ingen slik overstyring</translation>
    </message>
    <message>
        <source>refusing to write %1: it is a symbolic link</source>
        <translation>nekter å skrive %1: det er en symbolsk lenke</translation>
    </message>
    <message>
        <source>refusing to write %1: it is not a regular file</source>
        <translation>nekter å skrive %1: det er ikke en vanlig fil</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>invalid target &quot;%1&quot;: write it platform/arch, e.g. aws/h100</source>
        <translation>ugyldig mål «%1»: skriv det plattform/arkitektur, f.eks. aws/h100</translation>
    </message>
    <message>
        <source>Platforms: %1. GPU architectures: %2.</source>
        <translation>Plattformer: %1. GPU-arkitekturer: %2.</translation>
    </message>
    <message>
        <source>GPU architecture %1 contradicts the target: it selects nvidia.com/gpu.product %2 (%3)</source>
        <translation>GPU-arkitekturen %1 motsier målet: det velger nvidia.com/gpu.product %2 (%3)</translation>
    </message>
    <message>
        <source>GPU architecture %1 contradicts the nodes&apos; vote: their nvidia.com/gpu.product labels say %2</source>
        <translation>GPU-arkitekturen %1 motsier nodenes avstemning: etikettene nvidia.com/gpu.product deres sier %2</translation>
    </message>
    <message>
        <source>Job %1/%2</source>
        <translation>Job %1/%2</translation>
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
        <source>Check free space and permissions under the daemon&apos;s state directory</source>
        <translation>Kontroller ledig plass og tillatelser under tjenestens tilstandskatalog</translation>
    </message>
    <message>
        <source>Extraction of %1 was cancelled</source>
        <extracomment>%1 is the bundle&apos;s file path</extracomment>
        <translation>Utpakkingen av %1 ble avbrutt</translation>
    </message>
    <message>
        <source>%1 is not a tar archive compressed with gzip, xz or zstd (or uncompressed): %2</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 libarchive&apos;s reason</extracomment>
        <translation>%1 er ikke et tar-arkiv komprimert med gzip, xz eller zstd (eller ukomprimert): %2</translation>
    </message>
    <message>
        <source>%1 is truncated or damaged at or after member &quot;%2&quot;: %3</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the last member read, %3 libarchive&apos;s reason</extracomment>
        <translation>%1 er avkortet eller skadet ved eller etter medlemmet «%2»: %3</translation>
    </message>
    <message>
        <source>%1 holds no tar data</source>
        <extracomment>%1 is the bundle&apos;s file path</extracomment>
        <translation>%1 inneholder ingen tar-data</translation>
    </message>
    <message>
        <source>%1 stops after member &quot;%2&quot; without the tar end-of-archive marker; it is truncated</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the last member</extracomment>
        <translation>%1 slutter etter medlemmet «%2» uten tar-markøren for arkivslutt; arkivet er avkortet</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is past the limit of %3 members</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the limit</extracomment>
        <translation>%1: medlemmet «%2» overskrider grensen på %3 medlemmer</translation>
    </message>
    <message>
        <source>%1: cannot set the permissions and times of extracted directories: %2</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 libarchive&apos;s reason</extracomment>
        <translation>%1: kan ikke angi tillatelser og tidsstempler for utpakkede kataloger: %2</translation>
    </message>
    <message>
        <source>Cannot extract %1: %2 is not a directory</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the destination directory</extracomment>
        <translation>Kan ikke pakke ut %1: %2 er ikke en katalog</translation>
    </message>
    <message>
        <source>Cannot extract %1: %2 is not empty</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the destination directory</extracomment>
        <translation>Kan ikke pakke ut %1: %2 er ikke tom</translation>
    </message>
    <message>
        <source>Cannot extract %1: out of memory</source>
        <translation>Kan ikke pakke ut %1: tomt for minne</translation>
    </message>
    <message>
        <source>Cannot read %1: no such file</source>
        <extracomment>%1 is the bundle&apos;s file path</extracomment>
        <translation>Kan ikke lese %1: filen finnes ikke</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the bundle&apos;s file path</extracomment>
        <translation>%1 er tom</translation>
    </message>
    <message>
        <source>Cannot read %1: out of memory</source>
        <translation>Kan ikke lese %1: tomt for minne</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 libarchive&apos;s reason</extracomment>
        <translation>Kan ikke lese %1: %2</translation>
    </message>
    <message>
        <source>%1: a member has a name that cannot be read</source>
        <extracomment>%1 is the bundle&apos;s file path</extracomment>
        <translation>%1: et medlem har et navn som ikke kan leses</translation>
    </message>
    <message>
        <source>%1: a member has an empty name</source>
        <extracomment>%1 is the bundle&apos;s file path</extracomment>
        <translation>%1: et medlem har et tomt navn</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; has an absolute path</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har en absolutt sti</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; has a &quot;..&quot; component</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har en «..»-komponent</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; names the bundle&apos;s top directory but is not a directory</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» angir pakkens toppkatalog, men er ikke en katalog</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; has a path too long to extract</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har en sti som er for lang til å pakkes ut</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; would be written through the symlink &quot;%3&quot;</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 a symlink in the bundle</extracomment>
        <translation>%1: medlemmet «%2» ville blitt skrevet via den symbolske lenken «%3»</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a character device</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en tegnenhet</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a block device</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en blokkenhet</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a FIFO</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en FIFO</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a socket</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en socket</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; has the unsupported file type 0%3</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the tar type number in octal</extracomment>
        <translation>%1: medlemmet «%2» har den ustøttede filtypen 0%3</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; would replace a directory the bundle already holds</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» ville erstattet en katalog som pakken allerede inneholder</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; would replace a symlink with a directory</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» ville erstattet en symbolsk lenke med en katalog</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a hardlink to &quot;%3&quot;, outside the bundle</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the hardlink&apos;s target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til «%3», utenfor pakken</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a hardlink to itself</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til seg selv</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a hardlink to the symlink &quot;%3&quot;, whose target &quot;%4&quot; leaves the bundle from the new place</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 a symlink, %4 its target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til den symbolske lenken «%3», der målet «%4» peker ut av pakken fra den nye plasseringen</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a hardlink to the directory &quot;%3&quot;</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the hardlink&apos;s target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til katalogen «%3»</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a hardlink to &quot;%3&quot;, which the bundle has not extracted before it</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the hardlink&apos;s target</extracomment>
        <translation>%1: medlemmet «%2» er en hard lenke til «%3», som pakken ikke har pakket ut før det</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a symlink with an empty target</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke med tomt mål</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a symlink to the absolute path &quot;%3&quot;</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the symlink&apos;s target</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke til den absolutte stien «%3»</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a symlink to &quot;%3&quot;, outside the bundle</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the symlink&apos;s target</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke til «%3», utenfor pakken</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is a symlink to &quot;%3&quot;, which climbs with &quot;..&quot; after a name; another symlink could take it outside the bundle</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the symlink&apos;s target</extracomment>
        <translation>%1: medlemmet «%2» er en symbolsk lenke til «%3», som går opp med «..» etter et navn; en annen symbolsk lenke kan føre den ut av pakken</translation>
    </message>
    <message>
        <source>%1: cannot write member &quot;%2&quot;: %3</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 libarchive&apos;s reason</extracomment>
        <translation>%1: kan ikke skrive medlemmet «%2»: %3</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; was refused by libarchive&apos;s safety checks: %3</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 libarchive&apos;s reason</extracomment>
        <translation>%1: medlemmet «%2» ble avvist av sikkerhetskontrollene i libarchive: %3</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; has data at an impossible offset</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member</extracomment>
        <translation>%1: medlemmet «%2» har data på en umulig forskyvning</translation>
    </message>
    <message>
        <source>%1: cannot finish writing member &quot;%2&quot;: %3</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 libarchive&apos;s reason</extracomment>
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
        <source>Try again later, or check the server&apos;s logs</source>
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
        <source>The server&apos;s redirects loop; fix the mirror&apos;s configuration</source>
        <translation>Serverens omdirigeringer går i løkke; rett opp konfigurasjonen av speilet</translation>
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
        <source>Pass the mirror&apos;s CA certificate in PEM form</source>
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
        <source>The bundle&apos;s libraries must match the engine build exactly; check that the mirror (%1) serves the bundle the image names</source>
        <translation>Pakkens biblioteker må samsvare nøyaktig med motorbygget; kontroller at speilet (%1) leverer pakken som bildet angir</translation>
    </message>
    <message>
        <source>%1: the bundle manifest is not an object</source>
        <translation>%1: pakkemanifestet er ikke et objekt</translation>
    </message>
    <message>
        <source>Expected {&quot;bundles&quot;: [{&quot;name&quot;, &quot;sha256&quot;, &quot;mountPath&quot;}]}</source>
        <translation>Forventet {&quot;bundles&quot;: [{&quot;name&quot;, &quot;sha256&quot;, &quot;mountPath&quot;}]}</translation>
    </message>
    <message>
        <source>%1: &quot;bundles&quot; is not a list</source>
        <translation>%1: &quot;bundles&quot; er ikke en liste</translation>
    </message>
    <message>
        <source>%1 has no &quot;name&quot;</source>
        <translation>%1 har ingen &quot;name&quot;</translation>
    </message>
    <message>
        <source>%1 (%2): &quot;sha256&quot; must be 64 hex digits, got &quot;%3&quot;</source>
        <translation>%1 (%2): &quot;sha256&quot; må være 64 heksadesimale sifre, fikk «%3»</translation>
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
        <source>expected {&quot;bundles&quot;: [...]}</source>
        <translation>forventet {&quot;bundles&quot;: [...]}</translation>
    </message>
    <message>
        <source>Check %1 (it can be overridden with %2)</source>
        <translation>Kontroller %1 (den kan overstyres med %2)</translation>
    </message>
    <message>
        <source>the sideload index at %1: bundles[%2] (%3) needs a 64-digit &quot;sha256&quot; and a &quot;url&quot;</source>
        <translation>sideload-indeksen på %1: bundles[%2] (%3) må ha en &quot;sha256&quot; på 64 sifre og en &quot;url&quot;</translation>
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
    <message>
        <source>cannot read the bundle manifest of %1: %2</source>
        <translation>kan ikke lese pakkemanifestet til %1: %2</translation>
    </message>
    <message>
        <source>%1, or pass --sideload-manifest FILE</source>
        <translation>%1, eller oppgi --sideload-manifest FIL</translation>
    </message>
    <message>
        <source>image %1 is not on this host, so its bundle manifest (label %2) cannot be read: %3</source>
        <translation>bildet %1 finnes ikke på denne verten, så pakkemanifestet (etiketten %2) kan ikke leses: %3</translation>
    </message>
    <message>
        <source>docker pull %1, or pass --sideload-manifest FILE</source>
        <translation>docker pull %1, eller oppgi --sideload-manifest FIL</translation>
    </message>
    <message>
        <source>The archive holds more than the index says it unpacks to: the mirror serves a different bundle than its index describes, or the index is wrong</source>
        <translation>Arkivet inneholder mer enn indeksen sier at det pakkes ut til: speilet leverer en annen pakke enn indeksen beskriver, eller indeksen er feil</translation>
    </message>
    <message>
        <source>Declare the bundle&apos;s &quot;unpackedSize&quot; in the index, or raise the ratio: %1</source>
        <translation>Oppgi pakkens &quot;unpackedSize&quot; i indeksen, eller øk forholdstallet: %1</translation>
    </message>
    <message>
        <source>Declare the bundle&apos;s &quot;unpackedSize&quot; in the index; %1</source>
        <translation>Oppgi pakkens &quot;unpackedSize&quot; i indeksen; %1</translation>
    </message>
    <message>
        <source>the unpackedSize of %1 bytes the index declares</source>
        <extracomment>%1 a number of bytes</extracomment>
        <translation>unpackedSize på %1 byte som indeksen oppgir</translation>
    </message>
    <message>
        <source>its limit of %1 bytes uncompressed (the %2 limit of %3 times the archive)</source>
        <extracomment>%1 a number of bytes, %2 the extraction-ratio limit (&quot;200x&quot;)</extracomment>
        <translation>grensen på %1 byte ukomprimert (%2-grensen på %3 arkivets størrelse)</translation>
    </message>
    <message>
        <source>its limit of %1 bytes uncompressed</source>
        <extracomment>%1 a number of bytes</extracomment>
        <translation>grensen på %1 byte ukomprimert</translation>
    </message>
    <message>
        <source>%1: stopped at member &quot;%2&quot;: the file system of %3 has less than %4 bytes free</source>
        <extracomment>%1 the bundle, %2 the member, %3 the directory, %4 a size in bytes</extracomment>
        <translation>%1: stoppet ved medlemmet «%2»: filsystemet for %3 har mindre enn %4 byte ledig</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; (%3 bytes) would take the bundle past %4</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 its size, %4 the limit</extracomment>
        <translation>%1: medlemmet «%2» (%3 byte) ville ført pakken over %4</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; takes the bundle past %3</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the limit</extracomment>
        <translation>%1: medlemmet «%2» fører pakken over %3</translation>
    </message>
    <message>
        <source>%1 did not finish within the deadline of %2 s</source>
        <translation>%1 ble ikke ferdig innen fristen på %2 s</translation>
    </message>
    <message>
        <source>Retry on a faster link (the download resumes where it stopped), or allow more time with --timeout SECONDS</source>
        <translation>Prøv igjen på en raskere forbindelse (nedlastingen fortsetter der den stoppet), eller gi mer tid med --timeout SECONDS</translation>
    </message>
    <message>
        <source>%1 sent only %2 bytes in %3 s, slower than the %4 bytes/s a download must keep up</source>
        <translation>%1 sendte bare %2 byte på %3 s, tregere enn de %4 byte/s en nedlasting må holde</translation>
    </message>
    <message>
        <source>Check the network path to the mirror, then retry; the download resumes where it stopped</source>
        <translation>Sjekk nettverksveien til speilet, og prøv igjen; nedlastingen fortsetter der den stoppet</translation>
    </message>
    <message>
        <source>%1 redirected from HTTPS to plain HTTP (%2)</source>
        <translation>%1 omdirigerte fra HTTPS til ukryptert HTTP (%2)</translation>
    </message>
    <message>
        <source>Serve the bundle over HTTPS, or accept plain HTTP with --allow-insecure-mirror (the sha256 still protects the bundle)</source>
        <translation>Lever pakken over HTTPS, eller godta ukryptert HTTP med --allow-insecure-mirror (sha256 beskytter fortsatt pakken)</translation>
    </message>
    <message>
        <source>%1 is a plain-HTTP URL; mirrors are fetched over HTTPS only</source>
        <translation>%1 er en ukryptert HTTP-URL; speil hentes bare over HTTPS</translation>
    </message>
    <message>
        <source>Serve the mirror over HTTPS, or pass --allow-insecure-mirror to accept plain HTTP (the sha256 still protects the bundle, but anyone on the path sees what is fetched)</source>
        <translation>Lever speilet over HTTPS, eller oppgi --allow-insecure-mirror for å godta ukryptert HTTP (sha256 beskytter fortsatt pakken, men alle på veien ser hva som hentes)</translation>
    </message>
    <message>
        <source>the response headers of %1</source>
        <extracomment>%1 is a URL</extracomment>
        <translation>svarhodene fra %1</translation>
    </message>
    <message>
        <source>cannot fetch %1</source>
        <translation>kan ikke hente %1</translation>
    </message>
    <message>
        <source>the sideload index at %1</source>
        <extracomment>%1 is the index URL</extracomment>
        <translation>sideload-indeksen på %1</translation>
    </message>
    <message>
        <source>the sideload index at %1 lists %2 at the plain-HTTP URL %3; bundles are fetched over HTTPS only</source>
        <translation>sideload-indeksen på %1 oppgir %2 på den ukrypterte HTTP-URL-en %3; pakker hentes bare over HTTPS</translation>
    </message>
    <message>
        <source>Publish the bundle over HTTPS, or pass --allow-insecure-mirror to accept plain HTTP (the sha256 still protects the bundle)</source>
        <translation>Publiser pakken over HTTPS, eller oppgi --allow-insecure-mirror for å godta ukryptert HTTP (sha256 beskytter fortsatt pakken)</translation>
    </message>
    <message>
        <source>%1 needs %2 bytes, but the file system of %3 has %4 free</source>
        <translation>%1 trenger %2 byte, men filsystemet for %3 har %4 ledig</translation>
    </message>
    <message>
        <source>Free some space, or prune the cache (accelctl sideload prune)</source>
        <translation>Frigjør plass, eller rydd i hurtiglageret (accelctl sideload prune)</translation>
    </message>
    <message>
        <source>%1 from %2 (the index declares no size)</source>
        <extracomment>%1 is the bundle, %2 its URL</extracomment>
        <translation>%1 fra %2 (indeksen oppgir ingen størrelse)</translation>
    </message>
    <message>
        <source>Nothing was kept. Declare the bundle&apos;s &quot;size&quot; in the index; %1</source>
        <translation>Ingenting ble beholdt. Oppgi pakkens &quot;size&quot; i indeksen; %1</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mer enn %1</translation>
    </message>
    <message>
        <source>%1: &quot;mountPath&quot; &quot;%2&quot; %3</source>
        <extracomment>%1 where the bundle is declared, %2 the path, %3 why it is refused</extracomment>
        <translation>%1: &quot;mountPath&quot; «%2» %3</translation>
    </message>
    <message>
        <source>Give an absolute, normalised path of its own for the bundle, such as /opt/norsk; not /, and nothing under /dev, /proc or /sys</source>
        <translation>Oppgi en egen absolutt, normalisert sti for pakken, for eksempel /opt/norsk; ikke /, og ingenting under /dev, /proc eller /sys</translation>
    </message>
    <message>
        <source>must be an absolute path</source>
        <translation>må være en absolutt sti</translation>
    </message>
    <message>
        <source>holds a control character</source>
        <translation>inneholder et kontrolltegn</translation>
    </message>
    <message>
        <source>is not normalised (it should read &quot;%1&quot;)</source>
        <translation>er ikke normalisert (den skal være «%1»)</translation>
    </message>
    <message>
        <source>would cover the container&apos;s whole file system</source>
        <translation>ville dekket hele filsystemet i containeren</translation>
    </message>
    <message>
        <source>is under %1, which the kernel and the runtime own</source>
        <translation>ligger under %1, som kjernen og kjøretidsmiljøet eier</translation>
    </message>
    <message>
        <source>bundle %1 (%2) and bundle %3 (%4) are both mounted at %5 and %6 in the media service</source>
        <extracomment>%1 and %3 bundles, %2 and %4 where they are declared, %5 and %6 their paths</extracomment>
        <translation>pakken %1 (%2) og pakken %3 (%4) er begge montert, på %5 og %6, i medietjenesten</translation>
    </message>
    <message>
        <source>Give every bundle a mountPath of its own, neither the same as another&apos;s nor inside it</source>
        <translation>Gi hver pakke sin egen mountPath, verken den samme som en annens eller inne i den</translation>
    </message>
    <message>
        <source>the server closed the connection before the response ended</source>
        <translation>serveren lukket tilkoblingen før svaret var ferdig</translation>
    </message>
    <message>
        <source>the answer is not HTTP/1.x</source>
        <translation>svaret er ikke HTTP/1.x</translation>
    </message>
    <message>
        <source>a response header has no name</source>
        <translation>et svarhode har ikke noe navn</translation>
    </message>
    <message>
        <source>the Content-Length is not a number</source>
        <translation>Content-Length er ikke et tall</translation>
    </message>
    <message>
        <source>a chunk-size line is too long</source>
        <translation>en chunk-size-linje er for lang</translation>
    </message>
    <message>
        <source>a chunk size is not a hexadecimal number</source>
        <translation>en chunk-størrelse er ikke et heksadesimalt tall</translation>
    </message>
    <message>
        <source>a chunk does not end where its size says</source>
        <translation>en chunk slutter ikke der størrelsen tilsier</translation>
    </message>
    <message>
        <source>only https (and, when allowed, http) URLs are fetched</source>
        <translation>bare https-URL-er (og, når det er tillatt, http-URL-er) hentes</translation>
    </message>
    <message>
        <source>the sideload index at %1: bundles[%2] (%3): &quot;%4&quot; must be a whole number of bytes, 0 or more</source>
        <translation>sideload-indeksen på %1: bundles[%2] (%3): &quot;%4&quot; må være et helt antall byte, 0 eller mer</translation>
    </message>
    <message>
        <source>Fix the index at %1</source>
        <translation>Rett opp indeksen på %1</translation>
    </message>
    <message>
        <source>Fetch the bundle again; the archive is damaged.</source>
        <translation>Hent pakken på nytt; arkivet er skadet.</translation>
    </message>
    <message>
        <source>Raise the extraction limit named in the message, or use a smaller bundle.</source>
        <translation>Øk utpakkingsgrensen som meldingen nevner, eller bruk en mindre pakke.</translation>
    </message>
    <message>
        <source>Rebuild the bundle without absolute paths, .. or links leaving it.</source>
        <translation>Bygg pakken på nytt uten absolutte stier, .. eller lenker som peker ut av den.</translation>
    </message>
    <message>
        <source>Check that the sideload cache directory is writable and has free space.</source>
        <translation>Sjekk at sideload-hurtiglageret er skrivbart og har ledig plass.</translation>
    </message>
    <message>
        <source>Run the command again to finish.</source>
        <translation>Kjør kommandoen på nytt for å fullføre.</translation>
    </message>
    <message>
        <source>Give --ca-file a readable PEM file with the mirror's CA certificates.</source>
        <translation>Gi --ca-file en lesbar PEM-fil med speilets CA-sertifikater.</translation>
    </message>
    <message>
        <source>Fetch the bundle again; if it persists, the index or the mirror is wrong.</source>
        <translation>Hent pakken på nytt; skjer det igjen, er indeksen eller speilet feil.</translation>
    </message>
    <message>
        <source>Check the URL and that the mirror serves it.</source>
        <translation>Sjekk adressen og at speilet leverer den.</translation>
    </message>
    <message>
        <source>Fix the sideload index, or point to a working one.</source>
        <translation>Rett sideload-indeksen, eller pek på en som virker.</translation>
    </message>
    <message>
        <source>Use an https:// URL for the mirror.</source>
        <translation>Bruk en https://-adresse for speilet.</translation>
    </message>
    <message>
        <source>Wait for the other fetch to finish, then try again.</source>
        <translation>Vent til den andre hentingen er ferdig, og prøv igjen.</translation>
    </message>
    <message>
        <source>Fix the bundle manifest at the field named in the message.</source>
        <translation>Rett pakkemanifestet ved feltet som meldingen nevner.</translation>
    </message>
    <message>
        <source>Check the network connection and the mirror's address.</source>
        <translation>Sjekk nettverksforbindelsen og speilets adresse.</translation>
    </message>
    <message>
        <source>Use a bundle name and version the index lists (accelctl sideload list).</source>
        <translation>Bruk et pakkenavn og en versjon som indeksen lister opp (accelctl sideload list).</translation>
    </message>
    <message>
        <source>Point to the mirror's final address instead of one that redirects.</source>
        <translation>Pek på speilets endelige adresse i stedet for en som videresender.</translation>
    </message>
    <message>
        <source>Check the network, or try again later.</source>
        <translation>Sjekk nettverket, eller prøv igjen senere.</translation>
    </message>
    <message>
        <source>Pass the mirror's CA with --ca-file, or check its certificate.</source>
        <translation>Oppgi speilets CA med --ca-file, eller sjekk sertifikatet.</translation>
    </message>
    <message>
        <source>the xz stream is truncated</source>
        <translation>xz-strømmen er avkortet</translation>
    </message>
    <message>
        <source>not an xz stream</source>
        <translation>ikke en xz-strøm</translation>
    </message>
    <message>
        <source>the xz stream is damaged (liblzma error %1)</source>
        <translation>xz-strømmen er skadet (liblzma-feil %1)</translation>
    </message>
    <message>
        <source>%1: stopped at member &quot;%2&quot;: the file system of %3 has fewer than %4 free inodes</source>
        <extracomment>%1 the bundle, %2 the member, %3 the directory, %4 a count</extracomment>
        <translation>%1: stoppet ved medlemmet «%2»: filsystemet til %3 har færre enn %4 ledige inoder</translation>
    </message>
    <message>
        <source>%1 that needs %2 of memory to decompress</source>
        <extracomment>%1 &quot;an xz stream&quot; or &quot;a zstd frame&quot;, %2 a size (&quot;3 GiB&quot;)</extracomment>
        <translation>%1 som trenger %2 minne for å pakkes ut</translation>
    </message>
    <message>
        <source>it is an xz stream</source>
        <translation>den er en xz-strøm</translation>
    </message>
    <message>
        <source>it is a zstd stream with a frame that needs more than the 128 MiB of memory libzstd decompresses with</source>
        <translation>den er en zstd-strøm med en ramme som trenger mer enn de 128 MiB minne libzstd pakker ut med</translation>
    </message>
    <message>
        <source>%1: out of memory while decompressing: %2</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 libarchive&apos;s reason</extracomment>
        <translation>%1: tom for minne under utpakking: %2</translation>
    </message>
    <message>
        <source>%1: member &quot;%2&quot; is past the limit of %3 members (the %4 limit)</source>
        <extracomment>%1 is the bundle&apos;s file path, %2 the member, %3 the limit, %4 its name</extracomment>
        <translation>%1: medlemmet «%2» er over grensen på %3 medlemmer (grensen %4)</translation>
    </message>
    <message>
        <source>it is a zstd stream with a frame</source>
        <translation>den er en zstd-strøm med en ramme</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <extracomment>%1 is the bundle&apos;s file path</extracomment>
        <translation>Kan ikke lese %1</translation>
    </message>
    <message>
        <source>%1 redirected to %2, which is not an https URL; only https (and, with --allow-insecure-mirror, http) is fetched</source>
        <translation>%1 videresendte til %2, som ikke er en https-URL; bare https (og, med --allow-insecure-mirror, http) hentes</translation>
    </message>
    <message>
        <source>Fix the mirror&apos;s redirect to point at an https URL</source>
        <translation>Rett speilets videresending så den peker på en https-URL</translation>
    </message>
    <message>
        <source>%1: the scheme &quot;%2&quot; is not fetched; bundles and indexes come over https only</source>
        <extracomment>%1 a URL, %2 its scheme</extracomment>
        <translation>%1: skjemaet «%2» hentes ikke; pakker og indekser kommer bare over https</translation>
    </message>
    <message>
        <source>Publish the index and its bundles at https URLs (plain http only with --allow-insecure-mirror; file:, ftp: and other schemes never)</source>
        <translation>Publiser indeksen og pakkene på https-URL-er (vanlig http bare med --allow-insecure-mirror; file:, ftp: og andre skjemaer aldri)</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::ApplyFlow</name>
    <message>
        <source>Apply to the cluster</source>
        <translation>Ta i bruk i klyngen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Ta i bruk</translation>
    </message>
    <message>
        <source>Force conflicts…</source>
        <extracomment>Button of the apply confirmation: take over the fields other managers own</extracomment>
        <translation>Tving gjennom konflikter …</translation>
    </message>
    <message>
        <source>Run the dry run again with force, taking over the fields in conflict; you are asked again before anything is applied</source>
        <translation>Kjør tørrkjøringen på nytt med tvang og overta feltene som er i konflikt; du blir spurt på nytt før noe blir tatt i bruk</translation>
    </message>
    <message>
        <source>Apply cancelled: the cluster changed</source>
        <translation>Ta i bruk ble avbrutt: klyngen ble endret</translation>
    </message>
    <message>
        <source>Server dry run in %1…</source>
        <extracomment>%1 a kubeconfig context</extracomment>
        <translation>Tørrkjøring på serveren i %1 …</translation>
    </message>
    <message>
        <source>Applying to %1…</source>
        <translation>Tar i bruk i %1 …</translation>
    </message>
    <message>
        <source>Applied %1 object(s) to %2</source>
        <extracomment>%1 how many objects, %2 a kubeconfig context</extracomment>
        <translation>Tok i bruk %1 objekt(er) i %2</translation>
    </message>
    <message>
        <source>Apply to context &quot;%1&quot; (namespace &quot;%2&quot;), forcing the conflicts? The server dry run says:

%3</source>
        <extracomment>%1 a kubeconfig context, %2 a namespace, %3 one line per object</extracomment>
        <translation>Ta i bruk i konteksten «%1» (navnerommet «%2») og tvinge gjennom konfliktene? Tørrkjøringen på serveren sier:

%3</translation>
    </message>
    <message>
        <source>Apply to context &quot;%1&quot; (namespace &quot;%2&quot;)? The server dry run says:

%3</source>
        <translation>Ta i bruk i konteksten «%1» (navnerommet «%2»)? Tørrkjøringen på serveren sier:

%3</translation>
    </message>
    <message>
        <source>Nothing is applied to context &quot;%1&quot; (namespace &quot;%2&quot;) unless you force it: other field managers own fields this apply sets:

%3</source>
        <extracomment>%1 a kubeconfig context, %2 a namespace, %3 one line per object</extracomment>
        <translation>Ingenting blir tatt i bruk i konteksten «%1» (navnerommet «%2») med mindre du tvinger det gjennom: andre feltforvaltere (field managers) eier felt som denne ibruktakingen setter:

%3</translation>
    </message>
    <message>
        <source>Nothing will be applied to context &quot;%1&quot; (namespace &quot;%2&quot;): the server dry run rejects or conflicts:

%3</source>
        <extracomment>%1 a kubeconfig context, %2 a namespace, %3 one line per object</extracomment>
        <translation>Ingenting blir tatt i bruk i konteksten «%1» (navnerommet «%2»): tørrkjøringen på serveren gir avvisninger eller konflikter:

%3</translation>
    </message>
    <message>
        <source>Dry run done; waiting for your confirmation</source>
        <translation>Tørrkjøringen er ferdig; venter på bekreftelsen din</translation>
    </message>
    <message>
        <source>Not applied: the dry run rejects or conflicts</source>
        <translation>Ikke tatt i bruk: tørrkjøringen gir avvisninger eller konflikter</translation>
    </message>
    <message>
        <source>Not applied</source>
        <translation>Ikke tatt i bruk</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Avbrutt</translation>
    </message>
    <message>
        <source>Cancelled: objects already sent may be applied</source>
        <translation>Avbrutt: objekter som allerede er sendt, kan bli tatt i bruk</translation>
    </message>
    <message>
        <source>the cluster changed; read again</source>
        <translation>klyngen ble endret; les på nytt</translation>
    </message>
    <message>
        <source>%1 object(s) not applied: %2</source>
        <extracomment>%1 how many, %2 one line per object with the server&apos;s message</extracomment>
        <translation>%1 objekt(er) ikke tatt i bruk: %2</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::CapabilityModel</name>
    <message>
        <source>%1 is published by this cluster&apos;s agent but is not in the set this console knows; a device without it fails the selector at run time</source>
        <extracomment>%1 is a capability attribute name</extracomment>
        <translation>%1 publiseres av agenten i denne klyngen, men er ikke i settet denne konsollen kjenner; en enhet uten den feiler velgeren ved kjøretid</translation>
    </message>
    <message>
        <source>%1 is neither published by this cluster nor in the known set</source>
        <translation>%1 publiseres verken av denne klyngen eller finnes i det kjente settet</translation>
    </message>
    <message>
        <source>%1 is in the known set but no GPU of this cluster publishes it</source>
        <translation>%1 er i det kjente settet, men ingen GPU i denne klyngen publiserer den</translation>
    </message>
    <message>
        <source>%1: %2 of %3 GPUs with a media.liken.sh device state it</source>
        <extracomment>%1 a capability, %2 and %3 counts of GPUs</extracomment>
        <translation>%1: %2 av %3 GPU-er med en media.liken.sh-enhet oppgir den</translation>
    </message>
    <message>
        <source>Capability</source>
        <extracomment>Column of the Claims panel&apos;s checklist: a media.liken.sh capability attribute</extracomment>
        <translation>Funksjon</translation>
    </message>
    <message>
        <source>GPUs</source>
        <extracomment>Column of the Claims panel&apos;s checklist: how many GPUs state the capability</extracomment>
        <translation>GPU-er</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::ClaimsPanel</name>
    <message>
        <source>Save the claim</source>
        <translation>Lagre claimet</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML-filer (*.yaml *.yml);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Claim a GPU by what it decodes</source>
        <extracomment>Title of the Claims panel (spec &quot;Claim a GPU by what it decodes&quot;)</extracomment>
        <translation>Gjør krav på en GPU ut fra hva den dekoder</translation>
    </message>
    <message>
        <source>No cluster loaded yet</source>
        <translation>Ingen klynge lastet inn ennå</translation>
    </message>
    <message>
        <source>Capabilities the workload needs</source>
        <extracomment>Title of the Claims panel&apos;s capability checklist</extracomment>
        <translation>Funksjoner arbeidslasten trenger</translation>
    </message>
    <message>
        <source>Tick what the workload needs; the GPUs column counts the GPUs that state it</source>
        <translation>Kryss av for det arbeidslasten trenger; kolonnen GPU-er teller GPU-ene som oppgir det</translation>
    </message>
    <message>
        <source>The ResourceClaimTemplate&apos;s name and, in the class form, the capability DeviceClass&apos;s (a Kubernetes DNS subdomain)</source>
        <translation>Navnet på ResourceClaimTemplate og, i klasseformen, navnet på funksjonens DeviceClass (et DNS-underdomene i Kubernetes)</translation>
    </message>
    <message>
        <source>Claim &amp;name:</source>
        <extracomment>Label of the claim name field</extracomment>
        <translation>Claim-&amp;navn:</translation>
    </message>
    <message>
        <source>empty: render %1</source>
        <extracomment>Placeholder of the render class field; %1 is the class rendered when it is empty</extracomment>
        <translation>tom: genererer %1</translation>
    </message>
    <message>
        <source>The class of the render node request. Empty: the panel renders %1. Or name an existing class that selects liken render nodes, such as display-render, to reuse it</source>
        <translation>Klassen til render-node-forespørselen. Tom: panelet genererer %1. Eller oppgi en eksisterende klasse som velger liken-render-noder, for eksempel display-render, for å gjenbruke den</translation>
    </message>
    <message>
        <source>&amp;Render class:</source>
        <extracomment>Label of the render node class field</extracomment>
        <translation>&amp;Render-klasse:</translation>
    </message>
    <message>
        <source>&amp;Selector form (%1)</source>
        <extracomment>%1 is the generic class name (media-gpu); spec step 4</extracomment>
        <translation>&amp;Velgerform (%1)</translation>
    </message>
    <message>
        <source>Put the capabilities in a request selector on the class %1, which selects every media.liken.sh device, instead of writing a class for this set</source>
        <translation>Legg funksjonene i en forespørselsvelger på klassen %1, som velger alle media.liken.sh-enheter, i stedet for å skrive en klasse for dette settet</translation>
    </message>
    <message>
        <source>Classes and claim template</source>
        <extracomment>Title of the rendered DeviceClasses and ResourceClaimTemplate</extracomment>
        <translation>Klasser og claim-mal</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Copy the YAML to the clipboard (Ctrl+Shift+C)</source>
        <translation>Kopier YAML-en til utklippstavlen (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Lagre …</translation>
    </message>
    <message>
        <source>Save the YAML to a file (Ctrl+S)</source>
        <translation>Lagre YAML-en i en fil (Ctrl+S)</translation>
    </message>
    <message>
        <source>Apply…</source>
        <extracomment>Applies the classes and the template to the cluster (server dry run first)</extracomment>
        <translation>Ta i bruk …</translation>
    </message>
    <message>
        <source>Tick the capabilities the workload needs.</source>
        <translation>Kryss av for funksjonene arbeidslasten trenger.</translation>
    </message>
    <message>
        <source>GPUs that qualify</source>
        <extracomment>Title of the allocation preview</extracomment>
        <translation>GPU-er som kvalifiserer</translation>
    </message>
    <message>
        <source>The scheduler decides; this preview applies the same rules to the inventory shown.</source>
        <extracomment>Shown above the allocation preview: it is advisory (issue 7, section 3)</extracomment>
        <translation>Planleggeren bestemmer; denne forhåndsvisningen bruker de samme reglene på inventaret som vises.</translation>
    </message>
    <message>
        <source>Demo cluster</source>
        <extracomment>The label of the embedded demo fleet in the Claims panel</extracomment>
        <translation>Demoklynge</translation>
    </message>
    <message>
        <source>Loading the demo cluster…</source>
        <translation>Laster inn demoklyngen …</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <extracomment>%1 names the cluster (a context, a file, &quot;Demo cluster&quot;)</extracomment>
        <translation>Leser %1 …</translation>
    </message>
    <message>
        <source>Cannot load %1</source>
        <extracomment>%1 names the cluster, %2 why it could not be read</extracomment>
        <translation>Kan ikke laste inn %1</translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation>Kan ikke laste inn %1: %2</translation>
    </message>
    <message>
        <source>%1 · %2 nodes · %3 GPUs</source>
        <extracomment>%1 names the cluster, %2 and %3 counts</extracomment>
        <translation>%1 · %2 noder · %3 GPU-er</translation>
    </message>
    <message>
        <source>No capability is ticked.</source>
        <translation>Ingen funksjon er krysset av.</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s)</source>
        <extracomment>%n DeviceClass and template objects rendered</extracomment>
        <translation>
            <numerusform>%n objekt</numerusform>
            <numerusform>%n objekter</numerusform>
        </translation>
    </message>
    <message>
        <source>Matching…</source>
        <translation>Sammenligner …</translation>
    </message>
    <message>
        <source>The match returned no claim.</source>
        <translation>Sammenligningen returnerte ikke noe claim.</translation>
    </message>
    <message>
        <source>The preview cannot match this claim: %1</source>
        <extracomment>%1 why the preview could not match (an unknown class …)</extracomment>
        <translation>Forhåndsvisningen kan ikke finne treff for dette claimet: %1</translation>
    </message>
    <message>
        <source>%1 of %2 nodes qualify</source>
        <extracomment>%1 nodes that qualify of %2 nodes in the cluster</extracomment>
        <translation>%1 av %2 noder kvalifiserer</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) with a failed capability query (capabilities unknown)</source>
        <extracomment>Appended to the node counts: GPUs whose capability query failed</extracomment>
        <translation>
            <numerusform>%n GPU med mislykket funksjonsspørring (ukjente funksjoner)</numerusform>
            <numerusform>%n GPU-er med mislykket funksjonsspørring (ukjente funksjoner)</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied to the clipboard</source>
        <translation>Kopiert til utklippstavlen</translation>
    </message>
    <message>
        <source>Not saved: the claim changed while the dialog was open</source>
        <translation>Ikke lagret: claimet ble endret mens dialogen var åpen</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 a file path, %2 why it cannot be written</extracomment>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Lagret i %1</translation>
    </message>
    <message>
        <source>Apply needs a live cluster: choose a kubeconfig context in the Hardware tab (or Save or Copy and use kubectl apply)</source>
        <translation>Ta i bruk krever en aktiv klynge: velg en kubeconfig-kontekst i fanen Maskinvare (eller bruk Lagre eller Kopier og kjør kubectl apply)</translation>
    </message>
    <message>
        <source>Server dry run, then apply to context &quot;%1&quot; (namespace &quot;%2&quot;)</source>
        <extracomment>%1 a kubeconfig context, %2 a namespace</extracomment>
        <translation>Tørrkjøring på serveren, deretter ta i bruk i konteksten «%1» (navnerommet «%2»)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Stop the dry run or apply under way</source>
        <translation>Stopp tørrkjøringen eller ibruktakingen som pågår</translation>
    </message>
    <message>
        <source>A selector does not compile: %1: %2</source>
        <extracomment>%1 an error code (CEL_COMPILE), %2 the error with its line:column (&quot;1:5: …&quot;)</extracomment>
        <translation>En velger kan ikke kompileres: %1: %2</translation>
    </message>
    <message>
        <source>S&amp;ingle claim</source>
        <extracomment>Tab of the Claims panel: one claim rendered from the capabilities ticked</extracomment>
        <translation>&amp;Ett claim</translation>
    </message>
    <message>
        <source>&amp;Pod claims</source>
        <extracomment>Tab of the Claims panel: several claims of one pod allocated together</extracomment>
        <translation>&amp;Pod-claims</translation>
    </message>
    <message>
        <source>Render a claim by media capability and see which nodes could allocate it</source>
        <translation>Lag et claim ut fra mediefunksjoner og se hvilke noder som kan allokere det</translation>
    </message>
    <message>
        <source>Allocate several claims of one pod together on every node, as kube-scheduler would</source>
        <translation>Alloker flere claims for én pod samlet på hver node, slik kube-scheduler ville gjort</translation>
    </message>
    <message>
        <source>Claim a GPU by the media capabilities liken publishes, or by what a GPU driver of the cluster publishes</source>
        <translation>Gjør krav på en GPU etter mediefunksjonene liken publiserer, eller etter det en GPU-driver i klyngen publiserer</translation>
    </message>
    <message>
        <source>&amp;Claim by:</source>
        <extracomment>Label of the claim kind picker: media capabilities or a GPU driver</extracomment>
        <translation>&amp;Krav etter:</translation>
    </message>
    <message>
        <source>Media capabilities (liken)</source>
        <extracomment>The claim kind: by what liken's media.liken.sh devices state</extracomment>
        <translation>Mediefunksjoner (liken)</translation>
    </message>
    <message>
        <source>Claim a GPU by what its driver publishes</source>
        <translation>Gjør krav på en GPU etter det driveren publiserer</translation>
    </message>
    <message>
        <source>Exactly this product (its driver's product name)</source>
        <translation>Nøyaktig dette produktet (driverens produktnavn)</translation>
    </message>
    <message>
        <source>At least this much memory</source>
        <translation>Minst så mye minne</translation>
    </message>
    <message>
        <source>Exactly this architecture</source>
        <translation>Nøyaktig denne arkitekturen</translation>
    </message>
    <message>
        <source>At least this CUDA compute capability</source>
        <translation>Minst dette CUDA-beregningsnivået</translation>
    </message>
    <message>
        <source>A whole GPU, or a partition (MIG device) of a profile</source>
        <translation>En hel GPU, eller en partisjon (MIG-enhet) med en profil</translation>
    </message>
    <message>
        <source>Two &amp;partitions of one GPU (matchAttribute)</source>
        <extracomment>Check box of the GPU claim form: two MIG devices of one physical GPU</extracomment>
        <translation>To &amp;partisjoner av én GPU (matchAttribute)</translation>
    </message>
    <message>
        <source>Two requests whose partitions must sit on one physical GPU, constrained as the driver's quickstart does</source>
        <translation>To forespørsler der partisjonene må ligge på én fysisk GPU, begrenset slik driverens hurtigstart gjør</translation>
    </message>
    <message>
        <source>Pro&amp;duct:</source>
        <extracomment>GPU claim form fields</extracomment>
        <translation>Pro&amp;dukt:</translation>
    </message>
    <message>
        <source>&amp;Memory at least:</source>
        <translation>&amp;Minne minst:</translation>
    </message>
    <message>
        <source>&amp;Architecture:</source>
        <translation>&amp;Arkitektur:</translation>
    </message>
    <message>
        <source>Com&amp;pute capability at least:</source>
        <translation>Beregnings&amp;nivå minst:</translation>
    </message>
    <message>
        <source>MI&amp;G:</source>
        <translation>MI&amp;G:</translation>
    </message>
    <message>
        <source>%1 GPU (%2)</source>
        <extracomment>A claim kind: %1 a vendor (NVIDIA), %2 its DRA driver (gpu.nvidia.com)</extracomment>
        <translation>%1-GPU (%2)</translation>
    </message>
    <message>
        <source>Any</source>
        <extracomment>GPU claim pickers: no criterion</extracomment>
        <translation>Hvilken som helst</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A memory size in a picker: %1 in binary units, %2 as the driver publishes it</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Whole GPU</source>
        <extracomment>GPU claim: a whole GPU rather than a partition</extracomment>
        <translation>Hel GPU</translation>
    </message>
    <message>
        <source>Any partition</source>
        <extracomment>GPU claim: a partition (MIG device) of any profile</extracomment>
        <translation>Hvilken som helst partisjon</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::ClusterClaimsView</name>
    <message>
        <source>Filter pools, claims and pods (node, namespace, device…)</source>
        <extracomment>Placeholder of the filter over pools, claims and pods</extracomment>
        <translation>Filtrer pools, claims og pods (node, navnerom, enhet …)</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <source>In use / tainted / free</source>
        <translation>I bruk / taint / ledig</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Igjen</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <source>Reserved for</source>
        <translation>Reservert for</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Enheter</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>&amp;Explain</source>
        <extracomment>Button: explain why the selected pod waits, node by node</extracomment>
        <translation>&amp;Forklar</translation>
    </message>
    <message>
        <source>Why the selected pod waits: its claims on every node (Ctrl+E)</source>
        <translation>Hvorfor den valgte podden venter: claimene på hver node (Ctrl+E)</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>First reason</source>
        <translation>Første årsak</translation>
    </message>
    <message>
        <source>Pods with claims</source>
        <translation>Pods med claims</translation>
    </message>
    <message>
        <source>Reading claims…</source>
        <extracomment>While the claims of a newly loaded cluster are being joined</extracomment>
        <translation>Leser claims …</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <extracomment>A shared counter left in a pool: %1 set/counter, %2 left, %3 total</extracomment>
        <translation>%1: %2 av %3</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <extracomment>A pool bar&apos;s text: %1 devices in use, %2 tainted, %3 free</extracomment>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>%1 of %2 devices in use by claims, %3 tainted, %4 free</source>
        <translation>%1 av %2 enheter i bruk av claims, %3 med taint, %4 ledige</translation>
    </message>
    <message>
        <source>invalid: %1</source>
        <translation>ugyldig: %1</translation>
    </message>
    <message>
        <source>incomplete (%1 of %2 slices)</source>
        <translation>ufullstendig (%1 av %2 slices)</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>allocated for no pod (leak)</source>
        <extracomment>A claim allocated but reserved for no pod</extracomment>
        <translation>allokert for ingen pod (lekkasje)</translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation>usunn</translation>
    </message>
    <message>
        <source>%1 claims: %2 pending, %3 reserved, %4 leaked, %5 unhealthy devices</source>
        <extracomment>%1 claims, %2 pending, %3 reserved, %4 leaks, %5 unhealthy devices</extracomment>
        <translation>%1 claims: %2 ventende, %3 reservert, %4 lekket, %5 usunne enheter</translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s) hold devices for no pod: delete them to free the devices.</source>
        <translation>
            <numerusform>%n claim holder enheter for ingen pod: slett den for å frigjøre enhetene.</numerusform>
            <numerusform>%n claims holder enheter for ingen pod: slett dem for å frigjøre enhetene.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocated device(s) report a condition that is not healthy.</source>
        <translation>
            <numerusform>%n allokert enhet melder en betingelse som ikke er sunn.</numerusform>
            <numerusform>%n allokerte enheter melder en betingelse som ikke er sunn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Explaining %1/%2…</source>
        <extracomment>While the pod&apos;s claims are tried on every node</extracomment>
        <translation>Forklarer %1/%2 …</translation>
    </message>
    <message>
        <source>✓ fits</source>
        <extracomment>Whether a pod&apos;s claims fit on a node</extracomment>
        <translation>✓ passer</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ nei</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Vis alle</translation>
    </message>
    <message>
        <source>Showing only the leaked claims: allocated, reserved for no pod.</source>
        <translation>Viser bare de lekkede claims: tildelt, men reservert for ingen pod.</translation>
    </message>
    <message>
        <source>Showing only the pending pods; the first is explained below.</source>
        <translation>Viser bare de ventende podene; den første forklares nedenfor.</translation>
    </message>
    <message>
        <source>Showing only the incomplete or invalid pools.</source>
        <translation>Viser bare de ufullstendige eller ugyldige poolene.</translation>
    </message>
    <message>
        <source>Pods (%1)</source>
        <translation>Pods (%1)</translation>
    </message>
    <message>
        <source>Claims (%1)</source>
        <translation>Claims (%1)</translation>
    </message>
    <message>
        <source>Pools (%1)</source>
        <translation>Pooler (%1)</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::ClusterPanel</name>
    <message>
        <source>Cluster</source>
        <translation>Klynge</translation>
    </message>
    <message>
        <source>A kubeconfig context, the demo cluster, or a snapshot file</source>
        <translation>En kubeconfig-kontekst, demoklyngen eller en øyeblikksbildefil</translation>
    </message>
    <message>
        <source>&amp;Context:</source>
        <translation>&amp;Kontekst:</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Last inn på nytt</translation>
    </message>
    <message>
        <source>Filter by node, PCI bus ID, product, render node, VA driver or capability (Ctrl+F)</source>
        <translation>Filtrer etter node, PCI-buss-ID, produkt, render-node, VA-driver eller funksjon (Ctrl+F)</translation>
    </message>
    <message>
        <source>Field</source>
        <extracomment>Header of the details pane: an attribute or field, and its value</extracomment>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Verdi</translation>
    </message>
    <message>
        <source>Cluster warnings</source>
        <translation>Klyngeadvarsler</translation>
    </message>
    <message>
        <source>The kubeconfig cannot be read: %1</source>
        <extracomment>%1 says why the kubeconfig could not be read</extracomment>
        <translation>Kan ikke lese kubeconfig: %1</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <extracomment>A kubeconfig context that is the kubeconfig&apos;s current-context</extracomment>
        <translation>%1 (gjeldende)</translation>
    </message>
    <message>
        <source>Demo cluster</source>
        <extracomment>Context picker entry: sample data shipped with the console</extracomment>
        <translation>Demoklynge</translation>
    </message>
    <message>
        <source>Open snapshot file…</source>
        <translation>Åpne øyeblikksbildefil …</translation>
    </message>
    <message>
        <source>Snapshot: %1</source>
        <extracomment>Context picker entry for a snapshot file; %1 is its file name</extracomment>
        <translation>Øyeblikksbilde: %1</translation>
    </message>
    <message>
        <source>Open a cluster snapshot</source>
        <translation>Åpne et klyngeøyeblikksbilde</translation>
    </message>
    <message>
        <source>Cluster snapshots (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Klyngeøyeblikksbilder (*.json *.yaml *.yml);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Loading the demo cluster…</source>
        <translation>Laster inn demoklyngen …</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Leser %1 …</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) of other kinds were skipped.</source>
        <extracomment>%n objects of kinds the console does not read (Services …) in a snapshot file</extracomment>
        <translation>
            <numerusform>%n objekt av andre typer ble hoppet over.</numerusform>
            <numerusform>%n objekter av andre typer ble hoppet over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %1… the first %n node(s) are shown.</source>
        <extracomment>%1 is a snapshot file&apos;s name; shown while the rest of a large file is read</extracomment>
        <translation>
            <numerusform>Leser %1 … %n node vises foreløpig.</numerusform>
            <numerusform>Leser %1 … %n noder vises foreløpig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1… every node is shown; the claims, pods and classes for the other tabs follow.</source>
        <extracomment>%1 is a snapshot file&apos;s name; the inventory is shown, the other tabs are not ready</extracomment>
        <translation>Leser %1 … alle nodene vises; kravene, podene og klassene for de andre fanene kommer etterpå.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <extracomment>%1 is a kubeconfig context</extracomment>
        <translation>Kobler til %1 …</translation>
    </message>
    <message>
        <source>Forbidden on %1: %2</source>
        <extracomment>%1 is a kubeconfig context, %2 what was refused</extracomment>
        <translation>Ikke tillatt i %1: %2</translation>
    </message>
    <message>
        <source>Cannot read the cluster of %1: %2
%3</source>
        <extracomment>%1 is a kubeconfig context, %2 what went wrong, %3 what to do about it</extracomment>
        <translation>Kan ikke lese klyngen til %1: %2
%3</translation>
    </message>
    <message>
        <source>Cannot open the snapshot: %1</source>
        <extracomment>%1 is why the snapshot file could not be read</extracomment>
        <translation>Kan ikke åpne øyeblikksbildet: %1</translation>
    </message>
    <message>
        <source>Cannot load the demo cluster: %1</source>
        <translation>Kan ikke laste inn demoklyngen: %1</translation>
    </message>
    <message>
        <source>Demo cluster: the kubeconfig cannot be read (see the warnings), so this is sample data shipped with the console, not a real cluster.</source>
        <translation>Demoklynge: kubeconfig kan ikke leses (se advarslene), så dette er eksempeldata som følger med konsollen, ikke en ekte klynge.</translation>
    </message>
    <message>
        <source>Demo cluster: no kubeconfig was found, so this is sample data shipped with the console, not a real cluster.</source>
        <translation>Demoklynge: fant ingen kubeconfig, så dette er eksempeldata som følger med konsollen, ikke en ekte klynge.</translation>
    </message>
    <message>
        <source>Demo cluster: sample data shipped with the console, not a real cluster.</source>
        <translation>Demoklynge: eksempeldata som følger med konsollen, ikke en ekte klynge.</translation>
    </message>
    <message>
        <source>Snapshot %1 (read from a file, not live)</source>
        <extracomment>%1 is the snapshot&apos;s file name</extracomment>
        <translation>Øyeblikksbilde %1 (lest fra en fil, ikke direkte)</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <extracomment>%1 is a kubeconfig context, %2 the API version read (resource.k8s.io/v1)</extracomment>
        <translation>Koblet til %1</translation>
    </message>
    <message>
        <source>Connected to %1 (reads %2)</source>
        <translation>Koblet til %1 (leser %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <extracomment>Counts under the cluster filter; %n nodes</extracomment>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n noder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU-er</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other device(s)</source>
        <translation>
            <numerusform>%n annen enhet</numerusform>
            <numerusform>%n andre enheter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s)</source>
        <extracomment>Counts while filtering: %1 shown of %n nodes</extracomment>
        <translation>
            <numerusform>%1 av %n node</numerusform>
            <numerusform>%1 av %n noder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPU(s)</source>
        <translation>
            <numerusform>%1 av %n GPU</numerusform>
            <numerusform>%1 av %n GPU-er</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n other device(s)</source>
        <translation>
            <numerusform>%1 av %n annen enhet</numerusform>
            <numerusform>%1 av %n andre enheter</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advarsel</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <source>Node object</source>
        <translation>Node-objekt</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lest</translation>
    </message>
    <message>
        <source>not read (only slices name this node)</source>
        <translation>ikke lest (bare slices angir denne noden)</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ingen etikett)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>A ResourceSlice pool on this node is incomplete: devices may be missing.</source>
        <translation>En ResourceSlice-pool på denne noden er ufullstendig: enheter kan mangle.</translation>
    </message>
    <message>
        <source>PCI bus ID</source>
        <translation>PCI-buss-ID</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produkt</translation>
    </message>
    <message>
        <source>Render node</source>
        <translation>Render-node</translation>
    </message>
    <message>
        <source>VA driver</source>
        <translation>VA-driver</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Funksjoner</translation>
    </message>
    <message>
        <source>Drivers</source>
        <translation>Drivere</translation>
    </message>
    <message>
        <source>The capability query failed (no vaDriver): capabilities unknown, not absent.</source>
        <translation>Funksjonsspørringen mislyktes (ingen vaDriver): funksjonene er ukjente, ikke fraværende.</translation>
    </message>
    <message>
        <source>A pool of this GPU is incomplete: fewer slices than its resourceSliceCount.</source>
        <translation>En pool for denne GPU-en er ufullstendig: færre slices enn resourceSliceCount.</translation>
    </message>
    <message>
        <source>Device</source>
        <extracomment>A device in the details pane: %1 its driver, %2 its name</extracomment>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Driver</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>%1 (incomplete)</source>
        <translation>%1 (ufullstendig)</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Delt</translation>
    </message>
    <message>
        <source>allowMultipleAllocations: true</source>
        <translation>allowMultipleAllocations: true</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attributter</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapasitet</translation>
    </message>
    <message>
        <source>pool incomplete</source>
        <translation>ufullstendig pool</translation>
    </message>
    <message>
        <source>Select a node or GPU to see its devices and attributes.</source>
        <translation>Velg en node eller GPU for å se enhetene og attributtene.</translation>
    </message>
    <message>
        <source>Read the cluster again (Ctrl+Shift+R)</source>
        <translation>Les klyngen på nytt (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Check the context in your kubeconfig and the network, then reload (Ctrl+Shift+R).</source>
        <translation>Sjekk konteksten i kubeconfig og nettverket, og last deretter inn på nytt (Ctrl+Shift+R).</translation>
    </message>
    <message>
        <source>&amp;Inventory</source>
        <extracomment>Tab of the cluster half: nodes and GPUs</extracomment>
        <translation>&amp;Inventar</translation>
    </message>
    <message>
        <source>C&amp;laims in the cluster</source>
        <extracomment>Tab of the cluster half: pools, ResourceClaims and pods with claims</extracomment>
        <translation>C&amp;laims i klyngen</translation>
    </message>
    <message>
        <source>Held by</source>
        <extracomment>Details of a GPU: the ResourceClaims whose allocation holds one of its devices</extracomment>
        <translation>Holdes av</translation>
    </message>
    <message>
        <source>(no claim)</source>
        <translation>(ingen claim)</translation>
    </message>
    <message>
        <source>Taints</source>
        <translation>Taints</translation>
    </message>
    <message>
        <source>Right-click to choose the columns</source>
        <translation>Høyreklikk for å velge kolonnene</translation>
    </message>
    <message>
        <source>The CA file and request timeout kubeconfig contexts are read with</source>
        <translation>CA-filen og tidsavbruddet for forespørsler som kubeconfig-kontekster leses med</translation>
    </message>
    <message>
        <source>Cluster connection</source>
        <extracomment>Title of the dialog with the CA file and request timeout for kubeconfig contexts</extracomment>
        <translation>Klyngetilkobling</translation>
    </message>
    <message>
        <source>How kubeconfig contexts are read. The command line&apos;s --ca-file and --request-timeout set these for one run.</source>
        <translation>Hvordan kubeconfig-kontekster leses. Kommandolinjens --ca-file og --request-timeout setter disse for én kjøring.</translation>
    </message>
    <message>
        <source>None: the kubeconfig&apos;s CA only</source>
        <extracomment>Placeholder of the CA file field: no further CA is trusted</extracomment>
        <translation>Ingen: bare kubeconfig-ens CA</translation>
    </message>
    <message>
        <source>A PEM file of further CA certificates to trust, for an API server with a private CA the kubeconfig does not name</source>
        <translation>En PEM-fil med flere CA-sertifikater å stole på, for en API-tjener med en privat CA som kubeconfig ikke nevner</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bla gjennom …</translation>
    </message>
    <message>
        <source>Choose a CA file</source>
        <translation>Velg en CA-fil</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM-sertifikater (*.pem *.crt *.cer);;Alle filer (*)</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Unit after the request timeout value</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <source>No limit (1 hour)</source>
        <extracomment>Shown in the request timeout field at 0</extracomment>
        <translation>Ingen grense (1 time)</translation>
    </message>
    <message>
        <source>Give up on an API request whose whole answer has not arrived within this time</source>
        <translation>Gi opp en API-forespørsel når hele svaret ikke har kommet innen denne tiden</translation>
    </message>
    <message>
        <source>&amp;CA file:</source>
        <extracomment>Label of the CA file field</extracomment>
        <translation>&amp;CA-fil:</translation>
    </message>
    <message>
        <source>&amp;Request timeout:</source>
        <translation>&amp;Tidsavbrudd for forespørsler:</translation>
    </message>
    <message>
        <source>Connection settings…</source>
        <extracomment>Context picker entry: opens the CA file and request timeout settings</extracomment>
        <translation>Tilkoblingsinnstillinger …</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Noder</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Ledige</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>I bruk</translation>
    </message>
    <message>
        <source>Tainted</source>
        <translation>Med taint</translation>
    </message>
    <message>
        <source>Unhealthy</source>
        <translation>Usunne</translation>
    </message>
    <message>
        <source>MIG free</source>
        <translation>MIG ledige</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more product(s)</source>
        <extracomment>Below the fleet summary when it lists only the first products</extracomment>
        <translation>
            <numerusform>… og %n produkt til</numerusform>
            <numerusform>… og %n produkter til</numerusform>
        </translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partisjon</translation>
    </message>
    <message>
        <source>What</source>
        <extracomment>Details of a device that is not a GPU: what it is (IMEX channel, NIC ...)</extracomment>
        <translation>Hva</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Consumes from %1</source>
        <extracomment>A partition's shared counter consumption: %1 the counter set</extracomment>
        <translation>Forbruker fra %1</translation>
    </message>
    <message>
        <source>Other devices</source>
        <extracomment>Details of a node: devices that are not GPUs (IMEX channels, NICs)</extracomment>
        <translation>Andre enheter</translation>
    </message>
    <message>
        <source>Counter set</source>
        <extracomment>Details of a partitionable GPU: one of its shared counter sets</extracomment>
        <translation>Tellersett</translation>
    </message>
    <message>
        <source>%1 left of %2 (%3 used)</source>
        <extracomment>A shared counter: %1 what is left, %2 its total, %3 what is used</extracomment>
        <translation>%1 igjen av %2 (%3 brukt)</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::ClusterTreeModel</name>
    <message>
        <source>(not bound to a node)</source>
        <extracomment>A node row for slices that are not bound to one node (allNodes, nodeSelector)</extracomment>
        <translation>(ikke bundet til en node)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <extracomment>%n is how many GPUs (and standalone devices) a node has</extracomment>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU-er</numerusform>
        </translation>
    </message>
    <message>
        <source>incomplete</source>
        <extracomment>A node or GPU whose ResourceSlice pool lacks some of its slices</extracomment>
        <translation>ufullstendig</translation>
    </message>
    <message>
        <source>Only ResourceSlices name this node; its Node object was not read.</source>
        <translation>Bare ResourceSlices angir denne noden; Node-objektet ble ikke lest.</translation>
    </message>
    <message>
        <source>The node&apos;s nvidia.com/gpu.product label (GPU Feature Discovery)</source>
        <translation>Nodens nvidia.com/gpu.product-etikett (GPU Feature Discovery)</translation>
    </message>
    <message>
        <source>This node has no nvidia.com/gpu.product label.</source>
        <translation>Denne noden har ingen nvidia.com/gpu.product-etikett.</translation>
    </message>
    <message>
        <source>A ResourceSlice pool on this node publishes fewer slices than its resourceSliceCount: devices may be missing.</source>
        <translation>En ResourceSlice-pool på denne noden publiserer færre slices enn resourceSliceCount: enheter kan mangle.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <extracomment>%n is how many ResourceSlice devices describe one GPU</extracomment>
        <translation>
            <numerusform>%n enhet</numerusform>
            <numerusform>%n enheter</numerusform>
        </translation>
    </message>
    <message>
        <source>A device without resource.kubernetes.io/pciBusID: it stands alone.</source>
        <translation>En enhet uten resource.kubernetes.io/pciBusID: den står alene.</translation>
    </message>
    <message>
        <source>PCI bus ID (resource.kubernetes.io/pciBusID) that joins this GPU&apos;s devices across drivers</source>
        <translation>PCI-buss-ID (resource.kubernetes.io/pciBusID) som knytter sammen denne GPU-ens enheter på tvers av drivere</translation>
    </message>
    <message>
        <source>No liken.sh render node for this GPU.</source>
        <translation>Ingen liken.sh-render-node for denne GPU-en.</translation>
    </message>
    <message>
        <source>The liken.sh device of this GPU&apos;s render node</source>
        <translation>liken.sh-enheten for denne GPU-ens render-node</translation>
    </message>
    <message>
        <source>The GPU&apos;s media.liken.sh device answered: %1 of %2 published capabilities are supported.</source>
        <translation>GPU-ens media.liken.sh-enhet svarte: %1 av %2 publiserte funksjoner støttes.</translation>
    </message>
    <message>
        <source>The capability query failed on this GPU (its media.liken.sh device has no vaDriver): its capabilities are unknown, not absent.</source>
        <translation>Funksjonsspørringen mislyktes på denne GPU-en (media.liken.sh-enheten har ingen vaDriver): funksjonene er ukjente, ikke fraværende.</translation>
    </message>
    <message>
        <source>No media.liken.sh device describes this GPU: no media capabilities are published.</source>
        <translation>Ingen media.liken.sh-enhet beskriver denne GPU-en: ingen mediefunksjoner er publisert.</translation>
    </message>
    <message>
        <source>A pool of this GPU publishes fewer slices than its resourceSliceCount: devices may be missing.</source>
        <translation>En pool for denne GPU-en publiserer færre slices enn resourceSliceCount: enheter kan mangle.</translation>
    </message>
    <message>
        <source>%1: supported</source>
        <extracomment>%1 is a media capability such as decodeVP9</extracomment>
        <translation>%1: støttes</translation>
    </message>
    <message>
        <source>%1: not supported (the GPU says false)</source>
        <translation>%1: støttes ikke (GPU-en svarer false)</translation>
    </message>
    <message>
        <source>%1: unknown (query failed)</source>
        <translation>%1: ukjent (spørringen mislyktes)</translation>
    </message>
    <message>
        <source>%1: not published for this GPU (no media.liken.sh device, or an older agent)</source>
        <translation>%1: ikke publisert for denne GPU-en (ingen media.liken.sh-enhet, eller en eldre agent)</translation>
    </message>
    <message>
        <source>media.liken.sh/%1: ✓ supported, – not supported, ? unknown (query failed), empty: not published</source>
        <translation>media.liken.sh/%1: ✓ støttes, – støttes ikke, ? ukjent (spørringen mislyktes), tom: ikke publisert</translation>
    </message>
    <message>
        <source>Node / GPU</source>
        <extracomment>Cluster tree column: node name, then GPU PCI bus ID</extracomment>
        <translation>Node / GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <extracomment>Cluster tree column: how many GPUs a node has, devices a GPU has</extracomment>
        <translation>Antall</translation>
    </message>
    <message>
        <source>Pool</source>
        <extracomment>Cluster tree column: whether the ResourceSlice pool is complete</extracomment>
        <translation>Pool</translation>
    </message>
    <message>
        <source>%1 of %2 held</source>
        <extracomment>%1 GPUs of a node that ResourceClaims hold, %2 its GPUs</extracomment>
        <translation>%1 av %2 opptatt</translation>
    </message>
    <message>
        <source>ResourceClaims whose allocation holds a device of this GPU</source>
        <translation>ResourceClaims der allokeringen holder en enhet på denne GPU-en</translation>
    </message>
    <message>
        <source>Device taints: the scheduler gives these devices only to requests that tolerate them (NoSchedule, NoExecute)</source>
        <translation>Enhets-taints: planleggeren gir disse enhetene bare til forespørsler som tolererer dem (NoSchedule, NoExecute)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n other</source>
        <extracomment>%1 how many GPUs a node has ("8 GPU(s)"), %n its other devices</extracomment>
        <translation>
            <numerusform>%1, %n annen</numerusform>
            <numerusform>%1, %n andre</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a GPU: %1, listed under its node</source>
        <translation>Ikke en GPU: %1, oppført under noden</translation>
    </message>
    <message>
        <source>Shared counters left: %1</source>
        <extracomment>%1 what is left of a GPU's shared counters, of each total</extracomment>
        <translation>Delte tellere igjen: %1</translation>
    </message>
    <message>
        <source>A ResourceClaim holds this partition</source>
        <translation>Et ResourceClaim holder denne partisjonen</translation>
    </message>
    <message>
        <source>Free, but the partitions in use leave too little of the GPU's shared counters for it</source>
        <translation>Ledig, men partisjonene i bruk levner for lite av GPU-ens delte tellere til den</translation>
    </message>
    <message>
        <source>Free: it fits in what the GPU has left</source>
        <translation>Ledig: den får plass i det GPU-en har igjen</translation>
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
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU-er</numerusform>
        </translation>
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
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
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
    <message>
        <source>This host: probing…</source>
        <translation>Denne verten: undersøker…</translation>
    </message>
    <message>
        <source>This host: not probed</source>
        <translation>Denne verten: ikke undersøkt</translation>
    </message>
    <message>
        <source>This host: %1 · accelerators: %2</source>
        <extracomment>The collapsed host half; %1 the profile, %2 the accelerators found</extracomment>
        <translation>Denne verten: %1 · akseleratorer: %2</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::LaunchPanel</name>
    <message>
        <source>NVIDIA GPU (nvidia)</source>
        <extracomment>An accelerator choice; &quot;nvidia&quot; is the profile name and stays untranslated</extracomment>
        <translation>NVIDIA-GPU (nvidia)</translation>
    </message>
    <message>
        <source>NETINT Quadra (quadra)</source>
        <extracomment>An accelerator choice; &quot;quadra&quot; is the profile name and stays untranslated</extracomment>
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
        <extracomment>%1 is the declaration as written, e.g. &quot;fixed none&quot;</extracomment>
        <translation>%1: dette produktet kjører i programvare og forbyr akselerator</translation>
    </message>
    <message>
        <source>%1: this product needs %2</source>
        <extracomment>%1 is the declaration as written (&quot;fixed nvidia&quot;), %2 e.g. &quot;an NVIDIA GPU&quot;</extracomment>
        <translation>%1: dette produktet trenger %2</translation>
    </message>
    <message>
        <source>%1: this product prefers the software pipeline</source>
        <translation>%1: dette produktet foretrekker programvarepipelinen</translation>
    </message>
    <message>
        <source>%1: this product prefers %2 and can run without one</source>
        <extracomment>%1 is the declaration as written (&quot;default nvidia&quot;), %2 e.g. &quot;an NVIDIA GPU&quot;</extracomment>
        <translation>%1: dette produktet foretrekker %2 og kan kjøre uten</translation>
    </message>
    <message>
        <source>%1: you choose the accelerator for each launch</source>
        <translation>%1: du velger akselerator for hver oppstart</translation>
    </message>
    <message>
        <source>%1: nothing is reserved unless you choose an accelerator</source>
        <extracomment>%1 is &quot;absent&quot;: the product declares nothing</extracomment>
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
        <extracomment>Label of the product&apos;s accelerator declaration (&quot;fixed nvidia: …&quot;)</extracomment>
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
        <source>The docker compose project name: lower case letters, digits, &apos;-&apos; and &apos;_&apos;; anything else is replaced</source>
        <translation>Prosjektnavnet for docker compose: små bokstaver, sifre, &apos;-&apos; og &apos;_&apos;; alt annet erstattes</translation>
    </message>
    <message>
        <source>e.g. 2gb</source>
        <extracomment>Placeholder of the shared memory size field; keep &quot;2gb&quot; as is (docker syntax)</extracomment>
        <translation>f.eks. 2gb</translation>
    </message>
    <message>
        <source>Size of the media service&apos;s private /dev/shm (optional). On the quadra profile the host&apos;s /dev/shm is shared instead</source>
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
        <extracomment>%1 is the product&apos;s version</extracomment>
        <translation>Versjon %1 · eksempel som følger med Accel Console</translation>
    </message>
    <message>
        <source>Version %1 · %2</source>
        <extracomment>%1 is the product&apos;s version, %2 the folder it was loaded from</extracomment>
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
        <source>This host: not probed (%1)</source>
        <extracomment>%1 is an error code and message, e.g. &quot;HOST_ROOT_MISSING: --host-root /x is not a directory&quot;</extracomment>
        <translation>Denne verten: ikke undersøkt (%1)</translation>
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
        <extracomment>%1 is the accelerator, e.g. &quot;NVIDIA GPU (nvidia)&quot;</extracomment>
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
%1 is a bundle (&quot;gpu-video 1.4.2 (sha256 1a2b…)&quot;), %2 &quot;cached&quot; or &quot;to fetch&quot;</extracomment>
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
        <extracomment>%1 is a bundle, %2 and %3 sizes (&quot;12.3 MB of 120 MB&quot;)</extracomment>
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
        <extracomment>%1 is a bundle, %2 &quot;from the cache&quot; or &quot;fetched&quot;</extracomment>
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
    <message>
        <source>&amp;Output</source>
        <extracomment>Tab that streams docker compose&apos;s output</extracomment>
        <translation>&amp;Utdata</translation>
    </message>
    <message>
        <source>La&amp;unched</source>
        <extracomment>Tab listing the projects launched from this console or accelctl</extracomment>
        <translation>Sta&amp;rtet</translation>
    </message>
    <message>
        <source>Compose: %1 %2 (%3)</source>
        <extracomment>%1 is the compose program, %2 its version, %3 plugin, standalone-v1, …</extracomment>
        <translation>Compose: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Compose: not found</source>
        <translation>Compose: ikke funnet</translation>
    </message>
    <message>
        <source>This launch cannot start yet: see the message above</source>
        <translation>Denne starten kan ikke kjøres ennå: se meldingen over</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Les på &amp;nytt</translation>
    </message>
    <message>
        <source>Read the launches&apos; status from docker again</source>
        <translation>Les statusen til startene fra docker på nytt</translation>
    </message>
    <message>
        <source>Lo&amp;gs…</source>
        <translation>Lo&amp;gger…</translation>
    </message>
    <message>
        <source>Follow the selected project&apos;s container output</source>
        <translation>Følg utdataene fra containerne til det valgte prosjektet</translation>
    </message>
    <message>
        <source>S&amp;top…</source>
        <translation>Sto&amp;pp…</translation>
    </message>
    <message>
        <source>Take the selected project down (docker compose down)</source>
        <translation>Ta ned det valgte prosjektet (docker compose down)</translation>
    </message>
    <message>
        <source>Stop %1</source>
        <translation>Stopp %1</translation>
    </message>
    <message>
        <source>Stop project %1 (%2)?</source>
        <extracomment>%1 is a docker compose project, %2 its product</extracomment>
        <translation>Stoppe prosjektet %1 (%2)?</translation>
    </message>
    <message>
        <source>Its containers are stopped and removed with docker compose down, using the files it was launched with. The record stays, marked stopped; Launch starts it again.</source>
        <translation>Containerne stoppes og fjernes med docker compose down, med filene det ble startet med. Registreringen blir stående, merket som stoppet; Start starter det igjen.</translation>
    </message>
    <message>
        <source>Also remove its named &amp;volumes</source>
        <translation>Fjern også de navngitte &amp;volumene</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>Stopping %1…</source>
        <extracomment>%1 is a docker compose project</extracomment>
        <translation>Stopper %1…</translation>
    </message>
    <message>
        <source>Stopping %1
</source>
        <translation>Stopper %1
</translation>
    </message>
    <message>
        <source>Stopped %1.</source>
        <extracomment>%1 is a docker compose project</extracomment>
        <translation>Stoppet %1.</translation>
    </message>
    <message>
        <source>Launches: %1, read at %2</source>
        <translation>Starter: %1, lest %2</translation>
    </message>
    <message>
        <source>A project is being stopped</source>
        <translation>Et prosjekt blir stoppet</translation>
    </message>
    <message>
        <source>System CAs only</source>
        <extracomment>Placeholder of the mirror CA field: only the system&apos;s CAs are trusted</extracomment>
        <translation>Bare systemets CA-er</translation>
    </message>
    <message>
        <source>A PEM file of further CA certificates to trust when fetching bundles from a sideload mirror with a private CA</source>
        <translation>En PEM-fil med flere CA-sertifikater å stole på når pakker hentes fra et sideload-speil med en privat CA</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Bl&amp;a gjennom …</translation>
    </message>
    <message>
        <source>Mirror CA:</source>
        <extracomment>The sideload mirror&apos;s CA certificate file</extracomment>
        <translation>Speil-CA:</translation>
    </message>
    <message>
        <source>Choose the mirror&apos;s CA file</source>
        <translation>Velg speilets CA-fil</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM-sertifikater (*.pem *.crt *.cer);;Alle filer (*)</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::LaunchesModel</name>
    <message>
        <source>running</source>
        <extracomment>Status of a launched project: all its containers run</extracomment>
        <translation>kjører</translation>
    </message>
    <message>
        <source>partially running</source>
        <extracomment>Status of a launched project: some of its containers run</extracomment>
        <translation>kjører delvis</translation>
    </message>
    <message>
        <source>not found</source>
        <extracomment>Status of a launched project: docker has no container of it</extracomment>
        <translation>ikke funnet</translation>
    </message>
    <message>
        <source>stopped</source>
        <extracomment>Status of a launched project: taken down with Stop</extracomment>
        <translation>stoppet</translation>
    </message>
    <message>
        <source>unknown</source>
        <extracomment>Status of a launched project: docker could not be asked</extracomment>
        <translation>ukjent</translation>
    </message>
    <message>
        <source>exited (%1)</source>
        <extracomment>Status of a launched project: its containers ended; %1 is the exit code</extracomment>
        <translation>avsluttet (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>One service of a launched project: %1 service, %2 container, %3 docker&apos;s status</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>No container of this project exists.</source>
        <translation>Det finnes ingen container for dette prosjektet.</translation>
    </message>
    <message>
        <source>Project</source>
        <extracomment>Column of the Launched list: the docker compose project</extracomment>
        <translation>Prosjekt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produkt</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Akselerator</translation>
    </message>
    <message>
        <source>Launched</source>
        <extracomment>Column of the Launched list: when it was launched</extracomment>
        <translation>Startet</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::LogsDialog</name>
    <message>
        <source>Logs of %1</source>
        <extracomment>Title of the logs window; %1 is a docker compose project</extracomment>
        <translation>Logger for %1</translation>
    </message>
    <message>
        <source>Following…</source>
        <translation>Følger…</translation>
    </message>
    <message>
        <source>Stop &amp;following</source>
        <translation>Slutt å &amp;følge</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>Copy the output shown to the clipboard</source>
        <translation>Kopier utdataene som vises til utklippstavlen</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message>
        <source>Stopped following. The containers keep running.</source>
        <translation>Sluttet å følge. Containerne kjører videre.</translation>
    </message>
    <message>
        <source>The project&apos;s containers have ended: nothing more to follow.</source>
        <translation>Containerne til prosjektet er avsluttet: ingenting mer å følge.</translation>
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
        <extracomment>Tab title of the panel that shows this host&apos;s accelerators</extracomment>
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
        <source>&lt;h3&gt;Accel Console %1&lt;/h3&gt;&lt;p&gt;An operator console for media and AI workloads on GPUs and transcoder cards: this host&apos;s accelerators next to the cluster&apos;s, launches that only go where the hardware is, and a preview of what will be applied.&lt;/p&gt;</source>
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
    <message>
        <source>Claims</source>
        <extracomment>Tab title of the panel that renders DRA claims by media capability</extracomment>
        <translation>Claims</translation>
    </message>
    <message>
        <source>&amp;Claims</source>
        <translation>&amp;Claims</translation>
    </message>
    <message>
        <source>Overrides</source>
        <extracomment>Tab title of the panel that previews a Workflow&apos;s overrides</extracomment>
        <translation>Overstyringer</translation>
    </message>
    <message>
        <source>&amp;Overrides</source>
        <translation>Over&amp;styringer</translation>
    </message>
    <message>
        <source>Show this host</source>
        <extracomment>Button of the collapsed host half: show this host beside the cluster again</extracomment>
        <translation>Vis denne verten</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Hurtigtaster</translation>
    </message>
    <message>
        <source>&amp;This Host Beside the Cluster</source>
        <extracomment>View menu: this host beside the cluster, or shrunk to one line above it</extracomment>
        <translation>&amp;Denne verten ved siden av klyngen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Kjøringer</translation>
    </message>
    <message>
        <source>R&amp;uns</source>
        <translation>K&amp;jøringer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::DiffModel</name>
    <message>
        <source>Base</source>
        <translation>Grunnlag</translation>
    </message>
    <message>
        <source>Rendered</source>
        <extracomment>Right side of the override diff: the Workflow with overrides applied</extracomment>
        <translation>Generert</translation>
    </message>
    <message>
        <source>Set by</source>
        <extracomment>Diff column naming the override that set a line</extracomment>
        <translation>Satt av</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n uendret linje</numerusform>
            <numerusform>⋯ %n uendrede linjer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Accel::Ui::OverridesModel</name>
    <message>
        <source>Matched</source>
        <translation>Samsvarte</translation>
    </message>
    <message>
        <source>No: %1</source>
        <extracomment>%1: the override criteria that failed, e.g. &quot;platform: detected &quot;gcp&quot;, wants aws&quot;</extracomment>
        <translation>Nei: %1</translation>
    </message>
    <message>
        <source>No-op: matched but changed nothing (check the field paths)</source>
        <translation>Ingen virkning: samsvarte, men endret ingenting (sjekk feltstiene)</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column of the overrides table: the override&apos;s position in spec.overrides</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Når</translation>
    </message>
    <message>
        <source>Patched</source>
        <translation>Patchet</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advarsler</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::OverridesPanel</name>
    <message>
        <source>Open…</source>
        <translation>Åpne …</translation>
    </message>
    <message>
        <source>Platform:</source>
        <extracomment>Label of the platform picker of the override preview</extracomment>
        <translation>Plattform:</translation>
    </message>
    <message>
        <source>GPU architecture:</source>
        <extracomment>Label of the GPU architecture picker of the override preview</extracomment>
        <translation>GPU-arkitektur:</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Grunnlag</translation>
    </message>
    <message>
        <source>Changed only</source>
        <translation>Bare endrede</translation>
    </message>
    <message>
        <source>Fold the unchanged lines between changes</source>
        <translation>Fold sammen de uendrede linjene mellom endringene</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Lagre …</translation>
    </message>
    <message>
        <source>Apply…</source>
        <translation>Ta i bruk …</translation>
    </message>
    <message>
        <source>Diff</source>
        <extracomment>Tab of the override preview: base versus rendered Workflow</extracomment>
        <translation>Diff</translation>
    </message>
    <message>
        <source>Rendered YAML</source>
        <extracomment>Tab of the override preview: the rendered Workflows as YAML</extracomment>
        <translation>Generert YAML</translation>
    </message>
    <message>
        <source>Open cluster snapshot</source>
        <translation>Åpne klyngeøyeblikksbilde</translation>
    </message>
    <message>
        <source>YAML or JSON (*.yaml *.yml *.json);;All files (*)</source>
        <translation>YAML eller JSON (*.yaml *.yml *.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>editor</source>
        <extracomment>Names the editor&apos;s text in parse errors (&quot;editor:3:7: ...&quot;)</extracomment>
        <translation>redigeringsprogram</translation>
    </message>
    <message>
        <source>Copied to the clipboard</source>
        <translation>Kopiert til utklippstavlen</translation>
    </message>
    <message>
        <source>Save rendered Workflow</source>
        <translation>Lagre generert Workflow</translation>
    </message>
    <message>
        <source>YAML (*.yaml *.yml)</source>
        <translation>YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Lagret i %1</translation>
    </message>
    <message>
        <source>Open a Workflow, Certification or WorkloadRun (YAML or JSON)</source>
        <translation>Åpne en Workflow, Certification eller WorkloadRun (YAML eller JSON)</translation>
    </message>
    <message>
        <source>Where platform and GPU architecture are detected</source>
        <translation>Hvor plattform og GPU-arkitektur gjenkjennes</translation>
    </message>
    <message>
        <source>Offline</source>
        <extracomment>Target of the override preview: no cluster, the pickers decide</extracomment>
        <translation>Frakoblet</translation>
    </message>
    <message>
        <source>Snapshot file…</source>
        <extracomment>Target of the override preview: a cluster snapshot file</extracomment>
        <translation>Øyeblikksbildefil …</translation>
    </message>
    <message>
        <source>Hardware tab&apos;s cluster</source>
        <extracomment>Target of the override preview: the cluster the Hardware tab shows</extracomment>
        <translation>Klyngen i fanen Maskinvare</translation>
    </message>
    <message>
        <source>auto</source>
        <extracomment>GPU architecture picker: take it from the target&apos;s nvidia.com/gpu.product selector</extracomment>
        <translation>auto</translation>
    </message>
    <message>
        <source>auto: from the target&apos;s nvidia.com/gpu.product selector; platforms whose nodes carry no product label need an architecture</source>
        <translation>auto: fra målets nvidia.com/gpu.product-velger; plattformer der nodene ikke har noen produktetikett, trenger en arkitektur</translation>
    </message>
    <message>
        <source>Target:</source>
        <extracomment>Label of the target picker of the override preview</extracomment>
        <translation>Mål:</translation>
    </message>
    <message>
        <source>Paste a Workflow, Certification or WorkloadRun here, or open one (Ctrl+O).</source>
        <translation>Lim inn en Workflow, Certification eller WorkloadRun her, eller åpne en (Ctrl+O).</translation>
    </message>
    <message>
        <source>The rendered Workflow whose overrides and diff are shown</source>
        <translation>Den genererte Workflow-en som overstyringene og diffen vises for</translation>
    </message>
    <message>
        <source>Select an override to highlight the lines it set</source>
        <translation>Velg en overstyring for å utheve linjene den satte</translation>
    </message>
    <message>
        <source>Workflow:</source>
        <extracomment>Label of the picker of rendered Workflows (one per certification category)</extracomment>
        <translation>Workflow:</translation>
    </message>
    <message>
        <source>Base (no overrides)</source>
        <extracomment>Left side of the override diff: the Workflow before overrides</extracomment>
        <translation>Grunnlag (ingen overstyringer)</translation>
    </message>
    <message>
        <source>Live in the cluster</source>
        <extracomment>Left side of the override diff: the object as it is in the cluster</extracomment>
        <translation>Direkte fra klyngen</translation>
    </message>
    <message>
        <source>What the rendered Workflow is compared with; live needs a live context as the target</source>
        <translation>Hva den genererte Workflow-en sammenlignes med; direkte krever en aktiv kontekst som mål</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <extracomment>Label of the picker of what the rendered Workflow is compared with</extracomment>
        <translation>Sammenlign med:</translation>
    </message>
    <message>
        <source>Copy the rendered YAML to the clipboard (Ctrl+Shift+C)</source>
        <translation>Kopier den genererte YAML-en til utklippstavlen (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Save the rendered YAML to a file (Ctrl+S)</source>
        <translation>Lagre den genererte YAML-en i en fil (Ctrl+S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Stop the render, live read or apply under way (Esc)</source>
        <translation>Stopp genereringen, direktelesingen eller ibruktakingen som pågår (Esc)</translation>
    </message>
    <message>
        <source>%1 of %2 Workflow(s) exist in %3</source>
        <extracomment>%1 objects found, %2 objects rendered, %3 a kubeconfig context</extracomment>
        <translation>%1 av %2 Workflow-er finnes i %3</translation>
    </message>
    <message>
        <source>Cannot read the live objects: %1</source>
        <translation>Kan ikke lese objektene direkte fra klyngen: %1</translation>
    </message>
    <message>
        <source>Snapshot: %1</source>
        <translation>Øyeblikksbilde: %1</translation>
    </message>
    <message>
        <source>Cluster: %1</source>
        <extracomment>Target of the override preview; %1 names the cluster the Hardware tab shows</extracomment>
        <translation>Klynge: %1</translation>
    </message>
    <message>
        <source>Open Workflow, Certification or WorkloadRun</source>
        <translation>Åpne Workflow, Certification eller WorkloadRun</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 overrides matched)</source>
        <extracomment>%1 a Workflow, %2 matched overrides, %3 all overrides</extracomment>
        <translation>%1 (%2 av %3 overstyringer samsvarte)</translation>
    </message>
    <message>
        <source>Annotations: %1</source>
        <translation>Annotasjoner: %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Direkte</translation>
    </message>
    <message>
        <source>Reading the live Workflows from %1…</source>
        <extracomment>%1 a kubeconfig context</extracomment>
        <translation>Leser Workflow-ene direkte fra %1 …</translation>
    </message>
    <message>
        <source>Apply needs a live cluster: choose a kubeconfig context in the Hardware tab and the Hardware tab&apos;s cluster as the target (or Save or Copy and use kubectl apply)</source>
        <translation>Ta i bruk krever en aktiv klynge: velg en kubeconfig-kontekst i fanen Maskinvare og klyngen i fanen Maskinvare som mål (eller bruk Lagre eller Kopier og kjør kubectl apply)</translation>
    </message>
    <message>
        <source>Server dry run, then apply to context &quot;%1&quot; (namespace &quot;%2&quot;)</source>
        <extracomment>%1 a kubeconfig context, %2 a namespace</extracomment>
        <translation>Tørrkjøring på serveren, deretter ta i bruk i konteksten «%1» (navnerommet «%2»)</translation>
    </message>
    <message>
        <source>Live read cancelled: choose &quot;Live in the cluster&quot; again to read</source>
        <translation>Direktelesingen ble avbrutt: velg «Direkte fra klyngen» igjen for å lese</translation>
    </message>
    <message>
        <source>render (annotation)</source>
        <extracomment>&quot;Set by&quot; of a diff line: an annotation the render adds (detected platform ...)</extracomment>
        <translation>generering (annotasjon)</translation>
    </message>
    <message>
        <source>Cannot read from %1: %2</source>
        <extracomment>%1 a kubeconfig context, %2 one line per object with the server&apos;s message</extracomment>
        <translation>Kan ikke lese fra %1: %2</translation>
    </message>
    <message>
        <source>%1 is %2; the Overrides panel opens files up to %3. Render it with accelctl workflow|certification|workloadrun render instead.</source>
        <extracomment>%1 a file, %2 its size, %3 the largest size the panel opens</extracomment>
        <translation>%1 er %2; panelet Overstyringer åpner filer på opptil %3. Generer den med accelctl workflow|certification|workloadrun render i stedet.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. Check that the file exists and that you may read it.</source>
        <translation>Kan ikke lese %1: %2. Kontroller at filen finnes og at du har lesetilgang.</translation>
    </message>
    <message>
        <source>Render cancelled: what is shown is for the earlier text or target; edit or choose a target to render again</source>
        <translation>Genereringen ble avbrutt: det som vises, gjelder den forrige teksten eller det forrige målet; rediger eller velg et mål for å generere på nytt</translation>
    </message>
    <message>
        <source>The selected override, whole: its condition, why it matched or not, what it set</source>
        <extracomment>Placeholder of the pane under the overrides table</extracomment>
        <translation>Den valgte overstyringen i sin helhet: betingelsen, hvorfor den samsvarte eller ikke, og hva den satte</translation>
    </message>
    <message>
        <source>Next change (%1)</source>
        <extracomment>Tooltip of the diff&apos;s next-change button; %1 its key (F7)</extracomment>
        <translation>Neste endring (%1)</translation>
    </message>
    <message>
        <source>Previous change (%1)</source>
        <extracomment>Tooltip of the diff&apos;s previous-change button; %1 its key (Shift+F7)</extracomment>
        <translation>Forrige endring (%1)</translation>
    </message>
    <message>
        <source>Annotations the render adds (detection)</source>
        <extracomment>Heading in the override diff above the annotations the render adds</extracomment>
        <translation>Annotasjoner som genereringen legger til (deteksjon)</translation>
    </message>
    <message>
        <source>The target as accelctl&apos;s --target and accel-console&apos;s --target take it</source>
        <translation>Målet slik --target i accelctl og accel-console tar det</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::DetectionSummary</name>
    <message>
        <source>Detection</source>
        <translation>Gjenkjenning</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Årsak</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Melding</translation>
    </message>
    <message>
        <source>Platform: %1 (%2)</source>
        <translation>Plattform: %1 (%2)</translation>
    </message>
    <message>
        <source>GPU architecture: %1 (votes: %2)</source>
        <translation>GPU-arkitektur: %1 (stemmer: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Target nodes: %1; ResourceSlice fallback used: %2</source>
        <extracomment>%1 a count, %2 yes or no</extracomment>
        <translation>Målnoder: %1; ResourceSlice-reserveløsning brukt: %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>Excluded nodes: %1</source>
        <translation>Utelatte noder: %1</translation>
    </message>
    <message>
        <source>Paste or open a Workflow, Certification or WorkloadRun to preview its overrides.</source>
        <translation>Lim inn eller åpne en Workflow, Certification eller WorkloadRun for å forhåndsvise overstyringene.</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::PodClaimsView</name>
    <message>
        <source>%1: first of %2</source>
        <extracomment>A request with firstAvailable subrequests: %1 its name, %2 the subrequests</extracomment>
        <translation>%1: første av %2</translation>
    </message>
    <message>
        <source>%1: all of %2</source>
        <extracomment>A request for every matching device: %1 its name, %2 its DeviceClass</extracomment>
        <translation>%1: alle av %2</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <extracomment>A request for COUNT devices: %1 its name, %2 the count, %3 its DeviceClass</extracomment>
        <translation>%1: %2 × %3</translation>
    </message>
    <message>
        <source>Add the pod&apos;s claims</source>
        <translation>Legg til poddens claims</translation>
    </message>
    <message>
        <source>Kubernetes objects (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Kubernetes-objekter (*.yaml *.yml *.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Save the allocation</source>
        <translation>Lagre allokeringen</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML-filer (*.yaml *.yml);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Claims of the pod, in the pod&apos;s order</source>
        <extracomment>Title of the Pod claims list</extracomment>
        <translation>Poddens claims, i poddens rekkefølge</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column of the Pod claims list: the claim&apos;s place in the pod</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Claim</source>
        <extracomment>Column of the Pod claims list: namespace/name</extracomment>
        <translation>Claim</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Column of the Pod claims list: ResourceClaim or ResourceClaimTemplate</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Requests</source>
        <extracomment>Column of the Pod claims list: its requests</extracomment>
        <translation>Forespørsler</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>Column of the Pod claims list: the file it came from</extracomment>
        <translation>Fra</translation>
    </message>
    <message>
        <source>The allocator takes the claims in this order, as the scheduler takes a pod&apos;s claims</source>
        <translation>Allokatoren tar claimene i denne rekkefølgen, slik planleggeren tar claimene til en pod</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Legg til filer …</translation>
    </message>
    <message>
        <source>Add the ResourceClaims and ResourceClaimTemplates of YAML or JSON files (several documents or a List; DeviceClasses in them count too), as accelctl claim allocate --claim reads them (Ctrl+O)</source>
        <translation>Legg til ResourceClaims og ResourceClaimTemplates fra YAML- eller JSON-filer (flere dokumenter eller en List; DeviceClasses i dem teller også), slik accelctl claim allocate --claim leser dem (Ctrl+O)</translation>
    </message>
    <message>
        <source>Add from the form</source>
        <extracomment>Adds the ResourceClaimTemplate the single-claim form renders to the pod&apos;s claims</extracomment>
        <translation>Legg til fra skjemaet</translation>
    </message>
    <message>
        <source>Up</source>
        <extracomment>Moves the selected claim earlier in the pod&apos;s order</extracomment>
        <translation>Opp</translation>
    </message>
    <message>
        <source>Earlier in the pod&apos;s order (Ctrl+Up)</source>
        <translation>Tidligere i poddens rekkefølge (Ctrl+Opp)</translation>
    </message>
    <message>
        <source>Down</source>
        <extracomment>Moves the selected claim later in the pod&apos;s order</extracomment>
        <translation>Ned</translation>
    </message>
    <message>
        <source>Later in the pod&apos;s order (Ctrl+Down)</source>
        <translation>Senere i poddens rekkefølge (Ctrl+Ned)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Remove the selected claim (Delete)</source>
        <translation>Fjern det valgte claimet (Delete)</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>Removes every claim from the pod&apos;s list</extracomment>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Nodes</source>
        <extracomment>Title of the Pod claims node list</extracomment>
        <translation>Noder</translation>
    </message>
    <message>
        <source>As kube-scheduler&apos;s allocator would place the claims together on each node now; the scheduler decides</source>
        <translation>Slik allokatoren i kube-scheduler ville plassert claimene samlet på hver node nå; planleggeren bestemmer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Stop allocating on every node (Esc)</source>
        <translation>Stopp allokeringen på hver node (Esc)</translation>
    </message>
    <message>
        <source>Filter nodes by name</source>
        <extracomment>Placeholder of the Pod claims node filter</extracomment>
        <translation>Filtrer noder etter navn</translation>
    </message>
    <message>
        <source>&amp;Only nodes that fit</source>
        <translation>&amp;Bare noder der claimene får plass</translation>
    </message>
    <message>
        <source>Allocation</source>
        <extracomment>Title of the allocation of the selected node, before one is selected</extracomment>
        <translation>Allokering</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Copy the allocation to the clipboard (Ctrl+Shift+C)</source>
        <translation>Kopier allokeringen til utklippstavlen (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Lagre …</translation>
    </message>
    <message>
        <source>Save the allocation to a file (Ctrl+S)</source>
        <translation>Lagre allokeringen i en fil (Ctrl+S)</translation>
    </message>
    <message>
        <source>Select a node that fits to see the allocation each claim would get.</source>
        <translation>Velg en node der claimene får plass, for å se allokeringen hvert claim ville fått.</translation>
    </message>
    <message>
        <source>Cannot add %1: %2</source>
        <extracomment>%1 a file, %2 why it could not be read (with what to do)</extracomment>
        <translation>Kan ikke legge til %1: %2</translation>
    </message>
    <message>
        <source>the form</source>
        <extracomment>Where a claim in the Pod claims list came from: the single-claim form</extracomment>
        <translation>skjemaet</translation>
    </message>
    <message>
        <source>The single-claim form renders no claim now: fix it there first</source>
        <translation>Skjemaet for ett claim lager ikke noe claim nå: rett det der først</translation>
    </message>
    <message>
        <source>Add the ResourceClaimTemplate %1 the single-claim form renders, with its DeviceClasses</source>
        <translation>Legg til ResourceClaimTemplate %1 som skjemaet for ett claim lager, med tilhørende DeviceClasses</translation>
    </message>
    <message>
        <source>No cluster loaded yet</source>
        <translation>Ingen klynge lastet inn ennå</translation>
    </message>
    <message>
        <source>Add the pod&apos;s claims: Add files… (Ctrl+O) or Add from the form.</source>
        <translation>Legg til poddens claims: Legg til filer … (Ctrl+O) eller Legg til fra skjemaet.</translation>
    </message>
    <message>
        <source>Allocating…</source>
        <translation>Allokerer …</translation>
    </message>
    <message>
        <source>The claims cannot be allocated: %1</source>
        <extracomment>%1 why the pod&apos;s claims could not be allocated (bad input …)</extracomment>
        <translation>Claimene kan ikke allokeres: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 nodes can hold the %n claim(s) together</source>
        <extracomment>%1 nodes that can hold all claims, %2 nodes, %n claims</extracomment>
        <translation>
            <numerusform>%1 av %2 noder kan ta %n claim</numerusform>
            <numerusform>%1 av %2 noder kan ta de %n claimene samlet</numerusform>
        </translation>
    </message>
    <message>
        <source>The scheduler&apos;s allocator fails on %1: %2</source>
        <extracomment>%1 a node, %2 the allocator&apos;s error there</extracomment>
        <translation>Planleggerens allokator feiler på %1: %2</translation>
    </message>
    <message>
        <source>No node can hold these claims together now: a pod with them stays Pending. Remove or change a claim, or free, untaint or add devices.</source>
        <translation>Ingen node kan ta disse claimene samlet nå: en pod med dem blir stående Pending. Fjern eller endre et claim, eller frigjør enheter, fjern taints fra dem eller legg til flere.</translation>
    </message>
    <message>
        <source>Cancelled: change the claims or the cluster to allocate again</source>
        <translation>Avbrutt: endre claimene eller klyngen for å allokere på nytt</translation>
    </message>
    <message>
        <source>Allocation on %1</source>
        <extracomment>%1 a node: the allocation of the pod&apos;s claims there</extracomment>
        <translation>Allokering på %1</translation>
    </message>
    <message>
        <source>Each claim&apos;s status.allocation as kube-scheduler would write it: what accelctl claim allocate --node %1 -o yaml prints</source>
        <translation>Hvert claims status.allocation slik kube-scheduler ville skrevet den: det accelctl claim allocate --node %1 -o yaml skriver ut</translation>
    </message>
    <message>
        <source>The claims do not fit on %1: the reasons are in the node list.</source>
        <extracomment>%1 a node</extracomment>
        <translation>Claimene får ikke plass på %1: årsakene står i nodelisten.</translation>
    </message>
    <message>
        <source>Copied to the clipboard</source>
        <translation>Kopiert til utklippstavlen</translation>
    </message>
    <message>
        <source>Not saved: the allocation changed while the dialog was open</source>
        <translation>Ikke lagret: allokeringen ble endret mens dialogen var åpen</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 a file path, %2 why it cannot be written</extracomment>
        <translation>Kan ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Lagret i %1</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::PodFitModel</name>
    <message>
        <source>template %1</source>
        <extracomment>A ResourceClaimTemplate in the Pod claims node list; %1 is namespace/name</extracomment>
        <translation>mal %1</translation>
    </message>
    <message>
        <source>admin access</source>
        <extracomment>A device allocated with admin access (Pod claims)</extracomment>
        <translation>administratortilgang</translation>
    </message>
    <message>
        <source>shared</source>
        <extracomment>A shared device (allowMultipleAllocations) allocated with a share ID (Pod claims)</extracomment>
        <translation>delt</translation>
    </message>
    <message>
        <source>waits for %1</source>
        <extracomment>%1 the binding conditions the pod waits for after allocation</extracomment>
        <translation>venter på %1</translation>
    </message>
    <message>
        <source>no devices</source>
        <extracomment>The usage column of a node with no devices in any pool</extracomment>
        <translation>ingen enheter</translation>
    </message>
    <message>
        <source>%1 of %2 in use, %3 tainted</source>
        <extracomment>%1 devices other claims hold, %2 devices on the node, %3 free but tainted</extracomment>
        <translation>%1 av %2 i bruk, %3 med taint</translation>
    </message>
    <message>
        <source>%1 of %2 in use</source>
        <extracomment>%1 devices other claims hold, %2 devices on the node</extracomment>
        <translation>%1 av %2 i bruk</translation>
    </message>
    <message>
        <source>error</source>
        <extracomment>Row label: the allocator&apos;s error on this node</extracomment>
        <translation>feil</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a claim, %2 the devices it gets on the node</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>note</source>
        <extracomment>Row label: something to know about an allocation that fits</extracomment>
        <translation>merknad</translation>
    </message>
    <message>
        <source>reason</source>
        <extracomment>Row label: why the pod&apos;s claims do not fit on the node</extracomment>
        <translation>årsak</translation>
    </message>
    <message>
        <source>warning</source>
        <extracomment>Row label: what the preview cannot see on this node</extracomment>
        <translation>advarsel</translation>
    </message>
    <message>
        <source>✓ fits</source>
        <extracomment>A node that can hold all the pod&apos;s claims together</extracomment>
        <translation>✓ får plass</translation>
    </message>
    <message>
        <source>✗ error</source>
        <translation>✗ feil</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ får ikke plass</translation>
    </message>
    <message>
        <source>Node</source>
        <extracomment>Column of the Pod claims node list</extracomment>
        <translation>Node</translation>
    </message>
    <message>
        <source>Claims fit</source>
        <extracomment>Column of the Pod claims node list: whether all claims fit together</extracomment>
        <translation>Claims får plass</translation>
    </message>
    <message>
        <source>Devices in use</source>
        <extracomment>Column of the Pod claims node list: devices other claims hold</extracomment>
        <translation>Enheter i bruk</translation>
    </message>
    <message>
        <source>Details</source>
        <extracomment>Column of the Pod claims node list: devices chosen, or why not</extracomment>
        <translation>Detaljer</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::QualificationModel</name>
    <message>
        <source>…</source>
        <extracomment>%n lines not shown in the Claims panel&apos;s qualification tree</extracomment>
        <translation>…</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>og %n til</numerusform>
            <numerusform>og %n til</numerusform>
        </translation>
    </message>
    <message>
        <source>Node</source>
        <extracomment>Column of the Claims panel&apos;s qualification tree: node, request, reason</extracomment>
        <translation>Node</translation>
    </message>
    <message>
        <source>Qualifies</source>
        <extracomment>Column of the Claims panel&apos;s qualification tree: qualifies or not</extracomment>
        <translation>Kvalifiserer</translation>
    </message>
    <message>
        <source>Details</source>
        <extracomment>Column of the Claims panel&apos;s qualification tree: chosen devices, reasons</extracomment>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>✓ qualifies</source>
        <extracomment>A node on which the claim can allocate</extracomment>
        <translation>✓ kvalifiserer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a request name, %2 the devices chosen for it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>✗ error</source>
        <extracomment>A node on which a CEL runtime error made allocation fail</extracomment>
        <translation>✗ feil</translation>
    </message>
    <message>
        <source>✗ does not qualify</source>
        <extracomment>A node on which the claim cannot allocate</extracomment>
        <translation>✗ kvalifiserer ikke</translation>
    </message>
    <message>
        <source>likely cause: a failed capability query</source>
        <extracomment>Appended to a node&apos;s details in the Claims panel</extracomment>
        <translation>sannsynlig årsak: en mislykket funksjonsspørring</translation>
    </message>
    <message>
        <source>request %1</source>
        <extracomment>%1 is a request name (gpu, decodes)</extracomment>
        <translation>forespørsel %1</translation>
    </message>
    <message>
        <source>%1 of %2 devices matched</source>
        <extracomment>%1 devices matched of %2 checked for one request</extracomment>
        <translation>%1 av %2 enheter samsvarte</translation>
    </message>
    <message>
        <source>✓ chosen</source>
        <extracomment>A request for which devices were chosen</extracomment>
        <translation>✓ valgt</translation>
    </message>
    <message>
        <source>– matches, not allocated</source>
        <extracomment>A request with matching devices that were not allocated, because another request or a constraint failed on the node</extracomment>
        <translation>– samsvarer, ikke allokert</translation>
    </message>
    <message>
        <source>✗ no device matches</source>
        <extracomment>A request for which no device of the node matches</extracomment>
        <translation>✗ ingen enhet samsvarer</translation>
    </message>
    <message>
        <source>false</source>
        <extracomment>Row label: a selector term that was false on a device</extracomment>
        <translation>false</translation>
    </message>
    <message>
        <source>error</source>
        <extracomment>Row label: a CEL runtime error on a device</extracomment>
        <translation>feil</translation>
    </message>
    <message>
        <source>reason</source>
        <extracomment>Row label: why a node does not qualify</extracomment>
        <translation>årsak</translation>
    </message>
    <message>
        <source>GPU %1: the capability query failed (no vaDriver), so every capability reads false; the agent&apos;s log has the failure (kubectl -n liken-system logs ds/media-capabilities)</source>
        <extracomment>%1 is a GPU&apos;s PCI address</extracomment>
        <translation>GPU %1: funksjonsspørringen mislyktes (ingen vaDriver), så alle funksjoner leses som false; agentens logg har feilen (kubectl -n liken-system logs ds/media-capabilities)</translation>
    </message>
    <message>
        <source>query failed</source>
        <extracomment>Row label: a GPU whose capability query failed</extracomment>
        <translation>spørring mislyktes</translation>
    </message>
    <message>
        <source>%1 of %2 devices in use, %3 tainted</source>
        <extracomment>Prefixed to a node&apos;s details: %1 devices other claims hold, %2 devices on the node, %3 devices tainted</extracomment>
        <translation>%1 av %2 enheter i bruk, %3 med taint</translation>
    </message>
</context>
<context>
    <name>Accel::Mcp</name>
    <message>
        <source>--http "%1": %2</source>
        <translation>--http «%1»: %2</translation>
    </message>
    <message>
        <source>needs ADDRESS:PORT</source>
        <translation>trenger ADRESSE:PORT</translation>
    </message>
    <message>
        <source>the port is no number from 0 to 65535</source>
        <translation>porten er ikke et tall fra 0 til 65535</translation>
    </message>
    <message>
        <source>the address is no IP address (names other than localhost are not resolved)</source>
        <translation>adressen er ingen IP-adresse (andre navn enn localhost slås ikke opp)</translation>
    </message>
    <message>
        <source>the Host header does not name this server</source>
        <translation>Host-hodet navngir ikke denne tjeneren</translation>
    </message>
    <message>
        <source>the Origin header is not one this server accepts</source>
        <translation>Origin-hodet er ikke et denne tjeneren godtar</translation>
    </message>
    <message>
        <source>%1: the first line is no token of 16 or more printable characters</source>
        <translation>%1: den første linjen er ikke et token på 16 eller flere skrivbare tegn</translation>
    </message>
    <message>
        <source>the message is %1 bytes, more than the mcp-request limit of %2</source>
        <translation>meldingen er %1 byte, mer enn mcp-request-grensen på %2</translation>
    </message>
    <message>
        <source>not JSON at byte %1: %2</source>
        <translation>ikke JSON ved byte %1: %2</translation>
    </message>
    <message>
        <source>batches are not part of MCP 2025-11-25: send one message at a time</source>
        <translation>bunter er ikke en del av MCP 2025-11-25: send én melding om gangen</translation>
    </message>
    <message>
        <source>a message is a JSON object</source>
        <translation>en melding er et JSON-objekt</translation>
    </message>
    <message>
        <source>"jsonrpc" must be "2.0"</source>
        <translation>«jsonrpc» må være «2.0»</translation>
    </message>
    <message>
        <source>"id" must be a string or an integer (never null)</source>
        <translation>«id» må være en streng eller et heltall (aldri null)</translation>
    </message>
    <message>
        <source>a message needs a "method", or an "id" with either "result" or "error"</source>
        <translation>en melding trenger en «method», eller en «id» med enten «result» eller «error»</translation>
    </message>
    <message>
        <source>"method" must be a non-empty string</source>
        <translation>«method» må være en ikke-tom streng</translation>
    </message>
    <message>
        <source>"params" must be an object</source>
        <translation>«params» må være et objekt</translation>
    </message>
    <message>
        <source>Give the arguments the tool's inputSchema describes.</source>
        <translation>Gi argumentene som verktøyets inputSchema beskriver.</translation>
    </message>
    <message>
        <source>Start the server with a longer --request-timeout (0: one hour), or ask about less of the cluster.</source>
        <translation>Start tjeneren med en lengre --request-timeout (0: én time), eller spør om mindre av klyngen.</translation>
    </message>
    <message>
        <source>Give --http ADDRESS:PORT with a free port, e.g. 127.0.0.1:8765.</source>
        <translation>Gi --http ADRESSE:PORT med en ledig port, f.eks. 127.0.0.1:8765.</translation>
    </message>
    <message>
        <source>Give --token-file a readable file holding one token of 16 or more printable characters.</source>
        <translation>Gi --token-file en lesbar fil som holder ett token på 16 eller flere skrivbare tegn.</translation>
    </message>
    <message>
        <source>Cut to fit the mcp-output limit of %1: %2 of %3 entries of %4 shown; ask a narrower question (a filter, a namespace, a node) for the rest.</source>
        <translation>Kuttet for å passe mcp-output-grensen på %1: %2 av %3 oppføringer i %4 vises; still et smalere spørsmål (et filter, et navnerom, en node) for resten.</translation>
    </message>
    <message>
        <source>the tool result</source>
        <translation>verktøyresultatet</translation>
    </message>
    <message>
        <source>%1: the name is used twice</source>
        <translation>%1: navnet er brukt to ganger</translation>
    </message>
    <message>
        <source>%1: a schema that is no object schema</source>
        <translation>%1: et skjema som ikke er et objektskjema</translation>
    </message>
    <message>
        <source>%1: nothing runs it</source>
        <translation>%1: ingenting kjører det</translation>
    </message>
    <message>
        <source>initialize needs params.protocolVersion (a string)</source>
        <translation>initialize trenger params.protocolVersion (en streng)</translation>
    </message>
    <message>
        <source>Read-only answers about this host's accelerators and a Kubernetes cluster's GPUs and DRA claims, from the same engine as accelctl and the Accel Console window. Nothing here launches, stops, applies or writes anything.</source>
        <translation>Skrivebeskyttede svar om denne vertens akseleratorer og en Kubernetes-klynges GPU-er og DRA-krav, fra den samme motoren som accelctl og Accel Console-vinduet. Ingenting her starter, stopper, tar i bruk eller skriver noe.</translation>
    </message>
    <message>
        <source>the session is initialized already</source>
        <translation>økten er allerede initialisert</translation>
    </message>
    <message>
        <source>%1 before initialize: initialize the session first</source>
        <translation>%1 før initialize: initialiser økten først</translation>
    </message>
    <message>
        <source>unknown cursor: tools/list has one page</source>
        <translation>ukjent markør: tools/list har én side</translation>
    </message>
    <message>
        <source>method not found: %1 (this server offers tools only)</source>
        <translation>metoden finnes ikke: %1 (denne tjeneren tilbyr bare verktøy)</translation>
    </message>
    <message>
        <source>tools/call needs params.name (a string)</source>
        <translation>tools/call trenger params.name (en streng)</translation>
    </message>
    <message>
        <source>unknown tool: %1</source>
        <translation>ukjent verktøy: %1</translation>
    </message>
    <message>
        <source>params.arguments must be an object</source>
        <translation>params.arguments må være et objekt</translation>
    </message>
    <message>
        <source>request id %1 is in use by a call still running</source>
        <translation>forespørsels-ID %1 brukes av et kall som fortsatt kjører</translation>
    </message>
    <message>
        <source>%1: the arguments do not fit its inputSchema: %2</source>
        <translation>%1: argumentene passer ikke med inputSchema: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s (the --request-timeout rule)</source>
        <translation>%1 ble ikke ferdig innen %2 s (regelen for --request-timeout)</translation>
    </message>
    <message>
        <source>no cluster was given</source>
        <translation>ingen klynge ble oppgitt</translation>
    </message>
    <message>
        <source>reading the cluster</source>
        <translation>leser klyngen</translation>
    </message>
    <message>
        <source>reading the cluster: %1</source>
        <translation>leser klyngen: %1</translation>
    </message>
    <message>
        <source>running %1</source>
        <translation>kjører %1</translation>
    </message>
    <message>
        <source>Profile %1; accelerators: %2; GPU wiring %3 (%4).</source>
        <translation>Profil %1; akseleratorer: %2; GPU-kobling %3 (%4).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>%1: choices %2; selected %3%4.</source>
        <translation>%1: valg %2; valgt %3%4.</translation>
    </message>
    <message>
        <source>; refused: %1</source>
        <translation>; avvist: %1</translation>
    </message>
    <message>
        <source>%1 as project %2: %3.</source>
        <translation>%1 som prosjekt %2: %3.</translation>
    </message>
    <message>
        <source>A launch would stop here: %1: %2</source>
        <translation>En oppstart ville stoppet her: %1: %2</translation>
    </message>
    <message>
        <source>%1 GPUs on %2 nodes (%3).</source>
        <translation>%1 GPU-er på %2 noder (%3).</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs match "%3" (%4).</source>
        <translation>%1 av %2 GPU-er samsvarer med «%3» (%4).</translation>
    </message>
    <message>
        <source>This is the embedded demo cluster.</source>
        <translation>Dette er den innebygde demoklyngen.</translation>
    </message>
    <message>
        <source>%1: %2 GPUs on %3 nodes, %4 free, %5 in use</source>
        <translation>%1: %2 GPU-er på %3 noder, %4 ledige, %5 i bruk</translation>
    </message>
    <message>
        <source>No GPUs found.</source>
        <translation>Ingen GPU-er funnet.</translation>
    </message>
    <message>
        <source>%1 pools, %2 devices free (%3).</source>
        <translation>%1 utvalg, %2 enheter ledige (%3).</translation>
    </message>
    <message>
        <source>give namespace or allNamespaces, not both</source>
        <translation>gi namespace eller allNamespaces, ikke begge</translation>
    </message>
    <message>
        <source>%1 claims: %2 pending, %3 reserved, %4 allocated for no pod (leak), %5 unhealthy devices.</source>
        <translation>%1 krav: %2 ventende, %3 reservert, %4 tildelt uten pod (lekkasje), %5 usunne enheter.</translation>
    </message>
    <message>
        <source>pod %1/%2: %3.</source>
        <translation>pod %1/%2: %3.</translation>
    </message>
    <message>
        <source>Scheduled: %1.</source>
        <translation>Planlagt: %1.</translation>
    </message>
    <message>
        <source>Its claims fit on no node now.</source>
        <translation>Kravene passer ikke på noen node nå.</translation>
    </message>
    <message>
        <source>Its claims fit now on: %1.</source>
        <translation>Kravene passer nå på: %1.</translation>
    </message>
    <message>
        <source>%1 %2: no node qualifies; a pod using it would stay Pending.</source>
        <translation>%1 %2: ingen node kvalifiserer; en pod som bruker det, ville bli stående som Pending.</translation>
    </message>
    <message>
        <source>%1 %2: %3 of %4 nodes qualify (%5).</source>
        <translation>%1 %2: %3 av %4 noder kvalifiserer (%5).</translation>
    </message>
    <message>
        <source>node %1: the claims are allocated.</source>
        <translation>node %1: kravene er tildelt.</translation>
    </message>
    <message>
        <source>node %1: not allocated: %2</source>
        <translation>node %1: ikke tildelt: %2</translation>
    </message>
    <message>
        <source>%1 needs a device</source>
        <translation>%1 trenger en enhet</translation>
    </message>
    <message>
        <source>Compiles: %1, estimated cost %2.</source>
        <translation>Kompilerer: %1, anslått kostnad %2.</translation>
    </message>
    <message>
        <source>On device %1: %2 (cost %3).</source>
        <translation>På enhet %1: %2 (kostnad %3).</translation>
    </message>
    <message>
        <source>Platform %1 (%2), GPU architecture %3, %4 target nodes.</source>
        <translation>Plattform %1 (%2), GPU-arkitektur %3, %4 målnoder.</translation>
    </message>
    <message>
        <source>%1 Workflow(s) rendered, %2 override(s) applied.</source>
        <translation>%1 Workflow(er) generert, %2 overstyring(er) brukt.</translation>
    </message>
    <message>
        <source>Platform %1, GPU architecture %2.</source>
        <translation>Plattform %1, GPU-arkitektur %2.</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4 categories, %5 failed nodes.</source>
        <translation>%1 %2: %3, %4 kategorier, %5 feilede noder.</translation>
    </message>
    <message>
        <source>%1 failed nodes.</source>
        <translation>%1 feilede noder.</translation>
    </message>
    <message>
        <source>reading the cluster: as read by an earlier call (%1 is unchanged)</source>
        <translation>leser klyngen: slik et tidligere kall leste den (%1 er uendret)</translation>
    </message>
    <message>
        <source>%1 node outcomes are past the mcp-output limit and not listed (nodesOmitted); `accelctl claim match -o json` gives them all.</source>
        <translation>%1 nodeutfall er forbi grensen mcp-output og er ikke listet (nodesOmitted); `accelctl claim match -o json` gir dem alle.</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::Shortcuts</name>
    <message>
        <source>Show the Hardware tab</source>
        <translation>Vis fanen Maskinvare</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Overalt</translation>
    </message>
    <message>
        <source>Show the Launch tab</source>
        <translation>Vis fanen Start</translation>
    </message>
    <message>
        <source>Show the Claims tab</source>
        <translation>Vis fanen Claims</translation>
    </message>
    <message>
        <source>Show the Overrides tab</source>
        <translation>Vis fanen Overstyringer</translation>
    </message>
    <message>
        <source>Probe this host again (on the Launch tab: read the launches again)</source>
        <translation>Undersøk denne verten på nytt (på fanen Start: les startene på nytt)</translation>
    </message>
    <message>
        <source>Read the cluster again</source>
        <translation>Les klyngen på nytt</translation>
    </message>
    <message>
        <source>Hardware tab</source>
        <translation>Fanen Maskinvare</translation>
    </message>
    <message>
        <source>Go to the current view&apos;s filter</source>
        <translation>Gå til filteret i visningen som vises</translation>
    </message>
    <message>
        <source>Inventory, Claims in the cluster, Pod claims</source>
        <translation>Inventar, Claims i klyngen, Pod-claims</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>Tøm filteret</translation>
    </message>
    <message>
        <source>A filter box with text, when it has focus</source>
        <translation>Et filterfelt med tekst, når det har fokus</translation>
    </message>
    <message>
        <source>Explain why the chosen pod waits</source>
        <translation>Forklar hvorfor den valgte poden venter</translation>
    </message>
    <message>
        <source>Claims in the cluster</source>
        <translation>Claims i klyngen</translation>
    </message>
    <message>
        <source>Open the details of the chosen row</source>
        <translation>Åpne detaljene for den valgte raden</translation>
    </message>
    <message>
        <source>Inventory, pods in Claims in the cluster, overrides</source>
        <translation>Inventar, poder i Claims i klyngen, overstyringer</translation>
    </message>
    <message>
        <source>Go to the next change in the diff</source>
        <translation>Gå til neste endring i diffen</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Overstyringer</translation>
    </message>
    <message>
        <source>Go to the previous change in the diff</source>
        <translation>Gå til forrige endring i diffen</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <extracomment>Title of Help &gt; Keyboard Shortcuts</extracomment>
        <translation>Hurtigtaster</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>Columns of the keyboard shortcuts list: the keys, what they do, where they work</extracomment>
        <translation>Taster</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Hvor</translation>
    </message>
    <message>
        <source>Show the Runs tab</source>
        <translation>Vis fanen Kjøringer</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::RunsPanel</name>
    <message>
        <source>Passed</source>
        <translation>Bestått</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Feilet</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Ufullstendig</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kjører</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Oppdater</translation>
    </message>
    <message>
        <source>Read the runs again (F5)</source>
        <translation>Les kjøringene på nytt (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Navnerom</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fremdrift</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Drift</source>
        <translation>Avvik</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Årsak</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Melding</translation>
    </message>
    <message>
        <source>Failed nodes</source>
        <translation>Feilede noder</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategori</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>AlgBW</source>
        <translation>AlgBW</translation>
    </message>
    <message>
        <source>BusBW</source>
        <translation>BusBW</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Prøver</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Endelig</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domene</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Noder</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>TFLOPs/GPU</source>
        <translation>TFLOPs/GPU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Stegtid</translation>
    </message>
    <message>
        <source>Bandwidth and goodput</source>
        <translation>Båndbredde og goodput</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hendelser</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Registrert</translation>
    </message>
    <message>
        <source>Previewed now</source>
        <translation>Forhåndsvist nå</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Open in Preview</source>
        <translation>Åpne i forhåndsvisning</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Eksporter JSON…</translation>
    </message>
    <message>
        <source>Export JUnit…</source>
        <translation>Eksporter JUnit…</translation>
    </message>
    <message>
        <source>Copy Report</source>
        <translation>Kopier rapport</translation>
    </message>
    <message>
        <source>No cluster yet: choose one in the Hardware tab.</source>
        <translation>Ingen klynge ennå: velg en i fanen Maskinvare.</translation>
    </message>
    <message>
        <source>Runs on %1, kept current by watching the cluster.</source>
        <translation>Kjøringer på %1, holdt oppdatert ved å følge klyngen.</translation>
    </message>
    <message>
        <source>Runs in %1.</source>
        <translation>Kjøringer i %1.</translation>
    </message>
    <message>
        <source>Reading runs…</source>
        <translation>Leser kjøringer…</translation>
    </message>
    <message>
        <source>Building reports…</source>
        <translation>Lager rapporter…</translation>
    </message>
    <message>
        <source>%1 of %2 passed</source>
        <translation>%1 av %2 bestått</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>ikke beregnet</translation>
    </message>
    <message>
        <source>No Certification or WorkloadRun here.</source>
        <translation>Ingen Certification eller WorkloadRun her.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), %1 failed</source>
        <translation>
            <numerusform>%n kjøring, %1 feilet</numerusform>
            <numerusform>%n kjøringer, %1 feilet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>platform/arch %1/%2</source>
        <translation>plattform/arkitektur %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n noder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) excluded: %1</source>
        <translation>
            <numerusform>%n node utelatt: %1</numerusform>
            <numerusform>%n noder utelatt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>provisional: %1</source>
        <translation>foreløpig: %1</translation>
    </message>
    <message>
        <source>final</source>
        <translation>endelig</translation>
    </message>
    <message>
        <source>Drift not computed: %1</source>
        <translation>Avvik ikke beregnet: %1</translation>
    </message>
    <message>
        <source>What the controller detected and applied is what the preview gives on these nodes now.</source>
        <translation>Det kontrolleren gjenkjente og brukte, er det forhåndsvisningen gir på disse nodene nå.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the preview on these nodes now.</source>
        <translation>
            <numerusform>%n avvik fra forhåndsvisningen på disse nodene nå.</numerusform>
            <numerusform>%n avvik fra forhåndsvisningen på disse nodene nå.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed nodes (%1)</source>
        <translation>Feilede noder (%1)</translation>
    </message>
    <message>
        <source>Drift (%1)</source>
        <translation>Avvik (%1)</translation>
    </message>
    <message>
        <source>No run is chosen.</source>
        <translation>Ingen kjøring er valgt.</translation>
    </message>
    <message>
        <source>Export JUnit</source>
        <translation>Eksporter JUnit</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Eksporter JSON</translation>
    </message>
    <message>
        <source>JUnit XML (*.xml)</source>
        <translation>JUnit XML (*.xml)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Lagret %1.</translation>
    </message>
    <message>
        <source>Runs on %1: not watched now; F5 reads and watches again.</source>
        <translation>Kjøringer på %1: følges ikke nå; F5 leser og følger igjen.</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::AttentionStrip</name>
    <message>
        <source>%1 leaked claim</source>
        <translation>%1 lekket claim</translation>
    </message>
    <message>
        <source>%1 leaked claims</source>
        <translation>%1 lekkede claims</translation>
    </message>
    <message>
        <source>%1 unhealthy device</source>
        <translation>%1 usunn enhet</translation>
    </message>
    <message>
        <source>%1 unhealthy devices</source>
        <translation>%1 usunne enheter</translation>
    </message>
    <message>
        <source>%1 pending pod</source>
        <translation>%1 ventende pod</translation>
    </message>
    <message>
        <source>%1 pending pods</source>
        <translation>%1 ventende poder</translation>
    </message>
    <message>
        <source>%1 incomplete or invalid pool</source>
        <extracomment>Status strip: pools that publish fewer slices than announced, or that are invalid</extracomment>
        <translation>%1 ufullstendig eller ugyldig pool</translation>
    </message>
    <message>
        <source>%1 incomplete or invalid pools</source>
        <translation>%1 ufullstendige eller ugyldige pooler</translation>
    </message>
    <message>
        <source>%1 blocked launch</source>
        <translation>%1 blokkert oppstart</translation>
    </message>
    <message>
        <source>%1 blocked launches</source>
        <translation>%1 blokkerte oppstarter</translation>
    </message>
    <message>
        <source>Claims that hold devices for no pod: show them in Claims in the cluster</source>
        <translation>Claims som holder enheter for ingen pod: vis dem i Claims i klyngen</translation>
    </message>
    <message>
        <source>Devices their driver or a claim reports unhealthy: select them in the inventory (click again for the next)</source>
        <translation>Enheter som driveren eller en claim melder som usunne: velg dem i inventaret (klikk igjen for den neste)</translation>
    </message>
    <message>
        <source>Pods whose claims wait: show them in Claims in the cluster, the first explained</source>
        <translation>Poder med claims som venter: vis dem i Claims i klyngen, den første forklart</translation>
    </message>
    <message>
        <source>Pools that publish fewer slices than they announce, or that the scheduler cannot use: show them in Claims in the cluster</source>
        <translation>Pooler som publiserer færre slices enn de varsler, eller som scheduleren ikke kan bruke: vis dem i Claims i klyngen</translation>
    </message>
    <message>
        <source>The launch the Launch panel prepares would not go ahead: show it</source>
        <translation>Oppstarten Oppstart-panelet forbereder, ville ikke gått: vis den</translation>
    </message>
    <message>
        <source>Nothing needs attention</source>
        <translation>Ingenting trenger oppmerksomhet</translation>
    </message>
</context>
<context>
    <name>Accel::Ui::FleetStrip</name>
    <message>
        <source>Free %1</source>
        <extracomment>Fleet strip above the inventory: GPUs no claim holds, untainted and healthy</extracomment>
        <translation>Ledige %1</translation>
    </message>
    <message>
        <source>In use %1</source>
        <extracomment>Fleet strip: GPUs a claim holds (or one of their partitions)</extracomment>
        <translation>I bruk %1</translation>
    </message>
    <message>
        <source>Tainted %1</source>
        <translation>Med taint %1</translation>
    </message>
    <message>
        <source>Unhealthy %1</source>
        <translation>Usunne %1</translation>
    </message>
    <message>
        <source>Partitions free %1/%2</source>
        <extracomment>Fleet strip: %1 partitions (MIG devices) free of %2</extracomment>
        <translation>Ledige partisjoner %1/%2</translation>
    </message>
    <message>
        <source>GPUs no claim holds, without a blocking taint, not unhealthy: select the next in the inventory</source>
        <translation>GPU-er som ingen claim holder, uten blokkerende taint, ikke usunne: velg den neste i inventaret</translation>
    </message>
    <message>
        <source>GPUs a claim holds, whole or a partition: select the next in the inventory</source>
        <translation>GPU-er som en claim holder, hele eller en partisjon: velg den neste i inventaret</translation>
    </message>
    <message>
        <source>GPUs with a NoSchedule or NoExecute taint: select the next in the inventory</source>
        <translation>GPU-er med en NoSchedule- eller NoExecute-taint: velg den neste i inventaret</translation>
    </message>
    <message>
        <source>GPUs their driver reports unhealthy: select the next in the inventory</source>
        <translation>GPU-er som driveren melder usunne: velg den neste i inventaret</translation>
    </message>
    <message>
        <source>Partitions (MIG devices) free of all published: select the next partitioned GPU in the inventory</source>
        <translation>Ledige partisjoner (MIG-enheter) av alle publiserte: velg den neste partisjonerte GPU-en i inventaret</translation>
    </message>
    <message>
        <source>Nodes %1 · GPUs %2</source>
        <extracomment>Fleet strip: %1 nodes, %2 GPUs</extracomment>
        <translation>Noder %1 · GPU-er %2</translation>
    </message>
    <message>
        <source>Other devices %1</source>
        <extracomment>Fleet strip: devices that are not GPUs (IMEX channels, NICs ...)</extracomment>
        <translation>Andre enheter %1</translation>
    </message>
</context>
</TS>
