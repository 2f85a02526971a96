import os
from datetime import timedelta

from flask import Flask

from .extensions import db, login_manager


def create_app():
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY=os.environ["FLASK_SECRET_KEY"],
        SQLALCHEMY_DATABASE_URI=os.environ["DATABASE_URL"],
        PERMANENT_SESSION_LIFETIME=timedelta(days=30),
        SESSION_COOKIE_NAME="portal_session",
        SESSION_COOKIE_HTTPONLY=False,
    )
    db.init_app(app)
    login_manager.init_app(app)

    from .views import bp
    app.register_blueprint(bp)
    return app
