import os

from flask import Blueprint, Flask, jsonify, request
from flask_wtf import FlaskForm
from flask_wtf.csrf import CSRFProtect
from wtforms import StringField

app = Flask(__name__)
csrf = CSRFProtect(app)
api = Blueprint("api", __name__)

# ruleid: python-flask-csrf-disabled
app.config["WTF_CSRF_ENABLED"] = False

# ruleid: python-flask-csrf-disabled
app.config.update(SECRET_KEY=os.environ["SECRET_KEY"], WTF_CSRF_ENABLED=False)


class ProductionConfig:
    SECRET_KEY = os.environ.get("SECRET_KEY")
    # ruleid: python-flask-csrf-disabled
    WTF_CSRF_ENABLED = False


class TestingConfig:
    TESTING = True
    # ok: python-flask-csrf-disabled
    WTF_CSRF_ENABLED = False


# ok: python-flask-csrf-disabled
app.config["WTF_CSRF_ENABLED"] = True

# ok: python-flask-csrf-disabled
app.config["WTF_CSRF_TIME_LIMIT"] = 3600


# ruleid: python-flask-csrf-disabled
@csrf.exempt
@app.route("/profile", methods=["POST"])
def update_profile():
    return jsonify(ok=True)


# ok: python-flask-csrf-disabled
@app.route("/settings", methods=["POST"])
def update_settings():
    return jsonify(ok=True)


# ruleid: python-flask-csrf-disabled
csrf.exempt(api)


class CommentForm(FlaskForm):
    body = StringField("body")


def comment():
    # ruleid: python-flask-csrf-disabled
    form = CommentForm(meta={"csrf": False})
    # ok: python-flask-csrf-disabled
    other = CommentForm(meta={"locales": ["en"]})
    return form.validate() and other.validate()


def make_test_app():
    test_app = Flask(__name__)
    test_app.config["TESTING"] = True
    # ok: python-flask-csrf-disabled
    test_app.config["WTF_CSRF_ENABLED"] = False
    return test_app
