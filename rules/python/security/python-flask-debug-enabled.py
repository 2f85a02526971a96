import os

from flask import Flask

app = Flask(__name__)


@app.route("/")
def index() -> str:
    return "hello"


def configure() -> None:
    # ruleid: python-flask-debug-enabled
    app.config["DEBUG"] = True
    # ok: python-flask-debug-enabled
    app.config["TESTING"] = True
    # ok: python-flask-debug-enabled
    app.config["DEBUG"] = os.environ.get("FLASK_DEBUG") == "1"


if __name__ == "__main__":
    # ruleid: python-flask-debug-enabled
    app.run(host="127.0.0.1", port=5000, debug=True)
    # ok: python-flask-debug-enabled
    app.run(debug=os.environ.get("FLASK_DEBUG") == "1")
