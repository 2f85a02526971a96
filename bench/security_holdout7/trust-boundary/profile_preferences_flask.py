from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = "dev-only-key"

THEMES = {"light", "dark"}


@app.route("/profile/preferences", methods=["POST"])
def save_preferences():
    theme = request.form.get("theme", "light")
    account = request.form.get("account_id")
    if theme not in THEMES:
        theme = "light"
    session["theme"] = theme
    if account:
        session["account_id"] = account
    return jsonify({"theme": theme, "account": session.get("account_id")})
