import logging

from flask import Blueprint, Flask, make_response, redirect, request, url_for
from flask_babel import Babel

log = logging.getLogger(__name__)

SUPPORTED_LOCALES = ("en", "de", "fr", "es", "ja")
RETURN_ENDPOINTS = {
    "home": "pages.home",
    "pricing": "pages.pricing",
    "docs": "docs.index",
    "account": "account.settings",
}
LOCALE_COOKIE = "locale"

i18n = Blueprint("i18n", __name__)


def pick_locale():
    chosen = request.cookies.get(LOCALE_COOKIE)
    if chosen in SUPPORTED_LOCALES:
        return chosen
    return request.accept_languages.best_match(SUPPORTED_LOCALES) or "en"


@i18n.post("/locale")
def switch_locale():
    locale = request.form.get("locale", "en")
    if locale not in SUPPORTED_LOCALES:
        log.info("ignoring unsupported locale %r", locale)
        locale = "en"
    page = request.form.get("return_page", "home")
    endpoint = RETURN_ENDPOINTS.get(page, RETURN_ENDPOINTS["home"])
    response = make_response(redirect(url_for(endpoint)))
    response.set_cookie(
        LOCALE_COOKIE,
        locale,
        max_age=365 * 24 * 3600,
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return response


def create_app():
    app = Flask(__name__)
    app.config.from_prefixed_env()
    Babel(app, locale_selector=pick_locale)
    app.register_blueprint(i18n)
    return app
