"""Map a CSV header onto buyer fields: case-insensitive, with common CRM-export aliases.

`Company Name`, `Account Name`, `Job Title`, `Email Address`, `Country/Region`, `Industry` …
all find their field; `First Name` + `Last Name` join into `contact_name`. `--map field=Header`
overrides any guess. Columns that map to nothing are kept as `Buyer.extra`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from sales_dlm.errors import InputError

# Pseudo-fields that are joined into contact_name when no full-name column exists.
FIRST_NAME = "first_name"
LAST_NAME = "last_name"

# Normalised header (lowercase letters and digits only) -> field. Order inside a field's tuple
# is preference: when two headers match one field, the earlier alias wins.
ALIASES: dict[str, tuple[str, ...]] = {
    "buyer_id": ("buyerid", "id", "accountid", "customerid", "leadid", "contactid", "recordid"),
    "company": (
        "company",
        "companyname",
        "accountname",
        "account",
        "organization",
        "organisation",
        "organizationname",
        "organisationname",
        "businessname",
        "buyer",
        "buyername",
        "customername",
        "customer",
        "firm",
    ),
    "contact_name": ("contactname", "contact", "fullname", "name", "contactperson", "attn"),
    FIRST_NAME: ("firstname", "givenname", "first", "forename"),
    LAST_NAME: ("lastname", "surname", "familyname", "last"),
    "contact_title": (
        "contacttitle",
        "jobtitle",
        "title",
        "position",
        "role",
        "designation",
        "jobrole",
    ),
    "email": (
        "email",
        "emailaddress",
        "mail",
        "workemail",
        "email1",
        "primaryemail",
        "businessemail",
    ),
    "country": (
        "country",
        "countryregion",
        "countryname",
        "nation",
        "mailingcountry",
        "billingcountry",
    ),
    "product_category": (
        "productcategory",
        "category",
        "products",
        "productinterest",
        "industry",
        "sector",
        "productline",
    ),
    "website": ("website", "url", "web", "homepage", "site", "companywebsite", "domain"),
    "notes": ("notes", "note", "comments", "comment", "description", "remarks"),
}
MAPPABLE_FIELDS = tuple(ALIASES)


def normalise_header(header: str) -> str:
    return re.sub(r"[^0-9a-z]", "", header.casefold())


@dataclass
class ColumnMap:
    """Which header index feeds which field; everything else goes to `extra`."""

    headers: list[str]
    field_index: dict[str, int] = field(default_factory=dict)

    @property
    def extra_index(self) -> dict[str, int]:
        used = set(self.field_index.values())
        return {h: i for i, h in enumerate(self.headers) if i not in used and h.strip()}

    def columns(self) -> dict[str, str]:
        """field -> header name, for reports (`validate --format json`)."""
        return {f: self.headers[i] for f, i in self.field_index.items()}


def parse_overrides(pairs: Sequence[str]) -> dict[str, str]:
    """`--map field=Header` options -> {field: header}."""
    overrides: dict[str, str] = {}
    for pair in pairs:
        name, sep, header = pair.partition("=")
        name = name.strip()
        if not sep or not name or not header.strip():
            raise InputError(f"--map expects field=Header, got {pair!r}")
        if name not in MAPPABLE_FIELDS:
            raise InputError(
                f"--map: unknown field {name!r} (fields: {', '.join(MAPPABLE_FIELDS)})"
            )
        overrides[name] = header.strip()
    return overrides


def map_columns(
    headers: Sequence[str], overrides: Mapping[str, str] | None = None, *, path: str | None = None
) -> ColumnMap:
    """Assign header positions to fields. Raises InputError when no company column exists."""
    headers = [h.strip() for h in headers]
    mapping = ColumnMap(headers=list(headers))
    taken: set[int] = set()
    folded = [h.casefold() for h in headers]
    for name, header in (overrides or {}).items():
        if header.casefold() not in folded:
            raise InputError(
                f"--map {name}={header}: no such column (columns: {', '.join(headers)})",
                path=path,
                line=1,
            )
        index = folded.index(header.casefold())
        mapping.field_index[name] = index
        taken.add(index)
    normalised = [normalise_header(h) for h in headers]
    for name, aliases in ALIASES.items():
        if name in mapping.field_index:
            continue
        for alias in aliases:
            matches = [i for i, n in enumerate(normalised) if n == alias and i not in taken]
            if matches:
                mapping.field_index[name] = matches[0]
                taken.add(matches[0])
                break
    if "company" not in mapping.field_index:
        raise InputError(
            "no company column found (columns: "
            + ", ".join(repr(h) for h in headers)
            + "); name one with --map company=HEADER",
            path=path,
            line=1,
        )
    return mapping
