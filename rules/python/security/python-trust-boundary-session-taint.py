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
