import re
import uuid
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("users.xml")


@app.route("/user")
def user():
    name = request.args["name"]
    # ruleid: python-xpath-injection-taint
    nodes = TREE.xpath("//user[name/text()='" + name + "']")
    return {"n": len(nodes)}


@app.route("/user/compiled")
def user_compiled():
    # ruleid: python-xpath-injection-taint
    find = etree.XPath(f"//user[@id='{request.args['id']}']")
    return {"n": len(find(TREE))}


@app.route("/user/safe")
def user_safe():
    name = request.args["name"]
    # ok: python-xpath-injection-taint
    nodes = TREE.xpath("//user[name/text()=$name]", name=name)
    return {"n": len(nodes)}


@app.route("/user/findall")
def user_findall():
    # ok: python-xpath-injection-taint
    return {"n": len(TREE.findall("./user"))}


def local(path: str) -> int:
    # ok: python-xpath-injection-taint
    return len(TREE.xpath(path))


SECTIONS = {"general", "mail"}
LABELS = {"a": "alpha", "b": "beta"}


@app.route("/settings/entry")
def settings_entry():
    tree = etree.parse("settings.xml")
    evaluator = etree.XPathEvaluator(tree)
    key = request.args["key"]
    # ruleid: python-xpath-injection-taint
    found = evaluator("//entry[@key='" + key + "']")
    # ok: python-xpath-injection-taint
    found_bound = evaluator("//entry[@key=$key]", key=key)
    return {"n": len(found) + len(found_bound)}


@app.route("/settings/section")
def settings_section():
    tree = etree.parse("settings.xml")
    section = request.args.get("section", "general")
    if section not in SECTIONS:
        section = "general"
    # ok: python-xpath-injection-taint
    return {"n": len(tree.xpath("//section[@name='%s']" % section))}


@app.route("/settings/nth")
def settings_nth():
    tree = etree.parse("settings.xml")
    # ok: python-xpath-injection-taint
    first = tree.xpath("//entry[%d]" % int(request.args.get("n", "1")))
    # ok: python-xpath-injection-taint
    second = tree.xpath(f"//entry[@label='{LABELS.get(request.args.get('l', ''), 'alpha')}']")
    # ruleid: python-xpath-injection-taint
    third = tree.xpath("//entry[%s]" % request.args.get("n", "1"))
    return {"n": len(first) + len(second) + len(third)}


@app.route("/settings/by-ref")
def settings_by_ref():
    tree = etree.parse("settings.xml")
    ref = uuid.UUID(request.args["ref"])
    # ok: python-xpath-injection-taint
    found = tree.xpath(f"//entry[@ref='{ref}']")
    # ok: python-xpath-injection-taint
    heavier = tree.xpath(f"//entry[@weight > {float(request.args.get('w', '0'))}]")
    return {"n": len(found) + len(heavier)}


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
# BEGIN fragment decidable-flow-cases source=request sink=TREE.xpath("//user[name/text()='" + VALUE + "']")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
import datetime  # noqa: E402
import enum  # noqa: E402
import hashlib  # noqa: E402

FLOW_LEVEL = 3
FLOW_KEY = "fixed"
FLOW_NAMES = {"fixed": "fixed"}
FLOW_DIGITS = "0123456789"


def fixed_text(v):
    return "fixed"


def branch_text(v):
    if v:
        return "yes"
    return "no"


def trimmed_text(v):
    return v.strip()


def prefixed_text(v):
    if not v:
        return "none"
    return "p-" + v


def fallback_text(v):
    return "fixed"


def resolved_text(v):
    return fallback_text(v)


def passed_on_text(v):
    return trimmed_text(v)


class FlowDefaults:
    @staticmethod
    def choose(v):
        return "fixed"

    @classmethod
    def pick(cls, v):
        return "fixed"

    @staticmethod
    def keep(v):
        return v


class FlowChoice(str, enum.Enum):
    FIXED = "fixed"
    OTHER = "other"


class FlowForm:
    choice: FlowChoice = FlowChoice.FIXED
    label: str = ""


@app.route("/flow/01")
def flow_01():
    value = request.args.get("v", "")
    n = 86
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/07")
def flow_07():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/08")
def flow_08():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = "fixed"
    elif mode == "b":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/09")
def flow_09():
    value = request.args.get("v", "")
    mode = "abc"[1]
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["fixed"] + "']")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table.get("fixed") + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["user"] + "']")


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table.get("fixed") + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["user"] + "']")


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table[FLOW_KEY] + "']")


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["fixed"] + "']")


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["fixed"] + "']")


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["fixed"] + "']")


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[0] + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[1] + "']")


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[-1] + "']")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[-2] + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[-3] + "']")


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[-1] + "']")


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[1] + "']")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["fixed"] + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table["asked"] + "']")


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[1] + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[0] + "']")


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[0] + "']")


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[0] + "']")


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[0] + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + items[1] + "']")


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + trimmed_text(value) + "']")


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + prefixed_text(value) + "']")


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + str(count) + "']")


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + digest + "']")


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + parts["chosen"] + "']")


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + parts["chosen"] + "']")


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + merged + "']")


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + f"report-{when}" + "']")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + f"report-{when:%Y%m%d}" + "']")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + kept + "']")


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + kept + "']")


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + kept + "']")


@app.route("/flow/34")
def flow_34():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[1]
    if guess == "A":
        chosen = value
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/34b")
def flow_34b():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[2]
    chosen = "fixed"
    if guess == "A":
        chosen = value
    elif guess == "C":
        chosen = "fixed"
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/34d")
def flow_34d():
    value = request.args.get("v", "")
    possible = "XYZ"
    guess = possible[2]
    if guess == "A":
        chosen = "fixed"
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/34e")
def flow_34e():
    value = request.args.get("v", "")
    feed = "ecb"[0]
    if feed == "e":
        chosen = "fixed"
    elif feed == "f":
        chosen = value
    else:
        chosen = value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + parts[1] + "']")


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + parts[0] + "']")


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + parts[0] + parts[2] + "']")


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + parts[0] + "']")


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + parts[-1] + "']")


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + options[selector] + "']")


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + options[selector] + "']")


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + default + "']")


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen + "']")


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + resolved_text(value) + "']")


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + passed_on_text(value) + "']")


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + FlowDefaults.choose(value) + FlowDefaults.pick(value) + "']")


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + FlowDefaults.keep(value) + "']")


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value.choice.value + "']")


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value.label + "']")


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + text + "']")


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + text + "']")


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + text + "']")
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=TREE.xpath("//user[name/text()='" + VALUE + "']")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value + "']")


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value + "']")


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value + "']")


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value + "']")


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value + "']")


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + value + "']")


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + "".join(parts) + "']")


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + "".join(parts) + "']")


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked["q"] + "']")


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + renamed["name"] + "']")


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + str(sizes["q"]) + "']")


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + prefs["role"] + "']")


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + counted["q"] + "']")
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=TREE.xpath("//user[name/text()='" + VALUE + "']")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
TABLE_LANGS = ["en", "de", "fr"]
TABLE_COLUMNS = {"name": "last_name", "hired": "hire_date"}


def table_language(raw):
    for code in sorted(TABLE_LANGS):
        if raw == code:
            return code
    return "en"


def table_column(raw):
    for key, column in TABLE_COLUMNS.items():
        if key == raw:
            return column
    return None


def table_prefix(raw):
    for code in TABLE_LANGS:
        if raw.startswith(code):
            return code
    return raw


def table_first_part(raw):
    for part in raw.split(","):
        if part:
            return part
    return "en"


def table_numbers(raw):
    return float(raw.split(",")[0]), int(len(raw))


@app.route("/flow/t1")
def flow_t1():
    value = request.args.get("v", "")
    picked = table_language(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked + "']")


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked + "']")


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked + "']")


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked + "']")


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + "%r %r" % (low, count) + "']")



class TableMethods:
    def column(self, raw):
        found = TABLE_COLUMNS.get(raw)
        if found is None:
            raise KeyError(raw)
        return found

    def order_by(self, raw):
        return f"ORDER BY {TABLE_SORTS[raw]}"

    def sort_of(self, raw):
        return TABLE_SORTS[raw]

    def order_by_raw(self, raw):
        return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"

    def flow_method(self):
        value = request.args.get("v", "")
        # a method of the class that looks the value up in a constant table, called on self
        picked = self.column(value)
        # ok: python-xpath-injection-taint
        TREE.xpath("//user[name/text()='" + picked + "']")
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-xpath-injection-taint
        TREE.xpath("//user[name/text()='" + self.order_by(value) + "']")
        # ok: python-xpath-injection-taint
        TREE.xpath("//user[name/text()='" + self.sort_of(value) + "']")
        # ruleid: python-xpath-injection-taint
        TREE.xpath("//user[name/text()='" + self.order_by_raw(value) + "']")


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table_order_by(value) + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table_order_by_raw(value) + "']")


import enum  # noqa: E402
import typing  # noqa: E402


class TableTheme(str, enum.Enum):
    LIGHT = "light"
    DARK = "dark"


TableLocale = typing.Literal["en", "de"]


class TablePrefs:
    locale: TableLocale
    label: str

    def __init__(self, locale, label):
        self.locale = locale
        self.label = label


class TableBox:
    def __init__(self, raw):
        self.raw = raw


@app.route("/flow/t6")
def flow_t6():
    value = request.args.get("v", "")
    picked = TableTheme(value).value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked + "']")


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked.value + "']")


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + prefs.locale + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + prefs.label + "']")


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + TableBox(value).raw + "']")


import re  # noqa: E402

TABLE_SORTS = {"newest": "created_at DESC", "price": "price ASC"}
TABLE_CODE = re.compile(r"[A-Z]{2}-[0-9]{4}")


def table_sort(raw):
    try:
        return TABLE_SORTS[raw]
    except KeyError:
        raise ValueError(raw) from None


class TableCode:
    def __init__(self, raw):
        if not TABLE_CODE.fullmatch(raw or ""):
            raise ValueError(raw)
        self.code = raw


class TableLoose:
    def __init__(self, raw):
        if not raw:
            raise ValueError(raw)
        self.code = raw


@app.route("/flow/t10")
def flow_t10():
    value = request.args.get("v", "")
    # a helper that returns the table's item the value names
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table_sort(value) + "']")


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + TableCode(value).code + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + TableLoose(value).code + "']")


TABLE_HOSTS = frozenset({"docs.example.com", "help.example.com"})


def table_target(host, path):
    if host not in TABLE_HOSTS or not TABLE_CODE.fullmatch(path):
        raise ValueError(host)
    return f"https://{host}/{path}"


def table_target_loose(host, path):
    if not host or not path:
        raise ValueError(host)
    return f"https://{host}/{path}"


@app.route("/flow/t13")
def flow_t13():
    value = request.args.get("v", "")
    # a helper that turns the value away unless allowed, among other tests
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table_target(value, "AB-1234") + "']")
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + table_target_loose(value, "AB-1234") + "']")


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + picked + "']")
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + negated + "']")
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + prefixed + "']")
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=TREE.xpath("//user[name/text()='" + VALUE + "']")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + head + "']")


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + head + "']")


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + head + "']")


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + head + "']")


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + head + "']")


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + str(sizes[0]) + "']")
# END fragment hidden-request-read-cases


import elementpath  # noqa: E402


@app.route("/flags/<key>")
def flag_value(key):
    # ruleid: python-xpath-injection-taint
    flags = elementpath.select(TREE, "/features/flag[@key='" + key + "']")
    return {"value": [f.get("value") for f in flags]}


@app.route("/flags-bound/<key>")
def flag_value_bound(key):
    # ok: python-xpath-injection-taint
    flags = elementpath.select(TREE, "/features/flag[@key=$key]", variables={"key": key})
    return {"value": [f.get("value") for f in flags]}


def titles_by_author(root, author):
    expr = "//book[author = '" + author + "' and @visibility = 'public']/title/text()"
    return [str(t) for t in elementpath.select(root, expr)]


def titles_by_author_bound(root, author):
    return root.xpath("//book[author = $name]/title/text()", name=author)


class InventoryIndex:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def by_vendor(self, vendor):
        return self.tree.findall(f".//part[@vendor='{vendor}']")

    def by_bin(self, bin_number):
        return self.tree.findall(".//part[@bin='%d']" % int(bin_number))


@app.route("/books/by-author")
def books_by_author():
    root = app.config["LIBRARY"]
    # ruleid: python-xpath-injection-taint
    return {"titles": titles_by_author(root, request.args["author"])}


@app.route("/books/by-author/bound")
def books_by_author_bound():
    root = app.config["LIBRARY"]
    # ok: python-xpath-injection-taint
    return {"titles": titles_by_author_bound(root, request.args["author"])}


@app.route("/parts/by-vendor")
def parts_by_vendor():
    index = InventoryIndex(app.config["INVENTORY_XML"])
    # ruleid: python-xpath-injection-taint
    return {"parts": [p.get("id") for p in index.by_vendor(request.args["vendor"])]}


@app.route("/parts/by-bin")
def parts_by_bin():
    index = InventoryIndex(app.config["INVENTORY_XML"])
    # ok: python-xpath-injection-taint
    return {"parts": [p.get("id") for p in index.by_bin(request.args["bin"])]}


@app.route("/parts/default")
def parts_default():
    index = InventoryIndex(app.config["INVENTORY_XML"])
    # ok: python-xpath-injection-taint
    return {"parts": [p.get("id") for p in index.by_vendor("acme")]}


NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,63}")


@app.route("/settings/<group>/<name>")
def setting_entry(group, name):
    if not NAME_RE.fullmatch(group) or not NAME_RE.fullmatch(name):
        return {"error": "bad name"}, 400
    # ok: python-xpath-injection-taint
    return {"v": TREE.xpath(f"/settings/group[@name='{group}']/entry[@key='{name}']/text()")}


@app.route("/settings/<group>/<name>/loose")
def setting_entry_loose(group, name):
    if not NAME_RE.fullmatch(group) or not name:
        return {"error": "bad name"}, 400
    # ruleid: python-xpath-injection-taint
    return {"v": TREE.xpath(f"/settings/group[@name='{group}']/entry[@key='{name}']/text()")}


from typing import Literal  # noqa: E402

from fastapi import FastAPI  # noqa: E402
from pydantic import BaseModel, field_validator  # noqa: E402

api = FastAPI()


class FlagQuery(BaseModel):
    service: str
    flag: str
    note: str
    scope: Literal["global", "tenant"] = "global"

    @field_validator("service", "flag")
    @classmethod
    def identifier(cls, value: str) -> str:
        if not NAME_RE.fullmatch(value):
            raise ValueError("identifiers only")
        return value

    @field_validator("note")
    @classmethod
    def trimmed(cls, value: str) -> str:
        return value.strip()


@api.post("/flags/lookup")
def flag_lookup(query: FlagQuery):
    # a field its validator matches whole, and a Literal: the model turned anything else away
    # ok: python-xpath-injection-taint
    return TREE.xpath(f"/flags/{query.scope}/service[@name='{query.service}']/flag[@key='{query.flag}']")


@api.post("/flags/notes")
def flag_notes(query: FlagQuery):
    # a validator that only trims checks nothing
    # ruleid: python-xpath-injection-taint
    return TREE.xpath(f"/flags/service[@name='{query.service}']/note[text()='{query.note}']")


ITEM_BY_ID = etree.XPath("/menu/item[@id=$item_id]")


class MenuRepository:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def find(self, item_id):
        return ITEM_BY_ID(self.tree, item_id=item_id)


menu = MenuRepository("menu.xml")


@api.get("/menu/items/{item_id}")
def menu_item(item_id: str):
    # the app's own repository's find(), which binds the id as an XPath variable
    # ok: python-xpath-injection-taint
    found = menu.find(item_id)
    # ruleid: python-xpath-injection-taint
    found += menu.tree.find(f".//item[@id='{item_id}']")
    return found


class UserDirectory:
    def __init__(self, path):
        self.tree = etree.parse(path)

    @staticmethod
    def query(username):
        return "/users/user[@name='%s']" % username

    def lookup(self, username):
        return self.tree.xpath(self.query(username))

    def count(self, username):
        return len(self.tree.xpath("/users/user"))


users = UserDirectory("users.xml")


@app.route("/users/lookup")
def users_lookup():
    # a method that evaluates what another method built from its parameter
    # ruleid: python-xpath-injection-taint
    found = users.lookup(request.args["name"])
    # ok: python-xpath-injection-taint
    found += [users.count(request.args["name"])]
    return {"n": len(found)}


class RosterQuery:
    def __init__(self, team):
        self.team = team

    def validate(self):
        if not NAME_RE.fullmatch(self.team):
            raise ValueError("bad team name")
        return self

    def normalised(self):
        self.team = self.team.strip()
        return self


@app.route("/roster")
def roster():
    # an object its own method checked whole before returning it
    query = RosterQuery(request.args["team"]).validate()
    # ok: python-xpath-injection-taint
    found = TREE.xpath(f"/roster/team[@name='{query.team}']")
    loose = RosterQuery(request.args["team"]).normalised()
    # ruleid: python-xpath-injection-taint
    found += TREE.xpath(f"/roster/team[@name='{loose.team}']")
    return {"n": len(found)}


@app.route("/catalog/count")
def catalog_count():
    name = request.args.get("name", "")
    tree = etree.parse("catalog.xml")
    # ruleid: python-xpath-injection-taint
    found = len(tree.xpath("//item[@name='" + name + "']"))
    # ok: python-xpath-injection-taint
    items = tree.xpath("//item[position() <= %d]" % int(request.args.get("n", "5")))
    return str(found + len(items))


def xpath_string(value):
    if "'" not in value:
        return f"'{value}'"
    if '"' not in value:
        return f'"{value}"'
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in value.split("'")) + ")"


def tenant_flags(tenant, env):
    tree = etree.parse("flags.xml")
    return tree.xpath(f"/flags/env[@name={xpath_string(env)}]/tenant[@slug={xpath_string(tenant)}]")


def tenant_flags_raw(tenant):
    tree = etree.parse("flags.xml")
    return tree.xpath(f"/flags/tenant[@slug='{tenant}']")


@app.route("/flags")
def flags():
    tenant = request.args.get("tenant", "")
    # quoted as an XPath string literal, whatever quotes it holds
    # ok: python-xpath-injection-taint
    found = TREE.xpath(f"//tenant[@slug={xpath_string(tenant)}]")
    # ok: python-xpath-injection-taint
    found += tenant_flags(tenant, "production")
    # ruleid: python-xpath-injection-taint
    found += tenant_flags_raw(tenant)
    return {"n": len(found)}


# BEGIN fragment dependency-parameter-cases source=request sink=TREE.xpath("//user[name/text()='" + VALUE + "']")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-xpath-injection-taint
        TREE.xpath("//user[name/text()='" + acting.strip() + "']")
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + str(page) + "']")
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + slug + "']")
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + chosen["region"] + "']")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + fixed["region"] + "']")
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + x_token + "']")
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + code + "']")
    return code


def dependency_team(team: Annotated[str | None, Query()] = None):
    return {"team": team}


def dependency_owner() -> str:
    return "platform"


@dependency_api.get("/dependency/teams")
def dependency_teams(
    owner: Annotated[str, Depends(dependency_owner)],
    team: dict = Depends(dependency_team),
    slug: str = Depends(dependency_slug),
):
    # ruleid: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + team["team"] + "']")
    # a dependency that returns text it matched whole against a pattern
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + slug + "']")
    # ok: python-xpath-injection-taint
    TREE.xpath("//user[name/text()='" + owner + "']")
    return {}
# END fragment dependency-parameter-cases


class PartLookup:
    def __init__(self, number):
        self.number = number

    def expression(self):
        return f"/parts/part[@number='{self.number}']"

    def stock(self):
        return [node.get("stock") for node in TREE.xpath(self.expression())]


class PartLookupBound:
    def __init__(self, number):
        self.number = number

    def stock(self):
        return [node.get("stock") for node in TREE.xpath("/parts/part[@number=$n]", n=self.number)]


@app.route("/parts/stock")
def part_stock():
    lookup = PartLookup(request.args.get("number", ""))
    # an object made from the request whose method formats its field into the expression
    # ruleid: python-xpath-injection-taint
    first = lookup.stock()
    # ok: python-xpath-injection-taint
    second = PartLookupBound(request.args.get("number", "")).stock()
    # ok: python-xpath-injection-taint
    third = PartLookup("AB-1234").stock()
    return {"stock": first + second + third}
