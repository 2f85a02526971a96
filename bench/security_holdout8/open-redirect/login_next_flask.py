from flask import Flask, redirect, render_template_string, request, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
USER_HASHES = {}

LOGIN_FORM = """
<form method="post">
  <input name="username"><input name="password" type="password">
  <input type="hidden" name="next" value="{{ next_url }}">
  <button>Sign in</button>
</form>
"""


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template_string(LOGIN_FORM, next_url=request.args.get("next", ""))
    stored = USER_HASHES.get(request.form.get("username", ""))
    if stored is None or not check_password_hash(stored, request.form.get("password", "")):
        return render_template_string(LOGIN_FORM, next_url=request.form.get("next", "")), 401
    next_url = request.args.get("next") or request.form.get("next")
    if not next_url:
        next_url = url_for("dashboard")
    return redirect(next_url)


@app.route("/dashboard")
def dashboard():
    return "dashboard"
