"""One e-mail with the edit its twin gets, and the senders' signatures.

An edit is (type, part, old, new, note): the twin is the e-mail with `old` replaced by `new` in
`part` (for company_missing, `old` and `new` are tuples: every mention is replaced).
"""

from dataclasses import dataclass

SIG = {
    "s1": "Lucía Fernández Ocampo\nExport Manager\nPampa Alta Exportaciones S.R.L.\n"
    "Posadas, Misiones, Argentina\n+54 376 442 1985 | www.pampaalta.com.ar",
    "s2": "Dewi Anggraini\nHead of Export Sales\nPT Sumber Wangi Nusantara\nSurabaya, Indonesia\n"
    "+62 31 5482 7710 | dewi.anggraini@sumberwangi.co.id",
    "s3": "Johan Pretorius\nSales Director\nKaroo Cape Trading (Pty) Ltd\n"
    "Oudtshoorn, South Africa\n+27 44 272 6631",
    "s4": "Mona El-Sherbiny\nExport Sales Manager\nDelta Nile Agro Export S.A.E.\n"
    "Alexandria, Egypt\n+20 3 487 2210 | www.deltanileagro.com.eg",
}


@dataclass
class Mail:
    buyer_id: str
    sender: str
    subject: str
    body: str
    note: str
    edit: tuple

    def text(self) -> str:
        return self.body.replace("{sig}", SIG[self.sender])
