import os

import bottle
from beaker.middleware import SessionMiddleware

LOCALES = {
    "en": "en_US",
    "de": "de_DE",
    "fr": "fr_FR",
    "pt-br": "pt_BR",
}

app = bottle.Bottle()


@app.post("/settings/locale")
def set_locale():
    wanted = bottle.request.forms.get("lang") or bottle.request.get_cookie("ui_lang") or ""
    locale = LOCALES.get(wanted.lower())
    if locale is None:
        bottle.abort(400, "unsupported language")
    sess = bottle.request.environ["beaker.session"]
    sess["locale"] = locale
    sess.save()
    return {"locale": locale}


application = SessionMiddleware(app, {
    "session.type": "cookie",
    "session.validate_key": os.environ["BEAKER_KEY"],
    "session.httponly": True,
})
