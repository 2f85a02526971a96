import urllib.parse
import uuid
import django.utils._os
import werkzeug.security
import os
from pathlib import Path

from django.http import FileResponse, HttpRequest
from fastapi import Depends, FastAPI
from fastapi.responses import FileResponse as ApiFileResponse
from flask import Flask, abort, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
api = FastAPI()
UPLOADS = "/srv/uploads"


@app.route("/download")
def download():
    name = request.args["file"]
    # ruleid: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, name))


@app.route("/raw/<path:name>")
def raw(name):
    # ruleid: python-path-traversal-taint
    with open(UPLOADS + "/" + name, "rb") as fh:
        return fh.read()


def within_uploads(path):
    return os.path.commonpath([UPLOADS, path]) == UPLOADS


def upload_exists(path):
    return os.path.isfile(path)


@app.route("/download/contained")
def download_contained():
    full = os.path.realpath(os.path.join(UPLOADS, request.args["file"]))
    if not within_uploads(full) or not os.path.isfile(full):
        abort(404)
    # ok: python-path-traversal-taint
    return send_file(full)


@app.route("/download/joined-only")
def download_joined_only():
    full = os.path.join(UPLOADS, request.args["file"])
    if not within_uploads(full):
        abort(404)
    # ruleid: python-path-traversal-taint
    return send_file(full)


@app.route("/download/existing")
def download_existing():
    full = os.path.realpath(os.path.join(UPLOADS, request.args["file"]))
    if not upload_exists(full):
        abort(404)
    # ruleid: python-path-traversal-taint
    return send_file(full)


@app.route("/download/safe")
def download_safe():
    name = secure_filename(request.args["file"])
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, name))


@app.route("/static/<path:name>")
def static_files(name):
    # ok: python-path-traversal-taint
    return send_from_directory(UPLOADS, name)


@app.route("/theme")
def theme():
    # ruleid: python-path-traversal-taint
    return send_from_directory(request.args["dir"], "style.css")


@app.route("/upload", methods=["POST"])
def upload():
    target = os.path.realpath(os.path.join(UPLOADS, request.form["name"]))
    if not target.startswith(UPLOADS + os.sep):
        abort(400)
    # ok: python-path-traversal-taint
    with open(target, "wb") as fh:
        fh.write(request.get_data())
    return "ok"


def django_report(request: HttpRequest) -> FileResponse:
    name = request.GET["report"]
    # ruleid: python-path-traversal-taint
    return FileResponse(open(f"/srv/reports/{name}", "rb"))


def django_report_safe(request: HttpRequest) -> FileResponse:
    name = os.path.basename(request.GET["report"])
    # ok: python-path-traversal-taint
    return FileResponse(open(f"/srv/reports/{name}", "rb"))


@api.get("/files")
def files(name: str):
    # ruleid: python-path-traversal-taint
    return ApiFileResponse(path=f"/srv/files/{name}")


@api.get("/notes")
def notes(name: str):
    # ruleid: python-path-traversal-taint
    return (Path("/srv/notes") / name).read_text()


@api.get("/notes/safe")
def notes_safe(name: str):
    base = Path("/srv/notes")
    path = (base / name).resolve()
    if not path.is_relative_to(base):
        raise ValueError("bad path")
    # ok: python-path-traversal-taint
    return path.read_text()


def load_config(path: str) -> str:
    # ok: python-path-traversal-taint
    with open(path) as fh:
        return fh.read()


@app.route("/joined")
def joined():
    # ok: python-path-traversal-taint
    return send_file(werkzeug.security.safe_join(UPLOADS, request.args["file"]))


@app.route("/invoice")
def invoice():
    number = request.args["n"]
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, f"invoice-{int(number)}.pdf"))


@app.route("/attachment")
def attachment():
    key = request.args["key"]
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, str(uuid.UUID(key))))


def django_joined(request: HttpRequest) -> FileResponse:
    # ok: python-path-traversal-taint
    return FileResponse(open(django.utils._os.safe_join(UPLOADS, request.GET["file"]), "rb"))


THEMES = {"dark": "dark.css", "light": "light.css"}
EXPORT_FORMATS = ("csv", "json")


def load_snippet(snippet_name):
    with open(os.path.join("/srv/snippets", snippet_name)) as handle:
        return handle.read()


def load_snippet_flat(snippet_name):
    with open(os.path.join("/srv/snippets", os.path.basename(snippet_name))) as handle:
        return handle.read()


def drop_upload(upload_name):
    os.remove("/srv/uploads/" + upload_name)


@app.route("/snippet")
def snippet():
    # ruleid: python-path-traversal-taint
    return load_snippet(request.args["name"])


@app.route("/snippet-flat")
def snippet_flat():
    # ok: python-path-traversal-taint
    return load_snippet_flat(request.args["name"])


@app.route("/snippet-secure")
def snippet_secure():
    # ok: python-path-traversal-taint
    return load_snippet(secure_filename(request.args["name"]))


@app.post("/uploads/drop")
def drop():
    name = request.form["name"]
    # ruleid: python-path-traversal-taint
    drop_upload(name)
    return "dropped"


@app.route("/theme.css")
def theme():
    # ok: python-path-traversal-taint
    return send_file(os.path.join("/srv/themes", THEMES.get(request.args.get("t", ""), "light.css")))


@app.route("/export")
def export():
    fmt = request.args.get("format", "csv")
    if fmt not in EXPORT_FORMATS:
        abort(400)
    # ok: python-path-traversal-taint
    return send_file(f"/srv/exports/latest.{fmt}")


@app.route("/export-any")
def export_any():
    fmt = request.args.get("format", "csv")
    if fmt == "":
        abort(400)
    # ruleid: python-path-traversal-taint
    return send_file(f"/srv/exports/latest.{fmt}")


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
import os  # noqa: E402
# BEGIN fragment decidable-flow-cases source=request sink=open("/srv/files/" + VALUE)
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
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


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
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-path-traversal-taint
    open("/srv/files/" + table["fixed"])
    # ok: python-path-traversal-taint
    open("/srv/files/" + table.get("fixed"))
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table["user"])


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-path-traversal-taint
    open("/srv/files/" + table.get("fixed"))
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table["user"])


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-path-traversal-taint
    open("/srv/files/" + table[FLOW_KEY])


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table["fixed"])


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table["fixed"])


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table["fixed"])


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-path-traversal-taint
    open("/srv/files/" + items[0])
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + items[1])


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-path-traversal-taint
    open("/srv/files/" + items[-1])
    # ok: python-path-traversal-taint
    open("/srv/files/" + items[-2])
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + items[-3])


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + items[-1])


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-path-traversal-taint
    open("/srv/files/" + items[1])
    # ok: python-path-traversal-taint
    open("/srv/files/" + table["fixed"])
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table["asked"])


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-path-traversal-taint
    open("/srv/files/" + items[1])
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + items[0])


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + items[0])


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + items[0])


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + items[0])
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + items[1])


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + trimmed_text(value))


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + prefixed_text(value))


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + str(count))


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-path-traversal-taint
    open("/srv/files/" + digest)


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + parts["chosen"])


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-path-traversal-taint
    open("/srv/files/" + parts["chosen"])


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + merged)


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + f"report-{when}")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-path-traversal-taint
    open("/srv/files/" + f"report-{when:%Y%m%d}")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-path-traversal-taint
    open("/srv/files/" + kept)


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-path-traversal-taint
    open("/srv/files/" + kept)


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + kept)


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


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
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-path-traversal-taint
    open("/srv/files/" + parts[1])


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + parts[0])


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-path-traversal-taint
    open("/srv/files/" + parts[0] + parts[2])


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + parts[0])


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + parts[-1])


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-path-traversal-taint
    open("/srv/files/" + options[selector])


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + options[selector])


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + default)


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen)


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-path-traversal-taint
    open("/srv/files/" + resolved_text(value))


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + passed_on_text(value))


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-path-traversal-taint
    open("/srv/files/" + FlowDefaults.choose(value) + FlowDefaults.pick(value))


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + FlowDefaults.keep(value))


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-path-traversal-taint
    open("/srv/files/" + value.choice.value)


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + value.label)


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-path-traversal-taint
    open("/srv/files/" + text)


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-path-traversal-taint
    open("/srv/files/" + text)


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + text)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=open("/srv/files/" + VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + value)


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + value)


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + value)


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-path-traversal-taint
    open("/srv/files/" + value)


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-path-traversal-taint
    open("/srv/files/" + value)


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-path-traversal-taint
    open("/srv/files/" + value)


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + "".join(parts))


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-path-traversal-taint
    open("/srv/files/" + "".join(parts))


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + picked["q"])


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + renamed["name"])


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-path-traversal-taint
    open("/srv/files/" + str(sizes["q"]))


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + prefs["role"])


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-path-traversal-taint
    open("/srv/files/" + counted["q"])
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=open("/srv/files/" + VALUE)
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
    # ok: python-path-traversal-taint
    open("/srv/files/" + picked)


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + picked)


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + picked)


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + picked)


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + "%r %r" % (low, count))



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
        # ok: python-path-traversal-taint
        open("/srv/files/" + picked)
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-path-traversal-taint
        open("/srv/files/" + self.order_by(value))
        # ok: python-path-traversal-taint
        open("/srv/files/" + self.sort_of(value))
        # ruleid: python-path-traversal-taint
        open("/srv/files/" + self.order_by_raw(value))


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-path-traversal-taint
    open("/srv/files/" + table_order_by(value))
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table_order_by_raw(value))


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + picked)


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-path-traversal-taint
    open("/srv/files/" + picked.value)


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-path-traversal-taint
    open("/srv/files/" + prefs.locale)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + prefs.label)


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + TableBox(value).raw)


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + table_sort(value))


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-path-traversal-taint
    open("/srv/files/" + TableCode(value).code)
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + TableLoose(value).code)


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
    # ok: python-path-traversal-taint
    open("/srv/files/" + table_target(value, "AB-1234"))
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + table_target_loose(value, "AB-1234"))


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-path-traversal-taint
    open("/srv/files/" + picked)
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-path-traversal-taint
    open("/srv/files/" + negated)
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + prefixed)
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=open("/srv/files/" + VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + head)


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + head)


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-path-traversal-taint
    open("/srv/files/" + head)


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-path-traversal-taint
    open("/srv/files/" + head)


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + head)


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-path-traversal-taint
    open("/srv/files/" + str(sizes[0]))
# END fragment hidden-request-read-cases


UPLOAD_ROOT = "/srv/uploads"


@app.post("/attachments")
def store_attachment():
    upload = request.files["file"]
    # ruleid: python-path-traversal-taint
    upload.save(os.path.join(UPLOAD_ROOT, upload.filename))
    # ok: python-path-traversal-taint
    upload.save(os.path.join(UPLOAD_ROOT, secure_filename(upload.filename)))


BAD_NAMES = {".htaccess", ".env"}


@app.route("/download-denied")
def download_not_denied():
    name = request.args["file"]
    if name in BAD_NAMES:
        abort(403)
    # ruleid: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, name))


@app.route("/invoices/<int:year>/<uuid:number>")
def invoice_pdf(year, number):
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, f"{year}/{number}.pdf"))


@app.route("/invoices/<int:year>/<name>")
def invoice_named(year, name):
    # ruleid: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, f"{year}/{name}.pdf"))


import bottle  # noqa: E402
import falcon  # noqa: E402


@bottle.get("/bottle/download")
def bottle_download():
    name = bottle.request.query.getunicode("file", "")
    # ruleid: python-path-traversal-taint
    return open(os.path.join(UPLOADS, name), "rb").read()


@bottle.get("/bottle/raw-query")
def bottle_raw_query():
    params = urllib.parse.parse_qs(bottle.request.environ.get("QUERY_STRING", ""))
    # ruleid: python-path-traversal-taint
    return open(os.path.join(UPLOADS, params.get("file", [""])[0]), "rb").read()


@bottle.get("/bottle/page")
def bottle_page():
    page = int(bottle.request.query.get("page", "1"))
    # ok: python-path-traversal-taint
    return open(os.path.join(UPLOADS, f"page-{page}.html")).read()


class ReportResource:
    def on_get(self, req, resp, folder):
        name = req.get_param("name")
        # ruleid: python-path-traversal-taint
        resp.stream = open(os.path.join(UPLOADS, name), "rb")

    def on_get_folder(self, req, resp, folder):
        # ruleid: python-path-traversal-taint
        resp.stream = open(os.path.join(UPLOADS, folder, "index.html"), "rb")

    def render(self, req, resp, name):
        # not a responder: a helper's caller decides what name holds
        # ok: python-path-traversal-taint
        resp.stream = open(os.path.join(UPLOADS, name), "rb")


def lambda_handler(event, context):
    key = event["queryStringParameters"]["file"]
    # ruleid: python-path-traversal-taint
    return {"body": open(os.path.join(UPLOADS, key)).read()}


def worker_handler(message, context):
    # ok: python-path-traversal-taint
    return {"body": open(os.path.join(UPLOADS, message["file"])).read()}


import re  # noqa: E402

SLUG_RE = re.compile(r"[a-z0-9-]{1,64}")


@app.route("/docs-page")
def docs_page():
    slug = request.args.get("slug", "index")
    if not SLUG_RE.fullmatch(slug):
        abort(404)
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, slug + ".html"))


@app.route("/docs-page-search")
def docs_page_search():
    slug = request.args.get("slug", "index")
    if not SLUG_RE.search(slug):
        abort(404)
    # a match somewhere in the value leaves the rest of it free
    # ruleid: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, slug + ".html"))


def resolve_export(root, name):
    candidate = os.path.realpath(os.path.join(root, name))
    if os.path.commonpath([candidate, root]) != root:
        return None
    return candidate


def join_export(root, name):
    return os.path.join(root, name)


@app.route("/exports")
def download_export():
    path = resolve_export(UPLOADS, request.args.get("name", ""))
    if path is None:
        abort(403)
    # ok: python-path-traversal-taint
    return send_file(path)


@app.route("/exports-joined")
def download_export_joined():
    path = join_export(UPLOADS, request.args.get("name", ""))
    # ruleid: python-path-traversal-taint
    return send_file(path)


LOG_DIR = Path("/var/log/app")


@api.get("/logs/tail")
def tail_log(file: str):
    target = LOG_DIR / file
    # ruleid: python-path-traversal-taint
    return target.read_text(errors="replace")


@api.get("/logs/tail-named")
def tail_log_named(file: str):
    target = LOG_DIR / Path(file).name
    # ok: python-path-traversal-taint
    return target.read_text(errors="replace")


# Sanic's and aiohttp's file responses
from aiohttp import web as aiohttp_web  # noqa: E402
from sanic import Sanic  # noqa: E402
from sanic import response as sanic_response  # noqa: E402

asset_app = Sanic("assets")
ASSET_ROOT = "/srv/assets"


@asset_app.get("/assets")
async def sanic_asset(request):
    name = request.args.get("name", "index.css")
    path = os.path.join(ASSET_ROOT, name)
    # ruleid: python-path-traversal-taint
    return await sanic_response.file(path)


@asset_app.get("/assets-flat")
async def sanic_asset_flat(request):
    name = os.path.basename(request.args.get("name", "index.css"))
    path = os.path.join(ASSET_ROOT, name)
    # ok: python-path-traversal-taint
    return await sanic_response.file(path)


async def aiohttp_download(request):
    name = request.query.get("name", "")
    # ruleid: python-path-traversal-taint
    return aiohttp_web.FileResponse(os.path.join(ASSET_ROOT, name))


async def aiohttp_download_flat(request):
    name = request.query.get("name", "")
    # ok: python-path-traversal-taint
    return aiohttp_web.FileResponse(os.path.join(ASSET_ROOT, os.path.basename(name)))


class UploadLocator:
    def __init__(self, base_dir):
        self.base_dir = os.path.realpath(base_dir)

    def resolve(self, filename):
        if not SLUG_RE.fullmatch(filename) or ".." in filename:
            raise ValueError("invalid file name")
        return os.path.join(self.base_dir, filename)

    def join(self, filename):
        return os.path.join(self.base_dir, filename)


@app.route("/uploads/delete", methods=["POST"])
def delete_upload():
    locator = UploadLocator(UPLOADS)
    try:
        path = locator.resolve(request.form.get("filename", ""))
    except ValueError:
        abort(400)
    # ok: python-path-traversal-taint
    os.remove(path)
    return "deleted"


@app.route("/uploads/delete-joined", methods=["POST"])
def delete_upload_joined():
    locator = UploadLocator(UPLOADS)
    path = locator.join(request.form.get("filename", ""))
    # ruleid: python-path-traversal-taint
    os.remove(path)
    return "deleted"


@app.route("/reports-joined")
def report_joined():
    path = os.path.join(UPLOADS, request.args.get("name", ""))
    # a lexical check: `/srv/uploads/../../etc/passwd` starts with the folder
    if not path.startswith(UPLOADS + os.sep):
        abort(403)
    # ruleid: python-path-traversal-taint
    return send_file(path)


@app.route("/reports-normalised")
def report_normalised():
    path = os.path.normpath(os.path.join(UPLOADS, request.args.get("name", "")))
    if not path.startswith(UPLOADS + os.sep):
        abort(403)
    # ok: python-path-traversal-taint
    return send_file(path)


@app.route("/reports-normalised-logged")
def report_normalised_logged():
    path = os.path.normpath(os.path.join(UPLOADS, request.args.get("name", "")))
    if not path.startswith(UPLOADS + os.sep):
        app.logger.warning("report path outside the folder: %s", path)
    # ruleid: python-path-traversal-taint
    return send_file(path)


@api.get("/notes/lexical")
def notes_lexical(name: str):
    base = Path("/srv/notes")
    path = base / name
    if not path.is_relative_to(base):
        raise ValueError(name)
    # ruleid: python-path-traversal-taint
    return path.read_text()


@app.route("/archive-common")
def archive_common():
    candidate = os.path.join(UPLOADS, request.args.get("name", ""))
    if os.path.commonpath([candidate, UPLOADS]) != UPLOADS:
        abort(403)
    # ruleid: python-path-traversal-taint
    return send_file(candidate)


@app.route("/archive-absolute")
def archive_absolute():
    candidate = os.path.abspath(os.path.join(UPLOADS, request.args.get("name", "")))
    if os.path.commonpath([candidate, UPLOADS]) != UPLOADS:
        abort(403)
    # ok: python-path-traversal-taint
    return send_file(candidate)


def joined_inside(root, name):
    candidate = os.path.join(root, name)
    if not candidate.startswith(root):
        return None
    return candidate


@app.route("/exports-lexical")
def download_export_lexical():
    path = joined_inside(UPLOADS, request.args.get("name", ""))
    if path is None:
        abort(403)
    # ruleid: python-path-traversal-taint
    return send_file(path)


class InvoiceStorage:
    folder = Path("/srv/invoices")


def invoice_storage() -> InvoiceStorage:
    return InvoiceStorage()


@api.get("/invoices/{invoice_id}")
def invoice_file(invoice_id: str, storage: InvoiceStorage = Depends(invoice_storage)):
    key = uuid.UUID(invoice_id)
    # a dependency the app resolves is not the client's
    # ok: python-path-traversal-taint
    return ApiFileResponse(storage.folder / f"{key}.pdf")


@api.get("/invoices/by-query")
def invoice_by_query(query: InvoiceStorage = Depends()):
    # a bare Depends() fills the model from the query string
    # ruleid: python-path-traversal-taint
    return ApiFileResponse(Path("/srv/invoices") / query.folder)


@api.get("/invoices/by-dependency")
def invoice_by_dependency(storage: InvoiceStorage = Depends(dependency=invoice_storage)):
    # ok: python-path-traversal-taint
    return ApiFileResponse(storage.folder / "latest.pdf")


@api.post("/invoices/upload-name")
def invoice_named(form: InvoiceStorage):
    # ruleid: python-path-traversal-taint
    return ApiFileResponse(Path("/srv/invoices") / form.folder)


class ReportStore:
    def __init__(self, root):
        self.root = os.path.realpath(root)

    def locate(self, name):
        full = os.path.realpath(os.path.join(self.root, name))
        if os.path.commonpath([full, self.root]) != self.root:
            raise PermissionError(name)
        return full

    def join(self, name):
        return os.path.join(self.root, name)


class ReportView:
    def __init__(self, store):
        self.store = store

    def get(self):
        # a method of a class of the file, on an attribute of the handler, that checks containment
        # ok: python-path-traversal-taint
        return send_file(self.store.locate(request.args["name"]))

    def get_joined(self):
        # ruleid: python-path-traversal-taint
        return send_file(self.store.join(request.args["name"]))


@api.get("/reports/typed")
def report_typed(name: str, store: ReportStore = Depends()):
    # the same method on a parameter typed with the class (FastAPI makes it)
    located = store.locate(name)
    # ruleid: python-path-traversal-taint
    joined = open(store.join(name))
    # ok: python-path-traversal-taint
    return ApiFileResponse(located)


def report_typed_plain(store: ReportStore):
    name = request.args["name"]
    # ok: python-path-traversal-taint
    with open(store.locate(name)) as handle:
        # ruleid: python-path-traversal-taint
        return open(store.join(name)).read() + handle.read()


def bare_avatar_name(name):
    return os.path.basename(name).lower()


@app.route("/avatars/bare")
def avatar_bare():
    # a helper that keeps the bare name
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, bare_avatar_name(request.args["name"])))


class ExportView:
    root = Path("/srv/exports").resolve()

    def _report_path(self, raw_id):
        report_id = uuid.UUID(raw_id)
        return os.path.join(UPLOADS, "%s.csv" % report_id.hex)

    def _locate(self, relative):
        target = (self.root / relative).resolve()
        target.relative_to(self.root)
        return target

    def _joined(self, relative):
        return self.root / relative

    def get(self):
        # methods of the handler itself: an id parsed as a UUID, a path kept inside the root
        # ok: python-path-traversal-taint
        send_file(self._report_path(request.args["id"]))
        # ok: python-path-traversal-taint
        send_file(self._locate(request.args["path"]))
        # ruleid: python-path-traversal-taint
        return send_file(self._joined(request.args["path"]))


@api.get("/exports/relative")
def export_relative(name: str):
    target = (Path("/srv/exports") / name).resolve()
    # raises ValueError unless the target is inside
    target.relative_to(Path("/srv/exports"))
    # ok: python-path-traversal-taint
    return ApiFileResponse(target)


@app.route("/jobs/log")
def job_log():
    path = job_log_path(request.args.get("job", ""))
    # ok: python-path-traversal-taint
    return send_file(path)


@app.route("/jobs/log/raw")
def job_log_raw():
    path = job_log_named(request.args.get("job", ""))
    # ruleid: python-path-traversal-taint
    return send_file(path)


def job_log_named(job):
    return os.path.join("/var/log/jobs", job.strip() + ".log")


def job_log_path(job):
    return os.path.join("/var/log/jobs", str(uuid.UUID(job)) + ".log")


@app.route("/tiles")
def tile():
    zoom = float(request.args.get("zoom", "1"))
    # ok: python-path-traversal-taint
    return send_file(os.path.join("/srv/tiles", f"{zoom:.1f}.png"))


AVATAR_SUFFIXES = (".png", ".jpg")


class AvatarStore:
    def __init__(self):
        self.root = "/var/app/avatars"

    def save(self, filename: str, data: bytes) -> str:
        suffix = os.path.splitext(filename)[1].lower()
        if suffix not in AVATAR_SUFFIXES:
            raise ValueError("unsupported image type")
        target = os.path.join(self.root, uuid.uuid4().hex + suffix)
        with open(target, "wb") as out:
            out.write(data)
        return target


@api.post("/avatar")
def upload_avatar(filename: str, store: AvatarStore = Depends(AvatarStore)):
    # ok: python-path-traversal-taint
    return {"stored": store.save(filename, b"")}


@app.post("/avatar/upload")
def upload_avatar_file():
    upload = request.files["avatar"]
    store = AvatarStore()
    # ok: python-path-traversal-taint
    store.save(upload.filename, b"")
    # ruleid: python-path-traversal-taint
    upload.save(os.path.join(UPLOAD_ROOT, upload.filename))
    return "ok"


class PlainAvatarStore:
    def __init__(self):
        self.root = "/var/app/avatars"

    def save(self, filename: str, data: bytes) -> str:
        target = os.path.join(self.root, filename)
        with open(target, "wb") as out:
            out.write(data)
        return target


@api.post("/avatar/plain")
def upload_plain_avatar(filename: str, store: PlainAvatarStore = Depends(PlainAvatarStore)):
    # ruleid: python-path-traversal-taint
    return {"stored": store.save(filename, b"")}


@app.route("/themes/<slug>/source")
def theme_source(slug):
    theme = THEME_REGISTRY.get(slug)
    requested = request.args.get("file", "layout.html")
    # a helper defined further down opens what it joined
    # ruleid: python-path-traversal-taint
    content = read_theme_file(theme, requested)
    # ok: python-path-traversal-taint
    checked = read_theme_file_checked(theme, requested)
    return {"content": content, "checked": checked}


THEME_REGISTRY = {"classic": "/srv/themes/classic"}


def read_theme_file(root, relative):
    full = os.path.join(root, relative)
    with open(full, encoding="utf-8") as fh:
        return fh.read()


def read_theme_file_checked(root, relative):
    full = os.path.realpath(os.path.join(root, relative))
    if not full.startswith(os.path.realpath(root) + os.sep):
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read()


from django import forms  # noqa: E402
from django.views.generic.edit import FormView  # noqa: E402


class AttachmentForm(forms.Form):
    filename = forms.CharField(max_length=100)
    slug = forms.SlugField()


class AttachmentUploadView(FormView):
    form_class = AttachmentForm

    def form_valid(self, form):
        # the bound form FormView hands over holds the request's data
        # ruleid: python-path-traversal-taint
        with open(os.path.join(UPLOADS, form.cleaned_data["filename"]), "wb") as handle:
            handle.write(b"")
        # a slug field turned anything else away
        # ok: python-path-traversal-taint
        with open(os.path.join(UPLOADS, form.cleaned_data["slug"]), "wb") as handle:
            handle.write(b"")
        # ok: python-path-traversal-taint
        with open(os.path.join(UPLOADS, os.path.basename(form.cleaned_data["filename"])), "wb") as handle:
            handle.write(b"")
        return super().form_valid(form)


@app.route("/reports/size")
def report_size():
    name = request.args.get("name", "")
    # ruleid: python-path-traversal-taint
    size = len(open(os.path.join("/srv/reports", name)).read())
    # ok: python-path-traversal-taint
    with open(os.path.join("/srv/reports", "page-%d.txt" % int(name))) as handle:
        return str(size + len(handle.read()))


def report_inside_logged(relative):
    target = os.path.realpath(os.path.join(UPLOADS, relative))
    if os.path.commonpath([UPLOADS, target]) != UPLOADS:
        app.logger.warning("report path %s resolves outside %s", relative, UPLOADS)
    return target


def report_inside_refused(relative):
    target = os.path.realpath(os.path.join(UPLOADS, relative))
    if os.path.commonpath([UPLOADS, target]) != UPLOADS:
        app.logger.warning("report path %s resolves outside %s", relative, UPLOADS)
        raise PermissionError(relative)
    return target


@app.route("/reports-helper-logged", methods=["POST"])
def report_helper_logged():
    target = report_inside_logged(request.form["path"])
    # ruleid: python-path-traversal-taint
    os.remove(target)


@app.route("/reports-helper-refused", methods=["POST"])
def report_helper_refused():
    target = report_inside_refused(request.form["path"])
    # ok: python-path-traversal-taint
    os.remove(target)


# BEGIN fragment dependency-parameter-cases source=request sink=open("/srv/files/" + VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-path-traversal-taint
        open("/srv/files/" + acting.strip())
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-path-traversal-taint
    open("/srv/files/" + str(page))
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-path-traversal-taint
    open("/srv/files/" + slug)
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + chosen["region"])
    # ok: python-path-traversal-taint
    open("/srv/files/" + fixed["region"])
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + x_token)
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-path-traversal-taint
    open("/srv/files/" + code)
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
    # ruleid: python-path-traversal-taint
    open("/srv/files/" + team["team"])
    # a dependency that returns text it matched whole against a pattern
    # ok: python-path-traversal-taint
    open("/srv/files/" + slug)
    # ok: python-path-traversal-taint
    open("/srv/files/" + owner)
    return {}
# END fragment dependency-parameter-cases
