import os

from flask import Flask, abort, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

THEMES = frozenset({"light", "dark", "high-contrast"})


class PreferenceManager:
    def __init__(self, store):
        self.store = store

    def set_theme(self, choice):
        if choice not in THEMES:
            abort(400)
        self.store["theme"] = choice


@app.post("/preferences/theme")
def set_theme():
    PreferenceManager(session).set_theme(request.form.get("theme", "light"))
    return redirect(url_for("index"))


@app.get("/")
def index():
    return "theme=" + session.get("theme", "light")
