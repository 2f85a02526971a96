from flask import Flask, redirect, render_template, request, session, url_for

from auth import verify_credentials

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = verify_credentials(request.form.get("email"), request.form.get("password"))
    if user is None:
        return render_template("login.html", error="Invalid email or password"), 401
    session.clear()
    session["uid"] = user.id
    next_url = request.form.get("next") or url_for("home")
    if not next_url.startswith("/"):
        next_url = url_for("home")
    return redirect(next_url)


@app.route("/")
def home():
    return render_template("home.html")
