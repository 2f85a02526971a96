import json

import bleach
from django.shortcuts import render
from django.utils.html import format_html
from flask import redirect, url_for
import html

from django.http import HttpResponse
from flask import Flask, Response, escape, jsonify, make_response, render_template, request
from markupsafe import Markup

app = Flask(__name__)
PROFILE_PATH = "/u/<username>"


@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    # ruleid: python-xss-reflected-taint
    return f"<h1>Hello {name}</h1>"


@app.route("/search")
def search():
    query = request.args["q"]
    # ruleid: python-xss-reflected-taint
    return make_response("<p>No results for " + query + "</p>")


@app.route("/profile/<username>")
def profile(username):
    # ruleid: python-xss-reflected-taint
    return Markup("<span class='user'>%s</span>" % username)


def django_greet(request):
    # ruleid: python-xss-reflected-taint
    return HttpResponse("Hello " + request.GET["name"])


@app.route("/hello-safe")
def hello_safe():
    name = request.args.get("name", "")
    # ok: python-xss-reflected-taint
    return f"<h1>Hello {escape(name)}</h1>"


@app.route("/search-safe")
def search_safe():
    query = request.args["q"]
    # ok: python-xss-reflected-taint
    return render_template("search.html", query=query)


@app.route("/profile-safe/<username>")
def profile_safe(username):
    # ok: python-xss-reflected-taint
    return Markup("<span class='user'>%s</span>") % username


def django_greet_safe(request):
    # ok: python-xss-reflected-taint
    return HttpResponse("Hello " + html.escape(request.GET["name"]))


@app.route("/api/echo")
def echo():
    # ok: python-xss-reflected-taint
    return jsonify(message=request.args.get("message"))


@app.route("/plain")
def plain():
    # ok: python-xss-reflected-taint
    return Response(request.args.get("text", ""), mimetype="text/plain")


@app.route("/page/<int:number>")
def page(number):
    # ok: python-xss-reflected-taint
    return f"<p>Page {int(number)}</p>"


def django_greet_formatted(request):
    # ok: python-xss-reflected-taint
    return HttpResponse(format_html("<p>Hello {}</p>", request.GET["name"]))


def django_page(request):
    # ok: python-xss-reflected-taint
    return render(request, "greet.html", {"name": request.GET["name"]})


@app.route("/comment", methods=["POST"])
def comment():
    # ok: python-xss-reflected-taint
    return "<div>" + bleach.clean(request.form["body"]) + "</div>"


@app.route("/ratio")
def ratio():
    # ok: python-xss-reflected-taint
    return f"<p>{float(request.args['value']):.2f}</p>"


@app.route("/count")
def count():
    # ok: python-xss-reflected-taint
    return f"<p>{len(request.args['text'])} characters</p>"


@app.route("/go")
def go():
    # ok: python-xss-reflected-taint
    return redirect(url_for("search", q=request.args["q"]))


@app.route("/config.js")
def config_js():
    # ok: python-xss-reflected-taint
    return Response("window.config = " + json.dumps(request.args.get("lang")), mimetype="text/plain")


@app.route("/badge")
def badge():
    # ok: python-xss-reflected-taint
    return Markup("<b>{}</b>").format(request.args["label"])


# A host or subdomain variable comes from the Host header, which a victim's browser fills
# from the link's host name: no markup can get in, so a route whose path is a literal without
# variables has no tainted parameter.
@app.route("/", defaults={"name": "default"}, host="<name>")
@app.route("/", subdomain="<name>")
def tenant_home(name: str) -> str:
    # ok: python-xss-reflected-taint
    return name


# The path's variable is still request data when the route also has a subdomain.
@app.route("/<page>", subdomain="<tenant>")
def tenant_page(tenant: str, page: str) -> str:
    # ruleid: python-xss-reflected-taint
    return page


@app.route("/greet", defaults={"who": "world"})
@app.route("/greet/<who>")
def greet(who: str) -> str:
    # ruleid: python-xss-reflected-taint
    return who


# A test builds a throwaway app and drives its view with the test client.
def check_echo():
    local = Flask(__name__)

    @local.route("/echo/<word>")
    def echo(word: str) -> str:
        # ok: python-xss-reflected-taint
        return word

    assert local.test_client().get("/echo/x").data == b"x"


def check_context(app: Flask) -> None:
    @app.route("/hi")
    def hi() -> str:
        # ok: python-xss-reflected-taint
        return f"Hello {request.args['name']}!"

    with app.test_request_context("/hi?name=World"):
        assert hi() == "Hello World!"


def check_fixture(app: Flask, client) -> None:
    @app.route("/fail", methods=["POST"])
    def fail() -> str:
        # ok: python-xss-reflected-taint
        return request.files["foo"].filename

    assert client.post("/fail", data={"foo": "x.txt"}).status_code == 400


# A view registered by a function that calls another site is served all the same.
def register_proxy(app: Flask, session) -> None:
    @app.route("/proxy/<word>")
    def proxy(word: str) -> str:
        # ruleid: python-xss-reflected-taint
        return word

    session.get("https://status.example.com/ping")


# An app factory registers views that are served: no test client drives them.
def create_app() -> Flask:
    made = Flask(__name__)

    @made.route("/echo/<word>")
    def echo(word: str) -> str:
        # ruleid: python-xss-reflected-taint
        return word

    return made


# A view whose name starts with test_ is served like any other.
@app.route("/test/<word>")
def test_echo(word: str) -> str:
    # ruleid: python-xss-reflected-taint
    return word


# A path that is not a literal is not known to be free of variables.
@app.route(PROFILE_PATH)
def profile_from_setting(username: str) -> str:
    # ruleid: python-xss-reflected-taint
    return username


@app.route("/api/lookup")
def lookup_json():
    term = request.args["term"]
    # ok: python-xss-reflected-taint
    return {"term": term, "hits": []}


@app.route("/api/tags")
def tags_json():
    prefix = request.args.get("prefix", "")
    # ok: python-xss-reflected-taint
    return [tag for tag in ("red", "green") if tag.startswith(prefix)]


@app.route("/api/validate")
def validate_json():
    field = request.args["field"]
    # ok: python-xss-reflected-taint
    return {"error": f"{field} is required"}, 422


@app.route("/api/trace")
def trace_headers():
    resp = make_response("ok")
    resp.headers["X-Request-Ref"] = request.args.get("ref", "")
    # ok: python-xss-reflected-taint
    return resp


@app.route("/notice")
def notice():
    text = request.args.get("text", "")
    # ruleid: python-xss-reflected-taint
    return f"<div class='notice'>{text}</div>", 200


from fastapi import FastAPI
from fastapi.responses import HTMLResponse

api = FastAPI()


def alert_box(message: str) -> str:
    return "<div class='alert'>" + message + "</div>"


def escaped_alert_box(message: str) -> str:
    return "<div class='alert'>%s</div>" % html.escape(message)


@api.get("/alert")
def alert(message: str = ""):
    # ruleid: python-xss-reflected-taint
    return HTMLResponse(content=alert_box(message))


@api.get("/alert-safe")
def alert_safe(message: str = ""):
    page = escaped_alert_box(message)
    # ok: python-xss-reflected-taint
    return HTMLResponse(content=page, status_code=400)


@api.get("/greet")
def greet_keyword(name: str):
    # ruleid: python-xss-reflected-taint
    return HTMLResponse(status_code=200, content="<p>Hi " + name + "</p>")


@api.get("/greet-plain")
def greet_plain(name: str):
    # ok: python-xss-reflected-taint
    return HTMLResponse(content="<p>Hi " + html.escape(name) + "</p>")


def django_keyword(request):
    # ruleid: python-xss-reflected-taint
    return HttpResponse(content="<p>" + request.GET["q"] + "</p>")


@app.route("/tags/list")
def tag_list():
    items = []
    for tag in request.args.getlist("tag"):
        items.append(f"<li>{tag}</li>")
    # ruleid: python-xss-reflected-taint
    return "<ul>" + "".join(items) + "</ul>"


@app.route("/tags/list-escaped")
def tag_list_escaped():
    items = [f"<li>{escape(tag)}</li>" for tag in request.args.getlist("tag")]
    # ok: python-xss-reflected-taint
    return "<ul>" + "".join(items) + "</ul>"


@app.route("/tags/list-raw")
def tag_list_raw():
    items = [f"<li>{tag}</li>" for tag in request.args.getlist("tag")]
    # ruleid: python-xss-reflected-taint
    return "<ul>" + "".join(items) + "</ul>"


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
from flask import make_response  # noqa: E402
# BEGIN fragment decidable-flow-cases source=request sink=make_response("<p>" + VALUE + "</p>")
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
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


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
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-xss-reflected-taint
    make_response("<p>" + table["fixed"] + "</p>")
    # ok: python-xss-reflected-taint
    make_response("<p>" + table.get("fixed") + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table["user"] + "</p>")


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-xss-reflected-taint
    make_response("<p>" + table.get("fixed") + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table["user"] + "</p>")


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-xss-reflected-taint
    make_response("<p>" + table[FLOW_KEY] + "</p>")


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table["fixed"] + "</p>")


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table["fixed"] + "</p>")


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table["fixed"] + "</p>")


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-xss-reflected-taint
    make_response("<p>" + items[0] + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + items[1] + "</p>")


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-xss-reflected-taint
    make_response("<p>" + items[-1] + "</p>")
    # ok: python-xss-reflected-taint
    make_response("<p>" + items[-2] + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + items[-3] + "</p>")


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + items[-1] + "</p>")


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-xss-reflected-taint
    make_response("<p>" + items[1] + "</p>")
    # ok: python-xss-reflected-taint
    make_response("<p>" + table["fixed"] + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table["asked"] + "</p>")


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-xss-reflected-taint
    make_response("<p>" + items[1] + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + items[0] + "</p>")


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + items[0] + "</p>")


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + items[0] + "</p>")


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + items[0] + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + items[1] + "</p>")


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + trimmed_text(value) + "</p>")


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + prefixed_text(value) + "</p>")


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + str(count) + "</p>")


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-xss-reflected-taint
    make_response("<p>" + digest + "</p>")


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + parts["chosen"] + "</p>")


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-xss-reflected-taint
    make_response("<p>" + parts["chosen"] + "</p>")


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + merged + "</p>")


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + f"report-{when}" + "</p>")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-xss-reflected-taint
    make_response("<p>" + f"report-{when:%Y%m%d}" + "</p>")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-xss-reflected-taint
    make_response("<p>" + kept + "</p>")


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-xss-reflected-taint
    make_response("<p>" + kept + "</p>")


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + kept + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


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
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-xss-reflected-taint
    make_response("<p>" + parts[1] + "</p>")


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + parts[0] + "</p>")


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-xss-reflected-taint
    make_response("<p>" + parts[0] + parts[2] + "</p>")


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + parts[0] + "</p>")


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + parts[-1] + "</p>")


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-xss-reflected-taint
    make_response("<p>" + options[selector] + "</p>")


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + options[selector] + "</p>")


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + default + "</p>")


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + chosen + "</p>")


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-xss-reflected-taint
    make_response("<p>" + resolved_text(value) + "</p>")


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + passed_on_text(value) + "</p>")


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-xss-reflected-taint
    make_response("<p>" + FlowDefaults.choose(value) + FlowDefaults.pick(value) + "</p>")


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + FlowDefaults.keep(value) + "</p>")


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-xss-reflected-taint
    make_response("<p>" + value.choice.value + "</p>")


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + value.label + "</p>")


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-xss-reflected-taint
    make_response("<p>" + text + "</p>")


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-xss-reflected-taint
    make_response("<p>" + text + "</p>")


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + text + "</p>")
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=make_response("<p>" + VALUE + "</p>")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + value + "</p>")


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + value + "</p>")


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + value + "</p>")


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-xss-reflected-taint
    make_response("<p>" + value + "</p>")


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-xss-reflected-taint
    make_response("<p>" + value + "</p>")


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-xss-reflected-taint
    make_response("<p>" + value + "</p>")


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + "".join(parts) + "</p>")


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-xss-reflected-taint
    make_response("<p>" + "".join(parts) + "</p>")


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + picked["q"] + "</p>")


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + renamed["name"] + "</p>")


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-xss-reflected-taint
    make_response("<p>" + str(sizes["q"]) + "</p>")


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + prefs["role"] + "</p>")


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-xss-reflected-taint
    make_response("<p>" + counted["q"] + "</p>")
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=make_response("<p>" + VALUE + "</p>")
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
    # ok: python-xss-reflected-taint
    make_response("<p>" + picked + "</p>")


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + picked + "</p>")


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + picked + "</p>")


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + picked + "</p>")


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + "%r %r" % (low, count) + "</p>")



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
        # ok: python-xss-reflected-taint
        make_response("<p>" + picked + "</p>")
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-xss-reflected-taint
        make_response("<p>" + self.order_by(value) + "</p>")
        # ok: python-xss-reflected-taint
        make_response("<p>" + self.sort_of(value) + "</p>")
        # ruleid: python-xss-reflected-taint
        make_response("<p>" + self.order_by_raw(value) + "</p>")


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-xss-reflected-taint
    make_response("<p>" + table_order_by(value) + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table_order_by_raw(value) + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + picked + "</p>")


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-xss-reflected-taint
    make_response("<p>" + picked.value + "</p>")


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-xss-reflected-taint
    make_response("<p>" + prefs.locale + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + prefs.label + "</p>")


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + TableBox(value).raw + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + table_sort(value) + "</p>")


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-xss-reflected-taint
    make_response("<p>" + TableCode(value).code + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + TableLoose(value).code + "</p>")


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
    # ok: python-xss-reflected-taint
    make_response("<p>" + table_target(value, "AB-1234") + "</p>")
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + table_target_loose(value, "AB-1234") + "</p>")


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-xss-reflected-taint
    make_response("<p>" + picked + "</p>")
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-xss-reflected-taint
    make_response("<p>" + negated + "</p>")
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + prefixed + "</p>")
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=make_response("<p>" + VALUE + "</p>")
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + head + "</p>")


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + head + "</p>")


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-xss-reflected-taint
    make_response("<p>" + head + "</p>")


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-xss-reflected-taint
    make_response("<p>" + head + "</p>")


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-xss-reflected-taint
    make_response("<p>" + head + "</p>")


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-xss-reflected-taint
    make_response("<p>" + str(sizes[0]) + "</p>")
# END fragment hidden-request-read-cases


PRODUCT_NAMES = {"a1": "Lamp", "b2": "Chair"}


@app.route("/products/<code>")
def product_title(code):
    title = PRODUCT_NAMES.get(code, "Unknown")
    # ok: python-xss-reflected-taint
    return "<h1>%s</h1>" % title


@app.route("/products/<code>/raw")
def product_title_raw(code):
    # ruleid: python-xss-reflected-taint
    return "<h1>%s</h1>" % code


THEMES = frozenset({"light", "dark"})


@app.route("/theme")
def theme_page():
    theme = request.args.get("theme", "light")
    if theme not in THEMES:
        theme = "light"
    # ok: python-xss-reflected-taint
    return "<body class='%s'>ok</body>" % theme


import tornado.web  # noqa: E402


class InviteHandler(tornado.web.RequestHandler):
    def get(self):
        inviter = self.get_argument("from", "A colleague")
        # ruleid: python-xss-reflected-taint
        self.write(f"<h1>{inviter} invited you</h1>")

    def post(self):
        inviter = self.get_argument("from", "A colleague")
        # ok: python-xss-reflected-taint
        self.write({"inviter": inviter})

    def patch(self):
        inviter = self.get_argument("from", "A colleague")
        # ok: python-xss-reflected-taint
        self.write(dict(inviter=inviter))

    def put(self):
        inviter = self.get_argument("from", "A colleague")
        self.set_header("Content-Type", "text/plain; charset=UTF-8")
        # ok: python-xss-reflected-taint
        self.write(f"{inviter} invited you")

    def delete(self):
        inviter = self.get_argument("from", "A colleague")
        # ok: python-xss-reflected-taint
        self.finish(f"<h1>{tornado.escape.xhtml_escape(inviter)} invited you</h1>")


import jinja2  # noqa: E402

escaping_env = jinja2.Environment(loader=jinja2.DictLoader({"card.html": "<h3>{{ title }}</h3>"}), autoescape=jinja2.select_autoescape(["html"]))
plain_env = jinja2.Environment(loader=jinja2.DictLoader({"card.html": "<h3>{{ title }}</h3>"}))


@app.route("/card")
def share_card():
    html_text = escaping_env.get_template("card.html").render(title=request.args.get("title", ""))
    # ok: python-xss-reflected-taint
    return html_text


@app.route("/card-plain")
def share_card_plain():
    html_text = plain_env.get_template("card.html").render(title=request.args.get("title", ""))
    # ruleid: python-xss-reflected-taint
    return html_text


ALERT_TEMPLATE = escaping_env.from_string("<section><h3>{{ title }}</h3></section>")
PLAIN_ALERT_TEMPLATE = plain_env.from_string("<section><h3>{{ title }}</h3></section>")


@app.route("/alert")
def alert_box():
    page = ALERT_TEMPLATE.render(title=request.args.get("title", ""))
    # ok: python-xss-reflected-taint
    return page


@app.route("/alert-plain")
def alert_box_plain():
    page = PLAIN_ALERT_TEMPLATE.render(title=request.args.get("title", ""))
    # ruleid: python-xss-reflected-taint
    return page


@app.route("/tags/echo")
def echo_tags():
    tags = request.args.getlist("tag")
    # ruleid: python-xss-reflected-taint
    return "<ul>" + "".join(f"<li>{t}</li>" for t in tags) + "</ul>"


@app.route("/tags/echo/joined")
def echo_tags_joined():
    parts = ["<li>%s</li>" % t for t in request.args.getlist("tag")]
    # ruleid: python-xss-reflected-taint
    return "\n".join(parts)


@app.route("/tags/echo/escaped")
def echo_tags_escaped():
    parts = ["<li>%s</li>" % escape(t) for t in request.args.getlist("tag")]
    # ok: python-xss-reflected-taint
    return "\n".join(parts)


from rest_framework.decorators import api_view, renderer_classes  # noqa: E402
from rest_framework.renderers import StaticHTMLRenderer  # noqa: E402
from rest_framework.response import Response as ApiResponse  # noqa: E402


@api_view(["GET"])
@renderer_classes([StaticHTMLRenderer])
def greeting_fragment(request):
    name = request.query_params.get("name", "")
    # ruleid: python-xss-reflected-taint
    return ApiResponse(f"<p>Hello {name}</p>")


@api_view(["GET"])
def greeting_json(request):
    name = request.query_params.get("name", "")
    # ok: python-xss-reflected-taint
    return ApiResponse({"greeting": f"Hello {name}"})


class TagsHandler(tornado.web.RequestHandler):
    def get(self):
        tags = self.get_arguments("tag")
        items = "".join(
            "<li>%s</li>" % tornado.escape.xhtml_escape(tag) for tag in tags
        )
        # ok: python-xss-reflected-taint
        self.write("<ul>%s</ul>" % items)

    def post(self):
        tags = self.get_arguments("tag")
        items = "".join(
            "<li>%s</li>" % tag for tag in tags
        )
        # ruleid: python-xss-reflected-taint
        self.write("<ul>%s</ul>" % items)


# Sanic's html(), aiohttp's Response with an HTML content type, Quart's returned string
import quart
from aiohttp import web as aiohttp_web
from sanic import Sanic
from sanic.response import html as sanic_html

sanic_app = Sanic("pages")
quart_app = quart.Quart(__name__)


@sanic_app.get("/not-found")
async def sanic_not_found(request):
    missing = request.args.get("path", "/")
    # ruleid: python-xss-reflected-taint
    return sanic_html(f"<p>No page at <code>{missing}</code></p>", status=404)


@sanic_app.get("/not-found-escaped")
async def sanic_not_found_escaped(request):
    missing = html.escape(request.args.get("path", "/"))
    # ok: python-xss-reflected-taint
    return sanic_html(f"<p>No page at <code>{missing}</code></p>", status=404)


async def aiohttp_greeting(request):
    name = request.query.get("name", "")
    # ruleid: python-xss-reflected-taint
    return aiohttp_web.Response(text=f"<h1>Hello {name}</h1>", content_type="text/html")


async def aiohttp_greeting_plain(request):
    name = request.query.get("name", "")
    # ok: python-xss-reflected-taint
    return aiohttp_web.Response(text=f"<h1>Hello {name}</h1>")


@quart_app.route("/hello")
async def quart_hello():
    name = quart.request.args.get("name", "")
    # ruleid: python-xss-reflected-taint
    return f"<h1>Hello {name}</h1>"


@quart_app.route("/hello-escaped")
async def quart_hello_escaped():
    name = html.escape(quart.request.args.get("name", ""))
    # ok: python-xss-reflected-taint
    return f"<h1>Hello {name}</h1>"


@quart_app.post("/profile")
async def quart_profile():
    form = await quart.request.form
    # ok: python-xss-reflected-taint
    return quart.jsonify(saved=True, name=form.get("name", "")), 201


@quart_app.post("/profile/plain")
async def quart_profile_plain():
    form = await quart.request.form
    # ruleid: python-xss-reflected-taint
    return "saved " + form.get("name", ""), 201


@quart_app.route("/echo")
async def quart_echo():
    # the response object makes its own body; its sink judges it
    # ok: python-xss-reflected-taint
    return await quart.make_response({"echo": quart.request.args.get("q", "")})


@app.route("/echo/set-data")
def echo_set_data():
    name = request.args.get("name", "")
    resp = make_response()
    # ruleid: python-xss-reflected-taint
    resp.set_data("<p>{}</p>".format(name))
    return resp


@app.route("/echo/set-data-escaped")
def echo_set_data_escaped():
    name = request.args.get("name", "")
    resp = make_response()
    # ok: python-xss-reflected-taint
    resp.set_data("<p>{}</p>".format(html.escape(name)))
    return resp


@app.route("/echo/set-data-plain")
def echo_set_data_plain():
    name = request.args.get("name", "")
    resp = Response(mimetype="text/plain")
    # ok: python-xss-reflected-taint
    resp.set_data("<p>{}</p>".format(name))
    return resp


@app.route("/preview/colour")
def preview_colour():
    color = request.args.get("color", "black")
    if color not in ("black", "red", "green"):
        color = "black"
    # ok: python-xss-reflected-taint
    return '<div style="color:%s">%s</div>' % (color, html.escape(request.args.get("msg", "")))


@app.route("/preview/colour-denied")
def preview_colour_denied():
    color = request.args.get("color", "black")
    if color in BLOCKED_COLOURS:
        color = "black"
    # ruleid: python-xss-reflected-taint
    return '<div style="color:%s">preview</div>' % color


BLOCKED_COLOURS = ("transparent",)


def greeting_html(name):
    shown = html.escape(name)
    return "<p>Hello, %s</p>" % shown


def shouting_html(name):
    return "<p>Hello, %s</p>" % name.upper()


@app.route("/greet/helper")
def greet_helper():
    # a helper of the file that escapes what it is given
    # ok: python-xss-reflected-taint
    return make_response(greeting_html(request.args.get("name", "")))


@app.route("/greet/shout")
def greet_shout():
    # ruleid: python-xss-reflected-taint
    return make_response(shouting_html(request.args.get("name", "")))


from pyramid.response import Response as PyramidResponse  # noqa: E402
from pyramid.view import view_config as pyramid_view  # noqa: E402


@pyramid_view(route_name="search")
def pyramid_search(request):
    term = request.params.get("q", "")
    # ruleid: python-xss-reflected-taint
    page = PyramidResponse(text="<h2>Results for %s</h2>" % term)
    # ruleid: python-xss-reflected-taint
    page = PyramidResponse("<h2>Results for %s</h2>" % term)
    # ok: python-xss-reflected-taint
    page = PyramidResponse(text="<h2>Results for %s</h2>" % html.escape(term))
    # ok: python-xss-reflected-taint
    page = PyramidResponse(text=term, content_type="text/plain")
    return page


class Banner:
    def __init__(self, text):
        self.text = html.escape(text, quote=True)

    def html(self):
        return "<div class='banner'>See you soon, %s!</div>" % self.text


class RawBanner:
    def __init__(self, text):
        self.text = text.strip()

    def html(self):
        return "<div class='banner'>See you soon, %s!</div>" % self.text


@app.route("/goodbye")
def goodbye():
    name = request.args.get("name", "")
    # an object whose constructor escapes what it is given
    # ok: python-xss-reflected-taint
    page = make_response(Banner(name).html())
    # ruleid: python-xss-reflected-taint
    page = make_response(RawBanner(name).html())
    return page


@app.route("/search/box")
def search_box():
    raw = request.args.get("q", "")
    query = html.escape(raw, quote=False)
    # ruleid: python-xss-reflected-taint
    return make_response(f'<input name="q" value="{query}">')


RESULTS_FRAME = "<h1>Results for {query}</h1><a href='/help?src={source}'>Back</a>"


@app.get("/help/results")
def help_results():
    query = request.args.get("q", "")
    source = request.args.get("src", "")
    if source == "menu":
        # a template of the module filled in and returned is the page itself
        # ruleid: python-xss-reflected-taint
        return RESULTS_FRAME.format(query=html.escape(query), source=source)
    if source == "footer":
        # ok: python-xss-reflected-taint
        return RESULTS_FRAME.format(query=html.escape(query), source=html.escape(source))
    if source == "inline":
        # ruleid: python-xss-reflected-taint
        return "<h1>Results for {}</h1>".format(query)
    # ok: python-xss-reflected-taint
    return "<h1>Results for {}</h1>".format(html.escape(query))


@app.route("/search/box-positional")
def search_box_positional():
    query = html.escape(request.args.get("q", ""), False)
    # ruleid: python-xss-reflected-taint
    return make_response(f'<input name="q" value="{query}">')


@app.route("/search/box-quoted")
def search_box_quoted():
    query = html.escape(request.args.get("q", ""), quote=True)
    # ok: python-xss-reflected-taint
    return make_response(f'<input name="q" value="{query}">')


@app.route("/help/search")
def help_search():
    term = request.args.get("q", "").strip()
    hits = [doc for doc in ("billing", "webhooks") if term.lower() in doc]
    # a helper defined further down escapes what it is given
    # ok: python-xss-reflected-taint
    return make_response(render_hits(term, hits))


@app.route("/help/heading")
def help_heading():
    term = request.args.get("q", "").strip()
    # ruleid: python-xss-reflected-taint
    return make_response(render_heading(term))


def render_heading(term):
    return f"<h2>Results for {term}</h2>"


def render_hits(term, hits):
    items = "".join(f"<li>{html.escape(h)}</li>" for h in hits)
    return f"<h2>{len(hits)} results for {html.escape(term)}</h2><ul>{items}</ul>"


from django.template import Context, Template  # noqa: E402
from django.template.loader import render_to_string  # noqa: E402
from django.views import View  # noqa: E402

NOTICE = Template("<h1>{{ title }}</h1>" "<p>{{ detail }}</p>")
RAW_NOTICE = Template("{% autoescape off %}<p>{{ detail }}</p>{% endautoescape %}")


class NoticeMixin:
    def notice_context(self, request):
        return {"title": "Notice", "detail": request.GET.get("reason", "")}


class NoticeView(NoticeMixin, View):
    def get(self, request):
        context = self.notice_context(request)
        # ok: python-xss-reflected-taint
        return HttpResponse(NOTICE.render(Context(context)))

    def post(self, request):
        context = self.notice_context(request)
        # ok: python-xss-reflected-taint
        return HttpResponse(render_to_string("notice.html", context))

    def put(self, request):
        context = self.notice_context(request)
        # ruleid: python-xss-reflected-taint
        return HttpResponse(RAW_NOTICE.render(Context(context)))

    def patch(self, request):
        # ruleid: python-xss-reflected-taint
        return HttpResponse("<p>%s</p>" % self.notice_context(request)["detail"])



from urllib.parse import parse_qs  # noqa: E402


class ArticleIndex:
    def get(self, slug):
        return None


articles = ArticleIndex()


@app.route("/articles/<slug>")
def article_page(slug):
    # the article the server holds under the requested key: stored content, not a reflection
    art = articles.get(request.args.get("slug", slug))
    # ok: python-xss-reflected-taint
    return "<article>%s</article>" % art.rendered_html


@app.route("/articles/raw-query")
def article_raw_query():
    # a query string parsed by hand is still the request's
    fields = parse_qs(request.query_string.decode())
    name = fields.get("name")
    # ruleid: python-xss-reflected-taint
    return "<p>Hello %s</p>" % name[0]


show = lambda value: html.escape(value)
shout = lambda value: value.upper()


@app.route("/suggest/lambda")
def suggest_lambda():
    term = request.args.get("term", "")
    # a lambda that escapes what it is given
    # ok: python-xss-reflected-taint
    page = make_response("<h2>%s</h2>" % show(term))
    # ruleid: python-xss-reflected-taint
    page = make_response("<h2>%s</h2>" % shout(term))
    return page



@app.route("/orders/plain")
def order_plain():
    order = request.args.get("order", "")
    # a (body, headers) or (body, status, headers) tuple that says the body is plain text
    if order.startswith("A"):
        # ok: python-xss-reflected-taint
        return "Order {}".format(order), {"Content-Type": "text/plain; charset=utf-8"}
    if order.startswith("B"):
        # ok: python-xss-reflected-taint
        return "Order {}".format(order), 200, {"Content-Type": "text/plain"}
    # ruleid: python-xss-reflected-taint
    return "<p>Order {}</p>".format(order), {"Content-Type": "text/html"}


import falcon  # noqa: E402


class MovedResource:
    def on_get(self, req, resp):
        source = req.get_param("from", default="/")
        resp.status = falcon.HTTP_404
        resp.content_type = falcon.MEDIA_HTML
        # ruleid: python-xss-reflected-taint
        resp.text = f"<p>We could not find <code>{source}</code>.</p>"

    def on_get_json(self, req, resp):
        source = req.get_param("from", default="/")
        resp.content_type = falcon.MEDIA_JSON
        # ok: python-xss-reflected-taint
        resp.text = f'{{"missing": "{source}"}}'

    def on_get_page(self, req, resp):
        source = req.get_param("from", default="/")
        # ruleid: python-xss-reflected-taint
        resp.text = "<p>Not found: " + source + "</p>"
        resp.content_type = "text/html; charset=utf-8"

    def on_get_escaped(self, req, resp):
        source = req.get_param("from", default="/")
        resp.content_type = falcon.MEDIA_HTML
        # ok: python-xss-reflected-taint
        resp.text = f"<p>We could not find <code>{html.escape(source)}</code>.</p>"
