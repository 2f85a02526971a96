from flask import Flask, redirect, request

app = Flask(__name__)
LANDING = {
    "en": "/en/home",
    "de": "/de/startseite",
    "fr": "/fr/accueil",
}


@app.post("/language")
def switch_language():
    lang = request.form.get("lang", "en").lower()
    target = LANDING.get(lang, LANDING["en"])
    return redirect(target, code=303)
