import sqlite3
import uuid

from django.contrib import auth
from django.shortcuts import get_object_or_404
from pydantic import BaseModel
from flask import Flask, request, session

from .models import Coupon, Membership, db

app = Flask(__name__)
ROLES = {"viewer", "editor"}


@app.route("/preferences", methods=["POST"])
def preferences():
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = request.form["role"]
    return "saved"


@app.route("/login/<account>")
def switch_account(account):
    # ruleid: python-trust-boundary-session-taint
    session["account_id"] = account
    return "switched"


def django_impersonate(request):
    # ruleid: python-trust-boundary-session-taint
    request.session["user_id"] = request.POST.get("user_id")


@app.route("/preferences-safe", methods=["POST"])
def preferences_safe():
    role = request.form["role"]
    if role not in ROLES:
        return "bad role", 400
    # ok: python-trust-boundary-session-taint
    session["user_role"] = role
    return "saved"


@app.route("/page-size", methods=["POST"])
def page_size():
    # ok: python-trust-boundary-session-taint
    session["page_size"] = int(request.form["size"])
    return "saved"


def django_theme(request):
    # ok: python-trust-boundary-session-taint
    request.session["theme"] = "dark"


@app.route("/login", methods=["POST"])
def login():
    user = authenticate(request.form["name"], request.form["password"])
    # ok: python-trust-boundary-session-taint
    session["user_id"] = user.id
    return "welcome"


class Preferences(BaseModel):
    theme: str


@app.route("/zoom", methods=["POST"])
def zoom():
    # ok: python-trust-boundary-session-taint
    session["zoom"] = float(request.form["zoom"])
    # ok: python-trust-boundary-session-taint
    session["compact"] = bool(request.form.get("compact"))
    # ok: python-trust-boundary-session-taint
    session["cart_id"] = uuid.UUID(request.form["cart"])
    return "saved"


@app.route("/settings", methods=["POST"])
def settings():
    # ok: python-trust-boundary-session-taint
    session["settings"] = SETTINGS_SCHEMA.load(request.get_json())
    # ok: python-trust-boundary-session-taint
    session["prefs"] = Preferences.model_validate(request.get_json()).theme
    # ok: python-trust-boundary-session-taint
    session["legacy_prefs"] = Preferences.parse_obj(request.get_json()).theme
    return "saved"


def django_signup(request):
    form = SignupForm(request.POST)
    if form.is_valid():
        # ok: python-trust-boundary-session-taint
        request.session["plan"] = form.cleaned_data["plan"]
    user = auth.authenticate(request, username=request.POST["name"], password=request.POST["password"])
    # ok: python-trust-boundary-session-taint
    request.session["user_pk"] = user.pk


def django_team(request):
    team = get_object_or_404(Team, slug=request.GET["team"])
    # ok: python-trust-boundary-session-taint
    request.session["team_id"] = team.id
    member = Member.objects.get(email=request.GET["email"])
    # ok: python-trust-boundary-session-taint
    request.session["member_id"] = member.id


@app.route("/switch", methods=["POST"])
def switch():
    account = Account.query.get(request.form["account"])
    # ok: python-trust-boundary-session-taint
    session["account"] = account.id
    owner = Account.query.filter_by(email=request.form["email"]).first()
    # ok: python-trust-boundary-session-taint
    session["owner"] = owner.id
    project = db.session.get(Project, request.form["project"])
    # ok: python-trust-boundary-session-taint
    session["project"] = project.id
    return "switched"


def choose_workspace(request):
    workspace = Workspace.objects.filter(members=request.user, slug=request.GET["workspace"]).first()
    if workspace is None:
        return None
    # ok: python-trust-boundary-session-taint
    request.session["workspace_id"] = workspace.pk
    # ruleid: python-trust-boundary-session-taint
    request.session["workspace_hint"] = request.GET["workspace"]
    return workspace


GRANTED_SCOPES = {"read", "write"}


def remember_scope(scope):
    session["scope"] = scope


@app.route("/scope", methods=["POST"])
def scope():
    # ruleid: python-trust-boundary-session-taint
    remember_scope(request.form["scope"])
    return "ok"


@app.route("/scope-checked", methods=["POST"])
def scope_checked():
    requested = request.form["scope"]
    # ok: python-trust-boundary-session-taint
    remember_scope(requested if requested in GRANTED_SCOPES else "read")
    return "ok"


@app.route("/prefs", methods=["PUT"])
def prefs():
    body = request.get_json()
    # ruleid: python-trust-boundary-session-taint
    session.update({"theme": body["theme"]})
    # ok: python-trust-boundary-session-taint
    session.update({"prefs_saved": True})
    return "ok"


def django_wizard(request):
    answers = {field: request.POST[field] for field in ("name", "team") if field in request.POST}
    # ruleid: python-trust-boundary-session-taint
    request.session["wizard"] = answers
    counts = {field: 1 for field in ("name", "team")}
    # ok: python-trust-boundary-session-taint
    request.session["wizard_counts"] = counts
    return answers


@app.route("/sso", methods=["POST"])
def sso():
    identity = verify_saml_response(request.form["SAMLResponse"])
    # ok: python-trust-boundary-session-taint
    session["user_id"] = identity.user_id
    return "ok"


@app.route("/lang/<code>")
def language(code):
    # ok: python-trust-boundary-session-taint
    session["lang"] = code if code in ("en", "de") else "en"
    # the conditional picks a value; `code` itself stays as the client sent it
    # ruleid: python-trust-boundary-session-taint
    session["lang_requested"] = code
    return "ok"


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
from flask import session  # noqa: E402
# BEGIN fragment decidable-flow-cases source=request sink=session["user_role"] = VALUE
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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


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
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table["fixed"]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table.get("fixed")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table["user"]


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table.get("fixed")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table["user"]


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table[FLOW_KEY]


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table["fixed"]


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table["fixed"]


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table["fixed"]


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = items[0]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = items[1]


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = items[-1]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = items[-2]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = items[-3]


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = items[-1]


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-trust-boundary-session-taint
    session["user_role"] = items[1]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table["fixed"]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table["asked"]


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = items[1]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = items[0]


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = items[0]


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = items[0]


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = items[0]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = items[1]


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = trimmed_text(value)


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = prefixed_text(value)


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = str(count)


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-trust-boundary-session-taint
    session["user_role"] = digest


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = parts["chosen"]


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-trust-boundary-session-taint
    session["user_role"] = parts["chosen"]


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = merged


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = f"report-{when}"


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-trust-boundary-session-taint
    session["user_role"] = f"report-{when:%Y%m%d}"


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-trust-boundary-session-taint
    session["user_role"] = kept


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-trust-boundary-session-taint
    session["user_role"] = kept


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = kept


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


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
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = parts[1]


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = parts[0]


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-trust-boundary-session-taint
    session["user_role"] = parts[0] + parts[2]


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = parts[0]


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = parts[-1]


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-trust-boundary-session-taint
    session["user_role"] = options[selector]


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = options[selector]


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = default


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-trust-boundary-session-taint
    session["user_role"] = resolved_text(value)


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = passed_on_text(value)


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-trust-boundary-session-taint
    session["user_role"] = FlowDefaults.choose(value) + FlowDefaults.pick(value)


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = FlowDefaults.keep(value)


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-trust-boundary-session-taint
    session["user_role"] = value.choice.value


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = value.label


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = text


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-trust-boundary-session-taint
    session["user_role"] = text


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = text
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=session["user_role"] = VALUE
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = value


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = value


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = value


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = value


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = value


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = value


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = "".join(parts)


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-trust-boundary-session-taint
    session["user_role"] = "".join(parts)


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = picked["q"]


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = renamed["name"]


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-trust-boundary-session-taint
    session["user_role"] = str(sizes["q"])


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = prefs["role"]


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-trust-boundary-session-taint
    session["user_role"] = counted["q"]
# END fragment collection-propagator-cases


# BEGIN fragment table-helper-cases source=request sink=session["user_role"] = VALUE
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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = picked


@app.route("/flow/t2")
def flow_t2():
    value = request.args.get("v", "")
    picked = table_column(value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = picked


@app.route("/flow/t3")
def flow_t3():
    value = request.args.get("v", "")
    picked = table_prefix(value)
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = picked


@app.route("/flow/t4")
def flow_t4():
    value = request.args.get("v", "")
    picked = table_first_part(value)
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = picked


@app.route("/flow/t5")
def flow_t5():
    value = request.args.get("v", "")
    low, count = table_numbers(value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = "%r %r" % (low, count)



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
        # ok: python-trust-boundary-session-taint
        session["user_role"] = picked
        # the table's item alone formatted into literal text, or returned as it is
        # ok: python-trust-boundary-session-taint
        session["user_role"] = self.order_by(value)
        # ok: python-trust-boundary-session-taint
        session["user_role"] = self.sort_of(value)
        # ruleid: python-trust-boundary-session-taint
        session["user_role"] = self.order_by_raw(value)


def table_order_by(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}"


def table_order_by_raw(raw):
    return f"ORDER BY {TABLE_SORTS[raw]}, {raw}"


@app.route("/flow/t12")
def flow_t12():
    value = request.args.get("v", "")
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table_order_by(value)
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table_order_by_raw(value)


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = picked


@app.route("/flow/t7")
def flow_t7():
    value = request.args.get("v", "")
    picked = TableTheme[value]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = picked.value


@app.route("/flow/t8")
def flow_t8():
    value = request.args.get("v", "")
    prefs = TablePrefs(locale=value, label=value)
    # ok: python-trust-boundary-session-taint
    session["user_role"] = prefs.locale
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = prefs.label


@app.route("/flow/t9")
def flow_t9():
    value = request.args.get("v", "")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = TableBox(value).raw


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table_sort(value)


@app.route("/flow/t11")
def flow_t11():
    value = request.args.get("v", "")
    # an object whose maker turns away a value that does not match whole
    # ok: python-trust-boundary-session-taint
    session["user_role"] = TableCode(value).code
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = TableLoose(value).code


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
    # ok: python-trust-boundary-session-taint
    session["user_role"] = table_target(value, "AB-1234")
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = table_target_loose(value, "AB-1234")


@app.route("/flow/t14")
def flow_t14():
    value = request.args.get("v", "")
    # the conditional expression that keeps the value only when it matches whole
    picked = value if TABLE_CODE.fullmatch(value) else "AB-0000"
    # ok: python-trust-boundary-session-taint
    session["user_role"] = picked
    negated = "AB-0000" if not TABLE_CODE.fullmatch(value) else value
    # ok: python-trust-boundary-session-taint
    session["user_role"] = negated
    prefixed = value if TABLE_CODE.match(value) else "AB-0000"
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = prefixed
# END fragment table-helper-cases
# BEGIN fragment hidden-request-read-cases source=request sink=session["user_role"] = VALUE
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = head


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = head


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = head


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = head


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = head


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = str(sizes[0])
# END fragment hidden-request-read-cases


# a token's claims once jwt.decode checked its signature
import jwt  # noqa: E402


@app.route("/sso/callback")
def sso_callback():
    claims = jwt.decode(request.args["token"], "server-key", algorithms=["HS256"])
    # ok: python-trust-boundary-session-taint
    session["subject"] = claims["sub"]
    # ruleid: python-trust-boundary-session-taint
    session["requested_role"] = request.args["role"]


import itsdangerous  # noqa: E402
from django.core import signing  # noqa: E402

invites = itsdangerous.URLSafeTimedSerializer("server-key", salt="team-invite")
referrals = itsdangerous.TimestampSigner("server-key", salt="referral")


@app.route("/invites/accept")
def accept_invite():
    # what the server signed comes back with its signature checked
    claims = invites.loads(request.args["token"], max_age=3600)
    # ok: python-trust-boundary-session-taint
    session["team_id"] = claims["team_id"]
    payload = signing.loads(request.args["ticket"], salt="support", max_age=600)
    # ok: python-trust-boundary-session-taint
    session["ticket"] = payload["id"]
    # ok: python-trust-boundary-session-taint
    session["referrer"] = referrals.unsign(request.args["ref"], max_age=86400)
    # loaded without checking the signature
    _, hint = invites.loads_unsafe(request.args["hint"])
    # ruleid: python-trust-boundary-session-taint
    session["hint"] = hint


from django.http import HttpRequest, JsonResponse  # noqa: E402


def support_session(request: HttpRequest):
    customer = request.headers.get("X-Support-Customer")
    # ruleid: python-trust-boundary-session-taint
    request.session["acting_user_id"] = customer
    return JsonResponse({"ok": True})


def remember_upstream_etag(request: HttpRequest):
    import requests

    upstream = requests.get("https://api.example.com/catalog", timeout=5)
    # a response's headers are not the request's
    # ok: python-trust-boundary-session-taint
    request.session["catalog_etag"] = upstream.headers.get("ETag")
    return JsonResponse({"ok": True})


from aiohttp import web  # noqa: E402
from aiohttp_session import get_session  # noqa: E402


async def save_preferences(request: web.Request):
    store = await get_session(request)
    form = await request.post()
    for key, value in form.items():
        # ruleid: python-trust-boundary-session-taint
        store[key] = value
    return web.json_response({"ok": True})


async def save_theme(request: web.Request):
    store = await get_session(request)
    theme = request.query.get("theme", "light")
    if theme not in ("light", "dark"):
        theme = "light"
    # ok: python-trust-boundary-session-taint
    store["theme"] = theme
    return web.json_response({"ok": True})


BLOCKED_ROLES = {"admin", "owner"}


@app.route("/role-denied", methods=["POST"])
def choose_role_denied():
    role = request.form.get("role", "viewer")
    if role in BLOCKED_ROLES:
        return "no", 403
    # a deny-list leaves every other role through
    # ruleid: python-trust-boundary-session-taint
    session["role"] = role
    return "ok"


@app.route("/login-by-email", methods=["POST"])
def login_by_email():
    user = find_user_by_email(request.form.get("email", ""))
    if user is None:
        return "no", 401
    # the id of the record the server looked up
    # ok: python-trust-boundary-session-taint
    session["user_id"] = user.id
    return "ok"


@app.route("/claim-id", methods=["POST"])
def claim_id():
    data = request.get_json()
    # an attribute of the request's own data
    # ruleid: python-trust-boundary-session-taint
    session["account_id"] = data.account_id
    return "ok"


from rest_framework import serializers  # noqa: E402


def cart_total_view(request):
    lines = CartLineSerializer(data=request.data, many=True)
    lines.is_valid(raise_exception=True)
    # ok: python-trust-boundary-session-taint
    request.session["cart_lines"] = lines.validated_data
    return JsonResponse({"ok": True})


@app.post("/login/by-email")
def login_by_email():
    email = request.form["email"]
    user = app.config["USERS"].find_by_email(email)
    # ok: python-trust-boundary-session-taint
    session["display_name"] = user.display_name
    payload = request.get_json()
    profile = payload.get("profile")
    # ruleid: python-trust-boundary-session-taint
    session["profile"] = profile
    return "ok"


from starlette.responses import JSONResponse  # noqa: E402


async def switch_user(request):
    user_id = request.query_params.get("user_id")
    # ruleid: python-trust-boundary-session-taint
    request.session["user_id"] = user_id
    return JSONResponse({"user_id": user_id})


async def switch_theme(request):
    theme = request.query_params.get("theme")
    # ok: python-trust-boundary-session-taint
    request.session["theme"] = theme if theme in {"light", "dark"} else "light"
    return JSONResponse({"theme": request.session["theme"]})


SORT_CHOICES = ("newest", "oldest", "price")


def coerce_sort(raw):
    if raw not in SORT_CHOICES:
        raise ValueError("unknown sort order")
    return raw


def lenient_sort(raw):
    if raw not in SORT_CHOICES:
        app.logger.info("unusual sort order %s", raw)
    return raw.strip()


@app.route("/listing/sort", methods=["POST"])
def listing_sort():
    # ok: python-trust-boundary-session-taint
    session["sort"] = coerce_sort(request.form["sort"])
    return "ok"


@app.route("/listing/sort-any", methods=["POST"])
def listing_sort_any():
    # ruleid: python-trust-boundary-session-taint
    session["sort"] = lenient_sort(request.form["sort"])
    return "ok"


class Accounts:
    def lookup(self, username):
        return {"id": 1, "username": username, "role": "member"}


accounts = Accounts()


def establish_session(user):
    session["user"] = user


@app.route("/login-record", methods=["POST"])
def login_with_record():
    record = accounts.lookup(request.form["username"])
    # ok: python-trust-boundary-session-taint
    establish_session(record)
    return "ok"


@app.route("/login-form", methods=["POST"])
def login_with_form():
    # ruleid: python-trust-boundary-session-taint
    establish_session(request.form.to_dict())
    return "ok"


@app.route("/login-row", methods=["POST"])
def login_with_row():
    username = request.form.get("username", "")
    with sqlite3.connect("app.db") as conn:
        row = conn.execute("SELECT id, is_admin FROM users WHERE username = ?", (username,)).fetchone()
    if row is None:
        return "no", 401
    # ok: python-trust-boundary-session-taint
    session["user_id"] = row[0]
    # ruleid: python-trust-boundary-session-taint
    session["login_name"] = username
    return "ok"


class PreferenceValidator:
    def __init__(self, languages):
        self.languages = languages

    def language(self, raw):
        code = (raw or "").strip().lower()
        if code not in self.languages:
            raise ValueError("unsupported language")
        return code

    def label(self, raw):
        code = (raw or "").strip().lower()
        if code not in self.languages:
            raise ValueError("unsupported language")
        return raw


@app.route("/preferences/language", methods=["POST"])
def set_language():
    validator = PreferenceValidator({"en", "fr", "de"})
    try:
        language = validator.language(request.form.get("language"))
        label = validator.label(request.form.get("language"))
    except ValueError:
        return "bad", 400
    # ok: python-trust-boundary-session-taint
    session["language"] = language
    # ruleid: python-trust-boundary-session-taint
    session["language_label"] = label
    return "ok"


LOCALES = {"en": "en", "de": "de", "pt-br": "pt_BR"}


def pick_locale(raw):
    code = (raw or "").strip().lower()
    return LOCALES.get(code, "en")


def echo_locale(raw):
    code = (raw or "").strip().lower()
    return LOCALES.get(code, code)


@app.route("/locale", methods=["POST"])
def set_locale():
    # ok: python-trust-boundary-session-taint
    session["locale"] = pick_locale(request.form.get("lang"))
    # ruleid: python-trust-boundary-session-taint
    session["locale_raw"] = echo_locale(request.form.get("lang"))
    return "ok"


def find_membership(user, org_id):
    for org in [{"id": 1, "owner": user}]:
        if str(org["id"]) == org_id:
            return org
    return None


def get_form_value(name):
    return request.form.get(name)


@app.route("/orgs/switch", methods=["POST"])
def switch_org():
    org = find_membership(session.get("user"), request.form.get("org_id"))
    if org is None:
        return "forbidden", 403
    # ok: python-trust-boundary-session-taint
    session["active_org"] = org["id"]
    wanted = get_form_value(request.form.get("field", "org"))
    # ruleid: python-trust-boundary-session-taint
    session["wanted_org"] = wanted["id"]
    return "ok"


def load_cart():
    return list(session.get("cart", []))


@app.route("/cart/add", methods=["POST"])
def cart_add():
    lines = load_cart()
    lines.append({"sku": request.form["sku"], "unit_price": request.form["price"]})
    # ruleid: python-trust-boundary-session-taint
    session["cart"] = lines
    return "ok"


def cart_line(form):
    quantity = int(form.get("quantity", "1"))
    return {"sku": form.get("sku"), "quantity": quantity, "price": form.get("price")}


@app.route("/cart/lines", methods=["POST"])
def add_cart_line():
    cart = session.get("cart", [])
    # a conversion inside the helper leaves the price the client's
    cart.append(cart_line(request.form))
    # ruleid: python-trust-boundary-session-taint
    session["cart"] = cart
    return "ok"


class Memberships:
    def __init__(self, user):
        self.user = user

    def for_team(self, team_id):
        return Membership.objects.filter(user=self.user, team_id=team_id).first()


def discount_for(db, code):
    coupon = db.query(Coupon).filter_by(code=code).one_or_none()
    return None if coupon is None else {"coupon": coupon.code, "percent": coupon.percent}


@app.route("/teams/active", methods=["POST"])
def set_active_team():
    membership = Memberships(request.user).for_team(request.form["team"])
    # a record a method of the file looked up
    # ok: python-trust-boundary-session-taint
    session["team_role"] = membership.role
    discount = discount_for(db, request.form["code"])
    # ok: python-trust-boundary-session-taint
    session["discount"] = discount
    return "ok"


class TeamSwitch:
    def membership(self, team_id):
        return Membership.objects.filter(team_id=team_id).first()

    def post(self):
        membership = self.membership(request.form["team"])
        # a record a method of the handler looked up
        # ok: python-trust-boundary-session-taint
        session["team_role"] = membership.role


SUPPORTED_LOCALES = ("en", "de", "fr")


def normalize_locale(raw):
    code = (raw or "").split("-")[0].lower()
    return code if code in SUPPORTED_LOCALES else "en"


def shorten_locale(raw):
    code = (raw or "").split("-")[0].lower()
    return code if code else "en"


@app.post("/preferences/locale")
def set_locale():
    # a helper of the file that returns the value only when it is allowed
    # ok: python-trust-boundary-session-taint
    session["locale"] = normalize_locale(request.form.get("locale"))
    # ruleid: python-trust-boundary-session-taint
    session["short_locale"] = shorten_locale(request.form.get("locale"))
    return "ok"


class OrgContext:
    def __init__(self, req):
        self.req = req

    def activate(self, org_id):
        self.req.session["active_org_id"] = org_id

    def reset(self):
        self.req.session["active_org_id"] = None


@app.post("/orgs/switch")
def switch_org():
    # a method of a class of the file that stores its parameter in the session
    # ruleid: python-trust-boundary-session-taint
    OrgContext(request).activate(request.form.get("org_id"))
    context = OrgContext(request)
    # ruleid: python-trust-boundary-session-taint
    context.activate(request.form.get("org_id"))
    # ok: python-trust-boundary-session-taint
    context.reset()
    # ok: python-trust-boundary-session-taint
    context.activate(int(request.form.get("org_id", "0")))
    return "ok"


@app.post("/preferences/ui")
def update_ui_preferences():
    # a helper defined further down that turns away values no allow-list holds
    # ok: python-trust-boundary-session-taint
    session["ui"] = clean_ui_preferences(request.form)
    # ruleid: python-trust-boundary-session-taint
    session["ui_raw"] = copy_ui_preferences(request.form)
    return "ok"


def copy_ui_preferences(data):
    return {name: data.get(name) for name in ("theme", "density")}


def clean_ui_preferences(data):
    cleaned = {}
    for name, allowed in UI_CHOICES.items():
        value = data.get(name)
        if value not in allowed:
            return None
        cleaned[name] = value
    return cleaned


UI_CHOICES = {"theme": {"light", "dark"}, "density": {"compact", "comfortable"}}


WORKSPACE_MEMBERS = {"u-100": {"acme", "globex"}, "u-200": {"initech"}}


async def switch_workspace(request):
    form = await request.form()
    workspace = str(form.get("workspace", ""))
    if workspace not in WORKSPACE_MEMBERS.get(request.session.get("user_id"), set()):
        return JSONResponse({"error": "not a member"}, status_code=403)
    # ok: python-trust-boundary-session-taint
    request.session["workspace"] = workspace
    return JSONResponse({"workspace": workspace})


async def switch_workspace_offered(request):
    form = await request.form()
    workspace = str(form.get("workspace", ""))
    # the client's own list of choices allows nothing
    if workspace not in form.getlist("offered"):
        return JSONResponse({"error": "not offered"}, status_code=403)
    # ruleid: python-trust-boundary-session-taint
    request.session["workspace"] = workspace
    return JSONResponse({"workspace": workspace})


from django.views import View  # noqa: E402


class ActiveAccountMixin:
    def remember(self, request, account_id):
        request.session["active_account_id"] = account_id

    def forget(self, request):
        request.session["active_account_id"] = None


class SwitchAccountView(ActiveAccountMixin, View):
    def post(self, request):
        account_id = request.POST.get("account_id", "").strip()
        # ruleid: python-trust-boundary-session-taint
        self.remember(request, account_id)
        # ok: python-trust-boundary-session-taint
        self.remember(request, int(account_id))
        # ok: python-trust-boundary-session-taint
        self.forget(request)
        return JsonResponse({"ok": True})


ROLE_AUDIT = []


@app.route("/workspace/role", methods=["POST"])
def choose_role_logged():
    requested = request.form.get("role", "viewer").strip().lower()
    permitted = requested in ROLES
    ROLE_AUDIT.append({"role": requested, "permitted": permitted})
    # ruleid: python-trust-boundary-session-taint
    session["role"] = requested
    return "ok"


@app.route("/workspace/role-checked", methods=["POST"])
def choose_role_checked():
    requested = request.form.get("role", "viewer").strip().lower()
    permitted = requested in ROLES
    ROLE_AUDIT.append({"role": requested, "permitted": permitted})
    if not permitted:
        return "forbidden", 403
    # ok: python-trust-boundary-session-taint
    session["role"] = requested
    return "ok"


def clamped_page_size(raw):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        return 25
    return max(10, min(value, 100))


def trimmed_page_size(raw):
    return (raw or "25").strip()


class ListingLine:
    def __init__(self, sku, quantity):
        self.sku = sku
        self.quantity = quantity


def page_number(raw):
    return max(1, int(raw or "1"))


def listing_line_inline(form):
    return ListingLine(sku=form.get("sku", ""), quantity=int(form.get("quantity", "1")))


def listing_line(form):
    quantity = int(form.get("quantity", "1"))
    return ListingLine(sku=form.get("sku", ""), quantity=quantity)


@app.route("/listing/settings", methods=["POST"])
def listing_settings():
    # ok: python-trust-boundary-session-taint
    session["page_size"] = clamped_page_size(request.form.get("page_size"))
    # ruleid: python-trust-boundary-session-taint
    session["page_label"] = trimmed_page_size(request.form.get("page_size"))
    # ruleid: python-trust-boundary-session-taint
    session["line"] = listing_line(request.form)
    # ruleid: python-trust-boundary-session-taint
    session["inline"] = listing_line_inline(request.form)
    # ok: python-trust-boundary-session-taint
    session["page"] = page_number(request.form.get("page"))
    return "ok"


PREVIEW_ROLES = ("viewer", "editor")


@app.route("/account/preview-as", methods=["POST"])
def preview_as():
    wanted = request.form.get("role", "viewer")
    chosen = request.form.get("theme", "light")
    if wanted not in PREVIEW_ROLES:
        app.logger.warning("preview requested for role %r", wanted)
    # a refusal that only logs lets the value through
    # ruleid: python-trust-boundary-session-taint
    session["effective_role"] = wanted
    if chosen not in PREVIEW_ROLES:
        app.logger.warning("unknown theme %r", chosen)
        chosen = "light"
    # ok: python-trust-boundary-session-taint
    session["theme"] = chosen
    return "ok"


from django.core.exceptions import PermissionDenied  # noqa: E402
from django.shortcuts import redirect as django_redirect  # noqa: E402


def select_team(request):
    slug = request.POST.get("team", "").strip()
    membership = Membership.objects.filter(user=request.user, team__slug=slug, active=True).first()
    if membership is None:
        raise PermissionDenied
    # a key the server found the user's membership for
    # ok: python-trust-boundary-session-taint
    request.session["active_team"] = slug
    return django_redirect("dashboard")


def select_team_logged(request):
    slug = request.POST.get("team", "").strip()
    membership = Membership.objects.filter(team__slug=slug).first()
    if membership is None:
        app.logger.info("no membership for %s", slug)
    # looked up, but the answer changed nothing
    # ruleid: python-trust-boundary-session-taint
    request.session["active_team"] = slug
    return django_redirect("dashboard")


def select_project(request):
    key = request.POST["project"]
    project = get_object_or_404(Project, key=key, owner=request.user)
    # ok: python-trust-boundary-session-taint
    request.session["project_key"] = key
    return django_redirect(project.get_absolute_url())


from sanic import Sanic  # noqa: E402

sanic_app = Sanic("onboarding")


@sanic_app.post("/onboarding/profile")
async def save_profile(request):
    sess = request.ctx.session
    body = request.json or {}
    # ruleid: python-trust-boundary-session-taint
    sess["org_role"] = body.get("role", "member")
    # ok: python-trust-boundary-session-taint
    sess["onboarded"] = True
    # ruleid: python-trust-boundary-session-taint
    request.ctx.session["team"] = body.get("team")
    return None


# BEGIN fragment dependency-parameter-cases source=request sink=session["user_role"] = VALUE
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-trust-boundary-session-taint
        session["user_role"] = acting.strip()
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-trust-boundary-session-taint
    session["user_role"] = str(page)
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-trust-boundary-session-taint
    session["user_role"] = slug
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = chosen["region"]
    # ok: python-trust-boundary-session-taint
    session["user_role"] = fixed["region"]
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = x_token
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-trust-boundary-session-taint
    session["user_role"] = code
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
    # ruleid: python-trust-boundary-session-taint
    session["user_role"] = team["team"]
    # a dependency that returns text it matched whole against a pattern
    # ok: python-trust-boundary-session-taint
    session["user_role"] = slug
    # ok: python-trust-boundary-session-taint
    session["user_role"] = owner
    return {}
# END fragment dependency-parameter-cases
