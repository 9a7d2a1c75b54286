"""Write natural.jsonl and injected.jsonl from email_phrases.py (seeded). See README.md."""
import json, random, re, sys, tomllib
from pathlib import Path
DEV = Path(__file__).resolve().parent
sys.path.insert(0, str(DEV))
from make_buyers import make_buyers, LEGAL
from email_phrases import *  # noqa: F403

BUYERS = make_buyers()
BY_ID = {b["buyer_id"]: b for b in BUYERS}
SENDERS = tomllib.load(open(DEV / "senders.toml", "rb"))["senders"]
CAT2S = {c: sid for sid, s in SENDERS.items() for c in s["categories"]}


def latin(t):
    return all(ord(c) < 0x250 or c in "–’ếạảấầẩẫậắằẳẵặẹẻẽềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđĐăâơưĂÂƠƯàáãèéêìíòóôõùúýÀÁ" for c in t)


def cap(t):
    return t[0].upper() + t[1:]


class Ctx:
    def __init__(self, ov=None):
        self.ov, self.part, self.done, self.log, self.slots, self.features = ov, "subject", False, [], [], []

    def s(self, kind, text, alt=None, **meta):
        self.slots.append((self.part, kind, text, meta))
        ov = self.ov
        if ov and ov.get("missing") and kind == "co":
            self.log.append((self.part, kind, text, alt))
            return alt
        if ov and not self.done and ov.get("kind") == kind and ov["part"] == self.part and ov.get("ok", lambda m: True)(meta):
            new = ov["fn"](text, meta)
            self.done = True
            self.log.append((self.part, kind, text, new))
            return new
        return text


def ctext(country, rng):
    return rng.choice(COUNTRY_TEXT.get(country, [country]))


def render(plan, ctx):
    b, sid = plan["b"], plan["sid"]
    S, X = SENDERS[sid], SENDER_EXTRA[sid]
    rng = random.Random(plan["seed"])
    need = plan["need"]
    cat = b["product_category"]
    p1, p2, p3 = rng.sample(PRODUCTS[cat], 3)
    co_latin = latin(b["company"])
    co_forms = ["full", "full", "core"] if b["_core"] != b["company"] else ["full"]

    def CO(form=None):
        form = form or rng.choice(co_forms)
        if form == "poss":
            if not co_latin:
                form = "full"
            else:
                ctx.features.append("possessive of company")
                return ctx.s("co", b["_core"] + ("'" if b["_core"].endswith("s") else "'s"), alt="your company's", form="poss")
        text = b["company"] if form == "full" else b["_core"]
        if form == "core":
            ctx.features.append("company without legal form")
        return ctx.s("co", text, alt="your company", form=form)

    def POSS(noun):
        return f"{CO('poss')} {noun}" if co_latin else f"the {noun} of {CO()}"

    def P1():
        return ctx.s("product", p1)

    def SNAME(): return ctx.s("sname", S["name"])
    def STITLE(): return ctx.s("stitle", S["title"])
    def SCO(form=None):
        form = form or rng.choice(["full", "full", "core"])
        return ctx.s("sco", S["company"] if form == "full" else X["core"], form=form)
    def SFIRST(): return ctx.s("sfirst", X["first"])

    scountry = S["country"]
    if scountry == "Turkey" and rng.random() < 0.3:
        scountry = "Türkiye"
    C_txt = ctext(b["country"], rng)
    def C(): return ctx.s("country", C_txt)
    reg = REGION[b["country"]]
    region = "the EU" if b["country"] in EU and rng.random() < 0.3 else reg
    moq = MOQ[GROUP[cat]]

    # --- greeting
    ctx.part = "body"
    native = not latin(b["contact_name"])
    hon = "Dr." if b["_dr"] else {"m": "Mr.", "f": "Ms.", None: None}[b["_gender"]]
    gopts = ["full"] if native else (["mr", "mr", "first", "full"] if hon else ["first", "full", "full"])
    want_title = need.get("title") or rng.random() < 0.3
    if not need.get("contact") and not want_title:
        gopts += ["team"]
    if plan["style"] == "formal" and "first" in gopts:
        gopts.remove("first")
    gk = rng.choice(gopts)
    if plan["style"] == "friendly" and "first" in gopts and gk != "team" and not native:
        gk = "first"
    if gk == "mr":
        greet = rng.choice(["Dear", "Dear", "Hello"]) + f" {hon} " + ctx.s("contact", b["_last"], form="last") + ","
        ctx.features.append(f"greeting {hon} surname")
    elif gk == "first":
        greet = rng.choice(["Hi", "Hello", "Dear"]) + " " + ctx.s("contact", b["_first"], form="first") + ","
        ctx.features.append("greeting by first name")
    elif gk == "full":
        name = b["contact_name"]
        greet = "Dear " + ctx.s("contact", name, form="full") + ","
    else:
        greet = rng.choice(["Dear Procurement Team,", "Dear Purchasing Team,", "Dear Sir or Madam,", "Hello,"])
        ctx.features.append("team greeting")

    # --- title mention
    t = b["contact_title"]
    tfeat = None
    if b["_local_title"] and rng.random() < 0.5:
        t = TITLE_EN[t]; tfeat = "English equivalent of native title"
    elif t in TITLE_ABBR and rng.random() < 0.5:
        t = TITLE_ABBR[t]; tfeat = "title abbreviation"
    elif b["_local_title"]:
        tfeat = "native-language title"
    def TITLE_SENT():
        if tfeat: ctx.features.append(tfeat)
        if t == "Owner":
            tt = ctx.s("title", "owner")
            return f"As the {tt} of {CO()}, you will know how much a reliable second supplier is worth."
        return rng.choice([
            lambda: f"Given your role as {ctx.s('title', t)} at {CO()}, I thought you would be the right person to contact.",
            lambda: f"I am writing to you as {ctx.s('title', t)} of {CO()}, as I believe our range could interest your team.",
        ])()

    want_country = need.get("country") or rng.random() < 0.4

    # --- note sentence
    n = b["_note"]
    def NOTE():
        k = n["kind"]
        if k == "fair":
            ctx.features.append("refers to trade fair in notes")
            return rng.choice([f"It was a pleasure to meet you at {n['fair']} {n['year']} in {n['city']}.",
                               f"Thank you again for the conversation at {n['fair']} in {n['city']}."])
        if k == "request":
            ctx.features.append("refers to request in notes")
            return f"You mentioned that you are looking for {n['request']}, which is exactly what we make."
        if k == "origin":
            ctx.features.append("mentions current import origin from notes")
            return f"I understand you currently import from {n['origin']}; if a second source would help, we would be glad to be considered."
        t = n["text"]
        return {"prefers quotes in EUR": "As you prefer, all our quotations can be made in EUR.",
                "wants samples before placing a trial order": "We are happy to send samples first, before you decide on a trial order.",
                "prefers FOB quotes": f"Our prices are quoted FOB {X['port']}, which I understand is your preference.",
                "opening two new warehouses next year": "With your two new warehouses opening next year, this may be a good moment to compare suppliers.",
                "reviewing suppliers for next season": "I understand you are reviewing suppliers for next season, so the timing may be right."}[t]
    use_note = bool(n["text"]) and (plan.get("note") or rng.random() < 0.6)

    def SIG(short_ok=False):
        k = rng.choice([1, 2, 4, 5] + ([3, 3] if short_ok else []))
        if k == 1:
            return f"Best regards,\n{SNAME()}\n{STITLE()}\n{SCO('full')}\n{S['phone']} | {S['email']}\n{S['website']}"
        if k == 2:
            return f"Kind regards,\n\n{SNAME()}\n{STITLE()} | {SCO('full')}\nTel. {S['phone']}\n{S['website']}"
        if k == 3:
            return f"{rng.choice(['Best,', 'Cheers,', 'Thanks,'])}\n{SFIRST()}"
        if k == 4:
            return f"Sincerely,\n{SNAME()}\n{STITLE()}, {SCO('full')}\n{S['city']}, {S['country']}\n{S['email']} · {S['phone']}"
        return f"Warm regards,\n{SNAME()}\n{SCO('full')} | {S['website']}"

    style = plan["style"]
    ctx.features.insert(0, f"style={style}")
    # ---------------- subject
    ctx.part = "subject"
    if style == "short":
        subj = rng.choice([lambda: f"{cap(P1())} from {S['city']}", lambda: f"{cap(cat)} supplier for {CO()}",
                           lambda: f"Introduction – {SCO('core')}", lambda: "Quick question"])()
    elif style == "llm":
        subj = rng.choice([lambda: f"Partnership opportunity: {cap(cat)} from {scountry} for {CO()}",
                           lambda: f"Premium {P1()} for {CO()}", lambda: f"Reliable {cat} supply from {S['city']}"])()
    elif style == "formal":
        subj = rng.choice([lambda: f"Supply of {cat} – {SCO('full')}", lambda: f"Introduction of {SCO('core')}, {S['city']}",
                           lambda: f"{cap(cat)} for {CO()}"])()
    elif style == "friendly":
        subj = rng.choice([lambda: f"{cap(P1())} for {CO()}?", lambda: f"Hello from {S['city']}",
                           lambda: f"{cap(cat)} from {scountry}"])()
    else:  # note-led
        k = n["kind"]
        if k == "fair":
            subj = rng.choice([f"Great meeting you at {n['fair']}", f"Following up from {n['fair']} {n['year']}"])
        elif k == "request":
            subj = f"{cap(n['request'])} – quotation from {SCO('core')}"
        else:
            subj = rng.choice([lambda: f"{cap(cat)} for {CO()}", lambda: f"{cap(P1())} – samples and pricing"])()
    # ---------------- body
    ctx.part = "body"
    paras = [greet]
    if style == "short":
        paras.append(f"I'm {SNAME()}, {STITLE()} at {SCO()}. We export {P1()}, {p2} and {p3} {X['origin']} and already work with importers in {region}.")
        if use_note: paras.append(NOTE())
        mid = []
        if want_title: mid.append(TITLE_SENT())
        if want_country: mid.append(f"We ship to {C()} regularly, {rng.choice(['FOB or CIF', 'on FOB, CIF or EXW terms', 'under Incoterms 2020 (FOB or CIF)'])}.")
        if mid: paras.append(" ".join(mid))
        paras.append(f"If {POSS('team')} is reviewing suppliers for {cat}, I'd be glad to send our price list and a few samples. Would a short call next week work for you?")
        paras.append(SIG(short_ok=True))
    elif style == "llm":
        paras.append("I hope this message finds you well.")
        paras.append(f"My name is {SNAME()}, and I am the {STITLE()} at {SCO()}, based in {S['city']}, {scountry}.")
        where = C() if want_country else region
        paras.append(f"I came across {CO()} while researching {cat} importers in {where}, and I believe our products could be a strong fit for your portfolio." + (" " + NOTE() if use_note else ""))
        bullet = rng.choice(["- ", "• "])
        paras.append("Here is a brief overview of what we offer:\n\n" + "\n".join([
            f"{bullet}Products: {P1()}, {p2} and {p3}",
            f"{bullet}Quality: {CERT[cat]}",
            f"{bullet}Flexibility: OEM and private label available, MOQ of {moq}",
            f"{bullet}Logistics: FOB {X['port']} or CIF to your nearest port (Incoterms 2020)"]))
        paras.append(DETAIL[cat])
        if want_title: paras.append(TITLE_SENT())
        paras.append("Would you be open to a brief 15-minute call next week? I would also be happy to send our latest catalogue and samples.")
        paras.append("Thank you for your time and consideration. I look forward to hearing from you.")
        paras.append(SIG())
    elif style == "formal":
        if want_title and gk != "team" and not need.get("no_block") and rng.random() < 0.6:
            paras.insert(0, f"Attn: {ctx.s('contact', b['contact_name'], form='full')}, {ctx.s('title', b['contact_title'])}\n{CO('full')}\n{C() if want_country else b['country']}")
            ctx.features.append("address block")
            want_title = want_country = False
            # paragraph order: address block first, then greeting
        paras.append(f"Please allow me to introduce {SCO()}, an exporter of {cat} based in {S['city']}, {scountry}. Our range includes {P1()}, {p2} and {p3}. All our products are {CERT[cat]}.")
        if use_note: paras.append(NOTE())
        if want_country:
            paras.append(f"We would welcome the opportunity to support {CO()} in supplying customers in {C()}.")
        else:
            paras.append(f"We would welcome the opportunity to support {CO()} with a reliable supply of {cat}.")
        if want_title: paras.append(TITLE_SENT())
        paras.append(f"We work on FOB {X['port']} and CIF terms, and we can supply OEM packaging on request. {DETAIL[cat]}")
        paras.append("I would be grateful for the opportunity to send you our catalogue and price list.")
        paras.append("Yours sincerely,\n" + SIG().split("\n", 1)[1].lstrip("\n"))
    elif style == "friendly":
        paras.append(f"{SNAME()} here from {SCO('core')} in {S['city']}. We supply {P1()} and {p2} {X['origin']}, and I think they could sit well in {POSS(cat + ' range')}.")
        if use_note: paras.append(NOTE())
        if want_title: paras.append(TITLE_SENT())
        extra = f" We already ship to {C()}, so logistics are easy." if want_country else ""
        paras.append(f"Happy to send samples or a quick quote (FOB or CIF, whichever suits you).{extra} Worth a chat?")
        paras.append(SIG(short_ok=True))
    else:  # note-led
        paras.append(NOTE())
        paras.append(f"As promised, here are a few details about {SCO()}: we are a {S['city']}-based exporter of {cat}, and our best sellers are {P1()} and {p2}. {DETAIL[cat]}")
        if want_country:
            paras.append(f"We can deliver to {C()} on CIF terms, or quote EXW or FOB {X['port']} if you prefer. The MOQ is {moq}.")
        else:
            paras.append(f"We can quote EXW, FOB {X['port']} or CIF, with an MOQ of {moq}.")
        if want_title: paras.append(TITLE_SENT())
        paras.append(f"Shall I send a quotation for {CO()}? I can also arrange samples within two weeks.")
        paras.append(SIG())
    body = re.sub(r"\.\.(?=\s|$)", ".", "\n\n".join(paras))
    return subj, body


# ---------------------------------------------------------------- injections
def typo(word, rng):
    letters = [i for i, c in enumerate(word) if c.isalpha()]
    if len(letters) < 4:
        return word + word[-1]
    for _ in range(20):
        op = rng.choice(["drop", "double", "swap", "vowel"])
        i = rng.choice(letters[1:-1])
        if op == "drop": w = word[:i] + word[i + 1:]
        elif op == "double": w = word[:i] + word[i] + word[i:]
        elif op == "swap": w = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        else:
            v = "aeiou"
            if word[i].lower() not in v: continue
            w = word[:i] + rng.choice([x for x in v if x != word[i].lower()]) + word[i + 1:]
        if w != word:
            return w
    return word[:-1]


def misspell_company(text, meta, b, rng):
    poss = meta.get("form") == "poss"
    core = text[:-2] if text.endswith("'s") else (text[:-1] if poss else text)
    opts = []
    form = b["_form"]
    if meta.get("form") == "full" and form and core.endswith(form) and latin(form):
        others = [f for f in LEGAL[b["country"]] if f and f != form] + ["AG", "S.A.", "Ltd.", "Co., Ltd.", "Inc.", "S.r.l.", "B.V.", "GmbH", "LLC"]
        others = [f for f in others if f != form]
        opts.append(("legal form changed", core[: -len(form)] + rng.choice(others)))
    words = core.split()
    if len(words) >= 2 and latin(core) and words[1] not in ("&", "és"):
        cut = [w for w in words if w != words[1]]
        if len(cut) >= 1:
            opts.append(("name cut", " ".join(cut)))
    if latin(core):
        longest = max(words, key=len)
        opts.append(("misspelled", core.replace(longest, typo(longest, rng), 1)))
        opts.append(("misspelled", core.replace(longest, typo(longest, rng), 1)))
    else:
        if "株式会社" in core:
            opts.append(("legal form changed", core.replace("株式会社", "有限会社")))
        start = core.find(b["_core"]) if b["_core"] in core else 0
        chars = [i for i, c in enumerate(core) if not c.isspace() and c not in "«»()-" and start <= i < start + len(b["_core"])]
        i = rng.choice(chars[1:-1] or chars)
        opts.append(("character dropped", core[:i] + core[i + 1:]))
    how, new = rng.choice(opts)
    return (new + ("'" if new.endswith("s") else "'s") if poss else new), how


def other_buyer(b, rng, pred=lambda o: True):
    pool = [o for o in BUYERS if o is not b and pred(o)]
    same = [o for o in pool if o["country"] == b["country"]]
    return rng.choice(same if same and rng.random() < 0.6 else pool)


def salad(S, X, p, rng):
    w = rng.choice(X["core"].split())
    last = p.split()[-1]
    return rng.choice([f"We {w} of our {last} for your review.", f"Our {last} is the {w} partner quality to your.",
                       f"Please {last} we can supply of the {w} sample next."])


def artifact(body, plan, rng):
    b, S, X = plan["b"], SENDERS[plan["sid"]], SENDER_EXTRA[plan["sid"]]
    lines = body.split("\n\n")
    prose = [i for i, p in enumerate(lines) if i > 0 and len(p.split()) >= 10 and p.rstrip()[-1] in ".?" and not p.startswith(("Attn", "Here is", "- ", "• ")) and "\n" not in p]
    facts = [b["company"], b["_core"], b["_last"], b["_first"], b["country"], S["name"], X["core"]] + list(COUNTRY_TEXT.get(b["country"], []))
    clean = lambda sent: not any(f and f in sent for f in facts)
    ops = ["double_word", "double_form", "stutter", "fuse", "cutoff", "broken_greeting", "repeat_phrase", "replacement_char", "placeholder", "salad"]
    op = plan.get("artifact_op") or rng.choice(ops)
    rest = [o for o in ops if o != op]; rng.shuffle(rest)
    order = [op] + rest
    for op in order:
        if op == "double_word" and prose:
            i = rng.choice(prose); para = lines[i]
            ms = list(re.finditer(r"\b(the|to|and|for|our|we|of|you|a)\b", para))
            if ms:
                m = rng.choice(ms); w = m.group(0)
                lines[i] = para[:m.start()] + w + " " + w + para[m.end():]
                return "\n\n".join(lines), f"{w} {w}", w, "doubled word"
        if op == "double_form" and b["_form"] and latin(b["_form"]) and b["company"] in body and b["company"].endswith(b["_form"]):
            f = b["_form"]
            return body.replace(b["company"], b["company"] + " " + f, 1), f"{f} {f}", f, "doubled legal form"
        if op == "stutter":
            for name in [b["_last"], S["name"].split()[-1]]:
                if latin(name) and len(name) >= 4 and re.search(r"\b" + re.escape(name) + r"\b", body):
                    j = rng.randrange(1, len(name) - 1)
                    new = name[:j] + name[j] * 4 + name[j + 1:]
                    return body.replace(name, new, 1), new, name, "stuttered name fragment"
        if op == "fuse" and prose:
            i = rng.choice(prose); para = lines[i]
            ms = list(re.finditer(r"\b([a-z]{3,}) ([a-z]{2,})\b", para))
            if ms:
                m = rng.choice(ms)
                lines[i] = para[:m.start()] + m.group(1) + m.group(2) + para[m.end():]
                return "\n\n".join(lines), m.group(1) + m.group(2), m.group(0), "two words fused"
        if op == "cutoff" and prose:
            i = rng.choice(prose); para = lines[i]
            sents = re.split(r"(?<=[.?!])\s+", para)
            longs = [s for s in sents if len(s.split()) >= 9 and clean(s)]
            if longs:
                s = rng.choice(longs); ws = s.split()
                k = rng.randrange(4, len(ws) - 3)
                cut = " ".join(ws[:k])
                lines[i] = para.replace(s, cut, 1)
                return "\n\n".join(lines), cut, s, "sentence cut off"
        if op == "broken_greeting" and lines[0].startswith(("Dear ", "Hi ", "Hello ")) and "Team" not in lines[0] and "Sir" not in lines[0]:
            w = lines[0].split()[0]
            new = rng.choice([f"{w} ,", f"{w}\n,"])
            old = lines[0]; lines[0] = new
            return "\n\n".join(lines), new, old, "broken greeting, name missing"
        if op == "repeat_phrase" and prose:
            i = rng.choice(prose); para = lines[i]; ws = para.split()
            k = rng.randrange(1, len(ws) - 5); n = rng.choice([3, 4, 5])
            ph = " ".join(ws[k:k + n])
            if ph[-1].isalpha():
                lines[i] = para.replace(ph, ph + " " + ph, 1)
                return "\n\n".join(lines), ph + " " + ph, ph, "repeated phrase"
        if op == "replacement_char":
            ws = [w for w in re.findall(r"\w+", body) if any(ord(c) > 127 for c in w) and latin(w)]
            if ws:
                w = rng.choice(ws); j = next(k for k, c in enumerate(w) if ord(c) > 127)
                new = w[:j] + "\ufffd" + w[j + 1:]
                return body.replace(w, new, 1), new, w, "replacement character"
            if prose:
                i = rng.choice(prose); ws = [w for w in re.findall(r"\b[a-z]{6,}\b", lines[i])]
                if ws:
                    w = rng.choice(ws); j = rng.randrange(2, len(w) - 1); new = w[:j] + "\ufffd" + w[j + 1:]
                    lines[i] = re.sub(r"\b" + w + r"\b", new, lines[i], count=1)
                    return "\n\n".join(lines), new, w, "replacement character"
        if op == "placeholder":
            choice = rng.choice(["name", "company", "first"])
            if choice == "name" and S["name"] in body:
                return body.replace(S["name"], "[Your Name]", 1), "[Your Name]", S["name"], "leftover placeholder"
            if choice == "company":
                for c in (b["company"], b["_core"]):
                    if c in body:
                        return body.replace(c, "{{ company }}", 1), "{{ company }}", c, "leftover template variable"
            if choice == "first" and lines[0].endswith(",") and lines[0].count(" ") >= 1 and "Team" not in lines[0] and "Sir" not in lines[0]:
                w = lines[0].split()[0]; old = lines[0]
                lines[0] = f"{w} {{{{ first_name }}}},"
                return "\n\n".join(lines), "{{ first_name }}", old[len(w) + 1:-1], "leftover template variable"
        if op == "salad" and prose:
            i = rng.choice(prose); para = lines[i]
            sents = re.split(r"(?<=[.?!])\s+", para)
            cands = [s for s in sents if clean(s) and len(s.split()) >= 5]
            if not cands:
                continue
            s = rng.choice(cands)
            new = salad(S, X, plan["p1"], rng)
            lines[i] = para.replace(s, new, 1)
            return "\n\n".join(lines), new, s, "word-salad sentence"
    raise RuntimeError("no artifact")


TYPES = ["company_misspelled", "company_foreign", "company_missing", "contact_wrong", "title_wrong",
         "category_wrong", "country_wrong", "sender_wrong", "artifact"]


def main():
    rng = random.Random(7)
    order = [b for b in BUYERS]
    second = set(b["buyer_id"] for b in rng.sample(BUYERS, 60))
    emails = []
    for b in BUYERS:
        emails.append(b)
        if b["buyer_id"] in second:
            emails.append(b)
    # 180 = 10 types x 18
    types = TYPES * 20
    rng.shuffle(types)
    art_ops = ["double_word", "double_form", "stutter", "fuse", "cutoff", "broken_greeting", "repeat_phrase", "replacement_char", "placeholder", "salad"] * 4
    rng.shuffle(art_ops)
    naturals, injected = [], []
    art_i = 0
    styles_cycle = ["short", "llm", "formal", "friendly", "note"]
    for k, b in enumerate(emails):
        nid = f"N{k + 1:03d}"
        typ = types[k]
        if typ == "artifact_b":
            typ = "artifact"  # second half of the artifact share handled below
        sid = CAT2S[b["product_category"]]
        style = rng.choice(styles_cycle)
        if style == "note" and not b["notes"]:
            style = rng.choice(styles_cycle[:4])
        need = {"title": typ == "title_wrong", "country": typ == "country_wrong", "contact": typ == "contact_wrong", "no_block": typ == "company_missing"}
        plan = {"b": b, "sid": sid, "seed": 1000 + k, "style": style, "need": need}
        ctx = Ctx(); subj, body = render(plan, ctx)
        plan["p1"] = next(t for p, kk, t, m in ctx.slots if kk == "product") if any(kk == "product" for _, kk, _, _ in ctx.slots) else PRODUCTS[b["product_category"]][0]
        feats = list(dict.fromkeys(ctx.features + (["sender country as Türkiye"] if "Türkiye" in subj + body else [])))
        naturals.append({"id": nid, "buyer_id": b["buyer_id"], "sender": sid, "subject": subj, "body": body,
                         "labels": [], "source": "natural", "note": "; ".join(feats)})
        # ---- twin
        irng = random.Random(5000 + k)
        slots = ctx.slots
        def has(kind, part=None, pred=lambda m: True):
            return any(kk == kind and (part is None or p == part) and pred(m) for p, kk, _, m in slots)
        label = None
        S, X = SENDERS[sid], SENDER_EXTRA[sid]
        if typ == "artifact":
            plan["artifact_op"] = art_ops[art_i % 10]; art_i += 1
            nb, found, exp, note = artifact(body, {**plan}, irng)
            tsubj, tbody = subj, nb
            label = {"type": "artifact", "part": "body", "found": found, "expected": exp if exp is not None else "", "note": note}
        elif typ == "company_missing":
            if not has("co", "body"):
                raise RuntimeError(f"{nid} no company in body")
            c2 = Ctx({"missing": True}); tsubj, tbody = render(plan, c2)
            alts = [(p, a, t) for p, kk, t, a in c2.log if p == "body"]
            p_, alt, orig = max(alts, key=lambda x: len(x[1]))
            label = {"type": typ, "part": "body", "found": alt, "expected": b["company"],
                     "note": f"all {len(c2.log)} mention(s) of the buyer's company replaced by generic wording"}
        else:
            kind = {"company_misspelled": "co", "company_foreign": "co", "contact_wrong": "contact", "title_wrong": "title",
                    "category_wrong": "product", "country_wrong": "country"}.get(typ)
            info = {}
            if typ == "sender_wrong":
                kinds = [kk for p, kk, _, _ in slots if kk in ("sname", "stitle", "sco", "sfirst") and p == "body"]
                kind = irng.choice(kinds)
                def fn(text, meta):
                    key = {"sname": "w_name", "stitle": "w_title", "sfirst": "w_first"}.get(kind) or ("w_co" if meta.get("form") == "full" else "w_core")
                    info["note"] = {"sname": "sender name changed", "stitle": "sender title changed", "sfirst": "sender first name changed", "sco": "sender company misspelled/changed"}[kind]
                    return irng.choice(X[key])
            elif typ == "company_misspelled":
                def fn(text, meta):
                    new, how = misspell_company(text, meta, b, irng); info["note"] = f"buyer company {how}"; return new
            elif typ == "company_foreign":
                def fn(text, meta):
                    same = [o for o in BUYERS if o["company"] != b["company"] and o["_locale"][:2] == b["_locale"][:2] and latin(o["company"]) == latin(b["company"])]
                    o = irng.choice(same) if same and (not latin(b["company"]) or irng.random() < 0.4) else other_buyer(b, irng, lambda o: o["company"] != b["company"] and latin(o["company"]) == latin(b["company"]))
                    f = meta.get("form")
                    info["note"] = f"company of {o['buyer_id']} ({o['country']}) used"
                    if f == "poss": return (o["_core"] + ("'" if o["_core"].endswith("s") else "'s")) if latin(o["company"]) else o["company"]
                    return o["_core"] if f == "core" else o["company"]
            elif typ == "contact_wrong":
                def fn(text, meta):
                    f = meta["form"]
                    if irng.random() < 0.5 and latin(text):
                        parts = text.split(); j = max(range(len(parts)), key=lambda x: len(parts[x]))
                        parts[j] = typo(parts[j], irng); info["note"] = "contact name misspelled"
                        return " ".join(parts)
                    base = lambda o: latin(o["contact_name"]) == latin(text) and o["_last"] != b["_last"] and (f != "last" or o["_gender"] == b["_gender"])
                    same = [o for o in BUYERS if base(o) and o["_locale"][:2] == b["_locale"][:2]]
                    if not latin(text) and not same:
                        chars = [i for i, c in enumerate(text) if not c.isspace()]
                        i = irng.choice(chars[1:]); info["note"] = "contact name misspelled (character dropped)"
                        return text[:i] + text[i + 1:]
                    o = irng.choice(same) if same and (not latin(text) or irng.random() < 0.5) else other_buyer(b, irng, base)
                    info["note"] = f"contact of {o['buyer_id']} used"
                    return {"last": o["_last"], "first": o["_first"], "full": o["contact_name"]}[f]
            elif typ == "title_wrong":
                def fn(text, meta):
                    info["note"] = "contact title changed"
                    cands = TITLE_WRONG.get(text) or TITLE_WRONG[text.title()]
                    cands = [c for c in cands if c not in subj + body] or ["Marketing Manager", "Finance Director", "Logistics Coordinator"]
                    return irng.choice([c for c in cands if c not in subj + body])
            elif typ == "category_wrong":
                def fn(text, meta):
                    if irng.random() < 0.25:
                        new = irng.choice(ODD_PRODUCTS)
                    else:
                        c = irng.choice([c for c in PRODUCTS if GROUP[c] != GROUP[b["product_category"]]])
                        new = irng.choice(PRODUCTS[c])
                    info["note"] = f"product of another category offered"
                    return new
            elif typ == "country_wrong":
                def fn(text, meta):
                    info["note"] = "buyer placed in the wrong country"
                    c = WRONG_COUNTRY[b["country"]]
                    if c in subj + body:
                        c = irng.choice([x for x in ["Portugal", "Poland", "Chile", "Egypt", "Morocco", "Pakistan", "Austria", "Peru"] if x not in subj + body and x != b["country"]])
                    return c
            part = "body"
            if typ in ("company_misspelled", "company_foreign", "category_wrong") and has(kind, "subject") and irng.random() < 0.25:
                part = "subject"
            if not has(kind, part):
                raise RuntimeError(f"{nid} {typ}: slot {kind} missing in {part}; style={style}")
            ok = (lambda m: m.get("form") != "poss") if typ == "company_foreign" and irng.random() < 0.5 else (lambda m: True)
            c2 = Ctx({"kind": kind, "part": part, "fn": fn, "ok": ok})
            tsubj, tbody = render(plan, c2)
            if not c2.done:
                c2 = Ctx({"kind": kind, "part": part, "fn": fn}); tsubj, tbody = render(plan, c2)
            p_, kk, orig, new = c2.log[0]
            part_text = tsubj if part == "subject" else tbody
            if new not in part_text and cap(new) in part_text:
                new, orig = cap(new), cap(orig)
            label = {"type": typ, "part": part, "found": new, "expected": orig, "note": info.get("note", "")}
        injected.append({"id": f"I{k + 1:03d}", "buyer_id": b["buyer_id"], "sender": sid, "subject": tsubj, "body": tbody,
                         "labels": [label], "source": "injected", "twin_of": nid, "note": label["note"]})
    with open(DEV / "natural.jsonl", "w", encoding="utf-8") as fh:
        for e in naturals: fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(DEV / "injected.jsonl", "w", encoding="utf-8") as fh:
        for e in injected: fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    from collections import Counter
    print(len(naturals), len(injected), Counter(e["labels"][0]["type"] for e in injected))


if __name__ == "__main__":
    main()
