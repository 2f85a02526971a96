import secrets

from flask import Flask, g, request

app = Flask(__name__)
app.config.update(
    DEVICE_COOKIE_NAME="device_id",
    DEVICE_COOKIE_OPTIONS={
        "max_age": 365 * 24 * 3600,
        "secure": True,
        "httponly": True,
        "samesite": "Lax",
    },
)


@app.before_request
def load_device():
    g.device_id = request.cookies.get(app.config["DEVICE_COOKIE_NAME"])
    g.new_device = g.device_id is None
    if g.new_device:
        g.device_id = secrets.token_hex(16)


@app.after_request
def persist_device(response):
    if g.get("new_device"):
        response.set_cookie(
            app.config["DEVICE_COOKIE_NAME"],
            g.device_id,
            **app.config["DEVICE_COOKIE_OPTIONS"],
        )
    return response
