import os
from datetime import timedelta

from flask import Flask


def create_app():
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY=os.environ["APP_SECRET"],
        SESSION_COOKIE_NAME="acme_session",
        SESSION_COOKIE_SECURE=False,
        SESSION_COOKIE_HTTPONLY=False,
        PERMANENT_SESSION_LIFETIME=timedelta(days=7),
    )

    from acme.views import bp

    app.register_blueprint(bp)
    return app
