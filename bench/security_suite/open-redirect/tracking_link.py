from urllib.parse import unquote

from flask import Flask, redirect, request

from analytics import record_click

app = Flask(__name__)


@app.route("/r")
def tracked_redirect():
    encoded = request.args["u"]
    record_click(encoded)
    return redirect(unquote(encoded), 302)
