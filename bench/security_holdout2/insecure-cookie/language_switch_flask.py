from flask import Flask, redirect, render_template, request, url_for

app = Flask(__name__)
SUPPORTED = {"en", "de", "fr", "es", "ja"}
DEFAULT_LANG = "en"


@app.route("/")
def index():
    lang = request.cookies.get("lang", DEFAULT_LANG)
    if lang not in SUPPORTED:
        lang = DEFAULT_LANG
    return render_template("index.html", lang=lang)


@app.route("/lang/<code>")
def set_language(code):
    if code not in SUPPORTED:
        code = DEFAULT_LANG
    resp = redirect(url_for("index"))
    resp.set_cookie("lang", code, max_age=180 * 24 * 3600)
    return resp
