from flask import Flask, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)

ERROR_PAGE = """<!doctype html>
<title>Error</title>
<div class="error-box">{{ detail }}</div>
<a href="{{ url_for('index') }}">Home</a>
"""


@app.route("/")
def index():
    return "ok"


@app.route("/error")
def error_page():
    code = request.args.get("code", "500")
    message = request.args.get("message", "Something went wrong")
    detail = Markup(f"<strong>Error {code}</strong>: {message}")
    return render_template_string(ERROR_PAGE, detail=detail), 400
