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
