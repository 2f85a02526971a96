from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.config.from_prefixed_env()
USERS = {"demo": "correct horse battery staple"}


def landing_for(args):
    target = args.get("next") or args.get("return_to")
    if not target:
        return url_for("dashboard")
    return target


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    if USERS.get(username) != request.form.get("password"):
        return "invalid credentials", 401
    session["user"] = username
    return redirect(landing_for(request.args))


@app.route("/dashboard")
def dashboard():
    return "welcome"
