from flask import Flask, request, session, redirect

app = Flask(__name__)
app.secret_key = "rotate-me"

SUPPORTED_LANGUAGES = frozenset({"en", "de", "fr", "es"})


@app.route("/prefs/language", methods=["POST"])
def set_language():
    wanted = request.form.get("lang", "").strip().lower()[:2]
    chosen = wanted if wanted in SUPPORTED_LANGUAGES else "en"
    session["lang"] = chosen
    return redirect("/prefs")
