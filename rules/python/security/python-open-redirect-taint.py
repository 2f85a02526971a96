from django.urls import reverse
from django.http import HttpRequest, HttpResponseRedirect
from django.shortcuts import redirect as dj_redirect
from django.utils.http import url_has_allowed_host_and_scheme
from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from flask import Flask, redirect, request, url_for
from starlette.requests import Request
from starlette.responses import RedirectResponse as StarletteRedirect
from urllib.parse import quote, urlencode, urljoin

app = Flask(__name__)
api = FastAPI()


@app.route("/login", methods=["POST"])
def login():
    next_url = request.args.get("next", "/")
    # ruleid: python-open-redirect-taint
    return redirect(next_url)


@app.route("/logout")
def logout():
    # ruleid: python-open-redirect-taint
    return redirect(request.values["return_to"], code=302)


@app.route("/profile/<name>")
def profile(name):
    # ok: python-open-redirect-taint
    return redirect("/users/" + name)


@app.route("/home")
def home():
    # ok: python-open-redirect-taint
    return redirect(url_for("index", tab=request.args.get("tab")))


def django_login(request: HttpRequest):
    target = request.GET.get("next", "/")
    # ruleid: python-open-redirect-taint
    return HttpResponseRedirect(target)


def django_login_checked(request: HttpRequest):
    target = request.POST.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=True):
        target = "/"
    # ok: python-open-redirect-taint
    return dj_redirect(target)


def django_login_checked_by_keyword(request: HttpRequest):
    target = request.POST.get("next", "")
    ok = bool(target) and url_has_allowed_host_and_scheme(
        url=target,
        allowed_hosts={request.get_host()},
        require_https=request.is_secure(),
    )
    # ok: python-open-redirect-taint
    return HttpResponseRedirect(target if ok else "/")


def django_login_checked_other_url(request: HttpRequest):
    target = request.POST.get("next", "")
    ok = url_has_allowed_host_and_scheme(url=request.path, allowed_hosts={request.get_host()})
    # ruleid: python-open-redirect-taint
    return HttpResponseRedirect(target if ok else "/")


def django_tab(request: HttpRequest):
    # ok: python-open-redirect-taint
    return dj_redirect(f"/dashboard/{request.GET['tab']}/")


@api.get("/go")
async def go(to: str):
    # ruleid: python-open-redirect-taint
    return RedirectResponse(url=to)


def after_save(target: str):
    # ok: python-open-redirect-taint
    return redirect(target)


def safe_next(value: str) -> bool:
    return value.startswith("/") and not value.startswith("//")


async def starlette_signin(request: Request):
    form = await request.form()
    next_path = str(form.get("next", ""))
    # ok: python-open-redirect-taint
    return StarletteRedirect(next_path if safe_next(next_path) else "/", status_code=303)


async def starlette_signin_unchecked(request: Request):
    form = await request.form()
    next_path = str(form.get("next", ""))
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(next_path, status_code=303)


async def starlette_back_to_the_list(request: Request):
    kept = {k: v for k, v in request.query_params.items() if k in ("since", "until")}
    target = request.url_for("repository", name=request.path_params["name"])
    # ok: python-open-redirect-taint
    return StarletteRedirect(f"{target.path}?{urlencode(kept)}", status_code=303)


async def starlette_target_from_the_query(request: Request):
    target = request.query_params["to"]
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(f"{target}?{urlencode({'from': 'login'})}")


async def starlette_quoted_target(request: Request):
    # quote() keeps "/" by default: "//evil.example" stays a host
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(quote(request.query_params["to"]))


def mark_unsafe_next(value: str) -> None:
    print("redirecting to", value)


async def starlette_named_unsafe(request: Request):
    next_path = request.query_params["next"]
    mark_unsafe_next(next_path)
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(next_path)


def url_is_safe(value: str) -> bool:
    return value.startswith("/") and not value.startswith("//")


@app.route("/continue")
def continue_to():
    target = request.args.get("next", "/")
    if not url_is_safe(target):
        target = "/"
    # ok: python-open-redirect-taint
    return redirect(target)


@api.get("/back")
async def back(request: Request):
    # ok: python-open-redirect-taint
    return RedirectResponse(request.url_for("repository", name=request.path_params["name"]))


def django_after_login(request: HttpRequest):
    # ok: python-open-redirect-taint
    return HttpResponseRedirect(reverse("profile", args=[request.GET["user"]]))


from urllib.parse import urlsplit

from django.core import signing
from itsdangerous import URLSafeTimedSerializer

RETURN_PAGES = {"cart": "/cart", "orders": "/account/orders"}
links = URLSafeTimedSerializer("secret-key", salt="return-links")


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return not parts.scheme and not parts.netloc


@app.route("/done")
def done():
    # ok: python-open-redirect-taint
    return redirect(RETURN_PAGES.get(request.args.get("page", ""), "/"))


@app.route("/done-raw")
def done_raw():
    # ruleid: python-open-redirect-taint
    return redirect(RETURN_PAGES.get("cart") + request.args.get("suffix", ""))


@app.route("/continue")
def continue_to():
    target = request.args.get("to", "/")
    if not is_local(target):
        target = "/"
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/continue-unchecked")
def continue_unchecked():
    target = request.args.get("to", "/")
    if not target:
        target = "/"
    # ruleid: python-open-redirect-taint
    return redirect(target)


@app.route("/back")
def back():
    # ok: python-open-redirect-taint
    return redirect(links.loads(request.args["token"], max_age=600))


def django_back(request: HttpRequest):
    destination = signing.loads(request.GET["state"])
    # ok: python-open-redirect-taint
    return HttpResponseRedirect(destination)


def django_back_unsigned(request: HttpRequest):
    destination = signing.b64_decode(request.GET["state"].encode()).decode()
    # ruleid: python-open-redirect-taint
    return HttpResponseRedirect(destination)


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
from flask import redirect  # noqa: E402
def finish_sign_in(user_id, destination):
    print("signed in", user_id)
    return redirect(destination)


def go_to(destination):
    return redirect(destination)


def go_to_checked(destination):
    if not destination.startswith("/") or destination.startswith("//"):
        destination = url_for("index")
    return redirect(destination)


def go_home(reason):
    print("leaving because", reason)
    return redirect(url_for("index"))


@app.route("/sign-in/finish")
def sign_in_finish():
    target = request.args.get("next", "")
    user_id = request.args.get("user", "")
    if user_id == "admin":
        # a function of the file that redirects to one of its parameters as it is
        # ruleid: python-open-redirect-taint
        return finish_sign_in(user_id, target)
    if user_id == "guest":
        # ruleid: python-open-redirect-taint
        return go_to(target)
    if user_id == "staff":
        # ok: python-open-redirect-taint
        return finish_sign_in(target, url_for("index"))
    if user_id == "intern":
        # ok: python-open-redirect-taint
        return go_to_checked(target)
    # ok: python-open-redirect-taint
    return go_home(target)


# BEGIN fragment decidable-flow-cases source=request sink=redirect(VALUE)
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
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-open-redirect-taint
    redirect(chosen)


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
    # ok: python-open-redirect-taint
    redirect(chosen)


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
    # ruleid: python-open-redirect-taint
    redirect(chosen)


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
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-open-redirect-taint
    redirect(table["fixed"])
    # ok: python-open-redirect-taint
    redirect(table.get("fixed"))
    # ruleid: python-open-redirect-taint
    redirect(table["user"])


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-open-redirect-taint
    redirect(table.get("fixed"))
    # ruleid: python-open-redirect-taint
    redirect(table["user"])


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-open-redirect-taint
    redirect(table[FLOW_KEY])


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-open-redirect-taint
    redirect(table["fixed"])


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-open-redirect-taint
    redirect(table["fixed"])


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-open-redirect-taint
    redirect(table["fixed"])


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-open-redirect-taint
    redirect(items[0])
    # ruleid: python-open-redirect-taint
    redirect(items[1])


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-open-redirect-taint
    redirect(items[-1])
    # ok: python-open-redirect-taint
    redirect(items[-2])
    # ruleid: python-open-redirect-taint
    redirect(items[-3])


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-open-redirect-taint
    redirect(items[-1])


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-open-redirect-taint
    redirect(items[1])
    # ok: python-open-redirect-taint
    redirect(table["fixed"])
    # ruleid: python-open-redirect-taint
    redirect(table["asked"])


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-open-redirect-taint
    redirect(items[1])
    # ruleid: python-open-redirect-taint
    redirect(items[0])


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-open-redirect-taint
    redirect(items[0])


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-open-redirect-taint
    redirect(items[0])


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-open-redirect-taint
    redirect(items[0])
    # ruleid: python-open-redirect-taint
    redirect(items[1])


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-open-redirect-taint
    redirect(trimmed_text(value))


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-open-redirect-taint
    redirect(prefixed_text(value))


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-open-redirect-taint
    redirect(str(count))


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-open-redirect-taint
    redirect(digest)


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-open-redirect-taint
    redirect(parts["chosen"])


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-open-redirect-taint
    redirect(parts["chosen"])


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-open-redirect-taint
    redirect(merged)


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-open-redirect-taint
    redirect(f"report-{when}")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-open-redirect-taint
    redirect(f"report-{when:%Y%m%d}")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-open-redirect-taint
    redirect(kept)


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-open-redirect-taint
    redirect(kept)


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-open-redirect-taint
    redirect(kept)


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
    # ok: python-open-redirect-taint
    redirect(chosen)


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
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-open-redirect-taint
    redirect(chosen)


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
    # ruleid: python-open-redirect-taint
    redirect(chosen)


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
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-open-redirect-taint
    redirect(parts[1])


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-open-redirect-taint
    redirect(parts[0])


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-open-redirect-taint
    redirect(parts[0] + parts[2])


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-open-redirect-taint
    redirect(parts[0])


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-open-redirect-taint
    redirect(parts[-1])


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-open-redirect-taint
    redirect(options[selector])


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-open-redirect-taint
    redirect(options[selector])


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-open-redirect-taint
    redirect(default)


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-open-redirect-taint
    redirect(chosen)


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-open-redirect-taint
    redirect(resolved_text(value))


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-open-redirect-taint
    redirect(passed_on_text(value))


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-open-redirect-taint
    redirect(FlowDefaults.choose(value) + FlowDefaults.pick(value))


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-open-redirect-taint
    redirect(FlowDefaults.keep(value))


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-open-redirect-taint
    redirect(value.choice.value)


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-open-redirect-taint
    redirect(value.label)


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-open-redirect-taint
    redirect(text)


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-open-redirect-taint
    redirect(text)


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-open-redirect-taint
    redirect(text)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=redirect(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-open-redirect-taint
    redirect(value)


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-open-redirect-taint
    redirect(value)


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-open-redirect-taint
    redirect(value)


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-open-redirect-taint
    redirect(value)


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-open-redirect-taint
    redirect(value)


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-open-redirect-taint
    redirect(value)


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-open-redirect-taint
    redirect("".join(parts))


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-open-redirect-taint
    redirect("".join(parts))


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-open-redirect-taint
    redirect(picked["q"])


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-open-redirect-taint
    redirect(renamed["name"])


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-open-redirect-taint
    redirect(str(sizes["q"]))


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-open-redirect-taint
    redirect(prefs["role"])


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-open-redirect-taint
    redirect(counted["q"])
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=redirect(VALUE)
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
    # ok: python-open-redirect-taint
    redirect(picked)


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-open-redirect-taint
    redirect(picked)


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-open-redirect-taint
    redirect(picked)


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-open-redirect-taint
    redirect(picked)


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-open-redirect-taint
    redirect("%r %r" % (low, count))



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
        # ok: python-open-redirect-taint
        redirect(picked)
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-open-redirect-taint
        redirect(self.order_by(value))
        # ok: python-open-redirect-taint
        redirect(self.sort_of(value))
        # ruleid: python-open-redirect-taint
        redirect(self.order_by_raw(value))


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-open-redirect-taint
    redirect(table_order_by(value))
    # ruleid: python-open-redirect-taint
    redirect(table_order_by_raw(value))


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
    # ok: python-open-redirect-taint
    redirect(picked)


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-open-redirect-taint
    redirect(picked.value)


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-open-redirect-taint
    redirect(prefs.locale)
    # ruleid: python-open-redirect-taint
    redirect(prefs.label)


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-open-redirect-taint
    redirect(TableBox(value).raw)


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
    # ok: python-open-redirect-taint
    redirect(table_sort(value))


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-open-redirect-taint
    redirect(TableCode(value).code)
    # ruleid: python-open-redirect-taint
    redirect(TableLoose(value).code)


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
    # ok: python-open-redirect-taint
    redirect(table_target(value, "AB-1234"))
    # ruleid: python-open-redirect-taint
    redirect(table_target_loose(value, "AB-1234"))


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-open-redirect-taint
    redirect(picked)
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-open-redirect-taint
    redirect(negated)
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-open-redirect-taint
    redirect(prefixed)
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=redirect(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-open-redirect-taint
    redirect(head)


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-open-redirect-taint
    redirect(head)


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-open-redirect-taint
    redirect(head)


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-open-redirect-taint
    redirect(head)


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-open-redirect-taint
    redirect(head)


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-open-redirect-taint
    redirect(str(sizes[0]))
# END fragment hidden-request-read-cases


# aiohttp, Pyramid and Tornado redirects
from urllib.parse import urlsplit  # noqa: E402

import tornado.web  # noqa: E402
from aiohttp import web  # noqa: E402
from pyramid.httpexceptions import HTTPFound, HTTPSeeOther  # noqa: E402

TRUSTED_HOSTS = {"docs.example.com", "shop.example.com"}
LANDING_ROUTES = {"home", "billing"}


async def aiohttp_out(request):
    target = request.query.get("to", "/")
    # ruleid: python-open-redirect-taint
    raise web.HTTPFound(target)


async def aiohttp_out_checked(request):
    target = request.query.get("to", "/")
    parts = urlsplit(target)
    if parts.hostname not in TRUSTED_HOSTS:
        raise web.HTTPBadRequest()
    # ok: python-open-redirect-taint
    raise web.HTTPFound(location=target)


def pyramid_after_login(request):
    back = request.params.get("back", "/")
    # ruleid: python-open-redirect-taint
    return HTTPSeeOther(location=back)


def pyramid_after_login_route(request):
    route = request.params.get("route", "home")
    # ok: python-open-redirect-taint
    return HTTPFound(location=request.route_url(route))


def pyramid_after_login_listed(request):
    route = request.params.get("route", "home")
    if route not in LANDING_ROUTES:
        route = "home"
    # ok: python-open-redirect-taint
    return HTTPFound(route)


class ContinueHandler(tornado.web.RequestHandler):
    def get(self):
        # ruleid: python-open-redirect-taint
        self.redirect(self.get_argument("next"))

    def post(self):
        self.get_argument("next")
        # ok: python-open-redirect-taint
        self.redirect(self.reverse_url("dashboard"))


def pyramid_after_logout(request):
    request.params.get("back")
    # ok: python-open-redirect-taint
    return HTTPFound(location=request.route_path("login", _query={"back": request.params["back"]}))


BLOCKED_TARGETS = {"https://evil.example"}


def pyramid_after_login_blocked(request):
    back = request.params.get("back", "/")
    if back in BLOCKED_TARGETS:
        back = "/"
    # ruleid: python-open-redirect-taint
    return HTTPFound(back)


def target_allowed(target):
    return target.startswith("/") and not target.startswith("//")


@app.route("/after-login")
def after_login():
    target = request.args.get("next", "/")
    if target_allowed(target):
        # ok: python-open-redirect-taint
        return redirect(target)
    return redirect("/")


def is_invalid_target(target):
    return target.startswith("javascript:")


@app.route("/after-logout")
def after_logout():
    target = request.args.get("next", "/")
    if is_invalid_target(target):
        return redirect("/")
    # a check named for what it rejects vouches for nothing else
    # ruleid: python-open-redirect-taint
    return redirect(target)


def local_target(target):
    parts = urlsplit(target or "/")
    if parts.scheme or parts.netloc:
        return "/"
    return target


def with_slash(target):
    return target if target.endswith("/") else target + "/"


@app.route("/locale")
def switch_locale():
    # ok: python-open-redirect-taint
    return redirect(local_target(request.args.get("back")))


@app.route("/slash")
def add_slash():
    # ruleid: python-open-redirect-taint
    return redirect(with_slash(request.args.get("back", "/")))


from django.conf import settings  # noqa: E402
from django.contrib.auth import logout as django_logout  # noqa: E402
from django.views import View  # noqa: E402


class PortalLogoutView(View):
    def get_return_target(self):
        return self.request.POST.get("return_to") or settings.LOGOUT_REDIRECT_URL

    def get_default_target(self):
        return settings.LOGOUT_REDIRECT_URL

    def post(self, request, *args, **kwargs):
        django_logout(request)
        # ruleid: python-open-redirect-taint
        return dj_redirect(self.get_return_target())

    def get(self, request, *args, **kwargs):
        django_logout(request)
        # ok: python-open-redirect-taint
        return dj_redirect(self.get_default_target())


PARTNER_HOSTS = {"shop.example.com", "help.example.com"}


def partner_target(raw):
    from urllib.parse import urlsplit

    parts = urlsplit(raw)
    if parts.hostname not in PARTNER_HOSTS:
        raise ValueError("not a partner")
    return raw


def https_target(raw):
    from urllib.parse import urlsplit

    parts = urlsplit(raw)
    if parts.scheme not in ("https",):
        raise ValueError("https only")
    return raw


@app.route("/out/partner")
def out_partner():
    # ok: python-open-redirect-taint
    return redirect(partner_target(request.args["to"]))


@app.route("/out/https")
def out_https():
    # ruleid: python-open-redirect-taint
    return redirect(https_target(request.args["to"]))


def next_target():
    return request.args.get("next") or request.form.get("next") or url_for("index")


def home_target():
    return url_for("index")


@app.route("/login/next", methods=["POST"])
def login_next():
    # ruleid: python-open-redirect-taint
    return redirect(next_target())


@app.route("/login/home", methods=["POST"])
def login_home():
    # ok: python-open-redirect-taint
    return redirect(home_target())


def _continue_url(request):
    return request.POST.get("continue") or request.GET.get("continue") or "/"


def _account_url(request):
    return reverse("account", args=[request.user.pk])


def logout_then_continue(request):
    destination = _continue_url(request)
    # ruleid: python-open-redirect-taint
    return HttpResponseRedirect(destination)


def logout_then_account(request):
    destination = _account_url(request)
    # ok: python-open-redirect-taint
    return HttpResponseRedirect(destination)


import falcon  # noqa: E402
from sanic import Sanic  # noqa: E402
from sanic.response import redirect as sanic_redirect  # noqa: E402

clicks = Sanic("clicks")


@clicks.get("/out")
async def outbound(request):
    # ruleid: python-open-redirect-taint
    return sanic_redirect(request.args.get("url"))


@clicks.get("/home")
async def outbound_home(request):
    # ok: python-open-redirect-taint
    return sanic_redirect("/")


class ShortLinkResource:
    def on_get(self, req, resp, code):
        # ruleid: python-open-redirect-taint
        raise falcon.HTTPFound(req.get_param("to"))

    def on_post(self, req, resp, code):
        # ok: python-open-redirect-taint
        raise falcon.HTTPSeeOther("/links/" + str(int(code)))


from urllib.parse import urlparse  # noqa: E402


@app.route("/language/back")
def language_back():
    target = request.args.get("back", "/").replace("\\", "/")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/"):
        target = url_for("index")
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/language/back-relative")
def language_back_relative():
    target = request.args.get("back", "/")
    if urlparse(target).netloc:
        return "absolute URLs are not accepted", 400
    # no host, but `/\\evil.example` and `http:evil.example` have none either and leave the site
    # ruleid: python-open-redirect-taint
    return redirect(target)


@app.route("/language/back-relative-scheme")
def language_back_relative_scheme():
    target = request.args.get("back", "/")
    if urlparse(target).netloc or urlparse(target).scheme:
        return "absolute URLs are not accepted", 400
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/language/back-known-host")
def language_back_known_host():
    target = request.args.get("back", "/")
    parts = urlsplit(target)
    if parts.netloc != "shop.example.com":
        target = "/"
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/language/back-logged")
def language_back_logged():
    target = request.args.get("back", "/")
    host = urlparse(target).netloc
    app.logger.info("redirecting to %s", host)
    # ruleid: python-open-redirect-taint
    return redirect(target)


@app.route("/language/back-slash")
def language_back_slash():
    target = request.args.get("back", "/")
    # "//evil.example" starts with a slash too
    if not target.startswith("/"):
        target = "/"
    # ruleid: python-open-redirect-taint
    return redirect(target)


DOC_LINKS = {"docs": "https://docs.example.com/", "status": "https://status.example.com/"}


@app.route("/go/<slug>")
def follow_short_link(slug):
    target = DOC_LINKS.get(slug, "/")
    campaign = request.args.get("utm_campaign", "")
    if campaign.isalnum():
        target = f"{target}?utm_campaign={campaign}"
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/go-anywhere")
def follow_any_link():
    target = request.args.get("to", "/")
    campaign = request.args.get("utm_campaign", "")
    if campaign.isalnum():
        target = f"{target}?utm_campaign={campaign}"
    # ruleid: python-open-redirect-taint
    return redirect(target)


def local_path(candidate: str, default: str = "/") -> str:
    parts = urlsplit(candidate)
    return default if parts.scheme or parts.netloc else candidate


def trimmed_path(candidate: str, default: str = "/") -> str:
    parts = urlsplit(candidate)
    return default if not parts.path else candidate.strip()


@app.route("/signout/local")
def signout_local():
    # ok: python-open-redirect-taint
    return redirect(local_path(request.args.get("returnTo", "")))


@app.route("/signout/trimmed")
def signout_trimmed():
    # ruleid: python-open-redirect-taint
    return redirect(trimmed_path(request.args.get("returnTo", "")))


@app.route("/signin/next-tidied")
def signin_next_tidied():
    target = request.args.get("next", "")
    parsed = urlparse(target.replace("\\", "/"))
    if not target.startswith("/") or target.startswith("//") or parsed.scheme or parsed.netloc:
        target = url_for("index")
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/signin/next-tidied-unchecked")
def signin_next_tidied_unchecked():
    target = request.args.get("next", "")
    parsed = urlparse(target.replace("\\", "/"))
    app.logger.info("next path %s", parsed.path)
    # ruleid: python-open-redirect-taint
    return redirect(target)


PORTAL_ROOT = "https://portal.example.com/"
PORTAL_HOSTS = {"portal.example.com", "help.example.com"}


def resolve_continue(raw):
    absolute = urljoin(PORTAL_ROOT, raw)
    parts = urlsplit(absolute)
    if parts.scheme != "https" or parts.hostname not in PORTAL_HOSTS:
        return PORTAL_ROOT
    return absolute


def join_continue(raw):
    absolute = urljoin(PORTAL_ROOT, raw)
    parts = urlsplit(absolute)
    app.logger.info("continue to %s", parts.hostname)
    return absolute


@app.route("/portal/continue")
def portal_continue():
    # ok: python-open-redirect-taint
    return redirect(resolve_continue(request.args.get("to", "")))


@app.route("/portal/continue-joined")
def portal_continue_joined():
    # ruleid: python-open-redirect-taint
    return redirect(join_continue(request.args.get("to", "")))


RETURN_HOSTS = {"shop": "shop.example.com", "docs": "docs.example.com"}


class ReturnTargets:
    def checked(self, site, raw):
        parts = urlsplit(raw)
        if parts.netloc != RETURN_HOSTS.get(site):
            raise ValueError("return host not registered")
        return raw

    def tidied(self, site, raw):
        parts = urlsplit(raw)
        if parts.scheme not in ("http", "https"):
            raise ValueError("web links only")
        return raw


return_targets = ReturnTargets()


@app.route("/sites/return")
def site_return():
    target = return_targets.checked(request.args["site"], request.args["to"])
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/sites/return/any")
def site_return_any():
    target = return_targets.tidied(request.args["site"], request.args["to"])
    # ruleid: python-open-redirect-taint
    return redirect(target)


class RedirectPolicy:
    def __init__(self, request):
        self.request = request

    def resolve(self, candidate):
        if candidate and url_has_allowed_host_and_scheme(candidate, allowed_hosts={self.request.get_host()}):
            return candidate
        return "/"

    def remember(self, candidate):
        return candidate or "/"


def sign_out(request: HttpRequest):
    # a method of a class of the file that asks Django whether the host is allowed
    # ok: python-open-redirect-taint
    return dj_redirect(RedirectPolicy(request).resolve(request.POST.get("next", "")))


def sign_out_loose(request: HttpRequest):
    # ruleid: python-open-redirect-taint
    return dj_redirect(RedirectPolicy(request).remember(request.POST.get("next", "")))


class ReturnUrlMixin:
    def get_return_url(self, request):
        return request.GET.get("next") or "/"

    def get_checked_return_url(self, request):
        target = request.GET.get("next", "")
        if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
            return target
        return "/"


class SignOutView(ReturnUrlMixin, View):
    def get(self, request):
        django_logout(request)
        # ruleid: python-open-redirect-taint
        return HttpResponseRedirect(self.get_return_url(request))

    def post(self, request):
        django_logout(request)
        # ok: python-open-redirect-taint
        return HttpResponseRedirect(self.get_checked_return_url(request))


PENDING_LOGINS: dict[str, dict] = {}


@app.route("/sso/callback")
def sso_callback():
    # what the server kept under the client's key, not the key
    pending = PENDING_LOGINS.pop(request.args.get("state", ""), None)
    if pending is None:
        return "unknown state", 400
    # ok: python-open-redirect-taint
    return redirect(pending["return_to"])


@app.route("/sso/cancel")
def sso_cancel():
    params = dict(request.args)
    target = params.pop("return_to", "/")
    # ruleid: python-open-redirect-taint
    return redirect(target)


import logging  # noqa: E402

redirect_log = logging.getLogger("redirects")


def django_sign_out_logged(request: HttpRequest):
    target = request.GET.get("return_to") or "/"
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        redirect_log.warning("off-site return %s", target)
    # ruleid: python-open-redirect-taint
    return dj_redirect(target)


def django_sign_out_refused(request: HttpRequest):
    target = request.GET.get("return_to") or "/"
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        redirect_log.warning("refused an off-site return %s", target)
        return dj_redirect("/")
    # ok: python-open-redirect-taint
    return dj_redirect(target)


def django_sign_out_logged_result(request: HttpRequest):
    target = request.GET.get("return_to") or "/"
    allowed = url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()})
    if not allowed:
        redirect_log.warning("off-site return %s", target)
    # ruleid: python-open-redirect-taint
    return dj_redirect(target)


def django_sign_out_refused_result(request: HttpRequest):
    target = request.GET.get("return_to") or "/"
    allowed = url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()})
    if not allowed:
        redirect_log.warning("refused an off-site return %s", target)
        target = "/"
    # ok: python-open-redirect-taint
    return dj_redirect(target)


# "//evil.example" starts with a slash too
def next_on_this_site():
    wanted = request.args.get("next") or request.form.get("next") or ""
    if wanted.startswith("/"):
        return wanted
    return url_for("index")


def next_on_this_site_checked():
    wanted = request.args.get("next") or ""
    if wanted.startswith("/") and not wanted.startswith(("//", "/\\")):
        return wanted
    return url_for("index")


def next_in_partner_domain(fallback):
    wanted = request.values.get("next", "")
    # "https://evil.example/?shop.example.com" holds the name too
    if wanted and "shop.example.com" in wanted:
        return wanted
    return fallback


def next_unless_offsite(default):
    wanted = request.values.get("next") or default
    # turned away unless it starts with a slash, which an off-site address can too
    if not wanted.startswith("/"):
        return default
    return wanted


def next_unless_offsite_checked(default):
    wanted = request.values.get("next") or default
    if not wanted.startswith("/") or wanted.startswith(("//", "/\\")):
        return default
    return wanted


@app.route("/signed-in-unless")
def signed_in_unless():
    # ruleid: python-open-redirect-taint
    return redirect(next_unless_offsite(url_for("index")))


@app.route("/signed-in-unless-checked")
def signed_in_unless_checked():
    # ok: python-open-redirect-taint
    return redirect(next_unless_offsite_checked(url_for("index")))


@app.route("/signed-in")
def signed_in():
    # ruleid: python-open-redirect-taint
    return redirect(next_on_this_site())


@app.route("/signed-in-checked")
def signed_in_checked():
    # ok: python-open-redirect-taint
    return redirect(next_on_this_site_checked())


@app.route("/signed-in-partner")
def signed_in_partner():
    # ruleid: python-open-redirect-taint
    return redirect(next_in_partner_domain(url_for("index")))


class PortalSignOutView(View):
    def return_target(self, request):
        wanted = request.POST.get("return_to") or ""
        if settings.PRIMARY_DOMAIN in wanted:
            return wanted
        return reverse("landing")

    def checked_target(self, request):
        wanted = request.POST.get("return_to") or ""
        if url_has_allowed_host_and_scheme(wanted, allowed_hosts={request.get_host()}):
            return wanted
        return reverse("landing")

    def post(self, request, *args, **kwargs):
        django_logout(request)
        # ruleid: python-open-redirect-taint
        return HttpResponseRedirect(self.return_target(request))

    def put(self, request, *args, **kwargs):
        django_logout(request)
        # ok: python-open-redirect-taint
        return HttpResponseRedirect(self.checked_target(request))


# BEGIN fragment dependency-parameter-cases source=request sink=redirect(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-open-redirect-taint
        redirect(acting.strip())
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-open-redirect-taint
    redirect(str(page))
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-open-redirect-taint
    redirect(slug)
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-open-redirect-taint
    redirect(chosen["region"])
    # ok: python-open-redirect-taint
    redirect(fixed["region"])
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-open-redirect-taint
    redirect(x_token)
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-open-redirect-taint
    redirect(code)
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
    # ruleid: python-open-redirect-taint
    redirect(team["team"])
    # a dependency that returns text it matched whole against a pattern
    # ok: python-open-redirect-taint
    redirect(slug)
    # ok: python-open-redirect-taint
    redirect(owner)
    return {}
# END fragment dependency-parameter-cases


CHECKOUT_STEPS = {"cart": "cart_view", "shipping": "shipping_view"}


def checkout_step_url(name):
    return url_for(CHECKOUT_STEPS.get(name, "cart_view"), step=name)


def checkout_next_url(name):
    if name.startswith("http"):
        return name
    return url_for("cart_view")


@app.post("/checkout/continue")
def checkout_continue():
    # a helper whose only return is a URL of this app's router
    # ok: python-open-redirect-taint
    first = redirect(checkout_step_url(request.form.get("step", "cart")))
    # ruleid: python-open-redirect-taint
    second = redirect(checkout_next_url(request.form.get("next", "")))
    return first if request.form.get("step") else second
