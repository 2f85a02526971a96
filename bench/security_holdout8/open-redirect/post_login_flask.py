from flask import Flask, redirect, request, session

app = Flask(__name__)

DESTINATIONS = {
    "dashboard": "/dashboard",
    "billing": "/account/billing",
    "settings": "/account/settings",
    "docs": "https://docs.example.com/start",
}


@app.route("/after-login")
def after_login():
    key = request.args.get("to", "dashboard")
    if "user_id" not in session:
        return redirect("/login")
    target = DESTINATIONS.get(key, DESTINATIONS["dashboard"])
    return redirect(target)
