import http.server
import re
import urllib.parse
import uuid
from http.server import BaseHTTPRequestHandler

from django.http import HttpRequest, HttpResponse
from fastapi import FastAPI, Request
from fastapi.responses import Response as ApiResponse
from flask import Flask, Response, abort, make_response, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
api = FastAPI()
ALLOWED_ORIGINS = {"https://app.example.com", "https://admin.example.com"}
LANGUAGES = {"en", "de", "fr"}


@app.route("/export")
def export():
    name = request.args.get("name", "export.csv")
    resp = make_response(build_csv())
    # ruleid: python-header-injection-taint
    resp.headers["Content-Disposition"] = f"attachment; filename={name}"
    return resp


@app.route("/export/safe")
def export_safe():
    name = secure_filename(request.args.get("name", "export.csv"))
    resp = make_response(build_csv())
    # ok: python-header-injection-taint
    resp.headers["Content-Disposition"] = f"attachment; filename={name}"
    return resp


@app.route("/api/data")
def cors_reflect():
    resp = make_response({"data": 1})
    # ruleid: python-header-injection-taint
    resp.headers.set("Access-Control-Allow-Origin", request.headers.get("Origin", ""))
    return resp


@app.route("/api/data/checked")
def cors_allow_list():
    origin = request.headers.get("Origin", "")
    resp = make_response({"data": 1})
    if origin in ALLOWED_ORIGINS:
        # ok: python-header-injection-taint
        resp.headers.set("Access-Control-Allow-Origin", origin)
    return resp


@app.route("/lang/<lang>")
def set_language(lang):
    # ruleid: python-header-injection-taint
    return "ok", 200, {"Content-Language": lang}


@app.route("/lang/checked/<lang>")
def set_language_checked(lang):
    if not re.fullmatch(r"[a-z]{2}(-[A-Z]{2})?", lang):
        return "bad language", 400
    # ok: python-header-injection-taint
    return "ok", 200, {"Content-Language": lang}


@app.route("/retry")
def retry():
    # ruleid: python-header-injection-taint
    return Response("busy", status=503, headers={"Retry-After": request.args["after"]})


@app.route("/retry/int")
def retry_int():
    after = int(request.args["after"])
    # ok: python-header-injection-taint
    return Response("busy", status=503, headers={"Retry-After": str(after)})


@app.route("/trace")
def trace():
    resp = make_response("ok")
    # ruleid: python-header-injection-taint
    resp.headers["X-Request-Id"] = request.headers.get("X-Request-Id", "")
    return resp


@app.route("/note")
def note():
    label = request.args.get("label", "")
    resp = make_response("ok")
    # ok: python-header-injection-taint
    resp.headers["X-Label"] = label.replace("\r", "").replace("\n", "")
    return resp


@app.route("/note/re")
def note_re():
    label = re.sub(r"[\r\n]", "", request.args.get("label", ""))
    # ok: python-header-injection-taint
    return make_response("ok", 200, {"X-Label": label})


@app.route("/note/raw")
def note_raw():
    label = request.args.get("label", "")
    # ruleid: python-header-injection-taint
    return make_response("ok", 200, {"X-Label": label})


@app.route("/report")
def report():
    resp = send_file("/srv/report.pdf")
    # ok: python-header-injection-taint
    resp.headers["Link"] = "</report.css>; rel=preload; as=style"
    # ok: python-header-injection-taint
    resp.headers["X-Job"] = str(uuid.UUID(request.args["job"]))
    return resp


def django_download(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(load_report(), content_type="application/pdf")
    # ruleid: python-header-injection-taint
    response["Content-Disposition"] = 'attachment; filename="%s"' % request.GET["name"]
    return response


def django_download_quoted(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(load_report(), content_type="application/pdf")
    name = urllib.parse.quote(request.GET["name"])
    # ok: python-header-injection-taint
    response["Content-Disposition"] = f"attachment; filename*=UTF-8''{name}"
    return response


def django_language(request: HttpRequest) -> HttpResponse:
    lang = request.GET.get("lang", "en")
    if lang not in LANGUAGES:
        lang = "en"
    # ok: python-header-injection-taint
    return HttpResponse("ok", headers={"Content-Language": lang})


def django_language_unchecked(request: HttpRequest) -> HttpResponse:
    # ruleid: python-header-injection-taint
    return HttpResponse("ok", headers={"Content-Language": request.GET.get("lang", "en")})


def django_next(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(status=302)
    # ruleid: python-header-injection-taint
    response["Location"] = "/home?tab=" + request.GET["tab"]
    return response


def django_next_quoted(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(status=302)
    # ok: python-header-injection-taint
    response["Location"] = "/home?tab=" + urllib.parse.quote_plus(request.GET["tab"])
    return response


@api.get("/download")
async def api_download(filename: str):
    # ruleid: python-header-injection-taint
    return ApiResponse(b"...", headers={"Content-Disposition": f"attachment; filename={filename}"})


@api.get("/echo")
async def api_echo(request: Request):
    body = await request.json()
    response = ApiResponse(b"ok")
    # ruleid: python-header-injection-taint
    response.headers.append("X-Echo", body["echo"])
    return response


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(302)
        # ruleid: python-header-injection-taint
        self.send_header("Location", "/static" + self.path)
        self.end_headers()

    def do_HEAD(self):
        self.send_response(200)
        # ok: python-header-injection-taint
        self.send_header("Content-Type", "text/plain")
        self.end_headers()


class FileHandler(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        # ruleid: python-header-injection-taint
        self.send_header("X-Requested", self.headers.get("X-Name", ""))
        # ok: python-header-injection-taint
        self.send_header("X-Length", str(int(self.headers.get("Content-Length", "0"))))
        self.end_headers()


def build_csv() -> str:
    return "a,b\n"


def load_report() -> bytes:
    return b""


CHARSETS = {"latin": "iso-8859-1", "utf8": "utf-8"}


def with_vary(resp, field):
    resp.headers["Vary"] = "Accept, " + field
    return resp


def with_link(resp, target):
    resp.headers.add("Link", f"<{target}>; rel=preload")
    return resp


@app.route("/vary")
def vary():
    # ruleid: python-header-injection-taint
    return with_vary(Response("ok"), request.args.get("field", "Cookie"))


@app.route("/vary-fixed")
def vary_fixed():
    field = request.args.get("field", "Cookie")
    if field != "Cookie":
        app.logger.info("vary on %s ignored", field)
    # ok: python-header-injection-taint
    return with_vary(Response("ok"), "Cookie")


@app.route("/preload")
def preload():
    target = urllib.parse.quote(request.args.get("asset", ""))
    # ok: python-header-injection-taint
    return with_link(Response("ok"), target)


def moved_to(location: str) -> ApiResponse:
    return ApiResponse(status_code=301, headers={"Location": location})


@api.get("/moved")
def moved(slug: str):
    # ruleid: python-header-injection-taint
    return moved_to("/articles/" + slug)


@api.get("/moved-by-id")
def moved_by_id(slug: str):
    # ok: python-header-injection-taint
    return moved_to("/articles/%d" % int(slug))


@app.route("/charset")
def charset():
    resp = Response("text")
    # ok: python-header-injection-taint
    resp.headers["Content-Type"] = "text/plain; charset=" + CHARSETS.get(request.args.get("cs", ""), "utf-8")
    return resp


@app.route("/charset-raw")
def charset_raw():
    resp = Response("text")
    # ruleid: python-header-injection-taint
    resp.headers["Content-Type"] = "text/plain; charset=" + CHARSETS.get("utf8") + request.args.get("extra", "")
    return resp


import requests


def call_partner(token):
    return requests.get("https://partner.example.com/v1/me", headers={"Authorization": "Bearer " + token}, timeout=5)


@app.route("/partner")
def partner():
    # ok: python-header-injection-taint
    return call_partner(request.headers.get("X-Partner-Token", "")).json()


@api.get("/gone")
def gone(slug: str):
    # a helper defined after its caller is not followed (the pattern would cost too much)
    # todoruleid: python-header-injection-taint
    return gone_to("/archive/" + slug)


def gone_to(location: str) -> ApiResponse:
    return ApiResponse(status_code=410, headers={"Link": location})


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
from flask import Response  # noqa: E402
class CorrelationMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        response = self.get_response(request)
        # the response Django's middleware chain hands back is a mapping of its headers
        # ruleid: python-header-injection-taint
        response["X-Correlation-ID"] = request.headers.get("X-Correlation-ID", "")
        # ok: python-header-injection-taint
        response["X-Request-Length"] = str(len(request.headers.get("X-Correlation-ID", "")))
        return response

    def process_response(self, request: HttpRequest, response):
        # ruleid: python-header-injection-taint
        response["Content-Language"] = request.GET.get("lang", "en")
        # ok: python-header-injection-taint
        response["Content-Language"] = "en"
        return response


def tag_response(request: HttpRequest, cache):
    # not a response: a parameter by another name
    # ok: python-header-injection-taint
    cache["X-Correlation-ID"] = request.GET.get("id", "")
    return cache


# BEGIN fragment decidable-flow-cases source=request sink=Response("busy", status=503, headers={"Retry-After": VALUE})
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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


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
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["fixed"]})
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table.get("fixed")})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["user"]})


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table.get("fixed")})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["user"]})


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table[FLOW_KEY]})


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["fixed"]})


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["fixed"]})


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["fixed"]})


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[0]})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[1]})


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[-1]})
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[-2]})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[-3]})


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[-1]})


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[1]})
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["fixed"]})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table["asked"]})


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[1]})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[0]})


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[0]})


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[0]})


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[0]})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": items[1]})


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": trimmed_text(value)})


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": prefixed_text(value)})


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": str(count)})


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": digest})


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": parts["chosen"]})


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": parts["chosen"]})


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": merged})


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": f"report-{when}"})


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": f"report-{when:%Y%m%d}"})


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": kept})


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": kept})


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": kept})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


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
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": parts[1]})


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": parts[0]})


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": parts[0] + parts[2]})


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": parts[0]})


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": parts[-1]})


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": options[selector]})


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": options[selector]})


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": default})


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen})


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": resolved_text(value)})


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": passed_on_text(value)})


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": FlowDefaults.choose(value) + FlowDefaults.pick(value)})


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": FlowDefaults.keep(value)})


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value.choice.value})


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value.label})


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": text})


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": text})


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": text})
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=Response("busy", status=503, headers={"Retry-After": VALUE})
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value})


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value})


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value})


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value})


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value})


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": value})


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": "".join(parts)})


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": "".join(parts)})


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked["q"]})


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": renamed["name"]})


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": str(sizes["q"])})


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": prefs["role"]})


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": counted["q"]})
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=Response("busy", status=503, headers={"Retry-After": VALUE})
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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked})


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked})


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked})


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked})


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": "%r %r" % (low, count)})



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
        # ok: python-header-injection-taint
        Response("busy", status=503, headers={"Retry-After": picked})
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-header-injection-taint
        Response("busy", status=503, headers={"Retry-After": self.order_by(value)})
        # ok: python-header-injection-taint
        Response("busy", status=503, headers={"Retry-After": self.sort_of(value)})
        # ruleid: python-header-injection-taint
        Response("busy", status=503, headers={"Retry-After": self.order_by_raw(value)})


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table_order_by(value)})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table_order_by_raw(value)})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked})


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked.value})


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": prefs.locale})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": prefs.label})


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": TableBox(value).raw})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table_sort(value)})


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": TableCode(value).code})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": TableLoose(value).code})


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
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table_target(value, "AB-1234")})
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": table_target_loose(value, "AB-1234")})


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": picked})
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": negated})
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": prefixed})
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=Response("busy", status=503, headers={"Retry-After": VALUE})
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": head})


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": head})


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": head})


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": head})


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": head})


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": str(sizes[0])})
# END fragment hidden-request-read-cases


# Tornado and bare WSGI responses
import tornado.web  # noqa: E402


class DownloadName(tornado.web.RequestHandler):
    def get(self):
        name = self.get_argument("name")
        # ruleid: python-header-injection-taint
        self.set_header("Content-Disposition", "attachment; filename=" + name)

    def post(self):
        name = self.get_argument("name").replace("\r", "").replace("\n", "")
        # ok: python-header-injection-taint
        self.set_header("Content-Disposition", "attachment; filename=" + name)

    def put(self):
        page = self.get_argument("page")
        # ok: python-header-injection-taint
        self.add_header("Link", "<%s>; rel=next" % self.reverse_url("page", page))


def wsgi_language(environ, start_response):
    language = environ.get("HTTP_ACCEPT_LANGUAGE", "en")
    headers = [("Content-Type", "text/plain"), ("Content-Language", language)]
    # ruleid: python-header-injection-taint
    start_response("200 OK", headers)
    return [b"ok"]


def wsgi_language_quoted(environ, start_response):
    language = urllib.parse.quote(environ.get("HTTP_ACCEPT_LANGUAGE", "en"))
    # ok: python-header-injection-taint
    start_response("200 OK", [("Content-Language", language)])
    return [b"ok"]


from django.urls import reverse  # noqa: E402
from flask import url_for  # noqa: E402
from pyramid.response import Response as PyramidResponse  # noqa: E402


@app.route("/items/<slug>/moved")
def item_moved(slug):
    response = Response("moved", status=301)
    # ok: python-header-injection-taint
    response.headers["Location"] = url_for("item", slug=slug)
    return response


def django_item_moved(request: HttpRequest):
    response = HttpResponse("moved", status=301)
    # ok: python-header-injection-taint
    response.headers["Link"] = "<%s>; rel=canonical" % reverse("item", args=[request.GET["slug"]])
    return response


def pyramid_item_link(request):
    response = PyramidResponse("see link")
    # ok: python-header-injection-taint
    response.headers["Link"] = "<%s>" % request.route_url("item", slug=request.matchdict["slug"])
    return response


BLOCKED_LANGUAGES = {"xx"}


@app.route("/lang-denied")
def language_not_denied():
    lang = request.args.get("lang", "en")
    if lang in BLOCKED_LANGUAGES:
        return Response("no", status=400)
    resp = Response("ok")
    # a deny-list check leaves every other value through
    # ruleid: python-header-injection-taint
    resp.headers["Content-Language"] = lang
    return resp


@app.route("/lang-allowed")
def language_allowed():
    lang = request.args.get("lang", "en")
    if lang not in LANGUAGES:
        return Response("no", status=400)
    resp = Response("ok")
    # ok: python-header-injection-taint
    resp.headers["Content-Language"] = lang
    return resp


def pyramid_item_path(request):
    response = PyramidResponse("see link")
    # ok: python-header-injection-taint
    response.headers["Link"] = "<%s>" % request.route_path("item", slug=request.matchdict["slug"])
    return response


@api.get("/reports/download")
async def download_report(label: str = "report"):
    headers = {
        "Content-Disposition": "attachment; filename=%s.pdf" % label,
    }
    # ruleid: python-header-injection-taint
    return ApiResponse(content=b"%PDF", media_type="application/pdf", headers=headers)


@api.get("/reports/download-named")
async def download_report_named(label: str = "report"):
    headers = {"Content-Disposition": "attachment; filename=%s.pdf" % secure_filename(label)}
    # ok: python-header-injection-taint
    return ApiResponse(content=b"%PDF", media_type="application/pdf", headers=headers)


import falcon  # noqa: E402


class DocumentResource:
    def on_get(self, req, resp, doc_id):
        version = req.get_param("version") or "1"
        # ruleid: python-header-injection-taint
        resp.set_header("X-Document-Version", version)

    def on_get_latest(self, req, resp, doc_id):
        version = int(req.get_param("version") or 1)
        # ok: python-header-injection-taint
        resp.append_header("X-Document-Version", str(version))


def pick_region(raw):
    return "eu" if raw != "us" else "us"


class LocaleMiddleware:
    def process_request(self, req, resp):
        req.context.language_tag = req.get_param("locale") or req.get_header("Accept-Language")
        req.context.region = pick_region(req.get_param("region"))

    def process_response(self, req, resp, resource, req_succeeded):
        # a field of the request's context a middleware set from the request as read
        # ruleid: python-header-injection-taint
        resp.set_header("Content-Language", req.context.language_tag)
        # ok: python-header-injection-taint
        resp.set_header("X-Region", req.context.region)


CAMPAIGN_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")


@app.route("/pixel")
def pixel():
    campaign = request.args.get("c", "direct")
    if not CAMPAIGN_RE.fullmatch(campaign):
        campaign = "direct"
    resp = Response(b"GIF89a")
    # ok: python-header-injection-taint
    resp.headers["Set-Cookie"] = "cmp=%s; Path=/" % campaign
    return resp


import smtplib  # noqa: E402
from email.message import EmailMessage  # noqa: E402


@app.post("/contact")
def contact():
    subject = request.form["subject"]
    body = request.form["body"]
    message = f"From: site@example.com\r\nTo: team@example.com\r\nSubject: {subject}\r\n\r\n{body}"
    with smtplib.SMTP("localhost") as smtp:
        # ruleid: python-header-injection-taint
        smtp.sendmail("site@example.com", ["team@example.com"], message)
    return "sent"


@app.post("/contact/reply-to")
def contact_reply_to():
    sender = request.form["email"]
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail(
            "site@example.com",
            ["team@example.com"],
            # ruleid: python-header-injection-taint
            "Reply-To: %s\r\nSubject: Contact\r\n\r\nSee reply-to." % sender,
        )
    return "sent"


@app.post("/contact/plain")
def contact_fixed_headers():
    body = request.form["body"]
    # ok: python-header-injection-taint
    message = f"From: site@example.com\r\nTo: team@example.com\r\nSubject: Contact form\r\n\r\n{body}"
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail("site@example.com", ["team@example.com"], message)
    return "sent"


@app.post("/contact/order")
def contact_order():
    order = request.form["order"]
    message = f"From: site@example.com\r\nSubject: Question about order {order}\r\n\r\nSee above."
    with smtplib.SMTP("localhost") as smtp:
        # ruleid: python-header-injection-taint
        smtp.sendmail("site@example.com", ["team@example.com"], message)
    return "sent"


def compose_referral(referrer, note):
    headers = (
        "From: site@example.com\r\n"
        f"Subject: Referral from {referrer}\r\n"
    )
    return headers + "\r\n" + note


def compose_note(note):
    headers = "From: site@example.com\r\nSubject: A note\r\n"
    return headers + "\r\n" + note


@app.post("/referrals")
def referral():
    message = compose_referral(request.form["name"], request.form["note"])
    with smtplib.SMTP("localhost") as smtp:
        # ruleid: python-header-injection-taint
        smtp.sendmail("site@example.com", ["team@example.com"], message)
    return "sent"


@app.post("/notes")
def note():
    message = compose_note(request.form["note"])
    with smtplib.SMTP("localhost") as smtp:
        # ok: python-header-injection-taint
        smtp.sendmail("site@example.com", ["team@example.com"], message)
    return "sent"


@app.post("/contact/message")
def contact_message():
    message = EmailMessage()
    # ok: python-header-injection-taint
    message["Subject"] = request.form["subject"]
    message.set_content(request.form["body"])
    with smtplib.SMTP("localhost") as smtp:
        smtp.send_message(message)
    return "sent"


@app.post("/contact/one-line")
def contact_one_line():
    subject = request.form["subject"].replace("\r", " ").replace("\n", " ")
    # ok: python-header-injection-taint
    message = "Subject: " + subject + "\r\n\r\nfrom the contact form"
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail("site@example.com", ["team@example.com"], message)
    return "sent"


@app.post("/api/tickets")
def create_ticket():
    payload = request.get_json(silent=True) or {}
    ticket = Ticket(subject=payload.get("subject", ""))
    resp = jsonify_ticket(ticket)
    # ok: python-header-injection-taint
    resp.headers["X-Ticket-Ref"] = ticket.public_id
    # ruleid: python-header-injection-taint
    resp.headers["X-Ticket-Subject"] = payload.get("subject", "")
    return resp


@app.route("/media/<media_id>")
def media(media_id):
    store = app.config["MEDIA"]
    item = store.get(media_id)
    resp = Response(item.data)
    # ok: python-header-injection-taint
    resp.headers["Content-Type"] = item.mime_type
    data = request.get_json()
    label = data.get("label")
    # ruleid: python-header-injection-taint
    resp.headers["X-Media-Label"] = label
    return resp


class Ticket:
    def __init__(self, subject):
        self.subject = subject
        self.public_id = uuid.uuid4().hex


def jsonify_ticket(ticket):
    return Response(str(ticket.id))


from sanic import Sanic  # noqa: E402
from sanic.response import json as sanic_json  # noqa: E402

orders_api = Sanic("orders_api")


@orders_api.get("/orders/<order_id:int>")
async def get_order(request, order_id):
    correlation = request.args.get("trace") or uuid.uuid4().hex
    headers = {"X-Trace": correlation, "Cache-Control": "no-store"}
    # ruleid: python-header-injection-taint
    return sanic_json({"id": order_id}, headers=headers)


@orders_api.get("/orders/<order_id:int>/plain")
async def get_order_plain(request, order_id):
    headers = {"X-Order": str(order_id), "Cache-Control": "no-store"}
    # ok: python-header-injection-taint
    return sanic_json({"id": order_id}, headers=headers)


import quart  # noqa: E402

pages = quart.Quart(__name__)


@pages.route("/pages/<slug>")
async def page(slug):
    resp = await quart.make_response("ok")
    # ruleid: python-header-injection-taint
    resp.headers["Content-Language"] = quart.request.args.get("lang", "en")
    # ok: python-header-injection-taint
    resp.headers["Content-Language-Default"] = "en"
    return resp


import mimetypes  # noqa: E402
from urllib.parse import parse_qs, quote  # noqa: E402


def serve_attachment(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    name = params.get("name", ["attachment"])[0]
    ctype = mimetypes.guess_type(name)[0] or "application/octet-stream"
    disposition = "attachment; filename*=UTF-8''" + quote(name, safe="")
    # ok: python-header-injection-taint
    start_response("200 OK", [("Content-Type", ctype), ("Content-Disposition", disposition)])
    return [b""]


def serve_export(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    ext = mimetypes.guess_extension(params.get("type", ["text/csv"])[0]) or ".bin"
    # ok: python-header-injection-taint
    start_response("200 OK", [("Content-Disposition", "attachment; filename=export" + ext)])
    return [b""]


def serve_attachment_raw(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    name = params.get("name", ["attachment"])[0]
    ctype = params.get("type", ["application/octet-stream"])[0]
    # ruleid: python-header-injection-taint
    start_response("200 OK", [("Content-Type", ctype), ("Content-Disposition", quote(name))])
    return [b""]


from django.contrib.auth.decorators import login_required  # noqa: E402
from django.shortcuts import get_object_or_404  # noqa: E402


class Statement:
    objects = None


@login_required
def statement_pdf(request, statement_id):
    statement = get_object_or_404(Statement, pk=statement_id, account=request.user.account)
    response = HttpResponse(b"%PDF", content_type="application/pdf")
    filename = f"statement-{statement.account_id}-{statement.period_end:%Y-%m}.pdf"
    # ok: python-header-injection-taint
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    # ok: python-header-injection-taint
    response["X-Statement-Version"] = str(statement.revision)
    return response


@login_required
def statement_named(request, statement_id):
    statement = get_object_or_404(Statement, pk=statement_id)
    response = HttpResponse(b"%PDF", content_type="application/pdf")
    # ruleid: python-header-injection-taint
    response["Content-Disposition"] = f'inline; filename="{request.GET.get("name", statement.pk)}"'
    return response


import email  # noqa: E402

import aiosmtplib  # noqa: E402

NOTICE_TEMPLATE = """From: Helpdesk <help@example.com>
Subject: [Ticket] {subject}

{body}
"""


@app.post("/tickets/notice")
def ticket_notice():
    raw = NOTICE_TEMPLATE.format(subject=request.form["subject"], body="")
    with smtplib.SMTP("localhost") as smtp:
        # ruleid: python-header-injection-taint
        smtp.send_message(email.message_from_string(raw))
    return "sent"


@app.post("/tickets/invite")
def ticket_invite():
    headers = {"From": "help@example.com", "To": request.form["email"], "Subject": "Invite"}
    message = "\r\n".join([f"{k}: {v}" for k, v in headers.items()]) + "\r\n\r\nJoin us."
    with smtplib.SMTP("localhost") as smtp:
        # a dict's items through a comprehension carry the taint (collection-propagators)
        # ruleid: python-header-injection-taint
        smtp.sendmail("help@example.com", [request.form["email"]], message)
    return "sent"


@app.post("/orders/note")
async def order_note():
    msg = email.message_from_string(compose_referral(request.form["name"], request.form["note"]))
    # ruleid: python-header-injection-taint
    await aiosmtplib.send(msg, hostname="localhost")


@app.post("/tickets/body")
def ticket_body():
    body = request.form["body"]
    message = "From: help@example.com\r\nSubject: A ticket\r\n\r\n" + body
    with smtplib.SMTP("localhost") as smtp:
        # ok: python-header-injection-taint
        smtp.sendmail("help@example.com", ["queue@example.com"], message)
    return "sent"


@app.route("/exports/download")
def export_download_checked():
    name = request.args.get("name", "export.csv")
    if "\r" in name or "\n" in name or '"' in name:
        abort(400)
    resp = make_response("id,name\n")
    # ok: python-header-injection-taint
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp


@app.route("/exports/download-other")
def export_download_checks_another():
    name = request.args.get("name", "export.csv")
    label = request.args.get("label", "")
    if "\r" in label or "\n" in label:
        abort(400)
    resp = make_response("id,name\n")
    # ruleid: python-header-injection-taint
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp


@app.route("/widgets/embed")
def widget_embed_checked():
    label = f"{request.args.get('partner', '')}/{request.headers.get('X-Region', 'global')}"
    if any(ch in label for ch in "\r\n\0") or len(label) > 128:
        abort(400)
    resp = make_response("")
    # ok: python-header-injection-taint
    resp.headers["X-Widget-Partner"] = label
    return resp


@app.route("/widgets/embed-quotes")
def widget_embed_checks_quotes():
    label = request.args.get("partner", "")
    if any(ch in label for ch in "<>\""):
        abort(400)
    resp = make_response("")
    # ruleid: python-header-injection-taint
    resp.headers["X-Widget-Partner"] = label
    return resp


import bottle  # noqa: E402

pixel_app = bottle.Bottle()


@pixel_app.get("/pixel.gif")
def tracking_pixel():
    source = bottle.request.query.get("src", "direct")
    # ruleid: python-header-injection-taint
    bottle.response.set_header("X-Tracking-Source", source)
    return b"GIF89a"


@pixel_app.get("/pixel-checked.gif")
def tracking_pixel_checked():
    source = bottle.request.query.get("src", "direct")
    # ok: python-header-injection-taint
    bottle.response.set_header("X-Tracking-Source", source if source in {"mail", "web"} else "direct")
    return b"GIF89a"


FILENAME_JUNK = re.compile(r"[^A-Za-z0-9._-]+")


def clean_filename(name):
    return (FILENAME_JUNK.sub("_", name).strip("._") or "report")[:64]


@app.route("/exports/kept-characters")
def export_kept_characters():
    name = FILENAME_JUNK.sub("_", request.args.get("name", "report"))
    response = make_response("data")
    # ok: python-header-injection-taint
    response.headers["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return response


@app.route("/exports/inline-kept-characters")
def export_inline_kept_characters():
    name = re.sub(r"[^\w.-]", "", request.args.get("name", "report"))
    response = make_response("data")
    # ok: python-header-injection-taint
    response.headers["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return response


@app.route("/exports/cleaned")
def export_cleaned():
    response = make_response("data")
    # ok: python-header-injection-taint
    response.headers["Content-Disposition"] = f'attachment; filename="{clean_filename(request.args["name"])}.csv"'
    return response


@app.route("/exports/spaces-kept")
def export_spaces_kept():
    name = re.sub(r"[^\w\s.-]", "", request.args.get("name", "report"))
    response = make_response("data")
    # ruleid: python-header-injection-taint
    response.headers["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return response


LINE_BREAKS = re.compile(r"[\r\n]")


def attachment_header(label):
    clean = LINE_BREAKS.sub("", label)
    return 'attachment; filename="%s.csv"' % clean


def titled_header(label):
    return 'attachment; filename="%s.csv"' % label.title()


class Disposition:
    def for_name(self, name):
        return "attachment; filename*=UTF-8''" + urllib.parse.quote(name, safe="")


@app.route("/exports/named")
def export_named():
    resp = Response("a,b\n")
    # a helper of the file that removes line breaks
    # ok: python-header-injection-taint
    resp.headers["Content-Disposition"] = attachment_header(request.args.get("label", ""))
    return resp


@app.route("/exports/titled")
def export_titled():
    resp = Response("a,b\n")
    # ruleid: python-header-injection-taint
    resp.headers["Content-Disposition"] = titled_header(request.args.get("label", ""))
    return resp


@app.route("/exports/quoted")
def export_quoted():
    resp = Response("a,b\n")
    # ok: python-header-injection-taint
    resp.headers["Content-Disposition"] = Disposition().for_name(request.args.get("label", ""))
    return resp


TRACE_RE = re.compile(r"[0-9a-f]{32}")


class TraceResource:
    def on_get(self, req, resp):
        incoming = req.get_param("trace") or req.get_header("X-Request-Id")
        ids = [incoming, "generated"]
        trace = ids[0] if ids[0] else ids[1]
        # ruleid: python-header-injection-taint
        resp.set_header("X-Trace-Id", "trace-" + trace)

    def on_get_checked(self, req, resp):
        incoming = req.get_param("trace") or ""
        trace = incoming if TRACE_RE.fullmatch(incoming) else "none"
        # ok: python-header-injection-taint
        resp.set_header("X-Trace-Id", trace)

    def on_get_fresh(self, req, resp):
        incoming = req.get_param("trace") or ""
        trace = incoming if TRACE_RE.fullmatch(incoming) else uuid.uuid4().hex
        # ok: python-header-injection-taint
        resp.set_header("X-Trace-Id", trace)

    def on_get_fallback(self, req, resp):
        incoming = req.get_param("trace") or ""
        trace = incoming if TRACE_RE.fullmatch(incoming) else req.get_header("X-Request-Id")
        # ruleid: python-header-injection-taint
        resp.set_header("X-Trace-Id", trace)


def preferred_language(req):
    chosen = req.args.get("lang") or req.cookies.get("lang") or "en"
    return chosen.strip()


def language_default(req):
    chosen = req.args.get("lang")
    fallback = "en" if chosen is None else "de"
    return fallback.upper()


NO_LINE_BREAKS = str.maketrans("", "", "\r\n")


def language_cleaned(req):
    chosen = req.args.get("lang") or "en"
    return chosen.strip().translate(NO_LINE_BREAKS)


def checked_language(req):
    chosen = req.args.get("lang") or "en"
    if chosen not in LANGUAGES:
        return "en"
    return chosen


def incoming_request_id(req):
    raw = req.headers.get("X-Request-ID", "")
    try:
        return uuid.UUID(raw)
    except ValueError:
        return uuid.uuid4()


def incoming_trace(req):
    incoming = req.headers.get("X-Trace-Id", "")
    return incoming if incoming.isalnum() else uuid.uuid4().hex


@app.route("/articles/lang")
def article_language():
    resp = make_response("article")
    # ruleid: python-header-injection-taint
    resp.headers["Content-Language"] = preferred_language(request)
    # ok: python-header-injection-taint
    resp.headers["X-Checked-Language"] = checked_language(request)
    # ok: python-header-injection-taint
    resp.headers["X-Default-Language"] = language_default(request)
    # ok: python-header-injection-taint
    resp.headers["X-Clean-Language"] = language_cleaned(request)
    # ok: python-header-injection-taint
    resp.headers["X-Request-ID"] = str(incoming_request_id(request))
    # ok: python-header-injection-taint
    resp.headers["X-Trace-Id"] = incoming_trace(request)
    return resp


@app.route("/campaign")
def campaign_pair_removed():
    campaign = request.args.get("utm_campaign", "").replace("\r\n", "")
    resp = make_response("ok")
    # ruleid: python-header-injection-taint
    resp.headers["X-Campaign"] = campaign
    return resp


@app.route("/campaign/cr")
def campaign_cr_tested():
    campaign = request.args.get("utm_campaign", "")
    if "\r" in campaign:
        campaign = ""
    resp = make_response("ok")
    # ruleid: python-header-injection-taint
    resp.headers["X-Campaign"] = campaign
    return resp


@app.route("/campaign/cr-removed")
def campaign_cr_removed():
    campaign = request.args.get("utm_campaign", "").replace("\r", "")
    resp = make_response("ok")
    # ruleid: python-header-injection-taint
    resp.headers["X-Campaign"] = campaign
    return resp


@app.route("/campaign/re")
def campaign_pair_substituted():
    campaign = re.sub(r"\r\n", " ", request.args.get("utm_campaign", ""))
    resp = make_response("ok")
    # ruleid: python-header-injection-taint
    resp.headers["X-Campaign"] = campaign
    # ok: python-header-injection-taint
    resp.headers["X-Campaign-Clean"] = re.sub(r"\s+", " ", request.args.get("utm_campaign", ""))
    return resp


@app.get("/documents/<int:doc_id>/download")
def document_download(doc_id):
    name = header_safe(request.args.get("filename", "document.pdf"))
    resp = Response(b"%PDF", mimetype="application/pdf")
    # ok: python-header-injection-taint
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp


@app.get("/documents/<int:doc_id>/download-named")
def document_download_named(doc_id):
    name = header_label(request.args.get("filename", "document.pdf"))
    resp = Response(b"%PDF", mimetype="application/pdf")
    # ruleid: python-header-injection-taint
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp


def header_label(text: str) -> str:
    return text.strip()


def header_safe(text: str) -> str:
    return text.replace("\r", "").replace("\n", "").replace('"', "")


@app.route("/campaign/helper")
def campaign_helper():
    resp = make_response("ok")
    # ruleid: python-header-injection-taint
    resp.headers["X-Campaign"] = strip_line_pairs(request.args.get("utm_campaign", ""))
    return resp


def strip_line_pairs(text):
    return text.replace("\r\n", " ").strip()


from django import forms  # noqa: E402
from django.http import HttpResponse as DjangoResponse  # noqa: E402


class ArticleHeadersForm(forms.Form):
    lang = forms.ChoiceField(choices=[("en", "en"), ("de", "de")])
    revision = forms.IntegerField(min_value=1)
    tag = forms.RegexField(regex=r"^[a-z0-9-]{1,32}\Z")
    loose_tag = forms.RegexField(regex=r"[a-z0-9-]+")
    prefix_tag = forms.RegexField(regex=r"^[a-z0-9-]+")
    title = forms.CharField(max_length=80)


def article_headers(request):
    form = ArticleHeadersForm(request.GET)
    if not form.is_valid():
        return DjangoResponse(status=400)
    response = DjangoResponse("ok")
    # a choice, a number and a pattern anchored at both ends: the form turned anything else away
    # ok: python-header-injection-taint
    response["Content-Language"] = form.cleaned_data["lang"]
    # ok: python-header-injection-taint
    response["X-Revision"] = form.cleaned_data.get("revision")
    # ok: python-header-injection-taint
    response["X-Tag"] = form.cleaned_data["tag"]
    # a search anywhere in the text, and free text
    # ruleid: python-header-injection-taint
    response["X-Loose-Tag"] = form.cleaned_data["loose_tag"]
    # anchored at the start only: a line break may follow the letters
    # ruleid: python-header-injection-taint
    response["X-Prefix-Tag"] = form.cleaned_data["prefix_tag"]
    # ruleid: python-header-injection-taint
    response["X-Title"] = form.cleaned_data["title"]
    return response


import datetime  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402

VARY_OPTIONS = {"lang": "Accept-Language", "encoding": "Accept-Encoding"}


def apply_vary(response, vary):
    if vary in VARY_OPTIONS:
        response.headers["Vary"] = VARY_OPTIONS[vary]


def apply_label(response, label):
    response.headers["X-Label"] = "label-" + label


class ArticleTags:
    def etag(self, article):
        return '"%s"' % hashlib.sha256(json.dumps(article).encode()).hexdigest()[:32]

    def label(self, article):
        return '"%s"' % json.dumps(article)


tags = ArticleTags()


@app.route("/articles/<slug>")
def article_view(slug):
    response = make_response("ok")
    # a helper that writes the parameter only as the key of a constant table
    # ok: python-header-injection-taint
    apply_vary(response, request.args.get("vary"))
    # ruleid: python-header-injection-taint
    apply_label(response, request.args.get("label"))
    # a method of the file whose result is a digest
    # ok: python-header-injection-taint
    response.headers["ETag"] = tags.etag({"slug": slug})
    # ruleid: python-header-injection-taint
    response.headers["X-Article"] = tags.label({"slug": slug})
    return response


@app.route("/documents/<doc_id>")
def document_detail(doc_id):
    since = datetime.datetime.fromisoformat(request.args["since"])
    response = make_response("ok")
    # a date written with a literal format
    # ok: python-header-injection-taint
    response.headers["Last-Modified"] = since.strftime("%a, %d %b %Y %H:%M:%S GMT")
    # ok: python-header-injection-taint
    response.headers["X-Since"] = since.isoformat()
    # ruleid: python-header-injection-taint
    response.headers["X-Since-Raw"] = request.args["since"]
    # ruleid: python-header-injection-taint
    response.headers["X-Since-Format"] = since.strftime(request.args["format"])
    return response


class TraceContext:
    def __init__(self, request, fallback="none"):
        self.trace_id = request.headers.get("X-Trace-Id") or uuid.uuid4().hex
        self.fresh_id = uuid.uuid4().hex
        self.fallback = fallback

    def apply(self, response):
        # an attribute the constructor read from the request
        # ruleid: python-header-injection-taint
        response.headers["X-Trace-Id"] = self.trace_id
        # ok: python-header-injection-taint
        response.headers["X-Fresh-Id"] = self.fresh_id
        # ok: python-header-injection-taint
        response.headers["X-Fallback"] = self.fallback
        return response


from django.views import View  # noqa: E402

LANGUAGES_OFFERED = ("en", "de", "fr")


class LanguageMixin:
    def requested_language(self, request):
        return request.GET.get("lang") or "en"

    def finalize(self, response, language):
        response["Content-Language"] = language
        return response

    def finalize_known(self, response, language):
        response["Content-Language"] = LANGUAGE_NAMES.get(language, "en")
        return response


LANGUAGE_NAMES = {"en": "en", "de": "de", "fr": "fr"}


class HelpView(LanguageMixin, View):
    def get(self, request):
        language = self.requested_language(request)
        chosen = language if language in LANGUAGES_OFFERED else "en"
        # ruleid: python-header-injection-taint
        self.finalize(HttpResponse("help"), language)
        # ok: python-header-injection-taint
        self.finalize(HttpResponse("help"), chosen)
        # ok: python-header-injection-taint
        return self.finalize_known(HttpResponse("help"), language)


from fastapi import APIRouter, Depends  # noqa: E402
from fastapi import Response as FastApiResponse  # noqa: E402

trace_router = APIRouter()
TRACE_ID_RE = re.compile(r"[0-9a-f]{32}")


class TraceStamp:
    def __init__(self, trace: str = ""):
        self.trace_id = trace or "none"
        self.label = "status"

    def stamp(self, response: FastApiResponse) -> None:
        response.headers["X-Trace-Id"] = self.trace_id

    def stamp_label(self, response: FastApiResponse) -> None:
        response.headers["X-Trace-Label"] = "fixed"


class CheckedTraceStamp:
    def __init__(self, trace: str = ""):
        self.trace_id = str(uuid.UUID(trace)) if trace else uuid.uuid4().hex

    def stamp(self, response: FastApiResponse) -> None:
        response.headers["X-Trace-Id"] = self.trace_id


@trace_router.get("/trace/status")
def trace_status(response: FastApiResponse, ctx: TraceStamp = Depends(), checked: CheckedTraceStamp = Depends()):
    # ruleid: python-header-injection-taint
    ctx.stamp(response)
    # ok: python-header-injection-taint
    ctx.stamp_label(response)
    # ok: python-header-injection-taint
    checked.stamp(response)
    return {"ok": True}


@app.route("/rates")
def rates_with_age():
    age = float(request.args.get("age", "0"))
    response = make_response("rates")
    # ok: python-header-injection-taint
    response.headers["X-Rate-Age"] = f"{age:.1f}"
    return response


@app.route("/trace/flask")
def trace_flask():
    response = make_response("ok")
    trace = TraceStamp(request.args.get("trace", ""))
    # ruleid: python-header-injection-taint
    trace.stamp(response)
    fresh = CheckedTraceStamp(request.args.get("trace", ""))
    # ok: python-header-injection-taint
    fresh.stamp(response)
    return response



from django.views.generic import TemplateView  # noqa: E402


class LandingView(TemplateView):
    template_name = "landing.html"

    def get(self, request, *args, **kwargs):
        # the response the parent view built is a mapping of its headers too
        response = super().get(request, *args, **kwargs)
        # ruleid: python-header-injection-taint
        response["X-Campaign"] = request.GET.get("utm_source", "direct")
        # ok: python-header-injection-taint
        response["X-Campaign-Id"] = str(int(request.GET.get("utm_id", "0")))
        return response


def preferred_locale():
    explicit = request.args.get("lang")
    if explicit:
        return explicit
    return request.accept_languages.best_match(["en", "de"]) or "en"


def checked_locale():
    explicit = request.args.get("lang")
    if explicit in ("en", "de"):
        return explicit
    return "en"


@app.route("/docs/locale")
def docs_locale():
    resp = make_response("ok")
    # a helper that hands back what the request holds when it is set
    # ruleid: python-header-injection-taint
    resp.headers["Content-Language"] = preferred_locale()
    # ok: python-header-injection-taint
    resp.headers["Content-Language"] = checked_locale()
    return resp


import uuid  # noqa: E402

LANGUAGES = {"en", "de", "fr"}


def correlation_of(given):
    try:
        return str(uuid.UUID(given))
    except ValueError:
        return str(uuid.uuid4())


def negotiated_language(explicit, accepted):
    candidates = [explicit] + accepted.split(",")
    for candidate in candidates:
        if candidate in LANGUAGES:
            return candidate
    return "en"


def first_language(explicit, accepted):
    if explicit:
        return explicit
    for candidate in accepted.split(","):
        if candidate in LANGUAGES:
            return candidate
    return "en"


@app.route("/docs/negotiated")
def docs_negotiated():
    resp = make_response("ok")
    # a helper that parses a UUID of what it is given
    # ok: python-header-injection-taint
    resp.headers["X-Correlation-ID"] = correlation_of(request.headers.get("X-Correlation-ID"))
    # a helper whose only returns are an allowed candidate and a literal
    # ok: python-header-injection-taint
    resp.headers["Content-Language"] = negotiated_language(request.args.get("lang"), "")
    # one that hands back what it was given first
    # ruleid: python-header-injection-taint
    resp.headers["Content-Language"] = first_language(request.args.get("lang"), "")
    return resp


from django.utils.http import content_disposition_header  # noqa: E402


def download_report_named(request):
    label = request.GET.get("as", "report").strip() or "report"
    response = DjangoResponse("a,b\n", content_type="text/csv")
    # ok: python-header-injection-taint
    response["Content-Disposition"] = content_disposition_header(True, f"{label}.csv")
    # ruleid: python-header-injection-taint
    response["X-Report-Label"] = label
    return response


from pydantic import BaseModel, Field  # noqa: E402

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class LocaleRequest(BaseModel):
    slug: str = Field(max_length=120)
    lang: str = Field("en", min_length=2, max_length=35)


@api.post("/pages/localised")
async def localised_page(req: LocaleRequest, response: FastApiResponse):
    if req.lang not in SUPPORTED_LANGUAGES:
        raise ValueError("unsupported language")
    # ok: python-header-injection-taint
    response.headers["Content-Language"] = req.lang
    # ruleid: python-header-injection-taint
    response.headers["X-Page-Slug"] = req.slug
    return {"slug": req.slug}


def disposition_name(raw):
    for ch in ("\r", "\n", "\0"):
        raw = raw.replace(ch, "")
    return raw.replace('"', "")


def quoted_name(raw):
    for ch in ('"', "'"):
        raw = raw.replace(ch, "")
    return raw


@app.route("/exports/named")
def export_named():
    name = disposition_name(request.args.get("filename", "export.json"))
    resp = make_response("{}")
    # ok: python-header-injection-taint
    resp.headers["Content-Disposition"] = 'attachment; filename="{}"'.format(name)
    return resp


@app.route("/exports/quoted")
def export_quoted():
    name = quoted_name(request.args.get("filename", "export.json"))
    resp = make_response("{}")
    # ruleid: python-header-injection-taint
    resp.headers["Content-Disposition"] = 'attachment; filename="{}"'.format(name)
    return resp


def printable_name(raw):
    kept = "".join(ch for ch in raw if 32 <= ord(ch) < 127 and ch != '"')
    return kept.strip()[:100] or "download"


def visible_name(raw):
    return "".join(ch for ch in raw if ch.isprintable())


def ascii_name(raw):
    return raw.encode("ascii", "ignore").decode("ascii")


@app.route("/exports/printable")
def export_printable():
    name = printable_name(request.args.get("filename", "export.json"))
    resp = make_response("{}")
    # ok: python-header-injection-taint
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    # ok: python-header-injection-taint
    resp.headers["X-Shown-As"] = visible_name(request.args.get("label", ""))
    # ruleid: python-header-injection-taint
    resp.headers["X-Ascii-Name"] = ascii_name(request.args.get("label", ""))
    return resp


# BEGIN fragment dependency-parameter-cases source=request sink=Response("busy", status=503, headers={"Retry-After": VALUE})
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-header-injection-taint
        Response("busy", status=503, headers={"Retry-After": acting.strip()})
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": str(page)})
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": slug})
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": chosen["region"]})
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": fixed["region"]})
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": x_token})
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": code})
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
    # ruleid: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": team["team"]})
    # a dependency that returns text it matched whole against a pattern
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": slug})
    # ok: python-header-injection-taint
    Response("busy", status=503, headers={"Retry-After": owner})
    return {}
# END fragment dependency-parameter-cases
