import uuid

from django.contrib import auth
from django.shortcuts import get_object_or_404
from pydantic import BaseModel
from flask import Flask, request, session

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
    # the check clears `code` for the rest of the function, not only inside the conditional
    # todoruleid: python-trust-boundary-session-taint
    session["lang_requested"] = code
    return "ok"
