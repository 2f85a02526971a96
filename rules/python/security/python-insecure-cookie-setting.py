import os

from flask import Flask

# ruleid: python-insecure-cookie-setting
SESSION_COOKIE_SECURE = False
# ruleid: python-insecure-cookie-setting
CSRF_COOKIE_SECURE = False
# ruleid: python-insecure-cookie-setting
SESSION_COOKIE_HTTPONLY = False
# ruleid: python-insecure-cookie-setting
SESSION_COOKIE_SAMESITE = None

# ok: python-insecure-cookie-setting
CSRF_COOKIE_HTTPONLY = True
# ok: python-insecure-cookie-setting
LANGUAGE_COOKIE_SECURE = True
# ok: python-insecure-cookie-setting
CSRF_COOKIE_SAMESITE = "Strict"

if os.environ.get("APP_ENV") == "development":
    # ok: python-insecure-cookie-setting
    SESSION_COOKIE_SECURE = False

app = Flask(__name__)
# ruleid: python-insecure-cookie-setting
app.config["SESSION_COOKIE_SECURE"] = False
# ok: python-insecure-cookie-setting
app.config["SESSION_COOKIE_HTTPONLY"] = True
# ok: python-insecure-cookie-setting
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="Lax")


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY")
    # ruleid: python-insecure-cookie-setting
    REMEMBER_COOKIE_SECURE = False


class DevelopmentConfig(Config):
    DEBUG = True
    # ok: python-insecure-cookie-setting
    SESSION_COOKIE_SECURE = False


class TestingConfig(Config):
    TESTING = True
    # ok: python-insecure-cookie-setting
    SESSION_COOKIE_SECURE = False
