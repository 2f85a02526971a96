from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)


@app.route("/lang/<code>")
def switch_language(code):
    session["lang"] = code if code in ("en", "de", "fr") else "en"
    section = request.values.get("section", "home")
    return redirect(url_for("index", section=section), code=303)
