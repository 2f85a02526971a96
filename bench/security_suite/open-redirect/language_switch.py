from flask import Flask, redirect, request, session

app = Flask(__name__)


@app.route("/lang/<code>")
def switch_language(code):
    session["lang"] = code if code in ("en", "de", "fr") else "en"
    back = request.values.get("back") or "/"
    return redirect(back, code=303)
