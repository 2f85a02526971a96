from flask import Flask, request, redirect, url_for

app = Flask(__name__)

SECTIONS = {"billing": "billing_page", "profile": "profile_page", "security": "security_page"}


@app.route("/settings/billing")
def billing_page():
    return "billing"


@app.route("/settings/profile")
def profile_page():
    return "profile"


@app.route("/settings/security")
def security_page():
    return "security"


@app.route("/settings/jump")
def jump():
    section = request.args.get("section", "profile")
    endpoint = SECTIONS.get(section, "profile_page")
    return redirect(url_for(endpoint))
