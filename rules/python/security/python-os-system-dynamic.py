import os
import shlex
from os import system


def reboot_host(host: str) -> None:
    # ruleid: python-os-system-dynamic
    os.system(f"ssh {host} sudo reboot")


def notify(user: str) -> None:
    # ruleid: python-os-system-dynamic
    system("wall 'hello " + user + "'")


def run(cmd: str) -> int:
    # ruleid: python-os-system-dynamic
    return os.system(cmd)


def clear_screen() -> None:
    # ok: python-os-system-dynamic
    os.system("clear")


def quoted(path: str) -> None:
    # ok: python-os-system-dynamic
    os.system(shlex.join(["ls", "-l", path]))


def constant_var() -> None:
    cmd = "sync"
    # ok: python-os-system-dynamic
    os.system(cmd)


def remove_quoted(path):
    command = "rm -f " + shlex.quote(path)
    # ok: python-os-system-dynamic
    os.system(command)


def sleep_for(seconds):
    # ok: python-os-system-dynamic
    os.system(f"sleep {int(seconds)}")


def remove_later(path):
    command = "rm -f %s" % path
    # ruleid: python-os-system-dynamic
    os.system(command)


def nice(level):
    # ok: python-os-system-dynamic
    os.system(f"nice -n {float(level)} make")


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
import os  # noqa: E402
# BEGIN fragment decidable-flow-cases source=parameter sink=os.system("echo " + VALUE)
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


def flow_01(value):
    n = 86
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_02(value):
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_03(value):
    chosen = value if 3 > 5 else "fixed"
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_04(value):
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_05(value):
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_06(value):
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_07(value):
    mode = "b"
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_08(value):
    mode = "b"
    if mode == "a":
        chosen = "fixed"
    elif mode == "b":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_09(value):
    mode = "abc"[1]
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_10(value):
    table = {"fixed": "fixed", "user": value}
    # ok: python-os-system-dynamic
    os.system("echo " + table["fixed"])
    # ok: python-os-system-dynamic
    os.system("echo " + table.get("fixed"))
    # ruleid: python-os-system-dynamic
    os.system("echo " + table["user"])


def flow_11(value):
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-os-system-dynamic
    os.system("echo " + table.get("fixed"))
    # ruleid: python-os-system-dynamic
    os.system("echo " + table["user"])


def flow_12(value):
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-os-system-dynamic
    os.system("echo " + table[FLOW_KEY])


def flow_13(value):
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-os-system-dynamic
    os.system("echo " + table["fixed"])


def flow_14(value):
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-os-system-dynamic
    os.system("echo " + table["fixed"])


def flow_15(value):
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-os-system-dynamic
    os.system("echo " + table["fixed"])


def flow_16(value):
    items = ["fixed", value]
    # ok: python-os-system-dynamic
    os.system("echo " + items[0])
    # ruleid: python-os-system-dynamic
    os.system("echo " + items[1])


def flow_16b(value):
    items = [value, "other", "fixed"]
    # ok: python-os-system-dynamic
    os.system("echo " + items[-1])
    # ok: python-os-system-dynamic
    os.system("echo " + items[-2])
    # ruleid: python-os-system-dynamic
    os.system("echo " + items[-3])


def flow_16c(value):
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-os-system-dynamic
    os.system("echo " + items[-1])


def flow_16d(value):
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-os-system-dynamic
    os.system("echo " + items[1])
    # ok: python-os-system-dynamic
    os.system("echo " + table["fixed"])
    # ruleid: python-os-system-dynamic
    os.system("echo " + table["asked"])


def flow_17(value):
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-os-system-dynamic
    os.system("echo " + items[1])
    # ruleid: python-os-system-dynamic
    os.system("echo " + items[0])


def flow_18(value):
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-os-system-dynamic
    os.system("echo " + items[0])


def flow_19(value):
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-os-system-dynamic
    os.system("echo " + items[0])


def flow_20(value):
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-os-system-dynamic
    os.system("echo " + items[0])
    # ruleid: python-os-system-dynamic
    os.system("echo " + items[1])


def flow_21(value):
    chosen = fixed_text(value)
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_22(value):
    chosen = branch_text(value)
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_23(value):
    # ruleid: python-os-system-dynamic
    os.system("echo " + trimmed_text(value))


def flow_24(value):
    # ruleid: python-os-system-dynamic
    os.system("echo " + prefixed_text(value))


def flow_25(value):
    chosen = value
    chosen = "fixed"
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_26(value):
    chosen = "fixed"
    chosen = value
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_27(value):
    count = len(value)
    # ok: python-os-system-dynamic
    os.system("echo " + str(count))


def flow_28(value):
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-os-system-dynamic
    os.system("echo " + digest)


def flow_29(value):
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-os-system-dynamic
    os.system("echo " + parts["chosen"])


def flow_30(value):
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-os-system-dynamic
    os.system("echo " + parts["chosen"])


def flow_31(value):
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-os-system-dynamic
    os.system("echo " + merged)


def flow_32(value):
    when = datetime.date.fromisoformat(value)
    # ok: python-os-system-dynamic
    os.system("echo " + f"report-{when}")


def flow_32b(value):
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-os-system-dynamic
    os.system("echo " + f"report-{when:%Y%m%d}")


def flow_33(value):
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-os-system-dynamic
    os.system("echo " + kept)


def flow_33b(value):
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-os-system-dynamic
    os.system("echo " + kept)


def flow_33c(value):
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-os-system-dynamic
    os.system("echo " + kept)


def flow_34(value):
    possible = "ABC"
    guess = possible[1]
    if guess == "A":
        chosen = value
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_34b(value):
    possible = "ABC"
    guess = possible[2]
    chosen = "fixed"
    if guess == "A":
        chosen = value
    elif guess == "C":
        chosen = "fixed"
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_34c(value):
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_34d(value):
    possible = "XYZ"
    guess = possible[2]
    if guess == "A":
        chosen = "fixed"
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_34e(value):
    feed = "ecb"[0]
    if feed == "e":
        chosen = "fixed"
    elif feed == "f":
        chosen = value
    else:
        chosen = value
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_35(value):
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-os-system-dynamic
    os.system("echo " + parts[1])


def flow_35b(value):
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-os-system-dynamic
    os.system("echo " + parts[0])


def flow_35c(value):
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-os-system-dynamic
    os.system("echo " + parts[0] + parts[2])


def flow_35d(value):
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-os-system-dynamic
    os.system("echo " + parts[0])


def flow_35e(value):
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-os-system-dynamic
    os.system("echo " + parts[-1])


def flow_36(value):
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-os-system-dynamic
    os.system("echo " + options[selector])


def flow_36b(value):
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-os-system-dynamic
    os.system("echo " + options[selector])


def flow_37(value):
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_37b(value):
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-os-system-dynamic
    os.system("echo " + default)


def flow_37c(value):
    default = "fixed"
    chosen = value
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_38(value):
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_38b(value):
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_39(value):
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_39b(value):
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_39c(value):
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-os-system-dynamic
    os.system("echo " + chosen)


def flow_40(value):
    # ok: python-os-system-dynamic
    os.system("echo " + resolved_text(value))


def flow_40b(value):
    # ruleid: python-os-system-dynamic
    os.system("echo " + passed_on_text(value))


def flow_41(value):
    # ok: python-os-system-dynamic
    os.system("echo " + FlowDefaults.choose(value) + FlowDefaults.pick(value))


def flow_41b(value):
    # ruleid: python-os-system-dynamic
    os.system("echo " + FlowDefaults.keep(value))


def flow_42(value):
    # ok: python-os-system-dynamic
    os.system("echo " + value.choice.value)


def flow_42b(value):
    # ruleid: python-os-system-dynamic
    os.system("echo " + value.label)


def flow_43(value):
    text, extra = "fixed text", (value,)
    # ok: python-os-system-dynamic
    os.system("echo " + text)


def flow_43b(value):
    extra, text = (value,), "fixed text"
    # ok: python-os-system-dynamic
    os.system("echo " + text)


def flow_43c(value):
    text, extra = "fixed " + value, ()
    # ruleid: python-os-system-dynamic
    os.system("echo " + text)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=parameter sink=os.system("echo " + VALUE)
SLICE_LABEL = "fixed-label"


def flow_s1(value):
    value = value[:40]
    # ruleid: python-os-system-dynamic
    os.system("echo " + value)


def flow_s2(value):
    value = value.strip()[:40]
    # ruleid: python-os-system-dynamic
    os.system("echo " + value)


def flow_s3(value):
    value = value[2:].lower()
    # ruleid: python-os-system-dynamic
    os.system("echo " + value)


def flow_s4(value):
    value = SLICE_LABEL[:5]
    # ok: python-os-system-dynamic
    os.system("echo " + value)


def flow_s5(value):
    value = str(len(value))[:3]
    # ok: python-os-system-dynamic
    os.system("echo " + value)


def flow_s6(value):
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-os-system-dynamic
    os.system("echo " + value)


def flow_s7(value):
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-os-system-dynamic
    os.system("echo " + "".join(parts))


def flow_s8(value):
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-os-system-dynamic
    os.system("echo " + "".join(parts))


def flow_s9(value):
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-os-system-dynamic
    os.system("echo " + picked["q"])


def flow_s10(value):
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-os-system-dynamic
    os.system("echo " + renamed["name"])


def flow_s11(value):
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-os-system-dynamic
    os.system("echo " + str(sizes["q"]))


def flow_s12(value):
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-os-system-dynamic
    os.system("echo " + prefs["role"])


def flow_s13(value):
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-os-system-dynamic
    os.system("echo " + counted["q"])
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=parameter sink=os.system("echo " + VALUE)
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


def flow_t1(value):
    picked = table_language(value)
    # ok: python-os-system-dynamic
    os.system("echo " + picked)


def flow_t2(value):
    picked = table_column(value)
    # ok: python-os-system-dynamic
    os.system("echo " + picked)


def flow_t3(value):
    picked = table_prefix(value)
    # ruleid: python-os-system-dynamic
    os.system("echo " + picked)


def flow_t4(value):
    picked = table_first_part(value)
    # ruleid: python-os-system-dynamic
    os.system("echo " + picked)


def flow_t5(value):
    low, count = table_numbers(value)
    # ok: python-os-system-dynamic
    os.system("echo " + "%r %r" % (low, count))



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

    def flow_method(self, value):
        # a method of the class that looks the value up in a constant table, called on self
        picked = self.column(value)
        # ok: python-os-system-dynamic
        os.system("echo " + picked)
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-os-system-dynamic
        os.system("echo " + self.order_by(value))
        # ok: python-os-system-dynamic
        os.system("echo " + self.sort_of(value))
        # ruleid: python-os-system-dynamic
        os.system("echo " + self.order_by_raw(value))


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


def flow_t12(value):
    # ok: python-os-system-dynamic
    os.system("echo " + table_order_by(value))
    # ruleid: python-os-system-dynamic
    os.system("echo " + table_order_by_raw(value))


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


def flow_t6(value):
    picked = TableTheme(value).value
    # ok: python-os-system-dynamic
    os.system("echo " + picked)


def flow_t7(value):
    picked = TableTheme[value]
    # ok: python-os-system-dynamic
    os.system("echo " + picked.value)


def flow_t8(value):
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-os-system-dynamic
    os.system("echo " + prefs.locale)
    # ruleid: python-os-system-dynamic
    os.system("echo " + prefs.label)


def flow_t9(value):
    # ruleid: python-os-system-dynamic
    os.system("echo " + TableBox(value).raw)


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


def flow_t10(value):
    # a helper that returns the table's item the value names
    # ok: python-os-system-dynamic
    os.system("echo " + table_sort(value))


def flow_t11(value):
    # an object whose maker turns away a value that does not match whole
    # ok: python-os-system-dynamic
    os.system("echo " + TableCode(value).code)
    # ruleid: python-os-system-dynamic
    os.system("echo " + TableLoose(value).code)


TABLE_HOSTS = frozenset({"docs.example.com", "help.example.com"})


def table_target(host, path):
    if host not in TABLE_HOSTS or not TABLE_CODE.fullmatch(path):
        raise ValueError(host)
    return f"https://{host}/{path}"


def table_target_loose(host, path):
    if not host or not path:
        raise ValueError(host)
    return f"https://{host}/{path}"


def flow_t13(value):
    # a helper that turns the value away unless allowed, among other tests
    # ok: python-os-system-dynamic
    os.system("echo " + table_target(value, "AB-1234"))
    # ruleid: python-os-system-dynamic
    os.system("echo " + table_target_loose(value, "AB-1234"))


def flow_t14(value):
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-os-system-dynamic
    os.system("echo " + picked)
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-os-system-dynamic
    os.system("echo " + negated)
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-os-system-dynamic
    os.system("echo " + prefixed)
# END fragment table-helper-cases


SERVICES = ("nginx", "redis")


def restart(service: str, retries: int) -> None:
    if service not in SERVICES:
        raise ValueError(service)
    # ok: python-os-system-dynamic
    os.system(f"systemctl restart {service} || sleep {retries}")
