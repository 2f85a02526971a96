import shlex
import shutil
import subprocess
from shutil import which
from subprocess import Popen, check_output


def archive(folder: str) -> None:
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run(f"tar czf backup.tgz {folder}", shell=True, check=True)


def grep(pattern: str) -> bytes:
    # ruleid: python-subprocess-shell-dynamic
    return check_output("grep -r '%s' /var/log" % pattern, shell=True)


def start(cmd: str) -> Popen:
    # ruleid: python-subprocess-shell-dynamic
    return Popen(cmd, shell=True)


def copy(src: str, dst: str) -> int:
    # ruleid: python-subprocess-shell-dynamic
    return subprocess.call("cp " + src + " " + dst, shell=True)


def joined(parts: list[str]) -> None:
    # ruleid: python-subprocess-shell-dynamic
    subprocess.check_call(" ".join(parts), shell=True)


def archive_safe(folder: str) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(["tar", "czf", "backup.tgz", folder], check=True)


def constant_pipeline() -> bytes:
    # ok: python-subprocess-shell-dynamic
    return check_output("ps aux | grep python | wc -l", shell=True)


def quoted(folder: str) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(shlex.join(["tar", "czf", "backup.tgz", folder]), shell=True, check=True)


def no_shell(cmd: list[str]) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(cmd, check=True)


def explicit_false(cmd: str) -> None:
    # ok: python-subprocess-shell-dynamic
    subprocess.run(cmd, shell=False, check=True)


def archive_quoted(folder):
    command = "tar czf backup.tgz " + shlex.quote(folder)
    # ok: python-subprocess-shell-dynamic
    subprocess.run(command, shell=True, check=True)


def head_lines(path, count):
    # ok: python-subprocess-shell-dynamic
    subprocess.run(f"head -n {int(count)} /var/log/app.log", shell=True, check=True)


def list_fixed(verbose):
    flags = "-la" if verbose else "-l"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("ls " + flags + " /srv", shell=True, check=True)


def archive_later(folder):
    command = "tar czf backup.tgz %s" % folder
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run(command, shell=True, check=True)


def nice(level):
    # ok: python-subprocess-shell-dynamic
    subprocess.run(f"nice -n {float(level)} make", shell=True, check=True)


# shutil.which returns the path of an executable that exists on PATH: the shell can only run
# that program (a pager named by $PAGER), not commands spliced into the name.
def page(cmd: str) -> subprocess.Popen:
    cmd_absolute = which(cmd)
    if cmd_absolute is None:
        raise FileNotFoundError(cmd)
    # ok: python-subprocess-shell-dynamic
    return subprocess.Popen([cmd_absolute], shell=True, stdin=subprocess.PIPE)


# The arguments appended to that path are still spliced in.
def page_with(cmd: str, options: str) -> subprocess.Popen:
    # ruleid: python-subprocess-shell-dynamic
    return subprocess.Popen(f"{shutil.which(cmd)} {options}", shell=True)


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
import subprocess  # noqa: E402
# BEGIN fragment decidable-flow-cases source=parameter sink=subprocess.run("echo " + VALUE, shell=True, check=True)
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
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_02(value):
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_03(value):
    chosen = value if 3 > 5 else "fixed"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_04(value):
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_05(value):
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_06(value):
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_07(value):
    mode = "b"
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_08(value):
    mode = "b"
    if mode == "a":
        chosen = "fixed"
    elif mode == "b":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_09(value):
    mode = "abc"[1]
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_10(value):
    table = {"fixed": "fixed", "user": value}
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["fixed"], shell=True, check=True)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table.get("fixed"), shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["user"], shell=True, check=True)


def flow_11(value):
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table.get("fixed"), shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["user"], shell=True, check=True)


def flow_12(value):
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table[FLOW_KEY], shell=True, check=True)


def flow_13(value):
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["fixed"], shell=True, check=True)


def flow_14(value):
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["fixed"], shell=True, check=True)


def flow_15(value):
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["fixed"], shell=True, check=True)


def flow_16(value):
    items = ["fixed", value]
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[0], shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[1], shell=True, check=True)


def flow_16b(value):
    items = [value, "other", "fixed"]
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[-1], shell=True, check=True)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[-2], shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[-3], shell=True, check=True)


def flow_16c(value):
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[-1], shell=True, check=True)


def flow_16d(value):
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[1], shell=True, check=True)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["fixed"], shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table["asked"], shell=True, check=True)


def flow_17(value):
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[1], shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[0], shell=True, check=True)


def flow_18(value):
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[0], shell=True, check=True)


def flow_19(value):
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[0], shell=True, check=True)


def flow_20(value):
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[0], shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + items[1], shell=True, check=True)


def flow_21(value):
    chosen = fixed_text(value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_22(value):
    chosen = branch_text(value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_23(value):
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + trimmed_text(value), shell=True, check=True)


def flow_24(value):
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + prefixed_text(value), shell=True, check=True)


def flow_25(value):
    chosen = value
    chosen = "fixed"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_26(value):
    chosen = "fixed"
    chosen = value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_27(value):
    count = len(value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + str(count), shell=True, check=True)


def flow_28(value):
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + digest, shell=True, check=True)


def flow_29(value):
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + parts["chosen"], shell=True, check=True)


def flow_30(value):
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + parts["chosen"], shell=True, check=True)


def flow_31(value):
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + merged, shell=True, check=True)


def flow_32(value):
    when = datetime.date.fromisoformat(value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + f"report-{when}", shell=True, check=True)


def flow_32b(value):
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + f"report-{when:%Y%m%d}", shell=True, check=True)


def flow_33(value):
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + kept, shell=True, check=True)


def flow_33b(value):
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + kept, shell=True, check=True)


def flow_33c(value):
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + kept, shell=True, check=True)


def flow_34(value):
    possible = "ABC"
    guess = possible[1]
    if guess == "A":
        chosen = value
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_34b(value):
    possible = "ABC"
    guess = possible[2]
    chosen = "fixed"
    if guess == "A":
        chosen = value
    elif guess == "C":
        chosen = "fixed"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_34c(value):
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_34d(value):
    possible = "XYZ"
    guess = possible[2]
    if guess == "A":
        chosen = "fixed"
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_34e(value):
    feed = "ecb"[0]
    if feed == "e":
        chosen = "fixed"
    elif feed == "f":
        chosen = value
    else:
        chosen = value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_35(value):
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + parts[1], shell=True, check=True)


def flow_35b(value):
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + parts[0], shell=True, check=True)


def flow_35c(value):
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + parts[0] + parts[2], shell=True, check=True)


def flow_35d(value):
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + parts[0], shell=True, check=True)


def flow_35e(value):
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + parts[-1], shell=True, check=True)


def flow_36(value):
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + options[selector], shell=True, check=True)


def flow_36b(value):
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + options[selector], shell=True, check=True)


def flow_37(value):
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_37b(value):
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + default, shell=True, check=True)


def flow_37c(value):
    default = "fixed"
    chosen = value
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_38(value):
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_38b(value):
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_39(value):
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_39b(value):
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_39c(value):
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + chosen, shell=True, check=True)


def flow_40(value):
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + resolved_text(value), shell=True, check=True)


def flow_40b(value):
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + passed_on_text(value), shell=True, check=True)


def flow_41(value):
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + FlowDefaults.choose(value) + FlowDefaults.pick(value), shell=True, check=True)


def flow_41b(value):
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + FlowDefaults.keep(value), shell=True, check=True)


def flow_42(value):
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + value.choice.value, shell=True, check=True)


def flow_42b(value):
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + value.label, shell=True, check=True)


def flow_43(value):
    text, extra = "fixed text", (value,)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + text, shell=True, check=True)


def flow_43b(value):
    extra, text = (value,), "fixed text"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + text, shell=True, check=True)


def flow_43c(value):
    text, extra = "fixed " + value, ()
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + text, shell=True, check=True)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=parameter sink=subprocess.run("echo " + VALUE, shell=True, check=True)
SLICE_LABEL = "fixed-label"


def flow_s1(value):
    value = value[:40]
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + value, shell=True, check=True)


def flow_s2(value):
    value = value.strip()[:40]
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + value, shell=True, check=True)


def flow_s3(value):
    value = value[2:].lower()
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + value, shell=True, check=True)


def flow_s4(value):
    value = SLICE_LABEL[:5]
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + value, shell=True, check=True)


def flow_s5(value):
    value = str(len(value))[:3]
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + value, shell=True, check=True)


def flow_s6(value):
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + value, shell=True, check=True)


def flow_s7(value):
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + "".join(parts), shell=True, check=True)


def flow_s8(value):
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + "".join(parts), shell=True, check=True)


def flow_s9(value):
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked["q"], shell=True, check=True)


def flow_s10(value):
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + renamed["name"], shell=True, check=True)


def flow_s11(value):
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + str(sizes["q"]), shell=True, check=True)


def flow_s12(value):
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + prefs["role"], shell=True, check=True)


def flow_s13(value):
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + counted["q"], shell=True, check=True)
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=parameter sink=subprocess.run("echo " + VALUE, shell=True, check=True)
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
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked, shell=True, check=True)


def flow_t2(value):
    picked = table_column(value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked, shell=True, check=True)


def flow_t3(value):
    picked = table_prefix(value)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked, shell=True, check=True)


def flow_t4(value):
    picked = table_first_part(value)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked, shell=True, check=True)


def flow_t5(value):
    low, count = table_numbers(value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + "%r %r" % (low, count), shell=True, check=True)



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
        # ok: python-subprocess-shell-dynamic
        subprocess.run("echo " + picked, shell=True, check=True)
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-subprocess-shell-dynamic
        subprocess.run("echo " + self.order_by(value), shell=True, check=True)
        # ok: python-subprocess-shell-dynamic
        subprocess.run("echo " + self.sort_of(value), shell=True, check=True)
        # ruleid: python-subprocess-shell-dynamic
        subprocess.run("echo " + self.order_by_raw(value), shell=True, check=True)


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


def flow_t12(value):
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table_order_by(value), shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table_order_by_raw(value), shell=True, check=True)


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
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked, shell=True, check=True)


def flow_t7(value):
    picked = TableTheme[value]
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked.value, shell=True, check=True)


def flow_t8(value):
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + prefs.locale, shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + prefs.label, shell=True, check=True)


def flow_t9(value):
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + TableBox(value).raw, shell=True, check=True)


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
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table_sort(value), shell=True, check=True)


def flow_t11(value):
    # an object whose maker turns away a value that does not match whole
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + TableCode(value).code, shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + TableLoose(value).code, shell=True, check=True)


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
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + table_target(value, "AB-1234"), shell=True, check=True)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + table_target_loose(value, "AB-1234"), shell=True, check=True)


def flow_t14(value):
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + picked, shell=True, check=True)
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-subprocess-shell-dynamic
    subprocess.run("echo " + negated, shell=True, check=True)
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run("echo " + prefixed, shell=True, check=True)
# END fragment table-helper-cases


THUMB_FORMATS = {"webp", "png"}
BLOCKED_FORMATS = {"svg"}


def thumbnail(user_id: int, width: str, fmt: str) -> None:
    size = int(width)
    if fmt not in THUMB_FORMATS:
        raise ValueError(fmt)
    # ok: python-subprocess-shell-dynamic
    subprocess.run(f"convert {user_id}.jpg -resize {size}x out.{fmt}", shell=True, check=True)


def thumbnail_denied(name: str, fmt: str) -> None:
    if fmt in BLOCKED_FORMATS:
        raise ValueError(fmt)
    # ruleid: python-subprocess-shell-dynamic
    subprocess.run(f"convert {name}.jpg out.{fmt}", shell=True, check=True)


class TranscodeJob:
    def __init__(self, source_name, timeout: int = 60):
        self.source_name = source_name
        self.timeout = timeout

    def run(self):
        # ruleid: python-subprocess-shell-dynamic
        subprocess.run("ffmpeg -y -i " + self.source_name + " out.mp4", shell=True)
        # ok: python-subprocess-shell-dynamic
        subprocess.run("sleep %s" % self.timeout, shell=True)
