"""Map a CSV header onto buyer fields: case-insensitive, with common CRM-export aliases.

`Company Name`, `Account Name`, `Job Title`, `Email Address`, `Country/Region`, `Industry` …
all find their field; `First Name` + `Last Name` join into `contact_name`. `--map field=Header`
overrides any guess (`--map field=#N` names the N-th column, for a header that repeats). Two
columns that would feed one field are an error naming both and the `--map` that settles it: a
silent winner would throw the other column's values away. Columns that map to nothing are kept
as `Buyer.extra`.
"""

from __future__ import annotations

import re
import shlex
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
# Fields holding a name or an address: a line break in one is never data, but what a stray quote
# that swallowed the next line looks like.
NAME_FIELDS = (
    "buyer_id",
    "company",
    "contact_name",
    FIRST_NAME,
    LAST_NAME,
    "contact_title",
    "email",
    "country",
)


def normalise_header(header: str) -> str:
    return re.sub(r"[^0-9a-z]", "", header.casefold())


@dataclass
class ColumnMap:
    """Which header index feeds which field; everything else goes to `extra`."""

    headers: list[str]
    field_index: dict[str, int] = field(default_factory=dict)

    @property
    def extra_index(self) -> dict[str, int]:
        """Unmapped header -> index. A name that repeats, or is also a field's name, gets its
        column number (`region #3`), so no value is overwritten by another under one key."""
        used = set(self.field_index.values())
        repeated = {h for h in self.headers if self.headers.count(h) > 1} | set(self.field_index)
        return {
            (f"{h} #{i + 1}" if h in repeated else h): i
            for i, h in enumerate(self.headers)
            if i not in used and h.strip()
        }

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


def _column_of(header: str, headers: list[str]) -> int | None:
    """The index `--map field=HEADER` names: the header (case-insensitive, first of equals), or
    `#N`, the N-th column, when no header is literally called that."""
    folded = [h.casefold() for h in headers]
    if header.casefold() in folded:
        return folded.index(header.casefold())
    found = re.fullmatch(r"#(\d+)", header)
    if found and 1 <= int(found.group(1)) <= len(headers):
        return int(found.group(1)) - 1
    return None


def _map_choice(name: str, index: int, headers: list[str]) -> str:
    """The `--map` that picks column `index` for field `name`, quoted for a shell."""
    header = headers[index]
    if headers.count(header) > 1 or _column_of(header, headers) != index:
        header = f"#{index + 1}"  # a repeated name cannot pick one column; its number can
    return "--map " + shlex.quote(f"{name}={header}")


def map_columns(
    headers: Sequence[str],
    overrides: Mapping[str, str] | None = None,
    *,
    path: str | None = None,
    line: int = 1,
) -> ColumnMap:
    """Assign header positions to fields (`line` is the header's line, for errors). Raises
    InputError when no company column exists or two columns would feed one field."""
    headers = [h.strip() for h in headers]
    mapping = ColumnMap(headers=list(headers))
    taken: set[int] = set()
    for name, header in (overrides or {}).items():
        index = _column_of(header, headers)
        if index is None:
            raise InputError(
                f"--map {name}={header}: no such column (columns: {', '.join(headers)})",
                path=path,
                line=line,
            )
        mapping.field_index[name] = index
        taken.add(index)
    normalised = [normalise_header(h) for h in headers]
    for name, aliases in ALIASES.items():
        if name in mapping.field_index:
            continue
        rank = {alias: n for n, alias in enumerate(aliases)}
        matches = sorted(
            (i for i, n in enumerate(normalised) if n in rank and i not in taken),
            key=lambda i: (rank[normalised[i]], i),
        )
        if len(matches) > 1:
            both = sorted(matches)
            named = [f"{i + 1} {headers[i]!r}" for i in both]
            choices = [_map_choice(name, i, headers) for i in both]
            raise InputError(
                f"columns {', '.join(named[:-1])} and {named[-1]} "
                f"{'both' if len(both) == 2 else 'all'} map to {name}; say which to read with "
                f"{', '.join(choices[:-1])} or {choices[-1]}",
                path=path,
                line=line,
            )
        if matches:
            mapping.field_index[name] = matches[0]
            taken.add(matches[0])
    if "company" not in mapping.field_index:
        raise InputError(
            "no company column found (columns: "
            + ", ".join(repr(h) for h in headers)
            + "); name one with --map company=HEADER",
            path=path,
            line=line,
        )
    return mapping
