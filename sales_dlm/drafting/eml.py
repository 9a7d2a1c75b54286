"""One .eml file per passed draft, built with the stdlib `email` package.

Header values are collapsed onto one line before they reach the message, so a name or subject
holding CR/LF cannot inject headers; `email.policy.SMTP` then folds and encodes them.
"""

from __future__ import annotations

import re
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import formatdate, make_msgid
from pathlib import Path

from sales_dlm.inputs.records import Buyer, Sender

SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def _one_line(value: str) -> str:
    return " ".join(value.split())


def _address(display_name: str, email: str) -> Address | str:
    name = _one_line(display_name)
    if email and "@" in email:
        username, _, domain = _one_line(email).rpartition("@")
        try:
            return Address(display_name=name, username=username, domain=domain)
        except (ValueError, IndexError):
            pass
    return name or "undisclosed-recipients:;"


def build_message(sender: Sender, buyer: Buyer, subject: str, body: str) -> EmailMessage:
    message = EmailMessage(policy=SMTP)
    message["From"] = _address(sender.name, sender.email)
    message["To"] = _address(buyer.contact_name or buyer.company, buyer.email)
    message["Subject"] = _one_line(subject)
    message["Date"] = formatdate(localtime=False)
    domain = sender.email.rpartition("@")[2] or "sales-dlm.local"
    message["Message-ID"] = make_msgid(domain=_one_line(domain))
    message["X-Sales-Dlm-Buyer-Id"] = _one_line(buyer.buyer_id)
    message.set_content(body)
    return message


def eml_file_name(buyer_id: str) -> str:
    return (SAFE_NAME.sub("_", buyer_id).strip("._") or "buyer") + ".eml"


def write_eml(path: Path, sender: Sender, buyer: Buyer, subject: str, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(build_message(sender, buyer, subject, body).as_bytes())
    return path
