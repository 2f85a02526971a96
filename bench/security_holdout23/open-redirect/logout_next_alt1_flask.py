from flask import Flask, redirect, request, session, url_for
from flask_login import LoginManager, logout_user

app = Flask(__name__)
app.config.from_prefixed_env()
login_manager = LoginManager(app)


@app.route("/")
def index():
    return "home"


@app.route("/logout")
def logout():
    logout_user()
    session.clear()
    destination = request.args.get("next") or url_for("index")
    return redirect(destination)
