from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "dev"


def landing_page(args):
    target = args.get("next") or args.get("return_to")
    return target or url_for("dashboard")


@app.route("/login", methods=["POST"])
def login():
    if request.form.get("password") != "open-sesame":
        return "denied", 401
    session["user"] = "demo"
    return redirect(landing_page(request.args))


@app.route("/dashboard")
def dashboard():
    return "dashboard"
