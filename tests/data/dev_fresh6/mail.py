"""Two helpers for the e-mail files: one e-mail with the one edit its twin gets, and a signature."""

SIGNATURES = {
    "s1": (
        "Rosa Huamán Quispe",
        "Export Manager",
        "Altiplano Andino Export S.A.C.",
        "Arequipa, Peru",
        "+51 54 284 613",
        "rosa.huaman@altiplanoandino.com.pe",
    ),
    "s2": (
        "Hery Rakotomalala",
        "Commercial Director",
        "Ravinala Export SARL",
        "Antananarivo, Madagascar",
        "+261 20 22 418 57",
        "hery.rakotomalala@ravinala-export.mg",
    ),
    "s3": (
        "Sushila Shrestha",
        "Head of Export Sales",
        "Himal Lokta Crafts Pvt. Ltd.",
        "Kathmandu, Nepal",
        "+977 1 4412 396",
        "sushila@himallokta.com.np",
    ),
    "s4": (
        "Nurul Aina Hashim",
        "Senior Export Executive",
        "Seri Kelang Trading Sdn. Bhd.",
        "Klang, Malaysia",
        "+60 3 3165 2280",
        "nurulaina@serikelang.com.my",
    ),
}


def sig(sid: str, closing: str = "Best regards,", full: bool = True) -> str:
    """The sender's sign-off: every line or just name, title and company."""
    name, title, company, place, phone, email = SIGNATURES[sid]
    lines = [closing, name, title, company]
    if full:
        lines += [place, f"{phone} | {email}"]
    return "\n".join(lines)


def mail(buyer, sender, subject, body, note, edit):
    """One natural e-mail; `edit` = (type, part, old, new, label note[, found, expected]).

    The twin replaces `old` by `new` once in `part`. For company_missing `old` is a list of
    (old, new) pairs replaced everywhere in subject and body, `found` and `expected` given.
    """
    return {
        "buyer_id": buyer,
        "sender": sender,
        "subject": subject,
        "body": body,
        "note": note,
        "edit": edit,
    }
