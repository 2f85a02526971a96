import ast
import builtins
import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    expr = request.args["expr"]
    # ruleid: python-eval-dynamic
    return str(eval(expr))


def load_settings(text: str) -> dict:
    # ruleid: python-eval-dynamic
    return eval("dict(" + text + ")")


def lookup(name: str) -> object:
    # ruleid: python-eval-dynamic
    return builtins.eval(f"config.{name}")


def load_settings_safe(text: str) -> dict:
    # ok: python-eval-dynamic
    return ast.literal_eval(text)


def parse(body: str) -> dict:
    # ok: python-eval-dynamic
    return json.loads(body)


def constant() -> int:
    # ok: python-eval-dynamic
    return eval("1 + 2")


def fn_eval(model) -> None:
    # ok: python-eval-dynamic
    model.eval()


def scale(factor: str) -> float:
    # ok: python-eval-dynamic
    return eval(f"2.5 * {float(factor)}")


OPERATIONS = {"double": "x * 2", "square": "x ** 2"}


def apply(x: int) -> int:
    # ok: python-eval-dynamic
    return eval(OPERATIONS["double"], {"x": x})


def offset(value: str) -> int:
    # ok: python-eval-dynamic
    return eval(f"10 + {int(value)}")


def threshold_filter(limit: int):
    # ok: python-eval-dynamic
    return eval("lambda item: item.size > %d" % limit)


def weight_filter(weight):
    # ok: python-eval-dynamic
    return eval("lambda item: item.weight * %.3f" % (weight,))


def label_filter(label):
    # ruleid: python-eval-dynamic
    return eval("lambda item: item.label == '%s'" % label)


def mixed_filter(limit, field):
    # ruleid: python-eval-dynamic
    return eval("lambda item: item.%s > %d" % (field, limit))


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
# BEGIN fragment decidable-flow-cases source=request sink=eval(VALUE)
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
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-eval-dynamic
    eval(chosen)


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-eval-dynamic
    eval(chosen)


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-eval-dynamic
    eval(chosen)


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
    # ok: python-eval-dynamic
    eval(chosen)


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
    # ruleid: python-eval-dynamic
    eval(chosen)


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
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-eval-dynamic
    eval(table["fixed"])
    # ok: python-eval-dynamic
    eval(table.get("fixed"))
    # ruleid: python-eval-dynamic
    eval(table["user"])


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-eval-dynamic
    eval(table.get("fixed"))
    # ruleid: python-eval-dynamic
    eval(table["user"])


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-eval-dynamic
    eval(table[FLOW_KEY])


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-eval-dynamic
    eval(table["fixed"])


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-eval-dynamic
    eval(table["fixed"])


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-eval-dynamic
    eval(table["fixed"])


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-eval-dynamic
    eval(items[0])
    # ruleid: python-eval-dynamic
    eval(items[1])


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-eval-dynamic
    eval(items[-1])
    # ok: python-eval-dynamic
    eval(items[-2])
    # ruleid: python-eval-dynamic
    eval(items[-3])


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-eval-dynamic
    eval(items[-1])


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-eval-dynamic
    eval(items[1])
    # ok: python-eval-dynamic
    eval(table["fixed"])
    # ruleid: python-eval-dynamic
    eval(table["asked"])


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-eval-dynamic
    eval(items[1])
    # ruleid: python-eval-dynamic
    eval(items[0])


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-eval-dynamic
    eval(items[0])


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-eval-dynamic
    eval(items[0])


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-eval-dynamic
    eval(items[0])
    # ruleid: python-eval-dynamic
    eval(items[1])


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-eval-dynamic
    eval(trimmed_text(value))


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-eval-dynamic
    eval(prefixed_text(value))


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-eval-dynamic
    eval(chosen)


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-eval-dynamic
    eval(str(count))


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-eval-dynamic
    eval(digest)


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-eval-dynamic
    eval(parts["chosen"])


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-eval-dynamic
    eval(parts["chosen"])


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-eval-dynamic
    eval(merged)


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-eval-dynamic
    eval(f"report-{when}")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-eval-dynamic
    eval(f"report-{when:%Y%m%d}")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-eval-dynamic
    eval(kept)


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-eval-dynamic
    eval(kept)


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-eval-dynamic
    eval(kept)


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
    # ok: python-eval-dynamic
    eval(chosen)


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
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-eval-dynamic
    eval(chosen)


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
    # ruleid: python-eval-dynamic
    eval(chosen)


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
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-eval-dynamic
    eval(parts[1])


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-eval-dynamic
    eval(parts[0])


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-eval-dynamic
    eval(parts[0] + parts[2])


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-eval-dynamic
    eval(parts[0])


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-eval-dynamic
    eval(parts[-1])


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-eval-dynamic
    eval(options[selector])


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-eval-dynamic
    eval(options[selector])


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-eval-dynamic
    eval(default)


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-eval-dynamic
    eval(chosen)


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-eval-dynamic
    eval(chosen)


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-eval-dynamic
    eval(chosen)


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-eval-dynamic
    eval(chosen)


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-eval-dynamic
    eval(chosen)


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-eval-dynamic
    eval(resolved_text(value))


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-eval-dynamic
    eval(passed_on_text(value))


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-eval-dynamic
    eval(FlowDefaults.choose(value) + FlowDefaults.pick(value))


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-eval-dynamic
    eval(FlowDefaults.keep(value))


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-eval-dynamic
    eval(value.choice.value)


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-eval-dynamic
    eval(value.label)


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-eval-dynamic
    eval(text)


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-eval-dynamic
    eval(text)


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-eval-dynamic
    eval(text)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=eval(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-eval-dynamic
    eval(value)


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-eval-dynamic
    eval(value)


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-eval-dynamic
    eval(value)


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-eval-dynamic
    eval(value)


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-eval-dynamic
    eval(value)


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-eval-dynamic
    eval(value)


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-eval-dynamic
    eval("".join(parts))


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-eval-dynamic
    eval("".join(parts))


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-eval-dynamic
    eval(picked["q"])


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-eval-dynamic
    eval(renamed["name"])


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-eval-dynamic
    eval(str(sizes["q"]))


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-eval-dynamic
    eval(prefs["role"])


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-eval-dynamic
    eval(counted["q"])
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=eval(VALUE)
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
    # ok: python-eval-dynamic
    eval(picked)


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-eval-dynamic
    eval(picked)


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-eval-dynamic
    eval(picked)


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-eval-dynamic
    eval(picked)


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-eval-dynamic
    eval("%r %r" % (low, count))



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
        # ok: python-eval-dynamic
        eval(picked)
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-eval-dynamic
        eval(self.order_by(value))
        # ok: python-eval-dynamic
        eval(self.sort_of(value))
        # ruleid: python-eval-dynamic
        eval(self.order_by_raw(value))


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-eval-dynamic
    eval(table_order_by(value))
    # ruleid: python-eval-dynamic
    eval(table_order_by_raw(value))


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
    # ok: python-eval-dynamic
    eval(picked)


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-eval-dynamic
    eval(picked.value)


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-eval-dynamic
    eval(prefs.locale)
    # ruleid: python-eval-dynamic
    eval(prefs.label)


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-eval-dynamic
    eval(TableBox(value).raw)


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
    # ok: python-eval-dynamic
    eval(table_sort(value))


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-eval-dynamic
    eval(TableCode(value).code)
    # ruleid: python-eval-dynamic
    eval(TableLoose(value).code)


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
    # ok: python-eval-dynamic
    eval(table_target(value, "AB-1234"))
    # ruleid: python-eval-dynamic
    eval(table_target_loose(value, "AB-1234"))


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-eval-dynamic
    eval(picked)
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-eval-dynamic
    eval(negated)
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-eval-dynamic
    eval(prefixed)
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=eval(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-eval-dynamic
    eval(head)


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-eval-dynamic
    eval(head)


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-eval-dynamic
    eval(head)


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-eval-dynamic
    eval(head)


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-eval-dynamic
    eval(head)


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-eval-dynamic
    eval(str(sizes[0]))
# END fragment hidden-request-read-cases


# a Tornado handler's cookie, read from self
import tornado.web  # noqa: E402


class Preferences(tornado.web.RequestHandler):
    def get(self):
        raw = self.get_cookie("prefs", "{}")
        # ruleid: python-eval-dynamic
        prefs = eval(raw)
        # ok: python-eval-dynamic
        safe_prefs = ast.literal_eval(raw)
        self.write({"prefs": prefs, "safe": safe_prefs})


FORMULAS = {"double": "x * 2", "square": "x * x"}
METRICS = frozenset({"latency", "errors"})
BANNED_METRICS = frozenset({"__import__"})


def formula_value(name, x):
    # ok: python-eval-dynamic
    return eval(FORMULAS.get(name, "x"), {"x": x})


def metric_value(metric, sample):
    if metric not in METRICS:
        raise ValueError(metric)
    # ok: python-eval-dynamic
    return eval(f"sample['{metric}']", {"sample": sample})


def metric_value_denylist(metric, sample):
    if metric in BANNED_METRICS:
        raise ValueError(metric)
    # ruleid: python-eval-dynamic
    return eval(f"sample['{metric}']", {"sample": sample})


import ast  # noqa: E402

ALLOWED_NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load, ast.Add, ast.Sub, ast.Mult, ast.Div)


class FormulaError(ValueError):
    pass


def checked_formula(source: str) -> ast.Expression:
    tree = ast.parse(source, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise FormulaError(f"not allowed: {type(node).__name__}")
    return tree


def run_checked_tree(tree: ast.Expression, variables: dict):
    code = compile(tree, "<formula>", "eval")
    # ok: python-eval-dynamic
    return eval(code, {"__builtins__": {}}, variables)


def run_checked_formula(source: str, variables: dict):
    tree = checked_formula(source)
    code = compile(tree, "<formula>", "eval")
    # ok: python-eval-dynamic
    return eval(code, {"__builtins__": {}}, variables)


def run_unchecked_formula(source: str, variables: dict):
    tree = ast.parse(source, mode="eval")
    code = compile(tree, "<formula>", "eval")
    # ruleid: python-eval-dynamic
    return eval(code, {"__builtins__": {}}, variables)


def run_walked_formula(source: str, variables: dict):
    tree = ast.parse(source, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            return None
    code = compile(tree, "<formula>", "eval")
    # ok: python-eval-dynamic
    return eval(code, {"__builtins__": {}}, variables)


def compiled_formula(source: str):
    tree = ast.parse(source, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise FormulaError(type(node).__name__)
    return compile(tree, "<formula>", "eval")


def compiled_unchecked(source: str):
    tree = ast.parse(source, mode="eval")
    return compile(tree, "<formula>", "eval")


def run_compiled_formula(source: str, variables: dict):
    code = compiled_formula(source)
    # ok: python-eval-dynamic
    return eval(code, {"__builtins__": {}}, variables)


def run_compiled_unchecked(source: str, variables: dict):
    code = compiled_unchecked(source)
    # ruleid: python-eval-dynamic
    return eval(code, {"__builtins__": {}}, variables)


def run_named_tree(tree, variables: dict):
    # a tree the caller checked, by its name
    code = compile(tree, "<formula>", "eval")
    # ok: python-eval-dynamic
    return eval(code, {"__builtins__": {}}, variables)


class FormulaEngine:
    def check(self, tree):
        for node in ast.walk(tree):
            if not isinstance(node, ALLOWED_NODES):
                raise FormulaError(type(node).__name__)

    def evaluate(self, expression: str):
        try:
            tree = ast.parse(expression, mode="eval")
        except SyntaxError as exc:
            raise FormulaError(str(exc)) from exc
        self.check(tree)
        code = compile(tree, "<formula>", "eval")
        # ok: python-eval-dynamic
        return eval(code, {"__builtins__": {}}, {})

    def evaluate_logged(self, expression: str):
        tree = ast.parse(expression, mode="eval")
        self.log(tree)
        code = compile(tree, "<formula>", "eval")
        # a call not named for a check vouches for nothing
        # ruleid: python-eval-dynamic
        return eval(code, {"__builtins__": {}}, {})

    def log(self, tree):
        print(ast.dump(tree))


def run_named_text(text, variables: dict):
    # ruleid: python-eval-dynamic
    return eval(compile(text, "<formula>", "eval"), {"__builtins__": {}}, variables)


class Expression:
    def __init__(self, text, precision: int = 2):
        self.text = text
        self.precision = precision
        self.fixed = "1 + 1"

    def evaluate(self):
        # what the object's maker passed
        # ruleid: python-eval-dynamic
        return eval(self.text, {"__builtins__": {}}, {})

    def rounded(self):
        # ok: python-eval-dynamic
        return eval("round(1 / 3, " + str(self.precision) + ")", {"__builtins__": {}}, {})

    def constant(self):
        # ok: python-eval-dynamic
        return eval(self.fixed, {"__builtins__": {}}, {})


WIDGETS: dict = {}
TRANSFORMS = {"double": "value * 2", "half": "value / 2"}


def create_widget(widget_id, transform):
    WIDGETS[widget_id] = {"transform": transform}


def render_widget(widget_id: int, value: float):
    widget = WIDGETS.get(widget_id)
    # an in-memory store a function of the file fills with what users sent
    # ruleid: python-eval-dynamic
    shown = eval(widget["transform"], {"value": value})
    # a constant table only the module writes
    # ok: python-eval-dynamic
    shown += eval(TRANSFORMS["double"], {"value": value})
    return shown


@app.route("/threshold")
def threshold_preview():
    raw = request.args.get("t", "90")
    # the conversion of an evaluation's result evaluates first
    # ruleid: python-eval-dynamic
    limit = float(eval(raw))
    # ok: python-eval-dynamic
    level = eval("base + %d" % int(raw), {"base": 1})
    return str(limit + level)


def parsed_operands(raw):
    return float(raw.split(",")[0]), float(raw.split(",")[1])


def operand_and_text(raw):
    return float(raw.split(",")[0]), raw


def run_parsed_operands(source: str):
    low, high = parsed_operands(source)
    # ok: python-eval-dynamic
    return eval("%r + %r" % (low, high))


def run_operand_and_text(source: str):
    low, text = operand_and_text(source)
    # ruleid: python-eval-dynamic
    return eval("%r + %s" % (low, text))
