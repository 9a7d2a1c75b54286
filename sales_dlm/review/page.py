"""A self-contained HTML page for a file a person opens from disk (summary.html, review.html,
tuning.html).

No external asset and no script: the stylesheet is inline and the Content-Security-Policy
allows exactly that stylesheet, by its sha256 (no 'unsafe-inline'), plus `data:` images where a
page embeds one (the tuning plot). Charts are inline SVG whose sizes are attributes, not style
attributes, so the policy needs nothing looser. The callers escape every value they put in.
"""

from __future__ import annotations

import base64
import hashlib
from html import escape

BASE_STYLE = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem;color:#222;
max-width:60rem}
h1{font-size:1.4rem;margin-bottom:.2rem} h2{font-size:1.1rem;margin:1.6rem 0 .4rem}
table{border-collapse:collapse;margin:.4rem 0}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}
.meta{color:#555;font-size:.9rem} .lead{font-size:1.05rem}
.note{color:#444;background:#f3f6fb;padding:.4rem .6rem}
svg text{font:12px system-ui,-apple-system,Segoe UI,Roboto,sans-serif;fill:#222}
"""


def style_source(style: str) -> str:
    """The CSP source that allows one inline stylesheet: its text's sha256, base64."""
    digest = hashlib.sha256(style.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def content_security_policy(style: str, *, data_images: bool = False) -> str:
    policy = f"default-src 'none'; style-src {style_source(style)}; base-uri 'none'; "
    policy += "form-action 'none'"
    return policy + ("; img-src data:" if data_images else "")


def page(title: str, body: str, *, style: str = BASE_STYLE, data_images: bool = False) -> str:
    """The whole document around `body` (HTML already escaped by the caller)."""
    policy = content_security_policy(style, data_images=data_images)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{escape(policy)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title><style>{style}</style></head><body>
{body}
</body></html>
"""
