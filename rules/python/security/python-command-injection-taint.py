import asyncio
import functools
import os
import shlex
import subprocess

from django.http import HttpRequest, HttpResponse
from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    # ruleid: python-command-injection-taint
    out = subprocess.check_output(f"ping -c 1 {host}", shell=True)
    return out


run_shell = functools.partial(subprocess.run, shell=True, capture_output=True)
run_listed = functools.partial(subprocess.run, capture_output=True)


@app.route("/ping/partial")
def ping_partial():
    host = request.args.get("host", "")
    # ruleid: python-command-injection-taint
    return run_shell("ping -c 1 " + host).stdout


@app.route("/ping/partial-quoted")
def ping_partial_quoted():
    host = shlex.quote(request.args.get("host", ""))
    # ok: python-command-injection-taint
    return run_shell("ping -c 1 " + host).stdout


@app.route("/ping/partial-listed")
def ping_partial_listed():
    host = request.args.get("host", "")
    # ok: python-command-injection-taint
    return run_listed(["ping", "-c", "1", host]).stdout


@app.route("/ping/safe")
def ping_safe():
    host = request.args.get("host", "")
    # ok: python-command-injection-taint
    out = subprocess.check_output(["ping", "-c", "1", host])
    return out


@app.route("/ping/quoted")
def ping_quoted():
    host = shlex.quote(request.args.get("host", ""))
    # ok: python-command-injection-taint
    return subprocess.run("ping -c 1 " + host, shell=True, capture_output=True).stdout


@app.route("/convert", methods=["POST"])
def convert():
    name = request.form["name"]
    # ruleid: python-command-injection-taint
    os.system("convert uploads/%s out.png" % name)
    # ruleid: python-command-injection-taint
    subprocess.run(["sh", "-c", "convert " + name])
    return "ok"


@app.route("/convert-exec", methods=["POST"])
def convert_exec():
    name = request.form["name"]
    if request.form.get("list"):
        # ruleid: python-command-injection-taint
        os.execv("/bin/sh", ["sh", "-c", "convert " + name])
    # ok: python-command-injection-taint
    os.execl("/bin/sh", "sh", "-c", "convert " + shlex.quote(name))
    # ok: python-command-injection-taint
    os.execl("/usr/bin/convert", "convert", "--", name)
    # ruleid: python-command-injection-taint
    os.execl("/bin/sh", "sh", "-c", "convert " + name)


def django_tool(request: HttpRequest) -> HttpResponse:
    tool = request.POST["tool"]
    # ruleid: python-command-injection-taint
    subprocess.Popen([tool, "--version"])
    # ruleid: python-command-injection-taint
    os.execvp(tool, [tool])
    # ok: python-command-injection-taint
    subprocess.run(["/usr/bin/git", "log", "--format=%H", "--", tool], check=True)
    return HttpResponse("ok")


@app.route("/grep")
async def grep_async():
    pattern = request.args["p"]
    # ruleid: python-command-injection-taint
    proc = await asyncio.create_subprocess_shell("grep " + pattern + " /var/log/app.log")
    await proc.wait()
    # ok: python-command-injection-taint
    proc = await asyncio.create_subprocess_exec("grep", "--", pattern, "/var/log/app.log")
    await proc.wait()
    return "done"


def build(target: str) -> None:
    # ok: python-command-injection-taint
    subprocess.run(f"make {target}", shell=True, check=True)


@app.route("/version")
def version():
    # ok: python-command-injection-taint
    return subprocess.check_output(["git", "describe", "--tags"], text=True)


@app.route("/archive-joined")
def archive_joined():
    folder = request.args["folder"]
    # ok: python-command-injection-taint
    subprocess.run(shlex.join(["tar", "czf", "backup.tgz", folder]), shell=True, check=True)
    return "ok"


@app.route("/tail")
def tail():
    count = request.args["n"]
    # ok: python-command-injection-taint
    return subprocess.check_output(f"tail -n {int(count)} /var/log/app.log", shell=True)


SERVICES = frozenset({"nginx", "redis"})
BLOCKED_HOSTS = {"localhost", "127.0.0.1"}
TOOLS = {"disk": "df -h", "memory": "free -m"}


@app.post("/restart")
def restart():
    unit = request.form["unit"]
    if unit not in SERVICES:
        return "unknown unit", 400
    # ok: python-command-injection-taint
    os.system("systemctl restart " + unit)
    return "ok"


@app.route("/trace")
def trace():
    target = request.args["target"]
    if target in BLOCKED_HOSTS:
        return "refused", 403
    # ruleid: python-command-injection-taint
    return subprocess.check_output("traceroute " + target, shell=True)


@app.route("/tool")
def tool():
    command = TOOLS.get(request.args.get("name", ""), "uptime")
    # ok: python-command-injection-taint
    return subprocess.check_output(command, shell=True)


@app.route("/tool/args")
def tool_with_args():
    command = TOOLS[request.args["name"]] + " " + request.args.get("flags", "")
    # ruleid: python-command-injection-taint
    return subprocess.check_output(command, shell=True)


@app.route("/convert")
def convert():
    fmt = request.args.get("format", "png")
    if fmt in ("png", "jpg", "webp"):
        # ok: python-command-injection-taint
        os.system(f"convert /srv/in.tiff /srv/out.{fmt}")
    return "done"


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
import os  # noqa: E402
class TraceRunner:
    def __init__(self, host, hops=8):
        self.host = host.strip()
        self.hops = hops

    def command(self):
        return f"traceroute -m {self.hops} {self.host}"

    def run(self):
        return subprocess.run(
            self.command(),
            shell=True,
            capture_output=True,
        ).stdout


class QuotedTraceRunner:
    def __init__(self, host):
        self.host = host

    def command(self):
        return f"traceroute {shlex.quote(self.host)}"

    def run(self):
        return subprocess.run(self.command(), shell=True, capture_output=True).stdout


class ListedTraceRunner:
    def __init__(self, host):
        self.host = host
        self.label = "trace of %s" % self.host

    def run(self):
        return subprocess.run(["traceroute", "--", self.host], capture_output=True).stdout


class DiskUsage:
    def __init__(self, folder):
        self.folder = folder

    def report(self):
        return os.popen("du -sh '%s'" % self.folder).read()


@app.route("/trace/object")
def trace_object():
    payload = request.get_json(silent=True) or {}
    runner = TraceRunner(payload.get("host", "localhost"))
    # ruleid: python-command-injection-taint
    out = runner.run()
    # ruleid: python-command-injection-taint
    usage = DiskUsage(request.args.get("folder", ".")).report()
    # ok: python-command-injection-taint
    quoted = QuotedTraceRunner(payload.get("host", "localhost")).run()
    # ok: python-command-injection-taint
    listed = ListedTraceRunner(payload.get("host", "localhost")).run()
    # ok: python-command-injection-taint
    fixed = TraceRunner("localhost").run()
    return out + usage + quoted + listed + fixed


import pydantic  # noqa: E402


class ArchiveJob(pydantic.BaseModel):
    folder: str
    level: int = 6


class ArchiveSettings(pydantic.BaseModel):
    root: str = "/srv/exports"


def archive_folder(job: ArchiveJob):
    # a function of the file handed a model of the file: the client's body
    # ruleid: python-command-injection-taint
    os.system(f"tar -czf /tmp/out.tgz {job.folder}")


def archive_level(job: ArchiveJob):
    # ok: python-command-injection-taint
    os.system(f"gzip -{int(job.level)} /tmp/out.tar")


def archive_root(settings: ArchiveSettings):
    # a settings model is the operator's
    # ok: python-command-injection-taint
    os.system(f"tar -czf /tmp/out.tgz {settings.root}")


# BEGIN fragment decidable-flow-cases source=request sink=os.system("echo " + VALUE)
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
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


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
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


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
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


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
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-command-injection-taint
    os.system("echo " + table["fixed"])
    # ok: python-command-injection-taint
    os.system("echo " + table.get("fixed"))
    # ruleid: python-command-injection-taint
    os.system("echo " + table["user"])


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-command-injection-taint
    os.system("echo " + table.get("fixed"))
    # ruleid: python-command-injection-taint
    os.system("echo " + table["user"])


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-command-injection-taint
    os.system("echo " + table[FLOW_KEY])


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-command-injection-taint
    os.system("echo " + table["fixed"])


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-command-injection-taint
    os.system("echo " + table["fixed"])


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-command-injection-taint
    os.system("echo " + table["fixed"])


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-command-injection-taint
    os.system("echo " + items[0])
    # ruleid: python-command-injection-taint
    os.system("echo " + items[1])


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-command-injection-taint
    os.system("echo " + items[-1])
    # ok: python-command-injection-taint
    os.system("echo " + items[-2])
    # ruleid: python-command-injection-taint
    os.system("echo " + items[-3])


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-command-injection-taint
    os.system("echo " + items[-1])


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-command-injection-taint
    os.system("echo " + items[1])
    # ok: python-command-injection-taint
    os.system("echo " + table["fixed"])
    # ruleid: python-command-injection-taint
    os.system("echo " + table["asked"])


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-command-injection-taint
    os.system("echo " + items[1])
    # ruleid: python-command-injection-taint
    os.system("echo " + items[0])


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-command-injection-taint
    os.system("echo " + items[0])


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-command-injection-taint
    os.system("echo " + items[0])


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-command-injection-taint
    os.system("echo " + items[0])
    # ruleid: python-command-injection-taint
    os.system("echo " + items[1])


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-command-injection-taint
    os.system("echo " + trimmed_text(value))


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-command-injection-taint
    os.system("echo " + prefixed_text(value))


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-command-injection-taint
    os.system("echo " + str(count))


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-command-injection-taint
    os.system("echo " + digest)


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-command-injection-taint
    os.system("echo " + parts["chosen"])


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-command-injection-taint
    os.system("echo " + parts["chosen"])


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-command-injection-taint
    os.system("echo " + merged)


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-command-injection-taint
    os.system("echo " + f"report-{when}")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-command-injection-taint
    os.system("echo " + f"report-{when:%Y%m%d}")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-command-injection-taint
    os.system("echo " + kept)


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-command-injection-taint
    os.system("echo " + kept)


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-command-injection-taint
    os.system("echo " + kept)


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
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


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
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


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
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


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
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-command-injection-taint
    os.system("echo " + parts[1])


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-command-injection-taint
    os.system("echo " + parts[0])


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-command-injection-taint
    os.system("echo " + parts[0] + parts[2])


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-command-injection-taint
    os.system("echo " + parts[0])


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-command-injection-taint
    os.system("echo " + parts[-1])


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-command-injection-taint
    os.system("echo " + options[selector])


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-command-injection-taint
    os.system("echo " + options[selector])


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-command-injection-taint
    os.system("echo " + default)


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen)


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-command-injection-taint
    os.system("echo " + resolved_text(value))


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-command-injection-taint
    os.system("echo " + passed_on_text(value))


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-command-injection-taint
    os.system("echo " + FlowDefaults.choose(value) + FlowDefaults.pick(value))


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-command-injection-taint
    os.system("echo " + FlowDefaults.keep(value))


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-command-injection-taint
    os.system("echo " + value.choice.value)


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-command-injection-taint
    os.system("echo " + value.label)


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-command-injection-taint
    os.system("echo " + text)


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-command-injection-taint
    os.system("echo " + text)


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-command-injection-taint
    os.system("echo " + text)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=os.system("echo " + VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-command-injection-taint
    os.system("echo " + value)


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-command-injection-taint
    os.system("echo " + value)


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-command-injection-taint
    os.system("echo " + value)


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-command-injection-taint
    os.system("echo " + value)


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-command-injection-taint
    os.system("echo " + value)


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-command-injection-taint
    os.system("echo " + value)


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-command-injection-taint
    os.system("echo " + "".join(parts))


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-command-injection-taint
    os.system("echo " + "".join(parts))


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-command-injection-taint
    os.system("echo " + picked["q"])


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-command-injection-taint
    os.system("echo " + renamed["name"])


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-command-injection-taint
    os.system("echo " + str(sizes["q"]))


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-command-injection-taint
    os.system("echo " + prefs["role"])


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-command-injection-taint
    os.system("echo " + counted["q"])
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=os.system("echo " + VALUE)
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
    # ok: python-command-injection-taint
    os.system("echo " + picked)


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-command-injection-taint
    os.system("echo " + picked)


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-command-injection-taint
    os.system("echo " + picked)


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-command-injection-taint
    os.system("echo " + picked)


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-command-injection-taint
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

    def flow_method(self):
        value = request.args.get("v", "")
        # a method of the class that looks the value up in a constant table, called on self
        picked = self.column(value)
        # ok: python-command-injection-taint
        os.system("echo " + picked)
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-command-injection-taint
        os.system("echo " + self.order_by(value))
        # ok: python-command-injection-taint
        os.system("echo " + self.sort_of(value))
        # ruleid: python-command-injection-taint
        os.system("echo " + self.order_by_raw(value))


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-command-injection-taint
    os.system("echo " + table_order_by(value))
    # ruleid: python-command-injection-taint
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


@app.route("/flow/t6")
def flow_t6():
    value = request.args.get("v", "")
    picked = TableTheme(value).value
    # ok: python-command-injection-taint
    os.system("echo " + picked)


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-command-injection-taint
    os.system("echo " + picked.value)


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-command-injection-taint
    os.system("echo " + prefs.locale)
    # ruleid: python-command-injection-taint
    os.system("echo " + prefs.label)


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-command-injection-taint
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


@app.route("/flow/t10")
def flow_t10():
    value = request.args.get("v", "")
    # a helper that returns the table's item the value names
    # ok: python-command-injection-taint
    os.system("echo " + table_sort(value))


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-command-injection-taint
    os.system("echo " + TableCode(value).code)
    # ruleid: python-command-injection-taint
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


@app.route("/flow/t13")
def flow_t13():
    value = request.args.get("v", "")
    # a helper that turns the value away unless allowed, among other tests
    # ok: python-command-injection-taint
    os.system("echo " + table_target(value, "AB-1234"))
    # ruleid: python-command-injection-taint
    os.system("echo " + table_target_loose(value, "AB-1234"))


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-command-injection-taint
    os.system("echo " + picked)
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-command-injection-taint
    os.system("echo " + negated)
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-command-injection-taint
    os.system("echo " + prefixed)
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=os.system("echo " + VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-command-injection-taint
    os.system("echo " + head)


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-command-injection-taint
    os.system("echo " + head)


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-command-injection-taint
    os.system("echo " + head)


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-command-injection-taint
    os.system("echo " + head)


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-command-injection-taint
    os.system("echo " + head)


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-command-injection-taint
    os.system("echo " + str(sizes[0]))
# END fragment hidden-request-read-cases


@app.route("/ping-list")
def ping_list():
    host = request.args.get("host", "")
    args = ["sh", "-c", "ping -c 1 " + host]
    # ruleid: python-command-injection-taint
    return subprocess.run(args, capture_output=True).stdout


@app.route("/ping-list-quoted")
def ping_list_quoted():
    host = request.args.get("host", "")
    args = ["sh", "-c", "ping -c 1 " + shlex.quote(host)]
    # ok: python-command-injection-taint
    return subprocess.run(args, capture_output=True).stdout


@app.route("/ping-argv")
def ping_argv():
    host = request.args.get("host", "")
    args = ["ping", "-c", "1", "--", host]
    # ok: python-command-injection-taint
    return subprocess.run(args, capture_output=True).stdout


def grep_command(pattern):
    return "grep -F -e %s /var/log/app.log" % shlex.quote(pattern)


def tail_command(pattern):
    return "grep -F -e %s /var/log/app.log" % pattern.strip()


class Jobs:
    def __init__(self, runner):
        self.runner = runner

    def run_search(self, pattern):
        return subprocess.run(pattern, shell=True)


class Commands:
    def grep(self, pattern):
        return "grep -e " + shlex.quote(pattern)


class Search:
    def __init__(self, commands):
        self.commands = commands

    def handle(self):
        # a method of a class of the file on an attribute of the handler
        # ok: python-command-injection-taint
        subprocess.run(self.commands.grep(request.args["q"]), shell=True)


@app.route("/logs/grep")
def logs_grep():
    # a helper of the file that quotes what it is given
    # ok: python-command-injection-taint
    subprocess.run(grep_command(request.args["q"]), shell=True)
    # ruleid: python-command-injection-taint
    subprocess.run(tail_command(request.args["q"]), shell=True)
    return "ok"


class ArchiveJob:
    def quoted_name(self, name):
        return shlex.quote(name)

    def run(self):
        # a method of the handler itself that quotes
        # ok: python-command-injection-taint
        subprocess.run("tar czf /tmp/out.tgz " + self.quoted_name(request.args["dir"]), shell=True)


def parse_size(raw):
    size = int(raw)
    if not 16 <= size <= 2048:
        raise ValueError("size out of range")
    return size


def trimmed_size(raw):
    return raw.strip()


@app.route("/thumbs/convert")
def thumbs_convert():
    # a helper of the file that parses a number from what it is given
    size = parse_size(request.args.get("size", "256"))
    # ok: python-command-injection-taint
    subprocess.run("convert in.png -thumbnail %sx%s out.png" % (size, size), shell=True)
    loose = trimmed_size(request.args.get("size", "256"))
    # ruleid: python-command-injection-taint
    subprocess.run("convert in.png -thumbnail %sx%s out.png" % (loose, loose), shell=True)
    return "ok"


def parse_quality(raw):
    return min(max(float(raw), 0.1), 1.0)


@app.route("/thumbs/quality")
def thumbs_quality():
    quality = parse_quality(request.args.get("q", "0.8"))
    # ok: python-command-injection-taint
    subprocess.run("convert in.png -quality %s out.jpg" % quality, shell=True)
    return "ok"


from flask_wtf import FlaskForm  # noqa: E402
from wtforms import IntegerField, StringField  # noqa: E402


class PingForm(FlaskForm):
    host = StringField("Host")
    count = IntegerField("Count", default=3)


@app.route("/diagnostics/ping", methods=["POST"])
def ping_form():
    form = PingForm()
    if not form.validate_on_submit():
        return "bad", 400
    # a FlaskForm's text field holds what the client posted
    # ruleid: python-command-injection-taint
    subprocess.run("ping -c 3 %s" % form.host.data, shell=True)
    # a number field holds a number
    # ok: python-command-injection-taint
    subprocess.run("ping -c %d example.com" % form.count.data, shell=True)
    return "ok"


import uuid  # noqa: E402


@app.route("/media/convert")
async def media_convert():
    media_id = uuid.UUID(request.args["id"]).hex
    # a UUID's text cannot carry shell syntax
    # ok: python-command-injection-taint
    subprocess.run("ffmpeg -i /srv/in/%s out.mp3" % media_id, shell=True)
    args = ["ffmpeg", "-y", "-i", request.args["src"]] + ["out.mp3"]
    # a literal program with arguments unpacked: no shell, no command
    # ok: python-command-injection-taint
    await asyncio.create_subprocess_exec(*args)
    program = [request.args["tool"], "--version"]
    # ruleid: python-command-injection-taint
    await asyncio.create_subprocess_exec(*program)
    return "ok"


quote_words = lambda items: " ".join(shlex.quote(i) for i in items)
join_words = lambda items: " ".join(items)


@app.route("/logs/tail-lambda")
def tail_lambda():
    lines = request.args.get("lines", "100")
    # a lambda that quotes every item it is given
    # ok: python-command-injection-taint
    os.system("tail -n " + quote_words([lines, "/var/log/app.log"]))
    # ruleid: python-command-injection-taint
    os.system("tail -n " + join_words([lines, "/var/log/app.log"]))
    return "ok"


class LogSearch:
    def __init__(self, pattern):
        self.pattern = pattern

    @property
    def quoted(self):
        return shlex.quote(self.pattern)

    @property
    def trimmed(self):
        return self.pattern.strip()


@app.route("/logs/grep/quoted")
def log_grep_quoted():
    search = LogSearch(request.args.get("q", "ERROR"))
    # ok: python-command-injection-taint
    return subprocess.check_output("grep -F -- %s /var/log/app.log" % search.quoted, shell=True)


@app.route("/logs/grep/trimmed")
def log_grep_trimmed():
    search = LogSearch(request.args.get("q", "ERROR"))
    # ruleid: python-command-injection-taint
    return subprocess.check_output("grep -F -- %s /var/log/app.log" % search.trimmed, shell=True)


# BEGIN fragment dependency-parameter-cases source=request sink=os.system("echo " + VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-command-injection-taint
        os.system("echo " + acting.strip())
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-command-injection-taint
    os.system("echo " + str(page))
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-command-injection-taint
    os.system("echo " + slug)
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-command-injection-taint
    os.system("echo " + chosen["region"])
    # ok: python-command-injection-taint
    os.system("echo " + fixed["region"])
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-command-injection-taint
    os.system("echo " + x_token)
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-command-injection-taint
    os.system("echo " + code)
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
    # ruleid: python-command-injection-taint
    os.system("echo " + team["team"])
    # a dependency that returns text it matched whole against a pattern
    # ok: python-command-injection-taint
    os.system("echo " + slug)
    # ok: python-command-injection-taint
    os.system("echo " + owner)
    return {}
# END fragment dependency-parameter-cases
