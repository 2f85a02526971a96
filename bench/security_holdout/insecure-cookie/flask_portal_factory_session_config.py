import os
from datetime import timedelta

from flask import Flask


def create_app():
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY=os.environ["PORTAL_SECRET"],
        SESSION_COOKIE_NAME="portal_session",
        SESSION_COOKIE_SECURE=True,
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        PERMANENT_SESSION_LIFETIME=timedelta(days=7),
    )

    from portal.views import bp

    app.register_blueprint(bp)
    return app
