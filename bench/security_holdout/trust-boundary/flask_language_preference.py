from flask import Blueprint, redirect, request, session, url_for

bp = Blueprint("prefs", __name__)

SUPPORTED_LANGUAGES = ("en", "de", "fr", "es", "ja")


@bp.post("/preferences/language")
def set_language():
    lang = request.form.get("lang", "").lower()
    session["lang"] = lang if lang in SUPPORTED_LANGUAGES else "en"
    return redirect(url_for("home.index"))
