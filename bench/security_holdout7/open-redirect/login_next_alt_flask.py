from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "dev-only-key"
USERS = {"gina": "blue-meadow-77"}


@app.route("/login", methods=["POST"])
def login_next():
    username = request.form.get("username", "")
    if USERS.get(username) != request.form.get("password"):
        return redirect(url_for("login_next", error="1"))
    session["user"] = username
    next_url = request.args.get("next") or request.form.get("next")
    destination = next_url if next_url else url_for("dashboard")
    return redirect(destination)


@app.route("/dashboard")
def dashboard():
    return "dashboard"
