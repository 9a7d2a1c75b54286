"""Helpers for the hand-written e-mails: one e-mail with the one edit its twin gets."""


def mail(buyer_id, sender, subject, body, note, edit):
    return {"buyer_id": buyer_id, "sender": sender, "subject": subject, "body": body, "note": note,
            "edit": edit}


def edit(type_, part, old, new, expected, note, found=None):
    out = {"type": type_, "part": part, "old": old, "new": new, "expected": expected, "note": note}
    if found is not None:
        out["found"] = found
    return out
